/**
 * Fields of an actor that only a GM writes, even on an actor a player owns (issue 13): a character's
 * experience (`system.xp`: its totals change only through the GM-written log, R-XP-1), its usage
 * record, Fortune, pending Fatalité and personal Moral points (changed by GM actions, R-FORT-1/2,
 * R-MORAL-8), and a group's members (`system.membres`, R-MORAL-1). The data models refuse a player's write of them, and a new
 * actor of a player's with any of them off its initial value, with a message; the GM's client writes
 * back what a player changed or created anyway (authority/gm-fields.ts).
 */
import { isDeletionEntry, isReplacementEntry, plainKey, unwrapOperator } from "../platform/generation";
import { effectChangeKeys } from "../platform/active-effects";
import { clampMoral } from "../rules/index";

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
  { type: "personnage", path: "system.fortune", initial: 0 }, // R-FORT-1 granted by the GM, a roll's spend taken by it (moral/fortune-spend.ts)
  { type: "personnage", path: "flags.altherion.fatalite", initial: 0 }, // R-FORT-2 the Fatalité the GM spent, pending until the next roll
  { type: "personnage", path: "system.moral", initial: { espoir: 0, desespoir: 0 } }, // R-MORAL-8 personal points: spent and granted through the GM
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
