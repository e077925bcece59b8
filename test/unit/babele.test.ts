import { describe, expect, it } from "vitest";
import { translateExpertises, translateTableResults } from "../../src/modules/babele";

describe("Babele converters", () => {
  it("translate v13 table results by their range, keeping untranslated ones", () => {
    const results = [
      { range: [1, 5] as [number, number], name: "Fragilisation", description: "+1 Fragilité" },
      { range: [6, 10] as [number, number], name: "Protection", description: "Rien" },
    ];
    const out = translateTableResults(results, { "1-5": { name: "Weakening", description: "+1 Fragility" } });
    expect(out[0]).toMatchObject({ name: "Weakening", description: "+1 Fragility", range: [1, 5] });
    expect(out[1]).toBe(results[1]);
    expect(translateTableResults(results, undefined)).toEqual(results);
  });

  it("translate expertise names and keep the owned flags", () => {
    const list = [{ nom: "Lames légères", possedee: true }, { nom: "Haches", possedee: false }];
    expect(translateExpertises(list, { "Lames légères": "Light blades" })).toEqual([
      { nom: "Light blades", possedee: true },
      { nom: "Haches", possedee: false },
    ]);
  });
});
