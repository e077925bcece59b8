import { describe, expect, it } from "vitest";
import { rulerBand, rulerBands, speedsView } from "../../src/combat/speeds";
import { BAND_COLOURS, bandColour } from "../../src/canvas/token-ruler";
import { speeds } from "../../src/rules/index";

const grid = { force: 3, vigueur: 4, agilite: 5, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };

describe("speeds on the sheet and the token ruler (R-FIGHT-7)", () => {
  it("R-FIGHT-7 the sheet's lines come from the derived speeds: combat move and run per round first", () => {
    const rows = speedsView(speeds(grid));
    expect(rows.map((r) => [r.label, r.data])).toEqual([
      ["ALTHERION.Combat.Speed.CombatMove", { m: 10 }],
      ["ALTHERION.Combat.Speed.CombatRun", { m: 20 }],
      ["ALTHERION.Combat.Speed.Travel", { kmh: 5, hours: 4 }],
      ["ALTHERION.Combat.Speed.Run", { kmh: 10, minutes: 4 }],
      ["ALTHERION.Combat.Speed.Sprint", { kmh: 15, seconds: 20 }],
    ]);
    expect(speedsView(undefined)).toEqual([]);
  });

  it("R-FIGHT-7 the ruler's bands: within the combat move, within the combat run, beyond", () => {
    const bands = rulerBands({ vitesses: speeds(grid) });
    expect(bands).toEqual({ move: 10, run: 20 });
    expect([0, 10, 10.5, 20, 21].map((d) => rulerBand(d, bands!))).toEqual(["move", "move", "run", "run", "beyond"]);
    expect(rulerBands({ moral: {} })).toBeNull();
    expect(bandColour({ vitesses: speeds(grid) }, { measurement: { cost: 15 } })).toBe(BAND_COLOURS.run);
    expect(bandColour({}, { measurement: { cost: 15 } })).toBeNull();
    expect(bandColour({ vitesses: speeds(grid) }, {})).toBeNull();
  });
});
