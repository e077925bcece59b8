/**
 * The migration runner played on the test world: an update the system's own `_preUpdate` refuses
 * (it answers false with a message, it does not throw) is a failed migration — nothing is written,
 * the document is named for the GM and the next load tries it again.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "./world";
import type { WorldActor } from "./classes";
import type { Migration } from "../../src/migrations/migrations";
import type { Plain } from "./utils";

const g = globalThis as unknown as Record<string, { create(data: Plain, options?: Plain): Promise<unknown> }>;
let w: TestWorld;

// A test migration (a no-op once applied, as every migration is) whose update breaks R-CAR-5 on an actor
// named "Trop": the system's data model refuses it.
const fragilite = (s: Plain) => (s.system as { fragilite: number }).fragilite;
const overMax: Migration[] = [{
  version: 1, id: "over-max",
  actor: (s) => (s.name === "Trop" ? { system: { points: { impact: { value: 99 } } } } : fragilite(s) === 1 ? null : { system: { fragilite: 1 } }),
}];

beforeEach(async () => {
  w = await createTestWorld();
}, 60_000);

describe("the migration runner on the test world", () => {
  it("an update a _preUpdate refuses without throwing is counted failed, writes nothing and names the document", async () => {
    const { migrateWorld } = await import("../../src/migrations/runner");
    const refused = (await w.as(w.gm, () => g.Actor.create({ name: "Trop", type: "personnage" }))) as WorldActor;
    const fine = (await w.as(w.gm, () => g.Actor.create({ name: "Juste", type: "personnage" }))) as WorldActor;
    const before = structuredClone(refused._source);
    const tally = await w.as(w.gm, () => migrateWorld(overMax));
    expect(tally.migrated).toBe(1);
    expect(tally.failed.map((f) => f.name)).toEqual(["Trop"]);
    expect(refused._source).toEqual(before);
    expect((fine._source.system as Plain).fragilite).toBe(1);
    const warning = w.gm.notifications.filter((n) => n.level === "warn").map((n) => n.message).join(" ");
    expect(warning).toContain("Trop");
    // Migrating again (the next load) tries it again.
    expect((await w.as(w.gm, () => migrateWorld(overMax))).failed.map((f) => f.name)).toEqual(["Trop"]);
  });
});
