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

const g = globalThis as unknown as { game: { combats: { contents: { combatants: { contents: { actor: { uuid: string } | null; flags: Record<string, unknown> }[] } }[] } } };
const unconsciousFlag = (uuid: string) =>
  (g.game.combats.contents[0]?.combatants.contents.find((c) => c.actor?.uuid === uuid)?.flags.altherion as { unconscious?: number | null } | undefined)?.unconscious ?? null;

describe("a critical's victim falls unconscious when the critical resolves (R-CRIT-3)", () => {
  /** Aude at 3 Vitalité takes the Brigand's critical blow (15: 9 damage) and spends 1 Résilience to avoid the effect. */
  async function knockedOut(order: "damage-first" | "aggravation-first") {
    await d.update(hero, { "system.constitutions.vitalite.value": 3 });
    const attack = await brigandAttack([10, 2]);
    const press = (action: string) => d.pressCard(attack.messageId, action, hero, { as: "player1" });
    if (order === "damage-first") await press("applyDamage");
    await press("aggravationAvoid");
    if (order === "aggravation-first") await press("applyDamage");
  }

  it("R-CRIT-3 outside a combat: Inconscience at once, and the aggravation card says for how many rounds", async () => {
    await knockedOut("damage-first");
    const aude = await d.actor(hero);
    expect([(aude.system.constitutions as { vitalite: { value: number } }).vitalite.value, aude.system.aggravation, aude.system.agonie]).toEqual([0, 1, 1]);
    expect(aude.statuses).toContain("inconscience");
    const card = (await d.messages()).find((m) => m.text.includes("Perd connaissance"));
    expect(card?.text).toContain("Perd connaissance pour 1 tour");
  });

  it("R-CRIT-3 the critical settled before the blow: the blow that brings Vitalité to 0 knocks out", async () => {
    await knockedOut("aggravation-first");
    expect((await d.actor(hero)).statuses).toContain("inconscience");
  });

  it("R-CRIT-3 a blow to 0 Vitalité without a critical does not knock out", async () => {
    await d.update(hero, { "system.constitutions.vitalite.value": 3 });
    const attack = await brigandAttack([7]);
    await d.pressCard(attack.messageId, "applyDamage", hero, { as: "player1" });
    expect((await d.actor(hero)).statuses).not.toContain("inconscience");
  });

  it("R-CRIT-3 in a combat: the count of max(Aggravation, Agonie) rounds starts at once; the victim's own round start does not start it again, its round end runs it down", async () => {
    const view = await d.startCombat([hero, brigand], { dice: [3, 8] }); // initiative: Aude 3, Brigand 8
    expect(view.current).toBe(brigand);
    await knockedOut("damage-first");
    expect(unconsciousFlag(hero)).toBe(1);
    expect((await d.actor(hero)).statuses).toContain("inconscience");
    await d.nextTurn({ dice: [9] }); // Aude's turn: her Péril test (9 + Résilience vs her scars)
    expect(unconsciousFlag(hero)).toBe(1);
    expect((await d.actor(hero)).statuses).toContain("inconscience");
    await d.nextTurn(); // the end of her last turn of the round: one round passed, she wakes
    expect(unconsciousFlag(hero)).toBe(0);
    expect((await d.actor(hero)).statuses).not.toContain("inconscience");
  });
});
