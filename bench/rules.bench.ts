/**
 * Speed of the dice maths: rollTest rolls per second and successChance microseconds per call.
 * Run with `npx tsx bench/rules.bench.ts`. Each figure is the median of 5 runs of ≥ 1 s, after
 * a warm-up. It only measures and prints.
 */
import { randomDice, rollTest, type TestInput } from "../src/rules/dice";
import { successChance } from "../src/rules/probability";

const TYPICAL: TestInput = { skill: 5, complexity: 2, surpuissance: 1, characteristic: 4, difficulty: 10 };
const WORST: TestInput = { skill: 10, complexity: 0, surpuissance: 5, expertise: true, characteristic: 4, difficulty: 25 };

const RUNS = 5;
const RUN_MS = 1000;
const BATCH = 2000;

/** Calls per second of `body` over one run of at least RUN_MS. */
function runOnce(body: () => number): { perSecond: number; sink: number } {
  let calls = 0;
  let sink = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < RUN_MS) {
    for (let i = 0; i < BATCH; i++) sink += body();
    calls += BATCH;
    elapsed = performance.now() - start;
  }
  return { perSecond: (calls * 1000) / elapsed, sink };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median calls per second of `body` after a warm-up run. */
function measure(body: () => number): number {
  let sink = runOnce(body).sink;
  const rates: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const run = runOnce(body);
    rates.push(run.perSecond);
    sink += run.sink;
  }
  if (Number.isNaN(sink)) throw new Error("unreachable: keeps the measured calls alive");
  return median(rates);
}

const dice = randomDice();
const rows = [
  { what: "rollTest, typical (4 mastery + 1 surpuissance)", body: () => rollTest(TYPICAL, dice).total },
  { what: "rollTest, worst (11 mastery + 5 surpuissance + expertise)", body: () => rollTest(WORST, dice).total },
  { what: "successChance, typical", body: () => successChance(TYPICAL) },
  { what: "successChance, worst", body: () => successChance(WORST) },
];

console.table(
  rows.map(({ what, body }) => {
    const perSecond = measure(body);
    return {
      measure: what,
      "calls/s": Math.round(perSecond).toLocaleString("en-US"),
      "µs/call": (1e6 / perSecond).toFixed(3),
    };
  }),
);
