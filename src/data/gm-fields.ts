/**
 * Fields of an actor that only a GM writes, even on an actor a player owns: a character's
 * experience (`system.xp`: its totals change only through the GM-written log, R-XP-1), its usage
 * record, and a group's members and Moral (`system.membres`, R-MORAL-1). The data models refuse a player's write of them, and a new
 * actor of a player's with any of them off its initial value, with a message. What a patched client writes anyway on
 * a character is listed for the GM in the change journal (journal/watch.ts); on a group, the GM's client writes
 * it back (gm/gm-fields.ts: membership and the group's Moral cross ownership).
 */
import { isDeletionEntry, isReplacementEntry, plainKey, unwrapOperator } from "../platform/generation";
import { effectChangeEntries, effectChangeKeys } from "../platform/active-effects";
import { ROW_KEYS, clampMoral, mayRefresh } from "../rules/index";
import { setting } from "../settings";
import { statusDefinitions } from "./status-effects";

/** A GM-only field: its actor type, its path from the actor, and the value a new actor starts with. */
export interface GmField {
  type: string;
  path: string;
  initial: unknown;
  /** The writes that put `value` back on an actor whose source is `source`, when more must follow it (default: the field alone). */
  restore?: (value: unknown, source: unknown) => Plain;
}

/** The GM-only fields, by actor type. */
export const GM_FIELDS: readonly GmField[] = [
  { type: "personnage", path: "system.xp", initial: { total: 0, spent: 0, log: [] } }, // R-XP-1
  { type: "personnage", path: "flags.altherion.usage", initial: null }, // R-XP-7 the usage record: the GM records it and its overrides
  { type: "groupe", path: "system.membres", initial: [], restore: restoreMembres }, // R-MORAL-1
  { type: "groupe", path: "system.moral", initial: { espoir: 0, desespoir: 0 } }, // R-MORAL-2 the group's points: changed by Moral events on the GM only
  { type: "groupe", path: "system.fatalite", initial: 0 }, // R-FORT-2 the GM's Fatalité reserve
];

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);
const getPath = (o: unknown, path: string) => path.split(".").reduce<unknown>((v, k) => (typeof v === "object" && v !== null ? (v as Plain)[k] : undefined), o);

/** R-MORAL-1 members put back by the GM: the group's Moral is trimmed to fit them, as when members leave (a forged membership cannot keep its Moral). */
function restoreMembres(membres: unknown, source: unknown): Plain {
  const moral = getPath(source, "system.moral") as { espoir?: unknown; desespoir?: unknown } | undefined;
  const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
  const members = Array.isArray(membres) ? membres.length : 0;
  return { "system.membres": membres, "system.moral": clampMoral(count(moral?.espoir), count(moral?.desespoir), members) };
}

/** The writes that put a GM-only field's `value` back on an actor whose source is `source`. */
export function restoreWrites(field: GmField, value: unknown, source: unknown): Plain {
  return field.restore ? field.restore(value, source) : { [field.path]: value };
}

/** The value a GM-only field holds in a document source (absent: its initial value). */
export function gmFieldValue(source: unknown, field: GmField): unknown {
  return getPath(source, field.path) ?? field.initial;
}

/** The GM-only fields a new actor's source sets to something else than their initial value (a player may not, R-XP-1). */
export function gmFieldsSet(type: string, source: unknown): GmField[] {
  return GM_FIELDS.filter((f) => f.type === type && JSON.stringify(gmFieldValue(source, f)) !== JSON.stringify(f.initial));
}

/**
 * Whether an update's changes set, replace or delete `path`, something under it, or one of its parents:
 * nested or dotted keys, v13's `"-=key"` and `"==key"` (a prefix on any segment), v14's deletion and
 * replacement values (platform/generation.ts). A parent deleted or replaced whole takes `path` with it.
 */
export function touchesPath(changes: unknown, path: string): boolean {
  if (!isPlain(changes)) return false;
  const [head, ...rest] = path.split(".");
  for (const [key, value] of Object.entries(changes)) {
    const [first, ...more] = key.split(".");
    if (plainKey(first) !== head) continue;
    const goesWhole = first !== plainKey(first) || (!more.length && (isDeletionEntry(first, value) || isReplacementEntry(first, value)));
    if (!rest.length || goesWhole) return true;
    if (touchesPath(more.length ? { [more.join(".")]: value } : unwrapOperator(value), rest.join("."))) return true;
  }
  return false;
}

/**
 * R-CON-6/7/9 R-CRIT-3 the combat's bookkeeping on a Combatant (rounds started and ended, the
 * unconscious count, Aggravation seen): written by the active GM's round events only, never by the
 * combatant's owner (a round marked started skips its Péril test).
 */
export const COMBATANT_GM_FLAGS = "flags.altherion";

/** The GM-only fields of this actor type an update touches. */
export function gmFieldsTouched(type: string, changes: unknown): string[] {
  return GM_FIELDS.filter((f) => f.type === type && touchesPath(changes, f.path)).map((f) => f.path);
}


/** Whether an Active Effect change's key is a GM-only field of this actor type, under one, or one of its parents. */
export function isGmOnlyKey(type: string, key: string): boolean {
  return GM_FIELDS.some((f) => f.type === type && (key === f.path || key.startsWith(`${f.path}.`) || f.path.startsWith(`${key}.`)));
}

/** The stored (never prepared) system data of an actor: what a GM's check reads, Active Effects left out. */
export function sourceSystem(actor: { system: unknown }): unknown {
  return (actor as { _source?: { system?: unknown } })._source?.system ?? actor.system;
}

export const GM_FIELDS_AT_CREATION = "ALTHERION.Actor.GmFieldsAtCreation";

/**
 * The data models' `_preCreate` check: false, with a message, when a player's new actor (its cleaned
 * source) sets a GM-only field off its initial value (a console, or a copy of a character with XP).
 */
export function gmFieldsAllowedAtCreation(type: string, actorSource: unknown, user: { isGM: boolean }): boolean {
  if (user.isGM || !gmFieldsSet(type, actorSource).length) return true;
  ui.notifications?.warn(game.i18n ? game.i18n.localize(GM_FIELDS_AT_CREATION) : GM_FIELDS_AT_CREATION);
  return false;
}

/**
 * Active Effect changes on a GM-only field are inert (an effect is an embedded document its owner
 * creates at will): after the effects applied, each such key gets its stored value back.
 */
export function keepGmFieldsFromEffects(actor: { type: string; _source: unknown; allApplicableEffects(): Iterable<unknown> }): void {
  for (const effect of actor.allApplicableEffects()) {
    if ((effect as { active?: boolean }).active === false) continue;
    for (const key of effectChangeKeys(effect)) {
      if (!isGmOnlyKey(actor.type, key)) continue;
      const parts = key.split(".");
      const parent = getPath(actor, parts.slice(0, -1).join("."));
      if (typeof parent === "object" && parent !== null) (parent as Plain)[parts[parts.length - 1]] = structuredClone(getPath(actor._source, key));
    }
  }
}

// ---- Conditional GM-only fields: « Progression gardée par le Conteur » --------------------------------

/**
 * R-XP-3 [I] what XP and PP buy, GM-only once a character's creation is over (its stored `creation.active`
 * false) while the world setting `progressionGuard` is on: fields of the character, and of the items it owns,
 * by document type. During creation the player writes them (the creation is budget-checked, R-CREA-2), and
 * closes it; reopening it is the GM's. With the setting off, a player edits its sheet freely.
 */
export const PROGRESSION_FIELDS: readonly { type: string; paths: readonly string[] }[] = [
  {
    type: "personnage",
    paths: [
      "system.caracteristiques", "system.origine", "system.exaltation", "system.combativite", "system.regeneration", "system.modificateurs",
      "system.critiques", "system.domainesOublies", "system.creation.active",
      ...["vitalite", "energie", "confiance"].map((k) => `system.constitutions.${k}.premice`), // R-CON-2 the creation values
    ],
  },
  { type: "competence", paths: ["system.niveau", "system.expertises", "system.pp"] }, // R-SK-1 R-PP-3
  { type: "arme", paths: ["system.degats", "system.portee", "system.type", "system.letal", "system.competence"] },
  { type: "armure", paths: ["system.blocage", "system.resistance", "system.annulation"] },
  { type: "bouclier", paths: ["system.blocage"] },
  { type: "sort", paths: ["system.competence", "system.points", "system.cout", "system.complexite", "system.zone", "system.soin", "system.type"] },
  { type: "specialisation", paths: ["system.competence", "system.degre", "system.bonus", "system.cout"] },
  { type: "qualite", paths: ["system.competences"] },
  { type: "aptitude", paths: ["system.tier", "system.inne"] }, // R-XP-3 its cost
  { type: "espece", paths: ["system.bonus", "system.favorites"] }, // R-CREA-1
];

export const PROGRESSION_GM_ONLY = "ALTHERION.Actor.ProgressionGmOnly";
export const PROGRESSION_ITEM_SOURCE = "ALTHERION.Actor.ProgressionItemSource";
export const PROGRESSION_APTITUDE = "ALTHERION.Actor.ProgressionAptitude";
export const PROGRESSION_AT_CREATION = "ALTHERION.Actor.ProgressionAtCreation";
export const PROGRESSION_EFFECT = "ALTHERION.Actor.ProgressionEffect";
export const PROGRESSION_TYPE_CHANGE = "ALTHERION.Actor.ProgressionTypeChange";

/** The progression paths of a document type (none for a type whose documents hold no progression). */
export function progressionPaths(type: string): readonly string[] {
  return PROGRESSION_FIELDS.find((f) => f.type === type)?.paths ?? [];
}

type GuardedDoc = { type: string; _source?: unknown } | null | undefined;

/** Whether the world setting « Progression gardée par le Conteur » is on (on by default; data read before the world is ready: on). */
export function progressionGuardOn(): boolean {
  return setting("progressionGuard") !== false;
}

/** Whether a character's progression is the GM's now: the setting on and its stored creation over. */
export function progressionKept(actor: GuardedDoc, creationActive = getPath(actor?._source, "system.creation.active")): boolean {
  return actor?.type === "personnage" && creationActive === false && progressionGuardOn();
}

/** Whether a partial write `value` changes anything of `stored` (a deletion or a replacement always does). */
function changesValue(value: unknown, stored: unknown): boolean {
  if (!isPlain(value) || !isPlain(stored)) return JSON.stringify(value) !== JSON.stringify(stored);
  return Object.entries(value).some(([key, v]) => {
    const [first, ...more] = key.split(".");
    if (first !== plainKey(first) || isDeletionEntry(first, v) || isReplacementEntry(first, v)) return true;
    return changesValue(more.length ? { [more.join(".")]: v } : unwrapOperator(v), stored[first]);
  });
}

/**
 * Whether an update's changes write `path` of a document whose source is `stored` to another value (the same
 * forms as touchesPath; a form that resubmits a stored value writes nothing).
 */
export function writesPath(changes: unknown, path: string, stored: unknown): boolean {
  if (!isPlain(changes)) return false;
  const [head, ...rest] = path.split(".");
  const below = isPlain(stored) ? stored[head] : undefined;
  for (const [key, value] of Object.entries(changes)) {
    const [first, ...more] = key.split(".");
    if (plainKey(first) !== head) continue;
    if (first !== plainKey(first) || (!more.length && (isDeletionEntry(first, value) || isReplacementEntry(first, value)))) return true;
    const inner = more.length ? { [more.join(".")]: value } : unwrapOperator(value);
    if (!rest.length ? changesValue(inner, below) : !isPlain(inner) || writesPath(inner, rest.join("."), below)) return true;
  }
  return false;
}

/** The progression paths of a document an update changes (its own type's; the document's stored source). */
export function progressionWritten(doc: { type: string; _source?: unknown }, changes: unknown): string[] {
  return progressionPaths(doc.type).filter((p) => writesPath(changes, p, doc._source));
}

const warn = (key: string) => ui.notifications?.warn(game.i18n ? game.i18n.localize(key) : key);

/**
 * The data models' `_preUpdate` check of a player's write: true (refused, with a message) when it changes a
 * progression field of `doc` (the character, or an item it owns) while the character's progression is kept.
 */
export function progressionWriteRefused(doc: { type: string; _source?: unknown }, actor: GuardedDoc, changes: unknown, user: { isGM: boolean }): boolean {
  if (user.isGM || !progressionKept(actor) || !progressionWritten(doc, changes).length) return false;
  warn(PROGRESSION_GM_ONLY);
  return true;
}

/** Whether an update's changes give a document another type (`type`, in any operator form). */
export function changesType(doc: { type: string }, changes: unknown): boolean {
  return isPlain(changes) && Object.entries(changes).some(([key, value]) => plainKey(key) === "type" && unwrapOperator(value) !== doc.type);
}

/**
 * R-XP-3 [I] the items' `_preUpdate` check of a player's type change (v13's `type` with `==system`): refused, with a
 * message, on an item of a character whose progression is kept. The new type's progression fields would go
 * unchecked (checked against the old type's: an « équipement » made a weapon of damage 40). A patched client's type
 * change is listed in the GM's change journal (journal/watch.ts).
 */
export function typeChangeRefused(item: { type: string }, actor: GuardedDoc, changes: unknown, user: { isGM: boolean }): boolean {
  if (user.isGM || !progressionKept(actor) || !changesType(item, changes)) return false;
  warn(PROGRESSION_TYPE_CHANGE);
  return true;
}

/**
 * R-CAR-5 the pools a player spends but refills only as `mayRefresh` lets it (rules/planners.ts, the [I]): Impact
 * and Résilience, whose values a player may lower (its rolls, its critical effects) but not raise once its
 * character's progression is kept. Their maxima are derived from progression fields only (effective
 * characteristics, R-CAR-7).
 */
export const GUARDED_POOLS: readonly string[] = ROW_KEYS.filter((pool) => !mayRefresh(pool, { isGM: false, creation: false })).map((pool) => `system.points.${pool}`);

/** The guarded pools' stored values of a document type (none but a character's). */
export function poolPaths(type: string): string[] {
  return type === "personnage" ? GUARDED_POOLS.map((p) => `${p}.value`) : [];
}

/** The value an update's changes write at `path` by plain keys, nested or dotted (undefined when only an operator form reaches it). */
function plainWrite(changes: unknown, path: string): unknown {
  if (!isPlain(changes)) return undefined;
  const [head, ...rest] = path.split(".");
  for (const [key, value] of Object.entries(changes)) {
    const [first, ...more] = key.split(".");
    if (first !== head) continue;
    const inner = more.length ? { [more.join(".")]: value } : value;
    const found = rest.length ? plainWrite(inner, rest.join(".")) : inner;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether an update's changes set a number at `path` that is not above `stored` (a spend: any other change of it is a raise). */
const lowersOrKeeps = (changes: unknown, path: string, stored: unknown) => {
  const value = plainWrite(changes, path);
  return typeof value === "number" && typeof stored === "number" && value <= stored;
};

export const POINTS_GM_ONLY = "ALTHERION.Actor.RefreshGmOnly";

/**
 * R-CAR-5 [I] the data model's `_preUpdate` check of a player's write: true (refused, with a message) when it raises a
 * guarded pool's value of a character whose progression is kept (the GM's actions refill them: a rest through
 * the GM, its ↻); spending is the player's.
 */
export function poolRaiseRefused(actor: GuardedDoc, changes: unknown, user: { isGM: boolean }): boolean {
  const raised = !user.isGM && raisesGuardedPool(actor, changes);
  if (raised) warn(POINTS_GM_ONLY);
  return raised;
}

/** Whether an update's changes raise a guarded pool of a character whose progression is kept (any change but a spend). */
export function raisesGuardedPool(actor: GuardedDoc, changes: unknown): boolean {
  if (!progressionKept(actor)) return false;
  return poolPaths("personnage").some((p) => writesPath(changes, p, actor?._source) && !lowersOrKeeps(changes, p, getPath(actor?._source, p)));
}

/** The data model's `_preCreate` check: a player's new character starts in creation while the setting is on. */
export function progressionAllowedAtCreation(actorSource: unknown, user: { isGM: boolean }): boolean {
  if (user.isGM || getPath(actorSource, "system.creation.active") !== false || !progressionGuardOn()) return true;
  warn(PROGRESSION_AT_CREATION);
  return false;
}

/** Deep equality of two stored values (object keys in any order). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isPlain(a) || isPlain(b)) {
    if (!isPlain(a) || !isPlain(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return a === b;
}

type SourceItem = { documentName?: string; type?: string; pack?: string | null; parent?: unknown; _source?: unknown; testUserPermission?(user: never, level: "OWNER" | "OBSERVER"): boolean };
type NewItem = { type: string; _source?: unknown; parent?: unknown };

/**
 * [I] The item a new owned item was copied from (`_stats.compendiumSource`, set by the drop, acceptItemDrop),
 * when the GM offered it: a compendium item, or a world item (in the Items directory, not embedded in an actor)
 * that no player owns (only a GM edits it) and that `user` can at least observe (the GM shared it). Never an
 * item embedded in an actor: the GM's NPC's weapon was never offered, and another player's item is that
 * player's to write. Null when there is none (made up, or copied from an item the GM did not offer).
 */
export async function trustedSource(item: NewItem, user: unknown): Promise<SourceItem | null> {
  const uuid = getPath(item._source, "_stats.compendiumSource");
  const found = (typeof uuid === "string" && uuid ? await fromUuid(uuid as Parameters<typeof fromUuid>[0]) : null) as SourceItem | null;
  if (found?.documentName !== "Item" || found.type !== item.type) return null;
  if (found.pack) return found;
  if (found.parent) return null; // an actor's item: an NPC's or another player's, never offered
  const players = (game.users?.contents ?? []).filter((u) => !u.isGM);
  const playerOwned = players.some((u) => found.testUserPermission?.(u as never, "OWNER") !== false);
  return !playerOwned && found.testUserPermission?.(user as never, "OBSERVER") === true ? found : null;
}

/**
 * [I] A player's new item on a character whose progression is kept: an item type with progression fields is
 * a copy of a trusted source (trustedSource) with those fields unchanged; any other (made up, or changed)
 * only the GM creates, and an aptitude too (bought: the GM's purchase creates it). An item bringing an effect that changes the character's progression is checked the
 * same way. The items' `_preCreate` asks it (warned); the GM's change journal asks it of a new item that skipped it
 * (`seen.kept`: the character's creation as the GM's client last saw it, journal/watch.ts).
 */
export async function progressionItemAllowed(item: NewItem, user: { isGM: boolean }, seen: { warn?: boolean; kept?: boolean } = {}): Promise<boolean> {
  const paths = progressionPaths(item.type);
  const effects = (doc: unknown) => ((getPath(doc, "effects") ?? []) as unknown[]).map(effectChanges);
  const carriesEffect = effects(item._source).some((changes) => changes.some((c) => progressionKey(c.split("=")[0])));
  if (user.isGM || !(paths.length || carriesEffect) || !(seen.kept ?? progressionKept(item.parent as GuardedDoc))) return true;
  if (item.type === "aptitude") { // R-XP-3 R-XP-4 [I] bought, never made: the GM creates it with its purchase (experience/purchase.ts)
    if (seen.warn !== false) warn(PROGRESSION_APTITUDE);
    return false;
  }
  const source = await trustedSource(item, user);
  const ok = source !== null && paths.every((p) => sameValue(getPath(item._source, p), getPath(source._source, p)))
    && sameValue(effects(item._source), effects(source._source));
  if (!ok && seen.warn !== false) warn(PROGRESSION_ITEM_SOURCE);
  return ok;
}

/** An Active Effect's changes as "key=value" lines, sorted (platform/active-effects.ts reads either generation's). */
function effectChanges(effect: unknown): string[] {
  return effectChangeEntries(effect).map((c) => `${c.key}=${c.value}`).sort();
}

/** Whether an Active Effect key reaches a character's progression field or a guarded pool (the field, under it, or a parent). */
function progressionKey(key: string): boolean {
  return [...progressionPaths("personnage"), ...GUARDED_POOLS].some((p) => key === p || key.startsWith(`${p}.`) || p.startsWith(`${key}.`));
}

/** R-STATE-1..7 a status effect as CONFIG defines it: its changes are exactly those of its statuses (data/status-effects.ts). */
function definedStatus(effect: unknown): boolean {
  const statuses = (getPath(effect, "statuses") ?? []) as unknown[];
  if (!Array.isArray(statuses) || !statuses.length) return false;
  const expected = statusDefinitions().filter((d) => statuses.includes(d.id)).flatMap((d) => d.changes).map((c) => `${c.key}=${c.value}`).sort();
  return sameValue(expected, effectChanges(effect));
}

/**
 * [I] Active Effects on a character whose progression is kept: a player's new effect (on the character, or on
 * an item it owns) changing a progression field is refused, and so is a player's change of an effect that
 * changes one or would; a status toggled as CONFIG defines it (R-STATE-*) and the GM's effects apply as
 * ever. The effects' `_preCreate`/`_preUpdate` ask it (`changes` null: a creation); an effect that skipped it is
 * listed in the GM's change journal (journal/watch.ts). Effects still change these fields in play:
 * only the always-GM fields are inert to effects (keepGmFieldsFromEffects).
 */
export function progressionEffectRefused(effect: { parent?: unknown; _source?: unknown }, changes: unknown, user: { isGM: boolean }): boolean {
  if (user.isGM) return false;
  const parent = effect.parent as { documentName?: string; parent?: unknown } | null | undefined;
  if (!progressionKept((parent?.documentName === "Item" ? parent.parent : parent) as GuardedDoc)) return false;
  if (!effectReachesProgression(effect, changes)) return false;
  warn(PROGRESSION_EFFECT);
  return true;
}

/**
 * [I] Whether an Active Effect (its stored source, or an update's `changes`; null: the effect as it is) changes a
 * character's progression field or a guarded pool, a status toggled as CONFIG defines it (R-STATE-*) aside.
 */
export function effectReachesProgression(effect: { _source?: unknown }, changes: unknown): boolean {
  const dotted = isPlain(changes) ? changes["system.changes"] : undefined;
  const keys = [effectChanges(effect._source), effectChanges(changes), effectChanges({ changes: dotted })].flat().map((c) => c.split("=")[0]);
  return keys.some(progressionKey) && !(changes === null && definedStatus(effect._source));
}
