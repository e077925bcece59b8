/**
 * The GM's side of the combat's bookkeeping on Combatants (data/gm-fields.ts COMBATANT_GM_FLAGS):
 * Foundry's server lets a combatant's owner write its flags, so a GM's client, told by the server who
 * made each write, keeps what a GM last wrote and the active GM writes it back over a player's write
 * (a patched client). As for the GM-only actor fields, what a GM saw is kept in memory from the
 * world's load on. A player's new combatant (its own token added to a combat) starts with the marks a
 * new combatant has (turn-events.ts initialCombatantFlags): a patched client's forged ones are written over,
 * and its second combatant of one character is deleted (R-INT-1).
 */
import { COMBATANT_GM_FLAGS, touchesPath } from "../data/gm-fields";
import { flagsChanged, initialCombatantFlags, readCombatantFlags, type CombatantFlags } from "../combat/turn-events";
import { fightsAlready } from "../combat/turns";

type Plain = Record<string, unknown>;
type GuardedCombatant = {
  uuid: string; _source: Plain; actor: { uuid: string; system: unknown } | null; combat: { combatants: Iterable<unknown> } | null;
  update(data: Plain, options?: Plain): Promise<unknown>; delete(): Promise<unknown>;
};

/** Each combatant's bookkeeping as a GM last saw it written (combatant uuid → flags). */
const seen = new Map<string, CombatantFlags>();

const flagsOf = (c: GuardedCombatant): CombatantFlags => readCombatantFlags(c._source.flags);
const isGm = (userId: string): boolean => game.users?.get(userId)?.isGM === true;
const writeBack = (c: GuardedCombatant, flags: CombatantFlags) => {
  if (game.users?.activeGM?.isSelf) void c.update({ [COMBATANT_GM_FLAGS]: flags }, { turnEvents: false });
};

function onUpdate(c: GuardedCombatant, changes: unknown, userId: string): void {
  if (!game.user?.isGM) return;
  const kept = seen.get(c.uuid);
  if (isGm(userId) || !kept || !touchesPath(changes, COMBATANT_GM_FLAGS)) {
    seen.set(c.uuid, flagsOf(c));
    return;
  }
  writeBack(c, kept);
}

function onCreate(c: GuardedCombatant, userId: string): void {
  if (!game.user?.isGM) return;
  const made = flagsOf(c);
  if (isGm(userId)) {
    seen.set(c.uuid, made);
    return;
  }
  // R-INT-1 a patched client's second combatant of one character is taken out by the active GM.
  if (fightsAlready(c)) {
    if (game.users?.activeGM?.isSelf) void c.delete();
    return;
  }
  const initial = initialCombatantFlags(c.actor?.system);
  seen.set(c.uuid, initial);
  if (flagsChanged(made, initial)) writeBack(c, initial);
}

/** Entry's init (through gm/index.ts): the hooks through which a GM's client keeps the combat's bookkeeping. */
export function registerCombatantFlags(): void {
  Hooks.on("ready", () => {
    if (!game.user?.isGM) return;
    for (const combat of game.combats ?? []) for (const c of combat.combatants) seen.set(c.uuid, flagsOf(c as unknown as GuardedCombatant));
  });
  Hooks.on("createCombatant", (c: Combatant.Implementation, _options: unknown, userId: string) => {
    onCreate(c as unknown as GuardedCombatant, userId);
  });
  Hooks.on("updateCombatant", (c: Combatant.Implementation, changes: unknown, _options: unknown, userId: string) => {
    onUpdate(c as unknown as GuardedCombatant, changes, userId);
  });
}
