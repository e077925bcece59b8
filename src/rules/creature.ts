/**
 * A creature's stored numbers as the rules read them (personnage and pnj share them): the stored shape of
 * `system`, a constitution as the rules see it, and the effective characteristics and pool maxima given the
 * derived R-CAR-7 adjustments, which every caller passes (the data models derive them).
 */
import { CHARACTERISTIC_KEYS, effectiveCharacteristics, pointsMaxima } from "./characteristics";
import { constitutionMax } from "./constitutions";
import type { Constitution, ConstitutionKey, MainCharacteristics, RowKey } from "./types";

/** The stored shape of one constitution (R-CON-1, R-CON-2). */
export interface ConstitutionSource {
  premice: number;
  bonus: number;
  value: number;
  scars: number;
  ephemeral: number;
  stabilized: boolean;
}

/** The stored numbers personnage and pnj share. */
export interface CreatureSource {
  caracteristiques: MainCharacteristics;
  origine: number;
  exaltation: number;
  combativite: number;
  constitutions: Record<ConstitutionKey, ConstitutionSource>;
  points: Record<RowKey, { value: number }>;
  fragilite: number;
  epuisement: number;
  /** R-FIGHT-6 consecutive days of full rest so far. */
  joursRepos: number;
  aggravation: number;
  agonie: number;
  modificateurs: { surpuissance: number; impuissance: number };
}

/** A constitution as the rules see it: max from Exaltation, Prémice and bonus share (R-CON-2). */
export function toConstitution(exaltation: number, con: ConstitutionSource): Constitution {
  return {
    max: constitutionMax(exaltation, con.premice, con.bonus),
    value: con.value, scars: con.scars, ephemeral: con.ephemeral, stabilized: con.stabilized,
  };
}

/** No adjustment: a creature with no species, lineage nor Active Effect (callers pass it by name, never by default). */
export const NO_ADJUSTMENT: MainCharacteristics = Object.freeze(
  Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, 0])) as unknown as MainCharacteristics,
);

/**
 * R-CAR-7 the effective characteristics of a source, given what species, lineage and Active Effects add
 * (the derived `ajustements`): the rules' one function, so sheet, validation and planners agree.
 */
export function effectivesOf(s: Pick<CreatureSource, "caracteristiques">, ajustements: MainCharacteristics): MainCharacteristics {
  return effectiveCharacteristics(s.caracteristiques, ajustements);
}

/** R-CAR-5 / R-CAR-7 the maxima of the three points pools: the row scores of the effective characteristics. */
export function pointsMaximaOf(s: Pick<CreatureSource, "caracteristiques">, ajustements: MainCharacteristics): Record<RowKey, number> {
  const maxima = pointsMaxima(effectivesOf(s, ajustements));
  return { impact: Math.max(0, maxima.impact), resilience: Math.max(0, maxima.resilience), finesse: Math.max(0, maxima.finesse) };
}
