// R-STATE-1..7 special states and tracked conditions.

export const SPECIAL_STATES = ["zone", "acharnement", "flamboyance", "apaisement"] as const;
export type SpecialState = (typeof SPECIAL_STATES)[number];
export type StateId = SpecialState | "descente";

// R-STATE-2..5 what each special state leaves when it ends.
export const STATE_END = {
  zone: { fragilite: 0, descente: false },
  acharnement: { fragilite: 1, descente: true },
  flamboyance: { fragilite: 1, descente: true },
  apaisement: { fragilite: 0, descente: true },
} as const satisfies Record<SpecialState, { fragilite: number; descente: boolean }>;

/** What ending a special state causes: Fragilité gained and whether Descente follows (R-STATE-2..5). */
export function endState(state: SpecialState): { fragilite: number; descente: boolean } {
  return STATE_END[state];
}

/** Descente ends after a full rest (R-STATE-6). */
export function descenteAfterRest(descente: boolean, fullRest: boolean): boolean {
  return descente && !fullRest;
}

/**
 * R-STATE-2 La Zone: a surpuissance die showing 10 whose explosion die shows 10 ([I] a retained
 * surpuissance die and the first die of the explosion chain it starts; the one place, read by rollTest).
 */
export function entersZone(powerDie: number, explosionDie: number | undefined): boolean {
  return powerDie === 10 && explosionDie === 10;
}

// R-STATE-7 conditions tracked on a character, with the impuissance they impose (R-DICE-4).
// `circumstantial`: only rolls that use the hurt part (limb, hearing, sight) suffer it.
export const CONDITIONS = [
  { id: "peril-vitalite", impuissance: 0, circumstantial: false },
  { id: "peril-energie", impuissance: 0, circumstantial: false },
  { id: "peril-confiance", impuissance: 0, circumstantial: false },
  { id: "agonie", impuissance: 0, circumstantial: false },
  { id: "inconscience", impuissance: 0, circumstantial: false },
  { id: "decouragement", impuissance: 1, circumstantial: false },
  { id: "a-terre", impuissance: 0, circumstantial: false },
  { id: "desarme", impuissance: 0, circumstantial: false },
  { id: "immobilise", impuissance: 0, circumstantial: false }, // R-FIGHT-5 [I] held by an Étreinte
  { id: "os-fractures", impuissance: 1, circumstantial: true },
  { id: "estomac", impuissance: 0, circumstantial: false },
  { id: "tendons-de-bras", impuissance: 0, circumstantial: false },
  { id: "tendons-de-jambe", impuissance: 0, circumstantial: false },
  { id: "oreille", impuissance: 1, circumstantial: true },
  { id: "cage-thoracique", impuissance: 0, circumstantial: false },
  { id: "oeil", impuissance: 1, circumstantial: true },
  { id: "bras", impuissance: 0, circumstantial: false },
  { id: "jambe", impuissance: 0, circumstantial: false },
] as const;
export type ConditionId = (typeof CONDITIONS)[number]["id"];

// R-STATE-1 surpuissance granted by being in a special state ([I] once, however many states).
export const SPECIAL_STATE_SURPUISSANCE = 1;

export interface RollModifierInput {
  impactPoints?: number;            // Impact points spent on this roll
  epuisement?: number;
  states?: readonly StateId[];
  conditions?: readonly string[];   // conditions that bear on this roll (circumstantial ones only when they apply)
}

export interface RollModifierSource { id: string; surpuissance?: number; impuissance?: number }

/**
 * Power dice of a roll and their sources (R-DICE-4, R-STATE-1, R-STATE-6); `ignoreAgonie` per R-STATE-1.
 * [I] Descente replaces the special states' bonuses when both are present.
 */
export function rollModifiers(input: RollModifierInput): {
  surpuissance: number; impuissance: number; sources: RollModifierSource[]; ignoreAgonie: boolean;
} {
  const sources: RollModifierSource[] = [];
  const states = input.states ?? [];
  const descente = states.includes("descente");
  const special = !descente && states.some((s) => s !== "descente");
  if (input.impactPoints) sources.push({ id: "impact", surpuissance: input.impactPoints });
  if (special) sources.push({ id: "etat-special", surpuissance: SPECIAL_STATE_SURPUISSANCE });
  if (input.epuisement) sources.push({ id: "epuisement", impuissance: input.epuisement });
  if (descente) sources.push({ id: "descente", impuissance: 1 });
  for (const id of input.conditions ?? []) {
    const condition = CONDITIONS.find((k) => k.id === id);
    if (condition && condition.impuissance > 0) sources.push({ id, impuissance: condition.impuissance });
  }
  const sum = (k: "surpuissance" | "impuissance") => sources.reduce((n, s) => n + (s[k] ?? 0), 0);
  return { surpuissance: sum("surpuissance"), impuissance: sum("impuissance"), sources, ignoreAgonie: special };
}
