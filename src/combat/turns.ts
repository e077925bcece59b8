/**
 * Turn sequencing glue between the rules' round (R-FIGHT-1: everyone, then Combativité ≥ 2, ≥ 3 …)
 * and Foundry's Combat, which keeps one `turns` array and a `turn` index into it. Design: the
 * Combat's `turns` holds one entry per (combatant, pass), the same Combatant repeated for its extra
 * turns; the pass of any index is read back from this pure mapping. No Foundry globals.
 */
import { combatTurns, type TurnSlot } from "../rules/index";

export interface CombatantLike {
  id: string | null;
  initiative: number | null;
}

export interface TurnEntry<C> {
  combatant: C;
  slot: TurnSlot;
}

/**
 * R-FIGHT-1 the turns of a round for combatants given in Foundry's sort order (which breaks
 * initiative ties); `combativite` reads each one's Combativité (1 when it has no actor).
 */
export function buildTurns<C extends CombatantLike>(sorted: readonly C[], combativite: (c: C) => number): TurnEntry<C>[] {
  const byId = new Map<string, C>();
  const input: { id: string; initiative: number | null; combativite: number }[] = [];
  for (const c of sorted) {
    if (!c.id || byId.has(c.id)) continue;
    byId.set(c.id, c);
    input.push({ id: c.id, initiative: c.initiative, combativite: combativite(c) });
  }
  return combatTurns(input).map((slot) => ({ combatant: byId.get(slot.id) as C, slot }));
}

/**
 * R-INT-1 one combatant per character: whether `combatant`'s combat already holds another combatant of
 * the same actor (a second one would double its turns). A player may not add it; the GM may (summons, tests).
 */
export function fightsAlready(combatant: { actor: { uuid: string } | null; combat: { combatants: Iterable<unknown> } | null }): boolean {
  const uuid = combatant.actor?.uuid;
  if (!uuid || !combatant.combat) return false;
  for (const other of combatant.combat.combatants) {
    if (other !== combatant && (other as { actor?: { uuid?: string } | null }).actor?.uuid === uuid) return true;
  }
  return false;
}

/** The pass of each turn index of a round (same order as `buildTurns`). */
export function passesOf(ids: readonly (string | null)[]): number[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const key = id ?? "";
    const pass = (seen.get(key) ?? 0) + 1;
    seen.set(key, pass);
    return pass;
  });
}

/**
 * Where the current turn goes after the turn list is rebuilt (a combatant added, an initiative
 * changed): the same (combatant, pass) when it still exists, else the same index clamped.
 */
export function keepTurn(before: { id: string | null; pass: number } | null, turns: readonly (string | null)[], turn: number | null): number | null {
  if (turn === null || turns.length === 0) return turn === null ? null : 0;
  if (before && before.id) {
    const passes = passesOf(turns);
    const i = turns.findIndex((id, k) => id === before.id && passes[k] === before.pass);
    if (i >= 0) return i;
  }
  return Math.min(Math.max(0, turn), turns.length - 1);
}

/** Whether the turn `setupTurns` shows differs from the stored one (then the GM stores it). */
export function turnNeedsStoring(shown: number | null, stored: number | null | undefined): boolean {
  return shown !== null && shown !== (stored ?? null);
}

/** R-CON-9 / R-INT-1 where a creature stands in the viewed combat (an action costs one of its turns): out of it, on its own turn, or waiting. */
export function combatStanding(combat: { started: boolean; combatant?: { actorId: string | null } | null; combatants: Iterable<{ actorId: string | null }> } | null, actorId: string | null): "out" | "own-turn" | "waiting" {
  if (!combat?.started || !actorId || ![...combat.combatants].some((c) => c.actorId === actorId)) return "out";
  return combat.combatant?.actorId === actorId ? "own-turn" : "waiting";
}

/** What the tracker shows on one row: an extra action's class and tag « 2ᵉ action » (a creature's turn is an « action », glossary rev 3). */
export interface PassView {
  pass: number;
  extra: boolean;
  /** i18n key of the rank in words (ordinal forms: « 2ᵉ action », "2nd turn") and its data. */
  label: string;
  labelData: { pass: number };
  css: string;
}

export function passView(pass: number): PassView {
  const extra = pass > 1;
  return {
    pass, extra,
    label: "ALTHERION.Combat.Pass.Rank",
    labelData: { pass },
    css: extra ? `alt-turn--extra alt-turn--pass-${pass}` : "alt-turn--pass-1",
  };
}
