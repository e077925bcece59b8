import { describe, expect, it } from "vitest";
import {
  areaGroups, areaRolls, compareTurns, healingComplexity, healingDifficulty, healingTest, incantation, incantationAllowance, incantationAtTurn, incantationCost,
  INCANTATION_OPTIONS, turnsTaken, withTaken, type IncantationTurns,
} from "../../src/rules/spells";
import { freshConstitution } from "../../src/rules/constitutions";

const target = (scars: number, value = 10, resiliencePoints = 2, peril = false) =>
  ({ constitution: { ...freshConstitution(100), scars, value }, resiliencePoints, peril });

describe("spells", () => {
  it("R-SPELL-1 complexity 1..7 by scars: none, ≥1, ≥max/10, ≥max/5, ≥max/4, ≥max/2, ≥3max/4", () => {
    expect([0, 1, 9, 10, 19, 20, 25, 49, 50, 74, 75, 100].map((s) => healingComplexity(target(s, Math.min(10, 100 - s)))))
      .toEqual([1, 2, 2, 3, 3, 4, 5, 5, 6, 6, 7, 8]);
  });

  it("R-SPELL-1 +1 each at 0 in the constitution, at 0 Résilience points, in Péril", () => {
    expect(healingComplexity(target(0, 0, 0, true))).toBe(4);
    expect(healingComplexity(target(0, 5, 0))).toBe(2);
    expect(healingDifficulty(12)).toBe(12);
  });

  it("R-SPELL-2 an area spell rolls once per character or group", () => {
    expect(areaRolls(["a", ["b", "c"], "d"])).toBe(3);
  });

  it("R-SPELL-3 incantation: concentration dice, gestures, words, components, overcharge", () => {
    expect(Object.keys(INCANTATION_OPTIONS)).toEqual(["concentration", "gestes", "paroles", "composantes", "surcharge"]);
    expect(incantation(4, {})).toEqual({ combativite: 0, extraDice: 0, spellPoints: 4, costMultiplier: 1 });
    expect(incantation(4, { concentration: 2, gestes: 1, paroles: 0.5, composantes: 2, surcharge: true }))
      .toEqual({ combativite: 6, extraDice: 2, spellPoints: 4 + 4 + 2 + 4 + 4, costMultiplier: 2 });
    expect(incantation(5, { gestes: -1 }).spellPoints).toBe(5);
  });
});

describe("spells in play (rev 2)", () => {
  it("R-SPELL-1 healingTest: difficulty = wounds healed, at most the spell points and the wounds above the scars; complexity from the target + the spell's", () => {
    const t = { constitution: { ...freshConstitution(40), value: 20, scars: 5 }, resiliencePoints: 2, peril: false };
    // 40 − 5 − 20 = 15 wounds to heal above the scars; 5 scars ≥ 40/10 → complexity 3
    expect(healingTest(t, 4)).toEqual({ healable: 15, most: 4, wounds: 4, difficulty: 4, complexity: 3 });
    expect(healingTest(t, 30, 1, 2)).toEqual({ healable: 15, most: 15, wounds: 2, difficulty: 2, complexity: 4 });
    // the caster's choice is bounded to 1..the most
    expect([99, 0, -3, 2.7, NaN].map((w) => healingTest(t, 4, 0, w).wounds)).toEqual([4, 1, 1, 2, 4]);
    expect(healingTest({ ...t, constitution: { ...t.constitution, value: 35 } }, 4, 0, 3)).toMatchObject({ most: 0, wounds: 0, difficulty: 0 });
    const dying = { constitution: { ...freshConstitution(40), value: 0, scars: 0 }, resiliencePoints: 0, peril: true };
    expect(healingTest(dying, 3).complexity).toBe(1 + 3);
    expect(healingTest({ ...t, constitution: { ...t.constitution, value: 35 } }, 4).most).toBe(0);
  });

  it("R-SPELL-2 areaGroups: one roll per target, targets given the same group share one roll, in first-seen order; [I] a heal one per target", () => {
    expect(areaGroups(["a", "b", "c"])).toEqual([["a"], ["b"], ["c"]]);
    expect(areaGroups(["a", "b", "c", "d"], [2, 0, 2, 1])).toEqual([["a", "c"], ["b"], ["d"]]);
    expect(areaGroups([], [1])).toEqual([]);
    // [I] an area healing spell: one roll per target, groups or not
    expect(areaGroups(["a", "b", "c"], [1, 1, 0], true)).toEqual([["a"], ["b"], ["c"]]);
  });

  it("R-SPELL-3 incantationAllowance: [I] up to the caster's Combativité; the cost doubles when overcharged", () => {
    expect(incantationAllowance(3)).toBe(3);
    expect(incantationAllowance(1)).toBe(1);
    expect(incantationAllowance(0)).toBe(0);
    expect(incantationAllowance(-1)).toBe(0);
    expect(incantationCost(3, 1)).toBe(3);
    expect(incantationCost(3, incantation(2, { surcharge: true }).costMultiplier)).toBe(6);
  });
});

// Turns as (round, pass); a caster with 2 passes a round.
const record = (turns: [number, number][]): IncantationTurns => ({ combat: "c1", turns: turns.map(([round, pass]) => ({ round, pass })) });

describe("R-SPELL-3 the turns an incantation takes in combat", () => {
  it("R-SPELL-3 [I] cast on its own turn: the options take its next turns, into the next rounds when this one has none left", () => {
    expect(turnsTaken([2], 1, 2, true, 2)).toEqual([{ round: 1, pass: 2 }, { round: 2, pass: 1 }]);
    expect(turnsTaken([], 1, 2, true, 3)).toEqual([{ round: 2, pass: 1 }, { round: 2, pass: 2 }, { round: 3, pass: 1 }]);
    expect(turnsTaken([], 1, 0, true, 2)).toEqual([{ round: 2, pass: 1 }, { round: 3, pass: 1 }]);
    expect(turnsTaken([2], 1, 2, true, 0)).toEqual([]);
    expect(turnsTaken([2], 1, 2, true, -1)).toEqual([]);
  });

  it("R-SPELL-3 [I] cast while waiting: the incantation takes the caster's next turn, then one per Combativité spent", () => {
    expect(turnsTaken([2], 1, 2, false, 1)).toEqual([{ round: 1, pass: 2 }, { round: 2, pass: 1 }]);
    expect(turnsTaken([1, 2], 1, 2, false, 0)).toEqual([{ round: 1, pass: 1 }]);
  });

  it("R-SPELL-3 [I] a second cast adds its turns in the same combat, once each, in order; another combat starts afresh", () => {
    const first = withTaken(null, "c1", [{ round: 2, pass: 1 }]);
    expect(withTaken(first, "c1", [{ round: 1, pass: 2 }, { round: 2, pass: 1 }])).toEqual(record([[1, 2], [2, 1]]));
    expect(withTaken(first, "c2", [{ round: 1, pass: 2 }])).toEqual({ combat: "c2", turns: [{ round: 1, pass: 2 }] });
    expect([{ round: 2, pass: 1 }, { round: 1, pass: 2 }, { round: 1, pass: 1 }].sort(compareTurns)).toEqual([{ round: 1, pass: 1 }, { round: 1, pass: 2 }, { round: 2, pass: 1 }]);
  });

  it("R-SPELL-3 [I] each taken turn counts down; the last leaves none; turns the combat went past drop out", () => {
    const r = record([[1, 2], [2, 1]]);
    expect(incantationAtTurn(r, "c1", { round: 1, pass: 2 })).toEqual({ taken: true, rest: record([[2, 1]]), changed: true });
    expect(incantationAtTurn(record([[2, 1]]), "c1", { round: 2, pass: 1 })).toEqual({ taken: true, rest: null, changed: true });
    // a turn of its own before the taken ones: nothing changes
    expect(incantationAtTurn(record([[2, 1]]), "c1", { round: 1, pass: 2 })).toEqual({ taken: false, rest: record([[2, 1]]), changed: false });
    // the GM jumped past (1, 2): the caster's next turn drops it, and is its own
    expect(incantationAtTurn(r, "c1", { round: 2, pass: 2 })).toEqual({ taken: false, rest: null, changed: true });
    // turns of another combat are dropped at the caster's first turn
    expect(incantationAtTurn(r, "c9", { round: 1, pass: 1 })).toEqual({ taken: false, rest: null, changed: true });
    expect(incantationAtTurn(null, "c1", { round: 1, pass: 1 })).toEqual({ taken: false, rest: null, changed: false });
  });
});
