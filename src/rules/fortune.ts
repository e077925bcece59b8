// R-FORT-1 / R-FORT-2 caps.
export const FORTUNE_MAX = 5;

/** R-FORT-1 (rev 3) Fortune is a player character's: only a `personnage`'s critical success offers a grant. */
export function fortuneGrantable(actorType: string | null | undefined): boolean {
  return actorType === "personnage";
}
export const FATALITE_MAX = 5;

/** Adds points to a pool, never above its max (R-FORT-1, R-FORT-2). */
export function gainPoints(current: number, max: number, amount = 1): number {
  return Math.min(max, current + amount);
}

/** A player's Fortune after a gain, capped at 5 (R-FORT-1). */
export function gainFortune(current: number, amount = 1): number {
  return gainPoints(current, FORTUNE_MAX, amount);
}

/** The GM's Fatalité after a gain, capped at 5 (R-FORT-2). */
export function gainFatalite(current: number, amount = 1): number {
  return gainPoints(current, FATALITE_MAX, amount);
}

/** Spends Fortune or Fatalité points; RangeError when there are not enough (R-FORT-1, R-FORT-2). */
export function spendPoints(current: number, amount = 1): number {
  if (amount < 0 || amount > current) throw new RangeError(`cannot spend ${amount} of ${current} points`);
  return current - amount;
}

// R-FORT-3 [I] Karma is hidden from players by default (readable by the GM and those able to).
export const KARMA_HIDDEN_FROM_PLAYERS = true;

// R-FORT-4 Légende: free text + value, tied to the Impact row.
export const LEGENDE_SCORE = "impact";
export interface Legende { text: string; value: number }
/** R-FORT-4 [I] the largest Légende value. */
export const LEGENDE_MAX = 100;

/**
 * R-FORT-1 / R-FORT-2 a roll's Fortune and Fatalité: the points declared (+1 each, `overdrawn` when
 * above what the actor has) and the Fatalité the GM spent on the character (−1 each, on this roll).
 */
export function fortuneOnRoll(has: number, declared: number, pending: number): { fortune: number; fatalite: number; overdrawn: boolean } {
  const fortune = Math.max(0, declared);
  return { fortune, fatalite: Math.max(0, pending), overdrawn: fortune > Math.max(0, has) };
}
