/**
 * R-CON-3 played on the test world: a non-lethal blow on a creature in Agonie, applied from the
 * attack card (carried out by the GM's client through the authority layer) and from a defence card.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld } from "./world";
import { dragged, setSkill } from "../../src/testing/scenes/helpers";

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
let d: WorldDriver;
let hero = "";
let brigand = "";
let club = "";

type Source = { agonie: number; points: { resilience: { value: number } }; constitutions: { vitalite: { value: number; scars: number } } };
const source = async (uuid: string) => (await d.actor(uuid)).source as unknown as Source;

beforeEach(async () => {
  d = new WorldDriver(await createTestWorld());
  hero = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3 } }, { owner: "player1" });
  await setSkill(d, hero, "melee", 2, "player1");
  [club] = await d.dropItem(hero, await dragged(d, "epeeLongue"), { as: "player1" });
  const weapon = (await d.actor(hero)).items.find((i) => i.id === club);
  expect(await d.update(weapon?.uuid ?? "", { name: "Gourdin", "system.letal": false }, { as: "player1" })).toBe(true);
  brigand = await d.createActor({ name: "Brigand", type: "pnj", system: { caracteristiques: CARAC_3 } });
  await d.refreshPoints(brigand);
  // In Agonie: 0 Vitalité, Agonie 1.
  expect(await d.update(brigand, { "system.constitutions.vitalite.value": 0, "system.agonie": 1 })).toBe(true);
}, 60_000);

describe("non-lethal hits in Agonie (R-CON-3)", () => {
  it("R-CON-3 a non-lethal hit on a creature in Agonie deals no damage and removes one Résilience point", async () => {
    const before = await source(brigand);
    expect(before.points.resilience.value).toBe(3);
    const card = await d.rollTest(hero, { itemId: club, characteristic: "force", targets: [brigand] }, { as: "player1", dice: [6, 5, 2] });
    expect(card?.result?.critSuccess).toBe(false);
    await d.pressCard(card?.messageId ?? "", "applyDamage", brigand, { as: "player1" });
    const after = await source(brigand);
    expect(after.points.resilience.value).toBe(2);
    expect(after.constitutions.vitalite).toEqual(before.constitutions.vitalite);
    expect(after.agonie).toBe(1);
    expect(d.notices("gm").map((n) => n.message).join(" ")).toMatch(/Agonie.*−1/);
  });

  it("R-CON-3 a non-lethal critical success on a creature in Agonie removes every Résilience point", async () => {
    const card = await d.rollTest(hero, { itemId: club, characteristic: "force", targets: [brigand] }, { as: "player1", dice: [10, 5, 2, 4] });
    expect(card?.result?.critSuccess).toBe(true);
    await d.pressCard(card?.messageId ?? "", "applyDamage", brigand, { as: "player1" });
    expect((await source(brigand)).points.resilience.value).toBe(0);
  });

  it("R-CON-3 a lethal hit on a creature in Agonie still wounds (scars past 0)", async () => {
    const weapon = (await d.actor(hero)).items.find((i) => i.id === club);
    await d.update(weapon?.uuid ?? "", { "system.letal": true }, { as: "player1" });
    const card = await d.rollTest(hero, { itemId: club, characteristic: "force", targets: [brigand] }, { as: "player1", dice: [6, 5, 2] });
    await d.pressCard(card?.messageId ?? "", "applyDamage", brigand, { as: "player1" });
    const after = await source(brigand);
    expect(after.constitutions.vitalite.scars).toBeGreaterThan(0);
    expect(after.points.resilience.value).toBe(3);
  });
});
