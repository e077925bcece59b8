import { describe, expect, it } from "vitest";
import { barCeiling, constitutionBarValue, constitutionOfBar } from "../../src/data/token-bars";

const system = { constitutions: { vitalite: { value: 8, max: 15, disponible: 12 }, energie: { value: 0, max: 15, disponible: -2 } }, points: { impact: { value: 1, max: 3 } } };

describe("token bars of a constitution (R-CON-1)", () => {
  it("R-CON-1 only the three constitution bars have the max − scars ceiling", () => {
    expect(["constitutions.vitalite", "constitutions.energie", "constitutions.confiance"].map(constitutionOfBar)).toEqual(["vitalite", "energie", "confiance"]);
    expect(["constitutions.vitalite.value", "points.impact", "constitutions.autre", "", null].map(constitutionOfBar)).toEqual([null, null, null, null, null]);
    expect(barCeiling(system, "constitutions.vitalite")).toBe(12);
    expect(barCeiling(system, "points.impact")).toBeNull();
    expect(barCeiling(system, "constitutions.energie")).toBe(0); // more scars than max: an empty bar, never a negative one
  });
  it("R-CON-1 a HUD edit is the typed value or current + delta, kept within 0 … max − scars", () => {
    expect(constitutionBarValue(system, "constitutions.vitalite", 3, true)).toBe(11);
    expect(constitutionBarValue(system, "constitutions.vitalite", 9, true)).toBe(12);
    expect(constitutionBarValue(system, "constitutions.vitalite", -20, true)).toBe(0);
    expect(constitutionBarValue(system, "constitutions.vitalite", 14, false)).toBe(12);
    expect(constitutionBarValue(system, "constitutions.vitalite", 2.7, false)).toBe(2);
    expect(constitutionBarValue(system, "constitutions.vitalite", Number.NaN, false)).toBeNull();
    expect(constitutionBarValue(system, "points.impact", 2, false)).toBeNull();
  });
});
