/**
 * Pure assembly of a test (RULES.md §5, §6): from what the actor has (ActorRollData, read from
 * prepared data by `actor-data.ts`) and what the player chose (RollChoices, from the roll dialog,
 * a sheet button or a macro) to the rules engine's TestInput, the list of modifiers with their
 * source, and the points the roll costs. No Foundry globals: tested under plain Node.
 */
import { lowestSkill, rollModifiers, successChance, testRefusal, ROLL_BONUS_MAX } from "../rules/index";
import type { CharacteristicKey, SecondaryKey, StandingModifiers, TestInput } from "../rules/index";
import { espoirEffects, planPayment, soloContext } from "../moral/payer";
import type { MoralContext, Payment } from "../moral/payer";
import { fortuneTerms } from "./fortune-terms";
import { situationalFits } from "./roll-bonus";
import { buildSpellPlan, type SpellChoices, type SpellPlan, type SpellRollData } from "./spell-plan";

export const MAIN_KEYS = [
  "force", "vigueur", "agilite", "pouvoir", "charisme", "perception", "intellect", "volonte", "sagesse",
] as const satisfies readonly CharacteristicKey[];
export const SECONDARY_KEYS = ["corps", "ame", "esprit", "impact", "resilience", "finesse"] as const satisfies readonly SecondaryKey[];

export type CharacteristicChoice = CharacteristicKey | SecondaryKey;

export interface SkillData {
  /** Item id (or a stable key for a skill defined elsewhere). */
  id: string;
  /** R-SK-7 the skill's stable key (what other documents name it by). */
  key: string;
  name: string;
  level: number;
  /** Owned expertises' names (R-SK-2). */
  expertises: string[];
  /** Those of them the user typed (`personnalisee`): shown as typed, never as a built-in name (data/builtin-names.ts). */
  customExpertises?: string[];
}

/** A power-dice source already in force on the actor (derived data `system.des.sources`). */
export interface PowerSource {
  id: string;
  surpuissance?: number;
  impuissance?: number;
}

/** Everything of the actor a test needs; plain data. */
export interface ActorRollData {
  name: string;
  characteristics: Record<CharacteristicKey, number>;
  scores: Record<SecondaryKey, number>;
  puissance: number;
  harmonie: number;
  skills: SkillData[];
  /** Impact points available (R-CAR-5). */
  impact: number;
  /** The actor's personal Espoir points. */
  espoir: number;
  /** R-FORT-1 the actor's Fortune points. */
  fortune?: number;
  /** R-FORT-2 [I] Fatalité the GM spent on the actor: −1 each on this roll (then cleared). */
  fatalite?: number;
  /** The actor's place in its group's Moral (src/moral/); absent: its personal points only. */
  moral?: MoralContext | null;
  agonie: number;
  /** Power dice always in force (Épuisement, states, Descente, non-circumstantial conditions, effects). */
  power: { sources: PowerSource[]; ignoreAgonie: boolean };
  /** Circumstantial conditions the actor has (apply only when the roll uses the hurt part). */
  circumstantial: string[];
  critSuccess?: number;
  critFailure?: number;
  /** R-SPELL-1..3 a spell cast: the spell, the caster's Énergie and Combativité, who it may be cast on. */
  spell?: SpellRollData | null;
}

/** What the player chooses for one test. */
export interface RollChoices {
  characteristic?: CharacteristicChoice | null;
  /** Skill ids; several → the lowest level is used (R-SK-3). Empty → level 0. */
  skills?: string[];
  complexity?: number;
  difficulty?: number | null;
  expertise?: boolean;
  /** Impact points spent → surpuissance dice (R-DICE-4). */
  impactPoints?: number;
  /** R-MORAL-2 Espoir spends. */
  espoirBonus?: number;
  espoirCancelCrit?: boolean;
  espoirSwap?: boolean;
  /** R-FORT-1 [I] Fortune points declared: +1 each, the GM may refuse them on the card (given back). */
  fortune?: number;
  /** Circumstantial conditions that bear on this roll (R-STATE-7). */
  circumstantial?: string[];
  /** The situational bonus or malus the GM grants or imposes (within ±SITUATIONAL_BONUS_MAX, roll-bonus.ts). */
  bonus?: number;
  /** R-SPELL-1..3 the incantation options, the healing target and wounds, the area groups. */
  spell?: SpellChoices;
  /** R-FIGHT-2 an attack made hidden (the target's Esquive takes min(Agilité, Perception)); absent when the test is no attack. */
  hidden?: boolean;
}

export interface ModifierLine {
  /** i18n key of the source's label. */
  label: string;
  /** Human value: "+1", "−1 die of impuissance"… given as signed dice and flat parts. */
  surpuissance: number;
  impuissance: number;
  flat: number;
  automatic: boolean;
}

/** What a test is made of, as the dialog plans it and the card tells it (roll-data.ts TestContext). */
export interface TestMakeup {
  /** i18n key of the characteristic used. */
  characteristicLabel: string | null;
  characteristicValue: number;
  skillNames: string[];
  /** R-SK-7 the keys of the skills used (XP usage records these). */
  skillKeys: string[];
  skillLevel: number;
  modifiers: ModifierLine[];
  /** Points spent on this roll. */
  cost: { impact: number; espoir: number; fortune: number };
}

export interface RollPlan extends TestMakeup {
  input: TestInput;
  /** R-MORAL-2 / R-MORAL-5 / R-STATE-5 who pays the Espoir (personal, group, free under Apaisement); null when none is spent. */
  espoirPayment: Payment | null;
  /** i18n keys of reasons the roll cannot be made as chosen (empty = fine). */
  errors: string[];
  /** Whether an expertise may apply (one of the skills has an owned expertise). */
  expertiseAvailable: boolean;
  /** R-SPELL-1..3 the spell part (incantation, cost, healing test, area rolls); null when no spell is cast. */
  spell: SpellPlan | null;
}

export const isMain = (k: string): k is CharacteristicKey => (MAIN_KEYS as readonly string[]).includes(k);
export const isSecondary = (k: string): k is SecondaryKey => (SECONDARY_KEYS as readonly string[]).includes(k);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** i18n key of a characteristic or score label. */
export const characteristicLabel = (k: CharacteristicChoice | "puissance" | "harmonie"): string =>
  `ALTHERION.Roll.Characteristic.${cap(k)}`;
/** i18n key of a modifier source (rules ids: impact, etat-special, epuisement, descente, conditions, effets). */
export const sourceLabel = (id: string): string =>
  `ALTHERION.Roll.Source.${id.split("-").map(cap).join("")}`;

const int = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : fallback);

/**
 * R-DICE-11 (rev 2) what every test of this actor takes whatever is chosen: its power dice in force,
 * its Agonie (R-CON-7; 0 when a special state ignores it, R-STATE-1) and its critical ranges (R-DICE-7).
 * The initiative, Péril and defence tests read it; `buildRollPlan` lists the same sources line by line.
 */
export function standingModifiers(data: Pick<ActorRollData, "power" | "agonie" | "critSuccess" | "critFailure">): StandingModifiers {
  const m: StandingModifiers = {
    surpuissance: data.power.sources.reduce((n, s) => n + (s.surpuissance ?? 0), 0),
    impuissance: data.power.sources.reduce((n, s) => n + (s.impuissance ?? 0), 0),
    agonie: data.power.ignoreAgonie ? 0 : Math.max(0, int(data.agonie)),
  };
  if (data.critSuccess !== undefined) m.critSuccess = data.critSuccess;
  if (data.critFailure !== undefined) m.critFailure = data.critFailure;
  return m;
}

/** R-DICE-4 R-DICE-11 one modifier line per power-dice source in force (the dialogs list them as automatic). */
export function powerSourceLines(data: Pick<ActorRollData, "power">): ModifierLine[] {
  return data.power.sources.map((s) => ({ label: sourceLabel(s.id), surpuissance: s.surpuissance ?? 0, impuissance: s.impuissance ?? 0, flat: 0, automatic: true }));
}

/** R-CON-7 the label of the Agonie counted on a roll (the line a special state's ignored Agonie has its own). */
export const AGONIE_SOURCE = "ALTHERION.Roll.Source.Agonie";

/** R-CON-7 R-STATE-1 the Agonie's modifier line (said ignored under a special state), or null without Agonie. */
export function agonieLine(data: Pick<ActorRollData, "power" | "agonie">): ModifierLine | null {
  if (!(data.agonie > 0)) return null;
  const agonie = data.power.ignoreAgonie ? 0 : Math.max(0, int(data.agonie));
  return { label: data.power.ignoreAgonie ? "ALTHERION.Roll.Source.AgonieIgnoree" : AGONIE_SOURCE, surpuissance: 0, impuissance: 0, flat: -agonie, automatic: true };
}

const REFUSAL_KEYS = { pool: "ALTHERION.Roll.Error.PoolTooLarge", invalid: "ALTHERION.Roll.Error.InvalidInput" } as const;

/** R-DICE-11 the i18n key of why a test cannot be rolled (pool over its bounds, invalid input), or null. */
export function refusalKey(input: TestInput): string | null {
  const reason = testRefusal(input);
  return reason ? REFUSAL_KEYS[reason] : null;
}

/** R-SK-3 the level used when several skills apply: the lowest; no skill → 0. */
export function skillLevel(skills: readonly SkillData[], ids: readonly string[]): { level: number; used: SkillData[] } {
  const used = ids.map((id) => skills.find((s) => s.id === id)).filter((s): s is SkillData => s !== undefined);
  return { level: used.length ? lowestSkill(used.map((s) => s.level)) : 0, used };
}

/** The Moral an actor's roll pays from: its group's, or its own points alone. */
export function rollMoralContext(data: ActorRollData): MoralContext {
  return data.moral ?? soloContext({ id: "actor", espoir: data.espoir, desespoir: 0 });
}

/** R-MORAL-2 / R-MORAL-5 / R-STATE-5 who pays a choice's Espoir, decided by the Moral reducer; null when none. */
export function planEspoirPayment(data: ActorRollData, choices: RollChoices): Payment | null {
  const effects = espoirEffects(choices);
  return effects.length ? planPayment(rollMoralContext(data), "espoir", effects) : null;
}

/**
 * R-DICE-1..7, R-SK-2, R-SK-3, R-MORAL-2, R-CON-7, R-STATE-1: the TestInput of a choice, with its
 * modifiers listed by source and its price in points.
 */
export function buildRollPlan(data: ActorRollData, choices: RollChoices): RollPlan {
  const errors: string[] = [];
  const modifiers: ModifierLine[] = [];

  // Characteristic; R-MORAL-2 an Espoir swaps a main one for Puissance, a score for Harmonie.
  const key = choices.characteristic ?? null;
  let characteristicValue = 0;
  let label: string | null = null;
  if (key !== null) {
    if (isMain(key)) {
      characteristicValue = choices.espoirSwap ? data.puissance : data.characteristics[key];
      label = choices.espoirSwap ? characteristicLabel("puissance") : characteristicLabel(key);
    } else if (isSecondary(key)) {
      characteristicValue = choices.espoirSwap ? data.harmonie : data.scores[key];
      label = choices.espoirSwap ? characteristicLabel("harmonie") : characteristicLabel(key);
    } else {
      errors.push("ALTHERION.Roll.Error.Characteristic");
    }
  } else if (choices.espoirSwap) {
    errors.push("ALTHERION.Roll.Error.SwapNeedsCharacteristic");
  }

  // R-SK-3 several skills → the lowest.
  const { level, used } = skillLevel(data.skills, choices.skills ?? []);
  // R-SK-2 the expertise die only with an owned expertise of a skill used (the box follows the skills).
  const expertiseAvailable = used.some((s) => s.expertises.length > 0);
  const expertise = Boolean(choices.expertise) && expertiseAvailable;

  // R-DICE-4 power dice: those in force, Impact points, circumstantial conditions.
  const impactPoints = Math.max(0, int(choices.impactPoints));
  if (impactPoints > data.impact) errors.push("ALTHERION.Roll.Error.NotEnoughImpact");
  let surpuissance = 0;
  let impuissance = 0;
  for (const s of data.power.sources) {
    surpuissance += s.surpuissance ?? 0;
    impuissance += s.impuissance ?? 0;
  }
  modifiers.push(...powerSourceLines(data));
  const chosenCircumstantial = (choices.circumstantial ?? []).filter((id) => data.circumstantial.includes(id));
  const extra = rollModifiers({ impactPoints, conditions: chosenCircumstantial });
  for (const s of extra.sources) {
    modifiers.push({ label: sourceLabel(s.id), surpuissance: s.surpuissance ?? 0, impuissance: s.impuissance ?? 0, flat: 0, automatic: false });
  }
  surpuissance += extra.surpuissance;
  impuissance += extra.impuissance;
  // R-SPELL-3 focus: one more die whose best is kept per Combativité (power dice, R-DICE-4); the spell's refusals.
  const spell = data.spell ? buildSpellPlan(data.spell, choices.spell ?? {}) : null;
  if (spell?.surpuissance) {
    surpuissance += spell.surpuissance;
    modifiers.push({ label: "ALTHERION.Spell.Option.Concentration", surpuissance: spell.surpuissance, impuissance: 0, flat: 0, automatic: false });
  }
  errors.push(...(spell?.errors ?? []));

  // R-MORAL-2 Espoir: +1 per point; cancel a critical failure; swap (above).
  const espoir = espoirEffects(choices).length; // one Espoir point per effect
  const espoirPayment = planEspoirPayment(data, choices);
  if (espoirPayment && !espoirPayment.ok) {
    errors.push(espoirPayment.reason === "tourmente-personal-points" ? "ALTHERION.Moral.Error.TourmentePersonal"
      : espoirPayment.reason === "moral-full" ? "ALTHERION.Moral.Error.ApaisementFull" : "ALTHERION.Roll.Error.NotEnoughEspoir");
  }
  const espoirBonus = Math.max(0, int(choices.espoirBonus));
  if (espoirBonus) modifiers.push({ label: "ALTHERION.Roll.Source.Espoir", surpuissance: 0, impuissance: 0, flat: espoirBonus, automatic: false });
  const bonus = int(choices.bonus);
  if (bonus) modifiers.push({ label: "ALTHERION.Roll.Source.Bonus", surpuissance: 0, impuissance: 0, flat: bonus, automatic: false });
  // R-FORT-1 Fortune declared: +1 per point; R-FORT-2 the GM's Fatalité spent on this character: −1 per point.
  const { fortune, fatalite, errors: luck } = fortuneTerms(data, choices.fortune);
  errors.push(...luck);
  if (fortune) modifiers.push({ label: "ALTHERION.Roll.Source.Fortune", surpuissance: 0, impuissance: 0, flat: fortune, automatic: false });
  if (fatalite) modifiers.push({ label: "ALTHERION.Roll.Source.Fatalite", surpuissance: 0, impuissance: 0, flat: -fatalite, automatic: true });

  // R-CON-7 Agonie raises the difficulty; R-STATE-1 special states ignore it.
  const agonie = data.power.ignoreAgonie ? 0 : Math.max(0, int(data.agonie));
  const agonieModifier = agonieLine(data);
  if (agonieModifier) modifiers.push(agonieModifier);

  // R-SPELL-1 a healing spell's difficulty and complexity come from its target.
  const asked = spell?.heal ? spell.heal.difficulty : choices.difficulty;
  const difficulty = asked === null || asked === undefined ? undefined : int(asked);
  const input: TestInput = {
    skill: level,
    complexity: spell?.heal ? spell.heal.complexity : Math.max(0, int(choices.complexity)),
    characteristic: characteristicValue,
    surpuissance,
    impuissance,
    expertise,
    bonus: bonus + espoirBonus + fortune - fatalite, // R-DICE-6 the situational bonus, Espoir, Fortune, Fatalité
    agonie,
    cancelCritFailure: Boolean(choices.espoirCancelCrit),
  };
  if (difficulty !== undefined) input.difficulty = difficulty;
  if (data.critSuccess !== undefined) input.critSuccess = data.critSuccess;
  if (data.critFailure !== undefined) input.critFailure = data.critFailure;
  const refusal = refusalKey(input); // R-DICE-11 checked before anything is spent
  if (refusal) errors.push(refusal);
  if (!situationalFits(bonus)) errors.push("ALTHERION.Roll.Error.SituationalTooLarge");
  if (Math.abs(input.bonus ?? 0) > ROLL_BONUS_MAX) errors.push("ALTHERION.Roll.Error.BonusTooLarge");

  return {
    input,
    characteristicLabel: label,
    characteristicValue,
    skillNames: used.map((s) => s.name),
    skillKeys: used.map((s) => s.key),
    skillLevel: level,
    modifiers,
    cost: { impact: impactPoints, espoir, fortune },
    espoirPayment,
    errors,
    expertiseAvailable,
    spell,
  };
}

/** The exact chance of success of a plan, or null without a difficulty or on an invalid input. */
export function planChance(plan: Pick<RollPlan, "input">): number | null {
  if (plan.input.difficulty === undefined) return null;
  try {
    return successChance(plan.input);
  } catch {
    return null;
  }
}

/** A chance as a percentage with one decimal ("42,5 %" is the template's job; this gives 42.5). */
export function chancePercent(p: number | null): number | null {
  return p === null ? null : Math.round(p * 1000) / 10;
}
