import { describe, expect, it } from "vitest";
import { planEllipse } from "../../src/experience/ellipse";
import type { Plan } from "../../src/rules/index";
import { applyChanges } from "../../src/data/validation";
import { debutant } from "../fixtures/personnages";
import { defaultSurchargeSplit, freshConstitution, surchargeWounds, NO_ADJUSTMENT } from "../../src/rules/index";

describe("ellipse plan (R-XP-6)", () => {
  it("erases Épuisement, lowers Fragilité X−1 (medium) and rests to full, in one plan", () => {
    const s = debutant();
    s.epuisement = 2;
    s.fragilite = 3;
    s.constitutions.vitalite.value = 1;
    const plan = planEllipse(s, new Set(["descente"]), { ellipse: "moyenne", weeks: 6 }, NO_ADJUSTMENT) as Plan;
    expect(plan.ok).toBe(true);
    expect(plan.system).toMatchObject({ epuisement: 0, fragilite: 1 });
    const after = applyChanges(s, plan.system);
    expect(after.constitutions.vitalite.value).toBeGreaterThan(1);
    expect(plan.removeStatuses).toContain("descente");
    expect(plan.report).toMatchObject({ fragiliteReduction: 2, epuisementBefore: 2, fragiliteBefore: 3 });
    // Resting again changes nothing more: the plan stopped once stable.
    const again = planEllipse(after, new Set<string>(), { ellipse: "mineure", weeks: 1 }, NO_ADJUSTMENT) as Plan;
    expect((again.report as { rests: number }).rests).toBeLessThanOrEqual(1);
  });

  it("a minor ellipse keeps Fragilité", () => {
    const s = debutant();
    s.fragilite = 2;
    expect((planEllipse(s, new Set<string>(), { ellipse: "mineure", weeks: 1 }, NO_ADJUSTMENT) as Plan).system.fragilite).toBe(2);
  });

  it("R-XP-2 a Surcharge's 20 grave wounds per week become scars on the constitutions chosen, before the ellipse's rests", () => {
    const s = debutant();
    const scarsBefore = s.constitutions.vitalite.scars;
    const split = { weeks: 1, vitalite: 10, energie: 5, confiance: 5 };
    const plan = planEllipse(s, new Set<string>(), { ellipse: "mineure", weeks: 0, surcharge: split }, NO_ADJUSTMENT) as Plan;
    expect(plan.ok).toBe(true);
    const after = applyChanges(s, plan.system);
    expect(after.constitutions.vitalite.scars).toBeGreaterThanOrEqual(scarsBefore + 10 - (plan.report as { rests: number }).rests * 30);
    expect((plan.report as { surcharge: unknown }).surcharge).toEqual(split);
    expect(surchargeWounds({ vitalite: freshConstitution(30), energie: freshConstitution(30), confiance: freshConstitution(30) }, split))
      .toMatchObject({ ok: true, constitutions: { vitalite: { scars: 10, value: 20 }, energie: { scars: 5, value: 25 } } });
    expect(surchargeWounds({ vitalite: freshConstitution(30), energie: freshConstitution(30), confiance: freshConstitution(30) }, { ...split, vitalite: 9 })).toEqual({ ok: false, reason: "surcharge-split" });
    expect(surchargeWounds({ vitalite: freshConstitution(10), energie: freshConstitution(30), confiance: freshConstitution(30) }, split)).toEqual({ ok: false, reason: "surcharge-too-much" });
    expect(defaultSurchargeSplit(1)).toEqual({ weeks: 1, vitalite: 7, energie: 7, confiance: 6 });
    expect(planEllipse(s, new Set<string>(), { ellipse: "mineure", weeks: 1, surcharge: { ...split, confiance: 0 } }, NO_ADJUSTMENT)).toMatchObject({ ok: false, key: "ALTHERION.XP.Ellipse.Error.SurchargeSplit" });
  });
});
