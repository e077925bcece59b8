import { describe, expect, it } from "vitest";
import { incantationAtTurn, incantationRow, passesAhead, readIncantationTurns, touchesIncantation, turnsTaken, withTaken, type IncantationTurns } from "../../src/combat/incantation";
import { incantationAllowance } from "../../src/rules/spells";

// The turns of a round: Nérée (Combativité 2) and Brute (1) → Nérée, Brute, Nérée.
const TURNS = ["neree", "brute", "neree"];
const record = (turns: [number, number][]): IncantationTurns => ({ combat: "c1", turns: turns.map(([round, pass]) => ({ round, pass })) });

describe("R-SPELL-3 the turns an incantation takes in combat", () => {
  it("R-SPELL-3 [I] up to its Combativité in options, in or out of combat", () => {
    expect(incantationAllowance(2)).toBe(2);
    expect(incantationAllowance(0)).toBe(0);
    expect(incantationAllowance(-1)).toBe(0);
  });

  it("R-SPELL-3 cast on its own turn: the options take its next turns, into the next round when this one has none left", () => {
    expect(passesAhead(TURNS, 0, "neree")).toEqual([2]);
    expect(turnsTaken([2], 1, 2, true, 2)).toEqual([{ round: 1, pass: 2 }, { round: 2, pass: 1 }]);
    expect(turnsTaken([], 1, 2, true, 3)).toEqual([{ round: 2, pass: 1 }, { round: 2, pass: 2 }, { round: 3, pass: 1 }]);
    expect(turnsTaken([2], 1, 2, true, 0)).toEqual([]);
  });

  it("R-SPELL-3 cast while waiting: the incantation takes its next turn, then one per option", () => {
    expect(passesAhead(TURNS, 1, "neree")).toEqual([2]);
    expect(turnsTaken([2], 1, 2, false, 1)).toEqual([{ round: 1, pass: 2 }, { round: 2, pass: 1 }]);
    expect(turnsTaken([1, 2], 1, 2, false, 0)).toEqual([{ round: 1, pass: 1 }]);
  });

  it("R-SPELL-3 a second cast adds its turns in the same combat; another combat starts afresh; the old one-round record is read", () => {
    const first = withTaken(null, "c1", [{ round: 2, pass: 1 }]);
    expect(withTaken(first, "c1", [{ round: 1, pass: 2 }, { round: 2, pass: 1 }])).toEqual(record([[1, 2], [2, 1]]));
    expect(withTaken(first, "c2", [{ round: 1, pass: 2 }])).toEqual({ combat: "c2", turns: [{ round: 1, pass: 2 }] });
    expect(readIncantationTurns({ combat: "c1", round: 3, passes: [2, 1] })).toEqual(record([[3, 1], [3, 2]]));
    expect(readIncantationTurns({ combat: "c1", turns: [{ round: 1, pass: 2 }, { round: "x", pass: 1 }, null] })).toEqual(record([[1, 2]]));
    expect(readIncantationTurns("junk")).toBeNull();
    expect(readIncantationTurns({ turns: [] })).toBeNull();
  });

  it("R-SPELL-3 each taken turn counts the record down; the last clears it; turns the tracker went past are dropped", () => {
    const r = record([[1, 2], [2, 1]]);
    expect(incantationAtTurn(r, "c1", { round: 1, pass: 2 })).toEqual({ taken: true, rest: record([[2, 1]]), changed: true });
    expect(incantationAtTurn(record([[2, 1]]), "c1", { round: 2, pass: 1 })).toEqual({ taken: true, rest: null, changed: true });
    // a turn of its own before the taken ones: nothing to write
    expect(incantationAtTurn(record([[2, 1]]), "c1", { round: 1, pass: 2 })).toEqual({ taken: false, rest: record([[2, 1]]), changed: false });
    // the GM jumped past (1, 2): the caster's next turn drops it, and is its own
    expect(incantationAtTurn(r, "c1", { round: 2, pass: 2 })).toEqual({ taken: false, rest: null, changed: true });
    // a record of another combat is cleared at the caster's first turn
    expect(incantationAtTurn(r, "c9", { round: 1, pass: 1 })).toEqual({ taken: false, rest: null, changed: true });
    expect(incantationAtTurn(null, "c1", { round: 1, pass: 1 })).toEqual({ taken: false, rest: null, changed: false });
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
