import { describe, expect, it } from "vitest";
import {
  AGGRAVATION_TABLES, aggravationAfterRest, aggravationTable, aggravationEffect, aggravationRow, FRAGILITE_DEATH, hasRiposte,
  isFragiliteDeath, resiliencePriceToAvoid, unconsciousTurns, criticalKnockout,
} from "../../src/rules/aggravation";

// Every d10 × Fragilité combination of R-CRIT-2, written out from RULES.md.
const expected: Record<number, string[]> = {
  0: ["fragilisation", "fragilisation", "fragilisation", "fragilisation", "fragilisation", "protection", "protection", "protection", "protection", "protection"],
  1: ["fragilisation", "fragilisation", "fragilisation", "fragilisation", "fragilisation", "desarmement", "desarmement", "desarmement", "perte-d-equilibre", "perte-d-equilibre"],
  2: ["balafre", "balafre", "balafre", "balafre", "balafre", "balafre", "os-fractures", "os-fractures", "os-fractures", "equipement-abime"],
  3: ["estomac", "tendons-de-bras", "tendons-de-bras", "tendons-de-bras", "tendons-de-jambe", "tendons-de-jambe", "tendons-de-jambe", "oreille", "oreille", "oreille"],
  4: ["cage-thoracique", "cage-thoracique", "oeil", "oeil", "bras", "bras", "bras", "jambe", "jambe", "jambe"],
  5: ["tete", "tete", "decapitation", "decapitation", "thorax", "thorax", "coeur", "coeur", "cou", "cou"],
};
const plusOne = new Set(["fragilisation", "balafre", "estomac", "tendons-de-bras", "tendons-de-jambe", "cage-thoracique", "oeil", "bras", "jambe"]);

describe("aggravation", () => {
  for (let f = 0; f <= 5; f++) {
    for (let d = 1; d <= 10; d++) {
      it(`R-CRIT-2 Fragilité ${f}, d10 ${d} → ${expected[f][d - 1]}`, () => {
        const id = expected[f][d - 1];
        expect(aggravationEffect(f, d)).toEqual({
          id, fragilite: plusOne.has(id) ? 1 : 0, agonie: id === "estomac" ? 1 : 0, death: f === 5,
        });
      });
    }
  }

  it("R-CRIT-2 table ranges cover 1..10 exactly once per Fragilité", () => {
    for (const table of AGGRAVATION_TABLES) {
      let next = 1;
      for (const r of table) { expect(r.from).toBe(next); expect(r.to).toBeGreaterThanOrEqual(r.from); next = r.to + 1; }
      expect(next).toBe(11);
    }
  });

  it("R-CRIT-2 lasting injuries carry a condition id", () => {
    expect(aggravationRow(2, 8).condition).toBe("os-fractures");
    expect(aggravationRow(1, 7).condition).toBe("desarme");
    expect(aggravationRow(1, 10).condition).toBe("a-terre");
    expect(aggravationRow(4, 1).condition).toBe("cage-thoracique");
    expect(aggravationRow(0, 6).condition).toBeNull();
  });

  it("R-CRIT-2 refuses out-of-range inputs with RangeError", () => {
    for (const [f, d] of [[-1, 5], [6, 5], [1.5, 5], [0, 0], [0, 11], [0, 2.5]]) {
      expect(() => aggravationEffect(f, d)).toThrow(RangeError);
    }
  });

  it("R-CRIT-2 a victim rolls on the table of its Fragilité, within 0..5", () => {
    expect([0, 3, 5].map(aggravationTable)).toEqual([0, 3, 5]);
    expect(aggravationTable(-1)).toBe(0);
    expect(aggravationTable(FRAGILITE_DEATH)).toBe(AGGRAVATION_TABLES.length - 1);
    expect(aggravationTable(9)).toBe(5);
  });
  it("R-CRIT-2 avoiding costs Résilience equal to the new Aggravation level", () => {
    expect(resiliencePriceToAvoid(3)).toBe(3);
  });

  it("R-CRIT-1 Aggravation returns to 0 after a full rest only", () => {
    expect(aggravationAfterRest(4, true)).toBe(0);
    expect(aggravationAfterRest(4, false)).toBe(4);
  });

  it("R-CRIT-3 unconscious for max(Aggravation, Agonie) turns", () => {
    expect(unconsciousTurns(2, 3)).toBe(3);
    expect(unconsciousTurns(4, 1)).toBe(4);
  });

  it("R-CRIT-3 criticalKnockout: at 0 Vitalité the victim falls for max(Aggravation, Agonie) rounds, never twice, never when alive above 0 or dead", () => {
    expect(criticalKnockout({ vitalite: 0, aggravation: 1, agonie: 2, unconscious: null })).toBe(2);
    expect(criticalKnockout({ vitalite: 0, aggravation: 3, agonie: 1, unconscious: 0 })).toBe(3); // a finished count starts again
    expect(criticalKnockout({ vitalite: 0, aggravation: 3, agonie: 1, unconscious: 2 })).toBeNull(); // already counting
    expect(criticalKnockout({ vitalite: 1, aggravation: 3, agonie: 1, unconscious: null })).toBeNull();
    expect(criticalKnockout({ vitalite: 0, aggravation: 3, agonie: 1, unconscious: null, dead: true })).toBeNull();
    expect(criticalKnockout({ vitalite: 0, aggravation: 0, agonie: 0, unconscious: null })).toBeNull();
  });

  it("R-CRIT-4 a defender's critical success gives a riposte", () => {
    expect(hasRiposte(true)).toBe(true);
    expect(hasRiposte(false)).toBe(false);
  });

  it("R-CRIT-5 Fragilité 6 is death", () => {
    expect(FRAGILITE_DEATH).toBe(6);
    expect(isFragiliteDeath(6)).toBe(true);
    expect(isFragiliteDeath(5)).toBe(false);
  });
});
