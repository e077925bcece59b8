/** R-PP-7 the PP test card and dialog templates, rendered with real Handlebars (escaped names, no missing keys). */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { localize, render } from "./handlebars-env";
import { EVIL, PP_DATA as data, PP_LUCKY } from "./dialog-fixtures";
import { ppCards } from "./card-states";
import { ppCardView, ppDialogContext, ppOutcome, ppPlanChance, ppTestPlan, type PpTestState } from "../../src/dice/pp-test";
import { chancePercent } from "../../src/dice/roll-spec";

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
    it(`renders in ${lang}: labelled inputs, escaped specialisations, the total in words`, () => {
      const ctx = { ...ppDialogContext(data, { skills: ["a"], specialisations: [], bonus: 0, difficulty: null }, "1d100"), die: "1d100" };
      const html = render(lang, "templates/dialogs/pp-test-dialog.hbs", ctx);
      expect(html).not.toContain("<script>");
      expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
      const d = dom(html);
      expect(d.querySelectorAll('input[name="skills"]')).toHaveLength(2);
      expect(d.querySelectorAll('input[name="specialisations"]')).toHaveLength(1);
      for (const id of ["alt-pp-difficulty", "alt-pp-bonus"]) expect(d.querySelector(`label[for="${id}"]`)).not.toBeNull();
      expect(d.querySelector("code")).toBeNull();
      expect([...d.querySelectorAll("[data-formula] .alt-term")].map((t) => t.textContent?.trim())).toEqual(["1d100", `+ ${EVIL} 45`]);
      expect(d.querySelector(".alt-roll-dialog__chance")?.textContent).toBe(localize(lang, "ALTHERION.Roll.ChanceNone"));
    });
    it(`R-PP-7 shows in ${lang} the chance of success and what the total must reach, as the roll dialog does`, () => {
      const choices = { skills: ["a"], specialisations: ["s"], bonus: 5, difficulty: 100 };
      const d = dom(render(lang, "templates/dialogs/pp-test-dialog.hbs", { ...ppDialogContext(data, choices, "1d100"), die: "1d100" }));
      // 45 + 10 + 5: the d100 must show 40 or more, 61 of its faces.
      expect(d.querySelector("[data-chance]")?.textContent).toMatch(lang === "fr" ? /^61[\u00a0\u202f]%$/ : /^61%$/);
      expect(chancePercent(ppPlanChance(ppTestPlan(data, choices, "1d100")))).toBe(61);
      expect(d.querySelector("[data-threshold]")?.textContent).toContain("100");
      const terms = [...d.querySelectorAll("[data-formula] .alt-term")].map((t) => t.textContent?.trim());
      expect(terms).toEqual(["1d100", `+ ${EVIL} 45`, `+ ${EVIL} 10`, `+ ${localize(lang, "ALTHERION.Roll.Formula.Bonus")} 5`]);
    });
  }
  it("a bad die setting is shown as a localized error naming it", () => {
    const ctx = { ...ppDialogContext(data, { skills: ["a"], specialisations: [], bonus: 0, difficulty: null }, "2d6"), die: "2d6" };
    const d = dom(render("fr", "templates/dialogs/pp-test-dialog.hbs", ctx));
    expect(d.querySelector(".alt-pp-dialog__error")?.textContent).toContain("2d6");
  });
});

describe("R-FORT-1 / R-FORT-2 PP test card states and the dialog's Fortune field", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`every PP card state renders in ${lang}: escaped, no raw key, GM-only buttons`, () => {
      for (const [name, [path, view]] of Object.entries(ppCards())) {
        const html = render(lang, path, view);
        expect(html, name).not.toContain("<script>");
        expect(html, name).not.toMatch(/ALTHERION\.[A-Z]/);
        for (const b of Array.from(dom(html).querySelectorAll<HTMLButtonElement>("button[data-action]"))) expect(b.dataset.owners?.trim(), name).toBe("");
      }
      const pending = dom(render(lang, ...ppCards()["pp-fortune-pending"]));
      expect(Array.from(pending.querySelectorAll("button")).map((b) => b.dataset.action)).toEqual(["acceptFortune", "refuseFortune"]);
      expect(pending.querySelector(".alt-pp-card__total")?.textContent).toBe(String(44 + 45 + 10 + 2 - 1));
      expect(pending.querySelector('[data-badge="fortune"]')).not.toBeNull();
      const refused = dom(render(lang, ...ppCards()["pp-fortune-refused"]));
      expect(refused.querySelector(".alt-pp-card__total")?.textContent).toBe(String(44 + 45 + 10 - 1));
      expect(refused.querySelectorAll("button")).toHaveLength(0);
      const failed = dom(render(lang, ...ppCards()["pp-fatalite-crit-failure"]));
      expect(failed.querySelector('[data-badge="critFailure"]')).not.toBeNull();
      expect(failed.querySelector(".alt-pp-card__lines")?.textContent).toMatch(lang === "fr" ? /Fatalité.*[−-]1/s : /Doom.*[−-]1/s);
      expect(Array.from(failed.querySelectorAll("button")).map((b) => b.dataset.action)).toEqual(["takeFatalite"]);
    });
    it(`the PP dialog in ${lang} offers Fortune up to the actor's points and says the pending Fatalité`, () => {
      const ctx = { ...ppDialogContext(PP_LUCKY, { skills: ["a"], specialisations: [], bonus: 0, difficulty: null, fortune: 1 }, "1d100"), die: "1d100" };
      const d = dom(render(lang, "templates/dialogs/pp-test-dialog.hbs", ctx));
      const field = d.querySelector<HTMLInputElement>('input[name="fortune"]');
      expect(field?.max).toBe("2");
      expect(field?.value).toBe("1");
      expect(d.querySelector('label[for="alt-roll-fortune"]')).not.toBeNull();
      expect(d.querySelector("[data-fatalite]")?.textContent).toContain("1");
      expect([...d.querySelectorAll("[data-formula] .alt-term")].map((t) => t.textContent?.trim()).slice(2))
        .toEqual([`+ ${localize(lang, "ALTHERION.Roll.Source.Fortune")} 1`, `− ${localize(lang, "ALTHERION.Roll.Source.Fatalite")} 1`]);
      const none = dom(render(lang, "templates/dialogs/pp-test-dialog.hbs", { ...ppDialogContext(data, { skills: ["a"], specialisations: [], bonus: 0, difficulty: null }, "1d100"), die: "1d100" }));
      expect(none.querySelector('input[name="fortune"]')).toBeNull();
    });
  }
});
