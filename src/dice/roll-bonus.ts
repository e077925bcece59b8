/**
 * [I] The situational bonus or malus the roll dialog takes (what the Conteur grants or imposes for the
 * circumstances, typed by whoever rolls): at most ±3. RULES.md has no free flat term — R-DICE-6's flat bonuses
 * are the points spent (Espoir, Fortune, Fatalité: ±1 each), and the source rules put the circumstances in the
 * complexity the Conteur cites. The bound is the scale of the rules' largest circumstantial bonus, R-PP-6's +30
 * on 1d100 (30 % of the die), on the d10 test; a larger situation is a complexity or a difficulty. No Foundry globals.
 */
export const SITUATIONAL_BONUS_MAX = 3;

/** Whether the dialog's own bonus is one it allows. */
export function situationalFits(bonus: number): boolean {
  return Number.isInteger(bonus) && Math.abs(bonus) <= SITUATIONAL_BONUS_MAX;
}
