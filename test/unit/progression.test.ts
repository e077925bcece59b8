import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isDegreeComplete, PP_TEST_DIE, ppCanReach, ppCap, ppCumulativeCost, ppDegree, ppEarn, ppLevelCost, ppQualitiesRequired,
  ppQualityCost, ppQualityPayment, ppSpecializationAvailable, ppSpecializationCost, ppTestTotal,
} from "../../src/rules/progression";

describe("progression par achat", () => {
  it("R-PP-1 degrees: 0 Ignorant, 1–30 Débutant, 31–60 Confirmé, 61–90 Expert, 91–100 Maître", () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 100].map(ppDegree)).toEqual(
      ["ignorant", "debutant", "debutant", "confirme", "confirme", "expert", "expert", "maitre", "maitre"]);
    for (const bad of [-1, 101, 2.5]) expect(() => ppDegree(bad)).toThrow(RangeError);
  });

  it("R-PP-1 a degree is complete at 30, 60, 90, 100", () => {
    expect([0, 29, 30, 60, 90, 100, 45].map(isDegreeComplete)).toEqual([false, false, true, true, true, true, false]);
  });

  it("R-PP-2 level costs: 0→1 = 1, 14→15 = 2, 90→91 = 10; level 0 is not bought", () => {
    expect(ppLevelCost(1)).toBe(1);
    expect(ppLevelCost(15)).toBe(2);
    expect(ppLevelCost(91)).toBe(10);
    expect(ppLevelCost(100)).toBe(10);
    expect(() => ppLevelCost(0)).toThrow(RangeError);
    expect(() => ppLevelCost(101)).toThrow(RangeError);
  });

  it("R-PP-2 cumulative from 0: 10,30,60,100,150,210,280,360,450,550", () => {
    expect([10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((to) => ppCumulativeCost(0, to)))
      .toEqual([10, 30, 60, 100, 150, 210, 280, 360, 450, 550]);
    expect(ppCumulativeCost(14, 15)).toBe(2);
    expect(ppCumulativeCost(40, 40)).toBe(0);
    expect(() => ppCumulativeCost(20, 10)).toThrow(RangeError);
  });

  it("R-PP-2 the source's 290 and 370 are slips: its own per-ten costs sum to 280 and 360", () => {
    expect(ppCumulativeCost(0, 70)).not.toBe(290);
    expect(ppCumulativeCost(0, 80)).not.toBe(370);
    expect(ppCumulativeCost(0, 60) + 70).toBe(ppCumulativeCost(0, 70));
    expect(ppCumulativeCost(0, 70) + 80).toBe(ppCumulativeCost(0, 80));
  });

  it("R-PP-3 PP kept ≤ level; surplus spent on levels at once or lost", () => {
    expect(ppCap(10, 14)).toEqual({ kept: 10, surplus: 4 });
    expect(ppCap(10, 6)).toEqual({ kept: 6, surplus: 0 });
    expect(ppEarn({ level: 0, pp: 0, qualities: 0 }, 3)).toEqual({ level: 2, pp: 1, levelsBought: 2, lost: 0 });
    expect(ppEarn({ level: 10, pp: 5, qualities: 0 }, 3)).toEqual({ level: 10, pp: 8, levelsBought: 0, lost: 0 });
    expect(ppEarn({ level: 30, pp: 30, qualities: 0 }, 10)).toEqual({ level: 30, pp: 30, levelsBought: 0, lost: 10 });
    expect(ppEarn({ level: 30, pp: 30, qualities: 1 }, 10)).toEqual({ level: 32, pp: 32, levelsBought: 2, lost: 0 });
    expect(ppEarn({ level: 100, pp: 100, qualities: 3 }, 5)).toMatchObject({ level: 100, pp: 100, lost: 5 });
  });

  it("R-PP-3 PP are never kept above the level (property)", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3 }), fc.array(fc.nat(60), { maxLength: 30 }), (qualities, awards) => {
      let skill = { level: 0, pp: 0, qualities };
      for (const a of awards) {
        const r = ppEarn(skill, a);
        expect(r.pp).toBeLessThanOrEqual(r.level);
        expect(ppCanReach(r.level, qualities)).toBe(true);
        skill = { level: r.level, pp: r.pp, qualities };
      }
    }));
  });

  it("R-PP-4 qualities needed: Débutant 0, Confirmé 1, Expert 2, Maître 3", () => {
    expect(["ignorant", "debutant", "confirme", "expert", "maitre"].map(ppQualitiesRequired)).toEqual([0, 0, 1, 2, 3]);
    expect(() => ppQualitiesRequired("legende")).toThrow(RangeError);
    expect(() => ppQualitiesRequired("toString")).toThrow(RangeError);
    expect(ppCanReach(61, 1)).toBe(false);
    expect(ppCanReach(61, 2)).toBe(true);
  });

  it("R-PP-5 quality cost 50,60,70,80,90,100 for 0..5 owned; base and step are settings", () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => ppQualityCost(n))).toEqual([50, 60, 70, 80, 90, 100]);
    expect(ppQualityCost(2, 30, 5)).toBe(40);
    expect(() => ppQualityCost(-1)).toThrow(RangeError);
  });

  it("R-PP-5 a quality may be paid from several skills that all list it", () => {
    expect(ppQualityPayment(60, [
      { skill: "melee", pp: 40, listsQuality: true, amount: 40 }, { skill: "sport", pp: 30, listsQuality: true, amount: 20 },
    ])).toEqual([]);
    expect(ppQualityPayment(60, [
      { skill: "melee", pp: 40, listsQuality: true, amount: 45 }, { skill: "tir", pp: 30, listsQuality: false, amount: 10 },
    ])).toEqual(["quality-not-listed", "not-enough-pp", "wrong-total"]);
    expect(ppQualityPayment(60, [{ skill: "melee", pp: 40, listsQuality: true, amount: -1 }])).toContain("not-enough-pp");
  });

  it("R-PP-6 specialisations: Débutant 20, Confirmé 50, Expert 80, once the degree is reached", () => {
    expect(ppSpecializationCost("debutant")).toBe(20);
    expect(ppSpecializationCost("confirme")).toBe(50);
    expect(ppSpecializationCost("expert")).toBe(80);
    expect(() => ppSpecializationCost("maitre" as "expert")).toThrow(RangeError);
    expect(ppSpecializationAvailable(30, "confirme")).toBe(false);
    expect(ppSpecializationAvailable(31, "confirme")).toBe(true);
  });

  it("R-PP-7 a PP test adds the level and applicable specialisation bonuses to one 1d100", () => {
    expect(PP_TEST_DIE).toBe(100);
    expect(ppTestTotal(42, 35)).toBe(77);
    expect(ppTestTotal(42, 35, [10, 20])).toBe(107);
  });
});
