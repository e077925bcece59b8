import { describe, expect, it } from "vitest";
import { PERSONNAGE_TABS } from "../../src/applications/sheets/personnage-context";
import { ITEM_TYPES } from "../../src/applications/sheets/item-context";
import { GM, PLAYER, enCreation, groupe, itemOfType, personnage, pnj } from "../fixtures/sheet-fixtures";
import { localize } from "./handlebars-env";
import { shownTooltip } from "../helpers/tooltips";
import { groupeHtml, itemHtml, moralPanelHtml, personnageHtml, pnjHtml } from "../fixtures/sheet-html";
import { htmlDocument as dom } from "../helpers/dom";

const EVIL = `<script>alert("x")</script>`;

describe.each(["fr", "en"] as const)("sheet templates (%s)", (lang) => {
  it("render every personnage tab with no missing ALTHERION key", () => {
    for (const tab of PERSONNAGE_TABS) {
      const html = personnageHtml(lang, personnage(GM), tab);
      expect(html).not.toMatch(/ALTHERION\.Sheet\./);
      const doc = dom(html);
      expect(doc.querySelectorAll(".tab.active")).toHaveLength(1);
      expect(doc.querySelector(`.tab.active`)?.getAttribute("data-tab")).toBe(tab);
    }
  }, 120_000);
  it("render pnj, groupe, the Moral panel and every item type", () => {
    expect(dom(pnjHtml(lang, pnj(GM))).querySelectorAll("[data-action=rollCharacteristic]")).toHaveLength(9);
    expect(dom(groupeHtml(lang, groupe(GM))).querySelectorAll(".alt-moral-pip")).toHaveLength(5);
    const g = groupe(PLAYER);
    expect(moralPanelHtml(lang, { name: g.name, uuid: g.uuid, system: g.system, members: g.members })).toContain("alt-moral-pips");
    for (const type of ITEM_TYPES) expect(itemHtml(lang, itemOfType(type)), type).not.toMatch(/ALTHERION\.Sheet\./);
  });
  it("R-CREA-2 (rev 2) the Langues group has the native-language choice; R-SK-5 an owned expertise shows its subject's degree", () => {
    const doc = dom(personnageHtml(lang, { ...personnage(GM, { langueNatale: "central" }), mode: "edit" }, "competences"));
    const select = doc.querySelector("select[name='system.langueNatale']")!;
    expect(select.closest("[data-category]")?.getAttribute("data-category")).toBe("langues");
    expect(select.querySelector("option[selected]")?.textContent).toBe("Central");
    expect(select.querySelectorAll("option")).toHaveLength(11);
    const histoire = [...doc.querySelectorAll(".alt-skill")].find((li) => li.querySelector(".alt-skill-name")?.textContent === "Histoire")!;
    expect(histoire.querySelector(".alt-chip .alt-degree")?.textContent).toBe(localize(lang, "ALTHERION.Connaissance.solides"));
    expect(dom(personnageHtml(lang, { ...personnage(PLAYER), mode: "edit" }, "competences")).querySelector("select[name='system.langueNatale']")).not.toBeNull();
    const play = dom(personnageHtml(lang, personnage(GM, { langueNatale: "central" }), "competences")); // play mode: the choice in words
    expect(play.querySelector("select[name='system.langueNatale']")).toBeNull();
    expect(play.querySelector(".alt-native-language")!.textContent).toContain("Central");
  });
  it("R-CREA-1 the Caractéristiques tab has the lineage panel: its name and the swap of one species bonus or malus", () => {
    const doc = dom(personnageHtml(lang, { ...personnage(GM, { echangeLignee: { de: "perception", vers: "intellect" } }), mode: "edit" }, "caracteristiques"));
    expect(doc.querySelector("input[name='system.lignee']")?.getAttribute("value")).toBe("Lignée des Hautes-Brumes");
    expect(doc.querySelector("select[name='system.echangeLignee.de'] option[selected]")?.getAttribute("value")).toBe("perception");
    expect(doc.querySelector("select[name='system.echangeLignee.vers'] option[selected]")?.getAttribute("value")).toBe("intellect");
    const readOnly = dom(personnageHtml(lang, personnage({ ...PLAYER, editable: false }), "caracteristiques"));
    expect(readOnly.querySelector(".alt-lineage select, .alt-lineage input")).toBeNull(); // a viewer who cannot edit reads it as text
    expect(readOnly.querySelector(".alt-lineage-facts")!.textContent).toContain("Lignée des Hautes-Brumes");
  });
  it("escapes a <script> in names and descriptions", () => {
    const p = personnage(GM);
    p.name = EVIL;
    p.items[0].name = EVIL;
    p.system.legende = { text: EVIL, value: 1 };
    const html = personnageHtml(lang, p, "competences") + personnageHtml(lang, p, "biographie");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    const item = itemOfType("arme");
    item.name = EVIL;
    item.system.description = EVIL;
    expect(itemHtml(lang, item)).not.toContain("<script>");
  });
  it("R-CON-9 the Santé tab and the pnj sheet edit system.regeneration in edit mode, labelled, bounded 0..999", () => {
    const doc = dom(personnageHtml(lang, { ...personnage(GM), mode: "edit" }, "sante"));
    const inputs = [...doc.querySelectorAll('input[name^="system.regeneration."]')];
    expect(inputs.map((i) => i.getAttribute("name"))).toEqual(["system.regeneration.vitalite", "system.regeneration.energie", "system.regeneration.confiance"]);
    expect(inputs.map((i) => i.getAttribute("value"))).toEqual(["2", "0", "0"]);
    for (const i of inputs) {
      expect(i.getAttribute("max")).toBe("999");
      expect(i.closest("label")!.textContent!.trim()).toBe(lang === "fr" ? "Régén./tour" : "Regen/round");
    }
    expect(doc.querySelector('[data-constitution="vitalite"] .alt-regeneration')!.textContent).toContain("+2");
    expect(doc.querySelector('[data-constitution="energie"] .alt-regeneration')).toBeNull();
    const npc = dom(pnjHtml(lang, { ...pnj(GM), mode: "edit" }));
    expect(npc.querySelectorAll('input[name^="system.regeneration."]')).toHaveLength(3);
    expect(dom(pnjHtml(lang, pnj(GM))).querySelectorAll('input[name^="system.regeneration."]')).toHaveLength(0);
  });
  it("R-STATE-3 the states area offers entry by spending, disabled with its reason when the Moral refuses", () => {
    const doc = dom(personnageHtml(lang, personnage(GM), "sante"));
    const acharnement = doc.querySelector('button[data-state="acharnement"]')!;
    expect(acharnement.getAttribute("data-action")).toBe("enterStateBySpending");
    expect(acharnement.hasAttribute("disabled")).toBe(true);
    expect(doc.getElementById(acharnement.getAttribute("aria-describedby")!)!.textContent!.trim()).toBeTruthy(); // the reason on screen
    expect(doc.querySelector('button[data-state="flamboyance"]')!.getAttribute("data-action")).toBe("toggleState");
  });
  it("R-XP-7 the Progression tab renders the full log (escaped), the usage, the domaines oubliés and labelled tool buttons", () => {
    const doc = dom(personnageHtml(lang, personnage(GM), "progression"));
    expect(doc.querySelectorAll(".alt-xp-log tbody tr")).toHaveLength(6);
    expect(doc.querySelector(".alt-xp-log b")).toBeNull(); // a reason is text, never markup
    expect(doc.querySelector(".alt-xp-log")!.textContent).toContain("<b>Maître Odran</b>");
    expect(doc.querySelector(".alt-xp-log tr.alt-xp-undone")).not.toBeNull();
    expect(doc.querySelector(".alt-xp-usage-skills")!.textContent).toContain("Mêlée");
    expect(doc.querySelector(".alt-domaines")!.textContent).toContain("Histoire");
    const buttons = [...doc.querySelectorAll(".alt-xp-tools button")];
    expect(buttons.map((b) => b.getAttribute("data-action"))).toEqual(["xpSpend", "xpLog", "xpAward", "xpEllipse", "xpNewArc"]);
    for (const b of buttons) {
      expect(b.getAttribute("aria-label")).toBeTruthy();
      expect(shownTooltip(b).text).toBe(b.getAttribute("aria-label"));
    }
    const player = dom(personnageHtml(lang, personnage({ ...PLAYER, ruleset: "achat" }), "progression"));
    expect([...player.querySelectorAll(".alt-xp-tools button")].map((b) => b.getAttribute("data-action"))).toEqual(["xpSpend", "xpLog", "xpPp"]);
  });

  it("R-MORAL-8 the Conteur's Moral buttons say what they do in words on the Moral panel and the character (WCAG 2.5.3: the name read aloud holds the visible words); the Fatalité spend is not cut", () => {
    const g = groupe(GM);
    const doc = dom(moralPanelHtml(lang, { name: g.name, uuid: g.uuid, system: g.system, members: g.members }, true) + personnageHtml(lang, personnage(GM), "sante"));
    const grants = [...doc.querySelectorAll("button[data-action=moralGrant]")];
    expect(grants.length).toBeGreaterThan(5);
    for (const b of grants) {
      const hidden = [...b.querySelectorAll(".visually-hidden")].map((h) => h.textContent ?? "").join("");
      const visible = (b.textContent ?? "").replace(hidden, "").trim();
      expect(visible, b.outerHTML).toMatch(/^\+1 \p{L}{4,}/u); // « +1 Espoir », "+1 Despair": never a bare « + »
      expect(b.hasAttribute("aria-label"), "the name is the button's own text").toBe(false);
      expect((b.textContent ?? "").replace(/\s+/g, " ").trim().startsWith(visible)).toBe(true);
      expect(hidden.trim().length, "whose point, for a screen reader").toBeGreaterThan(3);
    }
    // the member's name in the group's list, so each button of the list is told apart
    expect(grants.some((b) => (b.textContent ?? "").includes("Brannoc le Roux"))).toBe(true);
    const spend = doc.querySelector("button[data-action=fataliteSpend]")!;
    expect(spend.textContent!.trim()).toBe(localize(lang, "ALTHERION.Moral.Gm.SpendFatalite"));
    expect(spend.textContent!.trim()).not.toMatch(/…|\.\.\.$/);
  });

  it("R-MORAL-8 R-MORAL-7 the group sheet: the Conteur grants a personal point from the member's own row (an icon button named for the member, its tooltip the same words), and the Moral lists no member a second time", () => {
    const doc = dom(groupeHtml(lang, groupe(GM)));
    expect(doc.querySelectorAll(".alt-moral-gm__members, .alt-moral .alt-moral-gm li")).toHaveLength(0);
    expect(doc.querySelector("button[data-action=fataliteSpend]")).not.toBeNull(); // the Fatalité stays with the Moral
    const rows = [...doc.querySelectorAll(".alt-member")];
    for (const row of rows) {
      const name = row.querySelector(".alt-item-name")!.textContent!.trim();
      const grants = [...row.querySelectorAll("button[data-action=moralGrant]")];
      expect(grants.map((b) => b.getAttribute("data-kind")), name).toEqual(["espoir", "desespoir"]);
      for (const b of grants) {
        expect(b.getAttribute("aria-label"), b.outerHTML).toContain(name);
        expect(shownTooltip(b).text).toBe(b.getAttribute("aria-label"));
        expect(b.getAttribute("data-member")).toBe(row.getAttribute("data-uuid"));
      }
    }
    // each member's personal points against its cap (R-MORAL-7: half the Exaltation, rounded down): Brannoc, Exaltation 3, 1 Espoir of 1
    expect(rows[1].querySelector(".alt-member-facts .alt-espoir")!.textContent!.replace(/\s+/g, " ")).toContain("1/1");
    expect(rows[4].querySelector(".alt-member-facts .alt-desespoir")!.textContent!.replace(/\s+/g, " ")).toContain("0/3");
    expect(dom(groupeHtml(lang, groupe(PLAYER))).querySelectorAll("button[data-action=moralGrant]")).toHaveLength(0);
  });

  it("icon buttons have an aria-label and a tooltip; inputs have a label", () => {
    const edit = { ...personnage(GM), mode: "edit" as const };
    const doc = dom(personnageHtml(lang, personnage(GM), "sante") + personnageHtml(lang, personnage(GM), "competences")
      + personnageHtml(lang, edit, "sante") + personnageHtml(lang, edit, "equipement") + pnjHtml(lang, pnj(GM)));
    for (const b of doc.querySelectorAll("button.alt-icon-btn")) {
      expect(b.getAttribute("aria-label")).toBeTruthy();
      expect(b.getAttribute("data-tooltip")).toBeTruthy();
    }
    for (const i of doc.querySelectorAll("input[type=number]")) {
      expect(!!i.getAttribute("aria-label") || !!i.closest("label") || !!doc.querySelector(`label[for="${i.id}"]`)).toBe(true);
    }
  }, 120_000);

  it("R-CREA-2 / R-CAR-6 an over-spent creation budget: the points spent and by how much they are over, the characteristic over its cap named with value and cap", () => {
    const caracteristiques = { force: 5, vigueur: 6, agilite: 9, pouvoir: 4, charisme: 5, perception: 6, intellect: 5, volonte: 6, sagesse: 4 };
    const doc = dom(personnageHtml(lang, { ...enCreation(GM, { caracteristiques }), mode: "edit", creationOpen: true }, "caracteristiques"));
    expect(doc.querySelector(".alt-budget")?.textContent).toBe(lang === "fr" ? "Points dépensés\u00a0: 82\u00a0/\u00a075" : "Points spent: 82\u00a0/\u00a075");
    expect(doc.querySelector(".alt-creation-summary .alt-badge-danger")?.textContent?.trim()).toBe(lang === "fr" ? "Dépassé de 7" : "Over by 7");
    expect(doc.querySelector(".alt-carac[data-carac=agilite]")?.classList.contains("alt-over-cap")).toBe(true);
    expect(doc.body.textContent).toMatch(lang === "fr" ? /Agilité\u00a0: 10 .*9/u : /Agility: 10 over a cap of 9/u);
    // R-CREA-2 a flaw gives back its points: never a line under « Coût »; its points stand apart, positive.
    const [costs, refunds] = [...doc.querySelectorAll("[data-creation-budget] .alt-creation-lines")];
    const flaws = localize(lang, "ALTHERION.Sheet.Creation.Handicaps");
    expect([...costs.querySelectorAll("tbody th")].map((th) => th.textContent)).not.toContain(flaws);
    expect([...refunds.querySelectorAll("thead th")].at(-1)?.textContent).toBe(localize(lang, "ALTHERION.Sheet.Item.PointsRendus"));
    expect([...refunds.querySelectorAll("tbody tr")].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([[flaws, "1", "2"]]);
  });

  it("an item row's actions say which item, with the language's colon (French « Modifier\u00a0: », English \"Edit:\")", () => {
    const doc = dom(personnageHtml(lang, { ...personnage(GM), mode: "edit" as const }, "equipement"));
    const labels = [...doc.querySelectorAll("[data-action] [aria-label], [aria-label]")].map((e) => e.getAttribute("aria-label") ?? "").filter((l) => l.includes(":"));
    expect(labels.length).toBeGreaterThan(0);
    for (const l of labels) expect(l, l).toMatch(lang === "fr" ? /\S\u00a0: \S/u : /\S: \S/u);
  });
});
