/**
 * The change journal window and its chat notice, rendered with real Handlebars from the context builder
 * (applications/change-journal-context.ts): every label in the user's words, values before → after, *Undo* only
 * where it can be, and names a player chose (character, item, effect, the player's own name) escaped everywhere,
 * tooltips and labels included.
 */
import { describe, expect, it } from "vitest";
import { buildJournalContext } from "../../src/applications/change-journal-context";
import { leafChanges, type JournalEntry } from "../../src/rules/index";
import { render, testWords } from "./handlebars-env";
import { htmlDocument as dom } from "../helpers/dom";

const EVIL = `<img src=x onerror="alert('x')">"'&`;
const entry = (over: Partial<JournalEntry>): JournalEntry => ({
  id: "e1", at: "2026-12-06T10:00:00.000Z", userId: "u1", userName: EVIL, actorUuid: "Actor.a", actorName: EVIL,
  kind: "update", docUuid: "Actor.a", docName: EVIL, docType: "personnage", docKind: "Actor", changes: [], source: "", undone: false, ...over,
});
const ENTRIES: JournalEntry[] = [
  entry({ id: "e1", changes: [...leafChanges("system.caracteristiques", { force: 3 }, { force: 20 }), ...leafChanges("system.constitutions.energie.premice", 2, 9), ...leafChanges("system.creation.active", false, true)] }),
  entry({ id: "e2", at: "2026-12-06T11:00:00.000Z", kind: "itemAdded", docKind: "Item", docType: "arme", docUuid: "Actor.a.Item.b", changes: leafChanges("system.degats", undefined, -4) }),
  entry({ id: "e3", at: "2026-12-06T12:00:00.000Z", kind: "itemType", docKind: "Item", docType: "arme", docUuid: "Actor.a.Item.c", source: "", changes: leafChanges("type", "equipement", "arme") }),
  entry({ id: "e4", at: "2026-12-06T13:00:00.000Z", kind: "update", docKind: "Item", docType: "competence", docUuid: "Actor.a.Item.d", undone: true,
    changes: leafChanges("system.expertises", [{ nom: EVIL }], [{ nom: EVIL }, { nom: "Haches" }]) }),
  entry({ id: "e5", at: "2026-12-06T14:00:00.000Z", kind: "effectAdded", docKind: "ActiveEffect", docType: "base", docUuid: "Actor.a.ActiveEffect.f",
    changes: leafChanges("changes", undefined, [{ key: "system.caracteristiques.force", mode: 2, value: "10" }, { key: EVIL, mode: 2, value: EVIL }]) }),
];

describe.each(["fr", "en"] as const)("the change journal window (%s)", (lang) => {
  const words = testWords(lang);
  const context = (isGM = true, seenUntil = "2026-12-06T12:30:00.000Z") => buildJournalContext({ entries: ENTRIES, isGM, filter: { actor: "", user: "" }, seenUntil, words });

  it("lists entries newest first, each field labelled in the user's words with before → after; names escaped", () => {
    const html = render(lang, "templates/journal/change-journal.hbs", context());
    expect(html).not.toMatch(/ALTHERION\.|TYPES\./);
    expect(html).not.toContain("<img");
    const doc = dom(html);
    expect(doc.querySelectorAll("img")).toHaveLength(0);
    expect([...doc.querySelectorAll("[data-entry-id]")].map((e) => e.getAttribute("data-entry-id"))).toEqual(["e5", "e4", "e3", "e2", "e1"]);
    const first = doc.querySelector("[data-entry-id=e1]")!;
    expect(first.querySelector(".alt-journal-who")?.textContent).toBe(EVIL);
    expect(first.querySelector(".alt-journal-actor")?.textContent).toBe(EVIL);
    const rows = [...first.querySelectorAll("tbody tr")].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual(lang === "fr"
      ? [["Force", "3", "→", "20"], ["Prémice d'Énergie", "2", "→", "9"], ["Création en cours", "non", "→", "oui"]]
      : [["Strength", "3", "→", "20"], ["Energy base", "2", "→", "9"], ["Creation open", "no", "→", "yes"]]);
    expect(doc.querySelector("[data-entry-id=e2] .alt-journal-title")?.textContent).toBe(lang === "fr" ? `Objet ajouté\u00a0: ${EVIL} (Arme)` : `Item added: ${EVIL} (Weapon)`);
    expect(doc.querySelector("[data-entry-id=e2] .alt-journal-after")?.textContent).toBe("\u22124");
    expect([...doc.querySelector("[data-entry-id=e3] tbody tr")!.children].map((c) => c.textContent)).toEqual(lang === "fr" ? ["Type d'objet", "Équipement", "→", "Arme"] : ["Item type", "Equipment", "→", "Weapon"]);
    // R-SK-1 a default skill's example expertise in the user's words (data/builtin-names.ts); a typed one as typed
    expect(doc.querySelector("[data-entry-id=e4] .alt-journal-after")?.textContent).toBe(lang === "fr" ? `${EVIL}, Haches` : `${EVIL}, Axes`);
    expect(doc.querySelector("[data-entry-id=e5] .alt-journal-after")?.textContent).toBe(lang === "fr" ? `Force +10, ${EVIL} ${EVIL}` : `Strength +10, ${EVIL} ${EVIL}`);
  });

  it("offers Undo where it can be (not undone, its data kept), with an escaped label; marks what is new to this GM", () => {
    const doc = dom(render(lang, "templates/journal/change-journal.hbs", context()));
    const undoable = [...doc.querySelectorAll("[data-action=undo]")].map((b) => b.closest("[data-entry-id]")?.getAttribute("data-entry-id"));
    expect(undoable).toEqual(["e5", "e2", "e1"]); // e4 is undone, e3 lost its old data
    const button = doc.querySelector("[data-entry-id=e1] [data-action=undo]")!;
    expect(button.getAttribute("aria-label")).toContain(EVIL);
    expect(button.getAttribute("data-tooltip")).not.toMatch(/ALTHERION/);
    expect([...doc.querySelectorAll(".alt-journal-fresh")].map((e) => e.getAttribute("data-entry-id"))).toEqual(["e5"]);
    expect(doc.querySelector("[data-entry-id=e4]")?.classList.contains("alt-journal-undone")).toBe(true);
  });

  it("R-XP-3 read against the documents as they are now: no Undo a GM's undo would refuse, and why in words; a weapon's skill by its name", () => {
    const now = buildJournalContext({
      entries: ENTRIES, isGM: true, filter: { actor: "", user: "" }, seenUntil: "", words,
      now: {
        // Force is 5 now (changed since its entry's 20); the item of e2 is gone; the rest as their entries left them.
        doc: (uuid) => (uuid === "Actor.a" ? { source: { system: { caracteristiques: { force: 5 }, constitutions: { energie: { premice: 9 } }, creation: { active: true } } } } : uuid === "Actor.a.Item.b" ? null : { source: {} }),
        skillName: (actor, key) => (actor === "Actor.a" && key === "melee" ? (lang === "fr" ? "Mêlée" : "Melee") : undefined),
      },
    });
    const row = (id: string) => now.rows.find((r) => r.id === id)!;
    expect([row("e1").canUndo, row("e1").cannotUndo]).toEqual([false, lang === "fr" ? "Modifié depuis\u00a0: ne peut plus être annulé" : "Changed since: can no longer be undone"]);
    expect([row("e2").canUndo, row("e2").cannotUndo]).toEqual([false, lang === "fr" ? "N'existe plus\u00a0: ne peut plus être annulé" : "No longer exists: can no longer be undone"]);
    expect([row("e3").canUndo, row("e3").cannotUndo]).toEqual([false, lang === "fr" ? "Valeur trop longue pour être gardée\u00a0: ne peut pas être annulé" : "A value was too long to keep: cannot be undone"]);
    expect([row("e4").canUndo, row("e4").cannotUndo]).toEqual([false, ""]); // undone: its badge says so
    expect([row("e5").canUndo, row("e5").cannotUndo]).toEqual([true, ""]);
    const doc = dom(render(lang, "templates/journal/change-journal.hbs", now));
    expect(doc.querySelector("[data-entry-id=e1] [data-action=undo]")).toBeNull();
    expect(doc.querySelector("[data-entry-id=e1] .alt-journal-cannot")?.textContent?.trim()).toBe(row("e1").cannotUndo);
    const weapon = buildJournalContext({ entries: [entry({ id: "w", kind: "itemAdded", docKind: "Item", docType: "arme", docUuid: "Actor.a.Item.w",
      changes: [...leafChanges("system.competence", undefined, "melee"), ...leafChanges("system.portee", undefined, "")] })], isGM: true, filter: { actor: "", user: "" }, seenUntil: "", words, now: { doc: () => ({ source: {} }), skillName: (_a, k) => (k === "melee" ? "Mêlée" : undefined) } });
    // A range left empty reads « aucune valeur → aucune valeur »: no line; the skill by the name the character shows.
    expect(weapon.rows[0].lines.map((l) => [l.before, l.after])).toEqual([[lang === "fr" ? "aucune valeur" : "none", "Mêlée"]]);
  });

  it("R-CAR-1 a character's lines in the grid's order (Force, Vigueur, Agilité …), not the alphabet's", () => {
    const ctx = buildJournalContext({ entries: [entry({ changes: leafChanges("system.caracteristiques", { agilite: 3, force: 3, vigueur: 3 }, { agilite: 4, force: 4, vigueur: 4 }) })], isGM: true, filter: { actor: "", user: "" }, seenUntil: "", words });
    expect(ctx.rows[0].lines.map((l) => l.label)).toEqual(lang === "fr" ? ["Force", "Vigueur", "Agilité"] : ["Strength", "Vigor", "Agility"]);
  });

  it("filters by character and player; a player's context holds nothing", () => {
    const one = buildJournalContext({ entries: [...ENTRIES, entry({ id: "e9", actorUuid: "Actor.z", actorName: "Zoé", userId: "u2", userName: "Bruno" })], isGM: true, filter: { actor: "Actor.z", user: "" }, seenUntil: "", words });
    expect(one.rows.map((r) => r.id)).toEqual(["e9"]);
    expect(one.actors.map((a) => [a.label, a.selected])).toContainEqual(["Zoé", true]);
    const doc = dom(render(lang, "templates/journal/change-journal.hbs", one));
    expect(doc.querySelector("select[name='filter.actor'] option[selected]")?.textContent).toBe("Zoé");
    expect(doc.querySelector("[data-action=allEntries]")).not.toBeNull();
    const player = buildJournalContext({ entries: ENTRIES, isGM: false, filter: { actor: "", user: "" }, seenUntil: "", words });
    expect([player.rows, player.total]).toEqual([[], 0]);
    expect(dom(render(lang, "templates/journal/change-journal.hbs", player)).querySelector(".alt-empty")?.textContent).toBe(lang === "fr" ? "Aucun changement listé." : "No change listed.");
  });

  it("the chat notice: the text escaped, the button to the journal", () => {
    const html = render(lang, "templates/chat/change-journal-notice.hbs", { text: `${EVIL} — 2`, action: "openChangeJournal" });
    expect(html).not.toContain("<img");
    const doc = dom(html);
    expect(doc.querySelector("p")?.textContent?.trim()).toBe(`${EVIL} — 2`);
    expect(doc.querySelector("button[data-action=openChangeJournal]")?.textContent).toBe(lang === "fr" ? "Ouvrir le journal des changements" : "Open the change journal");
  });
});
