/**
 * R-CRIT-1 (rev 2) played on the test world through the cards, as a player and the GM press them:
 * a defence that avoids the blow takes the attacker's aggravation buttons off the attack card; a
 * defender's own critical failure (outside PvP) makes it a victim there.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld } from "./world";
import { dragged, setSkill } from "../../src/testing/scenes/helpers";

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
let d: WorldDriver;
let hero = "";
let brigand = "";

beforeEach(async () => {
  d = new WorldDriver(await createTestWorld());
  hero = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3 } }, { owner: "player1" });
  await setSkill(d, hero, "adresse", 2, "player1");
  await d.refreshPoints(hero, undefined, { as: "player1" });
  brigand = await d.createActor({
    name: "Brigand", type: "pnj", system: { caracteristiques: CARAC_3 },
    items: [{ name: "Mêlée", type: "competence", system: { key: "melee", categorie: "combat", niveau: 0 } }, await dragged(d, "epeeLongue")],
  });
}, 60_000);

async function brigandAttack(dice: number[]) {
  const sword = (await d.actor(brigand)).items.find((i) => i.type === "arme");
  const card = await d.rollTest(brigand, { itemId: sword?.id ?? "", characteristic: "force", targets: [hero] }, { dice });
  if (!card) throw new Error("no attack card");
  return card;
}

const aggravationFor = async (messageId: string, uuid: string) => (await d.card(messageId)).buttons.filter((b) => b.action.startsWith("aggravation") && b.target === uuid);

describe("criticals at the table (R-CRIT-1 rev 2)", () => {
  it("R-CRIT-1 an Esquive that avoids a critical blow removes the attacker's aggravation buttons from the attack card", async () => {
    const attack = await brigandAttack([10, 2]); // natural 10: critical success, explodes 2 → 10 + 2 + Force 3 = 15
    expect(attack.result?.critSuccess).toBe(true);
    expect(await aggravationFor(attack.messageId, hero)).toHaveLength(2);
    // Esquive: Adresse 2 → three dice 10, 9, 3 keep 10, explodes 9 → 19 + Agilité 3 = 22 > 15: avoided
    const defence = await d.defend(attack.messageId, hero, "esquive", { as: "player1", dice: [10, 9, 3, 9] });
    expect((defence?.flags.altherion as { defence: { resolution: { outcome: string } } }).defence.resolution.outcome).toBe("evitee");
    expect(await aggravationFor(attack.messageId, hero)).toEqual([]);
  });

  it("R-CRIT-1 a Blocage takes the blow's risk: the attacker's critical still strikes", async () => {
    const attack = await brigandAttack([10, 2]);
    await d.defend(attack.messageId, hero, "blocage", { as: "player1", dice: [10, 9] });
    expect(await aggravationFor(attack.messageId, hero)).toHaveLength(2);
  });

  it("R-CRIT-1 (rev 2) a defender that critically fails its defence is the victim of its own critical, on the attack card", async () => {
    const attack = await brigandAttack([6]); // 6 + Force 3 = 9, no critical
    expect(await aggravationFor(attack.messageId, hero)).toEqual([]);
    // Esquive: Adresse 2 → three dice 1, 1, 1: a natural 1, critical failure, three implosions
    await d.defend(attack.messageId, hero, "esquive", { as: "player1", dice: [1, 1, 1, 2, 2, 2] });
    const buttons = await aggravationFor(attack.messageId, hero);
    expect(buttons.map((b) => b.action).sort()).toEqual(["aggravationAvoid", "aggravationSuffer"]);
    await d.pressCard(attack.messageId, "aggravationAvoid", hero, { as: "player1" });
    expect((await d.actor(hero)).system.aggravation).toBe(1);
  });
});
