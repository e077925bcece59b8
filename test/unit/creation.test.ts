import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boughtCharacteristicSteps, boughtCombativiteSteps, CREATION_COSTS, creationCost, creationReport, DEFAULT_CREATION_BUDGET, DEFAULT_NATIVE_LANGUAGE_FREE, lineageSwap, paidLanguageSteps, type CreationChoices, type Species,
} from "../../src/rules/creation";
import type { MainCharacteristics } from "../../src/rules/types";

const none: CreationChoices = {
  characteristicSteps: 0, skillSteps: 0, expertises: 0, combativiteSteps: 0,
  foundingClasses: 0, foundingAptitudes: 0, speciesAptitudes: 0, atouts: [], handicaps: [],
};
const base: MainCharacteristics = {
  force: 2, vigueur: 2, agilite: 2, pouvoir: 2, charisme: 2, perception: 2, intellect: 2, volonte: 2, sagesse: 2,
};

describe("creation", () => {
  it("R-CREA-2 costs: characteristic 1, skill 2, expertise 1, Combativité 5, founding class 3, aptitudes 1, atout X, handicap −X", () => {
    expect(creationCost({ ...none, characteristicSteps: 1 })).toBe(1);
    expect(creationCost({ ...none, skillSteps: 1 })).toBe(2);
    expect(creationCost({ ...none, expertises: 1 })).toBe(1);
    expect(creationCost({ ...none, combativiteSteps: 1 })).toBe(5);
    expect(creationCost({ ...none, foundingClasses: 1 })).toBe(3);
    expect(creationCost({ ...none, foundingAptitudes: 1 })).toBe(1);
    expect(creationCost({ ...none, speciesAptitudes: 1 })).toBe(1);
    expect(creationCost({ ...none, atouts: [2, 3] })).toBe(5);
    expect(creationCost({ ...none, handicaps: [4] })).toBe(-4);
    expect(creationCost({
      characteristicSteps: 27, skillSteps: 12, expertises: 5, combativiteSteps: 1, foundingClasses: 1,
      foundingAptitudes: 3, speciesAptitudes: 1, atouts: [2], handicaps: [3],
    })).toBe(27 + 24 + 5 + 5 + 3 + 3 + 1 + 2 - 3);
  });

  it("R-CREA-2 the steps bought: each base characteristic point above 2 (R-CAR-6), each Combativité point above 1 (R-INT-1)", () => {
    expect(boughtCharacteristicSteps(base)).toBe(0);
    expect(boughtCharacteristicSteps({ ...base, force: 5, agilite: 3 })).toBe(4);
    expect(boughtCharacteristicSteps({ ...base, force: 1 })).toBe(0);
    expect([1, 2, 5, 0].map(boughtCombativiteSteps)).toEqual([0, 1, 4, 0]);
  });

  it("R-CREA-2 creationCost is linear in each choice (property)", () => {
    const keys = Object.keys(CREATION_COSTS) as (keyof typeof CREATION_COSTS)[];
    const choices = fc.record({
      characteristicSteps: fc.nat(50), skillSteps: fc.nat(50), expertises: fc.nat(50), combativiteSteps: fc.nat(4),
      foundingClasses: fc.nat(3), foundingAptitudes: fc.nat(10), speciesAptitudes: fc.nat(5), languageSteps: fc.nat(30),
      atouts: fc.array(fc.nat(10), { maxLength: 4 }), handicaps: fc.array(fc.nat(10), { maxLength: 4 }),
    });
    fc.assert(fc.property(choices, fc.constantFrom(...keys), fc.nat(20), fc.nat(10), (c, k, n, x) => {
      expect(creationCost({ ...c, [k]: c[k] + n })).toBe(creationCost(c) + n * CREATION_COSTS[k]);
      expect(creationCost({ ...c, atouts: [...c.atouts, x] })).toBe(creationCost(c) + x);
      expect(creationCost({ ...c, handicaps: [...c.handicaps, x] })).toBe(creationCost(c) - x);
    }));
  });

  it("R-CREA-2 report: spent, left, over-spend and characteristics over cap flagged, never blocked", () => {
    expect(DEFAULT_CREATION_BUDGET).toBe(75);
    const species: Species = { id: "x", bonuses: { force: 2 }, favoured: ["force", "agilite"], innateAptitudes: [], acquirableAptitudes: [] };
    const r = creationReport({ choices: { ...none, skillSteps: 40 }, characteristics: { ...base, force: 10, agilite: 9 }, species });
    expect(r).toEqual({ spent: 80, left: -5, overSpent: true, overCap: ["agilite"] });
    const plain = creationReport({ choices: { ...none, skillSteps: 10 }, characteristics: { ...base, force: 9 }, budget: 30 });
    expect(plain).toEqual({ spent: 20, left: 10, overSpent: false, overCap: ["force"] });
  });

  it("R-CREA-1 a lineage swaps one species bonus or malus", () => {
    expect(lineageSwap({ force: 2, intellect: -1 }, "intellect", "sagesse")).toEqual({ force: 2, sagesse: -1 });
    expect(lineageSwap({ force: 2, agilite: 1 }, "force", "agilite")).toEqual({ agilite: 3 });
    expect(lineageSwap({ force: 2 }, "agilite", "sagesse")).toEqual({ force: 2, sagesse: 0 });
  });
});

describe("R-CREA-2 (rev 2) languages at creation", () => {
  it("R-CREA-2 a language level costs 2 like a skill level; languageSteps is optional (the §15 shape stays valid)", () => {
    expect(creationCost({ ...none, languageSteps: 3 })).toBe(6);
    expect(creationCost({ ...none, languageSteps: 3 })).toBe(creationCost({ ...none, skillSteps: 3 }));
    expect(creationCost(none)).toBe(0);
  });

  it("R-CREA-2 [I] one native language is free up to the setting (default 8); levels above it and other languages cost", () => {
    expect(DEFAULT_NATIVE_LANGUAGE_FREE).toBe(8);
    expect(paidLanguageSteps([{ level: 8, native: true }])).toBe(0);
    expect(paidLanguageSteps([{ level: 10, native: true }])).toBe(2);
    expect(paidLanguageSteps([{ level: 8, native: true }, { level: 2, native: false }])).toBe(2);
    expect(paidLanguageSteps([{ level: 5, native: false }])).toBe(5);
    expect(paidLanguageSteps([{ level: 6, native: true }], 4)).toBe(2);
    expect(paidLanguageSteps([{ level: 6, native: true }], 0)).toBe(6);
  });

  it("R-CREA-2 [I] only one language is native: a second one marked native pays in full; bad input is bounded", () => {
    expect(paidLanguageSteps([{ level: 8, native: true }, { level: 8, native: true }])).toBe(8);
    expect(paidLanguageSteps([{ level: -3, native: false }, { level: 4, native: true }], 99)).toBe(0);
  });

  it("R-CREA-2 paid language steps never exceed the levels and never go below 0 (property)", () => {
    const langs = fc.array(fc.record({ level: fc.integer({ min: 0, max: 10 }), native: fc.boolean() }), { maxLength: 13 });
    fc.assert(fc.property(langs, fc.integer({ min: 0, max: 10 }), (ls, free) => {
      const total = ls.reduce((n, l) => n + l.level, 0);
      const paid = paidLanguageSteps(ls, free);
      expect(paid).toBeGreaterThanOrEqual(Math.max(0, total - free));
      expect(paid).toBeLessThanOrEqual(total);
    }));
  });
});
