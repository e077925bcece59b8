/**
 * The GM's side of a group's GM-only fields (data/gm-fields.ts): its members, Moral and Fatalité cross ownership —
 * membership names other players' characters, and the group's Moral is every member's (R-MORAL-1, R-MORAL-2,
 * R-FORT-2). Foundry's server lets a group's owner write them, so the GM's client, told by the server who made
 * each update (the hooks' user id), writes back what it last saw a GM write when a player changed them (a console,
 * an option set by hand, a deletion), and gives a player's new group the initial values. What the GM saw is kept
 * in memory on each GM client from the world's load on: a change made while no GM is connected is not seen
 * (docs/security.md). A character's own fields are its player's: what a player changes there is listed for the
 * GM in the change journal (journal/watch.ts), never written back.
 */
import { GM_FIELDS, gmFieldsSet, gmFieldsTouched, restoreWrites } from "../data/gm-fields";

type Plain = Record<string, unknown>;
type GroupDoc = { uuid: string; type: string; _source: Plain; update(data: Plain): Promise<unknown> };
const GROUP = "groupe";
const valueAt = (source: unknown, path: string) => path.split(".").reduce<unknown>((o, k) => (o as Plain | undefined)?.[k], source);
const groupFields = () => GM_FIELDS.filter((f) => f.type === GROUP);

/** The GM-only fields of each group as a GM last saw them written (document uuid → path → JSON copy). */
const seen = new Map<string, Map<string, unknown>>();

function remember(doc: GroupDoc): void {
  const values = new Map<string, unknown>();
  for (const { path } of groupFields()) {
    const value = valueAt(doc._source, path);
    if (value !== undefined) values.set(path, structuredClone(value));
  }
  seen.set(doc.uuid, values);
}

const byGm = (userId: string) => Boolean(game.users?.get(userId)?.isGM);

/** The `updateActor` hook of a GM's client: a player's update of a group's GM-only field is written back (by the active GM) to what a GM last wrote. */
function onUpdate(doc: GroupDoc, changes: unknown, userId: string): void {
  if (!game.user?.isGM || doc.type !== GROUP) return;
  const kept = seen.get(doc.uuid);
  const touched = kept && !byGm(userId) ? gmFieldsTouched(GROUP, changes) : [];
  if (!touched.length || !kept) {
    remember(doc);
    return;
  }
  if (!game.users?.activeGM?.isSelf) return;
  const fields = groupFields().filter((f) => touched.includes(f.path));
  const value = (path: string) => structuredClone(kept.has(path) ? kept.get(path) : fields.find((f) => f.path === path)?.initial ?? null);
  void doc.update(Object.assign({}, ...fields.map((f) => restoreWrites(f, value(f.path), doc._source))) as Plain);
}

/** The `createActor` hook of a GM's client: a player's new group holding a GM-only field off its initial value gets the initial values, written by the active GM. */
function onCreate(doc: GroupDoc, userId: string): void {
  if (!game.user?.isGM || doc.type !== GROUP) return;
  const set = byGm(userId) ? [] : gmFieldsSet(GROUP, doc._source);
  remember(doc);
  if (!set.length) return;
  const kept = seen.get(doc.uuid)!;
  for (const f of set) kept.set(f.path, structuredClone(f.initial));
  if (game.users?.activeGM?.isSelf) void doc.update(Object.assign({}, ...set.map((f) => restoreWrites(f, structuredClone(f.initial), doc._source))) as Plain);
}

/** Entry's init (through gm/index.ts): the hooks through which a GM's client keeps a group's GM-only fields. */
export function registerGmFields(): void {
  Hooks.on("ready", () => {
    if (game.user?.isGM) for (const actor of game.actors ?? []) if (actor.type === GROUP) remember(actor as unknown as GroupDoc);
  });
  Hooks.on("createActor", (actor: Actor.Implementation, _options: unknown, userId: string) => {
    onCreate(actor as unknown as GroupDoc, userId);
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: unknown, _options: unknown, userId: string) => {
    onUpdate(actor as unknown as GroupDoc, changes, userId);
  });
}
