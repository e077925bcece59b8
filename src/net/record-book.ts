/**
 * A GM's record book: records the GM keeps where no player can write, each one its own small
 * document, so that what one record costs (written, stored, sent to every client) does not grow
 * with the campaign.
 *
 * Where the records live: one JournalEntry per book, flagged with the book's name, ownership
 * default NONE (players do not see it in the Journal directory, and Foundry's server refuses
 * their writes), one JournalEntryPage per record (the record in the page's flags, as JSON). Why
 * there:
 * - Since v11 Foundry stores an embedded document under its own database key: creating or
 *   deleting a page writes and relays that page (or its id), never the entry with all its pages.
 *   A world setting holding a list is rewritten and sent whole on every change (the ledger it
 *   replaces sent ~730 KB per record at 5,000 records).
 * - The documents a record concerns are no better home: a chat card is its author's (a player
 *   may rewrite or delete its flags), and a target actor may belong to the very player the record
 *   guards against. Damage Log keeps its entries as chat messages: those go when the GM clears the
 *   chat log, and once-only records must outlive a cleared log. dnd5e and PF2e keep GM-side state
 *   in world settings or on documents the GM owns; a hidden journal is a document the GM owns, in
 *   a form the GM can see and open (Journal directory, the book's name).
 * - Pages are ordinary documents: no system type to register, v13 and v14 alike.
 *
 * In memory every client keeps an index of its book (key → record, in the order written, oldest
 * first), filled once from the pages and kept by the page hooks and this client's own writes, so a
 * lookup reads one map entry. A record is replaced when one with the same key is added (a small
 * update of its page). Records are pruned by age (`maxAgeDays`) and count (`maxCount`, the oldest
 * first, `PRUNE_BATCH` at a time), so the book, its pages and the index stay bounded. `horizon()`
 * says from when the book is complete: what happened before it may have been pruned.
 *
 * Writes come from a GM's client only (a player's are refused by Foundry anyway), one after the
 * other per book. Plumbing: it knows nothing of the game.
 */

export interface BookRecord<T> {
  /** The page's id. */
  readonly id: string;
  /** The record's identity (options.key of its data): one record per key. */
  readonly key: string;
  /** When it was written (ms since the epoch). */
  readonly at: number;
  readonly data: T;
}

export interface RecordBookOptions<T> {
  /** At most this many records are kept: beyond, the oldest are pruned. */
  maxCount: number;
  /** Records older than this are pruned. */
  maxAgeDays: number;
  /** Reads a stored record's data; null when it is not one (never written by this book). */
  parse(raw: unknown): T | null;
  /** The record's identity: adding data whose key a kept record has replaces that record. */
  key(data: T): string;
  /** Records pruned together (removeGroup): a card's records when the card is deleted. */
  group?(data: T): string;
  /** The page's name, as a GM reads it in the book (the key by default). */
  label?(data: T): string;
  /** The journal entry's name, as a GM reads it in the Journal directory, when the book is created (the book's name by default). */
  title?(): string;
}

export interface RecordBook<T> {
  /** Every record, oldest first. */
  all(): readonly BookRecord<T>[];
  /** The record of that key (indexed). */
  get(key: string): BookRecord<T> | undefined;
  /** The first record, oldest first, whose data matches (a scan: for rare lookups). */
  find(match: (data: T) => boolean): BookRecord<T> | undefined;
  /** Records before this time (ms) may have been pruned (by age or count): the book cannot tell them. */
  horizon(): number;
  /** Keeps a record, replacing the one of the same key (a GM's client only). */
  add(data: T): Promise<BookRecord<T>>;
  /** Keeps several records at once (creations in batches; a migration's). */
  addAll(data: readonly T[]): Promise<void>;
  /** Removes a record by id (a GM's client only). */
  remove(id: string): Promise<void>;
  /** Removes every record of a group (options.group). */
  removeGroup(group: string): Promise<void>;
  /** Prunes everything too old or too many, PRUNE_BATCH at a time (each add prunes one batch at most). */
  prune(): Promise<void>;
}

/** Records created or deleted per write. */
export const PRUNE_BATCH = 50;
const DAY_MS = 86_400_000;
/** The page flag holding a record, and the entry flag naming its book and its count horizon. */
const RECORD_FLAG = "record";
const BOOK_FLAG = "recordBook";
const HORIZON_FLAG = "recordHorizon";

/** What is read and written of a page and of the book's entry (structural: v13 and v14 alike). */
interface Page {
  id: string | null;
  name: string;
  flags: Record<string, unknown>;
  parent?: unknown;
}
interface Entry {
  id: string | null;
  flags: Record<string, unknown>;
  pages: { contents: Page[] };
  createEmbeddedDocuments(name: "JournalEntryPage", data: object[]): Promise<unknown[]>;
  updateEmbeddedDocuments(name: "JournalEntryPage", updates: object[]): Promise<unknown[]>;
  deleteEmbeddedDocuments(name: "JournalEntryPage", ids: string[]): Promise<unknown[]>;
  update(changes: object): Promise<unknown>;
}
interface Journal {
  size: number;
  get(id: string): unknown;
  [Symbol.iterator](): Iterator<unknown>;
}

const scope = (): string => game.system?.id ?? "";
const journal = (): Journal | null => (game.journal as unknown as Journal | undefined) ?? null;
const flagOf = (doc: { flags: Record<string, unknown> }, key: string): unknown => (doc.flags[scope()] as Record<string, unknown> | undefined)?.[key];

/** What a page stores: the key, the time, the data as JSON (a string: Foundry merges objects on update and expands dotted keys). */
interface Stored {
  key: string;
  at: number;
  json: string;
}

class Book<T> implements RecordBook<T> {
  #entry: Entry | null = null;
  /** The journal's size when no entry was found (a new one is looked for only when it changes). */
  #searched = -1;
  #index = new Map<string, BookRecord<T>>();
  #byId = new Map<string, string>();
  #groups = new Map<string, Set<string>>();
  #tail: Promise<unknown> = Promise.resolve();
  #hooked = false;

  constructor(readonly name: string, readonly options: RecordBookOptions<T>) {}

  // ---- reading ------------------------------------------------------------------------------

  all(): readonly BookRecord<T>[] {
    this.#sync();
    return [...this.#index.values()];
  }

  get(key: string): BookRecord<T> | undefined {
    this.#sync();
    return this.#index.get(key);
  }

  find(match: (data: T) => boolean): BookRecord<T> | undefined {
    this.#sync();
    for (const record of this.#index.values()) if (match(record.data)) return record;
    return undefined;
  }

  horizon(): number {
    const entry = this.#sync();
    const counted = entry ? Number(flagOf(entry, HORIZON_FLAG)) || 0 : 0;
    return Math.max(Date.now() - this.options.maxAgeDays * DAY_MS, counted);
  }

  /** The book's entry as this client holds it, the index rebuilt when it changed under us (another world, the entry deleted). */
  #sync(): Entry | null {
    this.#hook();
    const entries = journal();
    if (this.#entry && entries?.get(this.#entry.id ?? "") === this.#entry) return this.#entry;
    if (!this.#entry && (entries?.size ?? 0) === this.#searched) return null;
    this.#entry = null;
    this.#clear();
    this.#searched = entries?.size ?? 0;
    for (const doc of entries ?? []) {
      const entry = doc as Entry;
      if (flagOf(entry, BOOK_FLAG) !== this.name) continue;
      this.#entry = entry;
      const records = entry.pages.contents.map((p) => this.#read(p)).filter((r): r is BookRecord<T> => r !== null);
      for (const record of records.sort((a, b) => a.at - b.at)) this.#put(record);
      break;
    }
    return this.#entry;
  }

  #read(page: Page): BookRecord<T> | null {
    const stored = flagOf(page, RECORD_FLAG) as Partial<Stored> | undefined;
    if (!stored || typeof stored.key !== "string" || typeof stored.at !== "number" || typeof stored.json !== "string" || !page.id) return null;
    let raw: unknown;
    try {
      raw = JSON.parse(stored.json);
    } catch {
      return null;
    }
    const data = this.options.parse(raw);
    return data === null ? null : { id: page.id, key: stored.key, at: stored.at, data };
  }

  #clear(): void {
    this.#index.clear();
    this.#byId.clear();
    this.#groups.clear();
  }

  /** Indexes a record as the newest (a replaced key moves to the end). Idempotent: hooks and own writes may both report it. */
  #put(record: BookRecord<T>): void {
    this.#drop(record.key);
    const formerKey = this.#byId.get(record.id);
    if (formerKey !== undefined) this.#drop(formerKey);
    this.#index.set(record.key, record);
    this.#byId.set(record.id, record.key);
    const group = this.options.group?.(record.data);
    if (group !== undefined) {
      let keys = this.#groups.get(group);
      if (!keys) this.#groups.set(group, (keys = new Set()));
      keys.add(record.key);
    }
  }

  #drop(key: string): void {
    const record = this.#index.get(key);
    if (!record) return;
    this.#index.delete(key);
    this.#byId.delete(record.id);
    const group = this.options.group?.(record.data);
    if (group === undefined) return;
    const keys = this.#groups.get(group);
    keys?.delete(key);
    if (keys && !keys.size) this.#groups.delete(group);
  }

  /** Other clients' writes reach this index through the page hooks. */
  #hook(): void {
    if (this.#hooked || typeof Hooks === "undefined") return;
    this.#hooked = true;
    const mine = (page: Page) => this.#entry !== null && page.parent === this.#entry;
    const seen = (page: Page) => {
      if (!mine(page)) return;
      const record = this.#read(page);
      if (record) this.#put(record);
    };
    Hooks.on("createJournalEntryPage", seen as never);
    Hooks.on("updateJournalEntryPage", seen as never);
    Hooks.on("deleteJournalEntryPage", ((page: Page) => {
      if (!mine(page) || !page.id) return;
      const key = this.#byId.get(page.id);
      if (key !== undefined) this.#drop(key);
    }) as never);
  }

  // ---- writing (a GM's client) ---------------------------------------------------------------

  /** One write after the other: a key is never created twice, the entry never twice. */
  #serial<R>(op: () => Promise<R>): Promise<R> {
    const run = this.#tail.then(op, op);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  async #entryForWrite(): Promise<Entry> {
    const found = this.#sync();
    if (found) return found;
    const created = (await JournalEntry.create({
      name: this.options.title?.() || this.name,
      ownership: { default: 0 },
      flags: { [scope()]: { [BOOK_FLAG]: this.name } },
    } as never)) as unknown as Entry | undefined;
    if (!created) throw new Error(`Altherion | the record book ${this.name} could not be created`);
    this.#clear();
    this.#entry = created;
    return created;
  }

  #stored(data: T, at: number): { name: string; flags: object } {
    const key = this.options.key(data);
    const name = (this.options.label?.(data) ?? key) || this.name;
    return { name, flags: { [scope()]: { [RECORD_FLAG]: { key, at, json: JSON.stringify(data) } satisfies Stored } } };
  }

  add(data: T): Promise<BookRecord<T>> {
    return this.#serial(async () => {
      const record = await this.#write(data);
      await this.#pruneSome();
      return record;
    });
  }

  async #write(data: T): Promise<BookRecord<T>> {
    const entry = await this.#entryForWrite();
    const key = this.options.key(data);
    const at = Date.now();
    const kept = this.#index.get(key);
    if (kept) {
      await entry.updateEmbeddedDocuments("JournalEntryPage", [{ _id: kept.id, ...this.#stored(data, at) }]);
      const record = { id: kept.id, key, at, data };
      this.#put(record);
      return record;
    }
    const [page] = (await entry.createEmbeddedDocuments("JournalEntryPage", [{ type: "text", ...this.#stored(data, at) }])) as Page[];
    const record = page ? this.#read(page) : null;
    if (!record) throw new Error(`Altherion | the record book ${this.name} did not keep a record`);
    this.#put(record);
    return record;
  }

  addAll(data: readonly T[]): Promise<void> {
    return this.#serial(async () => {
      const entry = await this.#entryForWrite();
      const fresh: T[] = [];
      for (const d of data) {
        if (this.#index.has(this.options.key(d))) await this.#write(d);
        else fresh.push(d);
      }
      for (let i = 0; i < fresh.length; i += PRUNE_BATCH) {
        const at = Date.now();
        const pages = (await entry.createEmbeddedDocuments("JournalEntryPage", fresh.slice(i, i + PRUNE_BATCH).map((d) => ({ type: "text", ...this.#stored(d, at) })))) as Page[];
        for (const page of pages) {
          const record = this.#read(page);
          if (record) this.#put(record);
        }
      }
      while ((await this.#pruneSome()) > 0);
    });
  }

  remove(id: string): Promise<void> {
    return this.#serial(() => this.#delete([id]));
  }

  removeGroup(group: string): Promise<void> {
    return this.#serial(async () => {
      this.#sync();
      const keys = [...(this.#groups.get(group) ?? [])];
      const ids = keys.map((k) => this.#index.get(k)?.id).filter((id): id is string => id !== undefined);
      for (let i = 0; i < ids.length; i += PRUNE_BATCH) await this.#delete(ids.slice(i, i + PRUNE_BATCH));
    });
  }

  prune(): Promise<void> {
    return this.#serial(async () => {
      while ((await this.#pruneSome()) > 0);
    });
  }

  async #delete(ids: string[]): Promise<void> {
    const entry = this.#sync();
    const present = ids.filter((id) => this.#byId.has(id));
    if (!entry || !present.length) return;
    await entry.deleteEmbeddedDocuments("JournalEntryPage", present);
    for (const id of present) {
      const key = this.#byId.get(id);
      if (key !== undefined) this.#drop(key);
    }
  }

  /**
   * Deletes up to PRUNE_BATCH of the oldest records that are too old, or too many; answers how many it deleted. Past
   * the count a batch goes at once (the book then holds a little less than maxCount), so a full book prunes once every
   * few records, and the time of the newest record pruned for count is kept on the entry (horizon).
   */
  async #pruneSome(): Promise<number> {
    const entry = this.#sync();
    if (!entry) return 0;
    const { maxCount, maxAgeDays } = this.options;
    const oldest = Date.now() - maxAgeDays * DAY_MS;
    const slack = Math.max(1, Math.min(PRUNE_BATCH, Math.ceil(maxCount / 10)));
    const size = this.#index.size;
    const over = size > maxCount ? Math.min(size - maxCount + slack - 1, PRUNE_BATCH) : 0;
    const ids: string[] = [];
    let countHorizon = 0;
    for (const record of this.#index.values()) {
      if (ids.length >= PRUNE_BATCH) break;
      if (ids.length < over) countHorizon = record.at;
      else if (record.at >= oldest) break;
      ids.push(record.id);
    }
    if (!ids.length) return 0;
    if (countHorizon + 1 > (Number(flagOf(entry, HORIZON_FLAG)) || 0)) await entry.update({ flags: { [scope()]: { [HORIZON_FLAG]: countHorizon + 1 } } });
    await this.#delete(ids);
    return ids.length;
  }
}

const books = new Map<string, Book<unknown>>();

/** The record book of that name (one per name in this client: its index is shared). */
export function recordBook<T>(name: string, options: RecordBookOptions<T>): RecordBook<T> {
  let book = books.get(name);
  if (!book) books.set(name, (book = new Book<unknown>(name, options as RecordBookOptions<unknown>)));
  return book as unknown as RecordBook<T>;
}
