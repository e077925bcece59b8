/**
 * R-DICE-6 a test's flat bonus by its sources, as its card records it (issue 13): the rules engine takes one
 * `TestInput.bonus`, their sum; the card keeps the parts in plain fields so the GM checks each against what it
 * knows — the Fortune against what it took for that card, the Fatalité against what it answered
 * (moral/fortune-spend.ts), the situational part against the one bound the dialog allows too. No Foundry globals.
 */
import { FATALITE_MAX, FORTUNE_MAX } from "../rules/index";

/**
 * [I] The situational bonus or malus the roll dialog takes (what the Conteur grants or imposes for the
 * circumstances, typed by whoever rolls): at most ±3. RULES.md has no free flat term — R-DICE-6's flat bonuses
 * are the points spent (Espoir, Fortune, Fatalité: ±1 each), and the source rules put the circumstances in the
 * complexity the Conteur cites. The bound is the scale of the rules' largest circumstantial bonus, R-PP-6's +30
 * on 1d100 (30 % of the die), on the d10 test; a larger situation is a complexity or a difficulty.
 */
export const SITUATIONAL_BONUS_MAX = 3;

/** The parts of a test's flat bonus besides the Fortune spent (the card's `cost.fortune`: +1 each, R-FORT-1). */
export interface BonusSources {
  /** The dialog's own bonus or malus, within ±SITUATIONAL_BONUS_MAX. */
  situational: number;
  /** R-MORAL-2 Espoir spent as a bonus: +1 each. */
  espoir: number;
  /** R-FORT-2 the pending Fatalité the GM answered for this roll: −1 each. */
  fatalite: number;
}

export const NO_BONUS: BonusSources = { situational: 0, espoir: 0, fatalite: 0 };

/**
 * What the GM itself settled for a card (its ledger): the Fortune it took and the Fatalité it answered
 * (moral/fortune-spend.ts), the Espoir it took (the roll's Moral payment, moral/request.ts).
 */
export interface SettledLuck {
  fortune: number;
  fatalite: number;
  /** R-MORAL-2 the Espoir +1s the GM took for the card (absent: none, as on a PP test). */
  espoir?: number;
  /** R-MORAL-2 whether the GM took an Espoir to cancel the card's critical failure. */
  cancelCrit?: boolean;
  /** R-MORAL-2 whether the GM took an Espoir to roll on Puissance or Harmonie instead of the characteristic. */
  swap?: boolean;
}

/** R-MORAL-2 issue 13 the Espoir effects the GM took for a card (its ledger record), as its bonus check reads them. */
export function settledEspoir(effects: readonly string[]): Pick<SettledLuck, "espoir" | "cancelCrit" | "swap"> {
  return { espoir: effects.filter((e) => e === "bonus").length, cancelCrit: effects.includes("annule-echec-critique"), swap: effects.includes("substitution") };
}

/**
 * R-FORT-1 R-FORT-2 a card's Fortune and Fatalité as the GM settled them for it: no more Fortune than it took
 * (a card may claim less: its roller's loss), no less Fatalité than it answered, each within its maximum.
 */
export function luckFits(fortune: number, fatalite: number, settled: SettledLuck): boolean {
  const within = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  return within(fortune, 0, Math.min(FORTUNE_MAX, settled.fortune)) && within(fatalite, settled.fatalite, FATALITE_MAX);
}

/** Whether the dialog's own bonus is one it allows. */
export function situationalFits(bonus: number): boolean {
  return Number.isInteger(bonus) && Math.abs(bonus) <= SITUATIONAL_BONUS_MAX;
}

/** R-DICE-6 the flat bonus the rules engine takes: situational + Espoir + Fortune − Fatalité. */
export function flatBonus(sources: BonusSources, fortune: number): number {
  return sources.situational + sources.espoir + fortune - sources.fatalite;
}

/** Reads a card's recorded sources (a field that is not an integer reads NaN: no check passes it); null when the card has none. */
export function parseBonusSources(raw: unknown): BonusSources | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const int = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? v : NaN);
  return { situational: int(o.situational), espoir: int(o.espoir), fatalite: int(o.fatalite) };
}
