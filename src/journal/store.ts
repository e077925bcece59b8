/**
 * Where the change journal's entries live: the GM's record book (net/record-book.ts), one small record per entry,
 * pruned by age and count, written by a GM's client only (players cannot write it, and no player's interface
 * reads it: journalEntries answers nothing on a player's client). The undo of an entry, once, is a GM's
 * (rules/change-journal.ts undoPlan decides; this applies it and marks the entry undone).
 */
import { recordBook, type RecordBook } from "../net/record-book";
import { deletionOf, forUpdate, replacementFor } from "../platform/generation";
import { parseJournalEntry, undoPlan, type JournalEntry, type JournalEntryData, type UndoRefusal, type UndoTarget } from "../rules/index";

/** An update's writes with each dotted path of `deletions` deleted where it sits, in the adapter's neutral form. */
function withDeletions(writes: Record<string, unknown>, deletions: readonly string[]): Record<string, unknown> {
  const out = structuredClone(writes);
  for (const path of deletions) {
    const keys = path.split(".");
    const last = keys.pop()!;
    let at = out;
    for (const k of keys) {
      if (typeof at[k] !== "object" || at[k] === null) at[k] = {};
      at = at[k] as Record<string, unknown>;
    }
    Object.assign(at, deletionOf(last));
  }
  return out;
}

/** At most this many entries, none older than this many days: the journal stays as small as the GM's other records. */
export const JOURNAL_MAX = 500;
export const JOURNAL_MAX_DAYS = 90;
const BOOK = "altherion-change-journal";

/**
 * Whether a journal page holds one of the journal's records: its entry is the book's (the record book names
 * its entry in the entry's stored flags, `flags.altherion.recordBook`). The window follows only those pages.
 */
export function isJournalPage(page: unknown): boolean {
  const parent = (page as { parent?: { flags?: Record<string, Record<string, unknown> | undefined> } } | null)?.parent;
  return parent?.flags?.altherion?.recordBook === BOOK;
}

let book: RecordBook<JournalEntry> | null = null;
const entriesBook = (): RecordBook<JournalEntry> => (book ??= recordBook<JournalEntry>(BOOK, {
  maxCount: JOURNAL_MAX, maxAgeDays: JOURNAL_MAX_DAYS, parse: parseJournalEntry, key: (e) => e.id, label: (e) => `${e.actorName} · ${e.at}`,
  title: () => game.i18n?.localize("ALTHERION.ChangeJournal.BookTitle") ?? BOOK,
}));

/** Every entry, oldest first, on a GM's client; none on a player's. */
export function journalEntries(): JournalEntry[] {
  if (!game.user?.isGM) return [];
  return entriesBook().all().map((r) => r.data);
}

/** Keeps a new entry (a GM's client: the active GM's watch, journal/watch.ts). */
export async function addJournalEntry(data: JournalEntryData): Promise<JournalEntry> {
  const entry: JournalEntry = { ...data, id: foundry.utils.randomID(16), undone: false };
  await entriesBook().add(entry);
  return entry;
}

export const UNDO_REFUSED: Record<UndoRefusal | "gmOnly" | "missing", string> = {
  undone: "ALTHERION.ChangeJournal.Refused.Undone",
  changedSince: "ALTHERION.ChangeJournal.Refused.ChangedSince",
  notKept: "ALTHERION.ChangeJournal.Refused.NotKept",
  gone: "ALTHERION.ChangeJournal.Refused.Gone",
  exists: "ALTHERION.ChangeJournal.Refused.Exists",
  gmOnly: "ALTHERION.ChangeJournal.Refused.GmOnly",
  missing: "ALTHERION.ChangeJournal.Refused.Missing",
};

type Doc = {
  _source: unknown;
  update(data: object, options?: object): Promise<unknown>;
  delete(): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[], options?: object): Promise<unknown[]>;
};
const docAt = (uuid: string) => (uuid ? (fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as unknown as Doc | null) : null);
/** The document an embedded document's uuid names as its parent (`Actor.a.Item.b` → `Actor.a`). */
const parentUuid = (uuid: string) => uuid.split(".").slice(0, -2).join(".");

/** The document an entry changed as an undo reads it now (its stored data), or null when it no longer exists. */
export function journalTarget(uuid: string): UndoTarget {
  const doc = docAt(uuid);
  return doc ? { source: doc._source } : null;
}

/** Entries an undo is being applied to (this client): a second click waits for nothing and is refused. */
const undoing = new Set<string>();

/**
 * Undoes one entry, once (a GM): the values before written back, an added item or effect deleted, a removed one
 * created again under its id, the old type and its data put back; then the entry is marked undone. Returns a
 * refusal key (localize it), or null when done.
 */
export async function undoJournalEntry(id: string): Promise<string | null> {
  if (!game.user?.isGM) return UNDO_REFUSED.gmOnly;
  const entry = entriesBook().get(id)?.data;
  if (!entry) return UNDO_REFUSED.missing;
  if (undoing.has(id)) return UNDO_REFUSED.undone;
  undoing.add(id);
  try {
    const doc = docAt(entry.docUuid);
    const plan = undoPlan(entry, doc ? { source: doc._source } : null);
    if (!plan.ok) return UNDO_REFUSED[plan.reason];
    if (plan.op === "update") await doc!.update(forUpdate(withDeletions(plan.writes, plan.deletions)));
    else if (plan.op === "retype") await doc!.update({ type: plan.type, ...replacementFor("system", plan.system) });
    else if (plan.op === "delete") await doc!.delete();
    else {
      const parent = docAt(parentUuid(entry.docUuid));
      if (!parent) return UNDO_REFUSED.gone;
      await parent.createEmbeddedDocuments(entry.docKind, [plan.source], { keepId: true });
    }
    await entriesBook().add({ ...entry, undone: true });
    return null;
  } finally {
    undoing.delete(id);
  }
}
