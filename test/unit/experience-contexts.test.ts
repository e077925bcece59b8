import { describe, expect, it } from "vitest";
import { buildAwardContext, defaultAwardState, parseAwardForm } from "../../src/applications/experience/award-context";
import { buildEllipseContext, defaultEllipseState, parseEllipseForm, surchargeOf } from "../../src/applications/experience/ellipse-context";
import { buildLogContext } from "../../src/applications/experience/log-context";
import { buildPpContext } from "../../src/applications/experience/pp-context";
import { ADVANCEMENT_STEPS, buildSpendContext, parsePurchase } from "../../src/applications/experience/spend-context";
import { AELE, AELE_USAGE, advancementState } from "../fixtures/advancement";
import type { SpendInput } from "../../src/applications/experience/spend-context";
import { localize } from "../render/handlebars-env";
import { DEFAULT_PREMICE, constitutionMax, defaultBonusShares, freshConstitution, reduceAdvancement } from "../../src/rules/index";

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

  it("R-XP-1 picking « Fin d'acte » ticks « Nouvel acte » (ending an act opens one); the GM may untick it; leaving it unticks", () => {
    const state = defaultAwardState(chars);
    expect(state.newAct).toBe(false);
    const act = parseAwardForm({ award: { ending: { kind: "act" } }, newArc: true }, state);
    expect(act.newAct).toBe(true);
    expect(parseAwardForm({ award: { ending: { kind: "act" } }, newArc: true }, { ...act, newAct: true }).newAct).toBe(false); // unticked by the GM, same ending
    expect(parseAwardForm({ award: { ending: { kind: "act" } }, newAct: true }, act).newAct).toBe(true);
    expect(parseAwardForm({ award: { ending: { kind: "chapter" } }, newAct: true }, act).newAct).toBe(false);
    const chapter = parseAwardForm({ award: { ending: { kind: "chapter" } } }, state);
    expect(parseAwardForm({ award: { ending: { kind: "chapter" } }, newAct: true }, chapter).newAct).toBe(true); // the GM's own tick, same ending
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

const spendInput = (over: Partial<SpendInput> = {}, state = advancementState(structuredClone(AELE), AELE_USAGE)): SpendInput => ({
  state, step: "competences", arc: 1, act: 1, isGM: false, ...over,
});

describe("the guided Spend XP flow's view (R-XP-3..5, R-XP-7)", () => {
  it("R-XP-3 each step lists what the rules allow now, then the rest with its reasons, and counts what is possible now", () => {
    const ctx = buildSpendContext(spendInput());
    expect(ctx.xp.available).toBe(35);
    expect(ctx.flow.steps.map((s) => [s.id, s.count])).toEqual([
      ["moment", 0], ["caracteristiques", 1], ["competences", 1], ["combativite", 0], ["domaines", 2], ["specialites", 1], ["aptitudes", 0], ["revue", 0],
    ]);
    expect(ctx.flow).toMatchObject({ stepNumber: 3, stepLabel: "ALTHERION.XP.Spend.Step.competences", rule: "ALTHERION.XP.Spend.Rule.competences" });
    expect(ctx.skills.now.map((r) => [r.label, r.cost, r.training])).toEqual([["Mêlée", 10, { amount: 4, unit: "ALTHERION.XP.Unit.Months" }]]);
    expect(ctx.skills.later.map((r) => [r.label, r.reasons])).toEqual([
      ["Histoire", ["ALTHERION.XP.Reason.TheoriqueNoMeans"]], ["Tir", ["ALTHERION.XP.Reason.NotUsed", "ALTHERION.XP.Reason.OppositionTooLow"]],
    ]);
    expect(ctx.characteristics.now.map((r) => r.label)).toEqual(["ALTHERION.Caracteristique.force"]);
    expect(ctx.combativite.later[0].reasons).toEqual(["ALTHERION.XP.Reason.NoCombativiteTrigger"]);
    expect(ctx.specialites.now[0]).toMatchObject({ label: "Mêlée — Haches", cost: 5 });
    expect(ctx.situation).toMatchObject({ noMoment: false, allowedNow: 5 });
    expect(buildSpendContext(spendInput({}, advancementState(structuredClone(AELE), AELE_USAGE, { situation: { moment: null } }))).situation).toMatchObject({ noMoment: true, allowedNow: 0 });
  });

  it("R-XP-3 the review lists this window's purchases, newest first, and offers undo unless the last was paid with Espoir", () => {
    const s = advancementState(structuredClone(AELE), AELE_USAGE, { situation: { moment: "espoir" }, espoir: 1 });
    const paid = reduceAdvancement(s, { type: "buy", purchase: { kind: "characteristic", id: "force" } }, { isGM: false });
    expect(buildSpendContext(spendInput({ step: "revue" }, paid)).revue).toEqual({
      applied: [{ key: "ALTHERION.XP.Spend.Log.Characteristic", name: "ALTHERION.Caracteristique.force", expertise: "", cost: 5, override: false, espoir: true }],
      canUndo: false, lastPaidEspoir: true,
    });
    const plain = reduceAdvancement(advancementState(structuredClone(AELE), AELE_USAGE), { type: "buy", purchase: { kind: "skill", id: "melee", level: 3 } }, { isGM: false });
    expect(buildSpendContext(spendInput({ step: "revue" }, plain)).revue).toMatchObject({ canUndo: true, lastPaidEspoir: false, applied: [{ name: "Mêlée", cost: 10 }] });
  });

  it("reads purchases back from the rows; malformed ones give nothing", () => {
    const ctx = buildSpendContext(spendInput());
    expect(parsePurchase(ctx.skills.now[0].purchase)).toEqual({ kind: "skill", id: "melee", level: 3, theorique: false });
    expect(parsePurchase(ctx.specialites.now[0].purchase)).toEqual({ kind: "specialite", skill: "melee", expertise: "Haches" });
    expect(parsePurchase("{bad")).toBeNull();
    expect(parsePurchase(JSON.stringify({ kind: "characteristic", id: "nope" }))).toBeNull();
    expect(parsePurchase(JSON.stringify({ kind: "specialite", skill: "melee" }))).toBeNull();
  });

  it("every label key of the flow exists in both languages", () => {
    const ctx = buildSpendContext(spendInput({ isGM: true }));
    const keys = [...ctx.flow.steps.map((s) => s.label), ...ADVANCEMENT_STEPS.map((s) => `ALTHERION.XP.Spend.Rule.${s}`), ...ctx.situation.moments.map((m) => m.label),
      ...ctx.situation.trainers.map((m) => m.label), ...ctx.skills.all.flatMap((r) => r.reasons)];
    for (const lang of ["fr", "en"] as const) for (const k of keys) expect(localize(lang, k), k).not.toBe(k);
  });
});

describe("Ellipse context (R-XP-6)", () => {
  // Exaltation 2 with the default split: every constitution's max is 30 (R-CON-2)
  const max = constitutionMax(2, DEFAULT_PREMICE, defaultBonusShares(2)[0]);
  const people = [{ id: "a1", name: "Aèle", epuisement: 2, fragilite: 3, constitutions: { vitalite: freshConstitution(max), energie: freshConstitution(max), confiance: freshConstitution(max) } }];
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

  it("R-XP-2 without a trainer the ellipse's XP is free training (×1), whatever kind was chosen before", () => {
    const ticked = parseEllipseForm({ ellipse: "moyenne", weeks: "8", trainer: true, trainerKind: "apogee", giveXp: true, characters: { a1: true } }, defaultEllipseState(people, "moyenne"));
    expect(buildEllipseContext(ticked, people)).toMatchObject({ xp: 40, training: { label: "ALTHERION.XP.Trainer.Apogee", multiplier: 5 } });
    const unticked = { ...ticked, trainer: false };
    expect(buildEllipseContext(unticked, people)).toMatchObject({ xp: 8, training: { label: "ALTHERION.XP.Trainer.Libre", multiplier: 1 } });
    // ticked with no kind chosen yet: a trainer is at least a superior (×2), never free training
    expect(buildEllipseContext({ ...ticked, trainerKind: "libre" }, people)).toMatchObject({ xp: 16 });
    expect(buildEllipseContext(ticked, people).trainerKinds.map((k) => k.value)).not.toContain("libre");
  });

  it("R-XP-2 Surcharge per character: its own weeks give its XP, the split of 20 grave wounds per week is checked", () => {
    let state = defaultEllipseState([...people, { ...people[0], id: "b2", name: "Bérénice" }], "moyenne");
    state = parseEllipseForm({ ellipse: "moyenne", weeks: "8", giveXp: true, characters: { a1: true, b2: true }, surcharge: { a1: { weeks: "2" }, b2: { weeks: "0" } } }, state);
    expect(surchargeOf(state, "a1")).toEqual({ weeks: 2, vitalite: 14, energie: 13, confiance: 13 });
    let ctx = buildEllipseContext(state, [...people, { ...people[0], id: "b2", name: "Bérénice" }]);
    expect(ctx.characters.map((c) => c.xp)).toEqual([10, 8]);
    expect(ctx.canApply).toBe(true);
    state = parseEllipseForm({ ellipse: "moyenne", weeks: "8", giveXp: true, characters: { a1: true }, surcharge: { a1: { weeks: "2", vitalite: "30", energie: "5", confiance: "5" } } }, state);
    ctx = buildEllipseContext(state, people);
    expect(ctx.characters[0].surchargeRefusal).toBe("ALTHERION.XP.Ellipse.Error.SurchargeTooMuch");
    expect(ctx.canApply).toBe(false);
    state = parseEllipseForm({ ellipse: "moyenne", weeks: "8", giveXp: true, characters: { a1: true }, surcharge: { a1: { weeks: "2", vitalite: "10", energie: "5", confiance: "5" } } }, state);
    expect(buildEllipseContext(state, people).characters[0].surchargeRefusal).toBe("ALTHERION.XP.Ellipse.Error.SurchargeSplit");
    for (const lang of ["fr", "en"] as const) for (const k of ["ALTHERION.XP.Ellipse.Error.SurchargeSplit", "ALTHERION.XP.Ellipse.Error.SurchargeTooMuch", "ALTHERION.XP.Ellipse.SurchargeWounds"]) expect(localize(lang, k), k).not.toBe(k);
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
  it("R-PP-6 a Maître specialisation costs what the GM sets: offered to the GM, refused to a player with the reason", () => {
    const input = { actorName: "A", base: 50, step: 10, awards: {}, quality: null, contributions: {}, qualities: [], skills: [{ id: "s1", name: "Bagarre", level: 95, pp: 0, qualites: [] }] };
    const maitre = (isGM: boolean) => buildPpContext({ ...input, isGM }).skills[0].specialisations.find((s) => s.degree === "maitre");
    expect(maitre(true)).toMatchObject({ allowed: true, cost: null, reasons: [] });
    expect(maitre(false)).toMatchObject({ allowed: false, reasons: ["ALTHERION.PP.Reason.GmOnly"] });
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
    expect(ctx.rows[0].arcAct).toEqual({ arc: 2, act: 1 }); // R-XP-7 shown « Arc 2, acte 1 » on the sheet and in the window
    expect(ctx.xp.available).toBe(5);
  });
  it("R-XP-3 R-XP-4 an undone purchase offers its redo, but for an aptitude's (its aptitude was deleted: bought again)", () => {
    const created = [{ item: "apt1", path: "name", before: "null", after: "\"Écho\"" }, { item: "apt1", path: "system", before: "null", after: "{}" }];
    const ctx = buildLogContext({
      actorName: "A", isGM: true, xp: { total: 30, spent: 0 }, editing: null,
      entries: [
        { id: "s", date: "2025-01-01", kind: "spend", amount: 10, reason: "Mêlée", arc: 1, act: 1, target: "skill:melee", undone: true, gmApplied: true, changes: [{ item: "m", path: "system.niveau", before: "2", after: "3" }] },
        { id: "a", date: "2025-01-02", kind: "spend", amount: 20, reason: "Écho", arc: 1, act: 1, target: "aptitude:echo", undone: true, gmApplied: true, changes: created },
      ],
    });
    expect(ctx.rows.map((r) => [r.id, r.canRedo])).toEqual([["a", false], ["s", true]]);
  });
});
