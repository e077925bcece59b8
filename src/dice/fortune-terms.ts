/**
 * R-FORT-1 / R-FORT-2 the Fortune and Fatalité terms of a roll, for the pool test (roll-spec.ts) and the
 * PP test (pp-test.ts) alike: the Fortune declared (+1 per point, no more than the actor has) and the
 * Fatalité the GM spent on the character (−1 per point, applied to its next roll): the rule is
 * `fortuneOnRoll` (rules/fortune.ts); this reads the actor's numbers and names the refusal. No Foundry globals.
 */
import { fortuneOnRoll } from "../rules/fortune";

export interface FortuneTerms {
  /** Fortune points declared: +1 each, spent before the roll; the GM may refuse them on the card. */
  fortune: number;
  /** Pending Fatalité: −1 each on this roll, then cleared. */
  fatalite: number;
  /** i18n keys of what refuses the roll. */
  errors: string[];
}

const int = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : 0);

export function fortuneTerms(actor: { fortune?: number; fatalite?: number }, declared: unknown): FortuneTerms {
  const { fortune, fatalite, overdrawn } = fortuneOnRoll(int(actor.fortune), int(declared), int(actor.fatalite));
  return { fortune, fatalite, errors: overdrawn ? ["ALTHERION.Roll.Error.NotEnoughFortune"] : [] };
}
