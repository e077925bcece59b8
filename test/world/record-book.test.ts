/**
 * The GM's record book (src/net/record-book.ts) on the test world: one page per record in a journal entry players
 * cannot see or write; what a record costs to write does not grow with the book; pruning by age and by count.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestWorld, writeMeter, type TestWorld } from "./world";
import { PRUNE_BATCH, recordBook, type RecordBook } from "../../src/net/record-book";
import type { WorldJournalEntry } from "./classes";

interface Note {
  card: string;
  action: string;
  state?: string;
}
const parse = (raw: unknown): Note | null => {
  const r = raw as Partial<Note> | null;
  return r && typeof r.card === "string" && typeof r.action === "string" ? { card: r.card, action: r.action, ...(typeof r.state === "string" ? { state: r.state } : {}) } : null;
};
const DAY = 86_400_000;
let names = 0;
/** A book of its own for each test (books are per name in a client). */
const book = (maxCount: number, maxAgeDays = 30): RecordBook<Note> =>
  recordBook<Note>(`test-book-${++names}`, { maxCount, maxAgeDays, parse, key: (n) => `${n.card} ${n.action}`, group: (n) => n.card });
/** A card id of 16 characters, as Foundry's. */
const card = (i: number) => `card${String(i).padStart(12, "0")}`;
const journal = () => (globalThis as unknown as { game: { journal: { contents: WorldJournalEntry[] } } }).game.journal.contents;

let w: TestWorld;
beforeEach(async () => {
  w = await createTestWorld();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the GM's record book", () => {
  it("keeps each record as a page of a journal entry players can neither see nor write", async () => {
    const b = book(100);
    await w.as(w.gm, () => b.add({ card: card(1), action: "applyDamage" }));
    const [entry] = journal();
    expect(entry.pages.size).toBe(1);
    const alice = w.user(w.players[0]);
    expect(entry.testUserPermission(alice, "LIMITED")).toBe(false);
    await expect(w.as(w.players[0], () => b.add({ card: card(2), action: "applyDamage" }))).rejects.toThrow(/permission/);
    await expect(w.as(w.players[0], () => entry.pages.contents[0].delete())).rejects.toThrow(/permission/);
    expect(b.get(`${card(1)} applyDamage`)?.data).toEqual({ card: card(1), action: "applyDamage" });
    expect(entry.pages.size).toBe(1);
  });

  it("replaces the record of the same key by a small update, and removes a card's records together", async () => {
    const b = book(100);
    await w.as(w.gm, async () => {
      await b.add({ card: card(1), action: "cardState", state: "a" });
      await b.add({ card: card(2), action: "cardState", state: "b" });
      await b.add({ card: card(1), action: "cardState", state: "c" });
      await b.add({ card: card(1), action: "applyDamage" });
    });
    expect(b.all().map((r) => r.data.state ?? r.data.action)).toEqual(["b", "c", "applyDamage"]);
    expect(journal()[0].pages.size).toBe(3);
    await w.as(w.gm, () => b.removeGroup(card(1)));
    expect(b.all().map((r) => r.data.card)).toEqual([card(2)]);
    expect(journal()[0].pages.size).toBe(1);
  });

  it("writes as many bytes for the 5,000th record as for the 50th", { timeout: 120_000 }, async () => {
    const b = book(6000);
    const bytesOf = async (from: number, to: number) => {
      writeMeter.bytes.clear();
      await w.as(w.gm, async () => {
        for (let i = from; i < to; i++) await b.add({ card: card(i), action: "applyDamage", state: JSON.stringify({ damage: [{ target: "Actor.abcdefghijklmnop", amount: 9 }] }) });
      });
      return writeMeter.total("JournalEntry", "JournalEntryPage", "Setting") / (to - from);
    };
    await bytesOf(0, 40);
    const early = await bytesOf(40, 50);
    await w.as(w.gm, async () => {
      for (let i = 50; i < 4990; i += 500) await b.addAll(Array.from({ length: Math.min(500, 4990 - i) }, (_, k) => ({ card: card(i + k), action: "applyDamage" })));
    });
    const late = await bytesOf(4990, 5000);
    expect(b.all()).toHaveLength(5000);
    expect(early).toBeGreaterThan(100);
    expect(late).toBeLessThanOrEqual(early * 1.05);
  });

  it("prunes records older than maxAgeDays, a batch at a time, and the horizon says from when the book is complete", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-01T12:00:00Z"));
    const b = book(1000, 30);
    await w.as(w.gm, () => b.addAll(Array.from({ length: PRUNE_BATCH + 10 }, (_, i) => ({ card: card(i), action: "old" }))));
    vi.setSystemTime(new Date("2027-01-20T12:00:00Z"));
    await w.as(w.gm, () => b.add({ card: card(100), action: "recent" }));
    expect(b.all()).toHaveLength(PRUNE_BATCH + 11);
    vi.setSystemTime(new Date("2027-02-05T12:00:00Z"));
    await w.as(w.gm, () => b.add({ card: card(101), action: "new" }));
    // One add prunes one batch of the expired records; the next add the rest.
    expect(b.all()).toHaveLength(12);
    await w.as(w.gm, () => b.add({ card: card(102), action: "new" }));
    expect(b.all().map((r) => r.data.action)).toEqual(["recent", "new", "new"]);
    expect(journal()[0].pages.size).toBe(3);
    expect(b.horizon()).toBe(Date.now() - 30 * DAY);
  });

  it("keeps no more than maxCount records: the oldest go first, and the horizon moves past them", async () => {
    const b = book(20);
    await w.as(w.gm, async () => {
      for (let i = 0; i < 21; i++) await b.add({ card: card(i), action: "applyDamage" });
    });
    const kept = b.all();
    expect(kept.length).toBeLessThanOrEqual(20);
    expect(kept.length).toBeGreaterThanOrEqual(18);
    expect(kept[kept.length - 1].data.card).toBe(card(20));
    expect(b.get(`${card(0)} applyDamage`)).toBeUndefined();
    expect(b.horizon()).toBeGreaterThan(0);
    expect(b.horizon()).toBeLessThanOrEqual(kept[0].at + 1);
    expect(journal()[0].pages.size).toBe(kept.length);
    await w.as(w.gm, () => b.addAll(Array.from({ length: 200 }, (_, i) => ({ card: card(100 + i), action: "applyDamage" }))));
    expect(b.all().length).toBeLessThanOrEqual(20);
    expect(journal()[0].pages.size).toBe(b.all().length);
  });

  it("reads the book back from its pages in a fresh client index (as at a reload), oldest first", async () => {
    const b = book(100);
    await w.as(w.gm, async () => {
      for (let i = 0; i < 5; i++) await b.add({ card: card(i), action: "applyDamage" });
    });
    const entry = journal()[0];
    const again = recordBook<Note>(`test-book-reloaded-${names}`, { maxCount: 100, maxAgeDays: 30, parse, key: (n) => `${n.card} ${n.action}` });
    // The same entry under the name a reload would look for.
    await w.as(w.gm, () => entry.update({ [`flags.altherion.recordBook`]: `test-book-reloaded-${names}` }));
    expect(again.all().map((r) => r.data.card)).toEqual([0, 1, 2, 3, 4].map(card));
    expect(again.get(`${card(3)} applyDamage`)?.id).toBe(entry.pages.contents[3].id);
  });
});
