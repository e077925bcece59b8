/**
 * Active Effects on both generations (part of the adapter, see generation.ts).
 * - Expiry: v14 expires effects itself and asks each effect whether an event ends it
 *   (`isExpiryEvent`); v13 never asks (its durations count `turns.length`, extra passes included).
 * - Duration label: an effect without a duration shows none on either generation (v14 labels it
 *   "None").
 * - Changes: `changes` on v13, `system.changes` on v14 (effectChangeKeys).
 */
import type { V14CombatTurnContext, V14ExpiryEvent } from "./v14";

/**
 * A combatant with Combativité ≥ 2 appears several times in a round's turns (combat/turns.ts), so
 * an effect counted in rounds would be checked, and its round counted down, on every pass. A turn
 * event counts on one turn per round: the combatant's first turn for `turnStart`, its last turn of
 * the round for `turnEnd`. Every other event (round, combat, world time, a system's own) counts.
 * `turnIds` are the combatant ids of the round's turns, `turn` the index the event is about.
 */
export function expiryEventCounts(event: V14ExpiryEvent, turnIds: readonly (string | null)[], turn: number | null | undefined): boolean {
  if (event !== "turnStart" && event !== "turnEnd") return true;
  if (turn === null || turn === undefined || turn < 0 || turn >= turnIds.length) return true;
  const id = turnIds[turn];
  const same = turnIds.flatMap((other, i) => (other === id ? [i] : []));
  return event === "turnStart" ? same[0] === turn : same[same.length - 1] === turn;
}

type ExpiryCheck = (this: object, event: V14ExpiryEvent, context?: V14CombatTurnContext) => boolean;
type TurnCombat = NonNullable<V14CombatTurnContext["combat"]>;

/** The combat an event without one in its context is about: the viewed combat. */
function viewedCombat(): TurnCombat | null {
  return typeof game === "undefined" ? null : ((game as { combat?: TurnCombat | null }).combat ?? null);
}

/**
 * R-FIGHT-1 gives an ActiveEffect class v14's expiry check on one turn of the combatant per round
 * (expiryEventCounts, on the event's combat: the context's, else the viewed one); what counts is then
 * decided by the parent class's (core's) check.
 */
export function installExpiryCheck(effectClass: { prototype: object }): void {
  const parent = Object.getPrototypeOf(effectClass.prototype) as { isExpiryEvent?: ExpiryCheck };
  const isExpiryEvent: ExpiryCheck = function (this: object, event, context) {
    const combat = context?.combat ?? viewedCombat();
    const turn = typeof context?.turn === "number" ? context.turn : (combat?.turn ?? null);
    if (!expiryEventCounts(event, (combat?.turns ?? []).map((c) => c.id), turn)) return false;
    return parent.isExpiryEvent ? parent.isExpiryEvent.call(this, event, context) : false;
  };
  Object.defineProperty(effectClass.prototype, "isExpiryEvent", { value: isExpiryEvent, writable: true, configurable: true });
}

/** The duration an effect's row shows: core's label for a temporary effect, nothing for one that lasts. */
export function durationLabel(effect: { isTemporary: boolean; duration?: unknown }): string {
  if (!effect.isTemporary) return "";
  const label = (effect.duration as { label?: unknown } | null | undefined)?.label;
  return typeof label === "string" ? label : "";
}

/** The keys an Active Effect changes: v13's `changes`, v14's `system.changes` (whichever the effect holds). */
export function effectChangeKeys(effect: unknown): string[] {
  const e = effect as { changes?: unknown; system?: { changes?: unknown } } | null;
  const changes: unknown[] = Array.isArray(e?.changes) ? e.changes : Array.isArray(e?.system?.changes) ? e.system.changes : [];
  return changes.map((c) => (c as { key?: unknown } | null)?.key).filter((k): k is string => typeof k === "string");
}
