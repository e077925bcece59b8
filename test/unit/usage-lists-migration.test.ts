/**
 * R-XP-7 migration v4: the usage record names skills only as values in lists. Older records keyed
 * oppositions by skill; Foundry expanded a key's dots on update. Every level is kept, odd values kept
 * whole (on the test world: test/world/usage-lists-migration.test.ts).
 */
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrateActorSource, migrateUsageListsV4, pendingMigrations, type Source } from "../../src/migrations/migrations";
import { parseUsage, spendableUsage } from "../../src/experience/usage";
import { LEGACY } from "../fixtures/migrations/usage-legacy";

/** A diff applied as Foundry merges it: objects merged, anything else (lists too) replaced. */
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const merge = (a: Source, b: Source): Source =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [k, isObj(a[k]) && isObj(b[k]) ? merge(a[k], b[k]) : k in b ? b[k] : a[k]]));
const personnage = (usage: unknown): Source => ({ type: "personnage", name: "Aude", system: {}, flags: { altherion: { usage } } });

describe("migration v4: usage oppositions as a list", () => {
  it("is the registry's version 4", () => {
    expect(MIGRATIONS.map((m) => [m.version, m.id])).toContainEqual([4, "usage-lists"]);
  });
  it("R-XP-7 every level is kept (the dotted key rejoined); values that are not levels are kept whole", () => {
    const diff = migrateUsageListsV4(personnage(LEGACY)) as { flags: { altherion: { usage: Record<string, unknown> } } };
    const usage = diff.flags.altherion.usage;
    expect(usage.current).toEqual({ oppositions: [{ skill: "melee", level: 3 }, { skill: "st. jean", level: 4 }] });
    expect(usage.previous).toEqual({ oppositions: [{ skill: "melee", level: 6 }] });
    expect(usage.kept).toEqual([
      { path: "current.oppositions.tir", original: '"5"' },
      { path: "current.oppositions.sport", original: "1.5" },
    ]);
    expect(usage.version).toBe(2);
  });
  it("re-running it changes nothing; a record already in lists or without arcs is left alone", () => {
    const source = personnage(LEGACY);
    const migrated = merge(source, migrateActorSource(source, pendingMigrations(3, MIGRATIONS))!);
    expect(migrateUsageListsV4(migrated)).toBeNull();
    expect(migrateUsageListsV4(personnage({ version: 1 }))).toBeNull();
    expect(migrateUsageListsV4({ type: "pnj", flags: { altherion: { usage: LEGACY } } })).toBeNull();
  });
  it("R-XP-7 an unmigrated record is read as the list the migration writes (same levels for the rules)", () => {
    const read = parseUsage(LEGACY);
    expect(read.current.oppositions).toEqual([{ skill: "melee", level: 3 }, { skill: "st. jean", level: 4 }]);
    expect(spendableUsage(read).oppositions).toEqual({ melee: 6, "st. jean": 4 });
  });
});
