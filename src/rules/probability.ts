/**
 * Exact chances of the test roll (RULES.md §5), from closed forms on order statistics: no
 * enumeration of dice faces. Input validation, defaults and the chain triggers come from
 * `dice.ts` so the roller and these chances cannot disagree.
 */
import { chainKind, resolveTest, type ResolvedTest, type TestInput } from "./dice";

/** Chain-sum tables stop where the mass they leave out is below this (see `nextChainPmf`). */
const TABLE_EPSILON = 1e-17;
/** (kept, retained) outcomes rarer than this are skipped: at most 101 per kept value, so the
 * error they leave is below 1e-15. It keeps absurd pools from building huge chain tables. */
const NEGLIGIBLE = 1e-18;

/**
 * P(kept value = k with exactly j of `count` dice showing k, the others on the losing side of k):
 * C(count, j) · (1/10)^j · q^(count − j), q = (k − 1)/10 when the highest wins, (10 − k)/10 when
 * the lowest wins. j = 0 is the chance that no die reaches k.
 */
function ties(count: number, k: number, highest: boolean): number[] {
  const q = (highest ? k - 1 : 10 - k) / 10;
  const out = new Array<number>(count + 1);
  let binomial = 1;
  for (let j = 0; j <= count; j++) {
    out[j] = binomial * 0.1 ** j * q ** (count - j);
    binomial = (binomial * (count - j)) / (j + 1);
  }
  return out;
}

/**
 * R-DICE-2, R-DICE-3, R-DICE-4 joint law of the final kept value and of the number of retained
 * dice: `result[k][r]` = P(kept = k and retained = r), k = 1..10 (row 0 is all zero),
 * r = 0..(mastery + power dice).
 */
export function keptDistribution(input: TestInput): number[][] {
  return keptJoint(resolveTest(input));
}

function keptJoint(test: ResolvedTest): number[][] {
  const highest = test.masteryKeep === "highest";
  const width = test.masteryDice + test.powerDice + 1;
  const up = test.powerKind === "surpuissance";
  const rows: number[][] = [new Array<number>(width).fill(0)];
  // beaten[k] = P(the mastery kept value lies below k) for surpuissance, above k for impuissance:
  // then power dice whose best is k replace it. Accumulated in the direction the power dice push.
  const beaten = new Array<number>(11).fill(0);
  const mastery: number[][] = [];
  for (let k = 1; k <= 10; k++) {
    // R-DICE-2, R-DICE-3 c ≥ 1 mastery dice show the kept value k.
    const m = ties(test.masteryDice, k, highest);
    m[0] = 0;
    mastery[k] = m;
  }
  for (let i = 1; i <= 10; i++) {
    const k = up ? i : 11 - i;
    const previous = up ? k - 1 : k + 1;
    beaten[k] = i === 1 ? 0 : beaten[previous] + mastery[previous].reduce((a, b) => a + b, 0);
  }
  for (let k = 1; k <= 10; k++) {
    const row = new Array<number>(width).fill(0);
    // R-DICE-4 j power dice show k, none beats it: they join the mastery retained dice if the
    // mastery kept value is k, or are the only retained dice if it was beaten.
    const power = ties(test.powerDice, k, up);
    for (let j = 0; j <= test.powerDice; j++) {
      for (let c = 1; c <= test.masteryDice; c++) row[c + j] += mastery[k][c] * power[j];
      if (j > 0) row[j] += beaten[k] * power[j];
    }
    rows.push(row);
  }
  return rows;
}

/**
 * R-DICE-5 chain sums. One chain is a run of 10s closed by a die 1..9, so its sum S has
 * P(S = 10j + r) = (1/10)^(j+1) for r = 1..9, j ≥ 0. The sum of m chains obeys
 * pmf_m(s) = pmf_m(s − 10)/10 + Σ_{i=1..9} pmf_{m−1}(s − i)/10 (the first die of the last chain
 * is a 10, which leaves a fresh chain to roll, or an i that closes it). The cdf table of each m
 * is built on first use and kept.
 */
const chainCdfs: Float64Array[] = [Float64Array.of(1)];
let lastPmf: number[] = [1];

/**
 * The law of m chains from that of m − 1. The table stops once the previous table has no more
 * mass to give and the last ten values, whose geometric tail (×1/9) is all that is left out,
 * drop below TABLE_EPSILON; so each table leaves out less than TABLE_EPSILON more than the one
 * it is built from, and the table of m ≤ 100 chains stays within 1e-15 of the exact law.
 */
function nextChainPmf(previous: number[]): number[] {
  const pmf: number[] = [];
  // Sums are recomputed rather than slid, so rounding cannot leave a residue that never decays.
  const sum = (values: number[], from: number, to: number): number => {
    let total = 0;
    for (let i = Math.max(0, from); i < to; i++) total += values[i] ?? 0;
    return total;
  };
  for (let s = 0; ; s++) {
    pmf.push(((s >= 10 ? pmf[s - 10] : 0) + sum(previous, s - 9, s)) / 10);
    if (s >= previous.length + 9 && sum(pmf, s - 9, s + 1) < TABLE_EPSILON) return pmf;
  }
}

/** P(S_m ≤ x) for the sum S_m of m chains. */
function chainAtMost(m: number, x: number): number {
  while (chainCdfs.length <= m) {
    lastPmf = nextChainPmf(lastPmf);
    const cdf = new Float64Array(lastPmf.length);
    let sum = 0;
    lastPmf.forEach((p, s) => (cdf[s] = sum += p));
    chainCdfs.push(cdf);
  }
  const cdf = chainCdfs[m];
  return x < 0 ? 0 : x >= cdf.length ? 1 : cdf[x];
}

/** P(±S_m ≥ y): explosions add S_m, implosions subtract it. */
function chainsReach(m: number, sign: 1 | -1, y: number): number {
  return sign > 0 ? 1 - chainAtMost(m, y - 1) : chainAtMost(m, -y);
}

/** R-SK-2 P(±S_m + E ≥ y) with E the expertise die (uniform 1..10) when the roll has one. */
function reach(m: number, sign: 1 | -1, y: number, expertise: boolean): number {
  if (!expertise) return chainsReach(m, sign, y);
  let p = 0;
  for (let e = 1; e <= 10; e++) p += chainsReach(m, sign, y - e);
  return p / 10;
}

/**
 * R-DICE-6 the exact chance that `rollTest(input, dice)` succeeds (total ≥ difficulty + Agonie).
 * R-DICE-7 widened critical ranges change no total, so they do not matter here; a cancelled
 * critical failure rolls no implosion.
 */
export function successChance(input: TestInput): number {
  const test = resolveTest(input);
  if (test.threshold === null) throw new RangeError("successChance: the test needs a difficulty");
  // kept + explosions − implosions + expertise die must reach `need`.
  const need = test.threshold - test.modifier;
  const joint = keptJoint(test);
  let p = 0;
  for (let k = 1; k <= 10; k++) {
    const row = joint[k];
    const kind = chainKind(k, test);
    if (kind === null) {
      p += row.reduce((a, b) => a + b, 0) * reach(0, 1, need - k, test.expertise);
      continue;
    }
    // R-DICE-5 one chain per retained die.
    const sign = kind === "explosion" ? 1 : -1;
    for (let r = 1; r < row.length; r++) {
      if (row[r] > NEGLIGIBLE) p += row[r] * reach(r, sign, need - k, test.expertise);
    }
  }
  return Math.min(1, Math.max(0, p));
}
