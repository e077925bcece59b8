import type { Constitution } from "./types";

// R-SPELL-1 healing complexity by the target's scars (largest threshold first): scars ≥ max × num / den.
export const HEALING_COMPLEXITY = [
  { complexity: 7, num: 3, den: 4 },
  { complexity: 6, num: 1, den: 2 },
  { complexity: 5, num: 1, den: 4 },
  { complexity: 4, num: 1, den: 5 },
  { complexity: 3, num: 1, den: 10 },
] as const;

/**
 * Complexity of a healing spell on one constitution (R-SPELL-1): 1 no scar, 2 at least one, 3..7 by fraction of max;
 * +1 each when the target is at 0 in it, at 0 Résilience points, in Péril in it.
 */
export function healingComplexity(target: { constitution: Constitution; resiliencePoints: number; peril: boolean }): number {
  const { max, scars, value } = target.constitution;
  const row = HEALING_COMPLEXITY.find((r) => scars > 0 && scars * r.den >= max * r.num);
  const base = row ? row.complexity : scars > 0 ? 2 : 1;
  return base + (value === 0 ? 1 : 0) + (target.resiliencePoints === 0 ? 1 : 0) + (target.peril ? 1 : 0);
}

/** Difficulty of a healing spell: the number of wounds healed (R-SPELL-1). */
export function healingDifficulty(woundsHealed: number): number {
  return woundsHealed;
}

/** Rolls of an area spell: one per affected character or group of characters (R-SPELL-2). */
export function areaRolls(targets: readonly (string | readonly string[])[]): number {
  return targets.length;
}

// R-SPELL-3 incantation options bought with Combativité ([I] 1 Combativité each; all but concentration once per spell).
export const INCANTATION_OPTIONS = {
  concentration: { combativite: 1, cumulative: true, effect: "extra-die-keep-best" },
  gestes: { combativite: 1, cumulative: false, effect: "spell-points", reducedBy: "entrave" },
  paroles: { combativite: 1, cumulative: false, effect: "spell-points", reducedBy: "voix" },
  composantes: { combativite: 1, cumulative: false, effect: "spell-points", reducedBy: "valeur" },
  surcharge: { combativite: 1, cumulative: false, effect: "spell-points", costMultiplier: 2 },
} as const;

export interface IncantationChoices {
  concentration?: number;   // times chosen (cumulative)
  gestes?: number;          // efficiency 0..1 (1 = unhampered); absent = not chosen
  paroles?: number;
  composantes?: number;
  surcharge?: boolean;
}

/**
 * R-SPELL-3 [I] an incantation (one whole turn): Combativité spent, extra dice (keep best), spell points added
 * (the spell's points × efficiency, rounded down, per option) and the cost multiplier.
 */
export function incantation(spellPoints: number, choices: IncantationChoices): {
  combativite: number; extraDice: number; spellPoints: number; costMultiplier: number;
} {
  const extraDice = choices.concentration ?? 0;
  const scaled = [choices.gestes, choices.paroles, choices.composantes].filter((e): e is number => e !== undefined);
  const bonus = scaled.reduce((sum, eff) => sum + Math.floor(spellPoints * Math.max(0, Math.min(1, eff))), 0)
    + (choices.surcharge ? spellPoints : 0);
  return {
    combativite: extraDice + scaled.length + (choices.surcharge ? 1 : 0),
    extraDice,
    spellPoints: spellPoints + bonus,
    costMultiplier: choices.surcharge ? INCANTATION_OPTIONS.surcharge.costMultiplier : 1,
  };
}

/*
 * R-SPELL-3 [I] an incantation in combat ("takes a whole turn, nothing else meanwhile"):
 * - its options may spend up to the caster's Combativité, in or out of combat (incantationAllowance);
 * - cast on its own turn, the incantation takes that turn (which ends) and each Combativité spent one more of
 *   the caster's next turns; cast while waiting (a reaction), it takes the caster's next turn and the options
 *   the ones after — into the next rounds when this one has no turn of the caster left (turnsTaken);
 * - each taken turn is played as incanting when it comes; a taken turn the combat went past drops out, and
 *   taken turns belong to one combat (incantationAtTurn); a second cast adds its turns (withTaken).
 */

// R-SPELL-3 the Combativité an incantation may spend on its options.
export function incantationAllowance(combativite: number): number {
  return Math.max(0, combativite);
}

/** One turn of a combatant: its pass (1 = first) in a round. */
export interface TurnRef {
  round: number;
  pass: number;
}

/** The caster's turns an incantation takes in one combat, in order. */
export interface IncantationTurns {
  combat: string;
  turns: TurnRef[];
}

/** The order of two turns: negative when `a` comes first, 0 when they are the same turn. */
export const compareTurns = (a: TurnRef, b: TurnRef): number => a.round - b.round || a.pass - b.pass;

/**
 * R-SPELL-3 the turns an incantation takes after the current one: its own (cast while waiting) and one per
 * Combativité spent — the caster's passes left in this round (`ahead`), then its `perRound` passes of each next round.
 */
export function turnsTaken(ahead: readonly number[], round: number, perRound: number, ownTurn: boolean, combativite: number): TurnRef[] {
  const count = (ownTurn ? 0 : 1) + Math.max(0, combativite);
  const out: TurnRef[] = ahead.slice(0, count).map((pass) => ({ round, pass }));
  for (let r = round + 1; out.length < count; r++) {
    for (let pass = 1; pass <= Math.max(1, perRound) && out.length < count; pass++) out.push({ round: r, pass });
  }
  return out;
}

/** R-SPELL-3 the turns after a cast: turns of the same combat add up, another combat starts afresh. */
export function withTaken(prior: IncantationTurns | null, combat: string, turns: readonly TurnRef[]): IncantationTurns {
  const kept = prior && prior.combat === combat ? prior.turns : [];
  const all = [...kept, ...turns].filter((t, i, list) => list.findIndex((u) => compareTurns(t, u) === 0) === i);
  return { combat, turns: all.sort(compareTurns) };
}

/**
 * R-SPELL-3 a turn of the caster starts (round, pass) in `combat`: whether the incantation takes it, and the
 * turns left — only those after it, null when none is left. `changed` says whether the turns left differ.
 */
export function incantationAtTurn(record: IncantationTurns | null, combat: string, turn: TurnRef): { taken: boolean; rest: IncantationTurns | null; changed: boolean } {
  if (!record) return { taken: false, rest: null, changed: false };
  if (record.combat !== combat) return { taken: false, rest: null, changed: true };
  const taken = record.turns.some((t) => compareTurns(t, turn) === 0);
  const later = record.turns.filter((t) => compareTurns(t, turn) > 0);
  return { taken, rest: later.length ? { combat, turns: later } : null, changed: later.length !== record.turns.length };
}

/** R-SPELL-3 the Énergie an incantation costs: the spell's cost, paid twice when overcharged. */
export function incantationCost(cout: number, costMultiplier: number): number {
  return Math.max(0, cout) * costMultiplier;
}

/** The target of a healing spell, in the constitution the spell heals (R-SPELL-1). */
export interface HealingTarget {
  constitution: Constitution;
  resiliencePoints: number;
  peril: boolean;
}

/**
 * R-SPELL-1 [I] a healing spell on one target: it heals wounds up to max − scars (scars stay, R-CON-1), at most the
 * spell points (after the incantation, R-SPELL-3); `wounds`, the caster's choice, is bounded to 1..that most and
 * defaults to it (also when not a number). The test: difficulty = wounds healed, complexity = the target's (healingComplexity) + the spell's own complexity.
 */
export function healingTest(target: HealingTarget, spellPoints: number, spellComplexity = 0, wounds?: number): {
  healable: number; most: number; wounds: number; difficulty: number; complexity: number;
} {
  const { max, scars, value } = target.constitution;
  const healable = Math.max(0, max - scars - value);
  const most = Math.min(healable, Math.max(0, spellPoints));
  const chosen = wounds === undefined || !Number.isFinite(wounds) ? most : Math.min(most, Math.max(Math.min(1, most), Math.trunc(wounds)));
  return { healable, most, wounds: chosen, difficulty: healingDifficulty(chosen), complexity: healingComplexity(target) + Math.max(0, spellComplexity) };
}

/**
 * R-SPELL-2 the rolls of an area spell: `groups[i]` is the group the caster put target i in (0 or absent: a roll
 * of its own); one roll per group, groups in the order their first target comes. [I] An area healing spell rolls
 * once per target, groups or not: each target is its own healing test (R-SPELL-1).
 */
export function areaGroups<T>(targets: readonly T[], groups: readonly number[] = [], healing = false): T[][] {
  if (healing) return targets.map((t) => [t]);
  const out: T[][] = [];
  const byGroup = new Map<number, T[]>();
  targets.forEach((t, i) => {
    const g = groups[i] ?? 0;
    const row = g > 0 ? byGroup.get(g) : undefined;
    if (row) return void row.push(t);
    const fresh = [t];
    if (g > 0) byGroup.set(g, fresh);
    out.push(fresh);
  });
  return out;
}
