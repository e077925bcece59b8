import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { render } from "./handlebars-env";
import { incantationBadge, incantationRow } from "../../src/combat/incantation";
import { markOf, markWords } from "./incantation-fixtures";
import { EVIL } from "./dialog-fixtures";

const BADGE = "templates/combat/incantation-badge.hbs";
const NOTICE = "templates/chat/incantation-notice.hbs";

function dom(html: string): Document {
  const w = new Window();
  w.document.body.innerHTML = html;
  return w.document as unknown as Document;
}

describe("R-SPELL-3 the tracker's incantation mark and the chat line (real Handlebars)", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`R-SPELL-3 the mark in ${lang}: turns left, accessible text, the owner's break-off control, names escaped, no key or id`, () => {
      const raw = render(lang, BADGE, markOf(EVIL, lang, true));
      const owner = dom(raw);
      const text = owner.querySelector(".visually-hidden")?.textContent ?? "";
      expect(text).toContain(EVIL);
      expect(text).toContain(lang === "fr" ? "encore 2 actions prises" : "2 more turns taken");
      // What the mark is, in words on screen (not only in its tooltip); screen readers read the full sentence instead.
      expect(owner.querySelector(".alt-incanting__text")?.textContent).toBe(lang === "fr" ? "Incante encore 2 actions" : "Incanting for 2 more turns");
      expect(owner.querySelector(".alt-incanting__text")?.getAttribute("aria-hidden")).toBe("true");
      const stop = owner.querySelector("button[data-altherion-incantation=stop]");
      expect(stop?.getAttribute("aria-label")).toContain(lang === "fr" ? "Interrompre l" : "Break off");
      expect(owner.querySelector("script")).toBeNull();
      expect(raw).not.toContain("<script>");
      expect(raw).not.toMatch(/ALTHERION\.|neree|c1\b|\{\w+\}/);
      const viewer = dom(render(lang, BADGE, markOf("Nérée", lang, false)));
      expect(viewer.querySelector("button")).toBeNull(); // not the caster's owner: no control
    });
  }

  it("R-SPELL-3 one turn left reads in the singular", () => {
    const view = incantationRow({ combat: "c1", turns: [{ round: 2, pass: 1 }] }, { id: "c1", round: 1, turn: 2, turnIds: ["neree", "brute", "neree"] }, "neree", 1, "Nérée");
    expect(incantationBadge(view!, false, markWords("fr")).label).toBe("Nérée incante\u00a0: encore 1 action prise par l'incantation");
    expect(incantationBadge(view!, false, markWords("en")).label).toBe("Nérée is incanting: 1 more turn taken by the incantation");
    expect([incantationBadge(view!, false, markWords("fr")).short, incantationBadge(view!, false, markWords("en")).short]).toEqual(["Incante encore 1 action", "Incanting for 1 more turn"]);
  });

  it("R-SPELL-3 the chat line of a taken turn, escaped", () => {
    const line = markWords("fr").plural("ALTHERION.Combat.Incantation.Continue", 1, { name: EVIL });
    const raw = render("fr", NOTICE, { text: line });
    expect(dom(raw).querySelector("[data-card=incantation]")?.textContent).toContain("continue d'incanter\u202f; il lui reste 1 action");
    expect(raw).not.toContain("<script>");
  });
});
