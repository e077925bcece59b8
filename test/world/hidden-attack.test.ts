/**
 * R-FIGHT-2 the hidden attack played on the test world: an option the attacker ticks in the roll
 * dialog (a weapon's `cachee` only pre-ticks it), read by the target's Esquive, which then takes
 * min(Agilité, Perception). The defence dialog opens on what the defender faces (the attack's total,
 * what it needs, its properties from the attack, never ticked again), and its roll button is disabled,
 * its reason in the dialog, when the defender cannot defend (R-CON-5 unconscious, no Finesse point left).
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

/** Aude's hidden sword blow at Brigand: 6 kept + Force 3 = 9. */
async function hiddenBlow(): Promise<string> {
  const card = await d.rollTestWithDialog(hero, { itemId: sword, characteristic: "force", targets: [brigand] }, (dialog) => {
    const box = dialog.form.querySelector<HTMLInputElement>('input[name="hidden"]');
    if (box) box.checked = true;
    return dialog.press("roll");
  }, { as: "player1", dice: [6, 5, 2] });
  return card?.messageId ?? "";
}

const finesse = async () => ((await d.actor(brigand)).system.points as { finesse: { value: number } }).finesse.value;

/** A defence whose dialog is pressed "roll": the buttons shown disabled, the reason it gives, the card posted (null: none). */
async function refusedDefence(attack: string, defence: "blocage" | "esquive") {
  let reason = "";
  let disabled: string[] = [];
  const card = await d.defend(attack, brigand, defence, {}, (dialog: OpenDialog) => {
    reason = dialog.form.querySelector("[data-refusal]")?.textContent?.trim() ?? "";
    disabled = dialog.disabled;
    return dialog.press("roll");
  });
  return { disabled, reason, card };
}

describe("the defence dialog in play (R-FIGHT-2)", () => {
  it("R-FIGHT-2 it shows the attack's total, what the defence needs and the attack's properties, with no box to tick them again", async () => {
    const attack = await hiddenBlow();
    let seen: { total: string; need: string; properties: string[]; boxes: number; disabled: string[] } | null = null;
    const card = await d.defend(attack, brigand, "esquive", { dice: [5] }, (dialog: OpenDialog) => {
      seen = {
        total: dialog.form.querySelector("[data-attack-total]")?.textContent ?? "",
        need: dialog.form.querySelector("[data-need]")?.textContent ?? "",
        properties: [...dialog.form.querySelectorAll("[data-properties] li")].map((li) => li.textContent ?? ""),
        boxes: dialog.form.querySelectorAll('input[name="hidden"], input[name="ranged"], input[name="explosion"], input[name="pvp"]').length,
        disabled: dialog.disabled,
      };
      return dialog.press("roll");
    });
    expect(seen).toEqual({ total: "9", need: "Il vous faut 10 ou plus\u00a0: une égalité profite à l'attaquant.", properties: ["Attaque cachée"], boxes: 0, disabled: [] });
    expect((card?.flags.altherion as { defence: { choices: { hidden: boolean }; characteristic: number } }).defence).toMatchObject({ choices: { hidden: true }, characteristic: 2 });
  });

  it("R-FIGHT-2 R-CON-5 an unconscious defender's roll button is disabled, its reason in the dialog: nothing is rolled nor paid", async () => {
    const attack = await hiddenBlow();
    await d.setStatus(brigand, "inconscience", true);
    const before = await finesse();
    expect(before).toBeGreaterThan(0);
    expect(await refusedDefence(attack, "esquive")).toEqual({ disabled: ["roll"], reason: "Inconscient ou mort, ce personnage ne peut plus se défendre.", card: null });
    expect(await finesse()).toBe(before);
  });

  it("R-FIGHT-2 without a Finesse point left the roll button is disabled and says why", async () => {
    const attack = await hiddenBlow();
    await d.update(brigand, { "system.points.finesse.value": 0 });
    expect(await refusedDefence(attack, "blocage")).toEqual({ disabled: ["roll"], reason: "Plus aucun point de Finesse\u00a0: impossible de se défendre ce tour\u2011ci.", card: null });
  });
});
