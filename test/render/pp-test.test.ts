/** R-PP-7 the PP test card and dialog templates, rendered with real Handlebars (escaped names, no missing keys). */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { render } from "./handlebars-env";
import { EVIL, PP_DATA as data } from "./dialog-fixtures";
import { ppCardView, ppDialogContext, ppOutcome, ppTestPlan, type PpTestState } from "../../src/dice/pp-test";

function dom(html: string): Document {
  const w = new Window();
  w.document.body.innerHTML = html;
  return w.document as unknown as Document;
}

const state = (difficulty: number | null, skills = ["a"]): PpTestState => {
  const plan = ppTestPlan(data, { skills, specialisations: ["s"], bonus: 5, difficulty }, "1d100");
  return { version: 1, actorUuid: "Actor.x", actorName: EVIL, label: EVIL, plan, die: 42, total: ppOutcome(plan, 42).total };
};

describe("R-PP-7 PP test card", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`renders in ${lang}, escaped, with total, lines and outcome`, () => {
      const html = render(lang, "templates/chat/pp-test-card.hbs", ppCardView(state(100)));
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<img");
      expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
      const d = dom(html);
      expect(d.querySelector(".alt-card__actor")?.textContent).toBe(EVIL);
      expect(d.querySelector(".alt-card__title")?.textContent).toBe(EVIL);
      expect(d.querySelector(".alt-pp-card__total")?.textContent).toBe("102");
      expect(d.querySelectorAll(".alt-pp-card__lines li")).toHaveLength(3);
      expect(d.querySelector(".alt-card__outcome")?.textContent).toContain("+2");
      expect(d.querySelector(".alt-pp-card__die")?.textContent).toBe("1d100");
    });
  }
  it("without difficulty: no outcome; several skills: the lowest is said", () => {
    const d = dom(render("fr", "templates/chat/pp-test-card.hbs", ppCardView(state(null, ["a", "b"]))));
    expect(d.querySelector(".alt-card__outcome")).toBeNull();
    expect(d.querySelector(".alt-card__hint")?.textContent).toContain("Vigilance");
  });
});

describe("R-PP-7 PP test dialog", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`renders in ${lang}: labelled inputs, escaped specialisations, the formula`, () => {
      const ctx = { ...ppDialogContext(data, { skills: ["a"], specialisations: [], bonus: 0, difficulty: null }, "1d100"), die: "1d100" };
      const html = render(lang, "templates/dialogs/pp-test-dialog.hbs", ctx);
      expect(html).not.toContain("<script>");
      expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
      const d = dom(html);
      expect(d.querySelectorAll('input[name="skills"]')).toHaveLength(2);
      expect(d.querySelectorAll('input[name="specialisations"]')).toHaveLength(1);
      for (const id of ["alt-pp-difficulty", "alt-pp-bonus"]) expect(d.querySelector(`label[for="${id}"]`)).not.toBeNull();
      expect(d.querySelector(".alt-pp-dialog__formula code")?.textContent).toBe("1d100 + 45");
    });
  }
  it("a bad die setting is shown as a localized error naming it", () => {
    const ctx = { ...ppDialogContext(data, { skills: ["a"], specialisations: [], bonus: 0, difficulty: null }, "2d6"), die: "2d6" };
    const d = dom(render("fr", "templates/dialogs/pp-test-dialog.hbs", ctx));
    expect(d.querySelector(".alt-pp-dialog__error")?.textContent).toContain("2d6");
  });
});
