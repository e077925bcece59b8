/**
 * The GM's ledger leaves the world setting it was for its record book (src/migrations/ledger.ts): every record with
 * every value, the setting emptied after, once only, on the active GM only; then the ledger reads them as before.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "./world";
import type { WorldJournalEntry } from "./classes";
import type * as Records from "../../src/net/records";
import type * as Migration from "../../src/migrations/ledger";

const g = globalThis as unknown as {
  game: { settings: { get(ns: string, key: string): unknown; set(ns: string, key: string, v: unknown): Promise<unknown> }; journal: { contents: WorldJournalEntry[] } };
};
const OLD = [
  { message: "aaaaaaaaaaaaaaaa", action: "applyDamage", target: "Actor.bbbbbbbbbbbbbbbb" },
  { message: "aaaaaaaaaaaaaaaa", action: "cardState", target: "", state: JSON.stringify({ narrowSuccess: true, damage: [{ target: "Actor.bbbbbbbbbbbbbbbb" }] }) },
  { message: "cccccccccccccccc", action: "requestResult", target: "Actor.dddddddddddddddd" },
  { message: "eeeeeeeeeeeeeeee", action: "fortuneSpent", target: "Actor.dddddddddddddddd", state: "2" },
];

let w: TestWorld;
let records: typeof Records;
let moveLedgerToBook: typeof Migration.moveLedgerToBook;
beforeEach(async () => {
  w = await createTestWorld();
  records = await import("../../src/net/records");
  ({ moveLedgerToBook } = await import("../../src/migrations/ledger"));
  await w.as(w.gm, () => g.game.settings.set("altherion", "authorityLedger", [...OLD, { message: 1 }, "x"]));
});

describe("the ledger moves from its world setting into the GM's ledger journal", () => {
  it("keeps every record with every value, oldest first, then empties the setting", async () => {
    expect(await w.as(w.gm, () => moveLedgerToBook())).toBe(OLD.length);
    expect(records.ledgerBook.all().map((r) => r.data)).toEqual(OLD);
    expect(g.game.settings.get("altherion", "authorityLedger")).toEqual([]);
    const [entry] = g.game.journal.contents;
    expect(entry.pages.size).toBe(OLD.length);
    expect(entry.testUserPermission(w.user(w.players[0]), "LIMITED")).toBe(false);
    // The ledger reads them as it read the setting.
    expect(records.alreadyDone(OLD[0])).toBe(true);
    expect(records.alreadyDone({ ...OLD[0], target: "Actor.zzzzzzzzzzzzzzzz" })).toBe(false);
    expect(w.as(w.gm, () => records.gmCardState(OLD[1].message))).toEqual(JSON.parse(OLD[1].state!));
    expect(await w.as(w.gm, () => moveLedgerToBook())).toBe(0);
    expect(entry.pages.size).toBe(OLD.length);
  });

  it("a record moved before the setting was emptied (a load stopped halfway) is not doubled", async () => {
    await w.as(w.gm, () => records.recordDone(OLD[2]));
    expect(await w.as(w.gm, () => moveLedgerToBook())).toBe(OLD.length);
    expect(g.game.journal.contents[0].pages.size).toBe(OLD.length);
    expect(records.ledgerBook.all().map((r) => r.data)).toEqual(expect.arrayContaining(OLD));
  });

  it("only the active GM moves it: a player's client leaves the setting whole", async () => {
    expect(await w.as(w.players[0], () => moveLedgerToBook())).toBe(0);
    expect(g.game.settings.get("altherion", "authorityLedger")).toHaveLength(OLD.length + 2);
    expect(g.game.journal.contents).toHaveLength(0);
  });
});

describe("the ledger's horizon", () => {
  it("a card older than what the ledger still holds (LEDGER_DAYS) applies nothing more; a recent one still does", async () => {
    const { LEDGER_DAYS } = await import("../../src/net/ledger");
    const ChatMessage = (globalThis as unknown as { ChatMessage: { create(d: object): Promise<{ id: string }> } }).ChatMessage;
    const old = await w.as(w.gm, () => ChatMessage.create({ content: "old", timestamp: Date.now() - (LEDGER_DAYS + 1) * 86_400_000 }));
    const recent = await w.as(w.gm, () => ChatMessage.create({ content: "recent", timestamp: Date.now() - (LEDGER_DAYS - 1) * 86_400_000 }));
    const blow = (message: string) => ({ message, action: "applyDamage", target: "Actor.bbbbbbbbbbbbbbbb" });
    expect(records.alreadyDone(blow(old.id))).toBe(true);
    expect(records.alreadyDone(blow(recent.id))).toBe(false);
  });
});
