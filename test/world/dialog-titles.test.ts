/**
 * The test dialogs' window titles go through the system's own format (src/i18n.ts): in French, « Test de {name} »
 * elides before a vowel (« Test d'Adresse »), as the roll dialog and the PP test dialog (R-PP-7) both show it.
 * The world's game.i18n.format fills placeholders as Foundry's does, without elision.
 */
import { describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld, type TestWorld } from "./world";
import type { TestSpec } from "../../src/testing/driver";
import { setSkill } from "../../src/testing/scenes/helpers";

let w: TestWorld;
let d: WorldDriver;

async function titleOf(ruleset: "xp" | "achat", lang: "fr" | "en"): Promise<string> {
  w = await createTestWorld({ lang, settings: ruleset === "achat" ? { ruleset, ppTestDie: "1d10" } : { ruleset } });
  d = new WorldDriver(w);
  const hero = await d.createActor({ name: "Aude", type: "personnage" }, { owner: "player1" });
  await setSkill(d, hero, "adresse", 20, "gm");
  let title = "";
  await d.rollTestWithDialog(hero, { skillNames: ["adresse"] } as TestSpec, (dialog) => {
    title = dialog.title;
    return dialog.press("cancel");
  }, { as: "player1" });
  return title;
}

describe("test dialog titles", () => {
  it.each(["xp", "achat"] as const)("R-PP-7 in the %s ruleset, the French title elides before a vowel: « Test d'Adresse »", async (ruleset) => {
    expect(await titleOf(ruleset, "fr")).toBe("Test d'Adresse");
  }, 60_000);

  it("R-PP-7 the English PP test title names the skill after a colon", async () => {
    expect(await titleOf("achat", "en")).toMatch(/^Test: \S/);
  }, 60_000);
});
