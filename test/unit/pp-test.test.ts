/** R-PP-7 the PP test (achat ruleset): die setting, routing, plan, outcome, card and dialog view models. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  parsePpDie, ppActorData, ppCardView, ppDialogContext, ppInitialChoices, ppOutcome, ppRequestResult, ppTestPlan, parsePpState, readPpForm, testRoute,
  type PpTestState,
} from "../../src/dice/pp-test";
import { usageEventFromPpRoll } from "../../src/experience/usage";
import { ppTestTotal } from "../../src/rules/index";

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
    expect(ppInitialChoices(data, { skillNames: ["melee"], difficulty: 80 })).toEqual({ skills: ["melee"], specialisations: [], bonus: 0, difficulty: 80 });
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
  it("offers the specialisations of the ticked skills and shows the formula", () => {
    const ctx = ppDialogContext(data, { skills: ["melee"], specialisations: ["sp2"], bonus: 5, difficulty: null }, "1d100");
    expect(ctx.skills.filter((s) => s.checked).map((s) => s.id)).toEqual(["melee"]);
    expect(ctx.specialisations.map((s) => [s.id, s.checked])).toEqual([["sp1", false], ["sp2", true]]);
    expect(ctx).toMatchObject({ formula: "1d100 + 45 + 20 + 5", difficulty: "", errors: [] });
  });
  it("reads the form back (strings, checkbox lists, empty difficulty)", () => {
    const base = { skills: ["melee"], specialisations: [], bonus: 0, difficulty: null };
    expect(readPpForm({ skills: ["vig"], specialisations: "sp3", bonus: "3", difficulty: "" }, base)).toEqual({ skills: ["vig"], specialisations: ["sp3"], bonus: 3, difficulty: null });
    expect(readPpForm({ bonus: "x", difficulty: "90" }, base)).toEqual({ skills: ["melee"], specialisations: [], bonus: 0, difficulty: 90 });
  });
});
