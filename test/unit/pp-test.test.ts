/** R-PP-7 the PP test (achat ruleset): die setting, routing, plan, outcome, card and dialog view models. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  parsePpDie, ppActorData, ppCardView, ppDialogContext, ppInitialChoices, ppOutcome, ppPlanChance, ppRequestResult, ppTestPlan, parsePpState, readPpForm, testRoute,
  type PpTestState,
} from "../../src/dice/pp-test";
import { usageEventFromPpRoll } from "../../src/experience/usage";
import { ppCritical, ppSuccessChance, ppTestTotal } from "../../src/rules/index";
import { buildRollPlan } from "../../src/dice/roll-spec";
import { emptyCardState } from "../../src/chat/test-card";
import { rollActor } from "../fixtures/roll-actors";

const items = [
  { id: "melee", name: "Mêlée", type: "competence", system: { categorie: "combat", niveau: 45 } },
  { id: "vig", name: "Vigilance", type: "competence", system: { categorie: "pratiques", niveau: 32 } },
  { id: "hist", name: "Histoire", type: "competence", system: { categorie: "theoriques", niveau: 70 } },
  { id: "sp1", name: "Lames <b>courtes</b>", type: "specialisation", system: { competence: "melee", degre: "debutant", bonus: 10, circonstance: "En espace réduit" } },
  { id: "sp2", name: "Duel", type: "specialisation", system: { competence: "Mêlée", degre: "confirme", bonus: 20, circonstance: "Un seul adversaire" } },
  { id: "sp3", name: "Guet", type: "specialisation", system: { competence: "Vigilance", degre: "debutant", bonus: 10, circonstance: "" } },
];
const data = ppActorData({ name: "Aëlys", items });

describe("R-PP-7 the die setting", () => {
  it("accepts one die of 2..1000 faces, in any common spelling", () => {
    expect(parsePpDie("1d100")).toEqual({ ok: true, faces: 100, formula: "1d100" });
    expect(parsePpDie(" d20 ")).toEqual({ ok: true, faces: 20, formula: "1d20" });
    expect(parsePpDie("1D12")).toMatchObject({ ok: true, faces: 12 });
  });
  it("refuses garbage with a localized key", () => {
    for (const bad of ["", "2d6", "1d1", "1d100+5", "d0", "cent", "1d10000", "1d100; alert(1)", null, 100]) {
      expect(parsePpDie(bad)).toMatchObject({ ok: false, error: "ALTHERION.PpTest.Error.BadDie" });
    }
  });
});

describe("R-PP-7 routing (one decision for sheet, macro, API, @Jet and requests)", () => {
  it("achat + a named skill → PP test; everything else keeps the d10 pool", () => {
    expect(testRoute("achat", { skills: ["melee"] })).toBe("pp");
    expect(testRoute("achat", { skillNames: ["Vigilance"] })).toBe("pp");
    expect(testRoute("altherion", { skills: ["melee"] })).toBe("pool");
    expect(testRoute("achat", { characteristic: "force" } as never)).toBe("pool");
    expect(testRoute("achat", { skills: ["melee"], defense: true })).toBe("pool");
    expect(testRoute("achat", { skillNames: ["Mêlée"], itemUuid: "Actor.a.Item.b" })).toBe("pool");
    expect(testRoute("achat", {})).toBe("pool");
  });
});

describe("R-PP-7 the plan", () => {
  it("reads rollable skills and specialisations (théoriques are never rolled)", () => {
    expect(data.skills.map((s) => s.id)).toEqual(["melee", "vig"]);
    expect(data.specialisations.map((s) => s.id)).toEqual(["sp1", "sp2", "sp3"]);
  });
  it("matches skill names case- and accent-insensitively", () => {
    expect(ppInitialChoices(data, { skillNames: ["melee"], difficulty: 80 })).toEqual({ skills: ["melee"], specialisations: [], bonus: 0, difficulty: 80, fortune: 0 });
  });
  it("level + the chosen specialisations' bonuses + the flat bonus on the setting's die", () => {
    const plan = ppTestPlan(data, { skills: ["melee"], specialisations: ["sp2", "sp3"], bonus: -5, difficulty: 100 }, "1d20");
    expect(plan.ok).toBe(true);
    expect(plan.formula).toBe("1d20 + 45 + 20 - 5"); // sp3 belongs to Vigilance: not offered, not counted
    expect(plan.degree).toBe("ALTHERION.Degre.confirme");
    expect(ppOutcome(plan, 17)).toEqual({ total: 77, success: false, margin: -23 });
    expect(ppOutcome(plan, 17).total).toBe(ppTestTotal(17, 45, [20, -5]));
  });
  it("R-SK-3 several skills → the lowest level", () => {
    const plan = ppTestPlan(data, { skills: ["melee", "vig"], specialisations: [], bonus: 0, difficulty: null }, "1d100");
    expect(plan.skill?.name).toBe("Vigilance");
    expect(plan.skillNames).toEqual(["Mêlée", "Vigilance"]);
    expect(ppOutcome(plan, 50)).toEqual({ total: 82, success: null, margin: null });
  });
  it("refuses a bad die or no skill with localized keys", () => {
    expect(ppTestPlan(data, { skills: ["melee"], specialisations: [], bonus: 0, difficulty: null }, "2d6").errors).toEqual(["ALTHERION.PpTest.Error.BadDie"]);
    expect(ppTestPlan(data, { skills: [], specialisations: [], bonus: 0, difficulty: null }, "1d100").errors).toEqual(["ALTHERION.PpTest.Error.NoSkill"]);
  });
  it("property: the total is die + level + bonuses, success iff total ≥ difficulty", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 250 }), (die, bonus, diff) => {
      const plan = ppTestPlan(data, { skills: ["melee"], specialisations: ["sp1"], bonus, difficulty: diff }, "1d100");
      const o = ppOutcome(plan, die);
      return o.total === die + 45 + 10 + bonus && o.success === (o.total >= diff) && o.margin === o.total - diff;
    }));
  });
});

const state = (difficulty: number | null, die = 60): PpTestState => {
  const plan = ppTestPlan(data, { skills: ["melee"], specialisations: ["sp1"], bonus: 0, difficulty }, "1d100");
  return { version: 1, actorUuid: "Actor.a", actorName: "<script>x</script>", label: "Mêlée", plan, die, total: ppOutcome(plan, die).total };
};

describe("R-PP-7 card, request result, usage", () => {
  it("card view: lines, total, outcome", () => {
    const v = ppCardView(state(100));
    expect(v.lines).toEqual([
      { label: "ALTHERION.PpTest.Level", name: "Mêlée", value: 45 },
      { label: "ALTHERION.PpTest.Specialisation", name: "Lames <b>courtes</b>", value: 10 },
    ]);
    expect(v).toMatchObject({ total: 115, outcome: "success", margin: 15, outcomeLabel: "ALTHERION.Roll.Outcome.Success", die: { formula: "1d100", result: 60 } });
    expect(ppCardView(state(null))).toMatchObject({ outcome: "neutral", outcomeLabel: null, hasDifficulty: false });
    expect(ppCardView(state(200)).outcome).toBe("failure");
  });
  it("a stored state round-trips; garbage is refused", () => {
    const s = JSON.parse(JSON.stringify(state(100))) as unknown;
    expect(parsePpState(s)).toEqual(s);
    expect(parsePpState({ version: 2 })).toBeNull();
    expect(parsePpState(null)).toBeNull();
  });
  it("answers a GM request and records R-XP-7 usage (skills by R-SK-7 key, no opposition)", () => {
    expect(ppRequestResult(state(100))).toEqual({ actorUuid: "Actor.a", total: 115, success: true, margin: 15 });
    expect(usageEventFromPpRoll(state(100))).toEqual({ actorUuid: "Actor.a", event: { type: "roll", skills: ["melee"], characteristic: null, opposition: null } });
    expect(usageEventFromPpRoll({ actorUuid: null, plan: { skillNames: ["Mêlée"] } })).toBeNull();
  });
});

describe("R-PP-7 dialog view model", () => {
  it("offers the specialisations of the ticked skills and shows the total in words, each term named", () => {
    const ctx = ppDialogContext(data, { skills: ["melee"], specialisations: ["sp2"], bonus: 5, difficulty: null }, "1d100");
    expect(ctx.skills.filter((s) => s.checked).map((s) => s.id)).toEqual(["melee"]);
    expect(ctx.specialisations.map((s) => [s.id, s.checked])).toEqual([["sp1", false], ["sp2", true]]);
    expect(ctx).toMatchObject({ difficulty: "", errors: [], chance: null });
    expect(ctx.formula.terms.map((t) => [t.sign, t.name || t.label, t.value])).toEqual([
      ["", "1d100", null], ["+", "Mêlée", 45], ["+", "Duel", 20], ["+", "ALTHERION.Roll.Formula.Bonus", 5],
    ]);
    expect(ctx.formula.threshold).toBeNull();
    const malus = ppDialogContext(data, { skills: ["melee"], specialisations: [], bonus: -5, difficulty: 90 }, "1d100");
    expect(malus.formula.terms.at(-1)).toMatchObject({ sign: "−", value: 5 });
    expect(malus.formula.threshold).toMatchObject({ difficulty: 90, total: 90 });
  });
  it("R-PP-7 the chance of success: the share of the die's faces whose total reaches the difficulty, as the dialog shows it", () => {
    // 45 + 10 + 5 = 60: a d100 reaches 100 from 40 up, 61 faces of 100.
    expect(ppSuccessChance(100, 45, [10, 5], 100)).toBe(0.61);
    expect(ppSuccessChance(20, 0, [], 25)).toBe(0);
    expect(ppSuccessChance(20, 30, [], 25)).toBe(1);
    expect(() => ppSuccessChance(0, 0, [], 1)).toThrow(RangeError);
    expect(ppDialogContext(data, { skills: ["melee"], specialisations: ["sp1"], bonus: 5, difficulty: 100 }, "1d100").chance).toBe(61);
    expect(ppDialogContext(data, { skills: ["melee"], specialisations: ["sp1"], bonus: 5, difficulty: 100 }, "1d20").chance).toBe(0);
    // R-FORT-1 the Fortune declared counts, R-FORT-2 the Fatalité too: 45 + 2 − 1 = 46, a d100 reaches 100 from 54 up.
    expect(ppPlanChance(ppTestPlan(lucky, { skills: ["melee"], specialisations: [], bonus: 0, difficulty: 100, fortune: 2 }, "1d100"))).toBe(0.47);
    // No chance without a difficulty, or for a test that is refused.
    expect(ppPlanChance(ppTestPlan(data, { skills: ["melee"], specialisations: [], bonus: 0, difficulty: null }, "1d100"))).toBeNull();
    expect(ppPlanChance(ppTestPlan(data, { skills: [], specialisations: [], bonus: 0, difficulty: 50 }, "1d100"))).toBeNull();
    expect(ppPlanChance(ppTestPlan(data, { skills: ["melee"], specialisations: [], bonus: 0, difficulty: 50 }, "2d6"))).toBeNull();
  });
  it("property: the chance is the share of faces whose outcome succeeds (one rule for the card and the dialog)", () => {
    fc.assert(fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: 0, max: 200 }), fc.constantFrom("1d20", "1d100"), (bonus, diff, die) => {
      const plan = ppTestPlan(data, { skills: ["vig"], specialisations: [], bonus, difficulty: diff }, die);
      const faces = Number(die.slice(2));
      const wins = Array.from({ length: faces }, (_, i) => ppOutcome(plan, i + 1).success).filter(Boolean).length;
      return ppPlanChance(plan) === wins / faces;
    }));
  });
  it("reads the form back (strings, checkbox lists, empty difficulty)", () => {
    const base = { skills: ["melee"], specialisations: [], bonus: 0, difficulty: null };
    expect(readPpForm({ skills: ["vig"], specialisations: "sp3", bonus: "3", difficulty: "" }, base)).toEqual({ skills: ["vig"], specialisations: ["sp3"], bonus: 3, difficulty: null, fortune: 0 });
    expect(readPpForm({ bonus: "x", difficulty: "90" }, base)).toEqual({ skills: ["melee"], specialisations: [], bonus: 0, difficulty: 90, fortune: 0 });
  });
});

/** Aëlys with 2 Fortune and a Fatalité the GM spent on her (her flag), read by the PP test's own reader. */
const lucky = ppActorData({ name: "Aëlys", system: { fortune: 2 }, flags: { altherion: { fatalite: 1 } }, items });
const luckyState = (fortune: number, die: number, difficulty: number | null = null): PpTestState => {
  const plan = ppTestPlan(lucky, { skills: ["melee"], specialisations: [], bonus: 0, difficulty, fortune }, "1d100");
  return { version: 1, actorUuid: "Actor.a", actorName: "Aëlys", label: "Mêlée", plan, die, total: ppOutcome(plan, die).total };
};
const actions = (v: { buttons: { action: string; owners: string[] }[] }) => v.buttons.map((b) => b.action);

describe("R-FORT-1 / R-FORT-2 on a PP test (achat ruleset), as on the pool's test", () => {
  it("R-FORT-1 the Fortune declared adds +1 per point to the formula and the total; the dialog bounds it by the actor's Fortune", () => {
    const plan = ppTestPlan(lucky, { skills: ["melee"], specialisations: [], bonus: 0, difficulty: null, fortune: 2 }, "1d100");
    expect(plan).toMatchObject({ ok: true, fortune: 2, fatalite: 1, formula: "1d100 + 45 + 2 - 1" });
    expect(ppOutcome(plan, 30).total).toBe(ppTestTotal(30, 45, [2, -1]));
    expect(ppDialogContext(lucky, { skills: ["melee"], specialisations: [], bonus: 0, difficulty: null, fortune: 1 }, "1d100")).toMatchObject({ fortune: { available: 2, value: 1 }, fatalite: 1 });
    expect(readPpForm({ fortune: "2" }, { skills: ["melee"], specialisations: [], bonus: 0, difficulty: null }).fortune).toBe(2);
  });
  it("R-FORT-1 more Fortune than the actor has is refused with the pool test's own key", () => {
    const pp = ppTestPlan(lucky, { skills: ["melee"], specialisations: [], bonus: 0, difficulty: null, fortune: 3 }, "1d100");
    const pool = buildRollPlan(rollActor({ fortune: 2 }), { characteristic: "force", fortune: 3 });
    expect(pp.ok).toBe(false);
    expect(pp.errors).toEqual(["ALTHERION.Roll.Error.NotEnoughFortune"]);
    expect(pool.errors).toContain(pp.errors[0]);
  });
  it("R-FORT-1 [I] the card shows the Fortune declared and offers the GM (only) to accept or refuse it", () => {
    const v = ppCardView(luckyState(1, 30));
    expect(v.badges.map((b) => [b.id, b.label])).toEqual([["fortune", "ALTHERION.Roll.Badge.FortunePending"]]);
    expect(v.lines).toContainEqual({ label: "ALTHERION.Roll.Source.Fortune", name: "", value: 1 });
    expect(actions(v)).toEqual(["acceptFortune", "refuseFortune"]);
    expect(v.buttons.every((b) => b.owners.length === 0 && b.target === "Actor.a")).toBe(true);
  });
  it("R-FORT-1 [I] a refused Fortune no longer adds to the total (success read again); an accepted one stays", () => {
    const s = luckyState(2, 30, 76); // 30 + 45 + 2 − 1 = 76: a success by 0 with the Fortune, a failure without
    expect(ppCardView(s)).toMatchObject({ total: 76, outcome: "success" });
    const refused = ppCardView(s, { ...emptyCardState(), fortuneDecision: "refused" });
    expect(refused).toMatchObject({ total: 74, outcome: "failure", margin: -2 });
    expect(refused.badges.map((b) => b.label)).toEqual(["ALTHERION.Roll.Badge.FortuneRefused"]);
    expect(refused.lines.map((l) => l.label)).not.toContain("ALTHERION.Roll.Source.Fortune");
    expect(actions(refused)).toEqual([]);
    const accepted = ppCardView(s, { ...emptyCardState(), fortuneDecision: "accepted" });
    expect(accepted).toMatchObject({ total: 76, outcome: "success" });
    expect(accepted.badges.map((b) => b.label)).toEqual(["ALTHERION.Roll.Badge.FortuneAccepted"]);
  });
  it("R-FORT-2 the pending Fatalité is −1 on the test, shown on the card; without it nothing is taken", () => {
    const v = ppCardView(luckyState(0, 30));
    expect(v.lines).toContainEqual({ label: "ALTHERION.Roll.Source.Fatalite", name: "", value: -1 });
    expect(v.total).toBe(30 + 45 - 1);
    expect(ppTestPlan(data, { skills: ["melee"], specialisations: [], bonus: 0, difficulty: null }, "1d100")).toMatchObject({ fortune: 0, fatalite: 0, formula: "1d100 + 45" });
  });
  it("R-PP-7 [I] the die's highest face is a critical success (the GM may grant 1 Fortune), its 1 a critical failure (take 1 Fatalité)", () => {
    expect([ppCritical(100, 100), ppCritical(1, 100), ppCritical(99, 100), ppCritical(20, 20)]).toEqual(["success", "failure", null, "success"]);
    const top = ppCardView(luckyState(0, 100));
    expect(top.badges.map((b) => b.id)).toEqual(["critSuccess"]);
    expect(actions(top)).toEqual(["grantFortune"]);
    const one = ppCardView(luckyState(0, 1));
    expect(one.badges.map((b) => b.id)).toEqual(["critFailure"]);
    expect(actions(one)).toEqual(["takeFatalite"]);
    expect(actions(ppCardView(luckyState(0, 1), { ...emptyCardState(), fataliteTaken: true }))).toEqual([]);
    expect(ppCardView(luckyState(0, 100), { ...emptyCardState(), fortuneGranted: true }).badges.map((b) => b.id)).toEqual(["critSuccess", "fortuneGranted"]);
    expect(actions(ppCardView(luckyState(0, 50)))).toEqual([]);
  });
  it("R-FORT-1 / R-FORT-2 a PP test stored before Fortune and Fatalité reached it reads as none declared", () => {
    const old = JSON.parse(JSON.stringify(state(100))) as { plan: Record<string, unknown> };
    delete old.plan.fortune;
    delete old.plan.fatalite;
    expect(parsePpState(old)?.plan).toMatchObject({ fortune: 0, fatalite: 0 });
  });
});
