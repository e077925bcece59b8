/**
 * A type change from a player's console (v13): out of creation, an item type with no progression fields (an
 * « équipement ») is the player's to make; changed by an update into a weapon (`type` with `==system`), a check
 * against the progression fields of its OLD type alone (data/items/base.ts _preUpdate -> progressionWriteRefused
 * reads doc.type) would let a made-up weapon of damage 40 land on Aude's sheet and hit for 30. A player's type
 * change on an item of a character whose progression is kept is refused with a message (data/gm-fields.ts
 * typeChangeRefused); from a patched client the type change is listed in the GM's change journal (journal/watch.ts),
 * whose Undo gives the item its old type and data back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actor, createParty, gmJournal, journalLines, undoAsGm, vitalite, warnings, type Party } from "./fixture";

type Updatable = { update(d: unknown, o?: unknown): Promise<unknown> };
let p: Party;
const weapons = () => actor(p.aude).items.filter((i) => i.type === "arme");
const staff = () => actor(p.aude).items.find((i) => i.name === "Bâton");

beforeEach(async () => {
  p = await createParty({ aude: { skill: ["melee", 2], sword: true } });
  expect(await p.d.update(p.aude, { "system.creation.active": false }, { as: "gm" })).toBe(true);
  await p.w.settle();
});

/** Alice's console: an « équipement » on Aude, then turned into a copy of her sword with damage 40. */
async function madeUpWeapon(): Promise<void> {
  const [made] = await p.w.as(p.alice, () => actor(p.aude).createEmbeddedDocuments("Item", [{ name: "Bâton", type: "equipement", system: {} }]));
  expect(made).toBeTruthy();
  await p.w.settle();
  const sword = weapons()[0]._source.system as unknown as Record<string, unknown>;
  await p.w.as(p.alice, () => (made as unknown as Updatable).update({ type: "arme", "==system": { ...structuredClone(sword), degats: 40 } }).catch(() => null));
  await p.w.settle();
}

describe("a player's change of an item's type while the progression is kept (R-XP-3 [I])", () => {
  it("R-XP-3 an équipement Alice makes, then turns into a weapon of damage 40, is refused with a message; her blow is an honest one", async () => {
    await madeUpWeapon();
    expect(warnings(p.alice)).toMatch(/change le type d'un objet/);
    expect(staff()?.type).toBe("equipement");
    const sword = weapons()[0];
    const before = vitalite(p.garde);
    const card = await p.d.rollTest(p.aude, { itemId: sword.id, targets: [p.garde], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] });
    await p.d.pressCard(card!.messageId, "applyDamage", p.garde, { as: "player1" });
    await p.w.settle();
    expect(before - vitalite(p.garde)).toBeLessThanOrEqual(9); // an honest Épée longue hit: 6 + Corps 3 (the Bâton dealt 30)
    expect(weapons().map((i) => (i._source.system as unknown as { degats: number }).degats)).not.toContain(40);
  });

  it("R-XP-3 from a patched client (its check skipped), the type change is listed for the GM; Undo makes it the Bâton it was", async () => {
    const { EquipementData } = await import("../../src/data/index");
    const model = EquipementData.prototype as unknown as { _preUpdate: unknown };
    const check = model._preUpdate;
    model._preUpdate = async () => undefined;
    try {
      await madeUpWeapon();
    } finally {
      model._preUpdate = check;
    }
    expect(staff()?.type).toBe("arme");
    const [entry] = await gmJournal(p.w);
    expect([entry.kind, entry.docName, journalLines([entry])[0].slice(0, 2)]).toEqual(["itemType", "Bâton", ['type "equipement" → "arme"', "system.degats  → 40"]]);
    expect(await undoAsGm(p.w, entry.id)).toBeNull();
    expect(staff()?.type).toBe("equipement");
    expect(weapons().map((i) => (i._source.system as unknown as { degats: number }).degats)).not.toContain(40);
  });

  it("R-XP-3 honest: the Conteur changes an item's type; during creation the player does; neither is listed", async () => {
    const [made] = await p.w.as(p.alice, () => actor(p.aude).createEmbeddedDocuments("Item", [{ name: "Bâton", type: "equipement", system: {} }]));
    await p.w.as(p.w.gm, () => (made as unknown as Updatable).update({ type: "arme", "==system": { degats: 4 } }));
    await p.w.settle();
    expect(staff()?.type).toBe("arme");
    await p.d.update(p.aude, { "system.creation.active": true }, { as: "gm" });
    await p.w.settle();
    expect(await p.d.update(staff()!.uuid, { type: "equipement", "==system": {} }, { as: "player1" })).toBe(true);
    await p.w.settle();
    expect(staff()?.type).toBe("equipement");
    expect(await gmJournal(p.w)).toEqual([]); // the GM's change, and the player's in creation, are not listed
  });
});
