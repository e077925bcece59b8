// R-CRIT-2 the aggravation tables, one per Fragilité 0..5: d10 ranges, effect ids and what each causes.
// `condition` is the lasting status the Foundry side applies (R-STATE-7), null when none.

export interface AggravationRow {
  readonly from: number;
  readonly to: number;
  readonly id: string;
  readonly fragilite: number;
  readonly agonie: number;
  readonly death: boolean;
  readonly condition: string | null;
}

const row = (from: number, to: number, id: string, fragilite: number, condition: string | null = null, agonie = 0, death = false): AggravationRow =>
  ({ from, to, id, fragilite, agonie, death, condition });

export const AGGRAVATION_TABLES = [
  [row(1, 5, "fragilisation", 1), row(6, 10, "protection", 0)],
  [row(1, 5, "fragilisation", 1), row(6, 8, "desarmement", 0, "desarme"), row(9, 10, "perte-d-equilibre", 0, "a-terre")],
  [row(1, 6, "balafre", 1), row(7, 9, "os-fractures", 0, "os-fractures"), row(10, 10, "equipement-abime", 0)],
  [
    row(1, 1, "estomac", 1, "estomac", 1), row(2, 4, "tendons-de-bras", 1, "tendons-de-bras"),
    row(5, 7, "tendons-de-jambe", 1, "tendons-de-jambe"), row(8, 10, "oreille", 0, "oreille"),
  ],
  [
    row(1, 2, "cage-thoracique", 1, "cage-thoracique"), row(3, 4, "oeil", 1, "oeil"),
    row(5, 7, "bras", 1, "bras"), row(8, 10, "jambe", 1, "jambe"),
  ],
  [
    row(1, 2, "tete", 0, null, 0, true), row(3, 4, "decapitation", 0, null, 0, true), row(5, 6, "thorax", 0, null, 0, true),
    row(7, 8, "coeur", 0, null, 0, true), row(9, 10, "cou", 0, null, 0, true),
  ],
] as const satisfies readonly (readonly AggravationRow[])[];

// R-CRIT-5 Fragilité at which a character dies.
export const FRAGILITE_DEATH = 6;

/** R-CRIT-2 the table a victim rolls on: its Fragilité, within the tables 0..FRAGILITE_DEATH − 1. */
export function aggravationTable(fragilite: number): number {
  return Math.min(Math.max(0, fragilite), FRAGILITE_DEATH - 1);
}

/** The full table row for a Fragilité 0..5 and a d10 1..10 (R-CRIT-2); RangeError otherwise. */
export function aggravationRow(fragilite: number, d10: number): AggravationRow {
  if (!Number.isInteger(fragilite) || fragilite < 0 || fragilite >= FRAGILITE_DEATH) {
    throw new RangeError(`Fragilité must be an integer 0..5, got ${fragilite}`);
  }
  if (!Number.isInteger(d10) || d10 < 1 || d10 > 10) throw new RangeError(`d10 must be an integer 1..10, got ${d10}`);
  const found: AggravationRow | undefined = AGGRAVATION_TABLES[fragilite].find((r) => d10 >= r.from && d10 <= r.to);
  return found as AggravationRow;
}

/** The effect of a critical on a victim of this Fragilité (R-CRIT-2): id and the increases it causes. */
export function aggravationEffect(fragilite: number, d10: number): { id: string; fragilite: number; agonie: number; death: boolean } {
  const r = aggravationRow(fragilite, d10);
  return { id: r.id, fragilite: r.fragilite, agonie: r.agonie, death: r.death };
}

/** Résilience points needed to avoid the effect: the new Aggravation level (R-CRIT-1, R-CRIT-2). */
export function resiliencePriceToAvoid(newAggravation: number): number {
  return newAggravation;
}

/** R-CRIT-1 [I] Aggravation after a rest: back to 0 after a full rest, unchanged otherwise. */
export function aggravationAfterRest(aggravation: number, fullRest: boolean): number {
  return fullRest ? 0 : aggravation;
}

/** R-CRIT-1 (rev 2) a critical failure of an attack with no difficulty misses. */
export function criticalMiss(result: { critFailure: boolean; success: boolean | null }): boolean {
  return result.critFailure && result.success === null;
}

/** Rounds unconscious for a victim of a critical at 0 Vitalité: max(Aggravation, Agonie) (R-CRIT-3). */
export function unconsciousTurns(aggravation: number, agonie: number): number {
  return Math.max(aggravation, agonie);
}

/**
 * R-CRIT-3 a victim of a critical at 0 Vitalité falls unconscious for max(Aggravation, Agonie)
 * rounds: that count, or null when it does not fall (Vitalité above 0, dead, a count already
 * running, or nothing to count).
 */
export function criticalKnockout(s: { vitalite: number; aggravation: number; agonie: number; unconscious: number | null; dead?: boolean }): number | null {
  if (s.vitalite > 0 || s.dead || s.unconscious) return null;
  const rounds = unconsciousTurns(s.aggravation, s.agonie);
  return rounds > 0 ? rounds : null;
}

/** A defender's critical success opens a potential riposte (R-CRIT-4). */
export function hasRiposte(defenderCritSuccess: boolean): boolean {
  return defenderCritSuccess;
}

/** Fragilité 6 means death (R-CRIT-5). */
export function isFragiliteDeath(fragilite: number): boolean {
  return fragilite >= FRAGILITE_DEATH;
}
