/**
 * R-SPELL-3 the turns an incantation takes in combat, as the caster's documents keep them: the rule and its
 * [I] are rules/spells.ts (turnsTaken, incantationAtTurn); here the record kept on the caster
 * (`flags.altherion.incantation`, which it owns) as (round, pass) pairs is read back, an update touching it
 * is recognised, and the tracker's mark of each taken row is built. No Foundry globals.
 */
import { compareTurns, type IncantationTurns, type TurnRef } from "../rules/index";
import { passesOf } from "./turns";
import { plainKey } from "../platform/generation";

export const INCANTATION_FLAG = "flags.altherion.incantation";

const isTurn = (t: unknown): t is TurnRef => {
  const o = t as Partial<TurnRef> | null;
  return typeof o === "object" && o !== null && Number.isInteger(o.round) && Number.isInteger(o.pass);
};

/** The caster's passes still to come in the round, after the current turn index. */
export function passesAhead(turnIds: readonly (string | null)[], current: number | null, combatantId: string): number[] {
  const passes = passesOf(turnIds);
  return turnIds.flatMap((id, i) => (id === combatantId && i > (current ?? -1) ? [passes[i]] : []));
}

/** The stored record, when it is one (the older `{ combat, round, passes }` of one round is read as its turns). */
export function readIncantationTurns(v: unknown): IncantationTurns | null {
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.combat !== "string") return null;
  if (Array.isArray(o.turns)) return { combat: o.combat, turns: o.turns.filter(isTurn).map((t) => ({ round: t.round, pass: t.pass })).sort(compareTurns) };
  if (typeof o.round === "number" && Array.isArray(o.passes)) {
    const round = o.round;
    return { combat: o.combat, turns: o.passes.filter((p): p is number => Number.isInteger(p)).map((pass) => ({ round, pass })).sort(compareTurns) };
  }
  return null;
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
  if (!record.turns.some((t) => compareTurns(t, row) === 0)) return null;
  const ahead = (t: TurnRef) => t.round > combat.round || (t.round === combat.round && indexOf(t.pass) > current);
  return { left: record.turns.filter(ahead).length, label: "ALTHERION.Combat.Incantation.Left", labelData: { name }, css: "alt-turn--incanting" };
}

/** Whether an actor update's changes touch the incantation record (set, or deleted by either generation's syntax). */
export function touchesIncantation(changes: unknown): boolean {
  const flags = (changes as { flags?: { altherion?: unknown } } | null)?.flags?.altherion;
  return typeof flags === "object" && flags !== null && Object.keys(flags).some((k) => plainKey(k) === "incantation");
}

/** The words the tracker's mark needs: Foundry's localization in play, the lang files in tests. */
export interface MarkWords {
  plural(key: string, n: number, data: Record<string, string>): string;
  format(key: string, data: Record<string, string>): string;
}

/** What the mark's template shows: the turns left in short visible words, their full accessible text, and the break-off control's name (empty: no control). */
export interface IncantationBadge {
  left: number;
  short: string;
  label: string;
  stopLabel: string;
}

/** R-SPELL-3 the mark of a row; `canStop`: the viewer owns the caster. */
export function incantationBadge(view: IncantationRowView, canStop: boolean, words: MarkWords): IncantationBadge {
  return {
    left: view.left, short: words.plural("ALTHERION.Combat.Incantation.Short", view.left, {}), label: words.plural(view.label, view.left, view.labelData),
    stopLabel: canStop ? words.format("ALTHERION.Combat.Incantation.Stop", view.labelData) : "",
  };
}
