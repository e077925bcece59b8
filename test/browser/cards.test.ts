import { afterAll, beforeAll, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { axe, describeBrowser, launch, page, SCREENSHOTS } from "./chromium";
import { render } from "../render/handlebars-env";
import { AGGRAVATION_CARDS, REQUEST_CARD, TEST_CARDS } from "../render/chat-fixtures";

let browser: BrowserContext;
beforeAll(async () => { browser = await launch(); }, 60_000);
afterAll(async () => { await browser?.close(); });

function column(lang: "fr" | "en", cards: string[]): string {
  return `<div class="chat-log">${cards.map((c) => `<div class="chat-message"><div class="message-content">${c}</div></div>`).join("")}</div>`;
}

const GROUPS: Record<string, (lang: "fr" | "en") => string[]> = {
  tests: (lang) => ["success", "failure", "narrow", "crit-failure", "crit-failure-cancelled", "zone"].map((k) => render(lang, "templates/chat/test-card.hbs", TEST_CARDS[k as keyof typeof TEST_CARDS])),
  combat: (lang) => ["crit-success", "damage-applied", "aggravation-suffered", "aggravation-avoided", "riposte"].map((k) => render(lang, "templates/chat/test-card.hbs", TEST_CARDS[k as keyof typeof TEST_CARDS])),
  others: (lang) => [
    ...Object.values(AGGRAVATION_CARDS).map((v) => render(lang, "templates/chat/aggravation-card.hbs", v)),
    render(lang, "templates/chat/request-card.hbs", REQUEST_CARD),
  ],
};

describeBrowser("chat cards in Chromium", () => {
  for (const lang of ["fr", "en"] as const) {
    for (const theme of ["light", "dark"] as const) {
      for (const [group, cards] of Object.entries(GROUPS)) {
        it(`${group} ${lang} ${theme}: no serious axe violation, no horizontal overflow in the 300px column`, async () => {
          const p = await browser.newPage();
          await p.setContent(page(column(lang, cards(lang)), theme, lang));
          const overflow = await p.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>(".chat-message, .alt-card")].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className));
          expect(overflow).toEqual([]);
          const log = p.locator(".chat-log");
          await log.screenshot({ path: `${SCREENSHOTS}/cards-${group}-${lang}-${theme}.png` });
          const violations = (await axe(p)).filter((v) => v.impact === "serious" || v.impact === "critical");
          expect(violations).toEqual([]);
          await p.close();
        }, 30_000);
      }
    }
  }
});
