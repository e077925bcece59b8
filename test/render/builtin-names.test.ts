/**
 * R-SK-1 / R-SK-6 the names the system writes in French into item data (a language's « Écriture », the default
 * skills' example expertises) reach an English screen in English, with no Babele: the sheet, the roll dialog, the
 * skill's own sheet, the creation wizard, the Spend XP flow and the change journal. A name the user typed or renamed
 * shows as typed. The items come from the compendium sources (packs/), rendered by the real templates.
 */
import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { builtinExpertiseKey, builtinExpertiseNames, expertiseName, findExpertise } from "../../src/data/builtin-names";
import { deriveCompetence } from "../../src/data/item-derived";
import { actorRollData } from "../../src/dice/actor-data";
import { rollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { buildSpendContext } from "../../src/applications/experience/spend-context";
import { valueText } from "../../src/applications/change-journal-context";
import type { SheetItem } from "../../src/applications/sheets/context-common";
import { flatKeys, readJson } from "../helpers/files";
import { AELE, AELE_USAGE, advancementState } from "../fixtures/advancement";
import { wizardView } from "../fixtures/creation-views";
import { GM, personnage } from "../fixtures/sheet-fixtures";
import { itemHtml, personnageHtml } from "../fixtures/sheet-html";
import { localize, render, testWords, type Lang } from "./handlebars-env";
import { htmlDocument as dom } from "../helpers/dom";

const text = (el: { textContent: string | null } | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";

type PackItem = { _id: string; name: string; img: string; type: string; system: Record<string, unknown> };
const pack = (path: string) => load(readFileSync(path, "utf8")) as PackItem;
type Expertise = { nom: string; possedee: boolean; personnalisee: boolean };

/** A compendium skill as an owned item: its level, its expertises changed by `edit` (owned, renamed, typed). */
function owned(path: string, niveau: number, edit: (list: Expertise[]) => Expertise[]): SheetItem {
  const d = pack(path);
  const expertises = edit(structuredClone(d.system.expertises as Expertise[]));
  const system = { ...d.system, niveau, expertises };
  return { id: d._id, uuid: `Actor.pers00000000001.Item.${d._id}`, name: d.name, img: d.img, type: d.type, sort: 0, system: { ...system, ...deriveCompetence({ categorie: String(d.system.categorie), niveau, expertises }, "altherion") } };
}
const own = (list: Expertise[]) => list.map((e) => ({ ...e, possedee: true }));

// Central as the compendium gives it, its « Écriture » owned; Occidental's renamed by the user; Draconique with a
// custom expertise the user typed « Écriture »; Mêlée with its examples owned and one custom.
const CENTRAL = owned("packs/langues/central.yml", 6, own);
const OCCIDENTAL = owned("packs/langues/occidental.yml", 4, (l) => l.map((e) => ({ ...e, nom: "Calligraphie", possedee: true })));
const DRACONIQUE = owned("packs/langues/draconique.yml", 2, (l) => [...l, { nom: "Écriture", possedee: true, personnalisee: true }]);
const MELEE = owned("packs/competences/combat/melee.yml", 5, (l) => [...l.map((e) => ({ ...e, possedee: e.nom === "Lames légères" })), { nom: "Lances", possedee: true, personnalisee: true }]);

/** Aëlys with these skills in place of her languages and her Mêlée. */
function aelys() {
  const base = personnage(GM);
  const mine = [CENTRAL, OCCIDENTAL, DRACONIQUE, MELEE];
  const items = [...base.items.filter((i) => i.type !== "competence" || (i.system.categorie !== "langues" && i.name !== "Mêlée")), ...mine];
  return { ...base, items };
}

/** The chips of a skill's row on the skills tab. */
function chips(lang: Lang, skill: string, mode: "play" | "edit" = "play"): { names: string[]; removes: string[] } {
  const doc = dom(personnageHtml(lang, { ...aelys(), mode }, "competences"));
  const row = [...doc.querySelectorAll(".alt-skill")].find((r) => text(r.querySelector(".alt-skill-name")).endsWith(skill));
  expect(row, skill).toBeDefined();
  const items = [...row!.querySelectorAll(".alt-chip")];
  return {
    names: items.map((c) => c.childNodes[0]?.textContent?.trim() ?? ""),
    removes: items.map((c) => c.querySelector(".alt-chip-remove")?.getAttribute("aria-label") ?? ""),
  };
}

describe("R-SK-6 a language's « Écriture » on the English sheet (no Babele)", () => {
  it("R-SK-6 the compendium's « Écriture » reads « Writing » in English, « Écriture » in French", () => {
    expect(chips("en", "Central").names).toEqual(["Writing"]);
    expect(chips("fr", "Central").names).toEqual(["Écriture"]);
  });

  it("R-SK-6 the remove button names it in the user's language", () => {
    const [remove] = chips("en", "Central", "edit").removes;
    expect(remove).toContain("Writing");
    expect(remove).not.toContain("Écriture");
  });

  it("R-SK-6 a name the user renamed or typed shows as typed, « Écriture » included", () => {
    expect(chips("en", "Occidental").names).toEqual(["Calligraphie"]);
    expect(chips("en", "Draconique").names).toEqual(["Écriture"]); // typed by the user: theirs, in their words
  });

  it("R-SK-1 the default skills' examples too; no built-in French name left on the English skills tab", () => {
    expect(chips("en", "Mêlée").names).toEqual(["Light blades", "Lances"]); // « Lances » typed by the user
    const tab = [...dom(personnageHtml("en", aelys(), "competences")).querySelectorAll("section[data-tab=competences] .alt-skills")].map(text).join(" ");
    expect(tab).toContain("Writing");
    // the names the user typed (custom expertises) are theirs, shown as typed
    const typed = new Set(aelys().items.flatMap((i) => (Array.isArray(i.system.expertises) ? (i.system.expertises as Expertise[]) : []).filter((e) => e.personnalisee).map((e) => e.nom)));
    const leaks = builtinExpertiseNames().filter((n) => !typed.has(n) && localize("en", builtinExpertiseKey(n)!) !== n && new RegExp(`(?<!\\p{L})${n}(?!\\p{L})`, "u").test(tab));
    expect(leaks).toEqual([]);
  });
});

describe("R-SK-1 built-in expertises in the user's language beyond the sheet", () => {
  it("R-SK-2 the roll dialog names the chosen skill's owned expertises in English; a typed one as typed", () => {
    const data = actorRollData({ name: "Aëlys", system: {}, items: [{ ...MELEE, id: "m" }] });
    const html = (lang: Lang) => text(dom(render(lang, "templates/dialogs/roll-dialog.hbs", rollDialogContext(data, { characteristic: "force", skills: ["m"] }, testWords(lang)))).querySelector(".alt-roll-dialog__expertise-names"));
    expect(html("en")).toBe("· Light blades, Lances");
    expect(html("fr")).toBe("· Lames légères, Lances");
  });

  it("R-SK-6 the skill's own sheet shows « Writing » in its expertise list", () => {
    const d = dom(itemHtml("en", { ...CENTRAL, uuid: CENTRAL.uuid ?? "", flags: GM }));
    expect([...d.querySelectorAll('input[data-key="nom"]')].map((i) => i.getAttribute("value"))).toEqual(["Writing"]);
  });

  it("R-SK-6 the creation wizard's skills step shows « Writing » for a language's expertise", () => {
    const t = (key: string) => localize("en", key);
    const step = dom(render("en", "templates/creation/wizard.hbs", wizardView("competences", t)));
    const aquatique = [...step.querySelectorAll('input[data-choice="expertise"]')].filter((i) => i.getAttribute("data-nom") === "Écriture");
    expect(aquatique.length).toBeGreaterThan(0);
    for (const box of aquatique) expect(text(box.parentElement)).toBe("Writing"); // the stored name stays the box's value
    expect([...step.querySelectorAll(".alt-creation-expertises")].map(text).join(" ")).not.toMatch(/Écriture|Utilisation|Compréhension/);
  });

  it("R-XP-3 the Spend XP flow offers « Mêlée — Axes » in English", () => {
    const ctx = (lang: Lang) => buildSpendContext({ state: advancementState(AELE, AELE_USAGE), step: "specialites", arc: 1, act: 1, isGM: false, words: testWords(lang) });
    expect(ctx("en").specialites.now[0].label).toBe("Mêlée — Axes");
    expect(ctx("fr").specialites.now[0].label).toBe("Mêlée — Haches");
  });

  it("R-SK-6 the change journal lists a skill's expertises in English", () => {
    const list = JSON.stringify([{ nom: "Écriture", possedee: true, personnalisee: false }, { nom: "Écriture", possedee: true, personnalisee: true }]);
    expect(valueText("Item", "system.expertises", list, testWords("en"))).toBe("Writing, Écriture");
  });
});

describe("R-SK-1 / R-SK-6 the one list of built-in names", () => {
  const fr = new Set(flatKeys(readJson("lang/fr.json")));
  const en = new Set(flatKeys(readJson("lang/en.json")));

  it("R-SK-1 every built-in expertise has its key in both lang files; French gives back the stored name", () => {
    expect(builtinExpertiseNames()).toContain("Écriture");
    for (const name of builtinExpertiseNames()) {
      const key = builtinExpertiseKey(name)!;
      expect(fr.has(key) && en.has(key), key).toBe(true);
      expect(localize("fr", key), key).toBe(name);
    }
    expect(localize("en", builtinExpertiseKey("Écriture")!)).toBe("Writing");
  });

  it("R-SK-6 the Babele English of every compendium expertise is the English interface's word", () => {
    const babele = ["competences", "langues"].flatMap((p) => Object.values(readJson<{ entries: Record<string, { expertises?: Record<string, string> }> }>(`lang/babele/en/altherion.${p}.json`).entries));
    const pairs = babele.flatMap((e) => Object.entries(e.expertises ?? {}));
    expect(pairs.length).toBeGreaterThan(0);
    for (const [french, english] of pairs) expect(localize("en", builtinExpertiseKey(french) ?? `(${french} not built in)`), french).toBe(english);
  });

  it("R-SK-6 a name not built in, or marked custom, is shown as stored; a typed « Writing » finds the listed « Écriture »", () => {
    const words = testWords("en");
    expect(expertiseName(words, { nom: "Écriture", personnalisee: false })).toBe("Writing");
    expect(expertiseName(words, { nom: "Écriture", personnalisee: true })).toBe("Écriture");
    expect(expertiseName(words, { nom: "<b>Lames</b>" })).toBe("<b>Lames</b>");
    expect(builtinExpertiseKey("écriture")).toBeNull(); // the stored spelling only
    const list = [{ nom: "Lames légères", possedee: false, personnalisee: false }, { nom: "Écriture", possedee: false, personnalisee: false }];
    expect(findExpertise(words, list, "writing")).toBe(1);
    expect(findExpertise(words, list, "Lames légères")).toBe(0);
    expect(findExpertise(words, list, "Runes")).toBe(-1);
  });
});
