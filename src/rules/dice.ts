/**
 * The test roll of Altherion (RULES.md §5): the d10 difference pool, power dice, explosion and
 * implosion chains, criticals and La Zone. This is the only place where the dice maths lives;
 * `probability.ts` reuses `resolveTest` and `chainKind` so both agree by construction.
 */

import { entersZone } from "./states";

/** A source of d10 results; every call returns an integer 1..10. */
export interface DiceSource {
  d10(): number;
}

/** A scripted source that also tells how many values are left (tests, replays). */
export interface ScriptedDice extends DiceSource {
  remaining(): number;
}

export interface TestInput {
  skill: number;
  complexity: number;
  characteristic?: number;
  surpuissance?: number;
  impuissance?: number;
  expertise?: boolean;
  bonus?: number;
  difficulty?: number;
  agonie?: number;
  critSuccess?: number;
  critFailure?: number;
  cancelCritFailure?: boolean;
}

export interface TestResult {
  mastery: number[];
  masteryKeep: "highest" | "lowest";
  power: number[];
  powerKind: "surpuissance" | "impuissance" | null;
  kept: number;
  retained: number;
  explosions: number[][];
  implosions: number[][];
  expertiseDie: number | null;
  total: number;
  critSuccess: boolean;
  critFailure: boolean;
  success: boolean | null;
  margin: number | null;
  zone: boolean;
}

/** A validated input with its defaults applied and its pools derived. */
export interface ResolvedTest {
  masteryDice: number;
  masteryKeep: "highest" | "lowest";
  powerDice: number;
  powerKind: "surpuissance" | "impuissance" | null;
  expertise: boolean;
  /** characteristic + flat bonuses, added to every total. */
  modifier: number;
  /** difficulty + Agonie, or null when no difficulty is given. */
  threshold: number | null;
  critSuccess: number;
  critFailure: number;
  cancelCritFailure: boolean;
}

// R-DICE-7 default critical ranges.
export const DEFAULT_CRIT_SUCCESS = 10;
export const DEFAULT_CRIT_FAILURE = 1;

/**
 * R-DICE-7 an actor's critical ranges as stored (`system.critiques`, widened by aptitudes' Active
 * Effects), brought back into what a test accepts: a critical success from 2 to 11 (11: never), a
 * critical failure from 0 (never) to 9, always below it; anything else reads as the default.
 */
export function critRanges(succes: unknown, echec: unknown): { critSuccess: number; critFailure: number } {
  const int = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : fallback);
  const critSuccess = Math.min(11, Math.max(2, int(succes, DEFAULT_CRIT_SUCCESS)));
  const critFailure = Math.min(critSuccess - 1, 9, Math.max(0, int(echec, DEFAULT_CRIT_FAILURE)));
  return { critSuccess, critFailure };
}

// R-DICE-11 a test's pool never exceeds 50 mastery dice nor 20 power dice (checked before any point is spent).
export const MASTERY_DICE_MAX = 50;
export const POWER_DICE_MAX = 20;
/** Largest surpuissance or impuissance count accepted before they cancel (R-DICE-4). */
const MAX_POWER_INPUT = 100;
/** Largest magnitude accepted for skill, complexity, characteristic, bonus, difficulty, Agonie. */
const MAX_MAGNITUDE = 1_000_000;

function checkInteger(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`rollTest: ${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

function checkOptional(name: string, value: number | undefined, fallback: number, min: number, max: number): number {
  return value === undefined ? fallback : checkInteger(name, value, min, max);
}

function checkBoolean(name: string, value: boolean | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") throw new RangeError(`rollTest: ${name} must be a boolean, got ${String(value)}`);
  return value;
}

/** R-DICE-2 the mastery pool: D = skill − complexity, roll |D| + 1 d10, keep highest if D ≥ 0. */
export function masteryPool(skill: number, complexity: number): { dice: number; keep: "highest" | "lowest" } {
  const d =
    checkInteger("skill", skill, -MAX_MAGNITUDE, MAX_MAGNITUDE) -
    checkInteger("complexity", complexity, -MAX_MAGNITUDE, MAX_MAGNITUDE);
  const dice = Math.abs(d) + 1;
  if (dice > MASTERY_DICE_MAX) {
    throw new RangeError(`rollTest: skill − complexity = ${d} asks for ${dice} mastery dice (at most ${MASTERY_DICE_MAX})`);
  }
  return { dice, keep: d >= 0 ? "highest" : "lowest" };
}

/**
 * R-DICE-11 (rev 2) what every test of an actor takes beyond its own choices: the power dice in
 * force (Épuisement, states, Découragement, Descente, injuries, effects), Agonie's difficulty rise
 * (0 when a special state ignores it) and the actor's critical ranges (R-DICE-7).
 */
export interface StandingModifiers {
  surpuissance: number;
  impuissance: number;
  agonie: number;
  critSuccess?: number;
  critFailure?: number;
}

/** The standing modifiers of a TestInput (its crit ranges only when the actor widens them). */
export function withStanding(input: TestInput, m: StandingModifiers | undefined, difficulty: boolean): TestInput {
  if (!m) return input;
  const out: TestInput = { ...input, surpuissance: (input.surpuissance ?? 0) + m.surpuissance, impuissance: (input.impuissance ?? 0) + m.impuissance };
  if (difficulty) out.agonie = m.agonie;
  if (m.critSuccess !== undefined) out.critSuccess = m.critSuccess;
  if (m.critFailure !== undefined) out.critFailure = m.critFailure;
  return out;
}

/**
 * R-DICE-11 why a test cannot be rolled, checked before any point is spent: a mastery pool over 50
 * dice, over 20 power dice, or another invalid input (rollTest would throw); null when it can.
 */
export function testRefusal(input: TestInput): "pool" | "invalid" | null {
  if (!poolInBounds(input)) return "pool";
  try {
    resolveTest(input);
    return null;
  } catch {
    return "invalid";
  }
}

/** [I] The largest flat bonus or malus a test may carry (the dialog's free bonus and Espoir's +1s together). */
export const ROLL_BONUS_MAX = 30;

/** R-DICE-11 the pool of an input stays in bounds (surpuissance and impuissance cancel one for one). */
export function poolInBounds(input: Pick<TestInput, "skill" | "complexity" | "surpuissance" | "impuissance">): boolean {
  const power = Math.abs((input.surpuissance ?? 0) - (input.impuissance ?? 0));
  return Math.abs(input.skill - input.complexity) + 1 <= MASTERY_DICE_MAX && power <= POWER_DICE_MAX;
}

/** Validates a test input and applies its defaults (R-DICE-2, R-DICE-4, R-DICE-6, R-DICE-7). */
export function resolveTest(input: TestInput): ResolvedTest {
  const pool = masteryPool(input.skill, input.complexity);
  const surpuissance = checkOptional("surpuissance", input.surpuissance, 0, 0, MAX_POWER_INPUT);
  const impuissance = checkOptional("impuissance", input.impuissance, 0, 0, MAX_POWER_INPUT);
  // R-DICE-4 surpuissance and impuissance cancel one for one.
  const p = surpuissance - impuissance;
  const powerDice = Math.abs(p);
  if (powerDice > POWER_DICE_MAX) {
    throw new RangeError(`rollTest: ${powerDice} power dice exceed ${POWER_DICE_MAX} dice`);
  }
  const critSuccess = checkOptional("critSuccess", input.critSuccess, DEFAULT_CRIT_SUCCESS, 1, 11);
  const critFailure = checkOptional("critFailure", input.critFailure, DEFAULT_CRIT_FAILURE, 0, 10);
  if (critFailure >= critSuccess) {
    throw new RangeError(`rollTest: critFailure (${critFailure}) must be below critSuccess (${critSuccess})`);
  }
  const difficulty = input.difficulty;
  const agonie = checkOptional("agonie", input.agonie, 0, 0, MAX_MAGNITUDE);
  return {
    masteryDice: pool.dice,
    masteryKeep: pool.keep,
    powerDice,
    powerKind: p > 0 ? "surpuissance" : p < 0 ? "impuissance" : null,
    expertise: checkBoolean("expertise", input.expertise),
    modifier:
      checkOptional("characteristic", input.characteristic, 0, -MAX_MAGNITUDE, MAX_MAGNITUDE) +
      checkOptional("bonus", input.bonus, 0, -MAX_MAGNITUDE, MAX_MAGNITUDE),
    threshold:
      difficulty === undefined
        ? null
        : checkInteger("difficulty", difficulty, -MAX_MAGNITUDE, MAX_MAGNITUDE) + agonie,
    critSuccess,
    critFailure,
    cancelCritFailure: checkBoolean("cancelCritFailure", input.cancelCritFailure),
  };
}

/**
 * R-DICE-5, R-DICE-7 which chains a kept value starts: natural 10 explodes, natural 1 implodes,
 * whatever the critical ranges; a cancelled critical failure rolls no implosion. (A natural 1
 * that is not a critical failure, when critFailure is 0, has nothing to cancel and implodes.)
 */
export function chainKind(kept: number, test: ResolvedTest): "explosion" | "implosion" | null {
  if (kept === 10) return "explosion";
  if (kept === 1 && !(test.cancelCritFailure && kept <= test.critFailure)) return "implosion";
  return null;
}

function roll(dice: DiceSource): number {
  const value = dice.d10();
  if (value !== (value | 0) || value < 1 || value > 10) {
    throw new RangeError(`DiceSource.d10() must return an integer 1..10, got ${String(value)}`);
  }
  return value;
}

/** R-DICE-5 a chain goes on while its last die shows this face. */
export const CHAIN_GOES_ON = 10;

/** R-DICE-5 one chain: roll a d10, and again while the last die shows 10. Returns its sum. */
function rollChain(dice: DiceSource, chain: number[]): number {
  let sum = 0;
  let value: number;
  do {
    value = roll(dice);
    chain.push(value);
    sum += value;
  } while (value === CHAIN_GOES_ON);
  return sum;
}

/** R-DICE-2 the kept value of the mastery pool alone (before power dice), read from a result. */
export function masteryKept(result: Pick<TestResult, "mastery" | "masteryKeep">): number {
  return result.masteryKeep === "highest" ? Math.max(...result.mastery) : Math.min(...result.mastery);
}

/** R-DICE-3/4 is a mastery die showing `value` one of the result's retained dice? */
export function masteryRetained(result: Pick<TestResult, "mastery" | "masteryKeep" | "kept">, value: number): boolean {
  return value === result.kept && masteryKept(result) === result.kept;
}

/** Rolls one test (RULES.md §5) with dice taken in the order of R-DICE-8. */
export function rollTest(input: TestInput, dice: DiceSource): TestResult {
  const test = resolveTest(input);
  const highest = test.masteryKeep === "highest";

  // R-DICE-2 mastery dice, keep highest or lowest; R-DICE-3 count the dice showing it.
  const mastery = new Array<number>(test.masteryDice);
  let keptMastery = highest ? 0 : 11;
  let retainedMastery = 0;
  for (let i = 0; i < test.masteryDice; i++) {
    const value = roll(dice);
    mastery[i] = value;
    if (value === keptMastery) retainedMastery++;
    else if (highest ? value > keptMastery : value < keptMastery) {
      keptMastery = value;
      retainedMastery = 1;
    }
  }

  // R-DICE-4 power dice move the kept value up (surpuissance) or down (impuissance).
  const power = new Array<number>(test.powerDice);
  const up = test.powerKind === "surpuissance";
  let kept = keptMastery;
  for (let i = 0; i < test.powerDice; i++) {
    const value = roll(dice);
    power[i] = value;
    if (up ? value > kept : value < kept) kept = value;
  }
  // R-DICE-4 retained = dice among (mastery retained ∪ power dice) that show the final kept value.
  const masteryChains = kept === keptMastery ? retainedMastery : 0;
  let retained = masteryChains;
  for (let i = 0; i < test.powerDice; i++) if (power[i] === kept) retained++;

  // R-DICE-8 then the expertise die; R-SK-2 it never explodes, implodes or counts for criticals.
  const expertiseDie = test.expertise ? roll(dice) : null;

  // R-DICE-5 one chain per retained die, R-DICE-8 each to its end: the chains of the retained
  // mastery dice first, then those of the retained power dice, in the order the dice were rolled.
  const kind = chainKind(kept, test);
  const explosions: number[][] = [];
  const implosions: number[][] = [];
  let chainTotal = 0;
  // R-STATE-2 La Zone: a retained surpuissance die and the first die of the explosion chain it starts.
  let zone = false;
  for (let i = 0; i < retained && kind !== null; i++) {
    const chain: number[] = [];
    const sum = rollChain(dice, chain);
    if (kind === "explosion") {
      explosions.push(chain);
      chainTotal += sum;
      if (up && i >= masteryChains && entersZone(kept, chain[0])) zone = true;
    } else {
      implosions.push(chain);
      chainTotal -= sum;
    }
  }

  // R-DICE-6 total, success and margin.
  const total = kept + chainTotal + (expertiseDie ?? 0) + test.modifier;
  const margin = test.threshold === null ? null : total - test.threshold;
  return {
    mastery,
    masteryKeep: test.masteryKeep,
    power,
    powerKind: test.powerKind,
    kept,
    retained,
    explosions,
    implosions,
    expertiseDie,
    total,
    // R-DICE-7 criticals read the kept value only; a cancelled critical failure is none.
    critSuccess: kept >= test.critSuccess,
    critFailure: kept <= test.critFailure && !test.cancelCritFailure,
    success: margin === null ? null : margin >= 0,
    margin,
    zone,
  };
}

/** Scripted dice for tests and replays: returns `values` in order, then throws. */
export function scriptedDice(values: number[]): ScriptedDice {
  values.forEach((value, i) => {
    if (!Number.isInteger(value) || value < 1 || value > 10) {
      throw new RangeError(`scriptedDice: value #${i} must be an integer 1..10, got ${String(value)}`);
    }
  });
  const script = values.slice();
  let next = 0;
  return {
    d10(): number {
      if (next >= script.length) {
        throw new Error(`scriptedDice: exhausted, all ${script.length} scripted dice were already rolled`);
      }
      return script[next++];
    },
    remaining: () => script.length - next,
  };
}

/** Uniform d10 from crypto.getRandomValues, buffered, by rejection sampling (bytes ≥ 250 are
 * dropped so each face keeps exactly 25 of the 250 accepted byte values: no modulo bias). */
function cryptoD10(): () => number {
  const buffer = new Uint8Array(4096);
  let index = buffer.length;
  return () => {
    for (;;) {
      if (index === buffer.length) {
        globalThis.crypto.getRandomValues(buffer);
        index = 0;
      }
      const byte = buffer[index++];
      if (byte < 250) return (byte % 10) + 1;
    }
  };
}

/** A random d10 source: crypto-quality by default, or built on a uniform [0, 1) generator. */
export function randomDice(random?: () => number): DiceSource {
  const d10 = random === undefined ? cryptoD10() : () => Math.floor(random() * 10) + 1;
  return { d10 };
}
