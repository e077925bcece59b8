/**
 * The GM's change journal window (applications/change-journal.ts) in Debian's Chromium: its real context builder
 * (change-journal-context.ts) → real Handlebars → the built CSS, in fr and en, light and dark, at its default size
 * (780 × 600), photographed whole height (test-output/screenshots/change-journal-*.png). The entries are what a
 * table produces: a characteristic raised, a skill, the XP, a made-up weapon, a type change, an effect, one entry
 * already undone and one whose undo the window already knows is refused (the field changed since). Nothing
 * overflows, no raw key shows, text is legible, axe-core finds no serious violation. Names a player chose that hold
 * markup are shown as text, everywhere (tooltips and labels too).
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { LEGIBLE, appWindow, axe, describeBrowser, hiddenReasons, leaks, legibility, overflows, page, shoot, show, unclamp, withBrowserPage } from "./chromium";
import { localize, render, testWords, type Lang } from "../render/handlebars-env";
import { buildJournalContext, type JournalNow } from "../../src/applications/change-journal-context";
import { leafChanges, type JournalEntry } from "../../src/rules/index";

const LANGS = ["fr", "en"] as const;
const THEMES = ["light", "dark"] as const;
const AELYS = "Actor.aelys0000000000";
const BRANNOC = "Actor.brannoc000000000";

const entry = (over: Partial<JournalEntry> & Pick<JournalEntry, "id" | "at">): JournalEntry => ({
  userId: "camille", userName: "Camille", actorUuid: AELYS, actorName: "Aëlys de Valombre",
  kind: "update", docUuid: AELYS, docName: "Aëlys de Valombre", docType: "personnage", docKind: "Actor", changes: [], source: "", undone: false, ...over,
});

/** The skill as the character's sheet shows it (its item's name in the world), in either language's interface. */
const MELEE = "Mêlée";
type Names = { aelys: string; brannoc: string; weapon: string; player: string };
const NAMES: Names = { aelys: "Aëlys de Valombre", brannoc: "Brannoc le Roux", weapon: "Lame d'ombre", player: "Camille" };

/** An evening's entries, oldest first (the window shows them newest first). */
function tableEntries(names: Names = NAMES): JournalEntry[] {
  const aelys = { actorName: names.aelys, docName: names.aelys, userName: names.player };
  const brannoc = { userId: "julien", userName: "Julien", actorUuid: BRANNOC, actorName: names.brannoc, docUuid: BRANNOC, docName: names.brannoc };
  return [
    entry({ id: "force", at: "2026-12-05T19:02:00.000Z", ...aelys, changes: leafChanges("system.caracteristiques", { force: 4, agilite: 3 }, { force: 5, agilite: 4 }) }),
    entry({ id: "melee", at: "2026-12-05T19:10:00.000Z", ...aelys, docUuid: `${AELYS}.Item.melee00000000000`, docKind: "Item", docType: "competence", docName: MELEE,
      changes: [...leafChanges("system.niveau", 3, 4), ...leafChanges("system.expertises", [{ nom: "Lames légères" }], [{ nom: "Lames légères" }, { nom: "Haches" }])] }),
    entry({ id: "xp", at: "2026-12-05T19:31:00.000Z", ...brannoc, changes: leafChanges("system.xp.total", 40, 120) }),
    entry({ id: "weapon", at: "2026-12-05T20:05:00.000Z", ...aelys, kind: "itemAdded", docUuid: `${AELYS}.Item.lame000000000000`, docKind: "Item", docType: "arme", docName: names.weapon,
      changes: [...leafChanges("system.degats", undefined, 40), ...leafChanges("system.portee", undefined, ""), ...leafChanges("system.type", undefined, "magique"), ...leafChanges("system.letal", undefined, true), ...leafChanges("system.competence", undefined, "melee")] }),
    entry({ id: "retype", at: "2026-12-05T20:12:00.000Z", ...brannoc, kind: "itemType", docUuid: `${BRANNOC}.Item.baton00000000000`, docKind: "Item", docType: "arme", docName: "Bâton ferré",
      source: JSON.stringify({ quantite: 1 }), changes: [...leafChanges("type", "equipement", "arme"), ...leafChanges("system.degats", undefined, 30)] }),
    entry({ id: "crit", at: "2026-12-05T20:20:00.000Z", ...aelys, undone: true, changes: leafChanges("system.critiques.succes", 10, 8) }),
    entry({ id: "effect", at: "2026-12-05T20:41:00.000Z", ...brannoc, kind: "effectAdded", docUuid: `${BRANNOC}.ActiveEffect.benediction00000`, docKind: "ActiveEffect", docType: "base", docName: "Bénédiction d'Arven",
      changes: leafChanges("changes", undefined, [{ key: "system.caracteristiques.vigueur", mode: 2, value: "2" }, { key: "system.combativite", mode: 2, value: "1" }]) }),
    entry({ id: "volonte", at: "2026-12-05T20:55:00.000Z", ...brannoc, changes: leafChanges("system.caracteristiques.volonte", 3, 5) }),
  ];
}

/** The documents as they are now: every entry's as it left them, but Brannoc's Volonté, which the GM set to 4 since. */
const NOW: Record<string, object> = {
  [AELYS]: { system: { caracteristiques: { force: 5, agilite: 4 }, critiques: { succes: 10 } } },
  [`${AELYS}.Item.melee00000000000`]: { system: { niveau: 4, expertises: [{ nom: "Lames légères" }, { nom: "Haches" }] } },
  [`${AELYS}.Item.lame000000000000`]: { type: "arme", system: { degats: 40, portee: "", type: "magique", letal: true, competence: "melee" } },
  [BRANNOC]: { system: { caracteristiques: { volonte: 4 }, xp: { total: 120 } } },
  [`${BRANNOC}.Item.baton00000000000`]: { type: "arme", system: { degats: 30 } },
  [`${BRANNOC}.ActiveEffect.benediction00000`]: { changes: [] },
};
const NOW_WORLD: JournalNow = {
  doc: (uuid) => (NOW[uuid] ? { source: NOW[uuid] } : null),
  skillName: (_actor, key) => (key === "melee" ? MELEE : undefined),
};

/** The journal as the GM opens it after the entry at 20:10 was read: what came after is new. */
function view(lang: Lang, entries = tableEntries()) {
  return buildJournalContext({ entries, isGM: true, filter: { actor: "", user: "" }, seenUntil: "2026-12-05T20:10:00.000Z", words: testWords(lang), now: NOW_WORLD });
}

/** The window at its DEFAULT_OPTIONS size (change-journal.ts: 780 × 600), as the app's classes frame it. */
function frame(lang: Lang, context = view(lang)): string {
  return appWindow("altherion alt-experience alt-change-journal", { width: 780, height: 600 }, localize(lang, "ALTHERION.ChangeJournal.Title"), render(lang, "templates/journal/change-journal.hbs", context));
}

let p: Page;
withBrowserPage((page) => { p = page; });

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("the change journal in %s, %s theme", (lang, theme) => {
  it("R-XP-3 a session's entries: fits its window, is accessible and is photographed whole", async () => {
    const shot = `change-journal-${lang}-${theme}`;
    await show(p, page(frame(lang), theme, lang));
    expect(await overflows(p, ".window-content, .alt-journal-scroll, table"), `${shot} overflows`).toEqual([]);
    await unclamp(p);
    expect(await leaks(p), `${shot} shows raw keys or ids`).toEqual([]);
    expect(await legibility(p), `${shot}: text ≥ 12 px, focus rings, control borders`).toEqual(LEGIBLE);
    expect(await hiddenReasons(p), `${shot}: a disabled button's reason is in words on screen`).toEqual([]);
    const rows: Record<string, { undo: boolean; cannot: string }> = await p.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLElement>("[data-entry-id]")].map((row) => [row.dataset.entryId,
      { undo: row.querySelector("[data-action=undo]") !== null, cannot: row.querySelector<HTMLElement>(".alt-journal-cannot")?.innerText.trim() ?? "" }])));
    expect(rows.volonte, "the field changed since: no Undo, and why").toEqual({ undo: false, cannot: localize(lang, "ALTHERION.ChangeJournal.CannotUndo.ChangedSince") });
    expect(rows.crit, "undone: its badge says so").toEqual({ undo: false, cannot: "" });
    // R-SK-7 a skill by the name the character's sheet shows (its item's name), in either language's interface.
    const skillTexts = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>("[data-entry-id=melee] .alt-journal-title, [data-entry-id=weapon] tbody tr:last-child")].map((e) => e.innerText));
    expect(skillTexts.every((t) => t.includes("Mêlée")), skillTexts.join(" | ")).toBe(true);
    expect(Object.entries(rows).filter(([, r]) => r.undo).map(([id]) => id).sort()).toEqual(["effect", "force", "melee", "retype", "weapon", "xp"]);
    await shoot(p, ".application", shot);
    const serious = (await axe(p, shot)).filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious, `${shot} axe`).toEqual([]);
  }, 60_000);
});

describeBrowser("the change journal with names that hold markup", () => {
  it("R-XP-3 a character, a player and an item named with markup are shown as their text: no element made of them, tooltips and labels too", async () => {
    const EVIL = `<img src=x onerror="document.body.dataset.hit='1'">"'&`;
    await show(p, page(frame("fr", view("fr", tableEntries({ aelys: EVIL, brannoc: "Brannoc le Roux", weapon: EVIL, player: EVIL }))), "light", "fr"));
    const seen = await p.evaluate(() => ({
      images: document.querySelectorAll(".alt-journal img").length,
      hit: document.body.dataset.hit ?? null,
      actors: [...document.querySelectorAll<HTMLElement>(".alt-journal-actor")].map((e) => e.innerText),
      who: [...document.querySelectorAll<HTMLElement>(".alt-journal-who")].map((e) => e.innerText),
      titles: [...document.querySelectorAll<HTMLElement>(".alt-journal-title")].map((e) => e.innerText),
      labels: [...document.querySelectorAll<HTMLElement>("[data-action=undo]")].map((b) => b.getAttribute("aria-label") ?? ""),
      options: [...document.querySelectorAll<HTMLOptionElement>("select[name='filter.actor'] option")].map((o) => o.textContent),
    }));
    expect([seen.images, seen.hit]).toEqual([0, null]);
    expect(seen.actors).toContain(EVIL);
    expect(seen.who).toContain(EVIL);
    expect(seen.titles.some((t) => t.includes(EVIL))).toBe(true);
    expect(seen.labels.some((l) => l.includes(EVIL))).toBe(true);
    expect(seen.options).toContain(EVIL);
    await unclamp(p);
    await shoot(p, ".application", "change-journal-markup-names-fr-light");
  }, 60_000);
});
