/**
 * Fields of an actor that only a GM writes, even on an actor a player owns (issue 13): a character's
 * experience (`system.xp`: its totals change only through the GM-written log, R-XP-1) and a group's
 * members (`system.membres`, R-MORAL-1). The data models refuse a player's write of them with a
 * message; the GM's client writes back what a player changed anyway (authority/gm-fields.ts).
 */
import { isDeletionEntry } from "../platform/generation";
import { effectChangeKeys } from "../platform/active-effects";

/** The GM-only fields, by actor type (paths from the actor). */
export const GM_FIELDS: readonly { type: string; path: string }[] = [
  { type: "personnage", path: "system.xp" }, // R-XP-1
  { type: "groupe", path: "system.membres" }, // R-MORAL-1
];

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Whether an update's changes set or delete `path`, something under it, or one of its parents: nested
 * or dotted keys, v13's `"-=key"` and v14's deletion value (platform/generation.ts).
 */
export function touchesPath(changes: unknown, path: string): boolean {
  if (!isPlain(changes)) return false;
  const [head, ...rest] = path.split(".");
  for (const [key, value] of Object.entries(changes)) {
    const [first, ...more] = key.split(".");
    if (first.replace(/^-=/, "") !== head) continue;
    if (!rest.length || (!more.length && isDeletionEntry(first, value))) return true;
    if (touchesPath(more.length ? { [more.join(".")]: value } : value, rest.join("."))) return true;
  }
  return false;
}

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

const getPath = (o: unknown, path: string) => path.split(".").reduce<unknown>((v, k) => (typeof v === "object" && v !== null ? (v as Plain)[k] : undefined), o);

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
