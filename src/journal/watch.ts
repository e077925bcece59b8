/**
 * The change journal's eyes, on each GM's client: every change a player makes to its own character in what
 * « Progression gardée par le Conteur » keeps (R-XP-3 [I]) is listed — who (the user the server names as the
 * update's author, the hooks' user id), when, which character, which fields, before → after — and the active GM
 * keeps the entry (journal/store.ts) and tells the GMs (journal/notice.ts). Nothing is written back: the lock on
 * the player's sheet is what an honest player meets; what a patched client writes anyway is shown to the GM.
 *
 * What is listed, once a character's creation is over (closed by its player or a GM; a player reopening it is
 * listed, and what follows is listed too), whether the setting is on or off (off, the player edits its sheet and
 * the GM still sees it):
 * its progression fields and those of its items (data/gm-fields.ts PROGRESSION_FIELDS), a rise of Impact or
 * Résilience (GUARDED_POOLS), a new item the lock would refuse (made up, changed from its compendium, an aptitude
 * not bought), an item whose type changed, an item XP or PP buy removed, an Active Effect that changes the
 * progression added, changed or removed. At any time: its GM-only fields (XP, the usage record), a rise of its
 * Fortune or personal Espoir and Désespoir (granted by the GM, R-FORT-1 R-MORAL-8), points above their maximum,
 * and a new character a player made out of creation or with GM-only fields set.
 *
 * Before → after reads what the GM's client last saw of each document (kept in memory from the world's load on,
 * as Foundry's update hooks give only what changed): a change made while no GM is connected is not seen.
 */
import {
  GM_FIELDS, PROGRESSION_FIELDS, effectReachesProgression, gmFieldsSet, poolPaths, progressionGuardOn, progressionItemAllowed, progressionPaths,
} from "../data/gm-fields";
import { JOURNAL_SOURCE_MAX, journalValue, leafChanges, listedChanges, valueAtPath, type JournalChange, type JournalDoc, type JournalEntryData, type JournalKind, type WatchedPath } from "../rules/index";
import { ROW_KEYS } from "../rules/index";

type Plain = Record<string, unknown>;
interface Doc {
  uuid: string;
  id: string | null;
  name: string | null;
  type: string;
  documentName: string;
  _source: Plain;
  parent?: unknown;
  system?: unknown;
  items?: Iterable<Doc>;
  effects?: Iterable<Doc>;
  toObject?(): Plain;
}

const CHARACTER = "personnage";
/** R-FORT-1 R-MORAL-8 what the GM grants: a player's rise of them is listed, a spend is the player's own. */
const GRANTED = ["system.fortune", "system.moral.espoir", "system.moral.desespoir"];
/** R-CAR-5 every pool's stored value: listed above its maximum. */
const POOL_VALUES = ROW_KEYS.map((pool) => `system.points.${pool}.value`);
/** The item types XP or PP buy: one removed after creation is listed (gear — weapons, armour, shields — comes and goes). */
const GEAR = ["arme", "armure", "bouclier"];
const BOUGHT = PROGRESSION_FIELDS.map((f) => f.type).filter((t) => t !== CHARACTER && !GEAR.includes(t));
/** An effect's fields an update may change (v13's `changes`, v14's `system.changes`). */
const EFFECT_PATHS = ["changes", "system", "disabled", "transfer"];
/** What the memory keeps of an effect: those, its name and its statuses (a status toggled as CONFIG defines it is the player's). */
const EFFECT_KEPT = ["name", "statuses", ...EFFECT_PATHS];

/** The GM-only fields of a character (XP, the usage record), those granted aside. */
const gmOnly = () => GM_FIELDS.filter((f) => f.type === CHARACTER && !GRANTED.some((g) => g === f.path || g.startsWith(`${f.path}.`))).map((f) => f.path);

/** The watched fields of a character: always its GM-only and granted fields and its pools' maxima; after creation its progression too. */
function characterWatch(afterCreation: boolean): WatchedPath[] {
  return [
    ...gmOnly().map((path) => ({ path, listed: "any" as const })),
    ...GRANTED.map((path) => ({ path, listed: "raise" as const })),
    ...(afterCreation ? progressionPaths(CHARACTER).map((path) => ({ path, listed: "any" as const })) : []),
    ...(afterCreation ? poolPaths(CHARACTER).map((path) => ({ path, listed: "raise" as const })) : []),
    ...POOL_VALUES.map((path) => ({ path, listed: "aboveMax" as const })),
  ];
}

/** What the memory keeps of a character: every field a watch may read. */
const characterPaths = () => [...new Set([...characterWatch(true).map((w) => w.path), "system.creation.active"])];

/** Each document as this GM's client last saw it (uuid → the kept part of its source). */
const seen = new Map<string, Plain>();

function pick(source: Plain, paths: readonly string[]): Plain {
  const out: Plain = {};
  for (const path of paths) {
    const value = valueAtPath(source, path);
    if (value === undefined) continue;
    const keys = path.split(".");
    const last = keys.pop()!;
    let at = out;
    for (const k of keys) at = (at[k] ??= {}) as Plain;
    at[last] = structuredClone(value);
  }
  return out;
}

const keptOf = (doc: Doc): Plain => {
  if (doc.documentName === "Actor") return pick(doc._source, characterPaths());
  if (doc.documentName === "Item") return pick(doc._source, ["type", "name", "system"]);
  return pick(doc._source, EFFECT_KEPT);
};

function remember(doc: Doc): void {
  seen.set(doc.uuid, keptOf(doc));
}

/** A character with its items and their effects, and its own effects. */
function rememberCharacter(actor: Doc): void {
  remember(actor);
  creationOver.set(actor.uuid, closedIn(actor._source));
  for (const item of actor.items ?? []) {
    remember(item);
    for (const effect of item.effects ?? []) remember(effect);
  }
  for (const effect of actor.effects ?? []) remember(effect);
}

function forget(doc: Doc): void {
  seen.delete(doc.uuid);
  creationOver.delete(doc.uuid);
  for (const child of [...(doc.items ?? []), ...(doc.effects ?? [])]) forget(child);
}

const isCharacter = (doc: unknown): doc is Doc => (doc as Doc | null)?.documentName === "Actor" && (doc as Doc).type === CHARACTER;
const playerOf = (userId: string) => {
  const user = game.users?.get(userId);
  return user && !user.isGM ? user : null;
};
/**
 * Whether each character's creation is over, as this GM's client last saw a GM write it, or its player close it: a
 * player reopening it (listed) does not reopen it here, so what follows is listed too (reopening is the GM's).
 */
const creationOver = new Map<string, boolean>();
const closedIn = (source: unknown) => valueAtPath(source, "system.creation.active") === false;
const afterCreation = (actor: Doc) => creationOver.get(actor.uuid) ?? closedIn(actor._source);

/** The character an item or an Active Effect belongs to (an effect on an item: the item's owner). */
function characterOf(doc: Doc): Doc | null {
  const parent = doc.parent as Doc | null | undefined;
  const owner = parent?.parent;
  if (isCharacter(parent)) return parent;
  return isCharacter(owner) ? owner : null;
}

/** Entries the active GM keeps and tells (journal/store.ts, journal/notice.ts), set by registerJournalWatch. */
type Keep = (entry: JournalEntryData) => Promise<unknown>;
let keep: Keep = async () => undefined;

function listed(kind: JournalKind, doc: Doc, actor: Doc, userId: string, changes: JournalChange[], source = ""): void {
  if (!game.users?.activeGM?.isSelf) return;
  const entry: JournalEntryData = {
    at: new Date().toISOString(), userId, userName: game.users?.get(userId)?.name ?? "",
    actorUuid: actor.uuid, actorName: actor.name ?? "",
    kind, docUuid: doc.uuid, docName: doc.name ?? "", docType: doc.type, docKind: doc.documentName as JournalDoc, changes, source,
  };
  void keep(entry);
}

/** A document's source as JSON text for the undo to put back, "" when too long to keep. */
const sourceText = (value: unknown) => {
  const text = journalValue(value);
  return text.length > JOURNAL_SOURCE_MAX ? "" : text;
};

/** The maxima of a character's pools, by their values' paths (R-CAR-5: derived from the effective characteristics). */
function poolMaxima(actor: Doc): Record<string, number> {
  const points = (actor.system as { points?: Record<string, { max?: unknown }> } | undefined)?.points ?? {};
  return Object.fromEntries(ROW_KEYS.flatMap((pool) => (typeof points[pool]?.max === "number" ? [[`system.points.${pool}.value`, points[pool].max as number]] : [])));
}

function onUpdateActor(actor: Doc, userId: string): void {
  if (!isCharacter(actor)) return;
  const before = seen.get(actor.uuid);
  const over = afterCreation(actor);
  remember(actor);
  const player = playerOf(userId);
  if (!player || closedIn(actor._source)) creationOver.set(actor.uuid, closedIn(actor._source));
  if (!before || !player) return;
  const changes = listedChanges(characterWatch(over), before, actor._source, poolMaxima(actor));
  if (changes.length) listed("update", actor, actor, userId, changes);
}

/** R-XP-1 R-XP-3 a player's new character: GM-only fields off their initial values, or out of creation while the setting is on. */
function onCreateActor(actor: Doc, userId: string): void {
  if (!isCharacter(actor)) return;
  rememberCharacter(actor);
  if (!playerOf(userId)) return;
  const changes = gmFieldsSet(CHARACTER, actor._source).flatMap((f) => leafChanges(f.path, f.initial, valueAtPath(actor._source, f.path)));
  if (afterCreation(actor) && progressionGuardOn()) changes.push(...leafChanges("system.creation.active", true, false));
  if (changes.length) listed("created", actor, actor, userId, changes);
}

/** The progression fields of an item (its type's), as listed values of a new item. */
const itemValues = (item: Doc) => progressionPaths(item.type).flatMap((p) => leafChanges(p, undefined, valueAtPath(item._source, p)));

async function onCreateItem(item: Doc, userId: string): Promise<void> {
  const actor = characterOf(item);
  if (!actor) return;
  remember(item);
  for (const effect of item.effects ?? []) remember(effect);
  const user = playerOf(userId);
  if (!user || !afterCreation(actor)) return;
  if (await progressionItemAllowed(item, user, { warn: false, kept: true })) return;
  listed("itemAdded", item, actor, userId, itemValues(item));
}

function onUpdateItem(item: Doc, userId: string): void {
  const actor = characterOf(item);
  if (!actor) return;
  const before = seen.get(item.uuid);
  remember(item);
  if (!before || !playerOf(userId) || !afterCreation(actor)) return;
  if (before.type !== item.type) {
    const changes = [...leafChanges("type", before.type, item.type), ...itemValues(item)];
    listed("itemType", item, actor, userId, changes, sourceText(before.system));
    return;
  }
  const changes = listedChanges(progressionPaths(item.type).map((path) => ({ path, listed: "any" })), before, item._source);
  if (changes.length) listed("update", item, actor, userId, changes);
}

function onDeleteItem(item: Doc, userId: string): void {
  const actor = characterOf(item);
  if (!actor) return;
  forget(item);
  if (!playerOf(userId) || !afterCreation(actor) || !BOUGHT.includes(item.type)) return;
  listed("itemRemoved", item, actor, userId, itemValues(item), sourceText(item.toObject?.() ?? item._source));
}

/** The effect changes a progression field (its source now, or as this GM's client last saw it). */
const reachesProgression = (effect: Doc, before?: Plain) => effectReachesProgression(effect, null) || (before !== undefined && effectReachesProgression({ _source: before }, null));

function onCreateEffect(effect: Doc, userId: string): void {
  const actor = characterOf(effect);
  if (!actor) return;
  remember(effect);
  if (!playerOf(userId) || !afterCreation(actor) || !reachesProgression(effect)) return;
  listed("effectAdded", effect, actor, userId, leafChanges("changes", undefined, effectChanges(effect._source)));
}

function onUpdateEffect(effect: Doc, userId: string): void {
  const actor = characterOf(effect);
  if (!actor) return;
  const before = seen.get(effect.uuid);
  remember(effect);
  if (!before || !playerOf(userId) || !afterCreation(actor) || !reachesProgression(effect, before)) return;
  const changes = listedChanges(EFFECT_PATHS.map((path) => ({ path, listed: "any" })), before, effect._source);
  if (changes.length) listed("update", effect, actor, userId, changes);
}

function onDeleteEffect(effect: Doc, userId: string): void {
  const actor = characterOf(effect);
  if (!actor) return;
  forget(effect);
  if (!playerOf(userId) || !afterCreation(actor) || !reachesProgression(effect)) return;
  listed("effectRemoved", effect, actor, userId, leafChanges("changes", effectChanges(effect._source), undefined), sourceText(effect.toObject?.() ?? effect._source));
}

/** An effect's changes as its source holds them (v13 `changes`, v14 `system.changes`). */
const effectChanges = (source: Plain) => valueAtPath(source, "changes") ?? valueAtPath(source, "system.changes");

type Hook = (doc: Doc, second: unknown, third: unknown, fourth?: unknown) => void;
const on = (name: string, fn: Hook) => Hooks.on(name as never, fn as never);
const gm = <A extends unknown[]>(fn: (...args: A) => unknown) => (...args: A) => {
  if (game.user?.isGM) void fn(...args);
};

/** Entry's init: the hooks through which each GM's client lists players' changes; `keepEntry` keeps one (the active GM's). */
export function registerJournalWatch(keepEntry: Keep): void {
  keep = keepEntry;
  Hooks.on("ready", () => {
    if (game.user?.isGM) for (const actor of game.actors ?? []) if (isCharacter(actor)) rememberCharacter(actor as unknown as Doc);
  });
  on("createActor", gm((doc: Doc, _o: unknown, userId: unknown) => onCreateActor(doc, String(userId))));
  on("updateActor", gm((doc: Doc, _c: unknown, _o: unknown, userId: unknown) => onUpdateActor(doc, String(userId))));
  on("deleteActor", gm((doc: Doc) => forget(doc)));
  on("createItem", gm((doc: Doc, _o: unknown, userId: unknown) => onCreateItem(doc, String(userId))));
  on("updateItem", gm((doc: Doc, _c: unknown, _o: unknown, userId: unknown) => onUpdateItem(doc, String(userId))));
  on("deleteItem", gm((doc: Doc, _o: unknown, userId: unknown) => onDeleteItem(doc, String(userId))));
  on("createActiveEffect", gm((doc: Doc, _o: unknown, userId: unknown) => onCreateEffect(doc, String(userId))));
  on("updateActiveEffect", gm((doc: Doc, _c: unknown, _o: unknown, userId: unknown) => onUpdateEffect(doc, String(userId))));
  on("deleteActiveEffect", gm((doc: Doc, _o: unknown, userId: unknown) => onDeleteEffect(doc, String(userId))));
}
