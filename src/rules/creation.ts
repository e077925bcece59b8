import { characteristicCap, CHARACTERISTIC_KEYS, CHARACTERISTIC_START, COMBATIVITE_MIN } from "./characteristics";
import { SKILL_LEVEL_MAX } from "./skills";
import type { CharacteristicKey, MainCharacteristics } from "./types";

// R-CREA-2 budget of "un personnage normal" (a world setting).
export const DEFAULT_CREATION_BUDGET = 75;

// R-CREA-2 cost of each choice (atouts cost their X, handicaps give back their X).
export const CREATION_COSTS = {
  characteristicSteps: 1,
  skillSteps: 2,
  expertises: 1,
  combativiteSteps: 5,
  foundingClasses: 3,
  foundingAptitudes: 1,
  speciesAptitudes: 1,
  languageSteps: 2, // R-CREA-2 (rev 2) languages are skills: 2 per level
} as const;

// R-CREA-2 [I] (rev 2) the native language is free up to this level by default (a world setting).
export const DEFAULT_NATIVE_LANGUAGE_FREE = 8;

/** R-CREA-2 [I] the free level of the native language: the setting bounded to 0..10, the default when absent or not a number. */
export function nativeFreeLevel(setting?: number): number {
  const n = typeof setting === "number" && Number.isFinite(setting) ? Math.trunc(setting) : DEFAULT_NATIVE_LANGUAGE_FREE;
  return Math.max(0, Math.min(SKILL_LEVEL_MAX, n));
}

/**
 * R-CREA-2 (rev 2) [I] the language levels that cost creation points: every level of every language, except the
 * native one's levels up to `freeUpTo` (levels above it cost as usual). At most one language is native.
 */
export function paidLanguageSteps(languages: readonly { level: number; native: boolean }[], freeUpTo?: number): number {
  const free = nativeFreeLevel(freeUpTo);
  let nativeSeen = false;
  return languages.reduce((n, l) => {
    const level = Math.max(0, l.level);
    if (!l.native || nativeSeen) return n + level;
    nativeSeen = true;
    return n + Math.max(0, level - free);
  }, 0);
}

/**
 * R-CREA-2 / R-PP-1 [I] the progression-par-achat ruleset gives no creation rule for its 0–100 skills: the GM sets
 * the starting levels, which cost no creation points (expertises still do); the qualities and specialisations
 * chosen with them show their PP costs (R-PP-5/6) but are granted, not paid (the skills start with no PP).
 * The creation wizard reads this one function for all three.
 */
export function skillLevelsCostCreationPoints(ruleset: "altherion" | "achat"): boolean {
  return ruleset !== "achat";
}

export interface CreationChoices {
  characteristicSteps: number; skillSteps: number; expertises: number; combativiteSteps: number;
  foundingClasses: number; foundingAptitudes: number; speciesAptitudes: number;
  atouts: number[]; handicaps: number[];          // each one's X
  /**
   * R-CREA-2 (rev 2) paid language levels (paidLanguageSteps), 2 each like skillSteps. Optional, so the §15 shape
   * stays valid: absent counts 0, and a caller may as well count them in skillSteps.
   */
  languageSteps?: number;
}

/** R-CREA-2 the characteristic +1 steps bought: every point of a base value above the start (R-CAR-6). */
export function boughtCharacteristicSteps(base: MainCharacteristics): number {
  return CHARACTERISTIC_KEYS.reduce((n, k) => n + Math.max(0, base[k] - CHARACTERISTIC_START), 0);
}

/** R-CREA-2 the Combativité +1 steps bought: every point above its minimum (R-INT-1). */
export function boughtCombativiteSteps(combativite: number): number {
  return Math.max(0, combativite - COMBATIVITE_MIN);
}

/** Creation points spent; handicaps subtract (R-CREA-2). */
export function creationCost(sheet: CreationChoices): number {
  const keys = Object.keys(CREATION_COSTS) as (keyof typeof CREATION_COSTS)[];
  const linear = keys.reduce((sum, k) => sum + CREATION_COSTS[k] * (sheet[k] ?? 0), 0);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return linear + sum(sheet.atouts) - sum(sheet.handicaps);
}

/** R-CREA-1 a species: characteristic bonuses/maluses, favoured characteristics, aptitudes. */
export interface Species {
  id: string;
  bonuses: Partial<Record<CharacteristicKey, number>>;
  favoured: CharacteristicKey[];
  innateAptitudes: string[];
  acquirableAptitudes: string[];
}

/** R-CREA-1 a lineage moves one species bonus or malus from one characteristic to another. */
export function lineageSwap(
  bonuses: Partial<Record<CharacteristicKey, number>>, from: CharacteristicKey, to: CharacteristicKey,
): Partial<Record<CharacteristicKey, number>> {
  const result = { ...bonuses };
  const moved = result[from] ?? 0;
  delete result[from];
  result[to] = (result[to] ?? 0) + moved;
  return result;
}

export interface CreationReport {
  spent: number;
  left: number;
  overSpent: boolean;
  overCap: CharacteristicKey[];
}

/** Points spent and left, and flags (over-spend, characteristics over their R-CAR-6 cap); never blocks (R-CREA-2). */
export function creationReport(input: {
  choices: CreationChoices; characteristics: MainCharacteristics; species?: Species; budget?: number;
}): CreationReport {
  const spent = creationCost(input.choices);
  const left = (input.budget ?? DEFAULT_CREATION_BUDGET) - spent;
  const overCap = CHARACTERISTIC_KEYS.filter((k) => input.characteristics[k] > speciesCap(input.species, k));
  return { spent, left, overSpent: left < 0, overCap };
}

/** R-CAR-6 a characteristic's creation cap for a species: 8, plus the species bonus when it is favoured. */
export function speciesCap(species: Species | undefined, k: CharacteristicKey): number {
  return characteristicCap(species?.favoured.includes(k) ?? false, species?.bonuses[k] ?? 0);
}
