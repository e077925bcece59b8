/**
 * The sheets at the table, read as a GM and players read them (real Handlebars, happy-dom): the header's vitals in
 * every state, the Progression tab's usage and XP journal, and the XP log window in the same words and order.
 * Layout (what is cut, what wraps, what moves) is measured in Chromium: test/browser/sheet-layout.test.ts.
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { GM, PLAYER, allInPeril, enCreation, groupe, itemOfType, personnage, pnj, stabilisedAtZero } from "../fixtures/sheet-fixtures";
import { groupeHtml, itemHtml, personnageHtml, pnjHtml } from "../fixtures/sheet-html";
import { memberVitals } from "../../src/applications/sheets/groupe-context";
import { buildLogContext } from "../../src/applications/experience/log-context";
import { buildSpendContext } from "../../src/applications/experience/spend-context";
import { AELE, AELE_USAGE, advancementState } from "../fixtures/advancement";
import { parseLog } from "../../src/experience/log";
import { openRowMenu } from "../../src/platform/context-menu";
import { defaultSkillSources } from "../../src/data/default-skills";
import { localize, render } from "./handlebars-env";
import type { Lang } from "./handlebars-env";
import { htmlDocument as dom } from "../helpers/dom";

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

  it.each([["fr", "3 mai 1452", "Arc / acte", "Arc 2, acte 1"], ["en", "May 3, 1452", "Arc / act", "Arc 2, act 1"]] as const)("R-XP-7 one date format and one « Arc 2, acte 1 » on the sheet, in the window and in the spend dialog (%s)", (lang, date, heading, arcAct) => {
    const sheet = dom(personnageHtml(lang, personnage(GM), "progression")).querySelector(".alt-xp-log")!;
    const log = dom(windowHtml(lang)).querySelector(".alt-xp-log")!;
    for (const table of [sheet, log]) {
      const first = table.querySelector('tbody tr[data-entry-id="xpentry000000005"]')!;
      expect(text(first.querySelector("time"))).toBe(date);
      expect([...table.querySelectorAll("thead th")].map(text)).toContain(heading);
      expect(text(first.children[3])).toBe(arcAct);
    }
    // The usage panel and the spend dialog's head name the arc before the act, in the same words.
    const usage = dom(personnageHtml(lang, personnage(GM), "progression")).querySelector(".alt-xp-usage .alt-panel-head")!;
    expect(text(usage)).toContain(arcAct);
    const spend = dom(render(lang, "templates/experience/spend.hbs", buildSpendContext({ state: advancementState(AELE, AELE_USAGE), step: "moment", arc: 2, act: 1, isGM: true })));
    expect(text(spend.querySelector(".alt-creation-head"))).toContain(arcAct);
  });

  it.each(["fr", "en"] as const)("R-XP-7 the sheet's journal and the log window have the same columns in the same order, the edited row too (%s)", (lang) => {
    const heads = (doc: ReturnType<typeof dom>) => [...doc.querySelectorAll(".alt-xp-log thead th")].map(text).filter(Boolean);
    const sheet = heads(dom(personnageHtml(lang, personnage(GM), "progression")));
    const log = dom(windowHtml(lang));
    expect(heads(log)).toEqual([...sheet, localize(lang, "ALTHERION.XP.Log.Edit")]); // the window adds its buttons' column
    // The same cells under them: the kind second, the amount last before the buttons.
    const row = log.querySelector('tbody tr[data-entry-id="xpentry000000005"]')!;
    expect(text(row.children[1])).toBe(localize(lang, "ALTHERION.XP.Log.Kind.Spend"));
    expect(text(row.children[4])).toMatch(/^−\d+/);
    const editing = dom(render(lang, "templates/experience/log.hbs", buildLogContext({ actorName: "A", isGM: true, xp: { total: 140, spent: 95 }, entries: ENTRIES, editing: "xpentry000000005" })));
    const fields = [...editing.querySelectorAll("tr.alt-xp-editing td")].map((td) => td.querySelector("[name]")?.getAttribute("name") ?? "");
    expect(fields.slice(1, 5)).toEqual(["entry.kind", "entry.reason", "entry.arc", "entry.amount"]);
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

describe("R-SK-5 R-SK-6 what can be rolled shows", () => {
  it.each(["fr", "en"] as const)("R-SK-5 R-SK-6 a die marks each rolled skill and each characteristic cell; théoriques and languages carry none and their group says they are never rolled (%s)", (lang) => {
    const doc = dom(personnageHtml(lang, personnage(GM), "competences")); // every tab's part renders
    const groups = [...doc.querySelectorAll(".tab[data-tab=competences] .alt-skill-group")];
    expect(groups.map((g) => [g.getAttribute("data-category"), g.getAttribute("data-rolled")])).toEqual([["combat", "true"], ["pratiques", "true"], ["theoriques", "false"], ["langues", "false"]]);
    for (const g of groups) {
      const rows = [...g.querySelectorAll(".alt-skill")];
      const dice = rows.filter((r) => r.querySelector('[data-action="rollSkill"] .alt-die'));
      expect(dice.length, g.getAttribute("data-category")!).toBe(g.getAttribute("data-rolled") === "true" ? rows.length : 0);
      expect(Boolean(g.querySelector(".alt-panel-head .alt-unrolled")), g.getAttribute("data-category")!).toBe(g.getAttribute("data-rolled") === "false");
    }
    expect(text(groups[2].querySelector(".alt-unrolled"))).toBe(lang === "fr" ? "Jamais lancées\u00a0: le niveau suffit" : "Never rolled: the level is what counts");
    const cells = [...doc.querySelectorAll(".tab[data-tab=caracteristiques] .alt-carac")];
    expect(cells).toHaveLength(9);
    expect(cells.every((c) => c.querySelector('[data-action="rollCharacteristic"] .alt-die'))).toBe(true);
  });
});

describe("the skills tab's rows", () => {
  it.each(["play", "edit"] as const)("a skill row offers one ⋮ button (core's context menu) for its actions, named with the skill, instead of three icons (%s mode)", (mode) => {
    const doc = dom(personnageHtml("fr", { ...personnage(GM), mode }, "competences"));
    const rows = [...doc.querySelectorAll(".alt-skill")];
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      // The name rolls, edit mode's « + Expertise » says what it does in words: the one icon button is the ⋮.
      const buttons = [...row.querySelectorAll(".alt-skill-line button")].filter((b) => !["rollSkill", "addExpertise"].includes(b.getAttribute("data-action") ?? ""));
      expect(buttons.map((b) => b.getAttribute("data-action")), text(row.querySelector(".alt-skill-name"))).toEqual(["rowMenu"]);
      expect(buttons[0].getAttribute("aria-haspopup")).toBe("menu");
      const name = row.querySelector(".alt-skill-name")!.cloneNode(true) as typeof row;
      name.querySelector(".visually-hidden")?.remove(); // « Tester » read before a rolled skill's name
      expect(buttons[0].getAttribute("aria-label")).toBe(`Actions\u00a0: ${text(name)}`);
    }
  });

  it.each(["fr", "en"] as const)("edit mode: the expertise's button says « + Expertise » in words, before the level's field, never a bare « + » after it (%s)", (lang) => {
    const doc = dom(personnageHtml(lang, { ...personnage(GM), mode: "edit" }, "competences"));
    const melee = [...doc.querySelectorAll(".alt-skill")].find((r) => text(r.querySelector(".alt-skill-name")).endsWith("Mêlée"))!;
    const line = [...melee.querySelector(".alt-skill-line")!.children];
    const add = melee.querySelector('[data-action="addExpertise"]')!;
    expect(text(add)).toBe("Expertise");
    expect(add.getAttribute("aria-label")).toBe(lang === "fr" ? "Ajouter une expertise\u00a0: Mêlée" : "Add an expertise: Mêlée");
    expect(line.map((c) => c.getAttribute("data-action") ?? c.getAttribute("data-field") ?? "").filter(Boolean)).toEqual(["rollSkill", "addExpertise", "system.niveau", "rowMenu"]);
    expect(dom(personnageHtml(lang, personnage(GM), "competences")).querySelector('[data-action="addExpertise"]')).toBeNull(); // play mode: through the menu
  });
});

describe("R-SPELL-3 the Magie tab", () => {
  const withEnergie = (value: number) => personnage(GM, {
    constitutions: { ...(personnage(GM).system.constitutions), energie: { value, scars: 0, ephemeral: 0, stabilized: false, premice: 15, bonus: 5 } } as never,
  });

  it.each([["fr", "3 Énergie"], ["en", "3 Energy"]] as const)("R-SPELL-3 a spell's cost says what it costs (%s)", (lang, cost) => {
    const row = dom(personnageHtml(lang, withEnergie(20), "magie")).querySelector(".alt-item-row[data-type=sort]")!;
    const facts = [...row.querySelectorAll(".alt-fact")].map(text);
    expect(facts).toEqual(lang === "fr" ? ["Points de sort 2", `Coût ${cost}`, "Complexité 1"] : ["Spell points 2", `Cost ${cost}`, "Complexity 1"]);
  });

  it("R-SPELL-3 a spell its caster's Énergie cannot pay: marked, its button off, the reason in words under it (not only a tooltip)", () => {
    const doc = dom(personnageHtml("fr", withEnergie(5), "magie"));
    const rows = [...doc.querySelectorAll(".alt-item-row[data-type=sort]")];
    const view = rows.map((r) => {
      const button = r.querySelector('[data-action="rollItem"]')!;
      const why = button.getAttribute("aria-describedby");
      return [text(r.querySelector(".alt-item-name")), button.hasAttribute("disabled"), r.classList.contains("alt-blocked"), why ? text(doc.getElementById(why)) : ""];
    });
    expect(view).toEqual([
      ["Trait de feu", false, false, ""],
      ["Mur de glace", false, false, ""],
      ["Soins mineurs", false, false, ""],
      ["Voile d'ombre", true, true, "Pas assez d'Énergie pour l'incanter\u00a0: il en faut 6, il en reste 5."],
      ["Éclair en chaîne", true, true, "Pas assez d'Énergie pour l'incanter\u00a0: il en faut 7, il en reste 5."],
    ]);
  });
});

describe("R-SPELL-3 an NPC's spells", () => {
  it("R-SPELL-3 an NPC's spell its Énergie cannot pay is off with its reason, as on a character's sheet", () => {
    const doc = dom(pnjHtml("fr", pnj(GM))); // Énergie 0
    const spell = doc.querySelector(".alt-item-row[data-type=sort]")!;
    const button = spell.querySelector('[data-action="rollItem"]')!;
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(text(doc.getElementById(button.getAttribute("aria-describedby")!))).toBe("Pas assez d'Énergie pour l'incanter\u00a0: il en faut 3, il en reste 0.");
    expect(doc.querySelector('.alt-item-row[data-type=arme] [data-action="rollItem"]')!.hasAttribute("disabled")).toBe(false);
  });
});

describe("R-CREA-2 a flaw gives back its points", () => {
  it.each([["fr", "Points rendus", "Coût"], ["en", "Points returned", "Cost"]] as const)("R-CREA-2 a handicap says « %s », never a cost, in the aptitudes tab and on its own sheet; an edge keeps its cost (%s)", (lang, returned, cost) => {
    const doc = dom(personnageHtml(lang, personnage(GM), "aptitudes"));
    const row = (type: string) => [...doc.querySelectorAll(`.alt-item-row[data-type=${type}] .alt-fact`)].map(text);
    expect(row("handicap")).toEqual([`${returned} 2`]);
    expect(row("atout")).toEqual([`${cost} 3`]);
    const sheet = dom(itemHtml(lang, itemOfType("handicap", GM)));
    const labels = [...sheet.querySelectorAll(".alt-form-grid label")].map(text);
    expect(labels).toEqual([returned]);
  });
});

describe("item sheets", () => {
  it.each(["fr", "en"] as const)("R-PP-3 R-PP-4 a skill's sheet asks for PP and qualities only in a progression-par-achat world (%s)", (lang) => {
    const fieldsOf = (ruleset: "altherion" | "achat") => [...dom(itemHtml(lang, itemOfType("competence", { ...GM, ruleset }))).querySelectorAll(".alt-form-grid input, .alt-form-grid select")]
      .map((i) => i.getAttribute("name") ?? i.getAttribute("data-list-field"));
    expect(fieldsOf("altherion")).toEqual(["system.categorie", "system.niveau"]);
    expect(fieldsOf("achat")).toEqual(["system.categorie", "system.niveau", "system.pp.value", "system.qualites"]);
  });

  it.each(["fr", "en"] as const)("R-SK-6 a language's cap is picked among the languages by name, its key stored; a skill that is no language has no such field (%s)", (lang) => {
    const source = defaultSkillSources().find((k) => k.system.key === "vrai-primordial")!;
    const language = (system: Record<string, unknown>) => ({ id: "vp", uuid: "Item.vp", name: source.name, img: "", type: "competence", system, flags: GM });
    const picker = (system: Record<string, unknown>) => dom(itemHtml(lang, language(system))).querySelector('select[name="system.plafond"]');
    const cap = picker(source.system as unknown as Record<string, unknown>)!;
    const options = [...cap.querySelectorAll("option")].map((o) => [o.getAttribute("value"), text(o), o.hasAttribute("selected")]);
    const languages = defaultSkillSources().filter((k) => k.system.categorie === "langues" && k.system.key !== "vrai-primordial");
    expect(options[0]).toEqual(["", lang === "fr" ? "Aucune" : "None", false]);
    expect(options.slice(1).map(([v]) => v).sort()).toEqual(languages.map((k) => k.system.key).sort()); // the languages, itself excepted
    expect(options.filter(([, , on]) => on)).toEqual([["primordial", "Primordial", true]]); // the stored key, shown by its name
    expect(picker({ ...source.system, plafond: "" })!.querySelector("option[selected]")!.getAttribute("value")).toBe("");
    expect(picker({ ...source.system, plafond: "ancien-nom" })!.querySelector("option[selected]")!.textContent).toBe("ancien-nom"); // a key no language has, as written
    // not a language: no cap to pick, unless one is stored (then shown, so it can be cleared)
    expect(picker({ ...source.system, categorie: "pratiques", plafond: "" })).toBeNull();
    expect(picker({ ...source.system, categorie: "pratiques", plafond: "primordial" })).not.toBeNull();
  });

  it("R-PP-6 a specialisation's circumstance (a sentence) takes the form's whole width", () => {
    const field = dom(itemHtml("fr", itemOfType("specialisation", GM))).querySelector('input[name="system.circonstance"]')!.closest(".alt-field")!;
    expect(field.classList.contains("alt-field-wide")).toBe(true);
  });
});

describe("R-CAR-5 an NPC's points pools", () => {
  it("R-CAR-5 the fixture's pools come from the real derivation: each within the maximum its grid gives", () => {
    const n = pnj(GM);
    expect(["impact", "resilience", "finesse"].map((k) => { const p = n.system.points[k as "finesse"]; return p.value <= (p.max ?? -1); })).toEqual([true, true, true]);
  });

  it.each(["fr", "en"] as const)("R-CAR-5 a pool above its maximum (an NPC imported with Finesse 6 for a maximum of 5) is marked in words, in play and edit mode; the others are not (%s)", (lang) => {
    const imported = pnj(GM, { points: { impact: { value: 3 }, resilience: { value: 0 }, finesse: { value: 6 } } });
    for (const mode of ["play", "edit"] as const) {
      const doc = dom(pnjHtml(lang, { ...imported, mode }));
      const pools = [...doc.querySelectorAll(".alt-pools .alt-pool")];
      expect(pools.map((p) => p.classList.contains("alt-over-max")), mode).toEqual([false, false, true]);
      expect(text(pools[2].querySelector(".alt-pool-over .visually-hidden")), mode).toBe(lang === "fr" ? "Au-dessus de son maximum\u00a0: 5" : "Above its maximum: 5");
    }
    expect(dom(pnjHtml(lang, pnj(GM))).querySelectorAll(".alt-pool-over, .alt-over-max")).toHaveLength(0);
  });
});

describe("R-STATE-7 state lines that agree with any character", () => {
  it("R-STATE-7 the conditions read as nouns (« Inconscience », not a masculine « Inconscient » under Aëlys); a stabilised constitution is « stabilisée »", () => {
    const doc = dom(personnageHtml("fr", { ...personnage(GM), statuses: ["inconscience", "desarme", "immobilise", "a-terre", "decouragement"] }, "sante"));
    expect([...doc.querySelectorAll(".alt-conditions .alt-tag, .alt-conditions li")].map(text).filter(Boolean)).toEqual(["Inconscience", "Désarmement", "Immobilisation", "À terre", "Découragement"]);
    expect(text(dom(personnageHtml("fr", stabilisedAtZero(GM), "sante")).querySelector('.alt-constitutions [data-constitution="energie"] .alt-badge'))).toBe("Stabilisée");
  });

  it.each(["fr", "en"] as const)("R-CON-6 « Stabilisée » only on a constitution it holds out of Péril (at 0), never on a healthy one that kept the flag, on a character and an NPC (%s)", (lang) => {
    const badges = (html: string) => [...dom(html).querySelectorAll(".alt-con-head")].map((h) => [h.closest(".alt-constitution")!.getAttribute("data-constitution"), [...h.querySelectorAll(".alt-badge:not(.alt-regeneration)")].map(text)]);
    const word = lang === "fr" ? "Stabilisée" : "Stabilized";
    // Confiance 45 / 50 keeps the stored flag of an earlier stabilisation: nothing to say; Énergie at 0, unstabilised: Péril
    expect(badges(personnageHtml(lang, personnage(GM), "sante"))).toEqual([["vitalite", []], ["energie", [lang === "fr" ? "Péril" : "Peril"]], ["confiance", []]]);
    expect(badges(pnjHtml(lang, pnj(GM))).find(([k]) => k === "confiance")).toEqual(["confiance", []]);
    expect(badges(personnageHtml(lang, stabilisedAtZero(GM), "sante")).find(([k]) => k === "energie")).toEqual(["energie", [word]]);
  });
});

describe("a row's ⋮ button (platform openRowMenu)", () => {
  it("sends a contextmenu event from the button to the element core's menu is bound to, at the pointer or, from the keyboard, at the button; the click goes no further", () => {
    const w = new Window();
    const d = w.document;
    d.body.innerHTML = '<section id="sheet"><li class="alt-skill" data-item-id="x"><button id="menu" type="button"></button></li></section>';
    const seen: [string, number, number][] = [];
    d.getElementById("sheet")!.addEventListener("contextmenu", (e) => {
      const m = e as unknown as MouseEvent;
      seen.push([(m.target as unknown as HTMLElement).closest(".alt-skill")!.getAttribute("data-item-id")!, m.clientX, m.clientY]);
    });
    let clicks = 0;
    d.body.addEventListener("click", () => { clicks++; });
    const button = d.getElementById("menu")! as unknown as HTMLElement;
    button.addEventListener("click", (e) => openRowMenu(e as MouseEvent, button));
    button.dispatchEvent(new w.MouseEvent("click", { bubbles: true, clientX: 40, clientY: 50 }) as unknown as Event);
    const box = button.getBoundingClientRect();
    button.dispatchEvent(new w.MouseEvent("click", { bubbles: true }) as unknown as Event); // Enter on the focused button
    expect(seen).toEqual([["x", 40, 50], ["x", box.left, box.bottom]]);
    expect(clicks).toBe(0);
  });
});

describe("R-CON-1 R-CON-6 the group sheet: the party at a glance", () => {
  it.each(["fr", "en"] as const)("R-CON-6 one row per member with its three constitutions (value / max, scars counted, Péril) for the GM (%s)", (lang) => {
    const doc = dom(groupeHtml(lang, groupe(GM)));
    const rows = [...doc.querySelectorAll(".alt-member")];
    expect(rows).toHaveLength(5);
    const view = rows.map((r) => [...r.querySelectorAll(".alt-member-vitals .alt-mini-con")].map((c) => [
      c.getAttribute("data-constitution"), text(c.querySelector(".alt-mini-head")).replace(/^\S+ /, ""), Boolean(c.querySelector(".alt-badge-danger")), text(c.querySelector(".alt-vital-scars")),
    ]));
    const scars = (n: number) => (lang === "fr" ? `${n} cicatrice${n > 1 ? "s" : ""}` : `${n} scar${n > 1 ? "s" : ""}`);
    expect(view[0]).toEqual([["vitalite", "32 / 50", false, scars(6)], ["energie", "0 / 50", true, scars(12)], ["confiance", "45 / 50", false, ""]]);
    expect(view[2][0]).toEqual(["vitalite", "0 / 44", true, scars(2)]);
    expect(view.every((v) => v.length === 3)).toBe(true);
    expect([...doc.querySelectorAll(".alt-member-heads [data-constitution]")].map(text)).toEqual(lang === "fr" ? ["Vitalité", "Énergie", "Confiance"] : ["Vitality", "Energy", "Confidence"]);
    expect(rows[0].querySelector('.alt-member-vitals [data-constitution="energie"] [role="meter"]')!.getAttribute("aria-valuenow")).toBe("0");
  });

  it.each(["fr", "en"] as const)("R-CON-7 a member's Agonie beside its name, only when it has some (%s)", (lang) => {
    const rows = [...dom(groupeHtml(lang, groupe(GM))).querySelectorAll(".alt-member")];
    expect(rows.map((r) => text(r.querySelector(".alt-member-line .alt-member-agonie")))).toEqual(["", "", lang === "fr" ? "Agonie 1" : "Agony 1", "", ""]);
  });

  it("R-CON-1 a player sees the health of the members it may observe only (the sheet class's OBSERVER test)", () => {
    const doc = dom(groupeHtml("fr", groupe(PLAYER)));
    expect([...doc.querySelectorAll(".alt-member")].map((r) => r.querySelectorAll(".alt-mini-con").length)).toEqual([3, 3, 0, 0, 0]);
    expect(memberVitals(null)).toBeNull();
  });
});

describe("an item sheet's summary and description", () => {
  const summaryOf = (lang: Lang, input: Parameters<typeof itemHtml>[1]) =>
    [...dom(itemHtml(lang, input)).querySelectorAll(".alt-item-summary > li")].map((li) => text(li));

  it("a weapon, a spell and an aptitude say their key properties under the name, from the same numbers as their fields", () => {
    expect(summaryOf("fr", itemOfType("arme", GM))).toEqual(["Dégâts 6", "Physique", "Portée contact", "Compétence Mêlée", "Létale"]);
    const sort = itemOfType("sort", GM);
    expect(summaryOf("en", { ...sort, system: { ...sort.system, zone: true } })).toEqual(["Cost 3 Energy", "Spell points 2", "Complexity 1", "Skill Sorcellerie", "Magical", "Area"]);
    expect(summaryOf("fr", itemOfType("aptitude", GM))).toEqual(["Fondatrice", "Prérequis Mêlée 4, Agilité 6"]);
    const arme = itemOfType("arme", GM);
    expect(summaryOf("en", { ...arme, system: { ...arme.system, portee: 12, letal: false, cachee: true } })).toEqual(["Damage 6", "Physical", "Range 12", "Skill Mêlée", "Non-lethal", "Hidden"]);
    const spec = itemOfType("specialisation", GM);
    expect(summaryOf("fr", spec)).toEqual(["Compétence Mêlée", "Confirmé", "Bonus +20", "Coût 50"]);
  });

  it("user text in the summary is escaped", () => {
    const apt = itemOfType("aptitude", GM);
    const html = itemHtml("fr", { ...apt, system: { ...apt.system, classe: "<img src=x onerror=alert(1)>", prerequis: [{ type: "classe", cle: "<b>Mage</b>", valeur: 0 }] } });
    const doc = dom(html);
    expect(doc.querySelector(".alt-item-summary img, .alt-item-summary b")).toBeNull();
    expect(text(doc.querySelector(".alt-item-summary"))).toContain("<img src=x onerror=alert(1)>");
    expect(text(doc.querySelector(".alt-item-summary"))).toContain("<b>Mage</b>");
  });

  it.each(["fr", "en"] as const)("an empty description is one muted line, no enriched box for a reader; a written one has no such line (%s)", (lang: Lang) => {
    const arme = itemOfType("arme", PLAYER);
    const empty = dom(itemHtml(lang, { ...arme, flags: { ...PLAYER, editable: false }, system: { ...arme.system, description: "" }, descriptionHTML: "<p> </p>" }));
    expect(text(empty.querySelector(".alt-prose .alt-no-description"))).toBe(localize(lang, "ALTHERION.Sheet.AucuneDescription"));
    expect(empty.querySelector(".alt-prose .alt-enriched")).toBeNull();
    const written = dom(itemHtml(lang, itemOfType("arme", GM)));
    expect(written.querySelector(".alt-no-description")).toBeNull();
    expect(written.querySelector(".alt-prose-empty")).toBeNull();
  });

  it("the checkboxes sit together after the other fields, never between them", () => {
    const doc = dom(itemHtml("fr", itemOfType("sort", GM)));
    const grid = doc.querySelector(".alt-item-grid")!;
    expect([...grid.children].map((c) => c.className)).toEqual(["alt-field", "alt-field", "alt-field", "alt-field", "alt-field", "alt-item-checks"]);
    expect(grid.querySelectorAll(".alt-item-checks .alt-check")).toHaveLength(2);
  });
});

describe("R-CREA-2 R-CAR-6 the creation budget's folded line", () => {
  const overCapGrid = { force: 5, vigueur: 6, agilite: 9, pouvoir: 4, charisme: 5, perception: 6, intellect: 5, volonte: 6, sagesse: 4 };
  const summary = (lang: Lang, input: ReturnType<typeof enCreation>) => dom(personnageHtml(lang, { ...input, mode: "edit", creationOpen: true }, "caracteristiques")).querySelector(".alt-creation-summary")!;

  it.each(["fr", "en"] as const)("R-CREA-2 over budget: what was spent and one pill saying by how much, never a negative « left » beside it (%s)", (lang: Lang) => {
    const s = summary(lang, enCreation(GM, { caracteristiques: overCapGrid }));
    const pills = [...s.querySelectorAll(".alt-badge")].map(text);
    expect(pills).toEqual([lang === "fr" ? "Dépassé de 7" : "Over by 7"]);
    expect(text(s.querySelector(".alt-budget"))).toBe(lang === "fr" ? "Points dépensés\u00a0: 82\u00a0/\u00a075" : "Points spent: 82\u00a0/\u00a075");
    expect(text(s)).not.toMatch(/−|-\d/);
  });

  it("R-CAR-6 within budget, a characteristic above its cap is the one pill, beside what is left", () => {
    const s = summary("fr", enCreation(GM, { caracteristiques: overCapGrid, creation: { active: true, budget: 90 } }));
    expect([...s.querySelectorAll(".alt-badge")].map(text)).toEqual(["Au-dessus du plafond"]);
    expect(text(s.querySelector(".alt-budget"))).toBe("Points dépensés\u00a0: 82\u00a0/\u00a090 · reste 8");
  });
});
