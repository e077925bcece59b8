import { beforeAll, describe, expect, it } from "vitest";
import { randomDice, rollTest, rollTestWith, testDice, type DiceRequest, type DiceSource, type TestInput } from "../../src/rules/index";
import { installFoundryStubs } from "../stubs/foundry";
import type * as RollModule from "../../src/dice/altherion-roll";

/** A deterministic uniform generator (LCG), so two sources give the same stream. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** A fulfilment that answers each request from a d10 source, in order, and records the requests. */
function from(source: DiceSource, seen: DiceRequest[][] = []) {
  return (requests: DiceRequest[]) => {
    seen.push(requests);
    return requests.map((r) => Array.from({ length: r.count }, () => source.d10()));
  };
}

describe("rules testDice: a test's dice asked as requests (manual fulfillment)", () => {
  it("R-DICE-8 fed in request order, a d10 stream gives exactly rollTest's result (2 000 random inputs)", () => {
    const pick = lcg(7);
    for (let i = 0; i < 2000; i++) {
      const input: TestInput = {
        skill: Math.floor(pick() * 8), complexity: Math.floor(pick() * 8), characteristic: 3,
        surpuissance: Math.floor(pick() * 3), impuissance: Math.floor(pick() * 3), expertise: pick() < 0.3, difficulty: 9,
        cancelCritFailure: pick() < 0.2,
      };
      const seed = i + 1;
      expect(rollTestWith(input, from(randomDice(lcg(seed))))).toEqual(rollTest(input, randomDice(lcg(seed))));
    }
  });

  it("R-DICE-2 R-DICE-4 R-SK-2 the pool is one request: mastery, then power, then expertise", () => {
    const seen: DiceRequest[][] = [];
    rollTestWith({ skill: 3, complexity: 1, surpuissance: 2, expertise: true }, from({ d10: () => 5 }, seen));
    expect(seen).toEqual([[{ role: "mastery", count: 3 }, { role: "surpuissance", count: 2 }, { role: "expertise", count: 1 }]]);
    const imp: DiceRequest[][] = [];
    rollTestWith({ skill: 0, complexity: 0, impuissance: 1 }, from({ d10: () => 5 }, imp));
    expect(imp).toEqual([[{ role: "mastery", count: 1 }, { role: "impuissance", count: 1 }]]);
  });

  it("R-DICE-5 R-DICE-8 each chain asks die by die, to its end, chain after chain", () => {
    const faces = [10, 10, 4, 10, 3, 6];
    const seen: DiceRequest[][] = [];
    const result = rollTestWith({ skill: 2, complexity: 0 }, from({ d10: () => faces.shift() as number }, seen));
    expect(seen.slice(1)).toEqual([
      [{ role: "explosion", count: 1, chain: 0 }], [{ role: "explosion", count: 1, chain: 0 }], [{ role: "explosion", count: 1, chain: 1 }],
    ]);
    expect(result).toMatchObject({ mastery: [10, 10, 4], explosions: [[10, 3], [6]], total: 10 + 13 + 6 });
  });

  it("R-DICE-5 R-DICE-7 implosions are asked the same way; a cancelled critical failure asks none", () => {
    const seen: DiceRequest[][] = [];
    const result = rollTestWith({ skill: 0, complexity: 1 }, from({ d10: (() => { const f = [1, 6, 2]; return () => f.shift() as number; })() }, seen));
    expect(seen[1]).toEqual([{ role: "implosion", count: 1, chain: 0 }]);
    expect(result.implosions).toEqual([[2]]);
    const none: DiceRequest[][] = [];
    rollTestWith({ skill: 0, complexity: 0, cancelCritFailure: true }, from({ d10: () => 1 }, none));
    expect(none).toHaveLength(1);
  });

  it("an answer with the wrong number of dice, or a face outside 1..10, is refused", () => {
    expect(() => rollTestWith({ skill: 2, complexity: 0 }, () => [[5, 5]])).toThrow(RangeError);
    expect(() => rollTestWith({ skill: 0, complexity: 0 }, () => [[11]])).toThrow(RangeError);
    const steps = testDice({ skill: 0, complexity: 0 });
    expect(steps.next().value).toEqual([{ role: "mastery", count: 1 }]);
  });
});

describe("AltherionRoll's core rolls for the requests", () => {
  let mod: typeof RollModule;
  beforeAll(async () => {
    installFoundryStubs();
    mod = await import("../../src/dice/altherion-roll");
  });
  it("R-DICE-8 one flavoured d10 term per request, in order; the faces read back term by term", () => {
    expect(mod.requestFormula([{ role: "mastery", count: 3 }, { role: "surpuissance", count: 2 }]))
      .toBe("3d10[ALTHERION.Roll.Role.Mastery] + 2d10[ALTHERION.Roll.Role.Surpuissance]");
    expect(mod.requestFormula([{ role: "explosion", count: 1, chain: 0 }])).toBe("1d10[ALTHERION.Roll.Role.Explosion]");
    expect(mod.requestFaces({ dice: [{ results: [{ result: 4 }, { result: 9 }] }, { results: [{ result: 1 }] }] })).toEqual([[4, 9], [1]]);
  });
});
