import type {
  CharacteristicKey, ColumnKey, Constitution, ConstitutionKey, MainCharacteristics, RowKey,
} from "./types";

/** Main characteristic keys in grid order (R-CAR-1). */
export const CHARACTERISTIC_KEYS = [
  "force", "vigueur", "agilite", "pouvoir", "charisme", "perception", "intellect", "volonte", "sagesse",
] as const satisfies readonly CharacteristicKey[];

export const COLUMN_KEYS = ["corps", "ame", "esprit"] as const satisfies readonly ColumnKey[];
export const ROW_KEYS = ["impact", "resilience", "finesse"] as const satisfies readonly RowKey[];
export const SECONDARY_KEYS = [...COLUMN_KEYS, ...ROW_KEYS] as const;

// R-CAR-1 the 3×3 grid: GRID[row][column] is a main characteristic.
export const GRID = {
  impact: { corps: "force", ame: "pouvoir", esprit: "intellect" },
  resilience: { corps: "vigueur", ame: "charisme", esprit: "volonte" },
  finesse: { corps: "agilite", ame: "perception", esprit: "sagesse" },
} as const satisfies Record<RowKey, Record<ColumnKey, CharacteristicKey>>;

// R-CAR-4 [I] each column's constitution (the source's Endurance/Mana/Détermination read as Vitalité/Énergie/Confiance).
export const COLUMN_CONSTITUTION = {
  corps: "vitalite", ame: "energie", esprit: "confiance",
} as const satisfies Record<ColumnKey, ConstitutionKey>;

/**
 * R-CAR-7 the effective characteristics: the base (bought) values plus every modifier grid — species and
 * lineage bonuses and maluses (R-CREA-1), Active Effects. The one function that computes them; every rule that
 * reads a characteristic or a score reads its result (creation costs, creation caps and XP purchases read the base).
 */
export function effectiveCharacteristics(base: MainCharacteristics, ...modifiers: readonly Partial<MainCharacteristics>[]): MainCharacteristics {
  const out = {} as MainCharacteristics;
  for (const k of CHARACTERISTIC_KEYS) out[k] = base[k] + modifiers.reduce((n, m) => n + (m[k] ?? 0), 0);
  return out;
}

/** R-CAR-7 what a grid adds to another, characteristic by characteristic (effective − base). */
export function characteristicsDifference(a: MainCharacteristics, b: MainCharacteristics): MainCharacteristics {
  const out = {} as MainCharacteristics;
  for (const k of CHARACTERISTIC_KEYS) out[k] = a[k] - b[k];
  return out;
}

/** R-CAR-2 [I] a secondary score is the floor of the mean of its three main characteristics. */
export function secondaryScore(values: readonly [number, number, number]): number {
  return Math.floor((values[0] + values[1] + values[2]) / 3);
}

/** The six secondary scores of a character (R-CAR-2). */
export function secondaryScores(c: MainCharacteristics): {
  corps: number; ame: number; esprit: number; impact: number; resilience: number; finesse: number;
} {
  const column = (k: ColumnKey) => secondaryScore([c[GRID.impact[k]], c[GRID.resilience[k]], c[GRID.finesse[k]]]);
  const row = (k: RowKey) => secondaryScore([c[GRID[k].corps], c[GRID[k].ame], c[GRID[k].esprit]]);
  return {
    corps: column("corps"), ame: column("ame"), esprit: column("esprit"),
    impact: row("impact"), resilience: row("resilience"), finesse: row("finesse"),
  };
}

/** Puissance = highest column score + highest row score (R-INT-2). */
export function puissance(c: MainCharacteristics): number {
  const s = secondaryScores(c);
  return Math.max(s.corps, s.ame, s.esprit) + Math.max(s.impact, s.resilience, s.finesse);
}

/** Harmonie = lowest column + lowest row + Origine (R-INT-3; R-CAR-3 [I] Origine adds to Harmonie). */
export function harmonie(c: MainCharacteristics, origine = 0): number {
  const s = secondaryScores(c);
  return Math.min(s.corps, s.ame, s.esprit) + Math.min(s.impact, s.resilience, s.finesse) + origine;
}

// R-CAR-6 creation bounds.
export const CHARACTERISTIC_START = 2;
/** Hard cap of a stored main characteristic; the creation report flags anything over the R-CAR-6 cap. */
export const CHARACTERISTIC_SCHEMA_MAX = 20;
/** R-CAR-3 [I] Origine's range (it may be negative; default 0). */
export const ORIGINE_MIN = -10;
export const ORIGINE_MAX = 10;
export const CHARACTERISTIC_BASE_MAX = 8;

/** Creation cap of a characteristic: 8, plus the species bonus when favoured (R-CAR-6). */
export function characteristicCap(favoured: boolean, speciesBonus = 0): number {
  return CHARACTERISTIC_BASE_MAX + (favoured ? speciesBonus : 0);
}

/** Maxima of the Impact, Résilience and Finesse points pools: the row scores (R-CAR-5). */
export function pointsMaxima(c: MainCharacteristics): Record<RowKey, number> {
  const s = secondaryScores(c);
  return { impact: s.impact, resilience: s.resilience, finesse: s.finesse };
}

/**
 * R-CAR-5 (rev 3) when a pool's maximum falls (a lineage swap, an effect ending, a characteristic lowered), a pool
 * above it comes down to it: the pools to lower, with their new value. A pool already above a maximum that did not
 * fall is left to validation.
 */
export function poolsBroughtDown(before: Record<RowKey, number>, after: Record<RowKey, number>, values: Record<RowKey, number>): Partial<Record<RowKey, number>> {
  const out: Partial<Record<RowKey, number>> = {};
  for (const key of ROW_KEYS) if (after[key] < before[key] && values[key] > after[key]) out[key] = Math.max(0, after[key]);
  return out;
}

/** R-CAR-5 (rev 3) the pools above their maximum, with the maximum each comes down to. */
export function poolsAboveMaxima(pools: Record<RowKey, { value: number; max: number }>): Partial<Record<RowKey, number>> {
  const out: Partial<Record<RowKey, number>> = {};
  for (const key of ROW_KEYS) {
    const ceiling = Math.max(0, pools[key].max);
    if (pools[key].value > ceiling) out[key] = ceiling;
  }
  return out;
}

/** Whether a rest refills Résilience points: no scars and no wounds anywhere (R-CAR-5). */
export function restRefillsResilience(constitutions: readonly Constitution[]): boolean {
  return constitutions.every((con) => con.scars === 0 && con.value >= con.max);
}

// R-INT-1 Combativité bounds.
export const COMBATIVITE_MIN = 1;
export const COMBATIVITE_MAX = 5;

/** Clamps a Combativité to 1..5, flooring fractions (R-INT-1). */
export function clampCombativite(combativite: number): number {
  return Math.min(COMBATIVITE_MAX, Math.max(COMBATIVITE_MIN, Math.floor(combativite)));
}

// R-INT-4 Exaltation tiers.
export const EXALTATION_MIN = 1;
export const EXALTATION_MAX = 9;

/** Throws a RangeError unless the Exaltation is an integer 1..9 (R-INT-4). */
export function assertExaltation(exaltation: number): void {
  if (!Number.isInteger(exaltation) || exaltation < EXALTATION_MIN || exaltation > EXALTATION_MAX) {
    throw new RangeError(`Exaltation must be an integer 1..9, got ${exaltation}`);
  }
}
