import { describe, expect, it } from "vitest";
import { CONDITIONS, descenteAfterRest, endState, entersZone, rollModifiers, SPECIAL_STATES } from "../../src/rules/states";
import { AGGRAVATION_TABLES } from "../../src/rules/aggravation";

describe("states", () => {
  it("R-STATE-1 any special state: +1 surpuissance and Agonie ignored", () => {
    for (const state of SPECIAL_STATES) {
      expect(rollModifiers({ states: [state] })).toEqual({
        surpuissance: 1, impuissance: 0, sources: [{ id: "etat-special", surpuissance: 1 }], ignoreAgonie: true,
      });
    }
    expect(rollModifiers({ states: ["zone", "acharnement"] }).surpuissance).toBe(1);
    expect(rollModifiers({}).ignoreAgonie).toBe(false);
  });

  it("R-DICE-4 sources: Impact points, Épuisement, Découragement, injuries", () => {
    const r = rollModifiers({ impactPoints: 2, epuisement: 3, conditions: ["decouragement", "os-fractures", "bras", "inconnu"] });
    expect(r.surpuissance).toBe(2);
    expect(r.impuissance).toBe(5);
    expect(r.sources).toEqual([
      { id: "impact", surpuissance: 2 }, { id: "epuisement", impuissance: 3 },
      { id: "decouragement", impuissance: 1 }, { id: "os-fractures", impuissance: 1 },
    ]);
  });

  it("R-STATE-2 La Zone: a surpuissance 10 then a 10 on its explosion; ends with no after-effect", () => {
    expect(entersZone(10, 10)).toBe(true);
    expect(entersZone(10, 9)).toBe(false);
    expect(entersZone(10, undefined)).toBe(false);
    expect(endState("zone")).toEqual({ fragilite: 0, descente: false });
  });

  it("R-STATE-3 / R-STATE-4 Acharnement and Flamboyance end with +1 Fragilité and Descente", () => {
    expect(endState("acharnement")).toEqual({ fragilite: 1, descente: true });
    expect(endState("flamboyance")).toEqual({ fragilite: 1, descente: true });
  });

  it("R-STATE-5 Apaisement ends with Descente", () => {
    expect(endState("apaisement")).toEqual({ fragilite: 0, descente: true });
  });

  it("R-STATE-6 Descente: 1 impuissance instead of the state bonuses, ends after a full rest", () => {
    expect(rollModifiers({ states: ["descente", "zone"] })).toEqual({
      surpuissance: 0, impuissance: 1, sources: [{ id: "descente", impuissance: 1 }], ignoreAgonie: false,
    });
    expect(descenteAfterRest(true, true)).toBe(false);
    expect(descenteAfterRest(true, false)).toBe(true);
  });

  it("R-STATE-7 conditions cover Péril, Agonie, Inconscience, Découragement, prone, disarmed and every lasting injury", () => {
    const ids = new Set<string>(CONDITIONS.map((c) => c.id));
    for (const id of ["peril-vitalite", "peril-energie", "peril-confiance", "agonie", "inconscience", "decouragement", "a-terre", "desarme"]) {
      expect(ids.has(id)).toBe(true);
    }
    for (const row of AGGRAVATION_TABLES.flat()) if (row.condition) expect(ids.has(row.condition)).toBe(true);
  });
});
