/** R-SPELL-1..3 the roll dialog's spell part (_spell-options.hbs) and the test card's spell block (_spell.hbs), rendered by real Handlebars. */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { render } from "./handlebars-env";
import { readRollForm, rollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { EVIL, ROLL_DATA } from "./dialog-fixtures";
import type { SpellRollData } from "../../src/dice/spell-plan";
import { emptyContext, type RollState } from "../../src/dice/roll-data";
import { emptyCardState, testCardView, allButtons } from "../../src/chat/test-card";
import { rollTest, scriptedDice, type TestInput } from "../../src/rules/index";

const dom = (html: string) => {
  const w = new Window();
  w.document.body.innerHTML = html;
  return w.document as unknown as Document;
};
const con = (value: number, scars = 0) => ({ max: 40, value, scars, ephemeral: 0, stabilized: false });
const spell = (soin: boolean, zone: boolean): SpellRollData => ({
  spell: { itemUuid: "Actor.c.Item.s", name: EVIL, points: 2, cout: 3, complexite: 0, zone, soin, constitution: "vitalite" },
  energie: 8, combativite: 3, inCombat: false,
  candidates: [
    { actorUuid: "Actor.h", name: EVIL, constitution: con(20, 8), resiliencePoints: 2, peril: false, targeted: true },
    { actorUuid: "Actor.b", name: "Brun", constitution: con(10), resiliencePoints: 0, peril: false, targeted: true },
  ],
});

describe("roll dialog: the spell part (R-SPELL-1..3)", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`R-SPELL-1 / R-SPELL-3 a healing spell offers the options, the target and the wounds, with the filled test (${lang})`, () => {
      const ctx = rollDialogContext({ ...ROLL_DATA, spell: spell(true, false) }, { spell: { gestes: 2 } });
      const html = render(lang, "templates/dialogs/roll-dialog.hbs", ctx);
      expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
      expect(html).not.toContain("<script>");
      const d = dom(html);
      expect(d.querySelectorAll('[data-spell] select[name="spellGestes"] option')).toHaveLength(5);
      expect(d.querySelector('select[name="spellGestes"] option[selected]')?.getAttribute("value")).toBe("2");
      expect(d.querySelector('select[name="spellHealTarget"] option[selected]')?.getAttribute("value")).toBe("Actor.h");
      // 2 points + gestures at half (1) = 3; 40 − 8 − 20 = 12 to heal; 8 scars ≥ 40/5 → complexity 4
      expect(d.querySelector('input[name="spellWounds"]')?.getAttribute("value")).toBe("3");
      expect(d.querySelector("[data-spell-heal]")?.textContent).toMatch(/3.*12.*3.*4/);
      expect(d.querySelector('[data-live="spell"] [data-spell-summary]')).not.toBeNull();
    });
  }

  it("R-SPELL-2 an area spell on two targets offers a group for each; the form reads back into the spell choices", () => {
    const ctx = rollDialogContext({ ...ROLL_DATA, spell: spell(false, true) }, { spell: {} });
    const d = dom(render("en", "templates/dialogs/roll-dialog.hbs", ctx));
    expect(d.querySelectorAll('select[name^="spellGroup."]')).toHaveLength(2);
    expect(d.querySelector("[data-spell-rolls]")?.textContent).toContain("2");
    expect(readRollForm({ spellConcentration: "1", spellGestes: "4", spellParoles: "0", spellComposantes: "3", spellSurcharge: true, "spellGroup.0": "1", "spellGroup.1": "1" }, { spell: {} }).spell)
      .toEqual({ concentration: 1, gestes: 4, paroles: 0, composantes: 3, surcharge: true, groups: [1, 1] });
    expect(readRollForm({}, {}).spell).toBeUndefined();
  });
});

describe("test card: the spell block (R-SPELL-1..3)", () => {
  const input: TestInput = { skill: 3, complexity: 4, characteristic: 3, difficulty: 3 };
  const state = (dice: number[]): RollState => ({
    version: 1, input, result: rollTest(input, scriptedDice(dice)),
    context: emptyContext({
      actorUuid: "Actor.c", actorName: "Nérée", label: "Onde de soin",
      spell: { itemUuid: "Actor.c.Item.s", name: "Onde de soin", options: { gestes: 2 }, spellPoints: 3, cost: 3, combativite: 1, heal: { actorUuid: "Actor.h", name: EVIL, constitution: "vitalite", wounds: 3 }, area: null },
    }),
  });

  for (const lang of ["fr", "en"] as const) {
    it(`R-SPELL-1 a successful healing spell offers "heal" to the caster and the target; once healed, says how much (${lang})`, () => {
      const view = testCardView(state([6, 2]));
      const heal = allButtons(view).find((b) => b.action === "applyHealing");
      expect(heal).toMatchObject({ target: "Actor.h", owners: ["Actor.c", "Actor.h"] });
      const html = render(lang, "templates/chat/test-card.hbs", view);
      expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
      expect(html).not.toContain("<script>");
      expect(dom(html).querySelector('[data-heal] [data-action="applyHealing"]')).not.toBeNull();
      const done = testCardView(state([6, 2]), { ...emptyCardState(), healed: [{ target: "Actor.h", amount: 3 }] });
      const after = dom(render(lang, "templates/chat/test-card.hbs", done));
      expect(after.querySelector('[data-action="applyHealing"]')).toBeNull();
      expect(after.querySelector("[data-heal] .alt-target__done")?.textContent).toContain("3");
    });
  }

  it("R-SPELL-1 a failed healing spell heals no one", () => {
    // D = 3 − 4 = −1: two dice, the lowest kept: 2 + Intellect 3 = 5 < difficulty 8
    const hard = { ...input, difficulty: 8 };
    const failed = testCardView({ ...state([6, 2]), input: hard, result: rollTest(hard, scriptedDice([6, 2])) });
    expect(failed.outcome).toBe("failure");
    expect(allButtons(failed).some((b) => b.action === "applyHealing")).toBe(false);
  });
});
