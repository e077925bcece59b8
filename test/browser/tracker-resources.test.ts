/**
 * R-FIGHT-2 R-CON-6 R-CON-7 each combatant's resources under its name in the tracker, in rows shaped as Foundry v13's
 * combat tracker draws them (li.combatant > img + .token-name > .name; the system adds its line in .token-name, as
 * markResources does). Only the rows' layout is a stand-in; the line is the real template with the real words, from
 * trackerResources with the visibility markResources gives it: the GM sees every combatant's, a player its own only.
 */
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axe, describeBrowser, interfaceArea, leaks, page, shoot, show, withBrowserPage } from "./chromium";
import { trackerList, trackerRow } from "./tracker-rows";
import { render } from "../render/handlebars-env";
import { trackerResources } from "../../src/combat/tracker-resources";

let p: Page;
withBrowserPage((page) => { p = page; });

const con = (value: number, max: number, scars = 0) => ({ value, max, scars, ephemeral: 0, stabilized: false });
const full = { vitalite: con(50, 50), energie: con(50, 50), confiance: con(50, 50) };
/** The combatants: who owns each for the player, and its actor's system. */
const COMBATANTS = [
  { name: "Aëlys de Valombre-Saint-Clair", owned: true, system: { points: { finesse: { value: 3, max: 6 } }, agonie: 2, constitutions: { ...full, vitalite: con(0, 50, 6), energie: con(0, 50, 12) } } },
  { name: "Capitaine Morvan des Brisants", owned: false, system: { points: { finesse: { value: 0 } }, scores: { finesse: 5 }, agonie: 0, constitutions: { ...full, confiance: con(0, 45, 3) } } },
  { name: "Brannoc le Roux", owned: false, system: { points: { finesse: { value: 4, max: 4 } }, agonie: 0, constitutions: full } },
];

function tracker(lang: "fr" | "en", isGM: boolean): string {
  return trackerList(COMBATANTS.map((c, k) => {
    const view = trackerResources(c.system, isGM || c.owned); // markResources: the GM, or an owner
    return trackerRow(c.name, "", view ? render(lang, "templates/combat/tracker-resources.hbs", view) : "", 12 - k, `c${k}`);
  }));
}

describeBrowser("R-FIGHT-2 R-CON-6 R-CON-7 the tracker's resources in Chromium", () => {
  for (const lang of ["fr", "en"] as const) {
    for (const theme of ["light", "dark"] as const) {
      it(`R-FIGHT-2 R-CON-6 R-CON-7 ${lang}-${theme}: the GM reads every combatant's Finesse, Péril and Agonie in the 300px rows; a player its own only`, async () => {
        for (const who of ["gm", "player"] as const) {
          await show(p, page(interfaceArea(tracker(lang, who === "gm"), theme), theme, lang));
          const rows = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>("li.combatant")].map((li) => ({
            text: li.querySelector<HTMLElement>(".alt-tracker-res")?.innerText.replace(/\s+/g, " ").trim() ?? "",
            fits: li.scrollWidth <= li.clientWidth + 1,
          })));
          expect(rows.every((r) => r.fits), `${who}: rows fit`).toBe(true);
          const fr = lang === "fr";
          expect(rows.map((r) => r.text), who).toEqual(who === "gm"
            ? [fr ? "Finesse 3/6 Péril (Vitalité) Péril (Énergie) Agonie 2" : "Finesse 3/6 Peril (Vitality) Peril (Energy) Agony 2", fr ? "Finesse 0/5 Péril (Confiance)" : "Finesse 0/5 Peril (Confidence)", "Finesse 4/4"]
            : [fr ? "Finesse 3/6 Péril (Vitalité) Péril (Énergie) Agonie 2" : "Finesse 3/6 Peril (Vitality) Peril (Energy) Agony 2", "", ""]);
          expect(await leaks(p)).toEqual([]);
          await shoot(p, "#combat", `tracker-resources-${who}-${lang}-${theme}`);
          const serious = (await axe(p, `tracker-resources-${who}-${lang}-${theme}`)).filter((v) => v.impact === "serious" || v.impact === "critical");
          expect(serious).toEqual([]);
        }
      }, 30_000);
    }
  }
});
