/**
 * Issue 13 / R-XP-7 migration v4: the usage record names skills only as values in lists. Older records keyed
 * oppositions by skill; Foundry expanded a key's dots on update. Every level is kept, odd values kept whole,
 * and the list survives the dotted-key round trip on the test world.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { MIGRATIONS, migrateActorSource, migrateUsageListsV4, pendingMigrations, type Source } from "../../src/migrations/migrations";
import { parseUsage, spendableUsage } from "../../src/experience/usage";
import { createTestWorld, type TestWorld } from "../world/world";
import { WorldDriver } from "../world/driver";
import type { WorldActor } from "../world/classes";
import type * as Store from "../../src/experience/store";
import type * as Runner from "../../src/migrations/runner";

const legacyArc = (oppositions: unknown) => ({ characteristics: ["force"], skills: ["melee", "st. jean"], oppositions, moreCombativeEnemy: false, nearlyDied: true, rolls: 4, means: [] });
/** As Foundry stored it: the key "st. jean" expanded at its dot, a text and a fraction that are not levels. */
const LEGACY = {
  version: 1, arc: 3, act: 2,
  current: legacyArc({ melee: 3, st: { " jean": 4 }, tir: "5", sport: 1.5 }),
  previous: legacyArc({ melee: 6 }),
  bought: { characteristics: [], skills: ["melee"], domaines: [], combativite: false },
};
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

describe("issue 13: the usage record on the test world (dotted keys)", () => {
  let w: TestWorld;
  let d: WorldDriver;
  let uuid: string;
  const actor = () => w.fromUuid(uuid) as unknown as WorldActor;
  const usageSource = () => ((actor()._source.flags as Record<string, Record<string, unknown>>).altherion ?? {}).usage as Record<string, unknown>;
  beforeEach(async () => {
    w = await createTestWorld({ players: ["Alice"] });
    d = new WorldDriver(w);
    uuid = await d.createActor({ name: "Aude", type: "personnage" }, { owner: "player1" });
  });
  it("R-XP-7 an opposition of a skill key with a dot survives later updates of the record (round trip)", async () => {
    const store: typeof Store = await import("../../src/experience/store");
    await w.as(w.gm, () => store.dispatchUsage(actor() as never, { type: "mark", skill: "St. Jean", opposition: 4 }));
    await w.as(w.gm, () => store.dispatchUsage(actor() as never, { type: "mark", skill: "Mêlée", opposition: 2 }));
    await w.as(w.gm, () => store.dispatchUsage(actor() as never, { type: "set", nearlyDied: true }));
    expect((usageSource().current as { oppositions: unknown }).oppositions).toEqual([{ skill: "st. jean", level: 4 }, { skill: "melee", level: 2 }]);
    expect(spendableUsage(store.readUsage(actor() as never)).oppositions["st. jean"]).toBe(4);
  });
  it("migration v4 on the world: a record Foundry expanded at a dot comes back whole, every value kept", async () => {
    await w.as(w.gm, () => actor().update({ "flags.altherion.usage": LEGACY }));
    expect((usageSource().current as { oppositions: Record<string, unknown> }).oppositions.st).toEqual({ " jean": 4 }); // the expansion
    const runner: typeof Runner = await import("../../src/migrations/runner");
    const tally = await w.as(w.gm, () => runner.migrateWorld(pendingMigrations(3, MIGRATIONS)));
    expect(tally.failed).toEqual([]);
    const stored = usageSource() as { current: { oppositions: unknown; skills: string[] }; previous: { oppositions: unknown }; kept: unknown[]; arc: number };
    expect(stored.current.oppositions).toEqual([{ skill: "melee", level: 3 }, { skill: "st. jean", level: 4 }]);
    expect(stored.previous.oppositions).toEqual([{ skill: "melee", level: 6 }]);
    expect(stored.kept).toHaveLength(2);
    expect([stored.arc, stored.current.skills]).toEqual([3, ["melee", "st. jean"]]);
  });
});
