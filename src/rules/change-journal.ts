/**
 * The change journal, pure: what a player changed on its own character in what « Progression gardée par le
 * Conteur » keeps (R-XP-3 [I]), as the GM's client saw it — each field's value before and after — and the undo of
 * one entry. Values travel as JSON text, so an entry is plain data whatever the field holds (an expertise list,
 * the usage record). The hooks that list changes and the store are on the Foundry side (journal/).
 */

type Plain = Record<string, unknown>;

/** What an entry records: fields changed, a character created, an item or an Active Effect added or removed, an item's type changed. */
export const JOURNAL_KINDS = ["update", "created", "itemAdded", "itemRemoved", "itemType", "effectAdded", "effectRemoved"] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];
export const JOURNAL_DOCS = ["Actor", "Item", "ActiveEffect"] as const;
export type JournalDoc = (typeof JOURNAL_DOCS)[number];

/** One field: its path in the document, its value before and after as JSON text ("" when absent); `cut` when a value was too long to keep. */
export interface JournalChange {
  path: string;
  before: string;
  after: string;
  cut?: boolean;
}

/** One entry, as stored: who (the user the update came from), when, which character and document, what changed. */
export interface JournalEntryData {
  /** ISO date of the change, as the GM's client saw it. */
  at: string;
  userId: string;
  userName: string;
  actorUuid: string;
  actorName: string;
  kind: JournalKind;
  /** The document changed: the character itself, one of its items, or an Active Effect (on it or on its item). */
  docUuid: string;
  docName: string;
  docType: string;
  docKind: JournalDoc;
  changes: JournalChange[];
  /**
   * What the undo puts back whole, as JSON text: a removed item's or effect's source (created again), the system
   * data an item had before its type changed. "" when there is none or it was too long to keep (no undo then).
   */
  source: string;
}

/** A stored entry, with the record's id and whether a GM undid it. */
export interface JournalEntry extends JournalEntryData {
  id: string;
  undone: boolean;
}

/** The longest JSON text kept for one value (or one removed document): the journal's records stay small. */
export const JOURNAL_VALUE_MAX = 4000;
export const JOURNAL_SOURCE_MAX = 16000;

const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/** A value as the journal keeps it: JSON text, "" when absent. */
export function journalValue(value: unknown): string {
  return value === undefined ? "" : JSON.stringify(value);
}

/** The value a journal's JSON text holds (undefined for "" or text that is no JSON). */
export function parseJournalValue(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The value at a dotted path of plain data. */
export function valueAtPath(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((v, k) => (isPlain(v) ? v[k] : undefined), source);
}

/** Whether two stored values are equal (object keys in any order). */
export function sameJournalValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJournalValue(v, b[i]));
  if (isPlain(a) || isPlain(b)) {
    if (!isPlain(a) || !isPlain(b)) return false;
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => sameJournalValue(a[k], b[k]));
  }
  return a === b;
}

function change(path: string, before: unknown, after: unknown): JournalChange {
  const b = journalValue(before);
  const a = journalValue(after);
  const cut = b.length > JOURNAL_VALUE_MAX || a.length > JOURNAL_VALUE_MAX;
  return cut ? { path, before: b.slice(0, JOURNAL_VALUE_MAX), after: a.slice(0, JOURNAL_VALUE_MAX), cut } : { path, before: b, after: a };
}

/**
 * The fields under `path` whose value differs between `before` and `after`, one per leaf: objects are walked into,
 * any other value (a number, a list) is one field. Nothing when they are equal.
 */
export function leafChanges(path: string, before: unknown, after: unknown): JournalChange[] {
  if (sameJournalValue(before, after)) return [];
  if (isPlain(before) && isPlain(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => leafChanges(`${path}.${k}`, before[k], after[k]));
  }
  return [change(path, before, after)];
}

/** Whether a field's number went up (a spend lowers it: a player's own; a gain is the GM's). */
export function raisedChange(c: JournalChange): boolean {
  const before = parseJournalValue(c.before);
  const after = parseJournalValue(c.after);
  return typeof after === "number" && (typeof before !== "number" || after > before);
}

/** A document as an undo reads it now: its stored data, or null when it no longer exists. */
export type UndoTarget = { source: unknown } | null;

export type UndoPlan =
  | { ok: true; op: "update"; writes: Plain; deletions: string[] }
  | { ok: true; op: "retype"; type: string; system: unknown }
  | { ok: true; op: "delete" }
  | { ok: true; op: "create"; source: Plain }
  | { ok: false; reason: UndoRefusal };
export type UndoRefusal = "undone" | "changedSince" | "notKept" | "gone" | "exists";

/** Sets `value` at a dotted path of a nested update. */
function writeAt(writes: Plain, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop()!;
  let at = writes;
  for (const k of keys) {
    if (!isPlain(at[k])) at[k] = {};
    at = at[k] as Plain;
  }
  at[last] = value;
}

/**
 * The undo of one entry, once: the values before written back (fields, a created character's initial values), the
 * added item or effect deleted, the removed one created again, the old type and its data put back. Refused when
 * a GM already undid it, when a field changed again since (its value is no longer the entry's after), when a
 * value was too long to keep, when the document is gone — or, for a removal, when it exists again.
 */
export function undoPlan(entry: JournalEntry, target: UndoTarget): UndoPlan {
  if (entry.undone) return { ok: false, reason: "undone" };
  if (entry.kind === "itemRemoved" || entry.kind === "effectRemoved") {
    const source = parseJournalValue(entry.source);
    if (!isPlain(source)) return { ok: false, reason: "notKept" };
    return target ? { ok: false, reason: "exists" } : { ok: true, op: "create", source };
  }
  if (!target) return { ok: false, reason: "gone" };
  if (entry.kind === "itemAdded" || entry.kind === "effectAdded") return { ok: true, op: "delete" };
  if (entry.kind === "itemType") {
    const type = entry.changes.find((c) => c.path === "type");
    const system = parseJournalValue(entry.source);
    if (!type || type.cut || !isPlain(system)) return { ok: false, reason: "notKept" };
    if (!sameJournalValue(valueAtPath(target.source, "type"), parseJournalValue(type.after))) return { ok: false, reason: "changedSince" };
    return { ok: true, op: "retype", type: String(parseJournalValue(type.before)), system };
  }
  if (entry.changes.some((c) => c.cut)) return { ok: false, reason: "notKept" };
  if (entry.changes.some((c) => !sameJournalValue(valueAtPath(target.source, c.path), parseJournalValue(c.after)))) return { ok: false, reason: "changedSince" };
  // A field that did not exist before is deleted: its path is listed apart, for the platform adapter to write.
  const writes: Plain = {};
  const deletions: string[] = [];
  for (const c of entry.changes) {
    const before = parseJournalValue(c.before);
    if (before === undefined) deletions.push(c.path);
    else writeAt(writes, c.path, before);
  }
  return { ok: true, op: "update", writes, deletions };
}

const isString = (v: unknown): v is string => typeof v === "string";

/** A stored entry read back: only one of the journal's own shape (anything else was not written by a GM's client). */
export function parseJournalEntry(raw: unknown): JournalEntry | null {
  if (!isPlain(raw)) return null;
  const strings = ["id", "at", "userId", "userName", "actorUuid", "actorName", "docUuid", "docName", "docType", "source"] as const;
  if (!strings.every((k) => isString(raw[k])) || typeof raw.undone !== "boolean") return null;
  if (!JOURNAL_KINDS.includes(raw.kind as JournalKind) || !JOURNAL_DOCS.includes(raw.docKind as JournalDoc) || !Array.isArray(raw.changes)) return null;
  const changes = raw.changes.filter((c): c is JournalChange => isPlain(c) && isString(c.path) && isString(c.before) && isString(c.after) && (c.cut === undefined || typeof c.cut === "boolean"));
  if (changes.length !== raw.changes.length) return null;
  const pick = Object.fromEntries(strings.map((k) => [k, raw[k]])) as Record<(typeof strings)[number], string>;
  return {
    ...pick, undone: raw.undone, kind: raw.kind as JournalKind, docKind: raw.docKind as JournalDoc,
    changes: changes.map((c) => ({ path: c.path, before: c.before, after: c.after, ...(c.cut ? { cut: true } : {}) })),
  };
}

/**
 * How a watched field is listed: every change (`any`), a rise only (`raise`: spending is the player's, a gain is
 * the GM's), or a value above its maximum (`aboveMax`, the maximum at the same path in `maxima`).
 */
export interface WatchedPath {
  path: string;
  listed: "any" | "raise" | "aboveMax";
}

/** The changes of a document between two of its stored states that its watched fields list (one per field, in the watch order). */
export function listedChanges(watched: readonly WatchedPath[], before: unknown, after: unknown, maxima: Readonly<Record<string, number>> = {}): JournalChange[] {
  const listed = new Map<string, JournalChange>();
  for (const w of watched) {
    for (const c of leafChanges(w.path, valueAtPath(before, w.path), valueAtPath(after, w.path))) {
      const value = parseJournalValue(c.after);
      const keep = w.listed === "any" || (w.listed === "raise" ? raisedChange(c) : typeof value === "number" && typeof maxima[c.path] === "number" && value > maxima[c.path]);
      if (keep && !listed.has(c.path)) listed.set(c.path, c);
    }
  }
  return [...listed.values()];
}
