/**
 * The guided Spend XP flow in Debian's Chromium: its steps from the real advancement
 * model through real Handlebars and the built CSS, in fr and en, light and dark, at the window's
 * default size (760 × 680). Full-height screenshots go to test-output/screenshots/advancement-*.png;
 * nothing may overflow; no raw key or id shows; axe-core reports no serious or critical violation.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { LEGIBLE, appWindow, checkFlowScreen, describeBrowser, withBrowserPage } from "./chromium";
import { localize, render } from "../render/handlebars-env";
import { buildSpendContext } from "../../src/applications/experience/spend-context";
import type { AdvancementStep } from "../../src/applications/experience/spend-context";
import { reduceAdvancement } from "../../src/rules/index";
import { AELE, AELE_USAGE, advancementState } from "../fixtures/advancement";

const LANGS = ["fr", "en"] as const;
const THEMES = ["light", "dark"] as const;
/** The steps photographed: when, a step of purchases (allowed and refused rows), and the review after a purchase. */
const SHOTS: AdvancementStep[] = ["moment", "competences", "specialites", "revue"];

let p: Page;
withBrowserPage((page) => { p = page; });

/** Aèle after buying Mêlée +1 at the reception of her XP (the review shows it, with its undo). */
function view(step: AdvancementStep) {
  const start = advancementState(structuredClone(AELE), AELE_USAGE);
  const state = step === "revue" ? reduceAdvancement(start, { type: "buy", purchase: { kind: "skill", id: "melee", level: 3 } }, { isGM: false }) : start;
  return buildSpendContext({ state, step, arc: 2, act: 1, isGM: step === "moment" });
}

/** The flow at its DEFAULT_OPTIONS size (spend-xp.ts). */
function frame(lang: "fr" | "en", step: AdvancementStep): string {
  const title = `${localize(lang, "ALTHERION.XP.Spend.Title")} — Aèle`;
  return appWindow("altherion alt-experience alt-creation alt-advancement", { width: 760, height: 680 }, title, render(lang, "templates/experience/spend.hbs", view(step)));
}

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("Spend XP flow in %s, %s theme", (lang, theme) => {
  for (const step of SHOTS) {
    it(`${step}: fits its window, is accessible and is photographed`, async () => {
      const shot = `advancement-${step}-${lang}-${theme}`;
      const found = await checkFlowScreen(p, frame(lang, step), theme, lang, shot);
      expect(found, shot).toEqual({ overflows: [], leaks: [], serious: [], ...LEGIBLE });
    }, 60_000);
  }
});
