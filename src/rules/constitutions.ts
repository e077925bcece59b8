import { assertExaltation, harmonie, puissance } from "./characteristics";
import type { Constitution, ConstitutionKey, MainCharacteristics, RestRank } from "./types";

// R-CON-2 the source's "bonus par augmentation", indexed by Exaltation − 1; totals are running sums.
export const EXALTATION_BONUS_STEPS = [0, 0, 15, 15, 30, 30, 45, 60, 120] as const;

// R-CON-2 default Prémice of each constitution.
export const DEFAULT_PREMICE = 15;
/** R-CON-2 [I] the largest Prémice. */
export const PREMICE_MAX = 100;

export const CONSTITUTION_KEYS = ["vitalite", "energie", "confiance"] as const satisfies readonly ConstitutionKey[];

/** Total Exaltation bonus to share among the three constitutions (R-CON-2). */
export function constitutionBonus(exaltation: number): number {
  assertExaltation(exaltation);
  return EXALTATION_BONUS_STEPS.slice(0, exaltation).reduce<number>((sum, step) => sum + step, 0);
}

/** Sum of the three maxima: Exaltation × ΣPrémices + total bonus (R-CON-2). */
export function constitutionTotal(
  exaltation: number,
  premices: [number, number, number] = [DEFAULT_PREMICE, DEFAULT_PREMICE, DEFAULT_PREMICE],
): number {
  return exaltation * (premices[0] + premices[1] + premices[2]) + constitutionBonus(exaltation);
}

/** R-CON-2 [I] default bonus shares: one third of the total bonus each (every total divides by 3). */
export function defaultBonusShares(exaltation: number): [number, number, number] {
  const share = constitutionBonus(exaltation) / 3;
  return [share, share, share];
}

/** One constitution's max = Exaltation × Prémice + its bonus share (R-CON-2). */
export function constitutionMax(exaltation: number, premice: number, bonusShare: number): number {
  assertExaltation(exaltation);
  return exaltation * premice + bonusShare;
}

/** A fresh constitution at full value (R-CON-1). */
export function freshConstitution(max: number): Constitution {
  return { max, value: max, scars: 0, ephemeral: 0, stabilized: false };
}

/** Ceiling of value: max − scars (R-CON-1). */
export function available(con: Constitution): number {
  return con.max - con.scars;
}

/** Codes of the R-CON-1 invariants a constitution violates (empty when sound). */
export function checkConstitution(con: Constitution): string[] {
  const violations: string[] = [];
  const ints: (keyof Constitution)[] = ["max", "value", "scars", "ephemeral"];
  for (const k of ints) if (!Number.isInteger(con[k])) violations.push(`${k}-not-integer`);
  if (con.max < 0) violations.push("max-negative");
  if (con.value < 0) violations.push("value-negative");
  if (con.scars < 0) violations.push("scars-negative");
  if (con.scars > con.max) violations.push("scars-above-max");
  if (con.ephemeral < 0) violations.push("ephemeral-negative");
  if (con.value > con.max - con.scars) violations.push("value-above-max-minus-scars");
  return violations;
}

// R-CON-4 / R-CON-5 what losing each constitution means.
export const DEFEAT_OUTCOME = {
  vitalite: "death", energie: "unconscious", confiance: "decouragement",
} as const satisfies Record<ConstitutionKey, string>;
export type DefeatOutcome = (typeof DEFEAT_OUTCOME)[ConstitutionKey];

/** R-CON-3 [I] scars from damage overflowing past 0: all of it when lethal, none when non-lethal (the rest is lost). */
export function overflowScars(overflow: number, lethal: boolean): number {
  return lethal ? overflow : 0;
}

/** R-CON-5 outcome when scars have reached max with no ephemeral points and no stabilisation, else null. */
export function scarsOutcome(con: Constitution, key: ConstitutionKey): DefeatOutcome | null {
  return con.scars >= con.max && con.ephemeral === 0 && !con.stabilized ? DEFEAT_OUTCOME[key] : null;
}

export interface DamageResult {
  constitution: Constitution;
  absorbed: number;   // taken by ephemeral points
  lost: number;       // taken from value
  scarsAdded: number;
  overflow: number;   // damage past 0 after ephemeral and value
  outcome: DefeatOutcome | null;
}

function assertAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`amount must be a non-negative integer, got ${amount}`);
}

/**
 * Applies one attack's damage to a constitution (R-CON-3, R-CON-4, R-CON-5).
 * [I] R-CON-4 compares the attack's whole amount (before ephemeral points) with max;
 * [I] damage reaching past the ephemeral points ends a stabilisation.
 */
export function applyDamage(con: Constitution, damage: { amount: number; lethal?: boolean }, key: ConstitutionKey): DamageResult {
  assertAmount(damage.amount);
  const lethal = damage.lethal ?? true;
  const absorbed = Math.min(con.ephemeral, damage.amount);
  const rest = damage.amount - absorbed;
  const lost = Math.min(con.value, rest);
  const overflow = rest - lost;
  const scarsAdded = Math.min(con.max - con.scars, overflowScars(overflow, lethal));
  const constitution: Constitution = {
    ...con,
    ephemeral: con.ephemeral - absorbed,
    value: con.value - lost,
    scars: con.scars + scarsAdded,
    stabilized: rest > 0 ? false : con.stabilized,
  };
  const outcome = damage.amount > 0 && damage.amount >= con.max ? DEFEAT_OUTCOME[key] : scarsOutcome(constitution, key);
  return { constitution, absorbed, lost, scarsAdded, overflow, outcome };
}

/** R-CON-3 Résilience points left after a non-lethal attack on a creature in Agonie: −1, or all on a critical success. */
export function nonLethalOnAgonie(resiliencePoints: number, criticalSuccess: boolean): number {
  return criticalSuccess ? 0 : Math.max(0, resiliencePoints - 1);
}

/** Heals wounds, never above max − scars (R-CON-1). */
export function heal(con: Constitution, amount: number): Constitution {
  assertAmount(amount);
  return { ...con, value: Math.min(available(con), con.value + amount) };
}

/**
 * R-CON-9 [I] a forced regeneration restores at most half the room left (so value ≤ max − scars holds)
 * and adds as many scars; returns the new constitution and the amount regenerated. The one place of
 * that cap: `forcedRegeneration` (combat-flow.ts) applies it to each constitution.
 */
export function forceRegeneration(con: Constitution, amount: number): { constitution: Constitution; regenerated: number } {
  assertAmount(amount);
  const regenerated = Math.min(amount, Math.floor(Math.max(0, available(con) - con.value) / 2));
  return { constitution: { ...con, value: con.value + regenerated, scars: con.scars + regenerated }, regenerated };
}

// R-CON-8 rest ranks from best to worst.
export const REST_RANKS = ["rapide", "normale", "difficile", "tres-difficile", "impossible"] as const satisfies readonly RestRank[];

/** R-CON-8 amount restored by a rank ([I] "Alter de X" read as X; [I] never below 0). */
export function restAmount(rank: RestRank, c: MainCharacteristics, origine = 0): number {
  const amounts: Record<RestRank, number> = {
    rapide: puissance(c) + harmonie(c, origine),
    normale: puissance(c),
    difficile: harmonie(c, origine),
    "tres-difficile": 1,
    impossible: 0,
  };
  return Math.max(0, amounts[rank]);
}

/** Moves a rank `steps` worse (positive) or better (negative), clamped to the list (R-CON-8). */
export function adjustRank(rank: RestRank, steps: number): RestRank {
  const i = REST_RANKS.indexOf(rank) + steps;
  return REST_RANKS[Math.min(REST_RANKS.length - 1, Math.max(0, i))];
}

// R-CRIT-2 Cage thoracique (Fragilité 4): the constitutions whose restoration is one rank worse.
export const RIB_CAGE_CONSTITUTIONS = ["vitalite", "energie"] as const satisfies readonly ConstitutionKey[];

/** R-CON-8 how many ranks worse than Normale a rest of `key` is: the rank chosen, one more under Cage thoracique (R-CRIT-2). */
export function restShift(rank: RestRank, key: ConstitutionKey, ribCage: boolean): number {
  const thorax = ribCage && (RIB_CAGE_CONSTITUTIONS as readonly ConstitutionKey[]).includes(key) ? 1 : 0;
  return REST_RANKS.indexOf(rank) - REST_RANKS.indexOf("normale") + thorax;
}

export interface RestOptions {
  badSleep?: boolean;   // slept or ate badly: one rank worse
  wholeDay?: boolean;   // a whole day of rest: one rank better
  worse?: number;       // further ranks worse (e.g. cage-thoracique for Vitalité and Énergie, R-CRIT-2)
  epuisement?: number;  // each point restores 1 less (R-FIGHT-6)
  origine?: number;
}

/** The two ranks of a rest (wounds step, scars step) after adjustments (R-CON-8). */
export function restRanks(options: RestOptions = {}): { wounds: RestRank; scars: RestRank } {
  const shift = (options.badSleep ? 1 : 0) - (options.wholeDay ? 1 : 0) + (options.worse ?? 0);
  return { wounds: adjustRank("normale", shift), scars: adjustRank("difficile", shift) };
}

/**
 * R-CON-8 [I] one rest of a constitution: below max − scars, value rises by the Normale amount (capped);
 * at max − scars with scars left, the Difficile amount of scars goes and value rises by as much.
 */
export function restConstitution(con: Constitution, c: MainCharacteristics, options: RestOptions = {}): Constitution {
  const ranks = restRanks(options);
  const amount = (rank: RestRank) => Math.max(0, restAmount(rank, c, options.origine) - (options.epuisement ?? 0));
  if (con.value < available(con)) return heal(con, amount(ranks.wounds));
  const removed = Math.min(con.scars, amount(ranks.scars));
  return { ...con, scars: con.scars - removed, value: con.value + removed };
}

/** A constitution is in Péril at 0 until stabilised (R-CON-6). */
export function isInPeril(con: Constitution): boolean {
  return con.value === 0 && !con.stabilized;
}

/** R-CON-6 a constitution held out of Péril: at 0 and stabilised (above 0 the flag changes nothing until it falls back to 0). */
export function isStabilised(con: Pick<Constitution, "value" | "stabilized">): boolean {
  return con.value === 0 && con.stabilized;
}

/** Marks a constitution stabilised (R-CON-6). */
export function stabilize(con: Constitution): Constitution {
  return { ...con, stabilized: true };
}

/** R-CON-6 [I] scars gained on a failed Péril test: the margin of failure, at least 1. */
export function perilScars(total: number, difficulty: number): number {
  return total >= difficulty ? 0 : Math.max(1, difficulty - total);
}

/**
 * R-CON-6 [I] a Péril test: one die (D = 0; pass the die's result, explosions included) + Résilience
 * against difficulty = scars.
 */
export function perilOutcome(input: { die: number; resilience: number; scars: number }): {
  total: number; success: boolean; scarsGained: number;
} {
  const total = input.die + input.resilience;
  const scarsGained = perilScars(total, input.scars);
  return { total, success: scarsGained === 0, scarsGained };
}

/** Applies a Péril test to a constitution in peril (R-CON-6, then R-CON-5's outcome). */
export function applyPeril(con: Constitution, key: ConstitutionKey, die: number, resilience: number): {
  constitution: Constitution; success: boolean; scarsGained: number; outcome: DefeatOutcome | null;
} {
  if (!isInPeril(con)) return { constitution: con, success: true, scarsGained: 0, outcome: null };
  const result = perilOutcome({ die, resilience, scars: con.scars });
  const scarsGained = Math.min(con.max - con.scars, result.scarsGained);
  const constitution = { ...con, scars: con.scars + scarsGained };
  return { constitution, success: result.success, scarsGained, outcome: scarsOutcome(constitution, key) };
}

/**
 * R-CON-7 Agonie after an event: reaching 0 Vitalité with none gives 1; each full turn at 0 unstabilised +1;
 * a rest while stable clears it except `kept` points (Estomac, R-CRIT-2, kept until healed).
 */
export function agonieStep(agonie: number, event: "zero" | "turn" | "rest", vitalite: Constitution, kept = 0): number {
  if (event === "zero") return vitalite.value === 0 && agonie === 0 ? 1 : agonie;
  if (event === "turn") return isInPeril(vitalite) ? agonie + 1 : agonie;
  return vitalite.stabilized || vitalite.value > 0 ? Math.min(agonie, kept) : agonie;
}

/** R-STATE-3 end of Acharnement: scars become equal to wounds (max − value); stabilisation unchanged. */
export function endAcharnement(con: Constitution): Constitution {
  return { ...con, scars: con.max - con.value };
}
