/**
 * What XP and PP buy is the GM's once a character's creation is over, while the
 * world setting « Progression gardée par le Conteur » is on (R-XP-3 [I], data/gm-fields.ts PROGRESSION_FIELDS).
 * Tried from a player's console on the test world (a GM client and two player clients; the server names the
 * author of every write): refused on the player's client with a message; what a patched client writes anyway is
 * listed in the GM's change journal (journal/watch.ts), which undoes it — nothing is written back behind the GM's
 * back. With the setting off, and during creation, the player edits as before.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actor, createParty, gmJournal, journalLines, undoAsGm, vitalite, warnings, withChecksSkipped, type Party } from "./fixture";
import { dragged, skill } from "../../src/testing/scenes/helpers";
import type { WorldActor } from "../world/classes";

type Plain = Record<string, unknown>;
type Updatable = { update(d: unknown): Promise<unknown> };
const g = globalThis as unknown as {
  fromUuidSync(uuid: string): unknown;
  game: { settings: { set(scope: string, key: string, value: unknown): Promise<unknown> } };
  CONFIG: { ActiveEffect: { documentClass: { prototype: { _preCreate: unknown } } } };
  Actor: { create(data: Plain): Promise<WorldActor | undefined> };
};

let p: Party;
let sword: string; // Aude's Épée longue (uuid)
let melee: string; // Aude's Mêlée (uuid)
const system = (uuid: string) => actor(uuid)._source.system as unknown as Plain & { caracteristiques: Record<string, number>; critiques: { succes: number }; regeneration: { vitalite: number }; creation: { active: boolean } };
const itemSource = (uuid: string) => ((globalThis as unknown as { fromUuidSync(u: string): { _source: { system: Plain } } | null }).fromUuidSync(uuid))?._source.system;
const endCreation = (uuid: string) => p.d.update(uuid, { "system.creation.active": false }, { as: "gm" });
const HIT = 9; // R-FIGHT-3 the Épée longue's damage 6 + Aude's Corps 3

beforeEach(async () => {
  p = await createParty({ aude: { skill: ["melee", 2], sword: true } });
  sword = actor(p.aude).items.find((i) => i.type === "arme")!.uuid;
  melee = skill(await p.d.actor(p.aude), "melee").uuid;
  expect(await endCreation(p.aude)).toBe(true);
  await p.w.settle();
});

describe("a player's writes of its character's progression outside creation (R-XP-3 [I])", () => {
  it("R-XP-3 skill level, weapon damage, critical range and regeneration are refused with a message; one hit is one hit", async () => {
    const wrote = [
      await p.d.update(sword, { "system.degats": 999 }, { as: "player1" }),
      await p.d.update(p.aude, { "system.critiques.succes": 2, "system.regeneration.vitalite": 999 }, { as: "player1" }),
      await p.d.update(melee, { "system.niveau": 10 }, { as: "player1" }),
    ];
    const before = vitalite(p.garde);
    const card = await p.d.rollTest(p.aude, { itemId: actor(p.aude).items.find((i) => i.type === "arme")!.id, targets: [p.garde], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] });
    await p.d.pressCard(card!.messageId, "applyDamage", p.garde, { as: "player1" });
    expect({ wrote, damage: before - vitalite(p.garde) }).toEqual({ wrote: [false, false, false], damage: HIT });
    expect(warnings(p.alice)).toMatch(/Progression gardée par le Conteur/);
  });

  it("R-XP-3 characteristics, Origine, Exaltation, Combativité, a prémice, power dice, expertises, PP and reopening creation: each refused, nothing written", async () => {
    const before = { system: structuredClone(system(p.aude)), melee: structuredClone(itemSource(melee)) };
    const tries: [string, Plain][] = [
      [p.aude, { "system.caracteristiques.force": 20 }], [p.aude, { system: { caracteristiques: { ...system(p.aude).caracteristiques, agilite: 9 } } }],
      [p.aude, { "system.origine": 5 }], [p.aude, { "system.exaltation": 9 }], [p.aude, { "system.combativite": 5 }],
      [p.aude, { "system.constitutions.vitalite.premice": 9 }], [p.aude, { "system.modificateurs.surpuissance": 3 }],
      [p.aude, { "system.creation.active": true }], [p.aude, { "system.-=caracteristiques": null }],
      [melee, { "system.pp.value": 50 }], [melee, { "system.expertises": [{ nom: "Haches", possedee: true, personnalisee: false }] }],
    ];
    for (const [uuid, changes] of tries) expect(await p.d.update(uuid, changes, { as: "player1" }), JSON.stringify(changes)).toBe(false);
    await p.w.settle();
    expect({ system: system(p.aude), melee: itemSource(melee) }).toEqual(before);
  });

  it("R-XP-3 the rest of the sheet stays the player's: damage taken, points, biography, an item equipped; a form resubmitting stored values passes", async () => {
    expect(await p.d.update(p.aude, { "system.constitutions.vitalite.value": 5, "system.biographie": "<p>Née à Port-Sable</p>" }, { as: "player1" })).toBe(true);
    expect(await p.d.update(p.aude, { "system.caracteristiques.force": 3, "system.creation.active": false, "system.biographie": "<p>Port-Sable</p>" }, { as: "player1" })).toBe(true);
    expect(await p.d.update(melee, { "system.niveau": 2, "system.description": "<p>Lames</p>" }, { as: "player1" })).toBe(true);
    await p.w.settle();
    expect(system(p.aude)).toMatchObject({ biographie: "<p>Port-Sable</p>", caracteristiques: { force: 3 } });
    expect(warnings(p.alice)).toBe("");
  });

  it("R-XP-3 a patched client's writes land and are listed for the GM: the character's (creation reopened with them), then its skill's and weapon's", async () => {
    await withChecksSkipped(p.w, p.alice, ["PersonnageData", "CompetenceData", "ArmeData"], async () => {
      await actor(p.aude).update({ "system.caracteristiques.force": 20, "system.creation.active": true });
      await (g.fromUuidSync(sword) as Updatable).update({ "system.degats": 999 });
      await (g.fromUuidSync(melee) as Updatable).update({ "system.niveau": 10 }); // creation reopened by the player: still listed
    });
    expect({ force: system(p.aude).caracteristiques.force, active: system(p.aude).creation.active, niveau: itemSource(melee)!.niveau, degats: itemSource(sword)!.degats })
      .toEqual({ force: 20, active: true, niveau: 10, degats: 999 });
    const entries = await gmJournal(p.w);
    expect(journalLines(entries)).toEqual([
      ["system.caracteristiques.force 3 → 20", "system.creation.active false → true"], ["system.degats 6 → 999"], ["system.niveau 2 → 10"],
    ]);
    for (const e of entries) expect(await undoAsGm(p.w, e.id)).toBeNull();
    expect({ force: system(p.aude).caracteristiques.force, active: system(p.aude).creation.active, niveau: itemSource(melee)!.niveau, degats: itemSource(sword)!.degats })
      .toEqual({ force: 3, active: false, niveau: 2, degats: 6 });
  });

  it("R-XP-3 with the setting off, a player edits its sheet as before", async () => {
    await p.w.as(p.w.gm, () => g.game.settings.set("altherion", "progressionGuard", false));
    expect(await p.d.update(p.aude, { "system.caracteristiques.force": 5 }, { as: "player1" })).toBe(true);
    expect(await p.d.update(melee, { "system.niveau": 4 }, { as: "player1" })).toBe(true);
    expect(await p.d.update(sword, { "system.degats": 8 }, { as: "player1" })).toBe(true);
    await p.w.settle();
    expect([system(p.aude).caracteristiques.force, itemSource(melee)!.niveau, itemSource(sword)!.degats]).toEqual([5, 4, 8]);
  });

  it("R-CREA-2 during creation the player writes its characteristics and skills and closes creation; then it cannot reopen it", async () => {
    const bert = p.bert;
    const bertMelee = skill(await p.d.actor(bert), "melee").uuid;
    expect(await p.d.update(bert, { "system.caracteristiques.force": 4, "system.combativite": 2 }, { as: "player2" })).toBe(true);
    expect(await p.d.update(bertMelee, { "system.niveau": 3 }, { as: "player2" })).toBe(true);
    expect(await p.d.update(bert, { "system.creation.active": false }, { as: "player2" })).toBe(true);
    expect(await p.d.update(bert, { "system.creation.active": true }, { as: "player2" })).toBe(false);
    expect(await p.d.update(bert, { "system.creation.active": true }, { as: "gm" })).toBe(true); // the GM reopens it
    await p.w.settle();
    expect([system(bert).caracteristiques.force, itemSource(bertMelee)!.niveau, system(bert).creation.active]).toEqual([4, 3, true]);
  });
});

describe("a player's new items and effects outside creation (R-XP-3 [I])", () => {
  const items = () => actor(p.aude).items.filter((i) => i.type === "arme").length;

  it("R-XP-3 a weapon from the compendium, as it is, is added; a made-up or changed one is refused with a message", async () => {
    expect(await p.d.dropItem(p.aude, await dragged(p.d, "epeeLongue"), { as: "player1" })).toHaveLength(1);
    const changed = { ...(await dragged(p.d, "epeeLongue")) };
    changed.system = { ...changed.system, degats: 50 };
    expect(await p.d.dropItem(p.aude, changed, { as: "player1" })).toHaveLength(0);
    expect(await p.d.dropItem(p.aude, { name: "Lame d'ombre", type: "arme", system: { degats: 40 } }, { as: "player1" })).toHaveLength(0);
    await p.w.settle();
    expect(items()).toBe(2);
    expect(warnings(p.alice)).toMatch(/vient d.un compendium/);
    expect(await p.d.dropItem(p.aude, { name: "Lame d'ombre", type: "arme", system: { degats: 40 } }, { as: "gm" })).toHaveLength(1); // the GM's gift
  });

  it("R-XP-3 a made-up weapon from a patched client is added and listed for the GM, whose Undo deletes it", async () => {
    await withChecksSkipped(p.w, p.alice, ["ArmeData"], () => actor(p.aude).createEmbeddedDocuments("Item", [{ name: "Lame d'ombre", type: "arme", system: { degats: 40 } }]));
    expect(items()).toBe(2);
    const [entry] = await gmJournal(p.w);
    expect([entry.kind, entry.docName]).toEqual(["itemAdded", "Lame d'ombre"]);
    expect(journalLines([entry])[0]).toContain("system.degats  → 40");
    expect(await undoAsGm(p.w, entry.id)).toBeNull();
    expect(items()).toBe(1);
  });

  it("R-XP-3 R-STATE-6 a player's effect raising Force is refused; a status toggled as CONFIG defines it and the GM's effect apply", async () => {
    const effect = { name: "Force du taureau", changes: [{ key: "system.caracteristiques.force", mode: 2, value: "10" }] };
    expect(await p.w.as(p.alice, () => actor(p.aude).createEmbeddedDocuments("ActiveEffect", [effect]))).toEqual([]);
    expect(warnings(p.alice)).toMatch(/effet qui modifie la progression/);
    await p.w.as(p.alice, () => actor(p.aude).toggleStatusEffect("descente", { active: true }));
    await p.w.as(p.w.gm, () => actor(p.aude).createEmbeddedDocuments("ActiveEffect", [{ ...effect, name: "Bénédiction" }]));
    await p.w.settle();
    expect(actor(p.aude).effects.map((e) => e.name).sort()).toEqual(["Bénédiction", expect.any(String)].sort());
    expect([...actor(p.aude).statuses]).toContain("descente");
    expect((actor(p.aude).system as unknown as { caracteristiques: { force: number } }).caracteristiques.force).toBe(13);
  });

  it("R-XP-3 a player's effect from a patched client is listed for the GM, and so is one on an item it owns; Undo deletes them", async () => {
    const proto = g.CONFIG.ActiveEffect.documentClass.prototype;
    const check = proto._preCreate;
    proto._preCreate = async () => undefined;
    try {
      const changes = [{ key: "system.critiques.succes", mode: 5, value: "2" }];
      await p.w.as(p.alice, async () => {
        await actor(p.aude).createEmbeddedDocuments("ActiveEffect", [{ name: "Chance", changes }]);
        await actor(p.aude).items.find((i) => i.type === "arme")!.createEmbeddedDocuments("ActiveEffect", [{ name: "Lame chanceuse", changes, transfer: true }]);
      });
      await p.w.settle();
    } finally {
      proto._preCreate = check;
    }
    const entries = await gmJournal(p.w);
    expect(entries.map((e) => [e.kind, e.docName, e.actorName])).toEqual([["effectAdded", "Chance", "Aude"], ["effectAdded", "Lame chanceuse", "Aude"]]);
    for (const e of entries) expect(await undoAsGm(p.w, e.id)).toBeNull();
    expect(actor(p.aude).effects.size + actor(p.aude).items.find((i) => i.type === "arme")!.effects.size).toBe(0);
  });

  it("R-XP-3 a player's new character starts in creation: one made out of creation is refused; from a patched client it is listed, and Undo opens its creation", async () => {
    const { worldPermissions } = await import("../world/documents");
    worldPermissions.playersCreateActors = true;
    const made = await p.w.as(p.alice, () => g.Actor.create({ name: "Copie", type: "personnage", system: { creation: { active: false } } }));
    expect(made).toBeUndefined();
    expect(warnings(p.alice)).toMatch(/commence en création/);
    let copy: WorldActor | undefined;
    await withChecksSkipped(p.w, p.alice, ["PersonnageData"], async () => {
      copy = await g.Actor.create({ name: "Copie", type: "personnage", ownership: { default: 0, [p.alice.userId]: 3 }, system: { creation: { active: false } } });
    });
    const [entry] = await gmJournal(p.w);
    expect([entry.kind, entry.actorName, journalLines([entry])[0]]).toEqual(["created", "Copie", ["system.creation.active true → false"]]);
    expect(await undoAsGm(p.w, entry.id)).toBeNull();
    expect((copy!._source.system as unknown as { creation: { active: boolean } }).creation.active).toBe(true);
  });
});
