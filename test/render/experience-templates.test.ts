import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { buildAwardContext, defaultAwardState } from "../../src/applications/experience/award-context";
import { buildEllipseContext, defaultEllipseState } from "../../src/applications/experience/ellipse-context";
import { buildLogContext } from "../../src/applications/experience/log-context";
import { buildPpContext } from "../../src/applications/experience/pp-context";
import { buildSpendContext } from "../../src/applications/experience/spend-context";
import { initialUsage, usageReducer } from "../../src/experience/usage";
import { render } from "./handlebars-env";

const EVIL = `<script>alert("x")</script>`;
const dom = (html: string) => { const w = new Window(); w.document.body.innerHTML = html; return w.document; };
const noMissingKey = (html: string) => expect(html).not.toMatch(/ALTHERION\.(XP|PP)\./);

const chars = [{ id: "a1", name: EVIL, img: "a.webp", xpAvailable: 3 }, { id: "b2", name: "Brun", img: "b.webp", xpAvailable: 0 }];
const usage = [{ type: "roll" as const, skills: ["Mêlée"], characteristic: "force", opposition: 4 }].reduce(usageReducer, initialUsage());
const skills = [{ id: "i1", name: "Mêlée", level: 3, categorie: "combat", expertises: [{ nom: EVIL, possedee: false }] }, { id: "i2", name: EVIL, level: 1, categorie: "pratiques", expertises: [] }];

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

  it("spend: buy buttons only on allowed rows, overrides only for the GM, escaped names", () => {
    const input = { actorName: EVIL, xp: { total: 30, spent: 0 }, usage, characteristics: { force: 3 }, combativite: 2, skills, moment: "receipt" as const, trainer: "none" as const, ellipse: null, theoriqueMeans: false };
    const player = render(lang, "templates/experience/spend.hbs", buildSpendContext({ ...input, isGM: false }));
    noMissingKey(player);
    expect(player).not.toContain("<script>");
    const doc = dom(player);
    const buys = [...doc.querySelectorAll("tr [data-action=buy]")].map((b) => b.closest("tr")?.querySelector("th")?.textContent?.trim());
    expect(buys.some((t) => t?.startsWith("Mêlée"))).toBe(true);
    expect(doc.querySelectorAll("[data-action=override]")).toHaveLength(0);
    const gm = dom(render(lang, "templates/experience/spend.hbs", buildSpendContext({ ...input, isGM: true })));
    expect(gm.querySelectorAll("tr [data-action=override]").length).toBeGreaterThan(0);
    expect(gm.querySelector("input[name='usage.nearlyDied']")).not.toBeNull();
  });

  it("log: GM row actions, undone rows, escaped reasons", () => {
    const html = render(lang, "templates/experience/log.hbs", buildLogContext({
      actorName: "A", isGM: true, xp: { total: 10, spent: 0 }, editing: null,
      entries: [
        { id: "x", date: "2025-02-01T00:00:00Z", kind: "gain", amount: 10, reason: EVIL, arc: 1, act: 1, target: null },
        { id: "y", date: "2025-02-02T00:00:00Z", kind: "spend", amount: 5, reason: "Force +1", arc: 1, act: 1, target: "characteristic:force", undone: true },
      ],
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

  it("ellipse and PP tools render with their labels", () => {
    const people = [{ id: "a1", name: EVIL, epuisement: 1, fragilite: 2 }];
    const e = render(lang, "templates/experience/ellipse.hbs", buildEllipseContext(defaultEllipseState(people, "moyenne"), people));
    noMissingKey(e);
    expect(e).not.toContain("<script>");
    expect(dom(e).querySelectorAll(".alt-xp-options li")).toHaveLength(6);
    const pp = render(lang, "templates/experience/pp.hbs", buildPpContext({
      actorName: "A", isGM: true, base: 50, step: 10, awards: { s1: 40 }, quality: null, contributions: {},
      skills: [{ id: "s1", name: EVIL, level: 30, pp: 20, qualites: [EVIL] }], qualities: [],
    }));
    noMissingKey(pp);
    expect(pp).not.toContain("<script>");
    const doc = dom(pp);
    expect(doc.querySelector(".alt-pp-cap")).not.toBeNull();
    expect(doc.querySelector("[data-quality]")?.getAttribute("data-quality")).toBe(EVIL);
  });
});
