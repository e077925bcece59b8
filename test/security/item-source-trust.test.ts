/**
 * Tried from a player's console: out of creation, a player's new weapon must copy a "trusted source"
 * (data/gm-fields.ts trustedSource). Not any item the player does not own, which would take in the GM's own NPC's
 * weapon (never offered) and another player's weapon that player may still write freely (its character in creation):
 * a trusted source is a compendium item, or a world item no player owns that the player can at least observe (the GM
 * shared it); never an item embedded in an actor. Alice gives Aude a copy of each, with damage 40.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actor, createParty, type Party } from "./fixture";
import type { WorldItem } from "../world/classes";

type Plain = Record<string, unknown>;
let p: Party;
const g = () => globalThis as unknown as { Item: { create(data: Plain): Promise<WorldItem> } };
const weapons = (uuid: string) => actor(uuid).items.filter((i) => i.type === "arme");
const damages = (uuid: string) => weapons(uuid).map((i) => (i._source.system as unknown as { degats: number }).degats);
const endCreation = (uuid: string) => p.d.update(uuid, { "system.creation.active": false }, { as: "gm" });

beforeEach(async () => {
  p = await createParty({ aude: { skill: ["melee", 2], sword: true }, bert: { sword: true } });
  expect(await endCreation(p.aude)).toBe(true);
  await p.w.settle();
});

/** Alice's console: a copy of `source` on Aude, its _stats naming the source as the drop does. */
async function copyOnto(source: WorldItem): Promise<void> {
  const data = structuredClone(source._source) as unknown as Plain;
  delete data._id;
  delete data.ownership;
  await p.w.as(p.alice, () => actor(p.aude).createEmbeddedDocuments("Item", [{ ...data, _stats: { compendiumSource: source.uuid } }]).catch(() => []));
  await p.w.settle();
}

/** A world weapon of the GM's (Items directory) of damage 40, with this ownership. */
const worldBlade = (ownership: Plain) => p.w.as(p.w.gm, () => g().Item.create({ name: "Lame du Destin", type: "arme", system: { degats: 40 }, ownership }));

describe("a trusted source is one the GM offered, not any item the player does not own", () => {
  it("the GM's NPC's weapon (damage 40, never given) copied onto Aude is refused, even once the players may observe the NPC", async () => {
    await p.d.dropItem(p.garde, { name: "Lame du Destin", type: "arme", system: { degats: 40 } }, { as: "gm" });
    const blade = () => weapons(p.garde).find((i) => i.name === "Lame du Destin")!;
    await copyOnto(blade());
    expect(damages(p.aude)).not.toContain(40);
    expect(await p.d.update(p.garde, { ownership: { default: 2 } }, { as: "gm" })).toBe(true); // an actor's item is never a source
    expect(blade().testUserPermission(p.w.user(p.alice), "OBSERVER")).toBe(true);
    await copyOnto(blade());
    expect(damages(p.aude)).not.toContain(40);
  });
  it("Bruno's weapon raised to 40 while Bert is in creation, copied onto Aude (out of creation), is refused", async () => {
    const bertSword = weapons(p.bert)[0];
    expect(await p.d.update(bertSword.uuid, { "system.degats": 40 }, { as: "player2" })).toBe(true);
    await copyOnto(weapons(p.bert)[0]);
    expect(damages(p.aude)).not.toContain(40);
  });
  it("a world weapon the GM did not share (Alice cannot observe it), or one Bruno owns, is refused", async () => {
    await copyOnto(await worldBlade({ default: 0 }));
    await copyOnto(await worldBlade({ default: 2, [p.w.players[1].userId]: 3 }));
    expect(damages(p.aude)).not.toContain(40);
  });
  it("honest: a world weapon the GM shares with the players (Observer), copied as it is, is added", async () => {
    await copyOnto(await worldBlade({ default: 2 }));
    expect(damages(p.aude)).toContain(40);
  });
});
