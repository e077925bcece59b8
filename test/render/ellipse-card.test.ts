/** R-XP-6 the ellipse summary card (real Handlebars): what the ellipse did, in both languages, names escaped. */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { render } from "./handlebars-env";
import { ELLIPSE_CARD_TEMPLATE, ellipseCardView } from "../../src/chat/ellipse-card";
import type { EllipseSummary } from "../../src/chat/ellipse-card";

const PATH = ELLIPSE_CARD_TEMPLATE.replace("systems/altherion/", "");
const EVIL = `<img src=x onerror=alert(1)>Aèle`;
const summary: EllipseSummary = {
  ellipse: "moyenne", weeks: 3, refused: ["Brun"],
  rows: [
    {
      name: EVIL, rests: 2, xp: 4, training: true, surchargeWeeks: 1,
      epuisement: { before: 2, after: 0 }, fragilite: { before: 3, after: 3 },
      constitutions: [{ key: "vitalite", healed: 5, scars: 7 }, { key: "energie", healed: 0, scars: 0 }, { key: "confiance", healed: 0, scars: 13 }],
    },
  ],
};
const text = (html: string) => {
  const w = new Window();
  w.document.body.innerHTML = html;
  return w.document.body.textContent ?? "";
};

describe("ellipse summary card (R-XP-6, R-XP-2, R-XP-3)", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`R-XP-6 renders in ${lang} with the name escaped and no missing key`, () => {
      const html = render(lang, PATH, ellipseCardView(summary));
      expect(html).not.toContain("<img");
      expect(html).toContain("&lt;img");
      expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
      expect(html).not.toMatch(/\{\w+\}/);
    });
  }

  it("R-XP-6 says the rests, the wounds healed, the Surcharge scars, Épuisement, the XP and the Entraînement opened; unchanged Fragilité left out", () => {
    const t = text(render("fr", PATH, ellipseCardView(summary)));
    expect(t).toContain("Ellipse moyenne");
    expect(t).toContain("3 semaines");
    expect(t).toContain("2 repos complets");
    expect(t).toContain("+5");
    expect(t).toContain("+7 cicatrices");
    expect(t).toContain("+13 cicatrices");
    expect(t).toContain("Épuisement 2 → 0");
    expect(t).not.toContain("Fragilité");
    expect(t).toContain("+4 XP d'ellipse");
    expect(t).toContain("Entraînement ouvert");
    expect(t).toContain("Brun");
    const en = text(render("en", PATH, ellipseCardView(summary)));
    expect(en).toContain("2 full rests");
    expect(en).toContain("Training open");
  });
});
