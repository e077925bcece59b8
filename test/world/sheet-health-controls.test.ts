/**
 * The sheets' health controls at the table, on the test world, through the same handlers the
 * personnage and NPC sheets bind: R-CON-6 « Stabiliser » stabilises the constitution and takes its
 * Péril icon away (and after an edit-mode write of the « Stabilisé » box the sheet syncs the icon);
 * R-CRIT-5 / R-FIGHT-6 the Fragilité and Épuisement pips mark the creature dead at 6.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld, type TestWorld } from "./world";
import type { WorldActor } from "./classes";
import { onSetTrackAction, onStabilizeAction } from "../../src/applications/sheets/constitution-actions";

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
let w: TestWorld;
let d: WorldDriver;
let uuid = "";
const actor = () => (globalThis as unknown as { fromUuidSync(u: string): WorldActor }).fromUuidSync(uuid) as unknown as Actor.Implementation & {
  applyDamage(i: { amount: number }): Promise<unknown>; syncPerilStatuses(): Promise<unknown>;
};
const vitalite = async () => ((await d.actor(uuid)).system.constitutions as { vitalite: { value: number; stabilized: boolean } }).vitalite;

beforeEach(async () => {
  w = await createTestWorld();
  d = new WorldDriver(w);
  uuid = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3 } }, { owner: "player1" });
  await d.update(uuid, { "system.constitutions.vitalite.value": 2 });
  await w.as(w.players[0], () => actor().applyDamage({ amount: 2 })); // to 0: Péril (not death: below max Vitalité)
  await w.settle();
}, 60_000);

describe("stabilising a constitution in Péril (R-CON-6)", () => {
  it("R-CON-6 the sheet's Stabiliser button, pressed by the owner, stabilises Vitalité and removes its Péril icon", async () => {
    expect((await d.actor(uuid)).statuses).toEqual(expect.arrayContaining(["peril-vitalite", "agonie"]));
    expect((await d.actor(uuid)).statuses).not.toContain("mort");
    const button = { dataset: { constitution: "vitalite" } } as unknown as HTMLElement;
    await w.as(w.players[0], () => onStabilizeAction.call({ actor: actor() }, new Event("click"), button));
    await w.settle();
    expect(await vitalite()).toMatchObject({ value: 0, stabilized: true });
    expect((await d.actor(uuid)).statuses).not.toContain("peril-vitalite");
  });

  it("R-CON-6 an edit-mode « Stabilisé » box: after the write the sheet's sync takes the icon away, and back when unticked", async () => {
    await d.update(uuid, { "system.constitutions.vitalite.stabilized": true }, { as: "player1" });
    await w.as(w.players[0], () => actor().syncPerilStatuses());
    expect((await d.actor(uuid)).statuses).not.toContain("peril-vitalite");
    await d.update(uuid, { "system.constitutions.vitalite.stabilized": false }, { as: "player1" });
    await w.as(w.players[0], () => actor().syncPerilStatuses());
    expect((await d.actor(uuid)).statuses).toContain("peril-vitalite");
  });

  it("R-CON-6 a stabilised constitution rolls no Péril test at its round start", async () => {
    const button = { dataset: { constitution: "vitalite" } } as unknown as HTMLElement;
    await w.as(w.players[0], () => onStabilizeAction.call({ actor: actor() }, new Event("click"), button));
    await d.startCombat([uuid], { dice: [5] }); // the initiative die only: no Péril test
    expect((await d.actor(uuid)).statuses).not.toContain("peril-vitalite");
  });
});

describe("the Fragilité and Épuisement pips (R-CRIT-5, R-FIGHT-6)", () => {
  const pip = (field: string, value: number) => w.as(w.players[0], () => onSetTrackAction.call({ actor: actor() }, new Event("click"), { dataset: { field, value: String(value) } } as unknown as HTMLElement));

  it("R-CRIT-5 the owner shares out a Désespoir exploit's Fragilité on the pips: the sixth pip marks the character dead", async () => {
    await pip("system.fragilite", 5);
    expect([(await d.actor(uuid)).system.fragilite, (await d.actor(uuid)).statuses.includes("mort")]).toEqual([5, false]);
    await pip("system.fragilite", 6);
    expect([(await d.actor(uuid)).system.fragilite, (await d.actor(uuid)).statuses.includes("mort")]).toEqual([6, true]);
  });

  it("R-FIGHT-6 Épuisement 6 on the pips is death; lowering a pip is just a write", async () => {
    await pip("system.epuisement", 3);
    await pip("system.epuisement", 1);
    expect([(await d.actor(uuid)).system.epuisement, (await d.actor(uuid)).statuses.includes("mort")]).toEqual([1, false]);
    await pip("system.epuisement", 6);
    expect([(await d.actor(uuid)).system.epuisement, (await d.actor(uuid)).statuses.includes("mort")]).toEqual([6, true]);
  });
});
