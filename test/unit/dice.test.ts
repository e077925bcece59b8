import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_CRIT_FAILURE,
  DEFAULT_CRIT_SUCCESS,
  chainKind,
  masteryKept,
  masteryPool,
  masteryRetained,
  randomDice,
  resolveTest,
  rollTest,
  scriptedDice,
  type DiceSource,
  type TestInput,
} from "../../src/rules/dice";
import { entersZone } from "../../src/rules/states";

/** Rolls with scripted dice and checks that the script was used up exactly (R-DICE-8). */
function rollExactly(input: TestInput, values: number[]) {
  const dice = scriptedDice(values);
  const result = rollTest(input, dice);
  expect(dice.remaining()).toBe(0);
  return result;
}

/** A small seeded uniform generator (mulberry32), so property runs replay exactly. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Counts the dice a source gives. */
function counting(source: DiceSource): DiceSource & { count: number } {
  const counter = {
    count: 0,
    d10() {
      counter.count++;
      return source.d10();
    },
  };
  return counter;
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

const inputArbitrary: fc.Arbitrary<TestInput> = fc.record(
  {
    skill: fc.integer({ min: 0, max: 10 }),
    complexity: fc.integer({ min: 0, max: 10 }),
    characteristic: fc.integer({ min: -3, max: 10 }),
    surpuissance: fc.integer({ min: 0, max: 5 }),
    impuissance: fc.integer({ min: 0, max: 5 }),
    expertise: fc.boolean(),
    bonus: fc.integer({ min: -3, max: 3 }),
    difficulty: fc.integer({ min: 0, max: 30 }),
    agonie: fc.integer({ min: 0, max: 3 }),
    critSuccess: fc.integer({ min: 7, max: 11 }),
    critFailure: fc.integer({ min: 0, max: 3 }),
    cancelCritFailure: fc.boolean(),
  },
  { requiredKeys: ["skill", "complexity"] },
);

describe("rollTest: mastery pool", () => {
  it("R-DICE-2 D ≥ 0 rolls D + 1 dice and keeps the highest", () => {
    const r = rollExactly({ skill: 5, complexity: 2, characteristic: 4 }, [3, 7, 2, 5]);
    expect(r.mastery).toEqual([3, 7, 2, 5]);
    expect(r.masteryKeep).toBe("highest");
    expect(r.kept).toBe(7);
    expect(r.retained).toBe(1);
    expect(r.total).toBe(11);
    expect(r.power).toEqual([]);
    expect(r.powerKind).toBeNull();
    expect(r.expertiseDie).toBeNull();
  });

  it("R-DICE-2 D < 0 rolls |D| + 1 dice and keeps the lowest", () => {
    const r = rollExactly({ skill: 1, complexity: 3 }, [6, 4, 9]);
    expect(r.masteryKeep).toBe("lowest");
    expect(r.kept).toBe(4);
    expect(r.total).toBe(4);
  });

  it("R-DICE-2 D = 0 rolls a single die kept as highest", () => {
    expect(masteryPool(4, 4)).toEqual({ dice: 1, keep: "highest" });
    expect(masteryPool(0, 3)).toEqual({ dice: 4, keep: "lowest" });
    expect(rollExactly({ skill: 4, complexity: 4 }, [6]).kept).toBe(6);
  });

  it("R-DICE-3 every mastery die showing the kept value is retained", () => {
    expect(rollExactly({ skill: 2, complexity: 0 }, [7, 3, 7]).retained).toBe(2);
    expect(rollExactly({ skill: 0, complexity: 2 }, [4, 4, 4]).retained).toBe(3);
  });
});

describe("rollTest: power dice", () => {
  it("R-DICE-4 a surpuissance die above the mastery kept value replaces it", () => {
    const r = rollExactly({ skill: 3, complexity: 2, surpuissance: 1 }, [5, 5, 8]);
    expect(r.power).toEqual([8]);
    expect(r.powerKind).toBe("surpuissance");
    expect(r.kept).toBe(8);
    expect(r.retained).toBe(1); // the two 5s no longer show the kept value
  });

  it("R-DICE-4 a surpuissance die equal to the mastery kept value is retained with it", () => {
    const r = rollExactly({ skill: 3, complexity: 2, surpuissance: 2 }, [5, 5, 5, 2]);
    expect(r.kept).toBe(5);
    expect(r.retained).toBe(3);
  });

  it("R-DICE-4 surpuissance dice below the mastery kept value change nothing", () => {
    const r = rollExactly({ skill: 3, complexity: 2, surpuissance: 1 }, [6, 2, 3]);
    expect(r.kept).toBe(6);
    expect(r.retained).toBe(1);
  });

  it("R-DICE-4 an impuissance die below the kept value replaces it", () => {
    const r = rollExactly({ skill: 3, complexity: 2, impuissance: 2 }, [6, 8, 4, 9]);
    expect(r.powerKind).toBe("impuissance");
    expect(r.power).toEqual([4, 9]);
    expect(r.kept).toBe(4);
    expect(r.retained).toBe(1);
  });

  it("R-DICE-4 an impuissance die equal to the kept value is retained with it", () => {
    const r = rollExactly({ skill: 3, complexity: 2, impuissance: 1 }, [6, 8, 8]);
    expect(r.kept).toBe(8);
    expect(r.retained).toBe(2);
  });

  it("R-DICE-4 several power dice showing the new kept value are all retained", () => {
    const r = rollExactly({ skill: 2, complexity: 2, surpuissance: 3 }, [4, 9, 2, 9]);
    expect(r.kept).toBe(9);
    expect(r.retained).toBe(2);
  });

  it("R-DICE-4 surpuissance and impuissance cancel one for one", () => {
    const none = rollExactly({ skill: 2, complexity: 2, surpuissance: 2, impuissance: 2 }, [3]);
    expect(none.power).toEqual([]);
    expect(none.powerKind).toBeNull();
    const two = rollExactly({ skill: 2, complexity: 2, surpuissance: 3, impuissance: 1 }, [3, 4, 6]);
    expect(two.power).toEqual([4, 6]);
    expect(two.kept).toBe(6);
  });
});

describe("rollTest: explosions and implosions", () => {
  it("R-DICE-5 a natural 10 starts an explosion chain that goes on while it shows 10", () => {
    const r = rollExactly({ skill: 2, complexity: 2, characteristic: 3 }, [10, 10, 10, 3]);
    expect(r.explosions).toEqual([[10, 10, 3]]);
    expect(r.implosions).toEqual([]);
    expect(r.total).toBe(10 + 23 + 3);
    expect(r.critSuccess).toBe(true);
  });

  it("R-DICE-5 each retained 10 starts its own chain", () => {
    const r = rollExactly({ skill: 3, complexity: 1 }, [10, 2, 10, 4, 10, 2]);
    expect(r.retained).toBe(2);
    expect(r.explosions).toEqual([[4], [10, 2]]);
    expect(r.total).toBe(26);
  });

  it("R-DICE-5 a natural 1 starts an implosion chain, and a 10 inside it continues it", () => {
    const r = rollExactly({ skill: 2, complexity: 2, characteristic: 5 }, [1, 10, 3]);
    expect(r.implosions).toEqual([[10, 3]]);
    expect(r.explosions).toEqual([]);
    expect(r.total).toBe(1 - 13 + 5);
    expect(r.critFailure).toBe(true);
  });

  it("R-DICE-5 every retained 1 of a keep-lowest pool implodes", () => {
    const r = rollExactly({ skill: 1, complexity: 2 }, [1, 1, 2, 5]);
    expect(r.retained).toBe(2);
    expect(r.implosions).toEqual([[2], [5]]);
    expect(r.total).toBe(-6);
  });

  it("R-DICE-5 a 10 that is not the kept value does not explode", () => {
    const r = rollExactly({ skill: 0, complexity: 1 }, [10, 4]);
    expect(r.kept).toBe(4);
    expect(r.explosions).toEqual([]);
  });
});

describe("rollTest: criticals", () => {
  it("R-DICE-7 default ranges: 10 is a critical success, 1 a critical failure, 9 and 2 neither", () => {
    expect(DEFAULT_CRIT_SUCCESS).toBe(10);
    expect(DEFAULT_CRIT_FAILURE).toBe(1);
    const nine = rollExactly({ skill: 0, complexity: 0 }, [9]);
    expect([nine.critSuccess, nine.critFailure]).toEqual([false, false]);
    const two = rollExactly({ skill: 0, complexity: 0 }, [2]);
    expect([two.critSuccess, two.critFailure]).toEqual([false, false]);
  });

  it("R-DICE-7 a widened success range makes 9 critical without exploding it", () => {
    const r = rollExactly({ skill: 0, complexity: 0, critSuccess: 9 }, [9]);
    expect(r.critSuccess).toBe(true);
    expect(r.explosions).toEqual([]);
    expect(r.total).toBe(9);
  });

  it("R-DICE-7 a widened failure range makes 2 critical without imploding it", () => {
    const r = rollExactly({ skill: 0, complexity: 0, critFailure: 2 }, [2]);
    expect(r.critFailure).toBe(true);
    expect(r.implosions).toEqual([]);
  });

  it("R-DICE-7 a cancelled critical failure is none and rolls no implosion", () => {
    const r = rollExactly({ skill: 0, complexity: 0, cancelCritFailure: true }, [1]);
    expect(r.critFailure).toBe(false);
    expect(r.implosions).toEqual([]);
    expect(r.total).toBe(1);
    const widened = rollExactly({ skill: 0, complexity: 0, critFailure: 3, cancelCritFailure: true }, [3]);
    expect(widened.critFailure).toBe(false);
  });

  it("R-DICE-7 a natural 1 outside a narrowed failure range has nothing to cancel and implodes", () => {
    const r = rollExactly({ skill: 0, complexity: 0, critFailure: 0, cancelCritFailure: true }, [1, 4]);
    expect(r.critFailure).toBe(false);
    expect(r.implosions).toEqual([[4]]);
  });

  it("R-DICE-7 cancelling a critical failure changes nothing on other rolls", () => {
    const r = rollExactly({ skill: 0, complexity: 0, cancelCritFailure: true }, [10, 3]);
    expect(r.critSuccess).toBe(true);
    expect(r.explosions).toEqual([[3]]);
  });

  it("R-DICE-7 chainKind ties chains to natural 10 and 1 only", () => {
    const test = resolveTest({ skill: 0, complexity: 0, critSuccess: 8, critFailure: 3 });
    expect([10, 9, 8, 3, 2, 1].map((k) => chainKind(k, test))).toEqual([
      "explosion",
      null,
      null,
      null,
      null,
      "implosion",
    ]);
  });
});

describe("rollTest: expertise die", () => {
  it("R-SK-2 the expertise die adds to the total and never explodes, even on a 10", () => {
    const r = rollExactly({ skill: 2, complexity: 2, expertise: true, characteristic: 2 }, [5, 10]);
    expect(r.expertiseDie).toBe(10);
    expect(r.explosions).toEqual([]);
    expect(r.critSuccess).toBe(false);
    expect(r.total).toBe(17);
  });

  it("R-SK-2 the expertise die never implodes nor counts for criticals", () => {
    const r = rollExactly({ skill: 2, complexity: 2, expertise: true }, [6, 1]);
    expect(r.implosions).toEqual([]);
    expect(r.critFailure).toBe(false);
    expect(r.total).toBe(7);
  });
});

describe("rollTest: dice order", () => {
  it("R-DICE-8 mastery, power, expertise, then each chain to its end (mastery chains first)", () => {
    const r = rollExactly(
      { skill: 3, complexity: 2, surpuissance: 1, expertise: true },
      [10, 3, 10, 4, 10, 2, 5],
    );
    expect(r.mastery).toEqual([10, 3]);
    expect(r.power).toEqual([10]);
    expect(r.expertiseDie).toBe(4);
    expect(r.retained).toBe(2);
    expect(r.explosions).toEqual([[10, 2], [5]]);
    expect(r.zone).toBe(false);
    expect(r.total).toBe(10 + 12 + 5 + 4);
  });

  it("R-DICE-8 scripted dice throw a clear error once exhausted", () => {
    const dice = scriptedDice([10]);
    expect(() => rollTest({ skill: 0, complexity: 0 }, dice)).toThrow(/exhausted/);
  });
});

describe("rollTest: La Zone", () => {
  it("R-STATE-2 a retained surpuissance 10 whose explosion die shows 10 enters La Zone", () => {
    const r = rollExactly({ skill: 2, complexity: 2, surpuissance: 1 }, [4, 10, 10, 1]);
    expect(r.zone).toBe(true);
    expect(r.explosions).toEqual([[10, 1]]);
  });

  it("R-STATE-2 the surpuissance chain counts even after a mastery chain", () => {
    const r = rollExactly({ skill: 2, complexity: 2, surpuissance: 2 }, [10, 3, 10, 5, 10, 7]);
    expect(r.explosions).toEqual([[5], [10, 7]]);
    expect(r.zone).toBe(true);
  });

  it("R-STATE-2 a mastery 10 exploding into a 10 is not La Zone", () => {
    const r = rollExactly({ skill: 2, complexity: 2, surpuissance: 1 }, [10, 3, 10, 2]);
    expect(r.zone).toBe(false);
  });

  it("R-STATE-2 a surpuissance 10 whose explosion die is not a 10 is not La Zone", () => {
    const r = rollExactly({ skill: 2, complexity: 2, surpuissance: 1 }, [4, 10, 9]);
    expect(r.zone).toBe(false);
  });

  it("R-STATE-2 entersZone: both dice at 10, nothing else", () => {
    expect([entersZone(10, 10), entersZone(10, 9), entersZone(9, 10), entersZone(10, undefined)]).toEqual([true, false, false, false]);
  });

  it("R-STATE-2 impuissance dice never enter La Zone", () => {
    const r = rollExactly({ skill: 2, complexity: 2, impuissance: 1 }, [10, 10, 10, 1, 10, 1]);
    expect(r.explosions).toEqual([[10, 1], [10, 1]]);
    expect(r.zone).toBe(false);
  });
});

describe("rollTest: total, success and margin", () => {
  it("R-DICE-6 success needs total ≥ difficulty + Agonie, margin is the difference", () => {
    const base = { skill: 2, complexity: 2, characteristic: 3, bonus: 1, difficulty: 10, agonie: 2 };
    const fail = rollExactly(base, [7]);
    expect([fail.total, fail.success, fail.margin]).toEqual([11, false, -1]);
    const just = rollExactly(base, [8]);
    expect([just.total, just.success, just.margin]).toEqual([12, true, 0]);
  });

  it("R-DICE-6 success and margin are null without a difficulty", () => {
    const r = rollExactly({ skill: 2, complexity: 2, agonie: 3 }, [8]);
    expect(r.success).toBeNull();
    expect(r.margin).toBeNull();
  });

  it("R-DICE-6 total equals kept + explosions − implosions + expertise + characteristic + bonus", () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer(), (input, seed) => {
        const r = rollTest(input, randomDice(seeded(seed)));
        const expected =
          r.kept +
          sum(r.explosions.flat()) -
          sum(r.implosions.flat()) +
          (r.expertiseDie ?? 0) +
          (input.characteristic ?? 0) +
          (input.bonus ?? 0);
        expect(r.total).toBe(expected);
        if (input.difficulty === undefined) {
          expect([r.success, r.margin]).toEqual([null, null]);
        } else {
          const threshold = input.difficulty + (input.agonie ?? 0);
          expect(r.margin).toBe(r.total - threshold);
          expect(r.success).toBe(r.total >= threshold);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("rollTest: invariants", () => {
  it("R-DICE-2 R-DICE-3 R-DICE-4 pools, kept and retained match their definitions", () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer(), (input, seed) => {
        const r = rollTest(input, randomDice(seeded(seed)));
        const d = input.skill - input.complexity;
        const p = (input.surpuissance ?? 0) - (input.impuissance ?? 0);
        expect(r.mastery).toHaveLength(Math.abs(d) + 1);
        expect(r.power).toHaveLength(Math.abs(p));
        const masteryKept = d >= 0 ? Math.max(...r.mastery) : Math.min(...r.mastery);
        const kept = p >= 0 ? Math.max(masteryKept, ...r.power) : Math.min(masteryKept, ...r.power);
        expect(r.kept).toBe(kept);
        expect([...r.mastery, ...r.power]).toContain(r.kept);
        const retained =
          (kept === masteryKept ? r.mastery.filter((v) => v === kept).length : 0) +
          r.power.filter((v) => v === kept).length;
        expect(r.retained).toBe(retained);
        expect(r.retained).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it("R-DICE-5 R-DICE-7 R-DICE-8 chains, criticals and the dice consumed follow the rules", () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer(), (input, seed) => {
        const dice = counting(randomDice(seeded(seed)));
        const r = rollTest(input, dice);
        const critFailureRange = input.critFailure ?? 1;
        const wouldFail = r.kept <= critFailureRange;
        const implodes = r.kept === 1 && !(input.cancelCritFailure && wouldFail);
        expect(r.explosions).toHaveLength(r.kept === 10 ? r.retained : 0);
        expect(r.implosions).toHaveLength(implodes ? r.retained : 0);
        for (const chain of [...r.explosions, ...r.implosions]) {
          expect(chain.slice(0, -1).every((v) => v === 10)).toBe(true);
          expect(chain[chain.length - 1]).toBeLessThan(10);
        }
        expect(r.critSuccess).toBe(r.kept >= (input.critSuccess ?? 10));
        expect(r.critFailure).toBe(wouldFail && !input.cancelCritFailure);
        expect(r.expertiseDie === null).toBe(!input.expertise);
        const chainDice = [...r.explosions, ...r.implosions].flat().length;
        expect(dice.count).toBe(r.mastery.length + r.power.length + (input.expertise ? 1 : 0) + chainDice);
        if (r.zone) expect(r.powerKind === "surpuissance" && r.kept === 10).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("a result's mastery pool (dice cards)", () => {
  it("R-DICE-2 masteryKept reads the mastery pool's kept value, before power dice", () => {
    // D = 2, one surpuissance: mastery 3 7 5 keeps 7, the power die 9 replaces it.
    const up = rollExactly({ skill: 2, complexity: 0, surpuissance: 1 }, [3, 7, 5, 9]);
    expect(masteryKept(up)).toBe(7);
    expect(up.kept).toBe(9);
    // D = −2: mastery 6 4 8 keeps the lowest.
    expect(masteryKept(rollExactly({ skill: 0, complexity: 2 }, [6, 4, 8]))).toBe(4);
  });
  it("R-DICE-3 masteryRetained: every mastery die showing the kept value, none once a power die replaced it", () => {
    const r = rollExactly({ skill: 2, complexity: 0 }, [7, 3, 7]);
    expect(r.mastery.map((v) => masteryRetained(r, v))).toEqual([true, false, true]);
    const replaced = rollExactly({ skill: 1, complexity: 0, surpuissance: 1 }, [6, 6, 8]);
    expect(replaced.mastery.map((v) => masteryRetained(replaced, v))).toEqual([false, false]);
  });
  it("R-DICE-2 R-DICE-3 the mastery dice flagged retained plus the power dice showing the kept value are the result's retained dice", () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer(), (input, seed) => {
        const r = rollTest(input, randomDice(seeded(seed)));
        expect(r.mastery).toContain(masteryKept(r));
        const flagged = r.mastery.filter((v) => masteryRetained(r, v)).length;
        expect(flagged + r.power.filter((v) => v === r.kept).length).toBe(r.retained);
      }),
      { numRuns: 300 },
    );
  });
});

describe("rollTest: input validation", () => {
  const bad: [string, TestInput, RegExp][] = [
    ["a fractional skill", { skill: 1.5, complexity: 0 }, /skill/],
    ["a NaN complexity", { skill: 1, complexity: Number.NaN }, /complexity/],
    ["a negative surpuissance", { skill: 1, complexity: 0, surpuissance: -1 }, /surpuissance/],
    ["a fractional impuissance", { skill: 1, complexity: 0, impuissance: 0.5 }, /impuissance/],
    ["R-DICE-11 a mastery pool over 50 dice", { skill: 50, complexity: 0 }, /51 mastery dice \(at most 50\)/],
    ["R-DICE-11 over 20 power dice", { skill: 3, complexity: 0, surpuissance: 25, impuissance: 4 }, /21 power dice exceed 20/],
    ["an overlapping critical range", { skill: 1, complexity: 0, critSuccess: 5, critFailure: 5 }, /critFailure/],
    ["a critSuccess out of range", { skill: 1, complexity: 0, critSuccess: 12 }, /critSuccess/],
    ["a negative Agonie", { skill: 1, complexity: 0, agonie: -1 }, /agonie/],
    ["an infinite difficulty", { skill: 1, complexity: 0, difficulty: Infinity }, /difficulty/],
    ["a string characteristic", { skill: 1, complexity: 0, characteristic: "3" as unknown as number }, /characteristic/],
    ["a non-boolean expertise", { skill: 1, complexity: 0, expertise: 1 as unknown as boolean }, /expertise/],
    ["a non-boolean cancel", { skill: 1, complexity: 0, cancelCritFailure: "y" as unknown as boolean }, /cancelCritFailure/],
  ];
  it.each(bad)("R-DICE-2 R-DICE-6 rejects %s with a RangeError", (_name, input, message) => {
    expect(() => rollTest(input, scriptedDice([5, 5, 5]))).toThrow(RangeError);
    expect(() => rollTest(input, scriptedDice([5, 5, 5]))).toThrow(message);
  });

  it("R-DICE-1 a dice source must give integers 1..10", () => {
    expect(() => rollTest({ skill: 0, complexity: 0 }, { d10: () => 11 })).toThrow(RangeError);
    expect(() => rollTest({ skill: 0, complexity: 0 }, { d10: () => 2.5 })).toThrow(/1\.\.10/);
    expect(() => scriptedDice([3, 0])).toThrow(/value #1/);
  });
});

describe("dice sources", () => {
  it("R-DICE-1 randomDice maps a uniform [0, 1) generator onto 1..10", () => {
    const values = [0, 0.0999, 0.1, 0.5, 0.9, 0.99999];
    const dice = randomDice(() => values.shift() as number);
    expect(Array.from({ length: 6 }, () => dice.d10())).toEqual([1, 1, 2, 6, 10, 10]);
  });

  it("R-DICE-1 the default randomDice gives every face 1..10 about equally often", () => {
    const dice = randomDice();
    const counts = new Array<number>(11).fill(0);
    const rolls = 100_000;
    for (let i = 0; i < rolls; i++) counts[dice.d10()]++;
    expect(counts[0]).toBe(0);
    expect(sum(counts)).toBe(rolls);
    // Each count is Binomial(100 000, 1/10): sd ≈ 95, so ±1 000 is over 10 sd.
    for (let face = 1; face <= 10; face++) expect(Math.abs(counts[face] - rolls / 10)).toBeLessThan(1000);
  });

  it("R-DICE-8 scriptedDice returns its values in order and counts what is left", () => {
    const source = [3, 10];
    const dice = scriptedDice(source);
    source[0] = 7; // the script is a copy
    expect(dice.remaining()).toBe(2);
    expect([dice.d10(), dice.d10()]).toEqual([3, 10]);
    expect(dice.remaining()).toBe(0);
    expect(() => dice.d10()).toThrow(/exhausted/);
  });
});
