/**
 * R-STATE-1 / R-XP-3 the special state the GM vouches for. « En état spécial » opens the fourth spending
 * moment (free of Espoir and of a GM-opened moment), and a character's owner writes its statuses at will (an
 * Active Effect of its own, the token HUD). So the GM's purchase reads a record only a GM's client writes:
 * `flags.altherion.etatsSpeciaux`, a GM-only field (data/gm-fields.ts), a list of { état, effet } — the state
 * and the id of the status effect that carries it (a list: no id as an object key).
 * [I] A state is vouched for when a GM's user created (or turned on) its status effect on the character: the GM
 * putting it in La Zone from a roll it replayed (dice/zone.ts ZONE_ENTRY), or a GM applying the state from the
 * sheet, the token HUD or a macro (the Conteur's word makes the state). A state a player turned on by hand, or
 * entered with no GM connected, plays (its bonuses apply) but opens no spending moment. The record is cleared
 * when its effect ends; one naming an effect that is gone, or no longer carries its state, counts for nothing.
 */
import { SPECIAL_STATES } from "../rules/index";
import type { SpecialState } from "../rules/index";

export const STATE_RECORD_FLAG = "etatsSpeciaux";
/** Where the record lives (a GM-only field). */
export const STATE_RECORD_PATH = `flags.altherion.${STATE_RECORD_FLAG}`;

/** One vouched state: the state and the id of its status effect. */
export interface StateRecord { etat: SpecialState; effet: string }

type Effect = { id: string | null; statuses: ReadonlySet<string>; active?: boolean; parent?: unknown };
type StateActor = { type?: string; flags?: unknown; _source?: unknown; effects: { get(id: string): Effect | undefined | null }; update(data: Record<string, unknown>): Promise<unknown> };

const isState = (id: unknown): id is SpecialState => (SPECIAL_STATES as readonly unknown[]).includes(id);

/** The stored record, each row checked (anything malformed is dropped). */
export function parseStateRecord(raw: unknown): StateRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((r: unknown) => {
    const row = (r ?? {}) as { etat?: unknown; effet?: unknown };
    return isState(row.etat) && typeof row.effet === "string" && row.effet ? [{ etat: row.etat, effet: row.effet }] : [];
  });
}

/** The record as stored (the source, never prepared data). */
function recordOf(actor: StateActor): StateRecord[] {
  const flags = ((actor._source as { flags?: unknown } | undefined)?.flags ?? actor.flags) as { altherion?: Record<string, unknown> } | undefined;
  return parseStateRecord(flags?.altherion?.[STATE_RECORD_FLAG]);
}

/** Whether a record row still stands: its effect is on the character, on, and carries its state. */
const stands = (actor: StateActor, r: StateRecord) => {
  const effect = actor.effects.get(r.effet);
  return Boolean(effect && effect.active !== false && effect.statuses.has(r.etat));
};

/** R-STATE-1 R-XP-3 the one reading of « en état spécial » for a purchase: a special state the GM vouched for, still on. */
export function vouchedSpecialState(actor: StateActor): boolean {
  return recordOf(actor).some((r) => stands(actor, r));
}

/** Pure: the record after an effect carries `statuses` (its special states vouched for, or none: `vouched` false drops its rows). */
export function withEffect(record: readonly StateRecord[], effectId: string, statuses: Iterable<string>, vouched: boolean): StateRecord[] {
  const kept = record.filter((r) => r.effet !== effectId);
  return vouched ? [...kept, ...[...statuses].filter(isState).map((etat) => ({ etat, effet: effectId }))] : kept;
}

const sameRecord = (a: readonly StateRecord[], b: readonly StateRecord[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The active GM's hooks on a personnage's status effects: one created or changed by a GM's user vouches for
 * its special states; one a player created or changed vouches for none; a deleted one is dropped (with any row
 * whose effect is gone). `userId` is the hooks' (the server's word for who made the change).
 */
async function onEffect(effect: Effect, userId: string, deleted: boolean): Promise<void> {
  const actor = effect.parent as StateActor | null | undefined;
  if (!game.users?.activeGM?.isSelf || actor?.type !== "personnage" || !effect.id) return;
  const before = recordOf(actor);
  const byGm = Boolean(game.users.get(userId)?.isGM) && !deleted;
  const next = withEffect(before, effect.id, effect.statuses, byGm).filter((r) => r.effet === effect.id || actor.effects.get(r.effet));
  if (!sameRecord(before, next)) await actor.update({ [STATE_RECORD_PATH]: next });
}

/** Entry's init: the active GM keeps the record of the special states it vouches for. */
export function registerSpecialStates(): void {
  Hooks.on("createActiveEffect", (effect: ActiveEffect.Implementation, _options: unknown, userId: string) => { void onEffect(effect as unknown as Effect, userId, false); });
  Hooks.on("updateActiveEffect", (effect: ActiveEffect.Implementation, _changes: unknown, _options: unknown, userId: string) => { void onEffect(effect as unknown as Effect, userId, false); });
  Hooks.on("deleteActiveEffect", (effect: ActiveEffect.Implementation, _options: unknown, userId: string) => { void onEffect(effect as unknown as Effect, userId, true); });
}
