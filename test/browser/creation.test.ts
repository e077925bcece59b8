/**
 * The creation wizard in Debian's Chromium: every step, from the real model through real
 * Handlebars and the built CSS, in fr and en, light and dark, at the window's default size (760 × 760).
 * Full-height screenshots go to test-output/screenshots/creation-*.png; nothing may overflow; no raw
 * key or id shows; axe-core reports no serious or critical violation.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { LEGIBLE, appWindow, checkFlowScreen, describeBrowser, page, show, withBrowserPage } from "./chromium";
import { localize, render } from "../render/handlebars-env";
import { STEPS, wizardView } from "../fixtures/creation-views";
import { onScreen } from "./realistic";
import type { Ruleset } from "../../src/rules/index";

const LANGS = ["fr", "en"] as const;
const THEMES = ["light", "dark"] as const;

let p: Page;
withBrowserPage((page) => { p = page; });

/** The wizard at its DEFAULT_OPTIONS size (760 × 760). */
function frame(lang: "fr" | "en", step: (typeof STEPS)[number], ruleset: Ruleset = "altherion", isGM = false): string {
  const body = render(lang, "templates/creation/wizard.hbs", onScreen(wizardView(step, (k) => localize(lang, k), ruleset, isGM)));
  return appWindow("altherion alt-creation", { width: 760, height: 760 }, localize(lang, "ALTHERION.Creation.Title"), body);
}

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("creation wizard in %s, %s theme", (lang, theme) => {
  for (const step of STEPS) {
    it(`${step}: fits its window, is accessible and is photographed`, async () => {
      const shot = `creation-${step}-${lang}-${theme}`;
      const found = await checkFlowScreen(p, frame(lang, step), theme, lang, shot);
      expect(found, shot).toEqual({ overflows: [], leaks: [], serious: [], ...LEGIBLE });
    }, 60_000);
  }
  // The identity step as a GM sees it: the portrait's preview and its button open Foundry's file picker.
  it("identite for a GM (who may browse files): fits its window, is accessible and is photographed", async () => {
    const shot = `creation-identite-gm-${lang}-${theme}`;
    expect(await checkFlowScreen(p, frame(lang, "identite", "altherion", true), theme, lang, shot), shot).toEqual({ overflows: [], leaks: [], serious: [], ...LEGIBLE });
  }, 60_000);
  // R-PP-1 / R-PP-5 / R-PP-6 the achat ruleset's skills step, as a player sees it: the GM's levels on 0–100 with degrees, qualities and specialisations in PP.
  it("competences in the achat ruleset: fits its window, is accessible and is photographed", async () => {
    const shot = `creation-competences-achat-${lang}-${theme}`;
    expect(await checkFlowScreen(p, frame(lang, "competences", "achat"), theme, lang, shot), shot).toEqual({ overflows: [], leaks: [], serious: [], ...LEGIBLE });
  }, 60_000);
});

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("creation wizard's step list in %s, %s theme", (lang, theme) => {
  it("each step's name and its warning mark show whole in its button, the active one included", async () => {
    await show(p, page(frame(lang, "caracteristiques"), theme, lang));
    const cut = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-creation-step")].flatMap((button) => {
      const box = button.getBoundingClientRect();
      const inside = (el: Element | null) => { const r = el?.getBoundingClientRect(); return !r || (r.left >= box.left - 0.5 && r.right <= box.right + 0.5); };
      const label = button.querySelector(".alt-creation-step-label")!;
      const problems = [];
      if (button.scrollWidth > button.clientWidth + 1) problems.push("overflows");
      if (!inside(button.querySelector("i.fa-triangle-exclamation"))) problems.push("warning mark cut");
      if (!inside(label) || label.scrollWidth > label.clientWidth + 1) problems.push("name cut");
      return problems.map((what) => `${button.dataset.step}${button.classList.contains("active") ? " (active)" : ""}: ${what}`);
    }));
    expect(cut).toEqual([]);
    // The fixture warns on the active step (Pouvoir over its cap) and on another one.
    expect(await p.locator(".alt-creation-step.active.warned i.fa-triangle-exclamation").count()).toBe(1);
  }, 60_000);
});

