/**
 * R-XP-7 the experience log in `system.xp.log`: stored shape and conversions (data/xp-log.ts), the data model's
 * load-time conversion, migration v1 on fixture actors (test/fixtures/migrations/xp-log.json) and the store's
 * round trip through `system.xp.log`.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { MIGRATIONS, currentVersion, migrateActorSource, migrateXpLogV1, pendingMigrations } from "../../src/migrations/migrations";
import type { Source } from "../../src/migrations/migrations";
import { isCurrentXpRow, mergeXpLogs, migratePersonnageSource, migrateStoredXpLog, toStoredXpRow, toXpLogRow, xpLogNeedsMigration } from "../../src/data/xp-log";
import { applyXpOp, isLastSpend, readUsage, readXpLog, logUpdate } from "../../src/experience/store";
import type { ExperienceActor } from "../../src/experience/store";
import { appendEntry } from "../../src/rules/index";
import { applyMigrationDiff } from "../helpers/migration-diff";

const fx = JSON.parse(readFileSync("test/fixtures/migrations/xp-log.json", "utf8")) as Record<string, Source>;
const fixture = (k: string) => structuredClone(fx[k]);
type Diff = { system?: { xp?: { log?: Record<string, unknown>[] } }; flags?: { altherion?: Record<string, unknown> } };

const apply = (source: Source, diff: Record<string, unknown> | null): Source => applyMigrationDiff(source, diff);

describe("migration v1: the XP log moves to system.xp.log (R-XP-7)", () => {
  it("is the shipped registry's first migration", () => {
    expect(MIGRATIONS[0]).toMatchObject({ version: 1, id: "xp-log-in-system" });
    expect(currentVersion()).toBeGreaterThanOrEqual(1);
    expect(pendingMigrations(0)[0].id).toBe("xp-log-in-system");
    expect(pendingMigrations(1).map((m) => m.id)).not.toContain("xp-log-in-system");
  });

  it("flags only: entries move into system.xp.log whole, the flag is removed, other flags and data stay", () => {
    const source = fixture("flagsOnly");
    const diff = migrateActorSource(source, pendingMigrations(0)) as Diff;
    expect(diff.flags).toEqual({ altherion: { "-=xpLog": null } });
    expect(diff.system?.xp?.log).toEqual([
      { id: "AAAAAAAAAAAAAAAA", date: "2025-02-01T10:00:00.000Z", kind: "gain", unit: "xp", amount: 30, reason: "Arc 1", arc: 1, act: 1, target: "", undone: false, original: "" },
      { id: "BBBBBBBBBBBBBBBB", date: "2025-02-02T10:00:00.000Z", kind: "spend", unit: "xp", amount: 10, reason: "Mêlée +1", arc: 2, act: 1, target: "skill:melee", undone: true, original: "" },
    ]);
    const after = apply(source, diff as Record<string, unknown>);
    expect((after.flags as Record<string, Record<string, unknown>>).altherion).toEqual({ usage: { version: 1, arc: 2, act: 1 } });
    expect((after.flags as Record<string, unknown>)["un-module"]).toEqual({ x: 1 });
    expect((after.system as Record<string, unknown>).inconnu).toEqual({ garde: true });
    expect((after.system as { xp: { total: number; spent: number } }).xp).toMatchObject({ total: 30, spent: 10 }); // totals untouched
    expect(JSON.stringify(source)).toBe(JSON.stringify(fx.flagsOnly)); // the source is not mutated
  });

  it("legacy rows {date, montant, raison}: the sign gives the kind, |montant| the amount, raison the reason", () => {
    const diff = migrateXpLogV1(fixture("legacyRows")) as Diff;
    expect(diff.flags).toBeUndefined();
    expect(diff.system?.xp?.log).toEqual([
      { id: "legacy0000000000", date: "2025-01-01T09:00:00.000Z", kind: "gain", unit: "xp", amount: 20, reason: "Premier arc", arc: 0, act: 0, target: "", undone: false, original: "" },
      { id: "legacy0000000001", date: "2025-01-05T09:00:00.000Z", kind: "spend", unit: "xp", amount: 15, reason: "Coup puissant", arc: 0, act: 0, target: "", undone: false, original: "" },
    ]);
  });

  it("both: legacy rows and flag entries merge, ordered by date, nothing dropped", () => {
    const diff = migrateXpLogV1(fixture("both")) as Diff;
    const log = diff.system?.xp?.log ?? [];
    expect(log.map((e) => [e.id, e.kind, e.amount])).toEqual([
      ["CCCCCCCCCCCCCCCC", "gain", 40], ["legacy0000000000", "spend", 15], ["DDDDDDDDDDDDDDDD", "override", 10],
    ]);
    expect(log.every(isCurrentXpRow)).toBe(true);
    expect(diff.flags).toEqual({ altherion: { "-=xpLog": null } });
  });

  it("already migrated: no-op, and running it twice is a no-op", () => {
    expect(migrateActorSource(fixture("migrated"), pendingMigrations(0))).toBeNull();
    for (const k of ["flagsOnly", "legacyRows", "both"]) {
      const once = apply(fixture(k), migrateActorSource(fixture(k), pendingMigrations(0)));
      expect(migrateActorSource(once, pendingMigrations(0)), k).toBeNull();
    }
  });

  it("unreadable flag rows keep the flag (nothing is lost); readable ones move", () => {
    const source = fixture("unreadable");
    const diff = migrateXpLogV1(source) as Diff;
    expect(diff.flags).toBeUndefined();
    // The unreadable rows are kept whole in the log too (undone, 0, with their original).
    const flagRows = (source.flags as { altherion: { xpLog: unknown[] } }).altherion.xpLog;
    const log = diff.system?.xp?.log ?? [];
    expect(log.map((e) => e.id)).toContain("FFFFFFFFFFFFFFFF");
    expect(log).toHaveLength(flagRows.length);
    expect(log.filter((e) => e.original !== "").map((e) => e.original).sort()).toEqual(flagRows.filter((r) => (r as { id?: unknown }).id !== "FFFFFFFFFFFFFFFF").map((r) => JSON.stringify(r)).sort());
    // Re-running does not duplicate the moved entry.
    expect(migrateXpLogV1(apply(source, diff as Record<string, unknown>))).toBeNull();
  });

  it("leaves pnj and groupe actors alone", () => {
    expect(migrateActorSource(fixture("pnj"), pendingMigrations(0))).toBeNull();
  });
});

describe("stored shape of system.xp.log (data/xp-log.ts)", () => {
  it("reads stored rows with none as null, and writes them back the same", () => {
    const stored = { id: "EEEEEEEEEEEEEEEE", date: "d", kind: "gain", unit: "pp", amount: 5, reason: "r", arc: 0, act: 3, target: "", undone: false, original: "" };
    const read = toXpLogRow(stored, 0);
    expect(read).toMatchObject({ arc: null, act: 3, target: null, unit: "pp" });
    expect(toStoredXpRow(read!)).toEqual(stored);
  });

  it("rows that are not entries are kept whole (undone, 0, their original); clamped legacy amounts keep their original", () => {
    expect(toXpLogRow("x", 0)).toMatchObject({ amount: 0, undone: true, original: '"x"' });
    expect(toXpLogRow({ id: "b", kind: "gain", amount: -1 }, 0)).toMatchObject({ amount: 0, undone: true, original: '{"id":"b","kind":"gain","amount":-1}' });
    expect(toXpLogRow({ id: "b", kind: "bonus", amount: 1 }, 0)).toMatchObject({ undone: true, original: '{"id":"b","kind":"bonus","amount":1}' });
    expect(toXpLogRow({ montant: -123456, raison: "x" }, 2)).toMatchObject({ id: "legacy0000000002", kind: "spend", amount: 99999, original: '{"montant":-123456,"raison":"x"}' });
    expect(toXpLogRow({ montant: 5, raison: "x" }, 2).original).toBeUndefined();
    expect(mergeXpLogs([], ["x", { id: "a", kind: "gain", amount: 1 }]).rejected).toEqual(["x"]);
  });

  it("18 rows with odd values in, 18 rows out, every odd one with its original; a second load changes nothing", () => {
    const odd: unknown[] = [
      { id: "a", kind: "gain", amount: 1.5 }, { id: "b", kind: "gain", amount: -3 }, { id: "c", kind: "gain", amount: "7" }, { id: "d", kind: "gain", amount: 1e9 },
      { id: "e", kind: "cadeau", amount: 2 }, { id: "f", amount: 2 }, null, 42, "texte", [1, 2], { montant: 2.5, raison: "x" }, { montant: "abc" },
      { montant: 1e7 }, { id: "g", kind: "gain", amount: 3, arc: -4 }, { id: "h", kind: "gain", amount: 3, arc: 1e6 }, { id: "i", kind: "spend", amount: 2, act: 2.5 },
      { id: "j", kind: "gain", amount: 4, reason: "bien" }, { montant: 6, raison: "bien" },
    ];
    const system = { xp: { total: 0, spent: 0, log: structuredClone(odd) } } as Record<string, unknown>;
    migratePersonnageSource(system);
    const log = (system.xp as { log: { original: string; id: string }[] }).log;
    expect(log).toHaveLength(18);
    expect(log.every(isCurrentXpRow)).toBe(true);
    expect(log.filter((e) => e.original === "")).toHaveLength(2); // the two rows that fit as they are
    log.forEach((e, i) => { if (e.original) expect(JSON.parse(e.original)).toEqual(odd[i]); });
    const again = structuredClone(system);
    migratePersonnageSource(again);
    expect(again).toEqual(system);
  });

  it("the data model converts legacy rows when it loads them (migrateData), idempotently", () => {
    const system = structuredClone(fx.legacyRows.system) as Record<string, unknown>;
    migratePersonnageSource(system);
    const log = (system.xp as { log: unknown[] }).log;
    expect(log.every(isCurrentXpRow)).toBe(true);
    expect(xpLogNeedsMigration(log)).toBe(false);
    const again = structuredClone(system);
    migratePersonnageSource(again);
    expect(again).toEqual(system);
    expect(migrateStoredXpLog(log)).toEqual(log);
    // Partial data without a log is left alone.
    const partial: Record<string, unknown> = { xp: { total: 3 } };
    migratePersonnageSource(partial);
    expect(partial).toEqual({ xp: { total: 3 } });
  });
});

describe("R-XP-3 the GM's purchase marks (gmApplied, changes) keep every value", () => {
  const changes = [{ item: "w000000000000006", path: "system.niveau", before: "2", after: "3" }];
  const row = { id: "AAAAAAAAAAAAAAAA", date: "2026-01-01", kind: "spend", unit: "xp", amount: 10, reason: "Mêlée +1", arc: 1, act: 1, target: "skill:melee", undone: false, original: "" };
  it("R-XP-3 a legacy row (no mark) and a marked row are current: kept as they are", () => {
    const marked = { ...row, gmApplied: true, changes };
    expect([isCurrentXpRow(row), isCurrentXpRow(marked), isCurrentXpRow({ ...row, gmApplied: false, changes: [] })]).toEqual([true, true, true]);
    const out = migrateStoredXpLog([row, marked]);
    expect(out[0]).toBe(row);
    expect(out[1]).toBe(marked);
    expect(xpLogNeedsMigration([row, marked])).toBe(false);
  });
  it("R-XP-3 a row converted for another reason keeps its mark and its changes; a rewrite of the log keeps them", () => {
    const odd = { ...row, arc: "2", gmApplied: true, changes };
    const [moved] = migrateStoredXpLog([odd]);
    expect(moved).toMatchObject({ arc: 2, gmApplied: true, changes });
    expect(toStoredXpRow(toXpLogRow(moved, 0))).toMatchObject({ gmApplied: true, changes });
    expect(toStoredXpRow(toXpLogRow(row, 0))).not.toHaveProperty("changes");
  });
  it("R-XP-3 changes that do not fit are kept in the row's original", () => {
    const bad = { ...row, changes: [{ item: 3 }] };
    const e = toXpLogRow(bad, 0);
    expect(e.changes).toBeUndefined();
    expect(JSON.parse(e.original ?? "{}")).toEqual(bad);
  });
});

describe("store: the log round-trips through system.xp.log", () => {
  function fakeActor(system: Record<string, unknown>): ExperienceActor & { updates: Record<string, unknown>[] } {
    const actor = {
      type: "personnage", flags: {} as Record<string, unknown>, system, updates: [] as Record<string, unknown>[],
      async update(data: Record<string, unknown>) {
        actor.updates.push(data);
        for (const [path, value] of Object.entries(data)) {
          const parts = path.split(".");
          let t: Record<string, unknown> = actor as unknown as Record<string, unknown>;
          for (const p of parts.slice(0, -1)) t = (t[p] ??= {}) as Record<string, unknown>;
          t[parts[parts.length - 1]] = value;
        }
        return actor;
      },
    };
    return actor;
  }

  it("writes system.xp.log (never flags) and moves total/spent in the same update; undo restores", async () => {
    const actor = fakeActor({ xp: { total: 10, spent: 0, log: [] } });
    const gain = await applyXpOp(actor, { op: "append", entry: { kind: "gain", amount: 12, reason: "Arc", arc: 1, act: 1, target: null }, usage: null });
    const spend = await applyXpOp(actor, { op: "append", entry: { kind: "spend", amount: 5, reason: "Force", arc: 1, act: 1, target: "characteristic:force" }, usage: null });
    expect(actor.updates).toHaveLength(2);
    for (const u of actor.updates) expect(Object.keys(u).some((k) => k.startsWith("flags.") && k.includes("xpLog"))).toBe(false);
    const stored = (actor.system as { xp: { total: number; spent: number; log: unknown[] } }).xp;
    expect(stored).toMatchObject({ total: 22, spent: 5 });
    expect(stored.log.every(isCurrentXpRow)).toBe(true);
    expect(readXpLog(actor).map((e) => [e.id, e.kind, e.amount, e.target])).toEqual([[gain!.id, "gain", 12, null], [spend!.id, "spend", 5, "characteristic:force"]]);
    await applyXpOp(actor, { op: "undo", id: spend!.id, undone: true });
    expect((actor.system as { xp: { spent: number } }).xp.spent).toBe(0);
    expect(readXpLog(actor)[1].undone).toBe(true);
  });

  it("R-XP-3 the Spend XP flow's undo: only the last live spend the GM applied is a player's to take back; the values it recorded and its once-per-act marker come back", async () => {
    const actor = fakeActor({ xp: { total: 40, spent: 0, log: [] }, combativite: 2 });
    actor.flags = { altherion: { usage: { version: 1, arc: 1, act: 1, bought: { characteristics: [], skills: [], domaines: [], combativite: false } } } };
    const changes = [{ item: "", path: "system.combativite", before: "2", after: "3" }];
    const combat = await applyXpOp(actor, { op: "append", entry: { kind: "spend", amount: 25, reason: "Combativité +1", arc: 1, act: 1, target: "combativite", gmApplied: true, changes }, usage: { type: "bought", kind: "combativite", id: "combativite" } });
    expect((actor.system as { combativite: number }).combativite).toBe(3);
    expect(readUsage(actor).bought.combativite).toBe(true);
    const log = readXpLog(actor);
    expect(isLastSpend(log, { op: "undo", id: combat!.id, undone: true })).toBe(true);
    expect(isLastSpend(log, { op: "undo", id: combat!.id, undone: false })).toBe(false); // redo is the GM's
    expect(isLastSpend(log.map((e) => ({ ...e, gmApplied: false })), { op: "undo", id: combat!.id, undone: true })).toBe(false); // not the GM's purchase
    await applyXpOp(actor, { op: "undo", id: combat!.id, undone: true });
    expect((actor.system as { combativite: number; xp: { spent: number } })).toMatchObject({ combativite: 2, xp: { spent: 0 } });
    expect(readUsage(actor).bought.combativite).toBe(false);
    const gain = await applyXpOp(actor, { op: "append", entry: { kind: "gain", amount: 3, reason: "Arc", arc: 1, act: 1, target: null }, usage: null });
    const over = await applyXpOp(actor, { op: "append", entry: { kind: "override", amount: 5, reason: "Force +1", arc: 1, act: 1, target: "characteristic:force" }, usage: null });
    expect(isLastSpend(readXpLog(actor), { op: "undo", id: over!.id, undone: true })).toBe(false); // a GM's override
    expect(isLastSpend(readXpLog(actor), { op: "undo", id: gain!.id, undone: true })).toBe(false);
  });

  it("a PP entry is logged beside XP and never moves system.xp", () => {
    const actor = { system: { xp: { total: 7, spent: 2, log: [] } } };
    const update = logUpdate(actor, appendEntry([], { kind: "spend", unit: "pp", amount: 4, reason: "Mêlée 14 → 15", arc: null, act: null, target: "pp-level:melee" }));
    expect(update["system.xp.total"]).toBe(7);
    expect(update["system.xp.spent"]).toBe(2);
    expect((update["system.xp.log"] as { unit: string }[])[0].unit).toBe("pp");
  });
});
