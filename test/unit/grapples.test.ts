import { describe, expect, it } from "vitest";
import {
  GRAPPLE_HOLD_STATUS, GRAPPLE_IDS, GRAPPLE_SIZE_COMPLEXITY, PROJECTION_DAMAGE_LOSS_PER_METRE, PROJECTION_DISTANCE, escapeDifficulty,
  grappleComplexity, isGrappleCharacteristic, isGrappleId, isGrappleSize, projectionDamage, projectionDistance, resolveGrapple,
  CONDITIONS,
} from "../../src/rules/index";

describe("rules/grapples", () => {
  it("R-FIGHT-5 three grapples, Force or Agilité by role-play", () => {
    expect(GRAPPLE_IDS).toEqual(["etreinte", "mise-au-sol", "projection"]);
    expect(isGrappleId("projection")).toBe(true);
    expect(isGrappleId("clef")).toBe(false);
    expect(isGrappleCharacteristic("agilite")).toBe(true);
    expect(isGrappleCharacteristic("vigueur")).toBe(false);
  });

  it("R-FIGHT-5 [I] Projection: base damage from Force, the farther the less (1 per metre, never below 0)", () => {
    expect(PROJECTION_DAMAGE_LOSS_PER_METRE).toBe(1);
    expect(projectionDamage(6, 1)).toBe(5);
    expect(projectionDamage(6, 4)).toBe(2);
    expect(projectionDamage(6, 9)).toBe(0);
    for (let d = 1; d < 10; d++) expect(projectionDamage(7, d + 1)).toBeLessThanOrEqual(projectionDamage(7, d));
  });

  it("R-FIGHT-5 [I] Projection distance is clamped to whole metres within the allowed range", () => {
    expect(projectionDistance(0)).toBe(PROJECTION_DISTANCE.min);
    expect(projectionDistance(3.7)).toBe(3);
    expect(projectionDistance(99)).toBe(PROJECTION_DISTANCE.max);
    expect(projectionDistance(Number.NaN)).toBe(PROJECTION_DISTANCE.min);
  });

  it("R-FIGHT-5 [I] hard on much bigger or heavier targets: complexity by the target's build", () => {
    expect(GRAPPLE_SIZE_COMPLEXITY).toEqual({ comparable: 0, grande: 1, enorme: 2 });
    expect(grappleComplexity(1, "comparable")).toBe(1);
    expect(grappleComplexity(1, "grande")).toBe(2);
    expect(grappleComplexity(0, "enorme")).toBe(2);
    expect(grappleComplexity(-3, "comparable")).toBe(0);
    expect(isGrappleSize("enorme")).toBe(true);
    expect(isGrappleSize("toString")).toBe(false);
  });

  it("R-FIGHT-5 [I] Étreinte holds (immobilise, a registered condition); escape against the hold's total", () => {
    expect(resolveGrapple({ grapple: "etreinte", grapplerTotal: 9, targetTotal: 9, force: 4 }).addStatuses).toEqual([GRAPPLE_HOLD_STATUS]);
    expect(CONDITIONS.map((c) => c.id)).toContain(GRAPPLE_HOLD_STATUS);
    expect(escapeDifficulty(13)).toBe(13);
    expect(escapeDifficulty(-2)).toBe(0);
  });

  it("R-FIGHT-5 resolveGrapple's Projection uses projectionDamage", () => {
    expect(resolveGrapple({ grapple: "projection", grapplerTotal: 12, targetTotal: 3, force: 8, distance: 3 })).toEqual({ success: true, addStatuses: [], damage: 5, distance: 3 });
  });
});
