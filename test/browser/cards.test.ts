import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { LEGIBLE, axe, describeBrowser, hiddenReasons, interfaceArea, launch, leaks, legibility, page, placeholderImages, shoot, show } from "./chromium";
import { render } from "../render/handlebars-env";
import { onScreen } from "./realistic";
import { AGGRAVATION_CARDS, REQUEST_CARD, REQUEST_PENDING, TEST_CARDS } from "../render/chat-fixtures";
import { ELLIPSE_CARD_TEMPLATE, ellipseCardView, ellipseSummaryRow, type EllipseReport, type EllipseSummary } from "../../src/chat/ellipse-card";
import { planEllipse } from "../../src/experience/ellipse";
import type { Plan } from "../../src/rules/index";
import { NO_ADJUSTMENT } from "../../src/rules/index";
import { applyChanges } from "../../src/data/validation";
import { debutant } from "../fixtures/personnages";
import { combatCards, otherCards, ppCards } from "../render/card-states";
import { markWords } from "../render/incantation-fixtures";
import { testWords } from "../render/handlebars-env";
import { GM, personnage } from "../fixtures/sheet-fixtures";
import { buildItemRow } from "../../src/applications/sheets/personnage-context";
import { NOTICE_TEMPLATE, OPEN_JOURNAL_ACTION } from "../../src/journal/notice";

let browser: BrowserContext;
beforeAll(async () => { browser = await launch(); }, 60_000);
afterAll(async () => { await browser?.close(); });

/** Every template a screenshot below shows (card() records it), checked against templates/chat/ by the test after GROUPS. */
const photographed = new Set<string>();
function card(lang: "fr" | "en", path: string, view: object): string {
  photographed.add(path);
  return render(lang, path, view);
}

function column(lang: "fr" | "en", cards: string[]): string {
  return `<div class="chat-log">${cards.map((c) => `<div class="chat-message"><div class="message-content">${c}</div></div>`).join("")}</div>`;
}

const GROUPS: Record<string, (lang: "fr" | "en") => string[]> = {
  tests: (lang) => ["success", "failure", "narrow", "crit-failure", "crit-failure-cancelled", "zone"].map((k) => card(lang, "templates/chat/test-card.hbs", onScreen(TEST_CARDS[k as keyof typeof TEST_CARDS]))),
  combat: (lang) => ["crit-success", "damage-applied", "aggravation-suffered", "aggravation-avoided", "riposte"].map((k) => card(lang, "templates/chat/test-card.hbs", onScreen(TEST_CARDS[k as keyof typeof TEST_CARDS]))),
  others: (lang) => [
    ...Object.values(AGGRAVATION_CARDS).map((v) => card(lang, "templates/chat/aggravation-card.hbs", onScreen(v))),
    card(lang, "templates/chat/request-card.hbs", onScreen(REQUEST_CARD)),
  ],
  // Péril, Agonie, regeneration (turn end and forced), defence, confrontation and the defence bar (the dialog is a window).
  "combat-states": (lang) => Object.entries(combatCards()).filter(([k]) => k !== "dialog").map(([, [path, view]]) => card(lang, path, onScreen(view))),
  // Grapples, a PP test, both exploits, the Moral chooser and the member pick.
  "more-states": (lang) => Object.values(otherCards()).map(([path, view]) => card(lang, path, onScreen(view))),
  // R-FIGHT-2 an attack on two targets, one of which defended (the blow its defence left, « après sa défense »); R-FORT-1 a test card's Fortune awaiting the GM; R-SPELL-1 a healing spell; R-SPELL-2 an area attack spell's first roll.
  "attack-states": (lang) => ["defended", "fortune-pending", "spell-heal", "spell-area"].map((k) => card(lang, "templates/chat/test-card.hbs", onScreen(TEST_CARDS[k as keyof typeof TEST_CARDS]))),
  // R-SPELL-3 the incantation's chat lines (a turn taken, broken off), an item posted from a sheet, the change journal's notice.
  notices: (lang) => {
    const words = markWords(lang);
    const weapon = personnage(GM).items.find((i) => i.type === "arme")!;
    return [
      card(lang, "templates/chat/incantation-notice.hbs", { text: words.plural("ALTHERION.Combat.Incantation.Continue", 1, { name: "Nérée" }) }),
      card(lang, "templates/chat/incantation-notice.hbs", { text: words.format("ALTHERION.Combat.Incantation.BrokenOff", { name: "Nérée" }) }),
      card(lang, "templates/chat/item-post.hbs", { ...buildItemRow(weapon, testWords(lang), false), descriptionHTML: "<p>Forgée à <em>Valmont</em>, lourde et sûre.</p>" }),
      // R-XP-3 the GMs' notice of a player's changes (journal/notice.ts), with its button to the change journal.
      card(lang, NOTICE_TEMPLATE.replace("systems/altherion/", ""), { text: words.plural("ALTHERION.ChangeJournal.Notice", 3, { user: "Camille", actor: "Aëlys de Valombre" }), action: OPEN_JOURNAL_ACTION }),
    ];
  },
  // R-XP-6 the ellipse's summary card (rests, wounds healed, Surcharge scars, Épuisement, XP, a refused member);
  // a GM's request as posted (no answer yet) beside the answered one in "others".
  "xp-requests": (lang) => [
    card(lang, ELLIPSE_CARD_TEMPLATE.replace("systems/altherion/", ""), ellipseCardView(ELLIPSE)),
    card(lang, "templates/chat/request-card.hbs", onScreen(REQUEST_PENDING)),
  ],
  // R-FORT-1/2 on PP tests: Fortune pending and refused, a Fatalité on a critical failure, a granted Fortune.
  "pp-states": (lang) => Object.values(ppCards()).map(([path, view]) => card(lang, path, onScreen(view))),
};

/**
 * R-XP-6 an ellipse of three weeks for two characters, derived as the ellipse tool does it: each one's plan
 * (experience/ellipse.ts) applied to a starting character, its summary row from the data before and after;
 * Aëlys with a week of Surcharge (R-XP-2) and Entraînement opened, one member refused.
 */
function ellipseRow(name: string, wounded: (s: ReturnType<typeof debutant>) => void, surcharge?: { weeks: number; vitalite: number; energie: number; confiance: number }) {
  const before = debutant();
  wounded(before);
  const plan = planEllipse(structuredClone(before), new Set<string>(), { ellipse: "moyenne", weeks: 3, surcharge }, NO_ADJUSTMENT) as Plan;
  if (!plan.ok) throw new Error("ellipse plan refused");
  return ellipseSummaryRow(name, before, applyChanges(before, plan.system), plan.report as unknown as EllipseReport, 4, true);
}
const ELLIPSE: EllipseSummary = {
  ellipse: "moyenne", weeks: 3, refused: ["Corvin Haut-Val"],
  rows: [
    ellipseRow("Aëlys de Valombre", (s) => { s.epuisement = 2; s.fragilite = 3; s.constitutions.vitalite.value = 8; }, { weeks: 1, vitalite: 10, energie: 5, confiance: 5 }),
    ellipseRow("Brannoc le Roux", (s) => { s.fragilite = 1; s.constitutions.vitalite.value = 3; s.constitutions.energie.value = 10; }),
  ],
};

describe("every chat card template is photographed", () => {
  it("each card of templates/chat/ (not its partials) and the Moral's cards and windows is in a screenshot group", () => {
    for (const cards of Object.values(GROUPS)) cards("fr");
    const cardTemplates = readdirSync("templates/chat").filter((f) => f.endsWith(".hbs") && !f.startsWith("_")).map((f) => `templates/chat/${f}`);
    const moral = ["exploit-card", "spend-chooser", "member-pick"].map((f) => `templates/moral/${f}.hbs`);
    expect(cardTemplates.length).toBeGreaterThan(10);
    expect([...cardTemplates, ...moral].filter((t) => !photographed.has(t))).toEqual([]);
  });
});

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
        await show(p, page(interfaceArea(placeholderImages(column(lang, cards(lang))), ui), app, lang));
        // Every image (an item's icon on a posted item) is drawn: no empty box where Foundry would show its file.
        const broken = await p.evaluate(() => [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.outerHTML));
        expect(broken, "images not drawn").toEqual([]);
        const overflow = await p.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>(".chat-message, .alt-card")].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className));
        expect(overflow).toEqual([]);
        // Every target row alike: its button on a line of its own under the name, the row's whole width.
        const targetButtons = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-target")].flatMap((row) => {
          const button = row.querySelector<HTMLElement>(":scope > .alt-button");
          if (!button) return [];
          const name = row.querySelector<HTMLElement>(".alt-target__name")!.getBoundingClientRect();
          const b = button.getBoundingClientRect();
          const style = getComputedStyle(row);
          const inner = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return b.top >= name.bottom - 1 && Math.abs(b.width - inner) <= 1 ? [] : [row.textContent?.replace(/\s+/g, " ").trim()];
        }));
        expect(targetButtons, "target rows whose button is not on its own full-width line").toEqual([]);
        // A status pill is one line of text that fits inside its pill (a pill wrapped over two lines reads as two states).
        const pills = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-card .alt-badge")].filter((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1 || el.scrollWidth > el.clientWidth + 1;
        }).map((el) => el.textContent));
        expect(pills, "status pills wrapped or cut").toEqual([]);
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

/** WCAG contrast of two opaque `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => { const s = Number(v) / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

describeBrowser("R-MORAL-5 the Désespoir exploit's Fragilité die", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: its number is read whole (not struck through, bold) at 4.5:1 on its face, the face's edge at 3:1 on the card`, async () => {
      const [path, view] = otherCards()["exploit-desespoir"];
      const p = await browser.newPage();
      await show(p, page(interfaceArea(column("fr", [render("fr", path, onScreen(view))]), theme), theme, "fr"));
      const die = await p.evaluate(() => {
        const face = document.querySelector<HTMLElement>(".alt-dice--fragilite .alt-die__face")!;
        const s = getComputedStyle(face);
        return { text: face.innerText, line: s.textDecorationLine, weight: Number(s.fontWeight), color: s.color, background: s.backgroundColor,
          edge: s.boxShadow.match(/rgb\([^)]*\)/)?.[0] ?? "", card: getComputedStyle(face.closest(".alt-card")!).backgroundColor };
      });
      expect(die.text).toBe("2");
      expect(die.line).toBe("none");
      expect(die.weight).toBeGreaterThanOrEqual(700);
      expect(contrast(die.color, die.background), `${die.color} on ${die.background}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(die.edge, die.card), `edge ${die.edge} on ${die.card}`).toBeGreaterThanOrEqual(3);
      await shoot(p, ".alt-card", `cards-exploit-fragilite-${theme}`);
      await p.close();
    }, 30_000);
  }
});

describeBrowser("R-CON-6 R-FIGHT-2 R-CRIT-2 one-die cards (Péril, Esquive) and the aggravation card draw their dice as the test card does", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: each die's number is centred on its face and read at 4.5:1`, async () => {
      const combat = combatCards();
      const html = ["peril", "defence"].map((k) => render("fr", combat[k][0], onScreen(combat[k][1])))
        .concat(render("fr", "templates/chat/aggravation-card.hbs", onScreen(AGGRAVATION_CARDS.suffered)));
      const p = await browser.newPage();
      await show(p, page(interfaceArea(column("fr", html), theme), theme, "fr"));
      const faces = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-die__face")].map((face) => {
        const box = face.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(face);
        const text = range.getBoundingClientRect();
        const s = getComputedStyle(face);
        return {
          card: face.closest(".alt-card")?.getAttribute("data-card"), text: face.innerText, color: s.color, background: s.backgroundColor,
          dx: Math.abs((text.left + text.right) / 2 - (box.left + box.right) / 2), dy: Math.abs((text.top + text.bottom) / 2 - (box.top + box.bottom) / 2),
        };
      }));
      expect(faces.map((f) => [f.card, f.text])).toEqual([["peril", "2"], ["defence", "4"], ["aggravation", "7"]]);
      for (const f of faces) {
        expect(f.dx, `${f.card}: horizontally centred`).toBeLessThanOrEqual(1.5);
        expect(f.dy, `${f.card}: vertically centred`).toBeLessThanOrEqual(2);
        expect(contrast(f.color, f.background), `${f.card}: ${f.color} on ${f.background}`).toBeGreaterThanOrEqual(4.5);
      }
      await p.close();
    }, 30_000);
  }
});
