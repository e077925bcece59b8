/**
 * Pure assembly of a spell's test (RULES.md §12): from the spell, its caster's Énergie and
 * Combativité, the characters it may be cast on and the caster's incantation choices (the spell
 * part of the roll dialog) to what the roll takes (focus dice, the healing test's difficulty and
 * complexity), what it costs (Énergie, Combativité) and how many rolls it makes (R-SPELL-2).
 * roll-spec.ts folds it into the roll plan; no Foundry globals.
 */
import { areaGroups, healingTest, incantation, incantationAllowance, incantationCost } from "../rules/index";
import type { Constitution, ConstitutionKey, IncantationChoices } from "../rules/index";

/** A spell item as a roll reads it (spell-data.ts). */
export interface SpellData {
  itemUuid: string;
  name: string;
  points: number;
  cout: number;
  complexite: number;
  zone: boolean;
  soin: boolean;
  /** R-SPELL-1 [I] the constitution a healing spell heals: the one of its damage type (R-FIGHT-3). */
  constitution: ConstitutionKey;
}

/** A character a spell may be cast on, read in the constitution the spell heals. */
export interface SpellTargetData {
  actorUuid: string;
  name: string;
  constitution: Constitution;
  resiliencePoints: number;
  peril: boolean;
  /** Targeted by the caster's user (its tokens); the others are offered for a healing spell. */
  targeted: boolean;
}

/** What a spell roll needs besides the caster's test data. */
export interface SpellRollData {
  spell: SpellData;
  /** The caster's Énergie: the cost is paid from it (R-SPELL-3). */
  energie: number;
  combativite: number;
  /** In a started combat: each option then takes one of the caster's next turns (rules/spells.ts turnsTaken). */
  inCombat: boolean;
  /** Targeted characters first, then the caster and the party (a healing spell's choice). */
  candidates: SpellTargetData[];
}

/** The incantation options of R-SPELL-3, as the dialog's spell part gives them. */
export interface IncantationForm {
  /** Focus taken this many times (cumulative). */
  concentration?: number;
  /** Gestures, words, components: efficiency in quarters (4 full … 1 a quarter); 0 or absent: not used. */
  gestes?: number;
  paroles?: number;
  composantes?: number;
  surcharge?: boolean;
}

/** The caster's spell choices. */
export interface SpellChoices extends IncantationForm {
  /** R-SPELL-1 the healing spell's target (actor uuid); default the first targeted, else the first candidate. */
  healTarget?: string | null;
  /** R-SPELL-1 wounds to heal; default the most the spell can. */
  wounds?: number | null;
  /** R-SPELL-2 the group of each targeted character, in the order of the targeted candidates (0: a roll of its own). */
  groups?: number[];
}

export interface HealPlan {
  actorUuid: string;
  name: string;
  constitution: ConstitutionKey;
  wounds: number;
  /** Wounds the target has above its scars, and the most this spell heals of them. */
  healable: number;
  most: number;
  difficulty: number;
  complexity: number;
}

export interface SpellPlan {
  /** Focus: power dice whose best is kept (R-DICE-4). */
  surpuissance: number;
  /** Spell points after the incantation (an attack spell's damage). */
  spellPoints: number;
  /** Énergie paid. */
  cost: number;
  /** Combativité spent on the options, and the most the caster may spend. */
  combativite: number;
  allowance: number;
  heal: HealPlan | null;
  /** R-SPELL-2 one roll per entry: the targeted actors' uuids it is rolled against. */
  rolls: string[][];
  /** i18n keys of refusals. */
  errors: string[];
}

const QUARTERS = 4;
const quarters = (q: number | undefined): number | undefined => {
  const n = Math.trunc(Number(q ?? 0));
  return n > 0 ? Math.min(QUARTERS, n) / QUARTERS : undefined;
};

/** R-SPELL-3 the dialog's options as the rules' choices (efficiencies 0..1). */
export function incantationChoices(form: IncantationForm): IncantationChoices {
  const out: IncantationChoices = {};
  const focus = Math.max(0, Math.trunc(Number(form.concentration ?? 0)));
  if (focus) out.concentration = focus;
  for (const k of ["gestes", "paroles", "composantes"] as const) {
    const eff = quarters(form[k]);
    if (eff !== undefined) out[k] = eff;
  }
  if (form.surcharge) out.surcharge = true;
  return out;
}

/** R-SPELL-1 the candidate a healing spell is cast on: the one chosen (none when it is not offered), else the first targeted, else the first offered. */
export function healingCandidate(data: SpellRollData, choices: SpellChoices): SpellTargetData | null {
  if (choices.healTarget) return data.candidates.find((c) => c.actorUuid === choices.healTarget) ?? null;
  return data.candidates.find((c) => c.targeted) ?? data.candidates[0] ?? null;
}

function healPlan(data: SpellRollData, choices: SpellChoices, spellPoints: number, errors: string[]): HealPlan | null {
  const target = healingCandidate(data, choices);
  if (!target) {
    errors.push("ALTHERION.Spell.Error.NoTarget");
    return null;
  }
  const asked = choices.wounds === null || choices.wounds === undefined ? undefined : Math.trunc(choices.wounds);
  const test = healingTest(target, spellPoints, data.spell.complexite, asked);
  if (test.most === 0) errors.push(test.healable === 0 ? "ALTHERION.Spell.Error.NothingToHeal" : "ALTHERION.Spell.Error.NoSpellPoints");
  return { actorUuid: target.actorUuid, name: target.name, constitution: data.spell.constitution, ...test };
}

/** R-SPELL-1..3 the spell part of a roll: incantation, cost, healing test, the rolls of an area spell. */
export function buildSpellPlan(data: SpellRollData, choices: SpellChoices): SpellPlan {
  const errors: string[] = [];
  const inc = incantation(data.spell.points, incantationChoices(choices));
  const allowance = incantationAllowance(data.combativite);
  if (inc.combativite > allowance) errors.push("ALTHERION.Spell.Error.Combativite");
  const cost = incantationCost(data.spell.cout, inc.costMultiplier);
  if (cost > data.energie) errors.push("ALTHERION.Spell.Error.Energie");
  const heal = data.spell.soin ? healPlan(data, choices, inc.spellPoints, errors) : null;
  const targeted = data.candidates.filter((c) => c.targeted).map((c) => c.actorUuid);
  // R-SPELL-2 an area spell: one roll per target or group (rules areaGroups); any other spell one roll.
  const rolls = data.spell.zone && targeted.length ? areaGroups(targeted, choices.groups ?? [], data.spell.soin) : [data.spell.soin ? [] : targeted];
  return { surpuissance: inc.extraDice, spellPoints: inc.spellPoints, cost, combativite: inc.combativite, allowance, heal, rolls, errors };
}
