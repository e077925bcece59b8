import { readdirSync, readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { creationChoices } from "../../src/data/personnage-derived";
import type { OwnedItem } from "../../src/data/personnage-derived";
import { creationCost } from "../../src/rules/index";

const DIR = "packs/exemples-acteurs/personnages";
type Doc = { name: string; system: Parameters<typeof creationChoices>[0] & { creation: { budget: number } }; items: OwnedItem[] };
const characters = readdirSync(DIR).filter((f) => !f.startsWith("_")).map((f) => load(readFileSync(`${DIR}/${f}`, "utf8")) as Doc);

describe("example characters (exemples-acteurs)", () => {
  it("R-CREA-2 each ready-made character spends exactly its creation budget", () => {
    expect(characters.length).toBeGreaterThanOrEqual(2);
    for (const c of characters) expect(creationCost(creationChoices(c.system, c.items)), c.name).toBe(c.system.creation.budget);
  });
});
