/**
 * R-FIGHT-2 the hidden attack played on the test world: an option the attacker ticks in the roll
 * dialog (a weapon's `cachee` only pre-ticks it), read by the target's Esquive, which then takes
 * min(Agilité, Perception).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld } from "./world";
import type { OpenDialog } from "./applications";
import { dragged, setSkill } from "../../src/testing/scenes/helpers";

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
let d: WorldDriver;
let hero = "";
let brigand = "";
let sword = "";

beforeEach(async () => {
  d = new WorldDriver(await createTestWorld());
  hero = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3 } }, { owner: "player1" });
  await setSkill(d, hero, "melee", 2, "player1");
  [sword] = await d.dropItem(hero, await dragged(d, "epeeLongue"), { as: "player1" });
  // Agilité 4, Perception 2: a hidden attack's Esquive uses 2.
  brigand = await d.createActor({ name: "Brigand", type: "pnj", system: { caracteristiques: { ...CARAC_3, agilite: 4, perception: 2 } } });
  await d.refreshPoints(brigand);
}, 60_000);

const hiddenBox = (dialog: OpenDialog) => dialog.form.querySelector<HTMLInputElement>('input[name="hidden"]');
const esquive = async (attackId: string) => {
  const card = await d.defend(attackId, brigand, "esquive", { dice: [5] });
  return (card?.flags.altherion as { defence: { characteristic: number; choices: { hidden: boolean } } }).defence;
};

describe("hidden attack (R-FIGHT-2)", () => {
  it("R-FIGHT-2 the attacker ticks Hidden attack in the roll dialog; the target's Esquive takes min(Agilité, Perception)", async () => {
    let offered: boolean | null = null;
    const card = await d.rollTestWithDialog(hero, { itemId: sword, characteristic: "force", targets: [brigand] }, (dialog) => {
      const box = hiddenBox(dialog);
      offered = box?.checked ?? null;
      if (box) box.checked = true;
      return dialog.press("roll");
    }, { as: "player1", dice: [6, 5, 2] });
    expect(offered).toBe(false); // the sword is not hidden by default
    const defence = await esquive(card?.messageId ?? "");
    expect(defence.choices.hidden).toBe(true);
    expect(defence.characteristic).toBe(2);
  });

  it("R-FIGHT-2 an attack left unhidden: the Esquive takes Agilité", async () => {
    const card = await d.rollTest(hero, { itemId: sword, characteristic: "force", targets: [brigand] }, { as: "player1", dice: [6, 5, 2] });
    const defence = await esquive(card?.messageId ?? "");
    expect(defence.choices.hidden).toBe(false);
    expect(defence.characteristic).toBe(4);
  });

  it("R-FIGHT-2 a weapon's cachee only pre-ticks the option: unticked, the attack is not hidden", async () => {
    const weapon = (await d.actor(hero)).items.find((i) => i.id === sword);
    await d.update(weapon?.uuid ?? "", { "system.cachee": true }, { as: "player1" });
    let offered: boolean | null = null;
    const card = await d.rollTestWithDialog(hero, { itemId: sword, characteristic: "force", targets: [brigand] }, (dialog) => {
      const box = hiddenBox(dialog);
      offered = box?.checked ?? null;
      if (box) box.checked = false;
      return dialog.press("roll");
    }, { as: "player1", dice: [6, 5, 2] });
    expect(offered).toBe(true);
    expect((await esquive(card?.messageId ?? "")).choices.hidden).toBe(false);
  });

  it("R-FIGHT-2 a test that is no attack offers no hidden-attack option", async () => {
    let offered: unknown = "unset";
    await d.rollTestWithDialog(hero, { characteristic: "force" }, (dialog) => {
      offered = hiddenBox(dialog);
      return dialog.press("roll");
    }, { as: "player1", dice: [6] });
    expect(offered).toBeNull();
  });
});
