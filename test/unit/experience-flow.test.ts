import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  arcAwardBreakdown, arcExperience, ellipseEffects, ellipseOptions, ppAward, ppAwardPreview, ppQualityPurchase, ppRaiseLevel,
  ppSpecializationPurchase, ppSuggestQualityPayment, purchaseTrainingKind, type ArcAward,
} from "../../src/rules/index";

const flat: ArcAward = {
  danger: 2,
  balance: { allActive: true, noMonopoly: false, balanced: true, coordinated: false, suggestions: false },
  ingenuity: { finished: true, wantedOutcome: true, goodIdea: false, deductions: false, otherChallenge: false },
  bonus: { participated: true, fun: true, roleplay: false, curious: false },
  ending: { kind: "chapter", objectives: true, hard: false, satisfying: false },
  duration: "days",
  optionalObjectives: 2,
};

describe("experience flow", () => {
  it("R-XP-1 breakdown: each line, the time multiplier after the sum, objectives added after", () => {
    // danger 2 + balance 1 (balanced without no-monopoly does not count) + ingenuity 2 + bonus 3 + ending 2 = 10; ×2 + 2.
    expect(arcAwardBreakdown(flat)).toEqual({
      danger: 2, balance: 1, ingenuity: 2, bonus: 3, ending: 2, sum: 10, multiplier: 2, optional: 2, total: 22,
    });
  });

  it("R-XP-1 breakdown total always equals arcExperience (property)", () => {
    const b = fc.boolean();
    fc.assert(fc.property(
      fc.constantFrom(1, 2, 3, 4, 5), fc.array(b, { minLength: 17, maxLength: 17 }), fc.constantFrom("none", "chapter", "act"),
      fc.constantFrom("hours", "days", "weeks", "months", "years"), fc.nat(10),
      (danger, f, kind, duration, optionalObjectives) => {
        const award: ArcAward = {
          danger: danger as ArcAward["danger"],
          balance: { allActive: f[0], noMonopoly: f[1], balanced: f[2], coordinated: f[3], suggestions: f[4] },
          ingenuity: { finished: f[5], wantedOutcome: f[6], goodIdea: f[7], deductions: f[8], otherChallenge: f[9] },
          bonus: { participated: f[10], fun: f[11], roleplay: f[12], curious: f[13] },
          ending: { kind: kind as ArcAward["ending"]["kind"], objectives: f[14], hard: f[15], satisfying: f[16] },
          duration: duration as ArcAward["duration"], optionalObjectives,
        };
        const r = arcAwardBreakdown(award);
        expect(r.total).toBe(arcExperience(award));
        expect(r.total).toBe(r.sum * r.multiplier + r.optional);
      }));
  });

  it("R-XP-5 training row of each purchase", () => {
    expect(purchaseTrainingKind({ kind: "characteristic", id: "force" })).toBe("characteristic");
    expect(purchaseTrainingKind({ kind: "skill", id: "melee", level: 3 })).toBe("skill");
    expect(purchaseTrainingKind({ kind: "specialite", skill: "melee" })).toBe("specialite");
    expect(purchaseTrainingKind({ kind: "domaine-oublie", id: "x" })).toBe("domaineOublie");
    expect(purchaseTrainingKind({ kind: "combativite", current: 2 })).toBeNull();
    expect(purchaseTrainingKind({ kind: "aptitude", tier: "heroique", classOwned: true })).toBeNull();
  });

  it("R-XP-4 / R-XP-6 ellipse options: minor aptitude hors classe needs a trainer; major class needs a trainer", () => {
    const allowed = (e: Parameters<typeof ellipseOptions>[0], t: boolean) => ellipseOptions(e, t).filter((o) => o.allowed).map((o) => o.action);
    expect(allowed("mineure", false)).toEqual(["depenser-xp", "effacer-epuisement"]);
    expect(allowed("mineure", true)).toEqual(["depenser-xp", "aptitude-hors-classe", "effacer-epuisement"]);
    expect(allowed("moyenne", false)).toEqual(["depenser-xp", "effacer-epuisement", "branche", "baisser-fragilite"]);
    expect(allowed("majeure", false)).toEqual(["depenser-xp", "effacer-epuisement", "baisser-fragilite"]);
    expect(allowed("majeure", true)).toEqual(["depenser-xp", "effacer-epuisement", "baisser-fragilite", "classe"]);
    expect(ellipseOptions("majeure", false).find((o) => o.action === "classe")).toMatchObject({ missingTrainer: true, needsTrainer: true });
  });

  it("R-XP-6 the ellipse's options and its effects read one table: Épuisement is erased exactly where it is offered", () => {
    for (const ellipse of ["mineure", "moyenne", "majeure"] as const) {
      const offered = ellipseOptions(ellipse, true).find((o) => o.action === "effacer-epuisement")!.allowed;
      const after = ellipseEffects({ ellipse, weeksOfRest: 1, epuisement: 3, fragilite: 0 }).epuisement;
      expect(after === 0).toBe(offered);
    }
  });

  it("R-XP-6 ellipse effects: Fragilité −(X−1) medium, −X major, Épuisement erased, never below 0", () => {
    expect(ellipseEffects({ ellipse: "mineure", weeksOfRest: 1, epuisement: 3, fragilite: 2 })).toEqual({ epuisement: 0, fragilite: 2, fragiliteReduction: 0 });
    expect(ellipseEffects({ ellipse: "moyenne", weeksOfRest: 8, epuisement: 1, fragilite: 4 })).toEqual({ epuisement: 0, fragilite: 1, fragiliteReduction: 3 });
    expect(ellipseEffects({ ellipse: "majeure", weeksOfRest: 13, epuisement: 0, fragilite: 4 })).toEqual({ epuisement: 0, fragilite: 0, fragiliteReduction: 6 });
    expect(() => ellipseEffects({ ellipse: "majeure", weeksOfRest: -1, epuisement: 0, fragilite: 0 })).toThrow(RangeError);
  });

  it("R-PP-3 award with the cap: spend the surplus on levels, or lose it", () => {
    const skill = { level: 10, pp: 8, qualities: 0 };
    expect(ppAward(skill, 2, "lose")).toEqual({ level: 10, pp: 10, levelsBought: 0, lost: 0 });
    expect(ppAward(skill, 7, "lose")).toEqual({ level: 10, pp: 10, levelsBought: 0, lost: 5 });
    // 15 PP at level 10: buy 11 (2) → 13 PP, 12 (2) → 11 PP ≤ 12: stop.
    expect(ppAward(skill, 7, "spend")).toEqual({ level: 12, pp: 11, levelsBought: 2, lost: 0 });
    const preview = ppAwardPreview(skill, 7);
    expect(preview).toMatchObject({ surplus: 5, needsChoice: true });
    expect(ppAwardPreview(skill, 1).needsChoice).toBe(false);
    expect(() => ppAward(skill, -1, "spend")).toThrow(RangeError);
  });

  it("R-PP-3 surplus at a degree gate without the quality is lost even when spending", () => {
    expect(ppAward({ level: 30, pp: 25, qualities: 0 }, 20, "spend")).toEqual({ level: 30, pp: 30, levelsBought: 0, lost: 15 });
  });

  it("R-PP-2 / R-PP-4 raising one level: ceil(new/10), gated by qualities", () => {
    expect(ppRaiseLevel({ level: 14, pp: 2, qualities: 0 })).toEqual({ allowed: true, cost: 2, reasons: [] });
    expect(ppRaiseLevel({ level: 90, pp: 9, qualities: 3 })).toEqual({ allowed: false, cost: 10, reasons: ["not-enough-pp"] });
    expect(ppRaiseLevel({ level: 30, pp: 30, qualities: 0 })).toEqual({ allowed: false, cost: 4, reasons: ["qualities-missing"] });
    expect(ppRaiseLevel({ level: 60, pp: 60, qualities: 1 }).reasons).toEqual(["qualities-missing"]);
    expect(ppRaiseLevel({ level: 100, pp: 100, qualities: 3 })).toEqual({ allowed: false, cost: 0, reasons: ["max-level"] });
  });

  it("R-PP-5 a quality paid from two skills that both list it (50 + 10 × owned)", () => {
    const ok = ppQualityPurchase({ owned: 1, contributions: [
      { skill: "Bagarre", pp: 40, listsQuality: true, amount: 35 },
      { skill: "Sport", pp: 30, listsQuality: true, amount: 25 },
    ] });
    expect(ok).toEqual({ allowed: true, cost: 60, reasons: [] });
    const notListed = ppQualityPurchase({ owned: 0, contributions: [
      { skill: "Bagarre", pp: 40, listsQuality: true, amount: 30 },
      { skill: "Histoire", pp: 30, listsQuality: false, amount: 20 },
    ] });
    expect(notListed.reasons).toEqual(["quality-not-listed"]);
    expect(ppQualityPurchase({ owned: 2, base: 40, step: 20, contributions: [{ skill: "A", pp: 70, listsQuality: true, amount: 80 }] }))
      .toEqual({ allowed: false, cost: 80, reasons: ["not-enough-pp"] });
    expect(ppQualityPurchase({ owned: 0, contributions: [] }).reasons).toEqual(["wrong-total"]);
    expect(ppQualityPurchase({ owned: 0, alreadyOwned: true, contributions: [{ skill: "A", pp: 50, listsQuality: true, amount: 50 }] }).reasons)
      .toEqual(["already-owned"]);
  });

  it("R-PP-5 suggested split: the richest listing skills pay first; null when too few PP", () => {
    const skills = [
      { skill: "Sport", pp: 30, listsQuality: true },
      { skill: "Histoire", pp: 90, listsQuality: false },
      { skill: "Bagarre", pp: 40, listsQuality: true },
    ];
    expect(ppSuggestQualityPayment(60, skills)).toEqual([
      { skill: "Bagarre", pp: 40, listsQuality: true, amount: 40 },
      { skill: "Sport", pp: 30, listsQuality: true, amount: 20 },
    ]);
    expect(ppSuggestQualityPayment(80, skills)).toBeNull();
    expect(ppQualityPurchase({ owned: 1, contributions: ppSuggestQualityPayment(60, skills)! }).allowed).toBe(true);
  });

  it("R-PP-6 specialisations: 20/50/80 once the degree is reached; Maître and secret at the GM's cost", () => {
    expect(ppSpecializationPurchase({ level: 1, pp: 1, degree: "debutant" })).toEqual({ allowed: false, cost: 20, reasons: ["not-enough-pp"] });
    expect(ppSpecializationPurchase({ level: 31, pp: 31, degree: "confirme" }).reasons).toEqual(["not-enough-pp"]);
    expect(ppSpecializationPurchase({ level: 30, pp: 30, degree: "confirme" }).reasons).toEqual(["degree-not-reached", "not-enough-pp"]);
    expect(ppSpecializationPurchase({ level: 85, pp: 85, degree: "expert" })).toEqual({ allowed: true, cost: 80, reasons: [] });
    expect(ppSpecializationPurchase({ level: 95, pp: 95, degree: "maitre", itemCost: 0 }).reasons).toEqual(["cost-not-set"]);
    expect(ppSpecializationPurchase({ level: 95, pp: 95, degree: "maitre", itemCost: 90 })).toEqual({ allowed: true, cost: 90, reasons: [] });
    expect(ppSpecializationPurchase({ level: 10, pp: 10, degree: "secrete", itemCost: 10 }).allowed).toBe(true);
  });
});

describe("domaine oublié", () => {
  it("R-XP-3 once per skill per act, and an opposition ≥ the skill's level (canSpend)", async () => {
    const { canSpend } = await import("../../src/rules/index");
    const ctx = { xp: 100, moment: "training" as const, usage: { characteristics: [], skills: ["melee"], oppositions: { melee: 3 } }, boughtThisAct: { characteristics: [], skills: [] } };
    expect(canSpend({ kind: "domaine-oublie", id: "melee", level: 3 }, ctx).reasons).toEqual([]);
    expect(canSpend({ kind: "domaine-oublie", id: "melee", level: 4 }, { ...ctx, boughtThisAct: { ...ctx.boughtThisAct, domaines: ["melee"] } }).reasons)
      .toEqual(["already-this-act", "opposition-too-low"]);
    expect(canSpend({ kind: "domaine-oublie", id: "tir", level: 0 }, ctx).reasons).toEqual(["not-used", "opposition-too-low"]);
  });
});
