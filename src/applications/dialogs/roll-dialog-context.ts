/**
 * Pure context of the roll dialog and the reading of its form. Every number (the exact chance)
 * comes from roll-spec.ts over rules/. No Foundry globals.
 */
import { resolveTest } from "../../rules/index";
import { AGONIE_SOURCE, MAIN_KEYS, SECONDARY_KEYS, buildRollPlan, chancePercent, characteristicLabel, planChance, rollMoralContext, sourceLabel, type ActorRollData, type RollChoices, type RollPlan } from "../../dice/roll-spec";
import { SITUATIONAL_BONUS_MAX } from "../../dice/roll-bonus";
import { modifierText } from "../../chat/test-card";
import { payerLabel, spendable } from "../../moral/payer";
import { readSpellForm, spellDialogContext, type SpellDialogContext } from "./spell-dialog-context";
import { expertiseName, type Localizer } from "../../data/builtin-names";

export interface RollDialogContext {
  characteristics: { value: string; label: string; number: number; selected: boolean; group: "main" | "secondary" }[];
  skills: { id: string; name: string; level: number; checked: boolean }[];
  complexity: number;
  difficulty: number | "";
  /** R-SK-2 the Expertise box follows the chosen skills: usable only when one of them has an owned expertise (named). */
  expertise: { checked: boolean; available: boolean; names: string[] };
  /** R-DICE-2 / R-DICE-4 / R-SK-2 the dice the choice rolls, in words and one icon per die; null when it cannot be rolled. */
  pool: PoolView | null;
  /** R-DICE-6 the total's formula before rolling, and what it must reach (difficulty + Agonie). */
  formula: FormulaView;
  impact: { value: number; max: number };
  /**
   * R-MORAL-2 / R-MORAL-5 / R-STATE-5 available: points the actor could spend (personal, then the
   * group's when usable, or free uses under Apaisement); payer: i18n key of where the chosen spends
   * are paid from (null when none is chosen).
   */
  espoir: { available: number; bonus: number; cancelCrit: boolean; swap: boolean; payer: string | null; apaisement: boolean; group: boolean };
  /** R-FORT-1 Fortune declared (+1 each, the GM may refuse it on the card) and the actor's points. */
  fortune: { available: number; value: number };
  /** R-FORT-2 Fatalité the GM spent on this character: −1 each on this roll. */
  fatalite: number;
  circumstantial: { id: string; label: string; checked: boolean }[];
  /** R-FIGHT-2 the attack options (null when the test is no attack): a hidden attack. */
  attack: { hidden: boolean } | null;
  /** The GM bonus or malus typed, and its bound (±SITUATIONAL_BONUS_MAX, the one the plan refuses beyond). */
  bonus: { value: number; max: number };
  modifiers: { label: string; text: string; automatic: boolean }[];
  chance: number | null;
  cost: { impact: number; espoir: number; fortune: number };
  errors: string[];
  /** R-SPELL-1..3 the spell part (_spell-options.hbs); null when no spell is cast. */
  spell: SpellDialogContext | null;
}

/** Icons shown for a pool before "+n" stands for the rest. */
export const POOL_ICONS_MAX = 12;

export interface PoolView {
  mastery: number;
  keep: "highest" | "lowest";
  power: { dice: number; kind: "surpuissance" | "impuissance" } | null;
  expertise: boolean;
  icons: { role: "mastery" | "surpuissance" | "impuissance" | "expertise" }[];
  /** Dice beyond the icons shown. */
  more: number;
}

export interface FormulaTerm {
  sign: "+" | "−" | "";
  /** i18n key. */
  label: string;
  /** A number shown after the label (characteristic value, bonus); null for dice. */
  value: number | null;
}

export interface FormulaView {
  terms: FormulaTerm[];
  /**
   * R-CON-7 what the total must reach: the difficulty raised by Agonie; without a difficulty, Agonie alone (it raises
   * what the roll must beat, an opposed total); null when there is neither.
   */
  threshold: { difficulty: number; agonie: number; total: number } | { difficulty: null; agonie: number; total: null } | null;
}

/** R-DICE-2 / R-DICE-4 / R-SK-2 the pool of a plan, as resolveTest derives it (the rules' one source). */
export function poolView(plan: Pick<RollPlan, "input" | "errors">): PoolView | null {
  if (plan.errors.length) return null;
  let r;
  try {
    r = resolveTest(plan.input);
  } catch {
    return null;
  }
  const power = r.powerKind ? { dice: r.powerDice, kind: r.powerKind } : null;
  const roles = [
    ...Array.from({ length: r.masteryDice }, () => "mastery" as const),
    ...Array.from({ length: power?.dice ?? 0 }, () => power!.kind),
    ...(r.expertise ? ["expertise" as const] : []),
  ];
  return {
    mastery: r.masteryDice, keep: r.masteryKeep, power, expertise: r.expertise,
    icons: roles.slice(0, POOL_ICONS_MAX).map((role) => ({ role })), more: Math.max(0, roles.length - POOL_ICONS_MAX),
  };
}

/**
 * R-DICE-6 Total = kept value + explosions − implosions + expertise die + characteristic + flat bonuses; success at difficulty + Agonie.
 * `bonusLabel` names the flat bonus (a defence's only one is its Agonie's malus).
 */
export function formulaView(plan: Pick<RollPlan, "input" | "characteristicLabel" | "characteristicValue">, bonusLabel = "ALTHERION.Roll.Formula.Bonus"): FormulaView {
  const { input } = plan;
  const terms: FormulaTerm[] = [
    { sign: "", label: "ALTHERION.Roll.Formula.Kept", value: null },
    { sign: "+", label: "ALTHERION.Roll.Formula.Explosions", value: null },
    { sign: "−", label: "ALTHERION.Roll.Formula.Implosions", value: null },
  ];
  if (input.expertise) terms.push({ sign: "+", label: "ALTHERION.Roll.Formula.Expertise", value: null });
  if (plan.characteristicLabel) terms.push({ sign: "+", label: plan.characteristicLabel, value: plan.characteristicValue });
  const bonus = input.bonus ?? 0;
  if (bonus) terms.push({ sign: bonus > 0 ? "+" : "−", label: bonusLabel, value: Math.abs(bonus) });
  const agonie = input.agonie ?? 0;
  const threshold = input.difficulty !== undefined ? { difficulty: input.difficulty, agonie, total: input.difficulty + agonie }
    : agonie > 0 ? { difficulty: null, agonie, total: null } : null;
  return { terms, threshold };
}

/** The dialog's context; `words` (the user's dictionary) names built-in expertises in the user's language, else as stored. */
export function rollDialogContext(data: ActorRollData, choices: RollChoices, words?: Localizer): RollDialogContext {
  const plan = buildRollPlan(data, choices);
  const selected = choices.characteristic ?? null;
  const moral = rollMoralContext(data);
  const me = moral.state.members.find((m) => m.id === moral.memberId);
  return {
    characteristics: [
      ...MAIN_KEYS.map((k) => ({ value: k, label: characteristicLabel(k), number: data.characteristics[k], selected: selected === k, group: "main" as const })),
      ...SECONDARY_KEYS.map((k) => ({ value: k, label: characteristicLabel(k), number: data.scores[k], selected: selected === k, group: "secondary" as const })),
    ],
    skills: data.skills.map((s) => ({ id: s.id, name: s.name, level: s.level, checked: (choices.skills ?? []).includes(s.id) })),
    complexity: plan.input.complexity,
    difficulty: plan.input.difficulty ?? "",
    expertise: {
      checked: Boolean(plan.input.expertise), available: plan.expertiseAvailable,
      names: [...new Set(data.skills.filter((sk) => (choices.skills ?? []).includes(sk.id)).flatMap((sk) => sk.expertises.map((nom) =>
        (words ? expertiseName(words, { nom, personnalisee: sk.customExpertises?.includes(nom) === true }) : nom))))],
    },
    pool: poolView(plan),
    formula: formulaView(plan),
    impact: { value: plan.cost.impact, max: data.impact },
    espoir: {
      available: spendable(moral, "espoir"), bonus: Math.max(0, choices.espoirBonus ?? 0), cancelCrit: Boolean(choices.espoirCancelCrit), swap: Boolean(choices.espoirSwap),
      payer: payerLabel(plan.espoirPayment), apaisement: Boolean(me?.apaisement), group: moral.groupUuid !== null,
    },
    fortune: { available: Math.max(0, data.fortune ?? 0), value: plan.cost.fortune },
    fatalite: Math.max(0, data.fatalite ?? 0),
    circumstantial: data.circumstantial.map((id) => ({ id, label: sourceLabel(id), checked: (choices.circumstantial ?? []).includes(id) })),
    attack: choices.hidden === undefined ? null : { hidden: choices.hidden },
    bonus: { value: choices.bonus ?? 0, max: SITUATIONAL_BONUS_MAX },
    // R-CON-7 Agonie raises what the roll must reach: said once, in the threshold's line (formula.threshold), never
    // also as a chip whose "−1" would read as a second malus.
    modifiers: plan.modifiers.filter((m) => m.label !== AGONIE_SOURCE).map((m) => ({
      label: m.label, automatic: m.automatic, text: modifierText(m),
    })),
    chance: chancePercent(planChance(plan)),
    cost: plan.cost,
    errors: plan.errors,
    spell: spellDialogContext(data, choices, plan),
  };
}

const int = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined || v === null || v === "" || v === false ? [] : [String(v)]);

/** The dialog's form (flat object: name → value, checkbox lists as arrays) → choices. */
export function readRollForm(form: Record<string, unknown>, base: RollChoices = {}): RollChoices {
  const c = String(form.characteristic ?? "");
  return {
    ...base,
    characteristic: (c ? c : null) as RollChoices["characteristic"],
    skills: list(form.skills),
    complexity: int(form.complexity),
    difficulty: form.difficulty === "" || form.difficulty === undefined || form.difficulty === null ? null : int(form.difficulty),
    expertise: form.expertise === true || form.expertise === "on",
    impactPoints: int(form.impactPoints),
    espoirBonus: int(form.espoirBonus),
    espoirCancelCrit: form.espoirCancelCrit === true || form.espoirCancelCrit === "on",
    espoirSwap: form.espoirSwap === true || form.espoirSwap === "on",
    circumstantial: list(form.circumstantial),
    bonus: int(form.bonus),
    fortune: int(form.fortune),
    ...(base.spell ? { spell: readSpellForm(form) } : {}),
    ...(base.hidden === undefined ? {} : { hidden: form.hidden === true || form.hidden === "on" }),
  };
}
