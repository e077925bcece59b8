/**
 * R-CON-9 regeneration amounts in `system.regeneration`: migration v2 on fixture actors
 * (test/fixtures/migrations/regeneration.json), the schema bounds, and the combat layer reading the field.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { MIGRATIONS, currentVersion, migrateActorSource, migrateRegenerationV2, pendingMigrations } from "../../src/migrations/migrations";
import type { Source } from "../../src/migrations/migrations";
import { PERSONNAGE_BOUNDS, PNJ_BOUNDS } from "../../src/data/bounds";
import { regenerationOf } from "../../src/combat/turn-events";
import { applyMigrationDiff } from "../helpers/migration-diff";

const fx = JSON.parse(readFileSync("test/fixtures/migrations/regeneration.json", "utf8")) as Record<string, Source>;
const fixture = (k: string) => structuredClone(fx[k]);

const apply = (source: Source, diff: Record<string, unknown> | null): Source => applyMigrationDiff(source, diff);

describe("R-CON-9 regeneration amounts: schema bounds", () => {
  it("personnage and pnj bound each amount to an integer 0..999, initially 0", () => {
    for (const table of [PERSONNAGE_BOUNDS, PNJ_BOUNDS]) {
      for (const k of ["vitalite", "energie", "confiance"]) expect(table[`regeneration.${k}`]).toEqual({ min: 0, max: 999, initial: 0 });
    }
  });
});

describe("migration v2: flags.altherion.regeneration moves to system.regeneration (R-CON-9)", () => {
  it("is registered right after the XP log migration", () => {
    expect(MIGRATIONS.map((m) => [m.version, m.id])).toContainEqual([2, "regeneration-in-system"]);
    expect(currentVersion()).toBeGreaterThanOrEqual(2);
    expect(pendingMigrations(1)[0].id).toBe("regeneration-in-system");
  });

  it("moves readable numbers in and removes the flag; other flags and data stay", () => {
    const source = fixture("flagOnly");
    const diff = migrateActorSource(source, pendingMigrations(1));
    expect(diff).toEqual({ system: { regeneration: { vitalite: 3, energie: 2 } }, flags: { altherion: { "-=regeneration": null } } });
    const after = apply(source, diff);
    expect((after.system as Record<string, unknown>).regeneration).toEqual({ vitalite: 3, energie: 2, confiance: 0 });
    expect((after.flags as Record<string, Record<string, unknown>>).altherion).toEqual({ usage: { version: 1 } });
    expect((after.flags as Record<string, unknown>)["un-module"]).toEqual({ x: 1 });
    expect((after.system as Record<string, unknown>).inconnu).toEqual({ garde: true });
    expect(regenerationOf(after.system)).toEqual({ vitalite: 3, energie: 2 });
    expect(JSON.stringify(source)).toBe(JSON.stringify(fx.flagOnly)); // not mutated
    expect(migrateActorSource(after, pendingMigrations(1))).toBeNull(); // re-running is a no-op
  });

  it("pnj: amounts are truncated and clamped to the schema bounds; the flag stays as the original-value copy", () => {
    expect(migrateRegenerationV2(fixture("pnjClamped"))).toEqual({ system: { regeneration: { vitalite: 999, confiance: 1 } } });
  });

  it("a value already set on the sheet wins over the flag", () => {
    expect(migrateRegenerationV2(fixture("sheetWins"))).toEqual({
      system: { regeneration: { energie: 1 } }, flags: { altherion: { "-=regeneration": null } },
    });
  });

  it("an unreadable entry keeps the flag (the readable ones still move)", () => {
    expect(migrateRegenerationV2(fixture("unreadable"))).toEqual({ system: { regeneration: { vitalite: 4 } } });
  });

  it("nothing to do without the flag, for other modules' flags or for a groupe", () => {
    expect(migrateRegenerationV2(fixture("none"))).toBeNull();
    expect(migrateRegenerationV2(fixture("groupe"))).toBeNull();
    expect(migrateActorSource(fixture("none"), pendingMigrations(0))).toBeNull();
  });
});
