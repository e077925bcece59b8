/**
 * The GM's side of the GM-only fields (data/gm-fields.ts): Foundry's server lets an owner write them,
 * so the GM's client, told by the server who made each update (`updateActor`'s user id), writes back
 * what it last saw a GM write when a player changed them (a console, an option set by hand, a
 * deletion). What the GM saw is kept in memory on each GM client from the world's load on: a change
 * made while no GM is connected is not seen (docs/security.md).
 */
import { GM_FIELDS, gmFieldsSet, gmFieldsTouched, restoreWrites } from "../data/gm-fields";

type Plain = Record<string, unknown>;
type GuardedActor = { uuid: string; type: string; _source: Plain; update(data: Plain): Promise<unknown> };

/** The GM-only fields of each actor as a GM last saw them written (actor uuid → path → JSON copy). */
const seen = new Map<string, Map<string, unknown>>();

function remember(actor: GuardedActor): void {
  const values = new Map<string, unknown>();
  for (const f of GM_FIELDS) {
    if (f.type !== actor.type) continue;
    const value = f.path.split(".").reduce<unknown>((o, k) => (o as Plain | undefined)?.[k], actor._source);
    if (value !== undefined) values.set(f.path, structuredClone(value));
  }
  seen.set(actor.uuid, values);
}

/**
 * The `updateActor` hook of a GM's client: an update a player made to a GM-only field is written back
 * (by the active GM) to what a GM last wrote; any other update is remembered.
 */
function onUpdate(actor: GuardedActor, changes: unknown, userId: string): void {
  if (!game.user?.isGM) return;
  const touched = gmFieldsTouched(actor.type, changes);
  const kept = seen.get(actor.uuid);
  if (!touched.length || game.users?.get(userId)?.isGM || !kept) {
    remember(actor);
    return;
  }
  if (!game.users?.activeGM?.isSelf) return;
  const fields = GM_FIELDS.filter((f) => f.type === actor.type && touched.includes(f.path));
  const restore = Object.assign({}, ...fields.map((f) => restoreWrites(f, structuredClone(kept.has(f.path) ? kept.get(f.path) : f.initial), actor._source))) as Plain;
  if (Object.keys(restore).length) void actor.update(restore);
}

/**
 * The `createActor` hook of a GM's client: a player's new actor holding a GM-only field off its
 * initial value (a creation that skipped its client's check) gets the initial values written by the
 * active GM, and those are what is remembered.
 */
function onCreate(actor: GuardedActor, userId: string): void {
  if (!game.user?.isGM) return;
  const set = game.users?.get(userId)?.isGM ? [] : gmFieldsSet(actor.type, actor._source);
  remember(actor);
  if (!set.length) return;
  const kept = seen.get(actor.uuid)!;
  for (const f of set) kept.set(f.path, structuredClone(f.initial));
  if (game.users?.activeGM?.isSelf) void actor.update(Object.assign({}, ...set.map((f) => restoreWrites(f, structuredClone(f.initial), actor._source))) as Plain);
}

/** Entry's init: the hooks through which a GM's client keeps the GM-only fields. */
export function registerGmFields(): void {
  Hooks.on("ready", () => {
    if (game.user?.isGM) for (const actor of game.actors ?? []) remember(actor as unknown as GuardedActor);
  });
  Hooks.on("createActor", (actor: Actor.Implementation, _options: unknown, userId: string) => {
    onCreate(actor as unknown as GuardedActor, userId);
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: unknown, _options: unknown, userId: string) => {
    onUpdate(actor as unknown as GuardedActor, changes, userId);
  });
}
