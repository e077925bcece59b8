/**
 * Every sheet in Debian's Chromium: context builders → real Handlebars → built CSS, in fr and en,
 * light and dark. Screenshots go to test-output/screenshots/sheet-*.png; no element may overflow
 * its window at the default size; no text under 12 px, every focus ring visible and uncut, control
 * borders at 3:1 (legibility()); axe-core must report no serious or critical violation.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { IMAGE_PLACEHOLDER, LEGIBLE, axe, describeBrowser, hiddenReasons, leaks, legibility, overflows, page, shoot, show, unclamp, withBrowserPage } from "./chromium";
import { PERSONNAGE_TABS } from "../../src/applications/sheets/personnage-context";
import { SHEET_MODES } from "../../src/applications/sheets/sheet-mode";
import { ITEM_TYPES } from "../../src/applications/sheets/item-context";
import { GM, PLAYER, enCreation, groupe, itemOfType, personnage, pnj } from "../fixtures/sheet-fixtures";
import { groupeHtml, itemHtml, limitedHtml, moralPanelHtml, personnageHtml, pnjHtml } from "../fixtures/sheet-html";

const LANGS = ["fr", "en"] as const;
const THEMES = ["light", "dark"] as const;
type Lang = (typeof LANGS)[number];
type Theme = (typeof THEMES)[number];

let p: Page;
withBrowserPage((page) => { p = page; });



async function check(html: string, theme: Theme, lang: Lang, shot: string | null): Promise<void> {
  await show(p, page(html.replace(/src="icons\/[^"]+"/g, `src="${IMAGE_PLACEHOLDER}"`), theme, lang));
  expect(await overflows(p, ".window-content, .alt-tab-body, .alt-pnj, .alt-groupe, .alt-item-body"), `${shot ?? "page"} overflows`).toEqual([]);
  await unclamp(p);
  expect(await leaks(p), `${shot ?? "page"} shows raw keys or ids`).toEqual([]);
  expect(await legibility(p), `${shot ?? "page"}: text ≥ 12 px, focus rings, control borders`).toEqual(LEGIBLE);
  expect(await hiddenReasons(p), `${shot ?? "page"}: a disabled control's reason in words`).toEqual([]);
  if (shot) await shoot(p, ".application", `sheet-${shot}`);
  const serious = (await axe(p, `sheet-${shot ?? "page"}`)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `${shot ?? "page"} axe`).toEqual([]);
}

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("sheets in %s, %s theme", (lang, theme) => {
  const tag = `${lang}-${theme}`;

  it("personnage: every tab, in play and in edit mode, fits, is accessible and is photographed", async () => {
    for (const mode of SHEET_MODES) {
      for (const tab of PERSONNAGE_TABS) await check(personnageHtml(lang, { ...personnage(GM), mode }, tab), theme, lang, `personnage-${mode}-${tab}-${tag}`);
    }
  }, 240_000);

  it("personnage in creation: the budget folded and open, in play and in edit mode", async () => {
    for (const mode of SHEET_MODES) await check(personnageHtml(lang, { ...enCreation(GM), mode, creationOpen: mode === "edit" }), theme, lang, `personnage-creation-${mode}-${tag}`);
    // R-CAR-6 Agilité over its cap (9 + the Sylvain's +1): the budget names it with value and cap, its cell is flagged
    const overCap = enCreation(GM, { caracteristiques: { force: 5, vigueur: 6, agilite: 9, pouvoir: 4, charisme: 5, perception: 6, intellect: 5, volonte: 6, sagesse: 4 } });
    await check(personnageHtml(lang, { ...overCap, mode: "edit", creationOpen: true }), theme, lang, `personnage-creation-overcap-${tag}`);
  }, 90_000);

  it("personnage: a player's view (no Karma) and the progression-par-achat ruleset", async () => {
    await check(personnageHtml(lang, personnage({ ...PLAYER, ruleset: "achat", karmaVisible: false }), "progression"), theme, lang, `personnage-achat-${tag}`);
    await check(personnageHtml(lang, personnage({ ...PLAYER, editable: false }), "biographie"), theme, lang, null);
  }, 60_000);

  it("pnj, in play and in edit mode", async () => {
    for (const mode of SHEET_MODES) await check(pnjHtml(lang, { ...pnj(GM), mode }), theme, lang, `pnj-${mode}-${tag}`);
  }, 60_000);

  it("the limited view of a personnage and of a pnj", async () => {
    const p = personnage(PLAYER);
    await check(limitedHtml(lang, "personnage", p.name, p.img, p.biographieHTML ?? ""), theme, lang, `limited-personnage-${tag}`);
    const n = pnj(PLAYER);
    await check(limitedHtml(lang, "pnj", n.name, n.img, n.biographieHTML ?? ""), theme, lang, `limited-pnj-${tag}`);
  }, 60_000);

  it("groupe and the Moral panel", async () => {
    await check(groupeHtml(lang, groupe(PLAYER)), theme, lang, `groupe-${tag}`);
    await check(groupeHtml(lang, groupe(GM, { espoir: 5, desespoir: 0 })), theme, lang, `groupe-galvanise-${tag}`);
    const g = groupe(PLAYER);
    await check(moralPanelHtml(lang, { name: g.name, uuid: g.uuid, system: g.system, members: g.members }), theme, lang, `moral-panel-${tag}`);
    // the Conteur's panel: its grant buttons in words (« +1 Espoir »), its Fatalité spend whole
    const gm = groupe(GM);
    await check(moralPanelHtml(lang, { name: gm.name, uuid: gm.uuid, system: gm.system, members: gm.members }, true), theme, lang, `moral-panel-gm-${tag}`);
    const cut = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-moral-gm button")].filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > b.closest(".application")!.getBoundingClientRect().right).map((b) => b.innerText));
    expect(cut, "the Conteur's buttons drawn whole inside the panel").toEqual([]);
  }, 60_000);

  it("play mode's Lignée in words and a long name whole; disabled reasons on screen; named member actions", async () => {
    const long = { ...personnage(GM, { echangeLignee: { de: "vigueur", vers: "force" } }), name: "Aëlys de Valombre-Saint-Clair, dite la Veilleuse des Hautes-Brumes" };
    await check(personnageHtml(lang, long, "caracteristiques"), theme, lang, `personnage-play-lignee-${tag}`);
    expect(await p.evaluate(() => document.querySelectorAll(".alt-lineage input, .alt-lineage select").length)).toBe(0);
    const name = await p.evaluate(() => {
      const h = document.querySelector<HTMLElement>(".alt-name-text")!;
      const box = h.getBoundingClientRect(), frame = h.closest(".application")!.getBoundingClientRect();
      return { text: h.innerText, cut: h.scrollWidth > h.clientWidth + 1 || h.scrollHeight > h.clientHeight + 1, inside: box.right <= frame.right && box.left >= frame.left };
    });
    expect(name).toEqual({ text: long.name, cut: false, inside: true });
    await check(personnageHtml(lang, personnage(PLAYER), "sante"), theme, lang, `personnage-play-sante-player-${tag}`);
    await check(groupeHtml(lang, groupe(GM, { espoir: 0, desespoir: 0 })), theme, lang, `groupe-empty-${tag}`);
    // the member actions are icon buttons: each named in words for a screen reader, with the member's name
    const labels = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-member-actions button")].map((b) => b.getAttribute("aria-label") ?? ""));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((l) => l.length < 8)).toEqual([]);
  }, 60_000);

  it("every item type", async () => {
    for (const type of ITEM_TYPES) await check(itemHtml(lang, itemOfType(type, GM)), theme, lang, `item-${type}-${tag}`);
  }, 180_000);
});
