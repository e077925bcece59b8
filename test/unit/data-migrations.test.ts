import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { MIGRATIONS, currentVersion, migrateActorSource, migrateItemSource, pendingMigrations } from "../../src/migrations/migrations";
import type { Migration, Source } from "../../src/migrations/migrations";
import { installFoundryStubs, notifications } from "../stubs/foundry";

const fixtures = JSON.parse(readFileSync("test/fixtures/migrations/actors.json", "utf8")) as Source[];

// A test registry: v1 renames a legacy skill field, v2 sets a marker on personnages. Only the
// system's real registry (empty so far: nothing older than schema 0 exists) ships.
const registry: Migration[] = [
  {
    version: 2, id: "marker",
    actor: (s) => (s.type === "personnage" ? { system: { creation: { active: false } } } : null),
  },
  {
    version: 1, id: "ancien-vers-plafond",
    item: (s) => {
      const system = s.system as Record<string, unknown>;
      return typeof system.ancien === "string" ? { system: { plafond: system.ancien } } : null;
    },
    actor: (s) => ((s.system as { caracteristiques?: { force?: number } }).caracteristiques?.force === 4 ? { system: { origine: 0 } } : null),
  },
];

describe("migration registry", () => {
  it("the shipped registry is ordered and its version is the current one", () => {
    expect(currentVersion(MIGRATIONS)).toBe(MIGRATIONS.length ? Math.max(...MIGRATIONS.map((m) => m.version)) : 0);
    expect(currentVersion(registry)).toBe(2);
  });

  it("pendingMigrations returns what a world still needs, oldest first", () => {
    expect(pendingMigrations(0, registry).map((m) => m.version)).toEqual([1, 2]);
    expect(pendingMigrations(1, registry).map((m) => m.id)).toEqual(["marker"]);
    expect(pendingMigrations(2, registry)).toEqual([]);
  });
});

describe("pure migration of fixture documents", () => {
  it("migrates an actor and its embedded items by _id, never deleting unknown data", () => {
    const source = fixtures[0];
    const before = JSON.stringify(source);
    const diff = migrateActorSource(source, pendingMigrations(0, registry));
    expect(diff).toEqual({
      system: { origine: 0, creation: { active: false } },
      items: [{ system: { plafond: "oui" }, _id: "iiiiiiiiiiiiiiii" }],
    });
    expect(JSON.stringify(source)).toBe(before); // the source is not mutated
    expect(JSON.stringify(diff)).not.toContain("-=");
  });

  it("returns null when nothing changes", () => {
    expect(migrateActorSource(fixtures[1], pendingMigrations(0, registry))).toBeNull();
    expect(migrateItemSource({ name: "x", type: "arme", system: {} }, registry)).toBeNull();
  });
});

describe("migration runner (with test stand-ins)", () => {
  beforeAll(() => installFoundryStubs());

  it("walks world actors, items, unlinked tokens and world packs; one failure does not stop the rest", async () => {
    const { migrateWorld } = await import("../../src/migrations/runner");
    notifications.length = 0; // what earlier tests notified is not this run's
    const updates: { name: string; diff: unknown }[] = [];
    const doc = (source: Source, fail = false) => ({
      name: String(source.name),
      toObject: () => structuredClone(source),
      update: async (diff: unknown) => { if (fail) throw new Error("boom"); updates.push({ name: String(source.name), diff }); return {}; },
    });
    const configure: boolean[] = [];
    const g = globalThis as unknown as { game: Record<string, unknown> };
    g.game = {
      ...g.game,
      actors: { contents: [doc(fixtures[0]), doc({ ...fixtures[0], name: "Cassée" }, true)] },
      items: { contents: [doc({ name: "Vieille compétence", type: "competence", system: { ancien: "x" } })] },
      scenes: { contents: [{ tokens: { contents: [
        { actorLink: false, actor: doc({ ...fixtures[0], name: "Jeton" }) },
        { actorLink: true, actor: doc({ ...fixtures[0], name: "Lié" }) },
      ] } }] },
      packs: [
        {
          metadata: { packageType: "world" }, documentName: "Item", collection: "world.objets", locked: true,
          configure: async ({ locked }: { locked: boolean }) => { configure.push(locked); },
          getDocuments: async () => [doc({ name: "Dans le pack", type: "competence", system: { ancien: "y" } })],
        },
        { metadata: { packageType: "system" }, documentName: "Item", collection: "altherion.x", locked: true, configure: async () => { throw new Error("no"); }, getDocuments: async () => [] },
      ],
    };
    const tally = await migrateWorld(pendingMigrations(0, registry));
    expect(updates.map((u) => u.name)).toEqual(["Ancienne", "Vieille compétence", "Jeton", "Dans le pack"]);
    expect(tally.migrated).toBe(4);
    expect(tally.failed).toEqual([{ name: "Cassée", error: "boom" }]);
    expect(configure).toEqual([false, true]); // unlocked then relocked
    expect(notifications.map((n) => n.level)).toEqual(["info", "warn"]);
  });

  it("an update a _preUpdate refused without throwing (resolved to undefined) is a failure: the version does not advance, the next load retries", async () => {
    const { migrateIfNeeded } = await import("../../src/migrations/runner");
    const set: unknown[] = [];
    let refused = true;
    const legacy = { name: "Refusée", type: "personnage", system: { xp: { log: [{ date: "2025", montant: 5, raison: "Arc" }] } } };
    const doc = { name: "Refusée", toObject: () => structuredClone(legacy), update: async () => (refused ? undefined : {}) };
    const g = globalThis as unknown as { game: Record<string, unknown> };
    g.game = {
      ...g.game, user: { isActiveGM: true }, actors: { contents: [doc] }, items: { contents: [] }, scenes: { contents: [] }, packs: [],
      settings: { get: () => 0, set: async (_s: string, k: string, v: unknown) => { set.push([k, v]); } },
    };
    expect((await migrateIfNeeded())?.failed.map((f) => f.name)).toEqual(["Refusée"]);
    expect(set).toEqual([]);
    refused = false;
    expect((await migrateIfNeeded())?.failed).toEqual([]);
    expect(set).toEqual([["schemaVersion", currentVersion()]]);
  });

  it("with a failed document the schema version does not advance, the GM sees its name, the next load retries", async () => {
    const { migrateIfNeeded } = await import("../../src/migrations/runner");
    const set: unknown[] = [];
    let fail = true;
    const legacy = { name: "Cassée", type: "personnage", system: { xp: { log: [{ date: "2025", montant: 5, raison: "Arc" }] } } };
    const broken = { name: "Cassée", toObject: () => structuredClone(legacy), update: async () => { if (fail) throw new Error("boom"); return {}; } };
    const g = globalThis as unknown as { game: Record<string, unknown> };
    g.game = {
      ...g.game, user: { isActiveGM: true }, actors: { contents: [broken] }, items: { contents: [] }, scenes: { contents: [] }, packs: [],
      settings: { get: () => 0, set: async (_s: string, k: string, v: unknown) => { set.push([k, v]); } },
    };
    notifications.length = 0;
    expect((await migrateIfNeeded())?.failed.map((f) => f.name)).toEqual(["Cassée"]);
    expect(set).toEqual([]);
    expect(notifications.at(-1)).toMatchObject({ level: "warn" });
    expect(String(notifications.at(-1)?.message)).toContain("ALTHERION.Migration.Retry"); // lists the names
    fail = false;
    expect((await migrateIfNeeded())?.failed).toEqual([]);
    expect(set).toEqual([["schemaVersion", currentVersion()]]);
  });
});
