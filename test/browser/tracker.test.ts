import { afterAll, beforeAll, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { axe, describeBrowser, interfaceArea, launch, leaks, page, shoot, show } from "./chromium";
import { marksLine, trackerList, trackerRow } from "./tracker-rows";
import { localize, render } from "../render/handlebars-env";
import { markOf } from "../render/incantation-fixtures";
import { passView } from "../../src/combat/turns";
import { ordinalText } from "../../src/words/helpers";

// R-FIGHT-1 R-SPELL-3 the tracker's extra-action tag and incantation mark, in rows shaped as Foundry v13's combat tracker
// draws them (li.combatant > img + .token-name > .name; the system adds its line of tags in .token-name). Only the rows'
// layout is a stand-in; the tag and the mark are the real templates with the real words, the tag's as markPasses gets it.
let browser: BrowserContext;
beforeAll(async () => { browser = await launch(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const NAMES = { caster: "Nérée", guard: "Garde du pont de Valombre" };

/** markPasses: the extra action's tag, from passView and the lang files' ordinal forms. */
function passTag(lang: "fr" | "en", pass: number): string {
  const view = passView(pass);
  if (!view.extra) return "";
  const label = ordinalText({ lang, localize: (k) => localize(lang, k) }, view.label, pass, view.labelData);
  return render(lang, "templates/combat/pass-tag.hbs", { label });
}

function tracker(lang: "fr" | "en", owner: boolean): string {
  const mark = render(lang, "templates/combat/incantation-badge.hbs", markOf(NAMES.caster, lang, owner));
  return trackerList([
    trackerRow(NAMES.caster, "alt-turn--pass-1 alt-turn--incanting", marksLine([passTag(lang, 1), mark]), 14, "neree"),
    trackerRow(NAMES.guard, "alt-turn--pass-1 active", "", 12, "garde"),
    trackerRow(NAMES.caster, "alt-turn--extra alt-turn--pass-2 alt-turn--incanting", marksLine([passTag(lang, 2), mark]), 14, "neree"),
    trackerRow(NAMES.guard, "alt-turn--extra alt-turn--pass-2", marksLine([passTag(lang, 2)]), 12, "garde"),
    trackerRow(NAMES.guard, "alt-turn--extra alt-turn--pass-3", marksLine([passTag(lang, 3)]), 12, "garde"),
  ]);
}

describeBrowser("R-FIGHT-1 R-SPELL-3 the tracker's extra-action tag and incantation mark in Chromium", () => {
  for (const lang of ["fr", "en"] as const) {
    for (const theme of ["light", "dark"] as const) {
      it(`R-FIGHT-1 R-SPELL-3 ${lang}-${theme}: names unchanged on one line, « 2ᵉ action » tags, the mark in words; all fit the 300px row, no raw key or id, no serious axe violation; the control is 24px and named`, async () => {
        const p = await browser.newPage();
        await show(p, page(interfaceArea(tracker(lang, true), theme), theme, lang));
        const overflow = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>("li.combatant")].filter((el) => el.scrollWidth > el.clientWidth + 1).length);
        expect(overflow).toBe(0);
        // R-FIGHT-1 the name stays the combatant's name on one line; an extra action says which it is in a one-line tag.
        const rows = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>("li.combatant")].map((li) => {
          const lines = (el: Element | null) => { if (!el) return 0; const r = document.createRange(); r.selectNodeContents(el); return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; };
          const tag = li.querySelector(".alt-pass-tag");
          return { name: li.querySelector(".name")?.textContent, nameLines: lines(li.querySelector(".name")), tag: tag?.textContent ?? "", tagLines: lines(tag),
            markLines: lines(li.querySelector(".alt-incanting__text")) };
        }));
        const fr = lang === "fr";
        expect(rows.map((r) => [r.name, r.tag])).toEqual([
          [NAMES.caster, ""], [NAMES.guard, ""], [NAMES.caster, fr ? "2ᵉ action" : "2nd turn"], [NAMES.guard, fr ? "2ᵉ action" : "2nd turn"], [NAMES.guard, fr ? "3ᵉ action" : "3rd turn"],
        ]);
        expect(rows.every((r) => r.nameLines === 1 && r.tagLines <= 1 && r.markLines <= 1), JSON.stringify(rows)).toBe(true);
        // R-SPELL-3 the incantation mark says what it is in words on screen.
        expect(await p.locator(".alt-incanting__text").first().innerText()).toBe(fr ? "Incante encore 2 actions" : "Incanting for 2 more turns");
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
