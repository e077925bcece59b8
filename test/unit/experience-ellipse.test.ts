import { describe, expect, it } from "vitest";
import { planEllipse } from "../../src/experience/ellipse";
import type { Plan } from "../../src/data/planners";
import { NO_ADJUSTMENT, applyChanges } from "../../src/data/validation";
import { debutant } from "../fixtures/personnages";

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
});
