/**
 * R-FIGHT-5 grapples (Prises): the interpretations the grapple flow needs, each in one place so a
 * GM can change it. Pure: the combat layer and `resolveGrapple` (combat-flow.ts) read these.
 */
/** R-FIGHT-5 the three grapples: Étreinte, Mise au sol, Projection. */
export const GRAPPLE_IDS = ["etreinte", "mise-au-sol", "projection"] as const;
export type GrappleId = (typeof GRAPPLE_IDS)[number];

/** R-FIGHT-5 Force or Agilité, by role-play. */
export const GRAPPLE_CHARACTERISTICS = ["force", "agilite"] as const;
export type GrappleCharacteristic = (typeof GRAPPLE_CHARACTERISTICS)[number];

// R-FIGHT-5 [I] every grapple rolls Bagarre (expertises Prises, Projection) + the chosen characteristic.
export const GRAPPLE_SKILL = "bagarre";

// R-FIGHT-5 [I] the status an Étreinte puts on its target, and the one a Mise au sol puts (R-STATE-7 prone).
export const GRAPPLE_HOLD_STATUS = "immobilise";
export const GRAPPLE_PRONE_STATUS = "a-terre";

// R-FIGHT-5 [I] Projection: base damage = Force, minus this many points per metre thrown (never below 0).
export const PROJECTION_DAMAGE_LOSS_PER_METRE = 1;
// R-FIGHT-5 [I] a Projection throws its target 1 to 10 metres (the grappler chooses).
export const PROJECTION_DISTANCE = { min: 1, max: 10 } as const;

// R-FIGHT-5 [I] "hard on much bigger or heavier targets": complexity added by the target's build.
export const GRAPPLE_SIZE_COMPLEXITY = { comparable: 0, grande: 1, enorme: 2 } as const;
export type GrappleSize = keyof typeof GRAPPLE_SIZE_COMPLEXITY;

/** R-FIGHT-5 [I] a Projection's distance, clamped to the allowed metres (whole metres). */
export function projectionDistance(metres: number): number {
  const m = Number.isFinite(metres) ? Math.floor(metres) : PROJECTION_DISTANCE.min;
  return Math.min(PROJECTION_DISTANCE.max, Math.max(PROJECTION_DISTANCE.min, m));
}

/** R-FIGHT-5 Projection damage: the farther, the less ([I] Force − 1 per metre, never below 0). */
export function projectionDamage(force: number, metres: number): number {
  return Math.max(0, Math.floor(force) - PROJECTION_DAMAGE_LOSS_PER_METRE * Math.max(0, Math.floor(metres)));
}

/** R-FIGHT-5 the complexity of a grapple: the base chosen by the GM + the target's build ([I] table above). */
export function grappleComplexity(base: number, size: GrappleSize): number {
  return Math.max(0, Math.floor(base)) + (GRAPPLE_SIZE_COMPLEXITY[size] ?? 0);
}

// R-FIGHT-5 [I] escaping an Étreinte: a Force or Agilité test whose difficulty is the hold's total.
export function escapeDifficulty(holdTotal: number): number {
  return Math.max(0, Math.floor(holdTotal));
}

export const isGrappleId = (v: unknown): v is GrappleId => (GRAPPLE_IDS as readonly unknown[]).includes(v);
export const isGrappleCharacteristic = (v: unknown): v is GrappleCharacteristic => (GRAPPLE_CHARACTERISTICS as readonly unknown[]).includes(v);
export const isGrappleSize = (v: unknown): v is GrappleSize => typeof v === "string" && Object.hasOwn(GRAPPLE_SIZE_COMPLEXITY, v);
