import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { randomDice, rollTest, type TestInput } from "../../src/rules/dice";
import { keptDistribution, successChance } from "../../src/rules/probability";

/**
 * P(sum of r explosion chains ≥ y), by recursion on the next die of the current chain: a die 1..9
 * closes the chain, a 10 continues it. y drops at every step, so the recursion ends and is exact.
 */
function chainsAtLeast(r: number, y: number, memo = new Map<string, number>()): number {
  if (y <= 0) return 1;
  if (r === 0) return 0;
  const key = `${r}:${y}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let p = chainsAtLeast(r, y - 10, memo) / 10;
  for (let d = 1; d <= 9; d++) p += chainsAtLeast(r - 1, y - d, memo) / 10;
  memo.set(key, p);
  return p;
}

/** P(sum of r implosion chains ≤ z), the same recursion. */
function chainsAtMost(r: number, z: number, memo = new Map<string, number>()): number {
  if (z < 0) return 0;
  if (r === 0) return 1;
  const key = `${r}:${z}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let p = chainsAtMost(r, z - 10, memo) / 10;
  for (let d = 1; d <= 9; d++) p += chainsAtMost(r - 1, z - d, memo) / 10;
  memo.set(key, p);
  return p;
}

/**
 * Brute force: every face of the mastery, power and expertise dice, each with weight 10^-count,
 * kept and retained straight from R-DICE-2..4, chains from the recursions above.
 */
function bruteForce(input: TestInput): number {
  const d = input.skill - input.complexity;
  const p = (input.surpuissance ?? 0) - (input.impuissance ?? 0);
  const mastery = Math.abs(d) + 1;
  const power = Math.abs(p);
  const count = mastery + power + (input.expertise ? 1 : 0);
  const need =
    (input.difficulty as number) + (input.agonie ?? 0) - (input.characteristic ?? 0) - (input.bonus ?? 0);
  const cancels = input.cancelCritFailure === true && 1 <= (input.critFailure ?? 1);
  const faces = new Array<number>(count).fill(1);
  let total = 0;
  for (;;) {
    const m = faces.slice(0, mastery);
    const pw = faces.slice(mastery, mastery + power);
    const masteryKept = d >= 0 ? Math.max(...m) : Math.min(...m);
    const kept = p >= 0 ? Math.max(masteryKept, ...pw) : Math.min(masteryKept, ...pw);
    const retained =
      (kept === masteryKept ? m.filter((v) => v === kept).length : 0) + pw.filter((v) => v === kept).length;
    const rest = need - kept - (input.expertise ? faces[count - 1] : 0);
    const chance =
      kept === 10
        ? chainsAtLeast(retained, rest)
        : kept === 1 && !cancels
          ? chainsAtMost(retained, -rest)
          : rest <= 0
            ? 1
            : 0;
    total += chance / 10 ** count;
    let i = 0;
    while (i < count && faces[i] === 10) faces[i++] = 1;
    if (i === count) return total;
    faces[i]++;
  }
}

const small: TestInput[] = [
  { skill: 0, complexity: 0, difficulty: 14 },
  { skill: 2, complexity: 0, characteristic: 3, difficulty: 15 },
  { skill: 0, complexity: 2, difficulty: 2 },
  { skill: 1, complexity: 0, surpuissance: 2, difficulty: 20, bonus: 1 },
  { skill: 1, complexity: 0, impuissance: 2, difficulty: 4, agonie: 1 },
  { skill: 0, complexity: 1, surpuissance: 1, expertise: true, difficulty: 18 },
  { skill: 0, complexity: 1, impuissance: 1, expertise: true, difficulty: 0 },
  { skill: 0, complexity: 0, impuissance: 2, difficulty: -3, characteristic: -5 },
  { skill: 0, complexity: 0, impuissance: 2, difficulty: -3, characteristic: -5, cancelCritFailure: true },
  { skill: 3, complexity: 0, difficulty: 35 },
];

describe("successChance against brute-force enumeration", () => {
  it.each(small)("R-DICE-6 R-DICE-5 matches the enumeration for %o", (input) => {
    expect(Math.abs(successChance(input) - bruteForce(input))).toBeLessThan(1e-12);
  });

  it("R-DICE-4 R-DICE-7 R-SK-2 matches the enumeration on random small pools", () => {
    const input = fc.record({
      skill: fc.integer({ min: 0, max: 2 }),
      complexity: fc.integer({ min: 0, max: 2 }),
      surpuissance: fc.integer({ min: 0, max: 2 }),
      impuissance: fc.integer({ min: 0, max: 1 }),
      expertise: fc.boolean(),
      characteristic: fc.integer({ min: -4, max: 6 }),
      difficulty: fc.integer({ min: -10, max: 40 }),
      agonie: fc.integer({ min: 0, max: 2 }),
      critFailure: fc.integer({ min: 0, max: 2 }),
      cancelCritFailure: fc.boolean(),
    });
    fc.assert(
      fc.property(input, (i) => {
        expect(Math.abs(successChance(i) - bruteForce(i))).toBeLessThan(1e-9);
      }),
      { numRuns: 40 },
    );
  });
});

describe("successChance: closed cases", () => {
  it("R-DICE-2 one die against a plain difficulty is (11 − difficulty)/10", () => {
    for (let difficulty = 2; difficulty <= 10; difficulty++) {
      expect(successChance({ skill: 0, complexity: 0, difficulty })).toBeCloseTo((11 - difficulty) / 10, 12);
    }
  });

  it("R-DICE-2 R-DICE-4 the typical pool: kept ≥ 6 among 5 dice", () => {
    const input = { skill: 5, complexity: 2, surpuissance: 1, characteristic: 4, difficulty: 10 };
    expect(successChance(input)).toBeCloseTo(1 - 0.5 ** 5, 12);
  });

  it("R-DICE-5 one die reaching 12 needs a 10 then a chain of at least 2", () => {
    expect(successChance({ skill: 0, complexity: 0, difficulty: 12 })).toBeCloseTo(0.1 * 0.9, 12);
    expect(successChance({ skill: 0, complexity: 0, difficulty: 30 })).toBeCloseTo(0.1 * 0.1 * 0.1, 12);
  });

  it("R-DICE-5 an implosion chain can push a natural 1 below a low difficulty", () => {
    // Need total ≥ −3 with characteristic 0: only a 1 whose chain exceeds 4 fails.
    const p = successChance({ skill: 0, complexity: 0, difficulty: -3 });
    expect(p).toBeCloseTo(1 - 0.1 * (5 / 10 + 1 / 10), 12);
    expect(successChance({ skill: 0, complexity: 0, difficulty: -3, cancelCritFailure: true })).toBeCloseTo(1, 14);
  });

  it("R-DICE-7 widened critical ranges do not change the chance of success", () => {
    const input = { skill: 3, complexity: 1, surpuissance: 1, difficulty: 11, characteristic: 2 };
    const base = successChance(input);
    expect(successChance({ ...input, critSuccess: 8, critFailure: 3 })).toBe(base);
  });

  it("R-DICE-6 success is certain or impossible far from the reachable totals", () => {
    expect(successChance({ skill: 0, complexity: 0, difficulty: -1000 })).toBeCloseTo(1, 14);
    expect(successChance({ skill: 0, complexity: 4, difficulty: 1000 })).toBe(0);
    expect(successChance({ skill: 49, complexity: 0, difficulty: 100_000, expertise: true })).toBe(0);
  });

  it("R-DICE-6 needs a difficulty", () => {
    expect(() => successChance({ skill: 1, complexity: 0 })).toThrow(RangeError);
    expect(() => successChance({ skill: 1.5, complexity: 0, difficulty: 3 })).toThrow(RangeError);
  });
});

describe("keptDistribution", () => {
  it("R-DICE-3 n dice kept highest: P(kept 10, r retained) is binomial", () => {
    const dist = keptDistribution({ skill: 4, complexity: 0 });
    expect(dist).toHaveLength(11);
    const binomial = [1, 5, 10, 10, 5, 1];
    for (let r = 1; r <= 5; r++) expect(dist[10][r]).toBeCloseTo(binomial[r] * 0.1 ** r * 0.9 ** (5 - r), 15);
    expect(dist[1].slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(dist[1][5]).toBeCloseTo(1e-5, 18);
  });

  it("R-DICE-4 the joint law sums to 1 and puts no mass on zero retained dice", () => {
    for (const input of [
      { skill: 5, complexity: 0, surpuissance: 3 },
      { skill: 0, complexity: 4, impuissance: 2 },
      { skill: 3, complexity: 0, impuissance: 4 },
      { skill: 0, complexity: 3, surpuissance: 4 },
    ]) {
      const dist = keptDistribution(input);
      expect(dist.flat().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 13);
      expect(dist.every((row) => row[0] === 0)).toBe(true);
    }
  });

  it("R-DICE-4 matches the frequencies of scripted-free real rolls", () => {
    const input = { skill: 1, complexity: 0, impuissance: 1 };
    const dist = keptDistribution(input);
    const dice = randomDice();
    const rolls = 50_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < rolls; i++) {
      const r = rollTest(input, dice);
      const key = `${r.kept}:${r.retained}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    dist.forEach((row, k) =>
      row.forEach((p, r) => {
        const observed = (counts.get(`${k}:${r}`) ?? 0) / rolls;
        expect(Math.abs(observed - p)).toBeLessThanOrEqual(6 * Math.sqrt((p * (1 - p)) / rolls) + 1e-12);
      }),
    );
  });
});

describe("successChance: properties", () => {
  const input = fc.record({
    skill: fc.integer({ min: 0, max: 10 }),
    complexity: fc.integer({ min: 0, max: 10 }),
    surpuissance: fc.integer({ min: 0, max: 5 }),
    impuissance: fc.integer({ min: 0, max: 5 }),
    expertise: fc.boolean(),
    characteristic: fc.integer({ min: 0, max: 8 }),
    difficulty: fc.integer({ min: -10, max: 60 }),
    cancelCritFailure: fc.boolean(),
  });

  it("R-DICE-6 the chance lies between 0 and 1", () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = successChance(i);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("R-DICE-6 the chance never grows with the difficulty", () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(successChance({ ...i, difficulty: i.difficulty + 1 })).toBeLessThanOrEqual(successChance(i) + 1e-12);
      }),
    );
  });

  it("R-DICE-6 Agonie raises the difficulty one for one", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 5 }), (i, agonie) => {
        expect(successChance({ ...i, agonie })).toBeCloseTo(successChance({ ...i, difficulty: i.difficulty + agonie }), 14);
      }),
    );
  });
});

describe("successChance against real rolls", () => {
  const cases: TestInput[] = [
    { skill: 5, complexity: 2, surpuissance: 1, characteristic: 4, difficulty: 13 },
    { skill: 10, complexity: 0, surpuissance: 5, expertise: true, difficulty: 25 },
    { skill: 0, complexity: 3, impuissance: 2, expertise: true, difficulty: 4 },
    { skill: 2, complexity: 2, difficulty: -2 },
  ];
  it.each(cases)("R-DICE-6 200 000 rolls of %o succeed within 5 standard errors of the exact chance", (input) => {
    const dice = randomDice();
    const rolls = 200_000;
    let successes = 0;
    for (let i = 0; i < rolls; i++) if (rollTest(input, dice).success) successes++;
    const p = successChance(input);
    expect(Math.abs(successes / rolls - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / rolls));
  });
});
