import { describe, expect, it } from "vitest";
import { EVIL_NAME, STEPS, wizardView } from "../fixtures/creation-views";
import { localize, render } from "./handlebars-env";
import { CREATION_LINES } from "../../src/rules/index";
import { htmlDocument as dom } from "../helpers/dom";

const TEMPLATE = "templates/creation/wizard.hbs";

describe.each(["fr", "en"] as const)("creation wizard template (%s)", (lang) => {
  const t = (key: string) => localize(lang, key);
  const page = (step: (typeof STEPS)[number], ruleset: "altherion" | "achat" = "altherion", isGM = false) =>
    render(lang, TEMPLATE, wizardView(step, t, ruleset, isGM));

  it.each(STEPS)("step %s: every string translated, its rule in words (no rule id on screen), the budget, no raw markup", (step) => {
    const html = page(step);
    expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
    expect(html).not.toContain("<img src=x");
    const doc = dom(html);
    expect(doc.querySelectorAll(".alt-creation-steps button")).toHaveLength(9);
    expect(doc.querySelector(".alt-creation-step.active")?.getAttribute("data-step")).toBe(step);
    const rule = doc.querySelector(".alt-creation-rule")?.textContent ?? "";
    expect(rule.trim().length).toBeGreaterThan(20);
    expect(rule).not.toMatch(/R-[A-Z]+-\d+/);
    expect(doc.querySelector(".alt-creation-budget")?.textContent).toMatch(/\d+/);
  });

  it("R-CREA-1 the species step shows its bonuses, favoured characteristics and innate aptitudes", () => {
    const doc = dom(page("espece"));
    expect(doc.querySelector("select[data-choice=espece] option[selected]")?.textContent).toBe("Océanide");
    expect(doc.querySelector(".alt-creation-card")?.textContent).toContain("Peau d'écume");
    expect(doc.querySelectorAll(".alt-creation-card dd")[0].textContent).toContain("+1");
  });

  it("R-CREA-1 the species step offers the lineage swap: from a bonus or malus of the species, to another characteristic", () => {
    const doc = dom(page("espece"));
    const from = doc.querySelector("select[data-choice=echangeLignee][data-key=de]")!;
    expect(from.querySelector("option[selected]")?.textContent).toContain(localize(lang, "ALTHERION.Sheet.Carac.Force"));
    // The species' malus in the swap's list is signed as every figure is (altSigned): « −1 », never a hyphen.
    expect(from.querySelector("option[selected]")?.textContent).toContain("(−1)");
    expect(from.textContent).not.toMatch(/\(-\d/);
    const to = doc.querySelector("select[data-choice=echangeLignee][data-key=vers]")!;
    expect(to.querySelector("option[selected]")?.textContent).toBe(localize(lang, "ALTHERION.Sheet.Carac.Agilite"));
    expect([...to.querySelectorAll("option")].map((o) => o.getAttribute("value"))).not.toContain("force");
  });

  it("R-CREA-2 (rev 2) the skills step: the native language chosen, free up to 8, marked on its row; R-SK-6 Vrai Primordial's cap", () => {
    const doc = dom(page("competences"));
    const native = doc.querySelector("select[data-choice=langueNatale]")!;
    expect(native.querySelector("option[selected]")?.textContent).toBe("Aquatique");
    expect(native.closest("label")?.textContent).toContain("8");
    const row = doc.querySelector("input[data-choice=niveau][value='9']")!.closest(".alt-creation-skill")!;
    expect(row.textContent).toContain(localize(lang, "ALTHERION.Sheet.LangueNatale.Badge"));
    const vrai = [...doc.querySelectorAll(".alt-creation-skill")].find((r) => r.querySelector("label")?.textContent?.includes("Vrai Primordial"))!;
    expect(vrai.querySelector(".alt-creation-hint")?.textContent).toContain("Primordial");
    expect(vrai.querySelector("input")?.getAttribute("max")).toBe("0");
  });

  it("R-CAR-6 the characteristics step flags the one over its cap; R-CAR-7 shows the effective value", () => {
    const doc = dom(page("caracteristiques"));
    expect(doc.querySelectorAll("input[data-choice=caracteristique]")).toHaveLength(9);
    const row = doc.querySelector("input[data-key=pouvoir]")!.closest("tr")!;
    expect(row.className).toContain("over");
    expect(row.querySelector("strong")?.textContent).toBe("11");
    expect(doc.querySelector(".alt-creation-warnings")?.textContent).toContain(localize(lang, "ALTHERION.Caracteristique.pouvoir"));
  });

  it("R-CAR-7 R-CREA-1 the characteristics step: base + species + lineage = effective on every row when the lineage moves a bonus", () => {
    const doc = dom(page("caracteristiques"));
    const heads = [...doc.querySelectorAll(".alt-creation-carac thead th")].map((th) => th.textContent);
    expect(heads).toEqual(["Name", "Base", "Bonus", "Lineage", "Effective"].map((k) => localize(lang, `ALTHERION.Creation.Carac.${k}`)));
    const read = (cell: { textContent: string | null } | null) => Number((cell?.textContent ?? "").trim().replace("−", "-").replace("+", ""));
    const rows = [...doc.querySelectorAll(".alt-creation-carac tbody tr")];
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      const base = Number(row.querySelector("input")?.getAttribute("value"));
      const sum = base + read(row.querySelector("[data-part=bonus]")) + read(row.querySelector("[data-part=lineage]"));
      expect(sum, row.getAttribute("data-carac") ?? "").toBe(read(row.querySelector("[data-part=effective]")));
    }
    // The Océanide's −1 Force moved onto Agilité: Force 2 − 1 + 1 = 2, Agilité 2 + 0 − 1 = 1.
    const parts = (k: string) => [...doc.querySelectorAll(`tr[data-carac=${k}] td.alt-num`)].map((td) => td.textContent?.trim());
    expect(parts("force")).toEqual(["−1", "+1", "2"]);
    expect(parts("agilite")).toEqual(["0", "−1", "1"]);
  });

  it("R-CREA-2 the skills step: levels on the ruleset's scale, expertises to tick, degrees in the achat ruleset", () => {
    const doc = dom(page("competences"));
    const occulte = doc.querySelector("input[data-choice=niveau]");
    expect(occulte?.getAttribute("max")).toBe("10");
    expect(doc.querySelector("input[data-choice=expertise][data-nom=Perception]")?.hasAttribute("checked")).toBe(true);
    const achat = dom(page("competences", "achat"));
    expect(achat.querySelector("input[data-choice=niveau]")?.getAttribute("max")).toBe("100");
    expect(achat.querySelector(".alt-creation-degree")).not.toBeNull();
    expect(achat.querySelector(".alt-creation-hint")?.textContent?.length).toBeGreaterThan(10);
    // R-PP-1 [I] a player sees the GM's starting levels; R-PP-5/6 qualities and specialisations with their PP costs.
    expect(achat.querySelector("input[data-choice=niveau]")?.hasAttribute("disabled")).toBe(true);
    expect(dom(page("competences", "achat", true)).querySelector("input[data-choice=niveau]")?.hasAttribute("disabled")).toBe(false);
    expect(doc.querySelector(".alt-creation-pp")).toBeNull();
    const pp = [...achat.querySelectorAll(".alt-creation-pp .alt-creation-items li")].map((li) => li.textContent?.replace(/\s+/g, " ").trim() ?? "");
    expect(pp[0]).toMatch(/^Intuition 50 PP/);
    expect(pp[1]).toMatch(new RegExp(`^Rituels ${localize(lang, "ALTHERION.Specialisation.Degre.confirme")} 50 PP`));
    expect([...achat.querySelectorAll(".alt-creation-pp option")].map((o) => o.textContent)).toEqual(["Vision des courants — 60 PP"]);
    expect(achat.querySelector(".alt-creation-pp .alt-creation-hint")?.textContent).toContain("100");
  });

  it("R-SK-4 the classes step lists the chosen class with its unmet prerequisite and offers the others", () => {
    const doc = dom(page("classes"));
    const rempart = [...doc.querySelectorAll(".alt-creation-items li")].find((li) => li.textContent?.includes("Rempart"));
    expect(rempart?.querySelector(".alt-creation-unmet")?.textContent).toContain("Rigidité"); // R-SK-7 the name, not the key
    expect(rempart?.querySelector("[data-action=remove]")).not.toBeNull();
    const options = [...doc.querySelectorAll(".alt-creation-add option")].map((o) => o.textContent ?? "");
    expect(options.some((o) => o.startsWith("Arcaniste"))).toBe(true);
    expect(options.some((o) => o.startsWith("Rempart"))).toBe(false);
  });

  it("R-CREA-2 atouts cost X and handicaps give X back, in words (never a negative cost)", () => {
    const doc = dom(page("atouts"));
    const text = doc.querySelector(".alt-creation-items")?.textContent ?? "";
    expect(text).toContain("Contacts à Yvelère");
    expect(text).toContain(lang === "fr" ? "coûte 1" : "costs 1");
    expect(text).toContain(lang === "fr" ? "rend 1" : "gives back 1");
    expect(text).not.toMatch(/−\d/);
    expect([...doc.querySelectorAll(".alt-creation-add option")].map((o) => o.textContent).join(" ")).not.toMatch(/—\s*−/);
  });

  it("R-CON-2 the constitutions step: Exaltation, Prémices, the bonus split and each maximum", () => {
    const doc = dom(page("constitutions"));
    expect(doc.querySelectorAll("input[data-choice=premice]")).toHaveLength(3);
    expect([...doc.querySelectorAll("input[data-choice=bonus]")].map((i) => i.getAttribute("value"))).toEqual(["5", "5", "5"]);
    expect(doc.querySelector(".alt-creation-grid tbody strong")?.textContent).toBe("50");
  });

  it("identity: the portrait is picked from its preview, never typed as a path; a user who may not browse files reads why", () => {
    const player = dom(page("identite"));
    expect(player.querySelector("input[data-key=img]")).toBeNull();
    expect(player.querySelector(".alt-creation-portrait__preview img")?.getAttribute("src")).toBeTruthy();
    const buttons = [...player.querySelectorAll("[data-action=pickPortrait]")];
    expect(buttons).toHaveLength(2);
    for (const b of buttons) {
      expect(b.hasAttribute("disabled")).toBe(true);
      expect(player.querySelector(`#${b.getAttribute("aria-describedby")}`)?.textContent).toContain(localize(lang, "ALTHERION.Creation.Identite.NoBrowse"));
    }
    const gm = dom(page("identite", "altherion", true));
    expect([...gm.querySelectorAll("[data-action=pickPortrait]")].map((b) => b.hasAttribute("disabled"))).toEqual([false, false]);
    expect(gm.querySelector("#alt-creation-portrait-why")).toBeNull();
  });

  it("R-CREA-2 the review shows the character before « Créer le personnage »: grid, constitutions, skills, items", () => {
    const doc = dom(page("revue"));
    const sheet = doc.querySelector("[data-review]")!;
    expect(sheet.querySelector("h3")?.textContent).toBe(EVIL_NAME);
    expect(sheet.querySelector("p")?.textContent).toContain("Océanide");
    // The 3×3 grid of effective values, columns and rows with their scores: Pouvoir 10 + 1 = 11, Agilité 1 after the lineage.
    expect(sheet.querySelectorAll("[data-review-grid] tbody td")).toHaveLength(9);
    expect(sheet.querySelector("[data-review-grid] [data-carac=pouvoir] b")?.textContent).toBe("11");
    expect(sheet.querySelector("[data-review-grid] [data-carac=agilite] b")?.textContent).toBe("1");
    const pools = [...sheet.querySelectorAll("[data-review-constitutions] > div")].map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]);
    expect(pools.slice(0, 3)).toEqual(["vitalite", "energie", "confiance"].map((k) => [localize(lang, `ALTHERION.Constitution.${k}`), "50"]));
    expect(pools.slice(3).map(([label]) => label)).toEqual(["Impact", "Resilience", "Finesse"].map((k) => localize(lang, `ALTHERION.Sheet.Points.${k}`)));
    expect(sheet.querySelector("[data-review-skills=pratiques]")?.textContent).toMatch(/Occulte 5 · Perception/);
    expect(sheet.querySelector("[data-review-skills=langues]")?.textContent).toContain("Aquatique 9");
    expect(sheet.querySelector("[data-review-items=classes]")?.textContent).toContain("Rempart");
    expect(sheet.querySelector("[data-review-items=atouts]")?.textContent).toContain("Contacts à Yvelère");
    expect(sheet.querySelector("[data-review-items=handicaps]")?.textContent).toContain("Dette envers une guilde");
    // The character comes before the budget and the button that creates it.
    expect(sheet.compareDocumentPosition(doc.querySelector(".alt-creation-lines")!) & 4).toBeTruthy();
  });

  it("identity: the name is escaped; Origine only for the GM", () => {
    const doc = dom(page("identite"));
    expect(doc.querySelector("input[data-key=name]")?.getAttribute("value")).toBe(EVIL_NAME);
    expect(doc.querySelector("input[data-key=origine]")).toBeNull();
    expect(dom(page("identite", "altherion", true)).querySelector("input[data-key=origine]")).not.toBeNull();
  });

  it("R-CREA-2 the review's budget: labels in words (no « (X) » placeholder), a flaw's points given back, never under « Coût »", () => {
    const doc = dom(page("revue"));
    const [costs, refunds] = [...doc.querySelectorAll(".alt-creation-lines")];
    const rows = (table: { querySelectorAll: ReturnType<typeof dom>["querySelectorAll"] }) => [...table.querySelectorAll("tbody tr")].map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? ""));
    const flaws = t("ALTHERION.Sheet.Creation.Handicaps");
    expect(rows(costs).map((r) => r[0])).not.toContain(flaws);
    expect(rows(costs).map((r) => r[0]).join(" ")).not.toMatch(/\(−?X\)/);
    expect([...refunds.querySelectorAll("thead th")].at(-1)?.textContent?.trim()).toBe(t("ALTHERION.Sheet.Item.PointsRendus"));
    expect(rows(refunds)).toEqual([[flaws, "1", "1"]]); // the fixture's flaw gives back 1 point, shown as 1
    expect(flaws).not.toMatch(/X/);
    expect(doc.querySelector("[data-budget-total]")?.textContent).toMatch(/= 28/);
  });

  it("R-CREA-2 the review: the budget line by line, every warning, create (never disabled by a warning)", () => {
    const doc = dom(page("revue"));
    expect(doc.querySelectorAll(".alt-creation-lines tbody tr")).toHaveLength(CREATION_LINES.length); // Langues included (R-CREA-2 rev 2)
    expect(doc.querySelectorAll(".alt-creation-warnings li").length).toBeGreaterThanOrEqual(2);
    const create = doc.querySelector("[data-action=create]");
    expect(create?.hasAttribute("disabled")).toBe(false);
    expect(doc.querySelector("[data-action=next]")).toBeNull();
  });
});
