/**
 * Sheets at the table and the limited view, through the real templates: the
 * play / edit mode, the header's vitals, steppers, the creation budget's summary, the lists (description
 * on click, equip, quantity, attack), the skills' filter, the Active Effects tab, the NPC's
 * description and score rolls, and what a LIMITED viewer sees.
 */
import { describe, expect, it } from "vitest";
import { PERSONNAGE_TABS, buildPersonnageContext } from "../../src/applications/sheets/personnage-context";
import { buildEffects, searchKey, skillVisible } from "../../src/applications/sheets/list-context";
import { initialMode, modeView, steppedValue } from "../../src/applications/sheets/sheet-mode";
import { menuEntries } from "../../src/platform/context-menu";
import { EFFECTS, GM, PLAYER, enCreation, personnage, pnj } from "../fixtures/sheet-fixtures";
import { limitedHtml, personnageHtml, pnjHtml } from "../fixtures/sheet-html";
import { formatNumber } from "../../src/words/format";
import { buildItemRow } from "../../src/applications/sheets/personnage-context";
import { render, testWords } from "./handlebars-env";
import { htmlDocument as dom } from "../helpers/dom";

const play = personnage(GM);
const edit = { ...personnage(GM), mode: "edit" as const };

describe("play / edit mode", () => {
  it("opens in edit mode while the character is being created, in play mode afterwards; a viewer who cannot edit has no switch", () => {
    expect(initialMode(true)).toBe("edit");
    expect(initialMode(false)).toBe("play");
    expect(modeView("edit", false)).toMatchObject({ editMode: false, playMode: true, toggle: null });
    expect(modeView("edit", true).toggle).toMatchObject({ pressed: true, label: "ALTHERION.SheetMode.ToPlay" });
  });

  it.each(["fr", "en"] as const)("play mode shows values as text, edit mode as inputs, on every tab (%s)", (lang) => {
    for (const tab of PERSONNAGE_TABS) {
      const p = dom(personnageHtml(lang, play, tab));
      expect(p.querySelectorAll(`input[name^="system.caracteristiques."], input[name="system.exaltation"], input[name="name"], input[data-field="system.niveau"]`), tab).toHaveLength(0);
      expect(p.querySelector(".alt-mode-toggle")!.getAttribute("aria-pressed")).toBe("false");
    }
    const e = dom(personnageHtml(lang, edit, "caracteristiques") + personnageHtml(lang, edit, "competences"));
    expect(e.querySelectorAll('input[name^="system.caracteristiques."]').length).toBe(2 * 9);
    expect(e.querySelector('input[name="system.exaltation"]')).not.toBeNull();
    expect(e.querySelectorAll('input[data-field="system.niveau"]').length).toBe(2 * 40); // every part renders; one tab shows
    expect(e.querySelector(".alt-mode-toggle")!.getAttribute("aria-pressed")).toBe("true");
    expect(dom(personnageHtml(lang, personnage({ ...PLAYER, editable: false }))).querySelector(".alt-mode-toggle")).toBeNull();
  }, 120_000);

  it("R-CON-1 R-CON-6 the header shows the three constitutions (scars, Péril) and the three pools on every tab", () => {
    for (const tab of PERSONNAGE_TABS) {
      const doc = dom(personnageHtml("fr", play, tab));
      const vitals = [...doc.querySelectorAll(".alt-vitals .alt-vital")];
      expect(vitals.map((v) => v.getAttribute("data-constitution"))).toEqual(["vitalite", "energie", "confiance"]);
      expect(vitals[1].querySelector(".alt-badge-danger")!.textContent).toContain("Péril"); // Énergie 0, not stabilized
      expect(vitals[2].querySelector(".alt-badge-danger")).toBeNull(); // Confiance stabilized
      expect(vitals[1].querySelector(".alt-vital-scars")!.textContent).toContain("12");
      expect(doc.querySelectorAll(".alt-vitals .alt-pool")).toHaveLength(3);
    }
  }, 120_000);

  it("R-CON-1 a constitution's stepper moves between 0 and max − scars; steppers clamp", () => {
    const c = buildPersonnageContext(play).header.vitals;
    expect(c[0].step).toMatchObject({ field: "system.constitutions.vitalite.value", min: 0, max: 44, canDown: true, canUp: true });
    expect(c[1].step).toMatchObject({ value: 0, canDown: false });
    const doc = dom(personnageHtml("en", play, "sante"));
    const minus = doc.querySelector('.alt-vitals [data-constitution="energie"] button[data-action="step"][data-delta="-1"]')!;
    expect(minus.hasAttribute("disabled")).toBe(true);
    expect(minus.getAttribute("aria-label")).toBe("Remove 1: Energy");
    expect(steppedValue(44, 1, 0, 44)).toBe(44);
    expect(steppedValue(0, -1, 0, 44)).toBe(0);
    expect(steppedValue(Number.NaN, 1, 0, 9)).toBe(1);
  });

  it("R-CREA-2 the creation budget folds to one summary line (the derived report); its details open on demand", () => {
    const building = enCreation(GM);
    const report = building.system.rapportCreation!;
    const closed = dom(personnageHtml("fr", building)).querySelector("details.alt-creation")!;
    expect(closed.hasAttribute("open")).toBe(false);
    // over budget, what was spent and by how much it is over (never a negative « reste » beside it); else what is left
    expect(closed.querySelector("summary")!.textContent!.replace(/\s+/g, " ")).toContain(report.depassement
      ? `Points dépensés : ${report.depense} / 75 Dépassé de ${formatNumber("fr", -report.restant)}`
      : `Points dépensés : ${report.depense} / 75 · reste ${formatNumber("fr", report.restant)}`);
    expect(closed.querySelector("summary .alt-badge-danger") === null).toBe(!report.depassement);
    expect(dom(personnageHtml("fr", { ...building, creationOpen: true })).querySelector("details.alt-creation")!.hasAttribute("open")).toBe(true);
    expect(dom(personnageHtml("fr", play)).querySelector("details.alt-creation")).toBeNull(); // creation over
  });

  it("tabs: nine, each labelled, the Active Effects tab among them", () => {
    const tabs = [...dom(personnageHtml("en", play)).querySelectorAll(".alt-tab")];
    expect(tabs.map((t) => t.getAttribute("data-tab"))).toEqual([...PERSONNAGE_TABS]);
    expect(tabs.find((t) => t.getAttribute("data-tab") === "effets")!.textContent!.trim()).toBe("Effects");
  });

  it("tabs follow the WAI-ARIA pattern: the selected tab alone in the Tab order, each controls its focusable panel", () => {
    const doc = dom(personnageHtml("en", play, "sante"));
    const tabs = [...doc.querySelectorAll('[role="tablist"] [role="tab"]')];
    expect(tabs.filter((t) => t.getAttribute("tabindex") === "0").map((t) => t.getAttribute("data-tab"))).toEqual(["sante"]);
    expect(tabs.filter((t) => t.getAttribute("aria-selected") === "true").map((t) => t.getAttribute("data-tab"))).toEqual(["sante"]);
    for (const tab of tabs) {
      const panel = doc.getElementById(tab.getAttribute("aria-controls")!)!;
      expect(panel.getAttribute("role")).toBe("tabpanel");
      expect(panel.getAttribute("data-tab")).toBe(tab.getAttribute("data-tab"));
      expect(panel.getAttribute("aria-labelledby")).toBe(tab.id);
      expect(panel.getAttribute("tabindex")).toBe("0");
    }
  });
});

describe("lists at the table", () => {
  it("a row's name opens its enriched description (aria-expanded, aria-controls)", () => {
    const armeId = play.items.find((i) => i.type === "arme")!.id;
    const doc = dom(personnageHtml("fr", { ...play, expanded: [{ id: armeId, html: "<p>Forgée à <em>Valmont</em>.</p>" }] }, "equipement"));
    const row = doc.querySelector(`.alt-item-row[data-item-id="${armeId}"]`)!;
    const name = row.querySelector('button[data-action="toggleDescription"]')!;
    expect(name.getAttribute("aria-expanded")).toBe("true");
    expect(row.querySelector(`#${name.getAttribute("aria-controls")}`)!.innerHTML).toContain("<em>Valmont</em>");
    const other = doc.querySelectorAll('button[data-action="toggleDescription"][aria-expanded="false"]');
    expect(other.length).toBeGreaterThan(0);
    expect(other[0].hasAttribute("aria-controls")).toBe(false);
  });

  it("the species row opens its description and posts to chat through the list's own actions; a skill row through its ⋮ menu", () => {
    const especeId = play.items.find((i) => i.type === "espece")!.id;
    const skillId = play.items.find((i) => i.type === "competence")!.id;
    const expanded = [{ id: especeId, html: "<p>Peuple des <em>crêtes</em>.</p>" }, { id: skillId, html: "<p>Au <strong>jugé</strong>.</p>" }];
    const doc = dom(personnageHtml("fr", { ...play, expanded }, "competences")); // every panel renders; one shows
    const espece = doc.querySelector(`[data-tab="aptitudes"] .alt-item-row[data-type="espece"][data-item-id="${especeId}"]`)!;
    const open = espece.querySelector('button[data-action="toggleDescription"]')!;
    expect(open.getAttribute("aria-expanded")).toBe("true");
    expect(espece.querySelector(`#${open.getAttribute("aria-controls")}`)!.innerHTML).toContain("<em>crêtes</em>");
    expect(espece.querySelector('button[data-action="postItem"]')).not.toBeNull();
    const skills = [...doc.querySelectorAll('[data-tab="competences"] .alt-skill[data-item-id]')];
    expect(skills).toHaveLength(40);
    for (const row of skills) {
      // Description, post, edit (and more) are the entries of the row's context menu (base-actor-sheet rowMenuEntries).
      expect(row.querySelector('button[data-action="rowMenu"]'), row.getAttribute("data-search")!).not.toBeNull();
      expect(row.classList.contains("alt-expanded")).toBe(row.getAttribute("data-item-id") === skillId);
    }
    const skill = doc.querySelector(`[data-tab="competences"] .alt-skill[data-item-id="${skillId}"]`)!;
    expect(skill.querySelector(`#${skillId}-description`)!.innerHTML).toContain("<strong>jugé</strong>");
    expect(doc.querySelectorAll(".alt-item-description")).toHaveLength(2);
    // The one species has no + button, even in edit mode; the other lists keep theirs.
    const editing = dom(personnageHtml("fr", edit, "aptitudes"));
    expect(editing.querySelector('[data-item-list="espece"] button[data-action="createItem"]')).toBeNull();
    expect(editing.querySelector('[data-item-list="espece"] button[data-action="deleteItem"]')).not.toBeNull();
    expect(editing.querySelector('[data-item-list="classe"] button[data-action="createItem"]')).not.toBeNull();
  });

  it("armour and shields have an equip toggle, gear a quantity stepper, each weapon an attack button, every row a post button", () => {
    const doc = dom(personnageHtml("en", play, "equipement"));
    const equip = [...doc.querySelectorAll('button[data-action="toggleEquip"]')];
    expect(equip.map((b) => [b.getAttribute("data-field"), b.getAttribute("aria-pressed")])).toEqual([["system.equipee", "true"], ["system.equipe", "true"]]);
    expect(doc.querySelectorAll('.alt-item-row[data-type="arme"] button.alt-roll[data-action="rollItem"]')).toHaveLength(3);
    const steps = doc.querySelectorAll('.alt-item-row[data-type="equipement"] button[data-action="step"][data-field="system.quantite"]');
    expect(steps).toHaveLength(2 * 8);
    expect(steps[0].getAttribute("data-item-id")).toBeTruthy();
    expect(doc.querySelectorAll('[data-tab="equipement"] .alt-item-row button[data-action="postItem"]').length).toBe(3 + 2 + 8);
    expect(doc.querySelectorAll('button[data-action="deleteItem"], button[data-action="createItem"]')).toHaveLength(0); // play mode
    expect(dom(personnageHtml("en", edit, "equipement")).querySelectorAll('[data-tab="equipement"] button[data-action="deleteItem"]').length).toBe(13);
  });

  it("an item posted to chat shows its type and facts in the poster's language (its row's words)", () => {
    const arme = play.items.find((i) => i.type === "arme")!;
    const classe = play.items.find((i) => i.type === "classe")!;
    const card = (lang: "fr" | "en", item: typeof arme) => dom(render(lang, "templates/chat/item-post.hbs", buildItemRow(item, testWords(lang), false))).querySelector(".alt-item-post")!;
    const en = card("en", arme);
    expect(en.querySelector(".alt-tag")!.textContent).toBe("Weapon");
    expect([...en.querySelectorAll(".alt-fact")].map((f) => f.textContent)).toEqual(["Damage 6", "Range 0", "Skill Mêlée"]);
    expect([...card("fr", classe).querySelectorAll(".alt-fact")].map((f) => f.textContent)).toEqual(["Rang Fondatrice"]);
  });

  it("the skills' search ignores accents and case; \"hide level 0\" hides the level-0 skills", () => {
    expect(searchKey("  Médecine ")).toBe("medecine");
    expect(skillVisible({ searchKey: "medecine", level: 1 }, { query: "MÉD", hideZero: false })).toBe(true);
    expect(skillVisible({ searchKey: "conduite", level: 0 }, { query: "", hideZero: true })).toBe(false);
    const doc = dom(personnageHtml("fr", { ...play, skillFilter: { query: "méd", hideZero: false } }, "competences"));
    expect([...doc.querySelectorAll(".alt-skill:not([hidden])")].map((r) => r.getAttribute("data-search"))).toEqual(["medecine"]);
    expect(doc.querySelectorAll(".alt-skill-group:not([hidden])")).toHaveLength(1);
    const zero = dom(personnageHtml("fr", { ...play, skillFilter: { query: "", hideZero: true } }, "competences"));
    expect(zero.querySelectorAll('.alt-skill[data-level="0"]:not([hidden])')).toHaveLength(0);
    const atZero = play.items.filter((i) => i.type === "competence" && i.system.niveau === 0).length;
    expect(atZero).toBeGreaterThan(0);
    expect(zero.querySelectorAll(".alt-skill:not([hidden])")).toHaveLength(40 - atZero);
    const none = dom(personnageHtml("fr", { ...play, skillFilter: { query: "zzz", hideZero: false } }, "competences"));
    expect(none.querySelector("[data-skill-none]")!.hasAttribute("hidden")).toBe(false);
  });

  it("the Active Effects tab lists temporary, passive and inactive effects with toggle, edit and delete", () => {
    const sections = buildEffects(testWords("fr"), EFFECTS);
    expect(sections.map((s) => [s.key, s.effects.map((e) => e.name)])).toEqual([["temporary", ["Bénédiction d'Altheria"]], ["passive", ["Brigandine bien ajustée"]], ["inactive", ["Fatigue du voyage"]]]);
    const doc = dom(personnageHtml("fr", { ...play, effects: EFFECTS }, "effets"));
    expect(doc.querySelectorAll('.alt-effect-row button[data-action="toggleEffect"]')).toHaveLength(3);
    expect(doc.querySelector('[data-effect-section="inactive"] button[data-action="toggleEffect"]')!.getAttribute("aria-pressed")).toBe("false");
    expect(doc.querySelector('[data-effect-section="passive"] .alt-fact')!.textContent).toContain("Brigandine de cuir clouté");
    expect(doc.querySelectorAll('button[data-action="createEffect"]')).toHaveLength(1);
    expect(doc.querySelectorAll('button[data-action="deleteEffect"]')).toHaveLength(3);
    expect(dom(personnageHtml("fr", { ...personnage({ ...PLAYER, editable: false }), effects: EFFECTS }, "effets")).querySelectorAll('button[data-action="deleteEffect"], button[data-action="createEffect"]')).toHaveLength(0);
  });

  it("the context menu's entries take v13's shape (name, condition, callback) and v14's (label, visible, onClick)", () => {
    const ran: string[] = [];
    const entries = [{ label: "ALTHERION.Sheet.Modifier", icon: "fa-solid fa-pen", visible: () => false, run: (t: HTMLElement) => ran.push(t.id) }];
    const target = { id: "row" } as HTMLElement;
    const v13 = menuEntries(entries, 13)[0] as { name: string; condition: (t: HTMLElement) => boolean; callback: (t: HTMLElement) => unknown };
    expect(v13.name).toBe("ALTHERION.Sheet.Modifier");
    expect(v13.condition(target)).toBe(false);
    v13.callback(target);
    const v14 = menuEntries(entries, 14)[0] as { label: string; visible: (t: HTMLElement) => boolean; onClick: (e: Event, t: HTMLElement) => unknown };
    expect(v14.label).toBe("ALTHERION.Sheet.Modifier");
    expect("name" in v14).toBe(false);
    v14.onClick({} as Event, target);
    expect(ran).toEqual(["row", "row"]);
  });
});

describe("NPC sheet", () => {
  it.each(["fr", "en"] as const)("R-MORAL-2 rolls Puissance and Harmonie, shows its public description, and has the same play / edit mode (%s)", (lang) => {
    const doc = dom(pnjHtml(lang, pnj(GM)));
    expect([...doc.querySelectorAll('button[data-action="rollScore"]')].map((b) => b.getAttribute("data-key"))).toEqual(["puissance", "harmonie"]);
    expect(doc.querySelector(".alt-pnj-description .alt-enriched")!.innerHTML).toContain("Brisants");
    expect(doc.querySelectorAll('input[type="number"]')).toHaveLength(0);
    expect(doc.querySelectorAll('button[data-action="step"]').length).toBeGreaterThan(0);
    const e = dom(pnjHtml(lang, { ...pnj(GM), mode: "edit" }));
    expect(e.querySelector('input[name="system.menace.niveau"]')).not.toBeNull();
    expect(e.querySelector('prose-mirror[name="system.biographie"]')).not.toBeNull();
  });
});

describe("limited view", () => {
  it.each(["personnage", "pnj"] as const)("a LIMITED viewer of a %s sees only the name, the portrait and the public description", (kind) => {
    const doc = dom(limitedHtml("fr", kind, "Aëlys de Valombre", "icons/svg/mystery-man.svg", "<p>Une voyageuse aux yeux gris.</p>"));
    const body = doc.querySelector(".window-content")!;
    expect(body.querySelector(".alt-limited-name")!.textContent).toBe("Aëlys de Valombre");
    expect(body.querySelector("img")!.getAttribute("alt")).toBe("Aëlys de Valombre");
    expect(body.querySelector(".alt-limited-description")!.innerHTML).toContain("yeux gris");
    expect(body.querySelectorAll("input, select, textarea, [data-action], .alt-grid, .alt-vitals, .alt-tabs")).toHaveLength(0);
  });
});

describe("stabilising from the sheet (R-CON-6)", () => {
  it.each(["fr", "en"] as const)("R-CON-6 a Stabiliser button on each constitution in Péril, in play mode only, for who may edit (%s)", (lang) => {
    const buttons = (html: string) => [...dom(html).querySelectorAll('.alt-constitution button[data-action="stabilize"]')];
    const shown = buttons(personnageHtml(lang, play, "sante"));
    expect(shown.map((b) => b.getAttribute("data-constitution"))).toEqual(["energie"]); // Énergie at 0; Confiance stabilised
    expect(shown[0].textContent!.trim()).toBe(lang === "fr" ? "Stabiliser" : "Stabilize");
    expect(buttons(personnageHtml(lang, edit, "sante"))).toHaveLength(0); // edit mode has the « Stabilisé » box
    expect(buttons(personnageHtml(lang, personnage({ ...PLAYER, editable: false }), "sante"))).toHaveLength(0);
  });
});
