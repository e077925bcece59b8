import { describe, expect, it } from "vitest";
import { buildAwardContext, defaultAwardState } from "../../src/applications/experience/award-context";
import { buildEllipseContext, defaultEllipseState } from "../../src/applications/experience/ellipse-context";
import { buildLogContext } from "../../src/applications/experience/log-context";
import { buildPpContext } from "../../src/applications/experience/pp-context";
import { ADVANCEMENT_STEPS, buildSpendContext } from "../../src/applications/experience/spend-context";
import { reduceAdvancement } from "../../src/rules/index";
import { XP_CHARS as chars, XP_ELLIPSE_PEOPLE, XP_EVIL as EVIL, XP_LOG_ENTRIES, XP_PP_INPUT, XP_SPEND_INPUT } from "./dialog-fixtures";
import { render } from "./handlebars-env";
import { htmlDocument as dom } from "../helpers/dom";

const noMissingKey = (html: string) => expect(html).not.toMatch(/ALTHERION\.(XP|PP)\./);


describe.each(["fr", "en"] as const)("experience templates (%s)", (lang) => {
  it("award: checklist, characters, escaped names, button state", () => {
    const arc = render(lang, "templates/experience/award.hbs", buildAwardContext(defaultAwardState(chars), chars));
    noMissingKey(arc);
    expect(arc).not.toContain("<script>");
    const doc = dom(arc);
    expect(doc.querySelectorAll("input[type=checkbox][name^='award.']")).toHaveLength(17);
    expect(doc.querySelector("[data-action=award]")?.hasAttribute("disabled")).toBe(false);
    expect(doc.querySelector("input[name='award.balance.balanced']")?.hasAttribute("disabled")).toBe(true);
    expect(doc.querySelector(".alt-xp-character .alt-xp-name")?.textContent).toBe(EVIL);
    const ellipse = render(lang, "templates/experience/award.hbs", buildAwardContext({ ...defaultAwardState(chars), mode: "ellipse", selected: [] }, chars));
    noMissingKey(ellipse);
    expect(dom(ellipse).querySelector("[data-action=award]")?.hasAttribute("disabled")).toBe(true);
  });

  it("spend: the guided flow's steps, buy buttons only on allowed rows, overrides only for the GM, escaped names", () => {
    const input = XP_SPEND_INPUT;
    const player = render(lang, "templates/experience/spend.hbs", buildSpendContext({ ...input, isGM: false }));
    noMissingKey(player);
    expect(player).not.toContain("<script>");
    const doc = dom(player);
    expect([...doc.querySelectorAll(".alt-creation-steps [data-action=step]")].map((b) => b.getAttribute("data-step"))).toEqual([...ADVANCEMENT_STEPS]);
    expect(doc.querySelector("[aria-current=step]")?.getAttribute("data-step")).toBe("competences");
    const buys = [...doc.querySelectorAll("tr [data-action=buy]")].map((b) => b.closest("tr")?.querySelector("th")?.textContent?.trim());
    expect(buys).toHaveLength(1);
    expect(buys[0]).toMatch(/^Mêlée/);
    expect(doc.querySelector("details.alt-xp-later tbody tr th")?.textContent).toContain(EVIL);
    expect(doc.querySelectorAll("[data-action=override]")).toHaveLength(0);
    expect(doc.querySelector("[data-action=undoLast]")?.hasAttribute("disabled")).toBe(true);
    const gm = dom(render(lang, "templates/experience/spend.hbs", buildSpendContext({ ...input, isGM: true })));
    expect(gm.querySelectorAll("tr [data-action=override]").length).toBeGreaterThan(0);
    const moment = dom(render(lang, "templates/experience/spend.hbs", buildSpendContext({ ...input, step: "moment", isGM: true })));
    expect(moment.querySelector("input[name='usage.nearlyDied']")).not.toBeNull();
    expect(moment.querySelector("select[name=moment] option[selected]")?.getAttribute("value")).toBe("receipt");
    for (const step of ADVANCEMENT_STEPS) noMissingKey(render(lang, "templates/experience/spend.hbs", buildSpendContext({ ...input, step, isGM: true })));
    const bought = reduceAdvancement(input.state, { type: "buy", purchase: { kind: "skill", id: "melee", level: 3 } }, { isGM: false });
    const revue = dom(render(lang, "templates/experience/spend.hbs", buildSpendContext({ ...input, state: bought, step: "revue", isGM: false })));
    expect(revue.querySelector(".alt-xp-bought li")?.textContent).toContain("Mêlée");
    expect(revue.querySelector("[data-action=undoLast]")?.hasAttribute("disabled")).toBe(false);
  });

  it("log: GM row actions, undone rows, escaped reasons", () => {
    const html = render(lang, "templates/experience/log.hbs", buildLogContext({
      actorName: "A", isGM: true, xp: { total: 10, spent: 0 }, editing: null,
      entries: XP_LOG_ENTRIES,
    }));
    noMissingKey(html);
    expect(html).not.toContain("<script>");
    const doc = dom(html);
    expect(doc.querySelectorAll("[data-action=undo]")).toHaveLength(1);
    expect(doc.querySelectorAll("[data-action=redo]")).toHaveLength(1);
    expect(doc.querySelector(".alt-xp-undone")?.getAttribute("data-entry-id")).toBe("y");
    const editing = dom(render(lang, "templates/experience/log.hbs", buildLogContext({ actorName: "A", isGM: true, xp: { total: 0, spent: 0 }, editing: "x",
      entries: [{ id: "x", date: "2025-02-01", kind: "gain", amount: 10, reason: EVIL, arc: null, act: null, target: null }] })));
    expect((editing.querySelector("input[name='entry.reason']") as unknown as { value: string }).value).toBe(EVIL);
  });

  it("R-XP-7 log: a row kept from an older shape shows its original, escaped", () => {
    const original = JSON.stringify({ montant: "dix", raison: EVIL });
    const doc = dom(render(lang, "templates/experience/log.hbs", buildLogContext({ actorName: "A", isGM: true, xp: { total: 0, spent: 0 }, editing: null,
      entries: [{ id: "k", date: "2025-02-01", kind: "gain", amount: 0, reason: "", arc: null, act: null, target: null, undone: true, original }] })));
    expect(doc.querySelector(".alt-xp-original code")?.textContent).toBe(original);
    expect(doc.querySelector(".alt-xp-original script")).toBeNull();
  });

  it("ellipse and PP tools render with their labels", () => {
    const people = XP_ELLIPSE_PEOPLE;
    const e = render(lang, "templates/experience/ellipse.hbs", buildEllipseContext(defaultEllipseState(people, "moyenne"), people));
    noMissingKey(e);
    expect(e).not.toContain("<script>");
    expect(dom(e).querySelectorAll(".alt-xp-options li")).toHaveLength(6);
    const pp = render(lang, "templates/experience/pp.hbs", buildPpContext(XP_PP_INPUT));
    noMissingKey(pp);
    expect(pp).not.toContain("<script>");
    const doc = dom(pp);
    expect(doc.querySelector(".alt-pp-cap")).not.toBeNull();
    expect(doc.querySelector("[data-quality]")?.getAttribute("data-quality")).toBe(EVIL);
  });

  it("R-XP-2 the ellipse's trainer is chosen only when « with a trainer » is ticked", () => {
    const people = XP_ELLIPSE_PEOPLE;
    const state = defaultEllipseState(people, "moyenne");
    const without = dom(render(lang, "templates/experience/ellipse.hbs", buildEllipseContext(state, people)));
    expect(without.querySelector('select[name="trainerKind"]')).toBeNull();
    const withTrainer = dom(render(lang, "templates/experience/ellipse.hbs", buildEllipseContext({ ...state, trainer: true }, people)));
    expect(withTrainer.querySelector('select[name="trainerKind"]')).not.toBeNull();
  });

  it("R-PP-5 a quality's payment field says whose PP it takes and out of how many", () => {
    const input = { ...XP_PP_INPUT, skills: [{ id: "s1", name: "Escrime", level: 30, pp: 20, qualites: ["Précision"] }] };
    const doc = dom(render(lang, "templates/experience/pp.hbs", buildPpContext(input)));
    const field = doc.querySelector<HTMLInputElement>('.alt-pp-quality input[name="pay.s1"]')!;
    const label = field.closest("label")!.textContent!.replace(/[ \t\n]+/g, " ").trim();
    expect(label).toBe(lang === "fr" ? "PP d'Escrime sur 20\u00a0PP disponibles" : "Escrime PP of 20\u00a0PP available");
    // R-PP-5 how a quality is paid, said once above the qualities on offer
    expect(doc.querySelector(".alt-pp-qualities > p.alt-xp-hint")?.textContent).toContain(lang === "fr" ? "compétences qui la listent" : "skills that list it");
  });
});
