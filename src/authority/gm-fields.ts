/**
 * The GM's side of the GM-only fields (data/gm-fields.ts): Foundry's server lets an owner write them,
 * so the GM's client, told by the server who made each update (the hooks' user id), writes back
 * what it last saw a GM write when a player changed them (a console, an option set by hand, a
 * deletion). The same for the progression fields of a character and of its items while « Progression
 * gardée par le Conteur » keeps them (R-XP-3 [I]): a player's change is written back, a player's new item or
 * Active Effect that its client should have refused is deleted (so is an item whose type a player changed, unless
 * allowed as a new item of its new type); and a player's raise of its character's Impact or
 * Résilience (R-CAR-5 [I]: spending is the player's, refilling the GM's). What the GM saw is kept in memory on
 * each GM client from the world's load on: a change made while no GM is connected is not seen
 * (docs/security.md).
 */
import { GM_FIELDS, changesType, gmFieldsSet, gmFieldsTouched, poolPaths, progressionEffectRefused, progressionItemAllowed, progressionKept, progressionPaths, restoreWrites, touchesPath } from "../data/gm-fields";

type Plain = Record<string, unknown>;
type GuardedDoc = { uuid: string; type: string; _source: Plain; parent?: unknown; update(data: Plain): Promise<unknown>; delete(): Promise<unknown> };
type GuardedActor = GuardedDoc & { items?: Iterable<GuardedDoc> };
const valueAt = (source: unknown, path: string) => path.split(".").reduce<unknown>((o, k) => (o as Plain | undefined)?.[k], source);

/** The kept fields of each document as a GM last saw them written (document uuid → path → JSON copy). */
const seen = new Map<string, Map<string, unknown>>();

/** The paths the GM keeps of a document: its type's GM-only fields, progression fields and guarded pools. */
const keptPaths = (doc: { type: string }) => [...GM_FIELDS.filter((f) => f.type === doc.type).map((f) => f.path), ...progressionPaths(doc.type), ...poolPaths(doc.type)];

function remember(doc: GuardedDoc): void {
  const values = new Map<string, unknown>();
  for (const path of keptPaths(doc)) {
    const value = valueAt(doc._source, path);
    if (value !== undefined) values.set(path, structuredClone(value));
  }
  seen.set(doc.uuid, values);
}

/** Remembers an actor and the items it owns. */
function rememberActor(actor: GuardedActor): void {
  remember(actor);
  for (const item of actor.items ?? []) remember(item);
}

const byGm = (userId: string) => Boolean(game.users?.get(userId)?.isGM);
const initialOf = (type: string, path: string) => GM_FIELDS.find((f) => f.type === type && f.path === path)?.initial ?? null;

/** Whether a character's progression is the GM's, its creation read as a GM last saw it written. */
const keptFor = (actor: unknown) => {
  const a = actor as GuardedDoc | null | undefined;
  const creation = a ? seen.get(a.uuid)?.get("system.creation.active") : undefined;
  return progressionKept(a, creation ?? (a?._source.system as { creation?: { active?: unknown } } | undefined)?.creation?.active);
};

/** R-CAR-5 [I] the guarded pools a player's update raised above what a GM last saw (a spend is remembered as any update). */
const poolsRaised = (doc: GuardedDoc, changes: unknown, kept: Map<string, unknown>) =>
  poolPaths(doc.type).filter((p) => touchesPath(changes, p) && !(Number(valueAt(doc._source, p)) <= Number(kept.get(p) ?? 0)));

/** The kept paths of a document a player's update changed: its GM-only fields, and its progression and raised pools while kept. */
function guardedTouched(doc: GuardedDoc, actor: unknown, changes: unknown, kept: Map<string, unknown>): string[] {
  const progression = keptFor(actor) ? [...progressionPaths(doc.type).filter((p) => touchesPath(changes, p)), ...poolsRaised(doc, changes, kept)] : [];
  return [...gmFieldsTouched(doc.type, changes), ...progression];
}

/**
 * The `updateActor` and `updateItem` hooks of a GM's client: a player's update of a kept field is written back
 * (by the active GM) to what a GM last wrote; any other update is remembered.
 */
function onUpdate(doc: GuardedDoc, actor: unknown, changes: unknown, userId: string): void {
  if (!game.user?.isGM) return;
  const kept = seen.get(doc.uuid);
  const touched = kept && !byGm(userId) ? guardedTouched(doc, actor, changes, kept) : [];
  if (!touched.length || !kept) {
    remember(doc);
    return;
  }
  if (!game.users?.activeGM?.isSelf) return;
  const value = (p: string) => structuredClone(kept.has(p) ? kept.get(p) : initialOf(doc.type, p));
  const fields = GM_FIELDS.filter((f) => f.type === doc.type && touched.includes(f.path));
  const restore = Object.assign(Object.fromEntries(touched.map((p) => [p, value(p)])), ...fields.map((f) => restoreWrites(f, value(f.path), doc._source))) as Plain;
  void doc.update(restore);
}

/**
 * The `createActor` hook of a GM's client: a player's new actor holding a GM-only field off its
 * initial value, or a character out of creation while its progression is kept (a creation that skipped
 * its client's check), gets the initial values written by the active GM, and those are what is remembered.
 */
function onCreate(actor: GuardedActor, userId: string): void {
  if (!game.user?.isGM) return;
  const player = !byGm(userId);
  const set = player ? gmFieldsSet(actor.type, actor._source) : [];
  const reopen = player && progressionKept(actor); // R-XP-3 [I] a player's new character starts in creation
  rememberActor(actor);
  if (!set.length && !reopen) return;
  const kept = seen.get(actor.uuid)!;
  const update: Plain = Object.assign({}, ...set.map((f) => restoreWrites(f, structuredClone(f.initial), actor._source))) as Plain;
  if (reopen) update["system.creation.active"] = true;
  for (const f of set) kept.set(f.path, structuredClone(f.initial));
  if (reopen) kept.set("system.creation.active", true);
  if (game.users?.activeGM?.isSelf) void actor.update(update);
}

/** The `createItem` hook of a GM's client: a player's new item its client should have refused (R-XP-3 [I]) is deleted. */
async function onCreateItem(item: GuardedDoc, userId: string): Promise<void> {
  if (!game.user?.isGM) return;
  const user = game.users?.get(userId);
  if (byGm(userId) || !user || (await progressionItemAllowed(item, user, { warn: false, kept: keptFor(item.parent) }))) {
    remember(item);
    return;
  }
  if (game.users?.activeGM?.isSelf) await item.delete();
}

/**
 * The `updateItem` hook of a GM's client: a player's change of an item's type on a character whose progression is
 * kept (its client should have refused it, R-XP-3 [I]) is checked as a new item of the new type and deleted
 * unless allowed (a made-up weapon from an « équipement »); any other update as onUpdate.
 */
async function onUpdateItem(item: GuardedDoc, changes: unknown, userId: string): Promise<void> {
  const user = game.users?.get(userId);
  if (!game.user?.isGM || byGm(userId) || !user || !changesType({ type: "" }, changes) || !keptFor(item.parent)) {
    onUpdate(item, item.parent, changes, userId);
    return;
  }
  if (await progressionItemAllowed(item, user, { warn: false, kept: true })) remember(item);
  else if (game.users?.activeGM?.isSelf) await item.delete();
}

/** The `createActiveEffect` and `updateActiveEffect` hooks of a GM's client: a player's effect its client should have refused is deleted. */
function onEffect(effect: GuardedDoc, changes: unknown, userId: string): void {
  const user = game.users?.get(userId);
  if (!game.user?.isGM || !user || byGm(userId) || !game.users?.activeGM?.isSelf) return;
  if (progressionEffectRefused(effect, changes, user, false)) void effect.delete();
}

/** Entry's init: the hooks through which a GM's client keeps the GM-only and progression fields. */
export function registerGmFields(): void {
  Hooks.on("ready", () => {
    if (game.user?.isGM) for (const actor of game.actors ?? []) rememberActor(actor as unknown as GuardedActor);
  });
  Hooks.on("createActor", (actor: Actor.Implementation, _options: unknown, userId: string) => {
    onCreate(actor as unknown as GuardedActor, userId);
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: unknown, _options: unknown, userId: string) => {
    onUpdate(actor as unknown as GuardedDoc, actor, changes, userId);
  });
  Hooks.on("createItem", (item: Item.Implementation, _options: unknown, userId: string) => {
    void onCreateItem(item as unknown as GuardedDoc, userId);
  });
  Hooks.on("updateItem", (item: Item.Implementation, changes: unknown, _options: unknown, userId: string) => {
    void onUpdateItem(item as unknown as GuardedDoc, changes, userId);
  });
  Hooks.on("createActiveEffect", (effect: ActiveEffect.Implementation, _options: unknown, userId: string) => {
    onEffect(effect as unknown as GuardedDoc, null, userId);
  });
  Hooks.on("updateActiveEffect", (effect: ActiveEffect.Implementation, changes: unknown, _options: unknown, userId: string) => {
    onEffect(effect as unknown as GuardedDoc, changes, userId);
  });
}
