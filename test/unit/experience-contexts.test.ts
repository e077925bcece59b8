import { describe, expect, it } from "vitest";
import { buildAwardContext, defaultAwardState, parseAwardForm } from "../../src/applications/experience/award-context";
import { buildEllipseContext, defaultEllipseState, parseEllipseForm } from "../../src/applications/experience/ellipse-context";
import { buildLogContext } from "../../src/applications/experience/log-context";
import { buildPpContext } from "../../src/applications/experience/pp-context";
import { buildSpendContext, parsePurchase, purchaseTarget } from "../../src/applications/experience/spend-context";
import type { SpendInput } from "../../src/applications/experience/spend-context";
import { initialUsage, usageReducer } from "../../src/experience/usage";
import { localize } from "../render/handlebars-env";

const chars = [{ id: "a1", name: "Aèle", img: "a.webp", xpAvailable: 3 }, { id: "b2", name: "Brun", img: "b.webp", xpAvailable: 0 }];

describe("Award XP context (R-XP-1, R-XP-2)", () => {
  it("builds the checklist with the rulebook's numbers and the selected characters' totals", () => {
    const state = defaultAwardState(chars);
    let ctx = buildAwardContext(state, chars);
    expect(ctx.total).toBe(3); // danger 1 + participation 2, × 1 hour
    expect(ctx.characters.map((c) => c.after)).toEqual([6, 3]);
    const next = parseAwardForm({
      mode: "arc", reason: "Arc du pont",
      award: { danger: "3", duration: "weeks", optionalObjectives: "2",
        balance: { allActive: true, balanced: true }, ingenuity: { finished: true }, bonus: { participated: true, fun: true },
        ending: { kind: "act", hard: true } },
      characters: { a1: true, b2: false }, newArc: true,
    }, state);
    ctx = buildAwardContext(next, chars);
    // (3 + 1 + 1 + 3 + 3) × 3 + 2 = 35
    expect(ctx.breakdown).toMatchObject({ danger: 3, balance: 1, ingenuity: 1, bonus: 3, ending: 3, multiplier: 3, total: 35 });
    expect(ctx.selectedCount).toBe(1);
    expect(ctx.groups.find((g) => g.id === "balance")!.lines.find((l) => l.name === "award.balance.balanced")!.disabled).toBe(true);
    expect(ctx.canAward).toBe(true);
  });
  it("R-XP-1 every box of the checklist reads back from the form, and the whole state comes back unchanged", () => {
    const state = defaultAwardState(chars);
    const ctx = buildAwardContext(state, chars);
    const award: Record<string, Record<string, unknown>> = { ending: { kind: "chapter" } };
    for (const g of ctx.groups) for (const l of g.lines) (award[g.id] ??= {})[l.name.split(".")[2]!] = true;
    const ticked = parseAwardForm({ award }, state).award;
    expect(ctx.groups.map((g) => [g.id, g.lines.length])).toEqual([["balance", 5], ["ingenuity", 5], ["bonus", 4], ["ending", 3]]);
    for (const g of ["balance", "ingenuity", "bonus"] as const) expect(Object.values(ticked[g]).every((v) => v === true)).toBe(true);
    expect(ticked.ending).toEqual({ kind: "chapter", objectives: true, hard: true, satisfying: true });
    const form = { award: { ...state.award }, mode: state.mode, ellipse: state.ellipse, characters: Object.fromEntries(state.selected.map((id) => [id, true])), reason: state.reason, newArc: state.newArc, newAct: state.newAct };
    expect(parseAwardForm(form, state)).toEqual(state);
  });

  it("ellipse mode: (weeks + surcharge) × trainer; bad input falls back", () => {
    const state = parseAwardForm({ mode: "ellipse", ellipse: { weeks: "4", surchargeWeeks: "9", trainer: "expert" }, award: { danger: "9" }, characters: { a1: true } }, defaultAwardState(chars));
    expect(state.ellipse).toEqual({ weeks: 4, surchargeWeeks: 4, trainer: "expert" });
    expect(state.award.danger).toBe(5);
    expect(buildAwardContext(state, chars).total).toBe(32);
    expect(parseAwardForm({ mode: "x", ellipse: { trainer: "?" } }, defaultAwardState(chars))).toMatchObject({ mode: "arc", ellipse: { trainer: "libre" }, selected: [] });
  });

  it("every label key exists in both languages", () => {
    const ctx = buildAwardContext(defaultAwardState(chars), chars);
    const keys = [...ctx.danger, ...ctx.endingKinds, ...ctx.durations, ...ctx.ellipse.trainers, ...ctx.modes].map((x) => x.label)
      .concat(ctx.groups.flatMap((g) => [g.label, ...g.lines.map((l) => l.label)]));
    for (const lang of ["fr", "en"] as const) for (const k of keys) expect(localize(lang, k), k).not.toBe(k);
  });
});

const spendInput = (over: Partial<SpendInput> = {}): SpendInput => ({
  actorName: "Aèle", xp: { total: 40, spent: 5 },
  usage: [
    { type: "roll" as const, skills: ["Mêlée"], characteristic: "force", opposition: 4 },
    { type: "roll" as const, skills: ["Histoire"], characteristic: null, opposition: 9 },
  ].reduce(usageReducer, initialUsage()),
  characteristics: { force: 4, agilite: 3 }, combativite: 2,
  skills: [
    { id: "i1", key: "melee", name: "Mêlée", level: 3, categorie: "combat", expertises: [{ nom: "Haches", possedee: false }, { nom: "Lames légères", possedee: true }] },
    { id: "i2", key: "histoire", name: "Histoire", level: 2, categorie: "theoriques", expertises: [] },
    { id: "i3", key: "tir", name: "Tir", level: 5, categorie: "combat", expertises: [] },
  ],
  moment: "receipt", trainer: "none", ellipse: null, espoirAvailable: 0, inSpecialState: false, isGM: false, ...over,
});

describe("Spend XP context (R-XP-3..5, R-XP-7)", () => {
  it("enables only what the rules allow, with reasons and training times", () => {
    const ctx = buildSpendContext(spendInput());
    expect(ctx.xp.available).toBe(35);
    const force = ctx.characteristics.find((c) => c.key === "force")!;
    expect(force).toMatchObject({ allowed: true, cost: 5, training: { amount: 1, unit: "ALTHERION.XP.Unit.Month" } });
    expect(ctx.characteristics.find((c) => c.key === "agilite")!.reasons).toEqual(["ALTHERION.XP.Reason.NotUsed"]);
    const [melee, histoire, tir] = ctx.skills;
    expect(melee).toMatchObject({ allowed: true, cost: 10, opposition: 4, training: { amount: 4, unit: "ALTHERION.XP.Unit.Months" } });
    expect(histoire.reasons).toEqual(["ALTHERION.XP.Reason.TheoriqueNoMeans"]);
    expect(tir.reasons).toEqual(["ALTHERION.XP.Reason.NotUsed", "ALTHERION.XP.Reason.OppositionTooLow"]);
    expect(ctx.combativite.reasons).toEqual(["ALTHERION.XP.Reason.NoCombativiteTrigger"]);
    expect(ctx.domaines.map((d) => [d.name, d.allowed, d.cost])).toEqual([["Mêlée", true, 25], ["Histoire", true, 25]]); // oppositions 4 ≥ 3, 9 ≥ 2
    const marked = buildSpendContext(spendInput({ usage: usageReducer(spendInput().usage, { type: "mark", means: "histoire" }) }));
    expect(marked.skills[1]).toMatchObject({ name: "Histoire", means: true, allowed: true }); // R-XP-3 the GM's mark alone
    const espoir = buildSpendContext(spendInput({ moment: "espoir" }));
    expect(espoir.characteristics.find((c) => c.key === "force")!.reasons).toEqual(["ALTHERION.XP.Reason.NoEspoir"]);
    expect(buildSpendContext(spendInput({ moment: "espoir", espoirAvailable: 1 })).espoir).toEqual({ available: 1, cost: true });
    expect(buildSpendContext(spendInput({ skills: [{ id: "i1", key: "melee", name: "Mêlée", level: 5, categorie: "combat", expertises: [] }] })).domaines[0].reasons).toEqual(["ALTHERION.XP.Reason.OppositionTooLow"]);
    expect(ctx.specialites[0]).toMatchObject({ name: "Mêlée", allowed: true, cost: 5, expertises: [{ nom: "Haches" }] });
    expect(ctx.aptitudes.map((a) => a.cost)).toEqual([10, 15, 20, 30, 50]);
  });

  it("R-SK-6 [I] languages are learnt by practice: no XP row buys their levels, domaines or specialities", () => {
    const input = spendInput();
    const withLanguage = { ...input, skills: [...input.skills, { id: "l1", key: "central", name: "Central", level: 4, categorie: "langues", expertises: [{ nom: "Écriture", possedee: false }] }] };
    const ctx = buildSpendContext(withLanguage);
    const base = buildSpendContext(input);
    expect(ctx.skills.map((s) => s.name)).toEqual(base.skills.map((s) => s.name));
    expect(ctx.specialites.map((s) => s.name)).toEqual(base.specialites.map((s) => s.name));
    expect(ctx.domaines.map((d) => d.name)).toEqual(base.domaines.map((d) => d.name));
  });

  it("a GM may force a refused row, never beyond the XP available", () => {
    const gm = buildSpendContext(spendInput({ isGM: true, xp: { total: 12, spent: 0 } }));
    expect(gm.characteristics.find((c) => c.key === "agilite")!.canOverride).toBe(true);
    expect(gm.combativite.canOverride).toBe(false); // 25 > 12
    expect(buildSpendContext(spendInput()).characteristics.find((c) => c.key === "agilite")!.canOverride).toBe(false);
    expect(buildSpendContext(spendInput({ moment: null })).noMoment).toBe(true);
  });

  it("reads purchases back from the rows and names their log targets", () => {
    const ctx = buildSpendContext(spendInput());
    const p = parsePurchase(ctx.skills[0].purchase)!;
    expect(p).toEqual({ kind: "skill", id: "melee", level: 3, theorique: false });
    expect(purchaseTarget(p)).toBe("skill:melee");
    expect(purchaseTarget(parsePurchase(ctx.specialites[0].expertises[0].purchase)!)).toBe("specialite:melee:Haches");
    expect(parsePurchase("{bad")).toBeNull();
    expect(parsePurchase(JSON.stringify({ kind: "characteristic", id: "nope" }))).toBeNull();
  });
});

describe("Ellipse context (R-XP-6)", () => {
  const people = [{ id: "a1", name: "Aèle", epuisement: 2, fragilite: 3 }];
  it("previews Épuisement and Fragilité, options and ellipse XP", () => {
    let state = defaultEllipseState(people, "moyenne");
    expect(state.weeks).toBe(8);
    let ctx = buildEllipseContext(state, people);
    expect(ctx.characters[0]).toMatchObject({ epuisementAfter: 0, fragiliteAfter: 0, xp: 8 });
    expect(ctx.options.filter((o) => o.allowed).map((o) => o.action)).toEqual(["depenser-xp", "effacer-epuisement", "branche", "baisser-fragilite"]);
    state = parseEllipseForm({ ellipse: "majeure", weeks: "2", trainer: true, trainerKind: "apogee", giveXp: true, characters: { a1: true } }, state);
    expect(state.weeks).toBe(13); // a new ellipse takes its default duration
    ctx = buildEllipseContext(state, people);
    expect(ctx.xp).toBe(65);
    expect(ctx.options.find((o) => o.action === "classe")!.allowed).toBe(true);
  });
});

describe("PP tools context (R-PP)", () => {
  it("shows caps, raise gates, qualities payable from two skills and specialisation degrees", () => {
    const ctx = buildPpContext({
      actorName: "Aèle", isGM: true, base: 50, step: 10, awards: { s1: 15 }, quality: null, contributions: {},
      skills: [
        { id: "s1", name: "Bagarre", level: 30, pp: 28, qualites: ["Souplesse", "Endurance"] },
        { id: "s2", name: "Sport", level: 40, pp: 35, qualites: ["Endurance"] },
      ],
      qualities: [{ id: "q1", name: "Souplesse", competences: [] }],
    });
    const [bagarre, sport] = ctx.skills;
    expect(bagarre).toMatchObject({ qualities: 1, nextRequired: 1, raise: { allowed: true, cost: 4 } });
    expect(bagarre.preview).toMatchObject({ surplus: 13, needsChoice: true });
    expect(sport.qualities).toBe(0);
    expect(ctx.qualityCost).toBe(60);
    expect(ctx.offered).toHaveLength(1);
    expect(ctx.offered[0]).toMatchObject({ name: "Endurance", cost: 60, allowed: true });
    expect(ctx.offered[0].payers.map((p) => p.amount)).toEqual([25, 35]);
    expect(bagarre.specialisations.map((s) => [s.degree, s.allowed])).toEqual([["debutant", true], ["confirme", false], ["expert", false], ["maitre", false]]);
    const chosen = buildPpContext({ ...{
      actorName: "A", isGM: true, base: 50, step: 10, awards: {}, skills: [
        { id: "s1", name: "Bagarre", level: 30, pp: 28, qualites: ["Endurance"] }, { id: "s2", name: "Sport", level: 40, pp: 35, qualites: ["Endurance"] }],
      qualities: [] }, quality: "Endurance", contributions: { s1: 28, s2: 20 } });
    expect(chosen.offered[0]).toMatchObject({ chosen: true, allowed: false, reasons: ["ALTHERION.PP.Reason.WrongTotal"] });
  });
});

describe("XP log context", () => {
  it("newest first; GM edits its own rows, never the data model's", () => {
    const ctx = buildLogContext({
      actorName: "A", isGM: true, xp: { total: 10, spent: 5 }, editing: "x",
      entries: [
        { id: "system-0", date: "2025-01-01", kind: "spend", amount: 5, reason: "Apt", arc: null, act: null, target: null, readonly: true },
        { id: "x", date: "2025-02-01T00:00:00Z", kind: "gain", amount: 10, reason: "Arc", arc: 2, act: 1, target: null },
      ],
    });
    expect(ctx.rows.map((r) => [r.id, r.canEdit, r.editing, r.amountText])).toEqual([["x", true, true, "+10"], ["system-0", false, false, "−5"]]);
    expect(ctx.rows[0].arcAct).toBe("1 / 2");
    expect(ctx.xp.available).toBe(5);
  });
});
