import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { readRollForm, rollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { refreshLiveRegions } from "../../src/applications/window-dom";
import { buildRollPlan, chancePercent, planChance, type RollChoices } from "../../src/dice/roll-spec";
import { NNBSP, formatPercent } from "../../src/words/format";
import { render, type Lang } from "./handlebars-env";
import { ROLL_DATA } from "./dialog-fixtures";

const TEMPLATE = "templates/dialogs/roll-dialog.hbs";
const BASE: RollChoices = { characteristic: "force", skills: ["m"], complexity: 2, difficulty: 12 };
function dialog(lang: Lang, choices: RollChoices = BASE): Document {
  const w = new Window();
  w.document.body.innerHTML = render(lang, TEMPLATE, rollDialogContext(ROLL_DATA, choices));
  return w.document as unknown as Document;
}
const text = (d: Document, sel: string) => d.querySelector(sel)?.textContent?.replace(/\s+/g, " ").trim();

describe("roll dialog template", () => {
  it("shows the characteristic grid, the skills (escaped), the injuries and no raw key", () => {
    const d = dialog("fr");
    expect(d.querySelectorAll('select[name="characteristic"] option').length).toBe(16);
    expect(d.querySelector('input[name="skills"]')?.parentElement?.textContent).toContain("Mêlée <b>");
    expect(d.querySelector('input[name="circumstantial"]')).not.toBeNull();
    expect(d.body.innerHTML).not.toMatch(/ALTHERION\.[A-Z]|undefined|NaN|\(s\)/);
  });

  it("R-DICE-2 / R-DICE-4 / R-SK-2 the pool in words and dice follows every option", () => {
    // Mêlée 5 − complexity 2 = 3 → 4 d10 keep the highest; Épuisement 1 → one weakness die (R-DICE-4).
    expect(text(dialog("fr"), "[data-pool-words]")).toBe("4 d10, garder le plus haut · 1 dé d'impuissance");
    expect(dialog("fr").querySelectorAll(".alt-pool__die").length).toBe(5);
    // 2 Impact points: 2 surpuissance − 1 impuissance = 1 overpower die; expertise ticked: its die.
    expect(text(dialog("en", { ...BASE, impactPoints: 2, expertise: true }), "[data-pool-words]")).toBe("4 d10, keep the highest · 1 overpower die · + expertise");
    // Complexity 8: D = −3 → 4 d10 keep the lowest; the injured eye ticked: a second weakness die.
    expect(text(dialog("fr", { ...BASE, complexity: 8, circumstantial: ["oeil"] }), "[data-pool-words]")).toBe("4 d10, garder le plus bas · 2 dés d'impuissance");
    // No pool shown for a roll that cannot be made (R-DICE-11 bound).
    expect(dialog("fr", { ...BASE, complexity: 80 }).querySelector("[data-pool-words]")).toBeNull();
  });

  it("R-DICE-6 the total's formula and the success threshold before rolling", () => {
    expect(text(dialog("fr", { ...BASE, expertise: true, bonus: 2 }), "[data-formula]")).toBe("Total = dé gardé + explosions − implosions + dé d'expertise + Force 6 + bonus 2");
    expect(text(dialog("en", { ...BASE, bonus: -1 }), "[data-formula]")).toBe("Total = kept die + explosions − implosions + Strength 6 − bonus 1");
    // R-CON-7 Agonie 1 raises the difficulty 12 to 13.
    expect(text(dialog("fr"), "[data-threshold]")).toBe("Réussite à 13 ou plus (difficulté 12 + Agonie 1)");
  });

  it("R-CON-7 Agonie is said once, where it counts (what the roll must reach), never also as a « −1 » modifier", () => {
    const chips = (d: Document) => [...d.querySelectorAll(".alt-card__modifiers li")].map((li) => li.textContent?.replace(/\s+/g, " ").trim() ?? "");
    for (const lang of ["fr", "en"] as const) {
      const d = dialog(lang);
      const agonie = lang === "fr" ? "Agonie" : "Agony";
      expect(chips(d).filter((c) => c.includes(agonie))).toEqual([]);
      expect(d.querySelectorAll("[data-threshold]")).toHaveLength(1);
      expect(text(d, "[data-threshold]")).toContain(`${agonie} 1`);
      // Without a difficulty, the line still says what Agonie does: it raises what the roll must beat.
      const opposed = dialog(lang, { ...BASE, difficulty: null });
      expect(chips(opposed).filter((c) => c.includes(agonie))).toEqual([]);
      expect(text(opposed, "[data-threshold]")).toBe(lang === "fr" ? "Agonie 1 : ce que ce jet doit battre monte d'autant" : "Agony 1: what this roll must beat rises by as much");
    }
    // R-STATE-1 a special state ignores Agonie: the chip says so, no threshold counts it.
    const zone = rollDialogContext({ ...ROLL_DATA, power: { ...ROLL_DATA.power, ignoreAgonie: true } }, BASE);
    expect(zone.modifiers.map((m) => m.label)).toContain("ALTHERION.Roll.Source.AgonieIgnoree");
    expect(zone.formula.threshold).toEqual({ difficulty: 12, agonie: 0, total: 12 });
  });

  it("the chance is the rules' exact chance, formatted per locale (decimal comma, narrow no-break space)", () => {
    const percent = chancePercent(planChance(buildRollPlan(ROLL_DATA, BASE)))!;
    const fr = dialog("fr").querySelector("[data-chance]")!.textContent!;
    expect(fr).toBe(formatPercent("fr", percent));
    expect(fr).toMatch(new RegExp(`^\\d+(,\\d)?${NNBSP}%$`));
    expect(dialog("en").querySelector("[data-chance]")!.textContent).toMatch(/^\d+(\.\d)?%$/);
  });

  it("R-SK-2 the Expertise box follows the chosen skill: named when owned, disabled with its reason otherwise", () => {
    const melee = dialog("fr", { ...BASE, expertise: true });
    const box = melee.querySelector<HTMLInputElement>('input[name="expertise"]')!;
    expect(box.disabled).toBe(false);
    expect(box.checked).toBe(true);
    expect(text(melee, ".alt-roll-dialog__expertise-names")).toBe("· Lames");
    expect(box.closest("label")!.textContent).not.toMatch(/\)\s*\(/); // not « Expertise (+1d10) (Lames) »
    const tir = dialog("fr", { ...BASE, skills: ["t"], expertise: true });
    const off = tir.querySelector<HTMLInputElement>('input[name="expertise"]')!;
    expect(off.disabled).toBe(true);
    expect(off.checked).toBe(false);
    expect(tir.getElementById(off.getAttribute("aria-describedby")!)?.textContent).toContain("expertise");
    expect(rollDialogContext(ROLL_DATA, { ...BASE, skills: ["t"], expertise: true }).pool?.expertise).toBe(false);
  });

  it("plurals come from Intl.PluralRules", () => {
    expect(dialog("fr").body.textContent).toContain("2 disponibles");
    expect(dialog("fr").body.textContent).toContain("1 disponible");
  });

  it("every live region exists once, so the dialog's refresh replaces each", () => {
    const d = dialog("en");
    expect([...d.querySelectorAll("[data-live]")].map((e) => e.getAttribute("data-live"))).toEqual(["expertise", "summary"]);
  });

  it("a refresh keeps the focus on the control the user was on, in the dialog's own document (a popped-out window)", () => {
    const popout = dialog("en");
    const g = globalThis as { document?: unknown };
    const saved = g.document;
    g.document = new Window().document; // the main page, whose focus is elsewhere
    try {
      const form = popout.createElement("form");
      form.append(...popout.body.childNodes);
      popout.body.append(form);
      popout.querySelector<HTMLInputElement>('input[name="expertise"]')!.focus();
      refreshLiveRegions(form, render("en", TEMPLATE, rollDialogContext(ROLL_DATA, { ...BASE, expertise: true })));
      expect((popout.activeElement as HTMLInputElement | null)?.name).toBe("expertise");
      expect(popout.querySelector<HTMLInputElement>('input[name="expertise"]')!.checked).toBe(true);
    } finally {
      g.document = saved;
    }
  });
});
import { hotbarMacro } from "../../src/dice/hotbar-macro";

describe("roll dialog form reading", () => {
  it("reads numbers, checkbox lists and an empty difficulty", () => {
    expect(readRollForm({ characteristic: "force", skills: ["a", "b"], complexity: "2", difficulty: "", expertise: true, impactPoints: "1", espoirBonus: "0", espoirSwap: "on", circumstantial: "oeil", bonus: "-1", fortune: "2" }))
      .toEqual({ characteristic: "force", skills: ["a", "b"], complexity: 2, difficulty: null, expertise: true, impactPoints: 1, espoirBonus: 0, espoirCancelCrit: false, espoirSwap: true, circumstantial: ["oeil"], bonus: -1, fortune: 2 });
  });
});

describe("hotbar macros", () => {
  it("a skill, a weapon and a dragged characteristic make rollTest macros; other items none", () => {
    // R-SK-7 a skill macro names the skill by key (its stored key, else one made from its name).
    expect(hotbarMacro({ type: "Item" }, { type: "competence", name: 'Mê"lée', img: null, uuid: "x", system: { categorie: "combat", key: "" } })?.command).toBe('game.altherion.rollTest({"skillKeys":["me-lee"],"label":"Mê\\"lée"});');
    expect(hotbarMacro({ type: "Item" }, { type: "competence", name: "Brawl", img: null, uuid: "x", system: { categorie: "combat", key: "bagarre" } })?.command).toBe('game.altherion.rollTest({"skillKeys":["bagarre"],"label":"Brawl"});');
    expect(hotbarMacro({ type: "Item" }, { type: "arme", name: "Épée", img: null, uuid: "x", system: {} })?.command).toContain("itemUuid: item?.uuid");
    expect(hotbarMacro({ type: "AltherionTest", spec: { characteristic: "force" }, label: "Force" }, null)?.command).toBe('game.altherion.rollTest({"characteristic":"force"});');
    expect(hotbarMacro({ type: "Item" }, { type: "armure", name: "Cotte", img: null, uuid: "x", system: {} })).toBeNull();
  });
  it("R-SK-5 / R-SK-6 a théorique or a language makes no macro", () => {
    expect(hotbarMacro({ type: "Item" }, { type: "competence", name: "Histoire", img: null, uuid: "x", system: { categorie: "theoriques", key: "histoire" } })).toBeNull();
    expect(hotbarMacro({ type: "Item" }, { type: "competence", name: "Central", img: null, uuid: "x", system: { categorie: "langues", key: "central" } })).toBeNull();
  });
});
