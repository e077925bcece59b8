import { describe, expect, it } from "vitest";
import { incantationRow, passesAhead, readIncantationTurns, touchesIncantation } from "../../src/combat/incantation";
import type { IncantationTurns } from "../../src/rules/index";

// The turns of a round: Nérée (Combativité 2) and Brute (1) → Nérée, Brute, Nérée.
const TURNS = ["neree", "brute", "neree"];
const record = (turns: [number, number][]): IncantationTurns => ({ combat: "c1", turns: turns.map(([round, pass]) => ({ round, pass })) });

describe("R-SPELL-3 the turns an incantation takes, as the caster's documents keep them (the rule: spells.test.ts)", () => {
  it("R-SPELL-3 the caster's passes still to come in the round: after the current turn index", () => {
    expect(passesAhead(TURNS, 0, "neree")).toEqual([2]);
    expect(passesAhead(TURNS, 1, "neree")).toEqual([2]);
    expect(passesAhead(TURNS, null, "neree")).toEqual([1, 2]);
    expect(passesAhead(TURNS, 2, "neree")).toEqual([]);
  });

  it("R-SPELL-3 the stored record is read back, sorted, bad turns left out; the old one-round record is read", () => {
    expect(readIncantationTurns({ combat: "c1", round: 3, passes: [2, 1] })).toEqual(record([[3, 1], [3, 2]]));
    expect(readIncantationTurns({ combat: "c1", turns: [{ round: 1, pass: 2 }, { round: "x", pass: 1 }, null] })).toEqual(record([[1, 2]]));
    expect(readIncantationTurns("junk")).toBeNull();
    expect(readIncantationTurns({ turns: [] })).toBeNull();
  });

  it("R-SPELL-3 the tracker marks the rows the incantation takes, with the turns it still takes after the current one", () => {
    const r = record([[1, 2], [2, 1]]);
    const at = (turn: number, round = 1) => ({ id: "c1", round, turn, turnIds: TURNS });
    // Brute's turn of round 1: Nérée's second row is (1, 2); its first row is next round's (2, 1)
    expect(incantationRow(r, at(1), "neree", 2, "Nérée")).toEqual({ left: 2, label: "ALTHERION.Combat.Incantation.Left", labelData: { name: "Nérée" }, css: "alt-turn--incanting" });
    expect(incantationRow(r, at(1), "neree", 1, "Nérée")?.left).toBe(2);
    // on (1, 2) itself: only (2, 1) is still to come, and the current row is no longer marked
    expect(incantationRow(r, at(2), "neree", 2, "Nérée")).toBeNull();
    expect(incantationRow(r, at(2), "neree", 1, "Nérée")?.left).toBe(1);
    expect(incantationRow(null, at(1), "brute", 1, "Brute")).toBeNull();
    expect(incantationRow({ ...r, combat: "other" }, at(1), "neree", 2, "Nérée")).toBeNull();
    expect(incantationRow(r, at(1), "neree", 3, "Nérée")).toBeNull();
  });

  it("R-SPELL-3 an actor update touches the record when it sets it or deletes it (v13 -=key, v14 key: _del)", () => {
    expect(touchesIncantation({ flags: { altherion: { incantation: { combat: "c1", turns: [] } } } })).toBe(true);
    expect(touchesIncantation({ flags: { altherion: { "-=incantation": null } } })).toBe(true);
    expect(touchesIncantation({ flags: { altherion: { fortune: 1 } } })).toBe(false);
    expect(touchesIncantation({ system: {} })).toBe(false);
    expect(touchesIncantation(null)).toBe(false);
  });
});
