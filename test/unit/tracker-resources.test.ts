/** What the combat tracker shows of each combatant (combat/tracker-resources.ts), pure. */
import { describe, expect, it } from "vitest";
import { touchesTrackerResources, trackerResources } from "../../src/combat/tracker-resources";

const con = (value: number, max: number, scars = 0, stabilized = false) => ({ value, max, scars, ephemeral: 0, stabilized });
const AELYS = {
  points: { finesse: { value: 3, max: 6 } }, agonie: 2,
  constitutions: { vitalite: con(0, 50, 6), energie: con(0, 50, 12, true), confiance: con(45, 50) },
};

describe("R-FIGHT-2 R-CON-6 R-CON-7 the tracker's resources", () => {
  it("R-FIGHT-2 R-CON-6 R-CON-7 Finesse points over their maximum, the constitutions in Péril (a stabilised one is not), Agonie", () => {
    expect(trackerResources(AELYS, true)).toEqual({ finesse: { value: 3, max: 6 }, peril: ["ALTHERION.Sheet.Constitution.Vitalite"], agonie: 2 });
  });

  it("R-FIGHT-2 the Finesse maximum is the score when the pool has no maximum of its own (an NPC's prepared data)", () => {
    expect(trackerResources({ points: { finesse: { value: 4 } }, scores: { finesse: 5 } }, true)).toEqual({ finesse: { value: 4, max: 5 }, peril: [], agonie: 0 });
  });

  it("a viewer who is neither the GM nor an owner sees nothing; nothing to show is nothing drawn", () => {
    expect(trackerResources(AELYS, false)).toBeNull();
    expect(trackerResources(null, true)).toBeNull();
    expect(trackerResources({}, true)).toBeNull();
  });

  it("the tracker is drawn again when Finesse points, a constitution or Agonie change, not for anything else", () => {
    expect(touchesTrackerResources({ system: { points: { finesse: { value: 2 } } } })).toBe(true);
    expect(touchesTrackerResources({ system: { constitutions: { energie: { value: 3 } } } })).toBe(true);
    expect(touchesTrackerResources({ system: { agonie: 1 } })).toBe(true);
    expect(touchesTrackerResources({ system: { points: { impact: { value: 2 } } } })).toBe(false);
    expect(touchesTrackerResources({ name: "x" })).toBe(false);
    expect(touchesTrackerResources(null)).toBe(false);
  });
});
