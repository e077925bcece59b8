/**
 * A scene: named steps played in order on one SceneDriver, each asserting what a GM reading the
 * seed expects. Steps share the scene's state (the actors created, the last card …). A runner
 * makes one test per step (Vitest `it`, Quench `it`); a step marked `pending` names the rule that
 * is not playable yet: the runner still plays it (later steps need its actions), reports its
 * failure as skipped, and fails once it passes (so the mark goes). Its expectation is never weakened.
 */
import type { SceneDriver } from "../driver";

export interface SceneStep<S> {
  /** Starts with the rule ids it checks: "R-CAR-5 the ↻ refresh fills the three pools". */
  name: string;
  run(driver: SceneDriver, state: S): Promise<void>;
  /** Set when the mechanic is not in play yet: the missing rule id and why. */
  pending?: string;
}

export interface Scene<S = Record<string, unknown>> {
  id: string;
  title: string;
  /** A fresh state object for one playing of the scene. */
  state(): S;
  /**
   * Set while a rule the whole scene rests on is not in play (its id and why): a failing step is
   * reported as skipped with this reason; once every step passes, the runner fails until the mark goes.
   */
  pending?: string;
  steps: SceneStep<S>[];
}

/** A failed expectation of a step. */
export class SceneCheckError extends Error {}

const show = (v: unknown): string => (typeof v === "string" ? `"${v}"` : JSON.stringify(v));

/** `actual` must equal `expected` (deep, JSON-wise); `what` says what a GM expects and why. */
export function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new SceneCheckError(`${what}: expected ${show(expected)}, got ${show(actual)}`);
}

export function expectTrue(condition: boolean, what: string): void {
  if (!condition) throw new SceneCheckError(what);
}

/** A value at a dotted path of plain data (prepared system data of a view). */
export function at(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o !== null && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), data);
}

/** A number at a dotted path; a missing or non-numeric value fails the step. */
export function num(data: unknown, path: string): number {
  const v = at(data, path);
  if (typeof v !== "number") throw new SceneCheckError(`${path}: expected a number, got ${show(v)}`);
  return v;
}
