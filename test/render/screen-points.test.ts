/**
 * What the screens show, through the real templates: play mode shows the Lignée and the native
 * language as text; effect lengths in the language's words and plurals (« 3 tours »); each exploit die with its role
 * and what it did; the group's member actions labelled; a disabled control's reason in words on screen
 * (templates/parts/reason.hbs), never only in a title or tooltip.
 */
import { describe, expect, it } from "vitest";
import { effectLengthText } from "../../src/applications/sheets/list-context";
import { buildPpContext } from "../../src/applications/experience/pp-context";
import { exploitCardView } from "../../src/chat/exploit-card";
import { EFFECTS, GM, PLAYER, groupe, personnage } from "../fixtures/sheet-fixtures";
import { groupeHtml, moralPanelHtml, personnageHtml } from "../fixtures/sheet-html";
import { combatCards, otherCards } from "./card-states";
import { XP_PP_INPUT } from "./dialog-fixtures";
import { render, testWords, type Lang } from "./handlebars-env";
import { shownTooltip } from "../helpers/tooltips";
import { htmlDocument as dom } from "../helpers/dom";

const LANGS = ["fr", "en"] as const;
/** An element's words, line breaks and indentation folded (no-break spaces kept). */
const text = (e: { textContent: string | null } | null) => (e?.textContent ?? "").replace(/[ \t\r\n]+/g, " ").trim();
type Doc = ReturnType<typeof dom>;
type El = NonNullable<ReturnType<Doc["querySelector"]>>;

/** Every disabled control that says why names a paragraph of words on screen; none says it only in a title. */
function reasonsShown(doc: Doc): El[] {
  expect(doc.querySelectorAll("button[disabled][title], input[disabled][title], select[disabled][title]")).toHaveLength(0);
  const described = [...doc.querySelectorAll("[disabled][aria-describedby]")];
  for (const control of described) {
    const reason = doc.getElementById(control.getAttribute("aria-describedby")!);
    expect(reason, control.outerHTML).not.toBeNull();
    expect(reason!.classList.contains("visually-hidden")).toBe(false);
    expect(reason!.classList.contains("alt-reason")).toBe(true);
    expect(text(reason).length).toBeGreaterThan(10);
  }
  return described;
}

describe("play mode shows the Lignée and the native language as text", () => {
  it.each(LANGS)("no Lignée input or select in play mode, its full name and swap in words; inputs in edit mode (%s)", (lang) => {
    const swapped = personnage(GM, { echangeLignee: { de: "vigueur", vers: "force" } });
    const play = dom(personnageHtml(lang, swapped, "caracteristiques"));
    const lineage = play.querySelector(".alt-lineage")!;
    expect(lineage.querySelectorAll("input, select")).toHaveLength(0);
    expect(text(lineage.querySelector(".alt-lineage-facts"))).toContain("Lignée des Hautes-Brumes");
    expect(text(lineage.querySelector(".alt-lineage-facts"))).toContain(lang === "fr" ? "le −1 de Vigueur passe sur Force" : "the −1 of Vigor moves to Strength");
    const edit = dom(personnageHtml(lang, { ...swapped, mode: "edit" }, "caracteristiques"));
    expect(edit.querySelector('.alt-lineage input[name="system.lignee"]')!.getAttribute("value")).toBe("Lignée des Hautes-Brumes");
    expect(edit.querySelectorAll('.alt-lineage select[name^="system.echangeLignee."]')).toHaveLength(2);
    expect(edit.querySelector('select[name="system.echangeLignee.de"] option[selected]')!.textContent).toContain("−1");
  });

  it("the native language is text in play mode, a select in edit mode", () => {
    const chosen = personnage(GM);
    const play = dom(personnageHtml("fr", chosen, "competences"));
    expect(play.querySelector('select[name="system.langueNatale"]')).toBeNull();
    expect(text(play.querySelector(".alt-native-language"))).toMatch(/^Langue natale\u00a0: \S/);
    expect(dom(personnageHtml("fr", { ...chosen, mode: "edit" }, "competences")).querySelector('select[name="system.langueNatale"]')).not.toBeNull();
  });
});

describe("effect lengths in the language's words (never core's English « 3 rounds » on a French sheet)", () => {
  it("glossary rev 3 rounds (« tours ») and turns (« actions ») and world time through the plural helper, never core's label", () => {
    const fr = testWords("fr"), en = testWords("en");
    expect(effectLengthText(fr, { rounds: 3, turns: 0 })).toBe("3 tours");
    expect(effectLengthText(fr, { rounds: 1, turns: 0 })).toBe("1 tour");
    expect(effectLengthText(en, { rounds: 1, turns: 2 })).toBe("1 round, 2 turns");
    expect(effectLengthText(fr, { rounds: 0, turns: 2 })).toBe("2 actions");
    expect(effectLengthText(fr, { seconds: 7200 })).toBe("2\u00a0heures");
    expect(effectLengthText(en, { seconds: 90 })).toBe("90 seconds");
    expect(effectLengthText(fr, null)).toBe("");
    const timed = EFFECTS.map((e) => (e.temporary ? { ...e, duration: { seconds: 600 } } : e));
    const doc = dom(personnageHtml("fr", { ...personnage(GM), effects: timed }, "effets"));
    expect(text(doc.querySelector('[data-effect-section="temporary"] .alt-facts'))).toBe("Durée 10\u00a0minutes");
  });
});

describe("R-MORAL-4 R-MORAL-5 each exploit die says its role and what it did", () => {
  const dice = (lang: Lang, kind: "espoir" | "desespoir", rolled: number[]) => {
    const doc = dom(render(lang, "templates/moral/exploit-card.hbs", exploitCardView(kind, rolled, "La Compagnie")));
    return [...doc.querySelectorAll(".alt-dice")].map((g) => ({
      label: text(g.querySelector(".alt-dice__label")),
      dice: [...g.querySelectorAll(".alt-die")].map((d) => ({
        face: text(d.querySelector(".alt-die__face")), mark: text(d.querySelector(".alt-die__mark")), said: text(d.querySelector(".visually-hidden")), tooltip: shownTooltip(d).text,
      })),
    }));
  };

  it("Espoir: its one die is the degree of success, kept", () => {
    expect(dice("fr", "espoir", [7])).toEqual([{ label: "Degré de réussite", dice: [{ face: "7", mark: "✓", said: "gardé", tooltip: "Degré de réussite · gardé" }] }]);
  });

  it.each(LANGS)("Désespoir: the best die is the degree, the other the Frailty to share out; both count (✓, never the dropped ✗) (%s)", (lang) => {
    const groups = dice(lang, "desespoir", [2, 9]);
    expect(groups.map((g) => [g.label, g.dice.map((d) => [d.face, d.mark])])).toEqual(lang === "fr"
      ? [["Degré de réussite", [["9", "✓"]]], ["Fragilité à répartir", [["2", "✓"]]]]
      : [["Degree of success", [["9", "✓"]]], ["Frailty to share out", [["2", "✓"]]]]);
    if (lang === "fr") {
      expect(groups[0].dice[0].said).toBe("le meilleur dé, gardé\u00a0: le degré de réussite");
      expect(groups[1].dice[0].tooltip).toBe("Fragilité à répartir · l'autre dé\u00a0: la Fragilité à répartir");
    }
    const tie = dice(lang, "desespoir", [6, 6]);
    expect(tie.map((g) => g.dice.map((d) => d.face))).toEqual([["6"], ["6"]]); // one die each, even on a tie
  });

  it.each(LANGS)("the dice carry the numbers: no line below repeats the degree or the Frailty (%s)", (lang) => {
    for (const [kind, rolled] of [["espoir", [7]], ["desespoir", [2, 9]]] as const) {
      const doc = dom(render(lang, "templates/moral/exploit-card.hbs", exploitCardView(kind, [...rolled], "La Compagnie")));
      const outsideDice = [...doc.querySelectorAll(".alt-card > :not(.alt-card__dice)")].map((el) => text(el)).join(" ");
      for (const n of rolled) expect(outsideDice, `${kind}: ${n}`).not.toMatch(new RegExp(`(?<!\\d)${n}(?!\\d)`));
    }
  });
});

describe("the group's member actions: compact icon buttons, each named for its member", () => {
  it.each(LANGS)("each member button has an accessible name with the action and the member, and the same words as its tooltip (%s)", (lang) => {
    const doc = dom(groupeHtml(lang, groupe(GM)));
    const rows = [...doc.querySelectorAll(".alt-member")];
    const buttons = rows.map((r) => [...r.querySelectorAll(".alt-member-actions button")]);
    expect(buttons.map((b) => b.map((x) => x.getAttribute("data-action")))).toEqual([
      ["moralSpend", "moralSpend", "removeMember"], ["moralSpend", "moralSpend", "removeMember"], ["removeMember"], ["removeMember"], ["removeMember"],
    ]); // two owned members: spend Espoir and Désespoir; every member: remove (its name opens its sheet)
    rows.forEach((row, i) => {
      const name = text(row.querySelector(".alt-item-name"));
      for (const b of buttons[i]) {
        expect(b.classList.contains("alt-icon-btn"), b.outerHTML).toBe(true);
        expect(text(b), "an icon, no text").toBe("");
        expect(b.getAttribute("aria-label")).toContain(name);
        expect(shownTooltip(b).text).toBe(b.getAttribute("aria-label"));
      }
      const open = row.querySelector("button.alt-item-name")!;
      expect([open.getAttribute("data-action"), open.getAttribute("data-member")]).toEqual(["openMember", row.getAttribute("data-uuid")]);
      expect(shownTooltip(open).text.length).toBeGreaterThan(3);
    });
  });
});

describe("a disabled control's reason is in words on screen, not only in a title (WCAG)", () => {
  it.each(LANGS)("R-MORAL-4 R-MORAL-5 the exploit buttons say why they are disabled, on the sheet and the Moral panel (%s)", (lang) => {
    const doc = dom(groupeHtml(lang, groupe(GM, { espoir: 3, desespoir: 1 })));
    const exploits = [...doc.querySelectorAll('button[data-action="moralExploit"]')];
    expect(exploits.map((b) => b.hasAttribute("disabled"))).toEqual([true, true]);
    expect(reasonsShown(doc)).toEqual(expect.arrayContaining(exploits));
    const why = exploits.map((b) => text(doc.getElementById(b.getAttribute("aria-describedby")!)));
    expect(why[0]).toContain(lang === "fr" ? "Galvanisé" : "Galvanized");
    expect(why[1]).toContain(lang === "fr" ? "Tourmenté" : "in Torment");
    const galvanise = dom(groupeHtml(lang, groupe(GM, { espoir: 5, desespoir: 0 })));
    const open = galvanise.querySelector('button[data-action="moralExploit"][data-kind="espoir"]')!;
    expect(open.hasAttribute("disabled")).toBe(false);
    expect(open.hasAttribute("aria-describedby")).toBe(false);
    const g = groupe(PLAYER, { espoir: 3, desespoir: 1 });
    const panel = dom(moralPanelHtml(lang, { name: g.name, uuid: g.uuid, system: g.system, members: g.members }));
    expect(reasonsShown(panel).length).toBeGreaterThanOrEqual(2);
  });

  it("R-MORAL-2 R-MORAL-3 a member's spend buttons, disabled with an empty Moral, say so once under the list", () => {
    const doc = dom(groupeHtml("fr", groupe(GM, { espoir: 0, desespoir: 0 })));
    const spends = [...doc.querySelectorAll('button[data-action="moralSpend"]')];
    expect(spends).toHaveLength(4);
    expect(spends.every((b) => b.hasAttribute("disabled"))).toBe(true);
    reasonsShown(doc);
    expect(doc.querySelectorAll(".alt-members > .alt-reason")).toHaveLength(2);
    expect(text(doc.querySelector(".alt-members > .alt-reason"))).toContain("aucun point d'Espoir");
  });

  it("R-STATE-2 La Zone, entered by its roll, says so beside its disabled button for a player", () => {
    const doc = dom(personnageHtml("fr", personnage(PLAYER), "sante"));
    const zone = doc.querySelector('button[data-state="zone"]')!;
    expect(zone.hasAttribute("disabled")).toBe(true);
    expect(reasonsShown(doc)).toContain(zone);
    expect(zone.hasAttribute("data-tooltip")).toBe(false);
  });

  it("R-FIGHT-2 the defence bar's Parade against an explosion, and the PP tool's refused buys, say why on screen", () => {
    const [bar, view] = combatCards().bar;
    const doc = dom(render("fr", bar, view));
    const parry = [...doc.querySelectorAll("button[disabled]")];
    expect(parry.length).toBeGreaterThan(0);
    expect(reasonsShown(doc)).toEqual(parry);
    expect(text(doc.querySelector(".alt-reason"))).toContain("Parade inutile contre une explosion");
    const pp = dom(render("fr", "templates/experience/pp.hbs", buildPpContext(XP_PP_INPUT)));
    const refused = [...pp.querySelectorAll('button[data-action="raise"][disabled], button[data-action="specialisation"][disabled], button[data-action="quality"][disabled]')];
    expect(reasonsShown(pp)).toEqual(refused);
  });

  it.each(LANGS)("no card, sheet or panel gives a disabled control's reason only in a title (%s)", (lang) => {
    for (const [template, view] of Object.values({ ...combatCards(), ...otherCards() })) reasonsShown(dom(render(lang, template, view)));
    for (const tab of ["caracteristiques", "sante", "equipement", "progression"] as const) {
      reasonsShown(dom(personnageHtml(lang, personnage(PLAYER), tab)));
      reasonsShown(dom(personnageHtml(lang, { ...personnage(GM), mode: "edit" }, tab)));
    }
  });
});
