import { describe, expect, it } from "vitest";
import {
  assertExaltation, characteristicCap, CHARACTERISTIC_KEYS, CHARACTERISTIC_START, clampCombativite, COLUMN_CONSTITUTION,
  GRID, harmonie, pointsMaxima, poolsAboveMaxima, poolsBroughtDown, puissance, restRefillsResilience, secondaryScore, secondaryScores,
} from "../../src/rules/characteristics";
import type { MainCharacteristics } from "../../src/rules/types";

const c: MainCharacteristics = {
  force: 6, pouvoir: 3, intellect: 5,
  vigueur: 4, charisme: 2, volonte: 7,
  agilite: 8, perception: 5, sagesse: 3,
};

describe("characteristics", () => {
  it("R-CAR-1 places the nine characteristics on a 3×3 grid", () => {
    expect(CHARACTERISTIC_KEYS).toHaveLength(9);
    const cells = Object.values(GRID).flatMap((r) => Object.values(r));
    expect(new Set(cells)).toEqual(new Set(CHARACTERISTIC_KEYS));
    expect(GRID.resilience.esprit).toBe("volonte");
    expect(GRID.finesse.ame).toBe("perception");
  });

  it("R-CAR-2 scores are the floor of the mean of each column and row", () => {
    expect(secondaryScore([1, 1, 2])).toBe(1);
    expect(secondaryScores(c)).toEqual({
      corps: 6, ame: 3, esprit: 5, // (6+4+8)/3, (3+2+5)/3, (5+7+3)/3
      impact: 4, resilience: 4, finesse: 5, // 14/3, 13/3, 16/3
    });
  });

  it("R-INT-2 Puissance = highest column + highest row", () => {
    expect(puissance(c)).toBe(6 + 5);
  });

  it("R-INT-3 / R-CAR-3 Harmonie = lowest column + lowest row + Origine", () => {
    expect(harmonie(c)).toBe(3 + 4);
    expect(harmonie(c, -2)).toBe(5);
    expect(harmonie(c, 1)).toBe(8);
  });

  it("R-CAR-4 maps columns to Vitalité, Énergie, Confiance", () => {
    expect(COLUMN_CONSTITUTION).toEqual({ corps: "vitalite", ame: "energie", esprit: "confiance" });
  });

  it("R-CAR-5 pools are the row scores; a rest refills Résilience only without scars nor wounds", () => {
    expect(pointsMaxima(c)).toEqual({ impact: 4, resilience: 4, finesse: 5 });
    const whole = { max: 10, value: 10, scars: 0, ephemeral: 0, stabilized: false };
    expect(restRefillsResilience([whole, whole])).toBe(true);
    expect(restRefillsResilience([whole, { ...whole, value: 9 }])).toBe(false);
    expect(restRefillsResilience([{ ...whole, value: 9, scars: 1 }])).toBe(false);
  });

  it("R-CAR-6 characteristics start at 2, cap 8 + species bonus when favoured", () => {
    expect(CHARACTERISTIC_START).toBe(2);
    expect(characteristicCap(false)).toBe(8);
    expect(characteristicCap(false, 2)).toBe(8);
    expect(characteristicCap(true, 2)).toBe(10);
    expect(characteristicCap(true)).toBe(8);
  });

  it("R-INT-1 Combativité is clamped to 1..5", () => {
    expect([0, 1, 2.7, 5, 9].map(clampCombativite)).toEqual([1, 1, 2, 5, 5]);
  });

  it("R-INT-4 Exaltation is an integer 1..9", () => {
    expect(() => assertExaltation(1)).not.toThrow();
    expect(() => assertExaltation(9)).not.toThrow();
    for (const bad of [0, 10, 1.5]) expect(() => assertExaltation(bad)).toThrow(RangeError);
  });
});

describe("R-CAR-5 (rev 3) pools and a fallen maximum", () => {
  const m = (impact: number, resilience: number, finesse: number) => ({ impact, resilience, finesse });
  it("R-CAR-5 a pool above a maximum that fell comes down to it; a maximum that did not fall leaves its pool to validation", () => {
    expect(poolsBroughtDown(m(3, 3, 3), m(2, 3, 4), m(3, 3, 3))).toEqual({ impact: 2 });
    expect(poolsBroughtDown(m(3, 3, 3), m(2, 3, 3), m(1, 3, 3))).toEqual({});
    expect(poolsBroughtDown(m(3, 3, 3), m(3, 3, 3), m(5, 3, 3))).toEqual({});
    expect(poolsBroughtDown(m(1, 1, 1), m(-1, 1, 1), m(1, 1, 1))).toEqual({ impact: 0 });
  });
  it("R-CAR-5 the pools above their maximum, each with the maximum it comes down to", () => {
    const pool = (value: number, max: number) => ({ value, max });
    expect(poolsAboveMaxima({ impact: pool(4, 3), resilience: pool(3, 3), finesse: pool(0, -1) })).toEqual({ impact: 3 });
  });
});
