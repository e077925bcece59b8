/**
 * The sheets' layout at the table, measured in Chromium with the built CSS (what the render tests cannot see): the
 * header's three gauges level in every state, the Progression tab's usage table whole, the XP journal's dates, arcs
 * and amounts on one line — on the sheet and in the log window. Each screen is photographed
 * (test-output/screenshots/layout-*.png); sheets.test.ts photographs every tab.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { IMAGE_PLACEHOLDER, appWindow, describeBrowser, page, shoot, show, unclamp, withBrowserPage } from "./chromium";
import { GM, PLAYER, allInPeril, personnage } from "../fixtures/sheet-fixtures";
import { personnageHtml } from "../fixtures/sheet-html";
import { render } from "../render/handlebars-env";
import { buildLogContext } from "../../src/applications/experience/log-context";
import { parseLog } from "../../src/experience/log";

const LANGS = ["fr", "en"] as const;
const THEMES = ["light", "dark"] as const;

let p: Page;
withBrowserPage((page) => { p = page; });

const placeholders = (html: string) => html.replace(/src="icons\/[^"]+"/g, `src="${IMAGE_PLACEHOLDER}"`);

/** Each element's text lines (distinct line boxes of its text), for `selector`. */
async function lines(selector: string): Promise<{ text: string; lines: number }[]> {
  return p.evaluate((sel) => [...document.querySelectorAll<HTMLElement>(sel)].map((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return { text: el.innerText.trim(), lines: tops.size };
  }), selector);
}

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("sheet layout in %s, %s theme", (lang, theme) => {
  const tag = `${lang}-${theme}`;

  it("R-CON-6 the header's three gauges stay level and whole in every state: play, edit, a player's, all three in Péril with scars and temporary points", async () => {
    const states = { play: personnage(GM), peril: allInPeril(GM), edit: { ...allInPeril(GM), mode: "edit" as const }, player: allInPeril(PLAYER) };
    for (const [name, input] of Object.entries(states)) {
      await show(p, page(placeholders(personnageHtml(lang, input, "sante")), theme, lang));
      const vitals = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-vitals .alt-vital")].map((v) => {
        const head = v.querySelector<HTMLElement>(".alt-vital-head")!;
        const gauge = v.querySelector<HTMLElement>(".alt-gauge")!.getBoundingClientRect();
        const parts = [...head.children].map((c) => c.getBoundingClientRect());
        return {
          gaugeTop: Math.round(gauge.top), gaugeHeight: Math.round(gauge.height),
          headOneLine: parts.every((r) => Math.abs(r.top + r.height / 2 - (parts[0].top + parts[0].height / 2)) < 2),
          headWhole: parts.every((r) => r.right <= head.getBoundingClientRect().right + 0.5) && head.scrollWidth <= head.clientWidth + 1,
        };
      }));
      expect(vitals, `${name}: three vitals`).toHaveLength(3);
      expect(new Set(vitals.map((v) => v.gaugeTop)).size, `${name}: the gauges' tops ${vitals.map((v) => v.gaugeTop).join(", ")}`).toBe(1);
      expect(vitals.every((v) => v.headOneLine && v.headWhole), `${name}: each head on one line, whole`).toBe(true);
      expect((await lines(".alt-vitals .alt-vital-scars, .alt-vitals .alt-ephemeral")).filter((l) => l.lines > 1), `${name}: scars and temporary points each on one line`).toEqual([]);
      if (name === "peril") { await unclamp(p); await shoot(p, ".alt-head", `layout-vitals-peril-${tag}`); }
    }
  }, 60_000);

  it("R-XP-3 R-XP-7 the Progression tab: the usage table's fourth column whole; the journal's dates, arc / act and amounts on one line", async () => {
    for (const input of [personnage(GM), personnage({ ...PLAYER, ruleset: "achat" })]) {
      await show(p, page(placeholders(personnageHtml(lang, input, "progression")), theme, lang));
      const usage = await p.evaluate(() => {
        const table = document.querySelector<HTMLElement>(".alt-xp-usage-skills")!;
        const panel = table.closest<HTMLElement>(".alt-panel")!.getBoundingClientRect();
        return {
          fits: table.getBoundingClientRect().right <= panel.right + 0.5,
          cut: [...table.querySelectorAll<HTMLElement>("th, td")].filter((c) => c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > panel.right + 0.5).map((c) => c.innerText),
        };
      });
      expect(usage).toEqual({ fits: true, cut: [] });
      expect((await lines(".alt-xp-usage-state")).filter((l) => l.lines > 1), "each purchase state on one line").toEqual([]);
      expect((await lines(".alt-xp-log .alt-nowrap")).filter((l) => l.lines > 1), "dates, arc / act, amounts on one line").toEqual([]);
    }
    await unclamp(p);
    await shoot(p, ".application", `layout-progression-achat-${tag}`);
  }, 60_000);

  it("R-XP-7 the XP log window: dates, arc / act and amounts on one line", async () => {
    const ctx = buildLogContext({ actorName: "Aëlys", isGM: true, xp: { total: 140, spent: 95 }, entries: parseLog(personnage(GM).system.xp!.log) });
    await show(p, page(appWindow("altherion alt-experience", { width: 720, height: 560 }, "XP", render(lang, "templates/experience/log.hbs", ctx)), theme, lang));
    expect((await lines(".alt-xp-log .alt-nowrap")).filter((l) => l.lines > 1)).toEqual([]);
    await shoot(p, ".application", `layout-xp-log-${tag}`);
  }, 30_000);
});
