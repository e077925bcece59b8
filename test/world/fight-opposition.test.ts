/**
 * R-XP-7 / R-XP-3 played on the test world: in a fight, the opposition each side records is the other side's skill
 * level (an attack and a defence have complexity 0), so after a fight against a Mêlée 5 brigand, Mêlée 3 may be
 * raised. Aude (Alice's, every characteristic 3, Mêlée 3, Bagarre 2, an Épée longue) fights a Brigand (the GM's pnj,
 * Mêlée 5, Bagarre 4, an Épée longue).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld, type TestWorld } from "./world";
import { dragged, setSkill } from "../../src/testing/scenes/helpers";

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
let w: TestWorld;
let d: WorldDriver;
let aude = "";
let brigand = "";
let audeSword = "";
let brigandSword = "";

beforeEach(async () => {
  w = await createTestWorld();
  d = new WorldDriver(w);
  aude = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3 } }, { owner: "player1" });
  await setSkill(d, aude, "melee", 3, "player1");
  await setSkill(d, aude, "bagarre", 2, "player1");
  [audeSword] = await d.dropItem(aude, await dragged(d, "epeeLongue"), { as: "player1" });
  brigand = await d.createActor({
    name: "Brigand", type: "pnj", system: { caracteristiques: CARAC_3 },
    items: [
      { name: "Mêlée", type: "competence", system: { key: "melee", categorie: "combat", niveau: 5 } },
      { name: "Bagarre", type: "competence", system: { key: "bagarre", categorie: "combat", niveau: 4 } },
      await dragged(d, "epeeLongue"),
    ],
  });
  brigandSword = (await d.actor(brigand)).items.find((i) => i.type === "arme")?.id ?? "";
  await d.refreshPoints(aude);
  await d.refreshPoints(brigand);
}, 60_000);

const opposition = async (skill: string) => {
  const usage = (await d.actor(aude)).flags.altherion as { usage: { current: { oppositions: { skill: string; level: number }[] } } };
  return usage.usage.current.oppositions.find((o) => o.skill === skill)?.level ?? null;
};

/** Aude attacks the Brigand with her sword: Mêlée 3 at complexity 0, four dice. */
const audeAttacks = async () => (await d.rollTest(aude, { itemId: audeSword, characteristic: "force", targets: [brigand] }, { as: "player1", dice: [6, 5, 4, 3] }))?.messageId ?? "";

/** The GM awards 10 XP (danger 5 + participation 2 + arc finished 1 + end of act 2) and opens a new arc. */
async function award(): Promise<void> {
  const id = (await d.actor(aude)).id;
  await d.awardXp({ "award.danger": 5, "award.ingenuity.finished": true, "award.ending.kind": "act", [`characters.${id}`]: true, newArc: true, newAct: true });
}

describe("the opposition faced in a fight (R-XP-7)", () => {
  it("R-XP-7 R-XP-3 the Brigand parries with Mêlée 5: Aude's Mêlée faced 5, and Mêlée 3 → 4 is allowed on receipt", async () => {
    const attack = await audeAttacks();
    expect(await d.defend(attack, brigand, "parade", { as: "gm", dice: [5, 5, 5, 5, 5, 5] })).not.toBeNull();
    expect(await opposition("melee")).toBe(5);
    await award();
    expect(await d.spendXp(aude, { kind: "skill", id: "melee" }, { moment: "receipt" }, { as: "player1" })).toBe(true);
  });

  it("R-XP-7 R-XP-3 an attack nobody defends against faces no skill: Mêlée stays at opposition 0 and its raise is refused", async () => {
    await audeAttacks();
    expect(await opposition("melee")).toBe(0);
    await award();
    expect(await d.spendXp(aude, { kind: "skill", id: "melee" }, { moment: "receipt" }, { as: "player1" })).toBe(false);
  });

  it("R-XP-7 the defender records the attacker's skill level: Aude parries the Brigand's Mêlée 5 with Mêlée 3", async () => {
    const attack = (await d.rollTest(brigand, { itemId: brigandSword, characteristic: "force", targets: [aude] }, { as: "gm", dice: [5, 5, 5, 5, 5, 5] }))?.messageId ?? "";
    expect(await d.defend(attack, aude, "parade", { as: "player1", dice: [6, 5, 4, 3] })).not.toBeNull();
    expect(await opposition("melee")).toBe(5);
  });

  it("R-XP-7 a reactive confrontation: Aude's attack faced the Brigand's Mêlée 5", async () => {
    const attack = await audeAttacks();
    expect(await d.confront(attack, brigand, { as: "gm", dice: [5, 5, 5, 5, 5, 5] })).not.toBeNull();
    expect(await opposition("melee")).toBe(5);
  });

  it("R-XP-7 R-FIGHT-5 a grapple: Aude's Bagarre 2 faced the Brigand's Bagarre 4", async () => {
    const { startGrapple } = await import("../../src/combat/grapple-flow");
    const actorOf = (uuid: string) => (globalThis as unknown as { fromUuidSync(u: string): unknown }).fromUuidSync(uuid);
    w.dice.push(6, 5, 4);
    await w.as(w.players[0], () => startGrapple(actorOf(aude) as never, { actor: actorOf(brigand) as never, name: "Brigand" }, { grapple: "mise-au-sol", characteristic: "force", size: "comparable", complexity: 0, distance: 0 }, { skipDialog: true }));
    await w.settle();
    expect(await opposition("bagarre")).toBe(4);
  });

  it("R-XP-7 only the GM records a fight's oppositions: a player's request is refused", async () => {
    const attack = await audeAttacks();
    const defence = await d.defend(attack, brigand, "parade", { as: "gm", dice: [5, 5, 5, 5, 5, 5] });
    const { perform } = await import("../../src/net/perform");
    const { FIGHT_USAGE } = await import("../../src/experience/store");
    const refused = await w.as(w.players[0], () => perform(FIGHT_USAGE, { messageId: defence?.messageId ?? "", actorUuid: aude }, false));
    expect(refused).toBe("ALTHERION.XP.Error.UsageGmOnly");
  });
});
