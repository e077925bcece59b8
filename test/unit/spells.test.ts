import { describe, expect, it } from "vitest";
import { areaRolls, healingComplexity, healingDifficulty, incantation, INCANTATION_OPTIONS } from "../../src/rules/spells";
import { freshConstitution } from "../../src/rules/constitutions";

const target = (scars: number, value = 10, resiliencePoints = 2, peril = false) =>
  ({ constitution: { ...freshConstitution(100), scars, value }, resiliencePoints, peril });

describe("spells", () => {
  it("R-SPELL-1 complexity 1..7 by scars: none, ≥1, ≥max/10, ≥max/5, ≥max/4, ≥max/2, ≥3max/4", () => {
    expect([0, 1, 9, 10, 19, 20, 25, 49, 50, 74, 75, 100].map((s) => healingComplexity(target(s, Math.min(10, 100 - s)))))
      .toEqual([1, 2, 2, 3, 3, 4, 5, 5, 6, 6, 7, 8]);
  });

  it("R-SPELL-1 +1 each at 0 in the constitution, at 0 Résilience points, in Péril", () => {
    expect(healingComplexity(target(0, 0, 0, true))).toBe(4);
    expect(healingComplexity(target(0, 5, 0))).toBe(2);
    expect(healingDifficulty(12)).toBe(12);
  });

  it("R-SPELL-2 an area spell rolls once per character or group", () => {
    expect(areaRolls(["a", ["b", "c"], "d"])).toBe(3);
  });

  it("R-SPELL-3 incantation: concentration dice, gestures, words, components, overcharge", () => {
    expect(Object.keys(INCANTATION_OPTIONS)).toEqual(["concentration", "gestes", "paroles", "composantes", "surcharge"]);
    expect(incantation(4, {})).toEqual({ combativite: 0, extraDice: 0, spellPoints: 4, costMultiplier: 1 });
    expect(incantation(4, { concentration: 2, gestes: 1, paroles: 0.5, composantes: 2, surcharge: true }))
      .toEqual({ combativite: 6, extraDice: 2, spellPoints: 4 + 4 + 2 + 4 + 4, costMultiplier: 2 });
    expect(incantation(5, { gestes: -1 }).spellPoints).toBe(5);
  });
});
