/**
 * The sheets at the table, read as a GM and players read them (real Handlebars, happy-dom): the header's vitals in
 * every state, the Progression tab's usage and XP journal, and the XP log window in the same words and order.
 * Layout (what is cut, what wraps, what moves) is measured in Chromium: test/browser/sheet-layout.test.ts.
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { GM, PLAYER, allInPeril, personnage } from "../fixtures/sheet-fixtures";
import { personnageHtml } from "../fixtures/sheet-html";
import { buildLogContext } from "../../src/applications/experience/log-context";
import { parseLog } from "../../src/experience/log";
import { render } from "./handlebars-env";
import type { Lang } from "./handlebars-env";

const dom = (html: string) => { const w = new Window(); w.document.body.innerHTML = html; return w.document; };
const text = (el: { textContent: string | null } | null | undefined) => (el?.textContent ?? "").replace(/[ \t\r\n]+/g, " ").trim(); // no-break spaces kept

describe("R-CON-1 R-CON-6 the header's vitals", () => {
  it.each(["fr", "en"] as const)("R-CON-6 a vital's head line holds its name and the Péril badge only; scars and temporary points are written under the stepper, in words (%s)", (lang: Lang) => {
    for (const input of [personnage(GM), allInPeril(GM), { ...allInPeril(PLAYER), mode: "edit" as const }]) {
      const doc = dom(personnageHtml(lang, input, "sante"));
      for (const v of doc.querySelectorAll(".alt-vitals .alt-vital")) {
        const head = v.querySelector(".alt-vital-head")!;
        expect(head.querySelector(".alt-vital-scars, .alt-ephemeral"), v.getAttribute("data-constitution")!).toBeNull();
        // head, gauge, stepper line, then what varies
        expect([...v.children].slice(0, 3).map((c) => c.className.split(" ")[0])).toEqual(["alt-vital-head", "alt-gauge", "alt-vital-line"]);
      }
    }
    const vitals = dom(personnageHtml(lang, allInPeril(GM), "sante")).querySelectorAll(".alt-vitals .alt-vital");
    expect([...vitals].map((v) => text(v.querySelector(".alt-vital-meta")))).toEqual(lang === "fr"
      ? ["Cicatrices\u00a0: 6 +4 points éphémères", "Cicatrices\u00a0: 12", "Cicatrices\u00a0: 3 +2 points éphémères"]
      : ["Scars: 6 +4 temporary points", "Scars: 12", "Scars: 3 +2 temporary points"]);
    expect([...vitals].every((v) => v.querySelector(".alt-vital-head .alt-badge-danger"))).toBe(true);
  });

  it("R-CON-1 the Santé tab writes the temporary points in words beside the scars, not as a bare « +4 » in the gauge", () => {
    const doc = dom(personnageHtml("fr", personnage(GM), "sante"));
    const vitalite = doc.querySelector('.alt-constitutions [data-constitution="vitalite"]')!;
    expect(vitalite.querySelector(".alt-gauge")!.textContent!.trim()).toBe("");
    expect(text(vitalite.querySelector(".alt-con-play .alt-ephemeral"))).toBe("+4 points éphémères");
  });
});

describe("R-XP-7 the XP journal, on the sheet and in its window", () => {
  const ENTRIES = parseLog(personnage(GM).system.xp!.log);
  const windowHtml = (lang: Lang) => render(lang, "templates/experience/log.hbs", buildLogContext({ actorName: "Aëlys", isGM: true, xp: { total: 140, spent: 95 }, entries: ENTRIES }));

  it.each([["fr", "3 mai 1452", "Arc / acte"], ["en", "May 3, 1452", "Arc / act"]] as const)("R-XP-7 one date format and arc before act, on the sheet and in the window (%s)", (lang, date, heading) => {
    const sheet = dom(personnageHtml(lang, personnage(GM), "progression")).querySelector(".alt-xp-log")!;
    const log = dom(windowHtml(lang)).querySelector(".alt-xp-log")!;
    for (const table of [sheet, log]) {
      const first = table.querySelector('tbody tr[data-entry-id="xpentry000000005"]')!;
      expect(text(first.querySelector("time"))).toBe(date);
      expect([...table.querySelectorAll("thead th")].map(text)).toContain(heading);
      expect(text(first.querySelector("td.alt-nowrap:not(.alt-num):not(:first-child)"))).toBe("2 / 1"); // arc 2, act 1
    }
    // The usage panel names the arc before the act too.
    const usage = dom(personnageHtml(lang, personnage(GM), "progression")).querySelector(".alt-xp-usage .alt-panel-head")!;
    expect(text(usage)).toContain(lang === "fr" ? "Arc 2, acte 1" : "Arc 2, act 1");
  });

  it("R-XP-7 the window's edited row asks for the arc, then the act, each input named", () => {
    const editing = dom(render("fr", "templates/experience/log.hbs", buildLogContext({ actorName: "A", isGM: true, xp: { total: 140, spent: 95 }, entries: ENTRIES, editing: "xpentry000000005" })));
    const inputs = [...editing.querySelectorAll("tr.alt-xp-editing input[type=number]")].filter((i) => /entry\.(arc|act)/.test(i.getAttribute("name") ?? ""));
    expect(inputs.map((i) => [i.getAttribute("name"), i.getAttribute("aria-label")])).toEqual([["entry.arc", "Arc"], ["entry.act", "Acte"]]);
  });
});

describe("R-XP-3 what the arc's usage allows to buy", () => {
  it.each(["fr", "en"] as const)("R-XP-3 the usage panel spans the tab (not a half column beside the forgotten domains); each skill says whether it can be bought or why not (%s)", (lang) => {
    const doc = dom(personnageHtml(lang, personnage(GM), "progression"));
    const usage = doc.querySelector(".alt-xp-usage")!;
    expect(usage.parentElement!.classList.contains("alt-cols")).toBe(false);
    const states = [...usage.querySelectorAll("tbody tr")].map((r) => [text(r.querySelector("th")), text(r.querySelector(".alt-xp-usage-state"))]);
    expect(states).toEqual(lang === "fr"
      ? [["Furtivité", "opposition trop faible"], ["Mêlée", "déjà acheté cet acte"]]
      : [["Furtivité", "opposition too weak"], ["Mêlée", "already bought this act"]]);
  });
});
