/**
 * Every sheet in Debian's Chromium: context builders → real Handlebars → built CSS, in fr and en,
 * light and dark. Screenshots go to test-output/screenshots/sheet-*.png; no element may overflow
 * its window at the default size; axe-core must report no serious or critical violation.
 */
import { existsSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { IMAGE_PLACEHOLDER, SCREENSHOTS, axe, describeBrowser, launch, overflows, page } from "./chromium";
import { PERSONNAGE_TABS } from "../../src/applications/sheets/personnage-context";
import { ITEM_TYPES } from "../../src/applications/sheets/item-context";
import { GM, PLAYER, groupe, itemOfType, personnage, pnj } from "../fixtures/sheet-fixtures";
import { groupeHtml, itemHtml, moralPanelHtml, personnageHtml, pnjHtml } from "../fixtures/sheet-html";

// Font Awesome is Foundry's; here a few glyphs stand in so icon buttons are visible in screenshots.
const ICONS = `<style>.fa-solid{font-style:normal;display:inline-block;min-width:1em;text-align:center}
.fa-plus::before{content:"+"}.fa-minus::before{content:"−"}.fa-pen::before{content:"✎"}.fa-trash::before{content:"🗑"}
.fa-xmark::before{content:"×"}.fa-dice-d10::before{content:"⬙"}.fa-rotate::before,.fa-rotate-left::before{content:"↺"}
.fa-bed::before{content:"☾"}.fa-heart::before{content:"♥"}.fa-bolt::before{content:"ϟ"}.fa-sun::before{content:"☀"}.fa-moon::before{content:"☾"}
.fa-star::before{content:"★"}.fa-skull::before{content:"☠"}.fa-user-minus::before{content:"⊖"}.fa-up-right-from-square::before{content:"↗"}
.fa-table-cells::before{content:"▦"}.fa-list-check::before{content:"☑"}.fa-heart-pulse::before{content:"♥"}.fa-shield-halved::before{content:"⛉"}
.fa-wand-sparkles::before{content:"✦"}.fa-chart-line::before{content:"↗"}.fa-feather::before{content:"✑"}</style>`;

const LANGS = ["fr", "en"] as const;
const THEMES = ["light", "dark"] as const;
type Lang = (typeof LANGS)[number];
type Theme = (typeof THEMES)[number];

let browser: BrowserContext;
let p: Page;

beforeAll(async () => {
  if (!existsSync("dist/altherion.css")) throw new Error("dist/altherion.css missing: run npm run build first");
  browser = await launch();
  p = await browser.newPage();
}, 60_000);
afterAll(async () => { await browser?.close(); });



async function check(html: string, theme: Theme, lang: Lang, shot: string | null): Promise<void> {
  await p.setContent(page(ICONS + html.replace(/src="icons\/[^"]+"/g, `src="${IMAGE_PLACEHOLDER}"`), theme, lang), { waitUntil: "load" });
  expect(await overflows(p, ".window-content, .alt-tab-body, .alt-pnj, .alt-groupe, .alt-item-body"), `${shot ?? "page"} overflows`).toEqual([]);
  if (shot) {
    const box = await p.locator(".application").first().boundingBox();
    await p.screenshot({ path: `${SCREENSHOTS}/sheet-${shot}.png`, clip: box ? { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 } : undefined });
  }
  const serious = (await axe(p)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `${shot ?? "page"} axe`).toEqual([]);
}

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("sheets in %s, %s theme", (lang, theme) => {
  const tag = `${lang}-${theme}`;

  it("personnage: every tab fits, is accessible and is photographed", async () => {
    for (const tab of PERSONNAGE_TABS) await check(personnageHtml(lang, personnage(GM), tab), theme, lang, `personnage-${tab}-${tag}`);
  }, 120_000);

  it("personnage: a player's view (no Karma) and the progression-par-achat ruleset", async () => {
    await check(personnageHtml(lang, personnage({ ...PLAYER, ruleset: "achat", karmaVisible: false }), "progression"), theme, lang, `personnage-achat-${tag}`);
    await check(personnageHtml(lang, personnage({ ...PLAYER, editable: false }), "biographie"), theme, lang, null);
  }, 60_000);

  it("pnj", async () => { await check(pnjHtml(lang, pnj(GM)), theme, lang, `pnj-${tag}`); }, 60_000);

  it("groupe and the Moral panel", async () => {
    await check(groupeHtml(lang, groupe(PLAYER)), theme, lang, `groupe-${tag}`);
    await check(groupeHtml(lang, groupe(GM, { espoir: 5, desespoir: 0 })), theme, lang, `groupe-galvanise-${tag}`);
    const g = groupe(PLAYER);
    await check(moralPanelHtml(lang, { name: g.name, uuid: g.uuid, system: g.system, members: g.members }), theme, lang, `moral-panel-${tag}`);
  }, 60_000);

  it("every item type", async () => {
    for (const type of ITEM_TYPES) await check(itemHtml(lang, itemOfType(type, GM)), theme, lang, `item-${type}-${tag}`);
  }, 180_000);
});
