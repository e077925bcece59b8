import { afterAll, beforeAll, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { axe, describeBrowser, interfaceArea, launch, leaks, page, shoot, show } from "./chromium";
import { trackerList, trackerRow } from "./tracker-rows";
import { render } from "../render/handlebars-env";
import { markOf } from "../render/incantation-fixtures";

// R-SPELL-3 the tracker's incantation mark, in rows shaped as Foundry v13's combat tracker draws them
// (li.combatant > img + .token-name > .name; the system adds its mark in .token-name). Only the rows'
// layout is a stand-in; the mark is the real template with the real words.
let browser: BrowserContext;
beforeAll(async () => { browser = await launch(); }, 60_000);
afterAll(async () => { await browser?.close(); });

function tracker(lang: "fr" | "en", owner: boolean): string {
  const row = (name: string, css: string, mark: string) => trackerRow(name, css, mark);
  const mark = render(lang, "templates/combat/incantation-badge.hbs", markOf("Nérée", lang, owner));
  const extra = lang === "fr" ? "Action 2 — supplémentaire" : "Turn 2 — extra turn";
  return trackerList([
    row("Nérée", "alt-turn--pass-1 alt-turn--incanting", mark),
    row("Garde", "alt-turn--pass-1 active", ""),
    row(`Nérée — ${extra}`, "alt-turn--extra alt-turn--pass-2 alt-turn--incanting", mark),
  ]);
}

describeBrowser("R-SPELL-3 the tracker's incantation mark in Chromium", () => {
  for (const lang of ["fr", "en"] as const) {
    for (const theme of ["light", "dark"] as const) {
      it(`R-SPELL-3 ${lang}-${theme}: the mark fits the 300px row, no raw key or id, no serious axe violation; the control is 24px and named`, async () => {
        const p = await browser.newPage();
        await show(p, page(interfaceArea(tracker(lang, true), theme), theme, lang));
        const overflow = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>("li.combatant")].filter((el) => el.scrollWidth > el.clientWidth + 1).length);
        expect(overflow).toBe(0);
        expect(await leaks(p)).toEqual([]);
        const stop = await p.locator(".alt-incanting__stop").first().boundingBox();
        expect(stop && Math.min(stop.width, stop.height)).toBeGreaterThanOrEqual(24);
        const hidden = await p.locator(".alt-incanting .visually-hidden").first().boundingBox();
        expect(hidden && hidden.width).toBeLessThanOrEqual(1); // read aloud, not drawn
        await shoot(p, "#combat", `tracker-incantation-${lang}-${theme}`);
        const serious = (await axe(p, `tracker-incantation-${lang}-${theme}`)).filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious).toEqual([]);
        await p.close();
      }, 30_000);
    }
  }
});
