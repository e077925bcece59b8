/**
 * R-SPELL-3 an incantation in combat: it takes a whole turn of the caster, and each Combativité
 * spent on its options is one more of the caster's turns (R-INT-1, R-FIGHT-1), into the next round
 * when this one has no turn of the caster left.
 * [I] Cast on its own turn, the incantation takes that turn (which ends) and the options take its
 * next turns; cast while waiting (a reaction), it takes its next turn and the options the ones
 * after. The turns taken are kept on the caster (`flags.altherion.incantation`, which it owns) as
 * (round, pass) pairs; the active GM's combat plays each one when it comes (the caster keeps
 * incanting, the combat moves on) and the record counts down to nothing. No Foundry globals.
 */
import { passesOf } from "./turns";

export const INCANTATION_FLAG = "flags.altherion.incantation";

/** One turn of a combatant: its pass (1 = first) in a round. */
export interface TurnRef {
  round: number;
  pass: number;
}

/** The caster's turns an incantation takes in one combat, in order. */
export interface IncantationTurns {
  combat: string;
  turns: TurnRef[];
}

const before = (a: TurnRef, b: TurnRef): number => a.round - b.round || a.pass - b.pass;
const isTurn = (t: unknown): t is TurnRef => {
  const o = t as Partial<TurnRef> | null;
  return typeof o === "object" && o !== null && Number.isInteger(o.round) && Number.isInteger(o.pass);
};

/** The caster's passes still to come in the round, after the current turn index. */
export function passesAhead(turnIds: readonly (string | null)[], current: number | null, combatantId: string): number[] {
  const passes = passesOf(turnIds);
  return turnIds.flatMap((id, i) => (id === combatantId && i > (current ?? -1) ? [passes[i]] : []));
}

/**
 * R-SPELL-3 [I] the turns an incantation takes after the current one: its own (cast while waiting) and
 * one per Combativité spent — the caster's passes left in this round (`ahead`), then its `perRound`
 * passes of each next round.
 */
export function turnsTaken(ahead: readonly number[], round: number, perRound: number, ownTurn: boolean, combativite: number): TurnRef[] {
  const count = (ownTurn ? 0 : 1) + Math.max(0, combativite);
  const out: TurnRef[] = ahead.slice(0, count).map((pass) => ({ round, pass }));
  for (let r = round + 1; out.length < count; r++) {
    for (let pass = 1; pass <= Math.max(1, perRound) && out.length < count; pass++) out.push({ round: r, pass });
  }
  return out;
}

/** The stored record, when it is one (the older `{ combat, round, passes }` of one round is read as its turns). */
export function readIncantationTurns(v: unknown): IncantationTurns | null {
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.combat !== "string") return null;
  if (Array.isArray(o.turns)) return { combat: o.combat, turns: o.turns.filter(isTurn).map((t) => ({ round: t.round, pass: t.pass })).sort(before) };
  if (typeof o.round === "number" && Array.isArray(o.passes)) {
    const round = o.round;
    return { combat: o.combat, turns: o.passes.filter((p): p is number => Number.isInteger(p)).map((pass) => ({ round, pass })).sort(before) };
  }
  return null;
}

/** The record after a cast: turns of the same combat add up, another combat starts afresh. */
export function withTaken(prior: IncantationTurns | null, combat: string, turns: readonly TurnRef[]): IncantationTurns {
  const kept = prior && prior.combat === combat ? prior.turns : [];
  const all = [...kept, ...turns].filter((t, i, list) => list.findIndex((u) => before(t, u) === 0) === i);
  return { combat, turns: all.sort(before) };
}

/**
 * R-SPELL-3 a turn of the caster starts (round, pass) in `combat`: whether the incantation takes it, and the
 * record left — only the turns after it (the ones the tracker went past are gone), null when none is left
 * (the flag is then cleared). `changed` says whether the record must be written.
 */
export function incantationAtTurn(record: IncantationTurns | null, combat: string, turn: TurnRef): { taken: boolean; rest: IncantationTurns | null; changed: boolean } {
  if (!record) return { taken: false, rest: null, changed: false };
  if (record.combat !== combat) return { taken: false, rest: null, changed: true };
  const taken = record.turns.some((t) => before(t, turn) === 0);
  const later = record.turns.filter((t) => before(t, turn) > 0);
  return { taken, rest: later.length ? { combat, turns: later } : null, changed: later.length !== record.turns.length };
}

/** What the tracker shows on a turn the incantation takes: the caster's turns it still takes, the current one excluded. */
export interface IncantationRowView {
  left: number;
  /** i18n key, plural by `left`, and its data. */
  label: string;
  labelData: { name: string };
  css: string;
}

/** The viewed combat as the tracker's mark reads it. */
export interface TrackedCombat {
  id: string;
  round: number;
  turn: number | null;
  turnIds: readonly (string | null)[];
}

/**
 * R-SPELL-3 the tracker's mark on the turn `pass` of the combatant `combatantId`, or null when the incantation
 * does not take it. A row after the current turn is that turn of this round; at or before it, of the next round.
 */
export function incantationRow(record: IncantationTurns | null, combat: TrackedCombat, combatantId: string, pass: number, name: string): IncantationRowView | null {
  if (!record || record.combat !== combat.id) return null;
  const passes = passesOf(combat.turnIds);
  const indexOf = (p: number) => combat.turnIds.findIndex((id, i) => id === combatantId && passes[i] === p);
  const current = combat.turn ?? -1;
  const index = indexOf(pass);
  if (index < 0) return null;
  const row: TurnRef = { round: index > current ? combat.round : combat.round + 1, pass };
  if (!record.turns.some((t) => before(t, row) === 0)) return null;
  const ahead = (t: TurnRef) => t.round > combat.round || (t.round === combat.round && indexOf(t.pass) > current);
  return { left: record.turns.filter(ahead).length, label: "ALTHERION.Combat.Incantation.Left", labelData: { name }, css: "alt-turn--incanting" };
}

/** Whether an actor update's changes touch the incantation record (set, or deleted by either generation's syntax). */
export function touchesIncantation(changes: unknown): boolean {
  const flags = (changes as { flags?: { altherion?: unknown } } | null)?.flags?.altherion;
  return typeof flags === "object" && flags !== null && Object.keys(flags).some((k) => k === "incantation" || k === "-=incantation");
}

/** The words the tracker's mark needs: Foundry's localization in play, the lang files in tests. */
export interface MarkWords {
  plural(key: string, n: number, data: Record<string, string>): string;
  format(key: string, data: Record<string, string>): string;
}

/** What the mark's template shows: the turns left, their accessible text, and the break-off control's name (empty: no control). */
export interface IncantationBadge {
  left: number;
  label: string;
  stopLabel: string;
}

/** R-SPELL-3 the mark of a row; `canStop`: the viewer owns the caster. */
export function incantationBadge(view: IncantationRowView, canStop: boolean, words: MarkWords): IncantationBadge {
  return {
    left: view.left, label: words.plural(view.label, view.left, view.labelData),
    stopLabel: canStop ? words.format("ALTHERION.Combat.Incantation.Stop", view.labelData) : "",
  };
}
