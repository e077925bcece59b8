import { describe, expect, it } from "vitest";
import {
  APTITUDE_XP_COST, arcExperience, canDuringEllipse, canSpend, ELLIPSES, ellipseExperience, ellipseFragiliteReduction,
  trainingTime, XP_COSTS, type ArcAward, type SpendContext,
} from "../../src/rules/experience";

const flat: ArcAward = {
  danger: 1,
  balance: { allActive: false, noMonopoly: false, balanced: false, coordinated: false, suggestions: false },
  ingenuity: { finished: false, wantedOutcome: false, goodIdea: false, deductions: false, otherChallenge: false },
  bonus: { participated: false, fun: false, roleplay: false, curious: false },
  ending: { kind: "none", objectives: false, hard: false, satisfying: false },
  duration: "hours",
  optionalObjectives: 0,
};
const all: ArcAward = {
  danger: 5,
  balance: { allActive: true, noMonopoly: true, balanced: true, coordinated: true, suggestions: true },
  ingenuity: { finished: true, wantedOutcome: true, goodIdea: true, deductions: true, otherChallenge: true },
  bonus: { participated: true, fun: true, roleplay: true, curious: true },
  ending: { kind: "act", objectives: true, hard: true, satisfying: true },
  duration: "years",
  optionalObjectives: 3,
};

describe("experience", () => {
  it("R-XP-1 XP = (danger + balance + ingenuity + bonus + ending) × time + optional objectives", () => {
    expect(arcExperience(flat)).toBe(1);
    expect(arcExperience(all)).toBe((5 + 5 + 5 + 5 + 5) * 5 + 3);
    expect(arcExperience({ ...all, ending: { ...all.ending, kind: "chapter" }, duration: "weeks", optionalObjectives: 0 })).toBe(24 * 3);
  });

  it("R-XP-1 'balanced' counts only with 'no monopoly'; ending +1s only when a chapter or act ended", () => {
    expect(arcExperience({ ...flat, balance: { ...flat.balance, balanced: true } })).toBe(1);
    expect(arcExperience({ ...flat, balance: { ...flat.balance, balanced: true, noMonopoly: true } })).toBe(3);
    expect(arcExperience({ ...flat, ending: { kind: "none", objectives: true, hard: true, satisfying: true } })).toBe(1);
    expect(arcExperience({ ...flat, ending: { kind: "chapter", objectives: true, hard: false, satisfying: false } })).toBe(3);
    expect(arcExperience({ ...flat, bonus: { participated: false, fun: true, roleplay: false, curious: false } })).toBe(2);
    expect(arcExperience({ ...flat, bonus: { ...flat.bonus, participated: true } })).toBe(3);
  });

  it("R-XP-1 time multipliers ×1..×5 and input validation", () => {
    const d = ["hours", "days", "weeks", "months", "years"] as const;
    expect(d.map((duration) => arcExperience({ ...flat, danger: 2, duration }))).toEqual([2, 4, 6, 8, 10]);
    expect(() => arcExperience({ ...flat, danger: 6 as 5 })).toThrow(RangeError);
    expect(() => arcExperience({ ...flat, optionalObjectives: -1 })).toThrow(RangeError);
  });

  it("R-XP-2 ellipse XP: 1 per week, Surcharge ≤ 1 per week, × trainer", () => {
    expect(ellipseExperience({ weeks: 3 })).toBe(3);
    expect(ellipseExperience({ weeks: 3, surchargeWeeks: 5, trainer: "expert" })).toBe(24);
    expect(ellipseExperience({ weeks: 2, surchargeWeeks: 1, trainer: "apogee" })).toBe(15);
  });

  const ctx: SpendContext = {
    xp: 100, moment: "training",
    usage: { characteristics: ["force"], skills: ["melee", "histoire"], oppositions: { melee: 4 } },
    boughtThisAct: { characteristics: [], skills: [] },
  };

  it("R-XP-3 costs: characteristic 5, skill 10, Combativité 25, domaine oublié 25, aptitudes 10/15/20/30/50, specialty 5", () => {
    expect(XP_COSTS).toEqual({ characteristic: 5, skill: 10, combativite: 25, domaineOublie: 25, specialite: 5 });
    expect(APTITUDE_XP_COST).toEqual({ espece: 10, fondatrice: 10, superieure: 15, heroique: 20, legendaire: 30, supreme: 50 });
    expect(canSpend({ kind: "characteristic", id: "force" }, ctx)).toEqual({ allowed: true, cost: 5, reasons: [] });
    expect(canSpend({ kind: "aptitude", tier: "supreme", classOwned: true }, ctx).cost).toBe(50);
    expect(canSpend({ kind: "domaine-oublie", id: "melee" }, ctx)).toMatchObject({ allowed: true, cost: 25 });
    expect(canSpend({ kind: "specialite", skill: "tir" }, ctx)).toMatchObject({ allowed: false, cost: 5, reasons: ["not-used"] });
  });

  it("R-XP-3 spending checks: moment, XP, used, once per act, opposition ≥ level, théorique means, Combativité", () => {
    expect(canSpend({ kind: "characteristic", id: "agilite" }, { ...ctx, xp: 2, moment: null }).reasons)
      .toEqual(["not-enough-xp", "not-training", "not-used"]);
    expect(canSpend({ kind: "characteristic", id: "force" }, { ...ctx, boughtThisAct: { characteristics: ["force"], skills: [] } }).reasons)
      .toEqual(["already-this-act"]);
    expect(canSpend({ kind: "skill", id: "melee", level: 4 }, ctx).allowed).toBe(true);
    expect(canSpend({ kind: "skill", id: "melee", level: 5 }, { ...ctx, boughtThisAct: { characteristics: [], skills: ["melee"] } }).reasons)
      .toEqual(["already-this-act", "opposition-too-low"]);
    expect(canSpend({ kind: "skill", id: "tir", level: 0 }, ctx).reasons).toEqual(["not-used", "opposition-too-low"]);
    expect(canSpend({ kind: "skill", id: "histoire", level: 0, theorique: true }, { ...ctx, usage: { ...ctx.usage, oppositions: { histoire: 0 } } }).reasons)
      .toEqual(["theorique-no-means"]);
    expect(canSpend({ kind: "skill", id: "histoire", level: 0, theorique: true }, { ...ctx, theoriqueMeans: true, usage: { ...ctx.usage, oppositions: { histoire: 0 } } }).allowed).toBe(true);
    expect(canSpend({ kind: "combativite", current: 2 }, ctx).reasons).toEqual(["no-combativite-trigger"]);
    expect(canSpend({ kind: "combativite", current: 5 }, { ...ctx, usage: { ...ctx.usage, nearlyDied: true } }).reasons).toEqual(["combativite-max"]);
    expect(canSpend({ kind: "combativite", current: 2 }, { ...ctx, usage: { ...ctx.usage, moreCombativeEnemy: true } }).allowed).toBe(true);
  });

  it("R-XP-4 an aptitude of a class not owned needs a minor ellipse and a trainer; classes and branches by ellipse", () => {
    const apt = { kind: "aptitude", tier: "fondatrice", classOwned: false } as const;
    expect(canSpend(apt, ctx).reasons).toEqual(["needs-minor-ellipse-and-trainer"]);
    expect(canSpend(apt, { ...ctx, ellipse: "mineure" }).reasons).toEqual(["needs-minor-ellipse-and-trainer"]);
    expect(canSpend(apt, { ...ctx, ellipse: "mineure", trainer: true }).allowed).toBe(true);
    expect(canDuringEllipse("classe", "majeure", true)).toBe(true);
    expect(canDuringEllipse("classe", "majeure", false)).toBe(false);
    expect(canDuringEllipse("branche", "moyenne", false)).toBe(true);
    expect(canDuringEllipse("branche", "mineure", true)).toBe(false);
  });

  it("R-XP-5 training times with no trainer, a trainer, an educational trainer", () => {
    expect(trainingTime("characteristic")).toEqual({ amount: 1, unit: "month" });
    expect(trainingTime("characteristic", "trainer")).toEqual({ amount: 3, unit: "week" });
    expect(trainingTime("skill", "educational")).toEqual({ amount: 2, unit: "month" });
    expect(trainingTime("specialite", "educational")).toEqual({ amount: 2, unit: "week" });
    expect(trainingTime("domaineOublie")).toEqual({ amount: 1, unit: "year" });
    expect(trainingTime("domaineOublie", "educational")).toEqual({ amount: 6, unit: "month" });
  });

  it("R-XP-6 ellipses: actions and Fragilité lowered X − 1 (medium) or X (major) times", () => {
    expect(ELLIPSES.mineure.actions).toContain("effacer-epuisement");
    expect(canDuringEllipse("depenser-xp", null, true)).toBe(false);
    expect(ellipseFragiliteReduction("moyenne", 6)).toBe(2);
    expect(ellipseFragiliteReduction("moyenne", 1)).toBe(0);
    expect(ellipseFragiliteReduction("majeure", 13)).toBe(6);
    expect(ellipseFragiliteReduction("mineure", 1)).toBe(0);
  });

  it("R-XP-7 usage records drive the checks (skills and oppositions met)", () => {
    const usage = { characteristics: [], skills: ["tir"], oppositions: { tir: 6 } };
    expect(canSpend({ kind: "skill", id: "tir", level: 6 }, { ...ctx, usage }).allowed).toBe(true);
    expect(canSpend({ kind: "skill", id: "tir", level: 7 }, { ...ctx, usage }).reasons).toEqual(["opposition-too-low"]);
  });
});
