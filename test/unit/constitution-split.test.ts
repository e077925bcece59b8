/** R-CON-2 (rev 2) the default bonus split follows Exaltation unless the player distributes it by hand. */
import { describe, expect, it } from "vitest";
import { CONSTITUTION_KEYS, NO_ADJUSTMENT } from "../../src/rules/index";
import { addBonusSplit, bonusSplitChanges } from "../../src/data/constitution-split";
import { derivePersonnage } from "../../src/data/personnage-derived";
import { applyChanges, validateActorUpdate } from "../../src/data/validation";
import { debutant } from "../fixtures/personnages";

const source = () => ({ ...debutant(), exaltation: 2, bonusManuel: false });
const ctx = { items: [], statuses: [], ruleset: "altherion" as const };
const total = (s: ReturnType<typeof source>) => {
  const d = derivePersonnage(s, ctx);
  return CONSTITUTION_KEYS.reduce((n, k) => n + d.constitutions[k].max, 0);
};

describe("R-CON-2 default split on every Exaltation change", () => {
  it("Exaltation 3 gives 150 (Prémices 15), as the seed's table says, and nothing is left undistributed", () => {
    const s = source();
    const system: Record<string, unknown> = { exaltation: 3 };
    addBonusSplit(s, system);
    expect(system).toEqual({ exaltation: 3, constitutions: { vitalite: { bonus: 5 }, energie: { bonus: 5 }, confiance: { bonus: 5 } } });
    expect(validateActorUpdate("personnage", s, system, NO_ADJUSTMENT)).toEqual({ ok: true });
    const after = applyChanges(s, system);
    expect(total(after)).toBe(150);
    expect(derivePersonnage(after, ctx).bonusNonAlloue).toBe(0);
  });

  it("every table row: the split's three maxima add up to the table's total", () => {
    const table = [45, 90, 150, 210, 285, 360, 450, 555, 720];
    for (const [i, expected] of table.entries()) expect(total(applyChanges(source(), { exaltation: i + 1, ...bonusSplitChanges(source(), { exaltation: i + 1 }) }))).toBe(expected);
  });

  it("editing a share by hand marks the distribution manual; later Exaltation changes keep the player's shares and show the rest", () => {
    expect(bonusSplitChanges(source(), { constitutions: { vitalite: { bonus: 0 } } })).toEqual({ bonusManuel: true });
    const manual = { ...source(), bonusManuel: true };
    expect(bonusSplitChanges(manual, { exaltation: 4 })).toEqual({});
    expect(derivePersonnage(applyChanges(manual, { exaltation: 4 }), ctx).bonusNonAlloue).toBe(30);
    expect(bonusSplitChanges(source(), { exaltation: 12 })).toEqual({}); // out of bounds: refused by validation, not split
  });
});

