/**
 * Active Effects on both generations (part of the adapter, see generation.ts).
 * - Expiry: v14 expires effects itself and asks each effect whether an event ends it
 *   (`isExpiryEvent`); v13 never asks (its durations count `turns.length`, extra passes included).
 * - Duration: an effect's length in rounds, turns or time from either generation's data (effectLength);
 *   one without a duration shows none (v14 labels it "None").
 * - Changes: `changes` on v13, `system.changes` on v14 (effectChangeKeys); each generation's own place read first.
 * - An effect put on a creature during a fight counts its rounds from that creature's turns (affectedCreatureStart):
 *   v13 by its start round and turn, v14 by its start combatant (core fills in the acting one on both).
 * - Timed effects: their duration data (v13 `rounds`/`seconds`, v14 `value`/`units`) and whether
 *   one has run out (v13 counts `remaining` down, v14 marks `expired`): effectDuration, effectExpired.
 */
import type { V14CombatTurnContext, V14ExpiryEvent } from "./v14";
import { currentGeneration } from "./generation";
import type { Generation } from "./generation";

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

/**
 * How long a temporary effect lasts, as its data says on either generation (v13 `rounds`, `turns`, `seconds`; v14
 * `value` and `units`), for the sheet to put in words; null for one that lasts (v14 labels it "None"), or whose length
 * is not in rounds, turns or time.
 */
export type EffectLength = { rounds: number; turns: number } | { seconds: number };
const SECONDS_PER: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };
export function effectLength(effect: { isTemporary: boolean; duration?: unknown }): EffectLength | null {
  if (!effect.isTemporary) return null;
  const d = (effect.duration ?? {}) as Record<string, unknown>;
  const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : 0);
  if (typeof d.units === "string") {
    const value = count(d.value);
    if (!value) return null;
    if (d.units === "rounds" || d.units === "turns") return { rounds: d.units === "rounds" ? value : 0, turns: d.units === "turns" ? value : 0 };
    return d.units in SECONDS_PER ? { seconds: value * SECONDS_PER[d.units] } : null;
  }
  if (count(d.rounds) || count(d.turns)) return { rounds: count(d.rounds), turns: count(d.turns) };
  return count(d.seconds) ? { seconds: count(d.seconds) } : null;
}

/**
 * The changes of an Active Effect (or of its data), read from the generation's own place first: v14's `system.changes`
 * (its `changes` is a back-compatibility shim that warns when read), v13's `changes`; the other place is read only when
 * the first holds none (data written for the other generation, as an old compendium's).
 */
export function effectChangeEntries(effect: unknown, generation: Generation = currentGeneration()): { key: string; value: string }[] {
  const e = effect as { changes?: unknown; system?: { changes?: unknown } } | null;
  const places = generation >= 14 ? [() => e?.system?.changes, () => e?.changes] : [() => e?.changes, () => e?.system?.changes];
  let changes: unknown[] = [];
  for (const read of places) {
    const found = read();
    if (Array.isArray(found)) {
      changes = found;
      break;
    }
  }
  return changes.flatMap((c) => {
    const { key, value } = (c ?? {}) as { key?: unknown; value?: unknown };
    return typeof key === "string" ? [{ key, value: String(value ?? "") }] : [];
  });
}

/** The keys an Active Effect changes, from the generation's own place first (effectChangeEntries). */
export function effectChangeKeys(effect: unknown, generation: Generation = currentGeneration()): string[] {
  return effectChangeEntries(effect, generation).map((c) => c.key);
}

/** A fight as an effect's start sees it: started or not, its round, the index of the turn being played, each turn's combatant id. */
export interface FightNow {
  started: boolean;
  round: number;
  turn: number | null;
  turnIds: readonly (string | null)[];
}

/**
 * R-FIGHT-1 where a timed effect put on a creature during a fight starts, so its rounds count that creature's turns
 * whoever put it on: « 1 tour » runs out at the start of the creature's next action (its first turn of a round), and
 * N rounds at the start of its N-th next one. Core starts an effect at the turn being played, that is at the acting
 * creature's, so an effect one creature puts on another ran out at the next action of the one who acted.
 * - v13 (`duration.rounds`/`turns`, `startRound`, `startTurn`): the start becomes the creature's first turn of the
 *   round, one round earlier when that turn is still to come (it is then its next action).
 * - v14 (`duration.value`/`units`/`expiry`, `start.combatant`): the start combatant becomes the creature's; a
 *   round-based length ending at a turn's start is one round shorter when its turn is still to come, one ending at a
 *   turn's end one round shorter when its turn is to come or being played (as foundryvtt/crucible#705).
 * Returns the source update, or null when nothing changes: no fight started, the creature not fighting, an effect not
 * counted in rounds or turns, or (v13, v14 turn start) the creature's own turn being played.
 */
export function affectedCreatureStart(effect: { duration?: unknown; start?: unknown }, combatantId: string | null, fight: FightNow | null, generation: Generation): Record<string, unknown> | null {
  if (!fight?.started || !combatantId || fight.turn === null || fight.turn < 0) return null;
  const own = fight.turnIds.indexOf(combatantId);
  if (own < 0) return null;
  const upcoming = own > fight.turn;
  const playing = fight.turnIds[fight.turn] === combatantId;
  const d = (effect.duration ?? {}) as Record<string, unknown>;
  const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : 0);
  if (generation === 13) {
    if (!count(d.rounds) && !count(d.turns)) return null;
    if (playing) return null;
    return { duration: { startRound: upcoming ? fight.round - 1 : fight.round, startTurn: own } };
  }
  const expiry = d.expiry;
  if ((d.units !== "rounds" && d.units !== "turns") || (expiry !== "turnStart" && expiry !== "turnEnd")) return null;
  const start = (effect.start ?? {}) as { combatant?: unknown };
  const shorter = d.units === "rounds" && (upcoming || (expiry === "turnEnd" && playing));
  if (start.combatant === combatantId && !shorter) return null;
  return { start: { combatant: combatantId }, ...(shorter ? { duration: { value: Math.max(0, count(d.value) - 1) } } : {}) };
}

/** How long a timed effect lasts: a number of combat rounds, or of seconds of world time. */
export type EffectSpan = { rounds: number } | { seconds: number };
/** Where a timed effect starts: the combat, its round and turn, and the world time. */
export interface EffectStart {
  combat: string | null;
  round: number;
  turn: number | null;
  time: number;
}

/**
 * The `duration` of a timed effect's data in the generation's format. v13: `rounds` (with the
 * start round, turn and combat) or `seconds` (with the start time). v14: `value` and `units`, a
 * round ending at the start of the turn (`expiry: "turnStart"`), the start filled by core.
 * Sources: Splittermond's v14 Quench tests (`{ value, units: "seconds" }`, `start.time`), the
 * Tormenta20 v14 notes (`{ value: 1, units: "rounds", expiry: "turnStart" }`; v13's `rounds`
 * dropped silently on v14).
 */
export function effectDuration(span: EffectSpan, start: EffectStart, generation: Generation): Record<string, unknown> {
  if (generation === 13) {
    return "rounds" in span
      ? { rounds: span.rounds, startRound: start.round, startTurn: start.turn, combat: start.combat }
      : { seconds: span.seconds, startTime: start.time };
  }
  return "rounds" in span ? { value: span.rounds, units: "rounds", expiry: "turnStart" } : { value: span.seconds, units: "seconds" };
}

/**
 * Whether a timed effect has run out. v14 marks it (`duration.expired`, core's expiry), or deletes
 * it when a world asks so; v13 only counts down (`duration.remaining`, computed when the effect's
 * data is prepared, so it is prepared again here).
 */
export function effectExpired(effect: object, generation: Generation): boolean {
  const e = effect as { id?: string; parent?: { effects?: { has(id: string): boolean } } | null; duration?: { expired?: unknown; remaining?: unknown }; prepareData?: () => void };
  if (e.id && e.parent?.effects && !e.parent.effects.has(e.id)) return true;
  if (generation >= 14) return e.duration?.expired === true;
  e.prepareData?.();
  const remaining = e.duration?.remaining;
  return typeof remaining === "number" && remaining <= 0;
}

type FightDoc = { id?: string | null; started?: boolean; round?: number | null; turn?: number | null; turns?: readonly { id: string | null }[];
  combatants?: { find(fn: (c: { actor?: unknown }) => boolean): { id: string | null } | undefined } };

/** The fight an effect being created starts in: v14's `start.combat`, v13's `duration.combat`; else the viewed combat. */
function fightOf(effect: { duration?: unknown; start?: unknown }, generation: Generation): FightDoc | null {
  const g = typeof game === "undefined" ? undefined : (game as unknown as { combat?: FightDoc | null; combats?: { get(id: string): FightDoc | undefined } });
  if (generation >= 14) {
    const combat = (effect.start as { combat?: unknown } | undefined)?.combat;
    if (combat && typeof combat === "object") return combat as FightDoc;
  } else {
    const id = (effect.duration as { combat?: unknown } | undefined)?.combat;
    if (typeof id === "string" && id) return g?.combats?.get(id) ?? null;
  }
  return g?.combat ?? null;
}

/**
 * R-FIGHT-1 the source update that makes an effect being created on an actor count its rounds from that actor's turns
 * (affectedCreatureStart), read from the running generation's fields and the fight; null when nothing changes.
 */
export function affectedCreatureUpdate(effect: { parent?: unknown; duration?: unknown; start?: unknown }, generation: Generation = currentGeneration()): Record<string, unknown> | null {
  const actor = effect.parent as { documentName?: string } | null | undefined;
  if (actor?.documentName !== "Actor") return null;
  const combat = fightOf(effect, generation);
  if (!combat) return null;
  const combatant = combat.combatants?.find((c) => c.actor === actor) ?? null;
  const fight: FightNow = { started: combat.started === true, round: combat.round ?? 0, turn: combat.turn ?? null, turnIds: (combat.turns ?? []).map((c) => c.id) };
  const update = affectedCreatureStart(effect, combatant?.id ?? null, fight, generation);
  if (update && generation === 13 && combat.id) (update.duration as Record<string, unknown>).combat = combat.id;
  return update;
}
