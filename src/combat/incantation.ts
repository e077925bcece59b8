/**
 * R-SPELL-3 an incantation in combat: it takes a whole turn of the caster, and each Combativité
 * spent on its options is one more of the caster's turns of the round (R-INT-1, R-FIGHT-1).
 * [I] Cast on its own turn, the incantation takes that turn (which ends) and the options take its
 * next turns; cast while waiting (a reaction), it takes its next turn and the options the ones
 * after. The turns taken are kept on the caster (`flags.altherion.incantation`, which it owns),
 * for the GM to pass in the tracker.
 */
import { passesOf } from "./turns";

export const INCANTATION_FLAG = "flags.altherion.incantation";

/** The caster's turns the incantation took in one combat round (its passes, 1 = first). */
export interface IncantationTurns {
  combat: string;
  round: number;
  passes: number[];
}

/** The caster's passes still to come in the round, after the current turn index. */
export function passesAhead(turnIds: readonly (string | null)[], current: number | null, combatantId: string): number[] {
  const passes = passesOf(turnIds);
  return turnIds.flatMap((id, i) => (id === combatantId && i > (current ?? -1) ? [passes[i]] : []));
}

/** R-SPELL-3 [I] the turns left for the options once the incantation took its own. */
export function optionTurnsLeft(ahead: readonly number[], ownTurn: boolean): number {
  return Math.max(0, ahead.length - (ownTurn ? 0 : 1));
}

/** R-SPELL-3 [I] the passes an incantation takes after the current turn: its own (while waiting) and one per Combativité spent. */
export function passesTaken(ahead: readonly number[], ownTurn: boolean, combativite: number): number[] {
  return ahead.slice(0, (ownTurn ? 0 : 1) + Math.max(0, combativite));
}

/** The stored record, when it is one. */
export function readIncantationTurns(v: unknown): IncantationTurns | null {
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.combat !== "string" || typeof o.round !== "number" || !Array.isArray(o.passes)) return null;
  return { combat: o.combat, round: o.round, passes: o.passes.filter((p): p is number => Number.isInteger(p)) };
}

/** The record after a cast: passes of the same round add up, another round or combat starts afresh. */
export function withTaken(before: IncantationTurns | null, combat: string, round: number, passes: readonly number[]): IncantationTurns {
  const kept = before && before.combat === combat && before.round === round ? before.passes : [];
  return { combat, round, passes: [...new Set([...kept, ...passes])].sort((a, b) => a - b) };
}
