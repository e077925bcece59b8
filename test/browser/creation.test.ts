/**
 * The creation wizard in Debian's Chromium (issue 16): every step, from the real model through real
 * Handlebars and the built CSS, in fr and en, light and dark, at the window's default size (760 × 760).
 * Full-height screenshots go to test-output/screenshots/creation-*.png; nothing may overflow; no raw
 * key or id shows; axe-core reports no serious or critical violation.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { IMAGE_PLACEHOLDER, axe, describeBrowser, leaks, overflows, page, shoot, show, unclamp, withBrowserPage } from "./chromium";
import { localize, render } from "../render/handlebars-env";
import { STEPS, wizardView } from "../fixtures/creation-views";
import { onScreen } from "./realistic";

const LANGS = ["fr", "en"] as const;
const THEMES = ["light", "dark"] as const;

let p: Page;
withBrowserPage((page) => { p = page; });

/** The wizard as Foundry frames an ApplicationV2 (tag form) at its DEFAULT_OPTIONS position. */
function frame(lang: "fr" | "en", step: (typeof STEPS)[number]): string {
  const body = render(lang, "templates/creation/wizard.hbs", onScreen(wizardView(step, (k) => localize(lang, k), step === "competences" && lang === "en" ? "achat" : "altherion")));
  return `<form class="application altherion alt-creation" style="width:760px;height:760px">`
    + `<header class="window-header"><h1 class="window-title" style="font-size:13px;margin:0;font-weight:600">${localize(lang, "ALTHERION.Creation.Title")}</h1></header>`
    + `<section class="window-content">${body}</section></form>`;
}

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("creation wizard in %s, %s theme", (lang, theme) => {
  for (const step of STEPS) {
    it(`${step}: fits its window, is accessible and is photographed`, async () => {
      const html = frame(lang, step).replace(/src="[^"]+\.(webp|png|svg)"/g, `src="${IMAGE_PLACEHOLDER}"`);
      const shot = `creation-${step}-${lang}-${theme}`;
      await show(p, page(html, theme, lang));
      expect(await overflows(p, ".window-content, .alt-creation-body, table, fieldset")).toEqual([]);
      await unclamp(p);
      expect(await leaks(p), `${shot} shows raw keys or ids`).toEqual([]);
      await shoot(p, ".application", shot);
      const serious = (await axe(p, shot)).filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious).toEqual([]);
    }, 60_000);
  }
});
