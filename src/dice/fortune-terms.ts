/**
 * R-FORT-1 / R-FORT-2 the Fortune and Fatalité terms of a roll, for the pool test (roll-spec.ts) and the
 * PP test (pp-test.ts) alike: the Fortune declared (+1 per point, no more than the actor has) and the
 * Fatalité the GM spent on the character (−1 per point, applied to its next roll). No Foundry globals.
 */
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
  const fortune = Math.max(0, int(declared));
  const errors = fortune > Math.max(0, int(actor.fortune)) ? ["ALTHERION.Roll.Error.NotEnoughFortune"] : [];
  return { fortune, fatalite: Math.max(0, int(actor.fatalite)), errors };
}
