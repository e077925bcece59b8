import { characteristicCap, CHARACTERISTIC_KEYS } from "./characteristics";
import { learntByPractice } from "./skills";
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
} as const;

/** Whether a skill of this category costs creation points: not when learnt by practice (R-CREA-2, R-SK-6 [I]). */
export function costsCreationPoints(category: string): boolean {
  return !learntByPractice(category);
}

/**
 * R-CREA-2 / R-PP-1 [I] the progression-par-achat ruleset gives no creation rule for its 0–100 skills: the GM sets
 * the starting levels, which cost no creation points (expertises still do).
 */
export function skillLevelsCostCreationPoints(ruleset: "altherion" | "achat"): boolean {
  return ruleset !== "achat";
}

export interface CreationChoices {
  characteristicSteps: number; skillSteps: number; expertises: number; combativiteSteps: number;
  foundingClasses: number; foundingAptitudes: number; speciesAptitudes: number;
  atouts: number[]; handicaps: number[];          // each one's X
}

/** Creation points spent; handicaps subtract (R-CREA-2). */
export function creationCost(sheet: CreationChoices): number {
  const keys = Object.keys(CREATION_COSTS) as (keyof typeof CREATION_COSTS)[];
  const linear = keys.reduce((sum, k) => sum + CREATION_COSTS[k] * sheet[k], 0);
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
  const overCap = CHARACTERISTIC_KEYS.filter((k) => {
    const favoured = input.species?.favoured.includes(k) ?? false;
    return input.characteristics[k] > characteristicCap(favoured, input.species?.bonuses[k] ?? 0);
  });
  return { spent, left, overSpent: left < 0, overCap };
}
