import { afterAll, beforeAll, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { LEGIBLE, axe, describeBrowser, hiddenReasons, interfaceArea, launch, leaks, legibility, page, shoot, show } from "./chromium";
import { render } from "../render/handlebars-env";
import { onScreen } from "./realistic";
import { AGGRAVATION_CARDS, REQUEST_CARD, TEST_CARDS } from "../render/chat-fixtures";
import { combatCards, otherCards, ppCards } from "../render/card-states";
import { markWords } from "../render/incantation-fixtures";
import { testWords } from "../render/handlebars-env";
import { GM, personnage } from "../fixtures/sheet-fixtures";
import { buildItemRow } from "../../src/applications/sheets/personnage-context";

let browser: BrowserContext;
beforeAll(async () => { browser = await launch(); }, 60_000);
afterAll(async () => { await browser?.close(); });

function column(lang: "fr" | "en", cards: string[]): string {
  return `<div class="chat-log">${cards.map((c) => `<div class="chat-message"><div class="message-content">${c}</div></div>`).join("")}</div>`;
}

const GROUPS: Record<string, (lang: "fr" | "en") => string[]> = {
  tests: (lang) => ["success", "failure", "narrow", "crit-failure", "crit-failure-cancelled", "zone"].map((k) => render(lang, "templates/chat/test-card.hbs", onScreen(TEST_CARDS[k as keyof typeof TEST_CARDS]))),
  combat: (lang) => ["crit-success", "damage-applied", "aggravation-suffered", "aggravation-avoided", "riposte"].map((k) => render(lang, "templates/chat/test-card.hbs", onScreen(TEST_CARDS[k as keyof typeof TEST_CARDS]))),
  others: (lang) => [
    ...Object.values(AGGRAVATION_CARDS).map((v) => render(lang, "templates/chat/aggravation-card.hbs", onScreen(v))),
    render(lang, "templates/chat/request-card.hbs", onScreen(REQUEST_CARD)),
  ],
  // Péril, Agonie, regeneration (turn end and forced), defence, confrontation and the defence bar (the dialog is a window).
  "combat-states": (lang) => Object.entries(combatCards()).filter(([k]) => k !== "dialog").map(([, [path, view]]) => render(lang, path, onScreen(view))),
  // Grapples, a PP test, both exploits, the Moral chooser and the member pick.
  "more-states": (lang) => Object.values(otherCards()).map(([path, view]) => render(lang, path, onScreen(view))),
  // R-FIGHT-2 an attack on two targets, one of which defended (« sa défense décide »); R-FORT-1 a test card's Fortune awaiting the GM; R-SPELL-1 a healing spell.
  "attack-states": (lang) => ["defended", "fortune-pending", "spell-heal"].map((k) => render(lang, "templates/chat/test-card.hbs", onScreen(TEST_CARDS[k as keyof typeof TEST_CARDS]))),
  // R-SPELL-3 the incantation's chat lines (a turn taken, broken off) and an item posted from a sheet.
  notices: (lang) => {
    const words = markWords(lang);
    const weapon = personnage(GM).items.find((i) => i.type === "arme")!;
    return [
      render(lang, "templates/chat/incantation-notice.hbs", { text: words.plural("ALTHERION.Combat.Incantation.Continue", 1, { name: "Nérée" }) }),
      render(lang, "templates/chat/incantation-notice.hbs", { text: words.format("ALTHERION.Combat.Incantation.BrokenOff", { name: "Nérée" }) }),
      render(lang, "templates/chat/item-post.hbs", { ...buildItemRow(weapon, testWords(lang), false), descriptionHTML: "<p>Forgée à <em>Valmont</em>, lourde et sûre.</p>" }),
    ];
  },
  // R-FORT-1/2 on PP tests: Fortune pending and refused, a Fatalité on a critical failure, a granted Fortune.
  "pp-states": (lang) => Object.values(ppCards()).map(([path, view]) => render(lang, path, onScreen(view))),
};

type Theme = "light" | "dark";
/** [applications theme (body), interface theme (chat log)]: both alike in each language, and mixed in French. */
const THEMES: { lang: "fr" | "en"; app: Theme; ui: Theme }[] = [
  ...(["fr", "en"] as const).flatMap((lang) => (["light", "dark"] as const).map((t) => ({ lang, app: t, ui: t }))),
  { lang: "fr", app: "dark", ui: "light" }, { lang: "fr", app: "light", ui: "dark" },
];

/** --alt-surface of each palette (styles/_tokens.scss), as the browser computes it. */
const CARD_SURFACE: Record<Theme, string> = { light: "rgb(251, 247, 238)", dark: "rgb(38, 41, 51)" };

describeBrowser("chat cards in Chromium", () => {
  for (const { lang, app, ui } of THEMES) {
    const tag = app === ui ? `${lang}-${ui}` : `${lang}-app-${app}-ui-${ui}`;
    for (const [group, cards] of Object.entries(GROUPS)) {
      it(`${group} ${tag}: no raw key, no serious axe violation, no horizontal overflow in the 300px column`, async () => {
        const p = await browser.newPage();
        await show(p, page(interfaceArea(column(lang, cards(lang)), ui), app, lang));
        const overflow = await p.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>(".chat-message, .alt-card")].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className));
        expect(overflow).toEqual([]);
        // Each card takes the theme of the chat log it sits in (the interface theme), not the applications'.
        const surfaces = await p.evaluate(() => [...new Set([...document.querySelectorAll(".alt-card")].map((el) => getComputedStyle(el).backgroundColor))]);
        expect(surfaces, `cards in a ${ui} chat log`).toEqual([CARD_SURFACE[ui]]);
        expect(await leaks(p), "raw keys or ids on the cards").toEqual([]);
        expect(await legibility(p), "text ≥ 12 px, focus rings, control borders").toEqual(LEGIBLE);
        expect(await hiddenReasons(p), "a disabled control's reason in words").toEqual([]);
        await shoot(p, ".chat-log", `cards-${group}-${tag}`);
        const violations = (await axe(p, `cards-${group}-${tag}`)).filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(violations).toEqual([]);
        await p.close();
      }, 30_000);
    }
  }
});
