/**
 * Malformed updates played on the test world (ARCHITECTURE.md, data flow 1): a value of the wrong shape
 * for the schema — a group of fields replaced, text for a number, an unknown choice, a list of the wrong
 * things, a field deleted — is refused whole with the reason in the user's language, and nothing of the
 * update is written. A numeric text is the number, as Foundry's cleaning casts it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "./world";
import type { WorldActor, WorldItem } from "./classes";
import type { Plain } from "./utils";
import { format, type Lang } from "../render/handlebars-env";

const g = globalThis as unknown as Record<string, { create(data: Plain, options?: Plain): Promise<unknown> }>;

/** An update, the reason it is refused with (a key under ALTHERION.Validation) and the data path it names. */
type Case = [changes: Plain, key: string, path: string, data?: Record<string, string>];

const ACTOR_CASES: Case[] = [
  [{ "system.constitutions": null }, "NotAGroup", "constitutions"],
  [{ "system.constitutions.vitalite": 3 }, "NotAGroup", "constitutions.vitalite"],
  [{ "system.caracteristiques": null }, "NotAGroup", "caracteristiques"],
  [{ "system.caracteristiques": 5 }, "NotAGroup", "caracteristiques"],
  [{ "system.points": [] }, "NotAGroup", "points"],
  [{ "system.points.impact": null }, "NotAGroup", "points.impact"],
  [{ "system.modificateurs": null }, "NotAGroup", "modificateurs"],
  [{ "system.creation": null }, "NotAGroup", "creation"],
  [{ "system.xp": null }, "NotAGroup", "xp"],
  [{ system: null }, "NotAGroup", "system"],
  [{ system: "x" }, "NotAGroup", "system"],
  [{ "system.caracteristiques.force": {} }, "NotANumber", "caracteristiques.force"],
  [{ "system.caracteristiques.force": [1] }, "NotANumber", "caracteristiques.force"],
  [{ "system.exaltation": "abc" }, "NotANumber", "exaltation"],
  [{ "system.exaltation": null }, "NotANumber", "exaltation"],
  [{ "system.exaltation": "" }, "NotANumber", "exaltation"],
  [{ "system.exaltation": "12" }, "OutOfRange", "exaltation", { min: "1", max: "9" }],
  [{ "system.exaltation.value": 3 }, "NotANumber", "exaltation"],
  [{ "system.fragilite": 1.5 }, "NotInteger", "fragilite"],
  [{ "system.constitutions.vitalite.stabilized": "yes" }, "NotABoolean", "constitutions.vitalite.stabilized"],
  [{ "system.lignee": 12 }, "NotText", "lignee"],
  [{ "system.echangeLignee.de": null }, "NotText", "echangeLignee.de"],
  [{ "system.xp.log": "x" }, "NotAList", "xp.log"],
  [{ "system.xp.log": [5] }, "NotAGroup", "xp.log.0"],
  [{ "system.-=constitutions": null }, "NotDeletable", "constitutions"],
  [{ "system.constitutions.-=vitalite": null }, "NotDeletable", "constitutions.vitalite"],
  // The shape is checked whatever else the update holds: the name is not written either.
  [{ name: "Autre", "system.constitutions": null }, "NotAGroup", "constitutions"],
];

const SKILL_CASES: Case[] = [
  [{ "system.niveau": "trois" }, "NotANumber", "niveau"],
  [{ "system.categorie": "cuisine" }, "NotAChoice", "categorie"],
  [{ "system.expertises": null }, "NotAList", "expertises"],
  [{ "system.expertises": ["Escrime"] }, "NotAGroup", "expertises.0"],
  [{ "system.qualites": [3] }, "NotText", "qualites.0"],
  [{ "system.pp": 2 }, "NotAGroup", "pp"],
];

let w: TestWorld;
beforeAll(async () => {
  w = await createTestWorld();
}, 120_000);

describe.each(["fr", "en"] as const)("malformed updates are refused in words, nothing written (%s)", (lang: Lang) => {
  beforeAll(async () => {
    w = await createTestWorld({ lang });
  }, 120_000);

  async function expectRefused(doc: WorldActor | WorldItem, [changes, key, path, data]: Case): Promise<void> {
    const before = structuredClone(doc._source);
    w.gm.notifications.length = 0;
    const label = JSON.stringify(changes);
    await expect(w.as(w.gm, () => doc.update(changes)), label).resolves.toBeUndefined();
    expect(doc._source, label).toEqual(before);
    expect(w.gm.notifications.map((n) => `${n.level}: ${n.message}`), label)
      .toEqual([`error: ${format(lang, `ALTHERION.Validation.${key}`, { path, ...data })}`]);
  }

  it("a personnage's update of the wrong shape", async () => {
    const actor = (await w.as(w.gm, () => g.Actor.create({ name: "Aude", type: "personnage" }))) as WorldActor;
    for (const c of ACTOR_CASES) await expectRefused(actor, c);
  }, 120_000);

  it("a pnj's and a groupe's update of the wrong shape", async () => {
    const npc = (await w.as(w.gm, () => g.Actor.create({ name: "Brute", type: "pnj" }))) as WorldActor;
    await expectRefused(npc, [{ "system.menace": null }, "NotAGroup", "menace"]);
    await expectRefused(npc, [{ "system.menace.rang": "dragon" }, "NotAChoice", "menace.rang"]);
    const group = (await w.as(w.gm, () => g.Actor.create({ name: "La Compagnie", type: "groupe" }))) as WorldActor;
    await expectRefused(group, [{ "system.membres": "Aude" }, "NotAList", "membres"]);
    await expectRefused(group, [{ "system.moral": null }, "NotAGroup", "moral"]);
  }, 120_000);

  it("a skill's update of the wrong shape", async () => {
    const actor = (await w.as(w.gm, () => g.Actor.create({ name: "Aude", type: "personnage" }))) as WorldActor;
    const skill = actor.items.find((i) => i.type === "competence") as WorldItem;
    for (const c of SKILL_CASES) await expectRefused(skill, c);
  }, 120_000);

  it("a numeric text is the number it reads (as Foundry casts it): Exaltation \"7\" is 7, its bonus split applied", async () => {
    const actor = (await w.as(w.gm, () => g.Actor.create({ name: "Aude", type: "personnage" }))) as WorldActor;
    w.gm.notifications.length = 0;
    await w.as(w.gm, () => actor.update({ "system.exaltation": "7" }));
    const system = actor._source.system as { exaltation: unknown; constitutions: Record<string, { bonus: number }> };
    expect(system.exaltation).toBe(7);
    expect(Object.values(system.constitutions).reduce((sum, c) => sum + c.bonus, 0)).toBeGreaterThan(0);
    expect(w.gm.notifications.filter((n) => n.level === "error")).toEqual([]);
  }, 120_000);
});
