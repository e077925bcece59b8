/** R-SK-7 migration v3: the skills of existing worlds get keys, references name keys, every value is kept. */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { MIGRATIONS, migrateActorSource, migrateSkillKeysV3, pendingMigrations } from "../../src/migrations/migrations";
import type { Diff, MigrationContext, Source } from "../../src/migrations/migrations";

const world = JSON.parse(readFileSync("test/fixtures/migrations/skill-keys.json", "utf8")) as Source[];
/** An English world: the compendium skills as Babele names them. */
const english: MigrationContext = { skillAliases: new Map([["brawl", "bagarre"], ["toughness", "rigidite"], ["melee", "melee"]]) };
const v3 = pendingMigrations(2, MIGRATIONS).filter((m) => m.version === 3);

const itemDiff = (diff: Diff | null, id: string) => ((diff?.items ?? []) as Diff[]).find((d) => d._id === id);

describe("R-SK-7 migration v3 (skill keys)", () => {
  it("is the registry's version 3", () => {
    expect(v3.map((m) => m.id)).toEqual(["skill-keys"]);
  });

  it("a French world: default skills get their keys, a GM's own skill the slug of its name, references become keys", () => {
    const diff = migrateActorSource(world[0], v3, english);
    expect(itemDiff(diff, "skillmelee000001")).toEqual({ _id: "skillmelee000001", system: { key: "melee" } });
    expect(itemDiff(diff, "skillvraip000001")).toEqual({ _id: "skillvraip000001", system: { key: "vrai-primordial", plafond: "primordial" } });
    expect(itemDiff(diff, "skillcustom00001")).toEqual({ _id: "skillcustom00001", system: { key: "vol-a-la-tire" } });
    expect(itemDiff(diff, "skillkeyed000001")).toBeUndefined(); // already keyed
    expect(itemDiff(diff, "weaponsword00001")).toEqual({ _id: "weaponsword00001", system: { competence: "melee" } });
    expect(itemDiff(diff, "spellwave0000001")).toBeUndefined();
    expect(itemDiff(diff, "aptitudeecho0001")).toEqual({ _id: "aptitudeecho0001", system: { prerequis: [
      { type: "competence", cle: "vrai-primordial", valeur: 3 }, { type: "caracteristique", cle: "volonte", valeur: 5 },
    ] } });
  });

  it("an English world: Babele's names map to the compendium's keys; levels, expertises and names are kept", () => {
    const diff = migrateActorSource(world[1], v3, english);
    expect(itemDiff(diff, "skillbrawl000001")).toEqual({ _id: "skillbrawl000001", system: { key: "bagarre" } });
    expect(itemDiff(diff, "skilltough000001")).toEqual({ _id: "skilltough000001", system: { key: "rigidite" } });
    expect(itemDiff(diff, "weaponclub000001")).toEqual({ _id: "weaponclub000001", system: { competence: "bagarre" } });
    for (const d of (diff?.items ?? []) as Diff[]) expect(Object.keys(d).sort()).toEqual(["_id", "system"]);
  });

  it("re-running it changes nothing", () => {
    for (const actor of world) {
      const diff = migrateActorSource(actor, v3, english);
      const items = (actor.items as Source[]).map((i) => {
        const d = itemDiff(diff, String(i._id));
        return d ? { ...i, system: { ...(i.system as Source), ...(d.system as Source) } } : i;
      });
      expect(migrateActorSource({ ...actor, items }, v3, english)).toBeNull();
    }
    expect(migrateSkillKeysV3({ type: "armure", system: { competence: "x" } }, english)).toBeNull();
  });
});
