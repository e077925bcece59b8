/**
 * R-DICE-8 the d10s of one test asked as requests, for dice that come from outside (Foundry's dice
 * fulfillment: typed by hand, rolled on a table, a module's method): the caller fulfils each request
 * and the test is then `rollTest` on exactly those dice, in R-DICE-8's order. The pool comes first,
 * in one request (mastery, power, expertise dice); then each chain (R-DICE-5), die by die, each to
 * its end, so a generator read in that order (scripted dice) gives the same faces as `rollTest`.
 */
import { CHAIN_GOES_ON, resolveTest, rollTest, scriptedDice } from "./dice";
import type { DiceSource, TestInput, TestResult } from "./dice";

/** What a die is for: its pool, or the chain it belongs to. */
export type DieRole = "mastery" | "surpuissance" | "impuissance" | "expertise" | "explosion" | "implosion";

/** `count` d10s for one role; a chain's die also names its chain (0-based). */
export interface DiceRequest {
  role: DieRole;
  count: number;
  chain?: number;
}

/** A source that answers `faces`, then a 1 for every die asked beyond them (a 1 ends every chain). */
function thenOnes(faces: readonly number[]): DiceSource {
  let next = 0;
  return { d10: () => (next < faces.length ? faces[next++] : 1) };
}

function checkAnswer(requests: readonly DiceRequest[], answer: readonly (readonly number[])[]): number[] {
  if (answer.length !== requests.length || requests.some((r, i) => answer[i].length !== r.count)) {
    throw new RangeError(`testDice: expected ${requests.map((r) => r.count).join("+")} dice, got ${answer.map((a) => a.length).join("+")}`);
  }
  return answer.flat();
}

/**
 * R-DICE-8 a test's dice as a sequence of requests (yielded), each answered with one list of faces
 * per request; returns `rollTest`'s result on those dice. Throws what `rollTest` throws on a bad input
 * or a face outside 1..10, and a RangeError when an answer holds the wrong number of dice.
 */
export function* testDice(input: TestInput): Generator<DiceRequest[], TestResult, number[][]> {
  const test = resolveTest(input);
  const poolRequests: DiceRequest[] = [{ role: "mastery", count: test.masteryDice }];
  if (test.powerKind) poolRequests.push({ role: test.powerKind, count: test.powerDice });
  if (test.expertise) poolRequests.push({ role: "expertise", count: 1 });
  const pool = checkAnswer(poolRequests, yield poolRequests);
  // The chains the pool opens: rollTest on the pool, every chain die a 1 (each chain then one die long).
  const probe = rollTest(input, thenOnes(pool));
  const role: DieRole = probe.explosions.length ? "explosion" : "implosion";
  const chainDice: number[] = [];
  for (let chain = 0; chain < probe.explosions.length + probe.implosions.length; chain++) {
    let face: number;
    do {
      const request: DiceRequest[] = [{ role, count: 1, chain }];
      [face] = checkAnswer(request, yield request);
      chainDice.push(face);
    } while (face === CHAIN_GOES_ON);
  }
  const dice = scriptedDice([...pool, ...chainDice]);
  const result = rollTest(input, dice);
  if (dice.remaining() !== 0) throw new Error("testDice: the test did not take every die it asked for");
  return result;
}

/** Runs `testDice` with a synchronous fulfilment (tests, a digital generator). */
export function rollTestWith(input: TestInput, fulfil: (requests: DiceRequest[]) => number[][]): TestResult {
  const steps = testDice(input);
  let step = steps.next();
  while (!step.done) step = steps.next(fulfil(step.value));
  return step.value;
}

/** Runs `testDice` with an asynchronous fulfilment (Foundry's dice, which may prompt the user). */
export async function rollTestAsync(input: TestInput, fulfil: (requests: DiceRequest[]) => Promise<number[][]>): Promise<TestResult> {
  const steps = testDice(input);
  let step = steps.next();
  while (!step.done) step = steps.next(await fulfil(step.value));
  return step.value;
}
