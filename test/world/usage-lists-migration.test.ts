/**
 * R-XP-7 the usage record on the test world: a skill key with a dot survives Foundry's updates, and
 * migration v4 brings back a record Foundry expanded at a dot, every value kept.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { MIGRATIONS, pendingMigrations } from "../../src/migrations/migrations";
import { spendableUsage } from "../../src/experience/usage";
import { createTestWorld, type TestWorld } from "./world";
import { WorldDriver } from "./driver";
import type { WorldActor } from "./classes";
import type * as Store from "../../src/experience/store";
import type * as Runner from "../../src/migrations/runner";
import { LEGACY } from "../fixtures/migrations/usage-legacy";

describe("the usage record on the test world (dotted keys)", () => {
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
