/**
 * R-CAR-7 one source for the effective characteristics: sheet maxima (derivation), validation, the rest
 * planner, the round-start Finesse refill and the ↻ refresh agree by construction.
 */
import { describe, expect, it } from "vitest";
import { effectiveCharacteristics, pointsMaxima, restAmount, planRefreshPoints, planRest } from "../../src/rules/index";
import { derivePersonnage } from "../../src/data/personnage-derived";
import type { OwnedItem } from "../../src/data/personnage-derived";
import type { Plan } from "../../src/rules/index";
import { applyChanges, creatureViolations, validateActorUpdate } from "../../src/data/validation";
import { finesseRefillUpdate } from "../../src/combat/turn-events";
import { debutant } from "../fixtures/personnages";

const grid = (over: Record<string, number> = {}) => ({ force: 0, vigueur: 0, agilite: 0, pouvoir: 0, charisme: 0, perception: 0, intellect: 0, volonte: 0, sagesse: 0, ...over });
/** The seed's Human: +1 Volonté, +1 Sagesse. */
const humain: OwnedItem = { type: "espece", name: "Humain", system: { bonus: grid({ volonte: 1, sagesse: 1 }), favorites: ["volonte", "sagesse"] } };

/** A Human whose Résilience and Finesse rows sit just below a threshold the species bonus crosses. */
function human() {
  const s = debutant();
  s.caracteristiques = { force: 3, vigueur: 4, agilite: 4, pouvoir: 3, charisme: 4, perception: 4, intellect: 3, volonte: 3, sagesse: 3 };
  return s;
}
const ctx = (items: OwnedItem[] = [humain], base?: ReturnType<typeof human>["caracteristiques"]) => ({ items, statuses: [], ruleset: "altherion" as const, base });

describe("R-CAR-7 effective characteristics", () => {
  it("the one function adds every modifier grid to the base", () => {
    expect(effectiveCharacteristics(grid({ force: 5 }), grid({ force: 1 }), { force: -2, sagesse: 3 })).toEqual(grid({ force: 4, sagesse: 3 }));
  });

  it("the derivation reads base + species + Active Effects, and names what they add", () => {
    const s = human();
    const withEffect = { ...s, caracteristiques: { ...s.caracteristiques, force: s.caracteristiques.force + 2 } }; // Foundry applied +2 Force
    const d = derivePersonnage(withEffect, ctx([humain], s.caracteristiques));
    expect(d.effectives).toEqual({ ...s.caracteristiques, force: 5, volonte: 4, sagesse: 4 });
    expect(d.ajustements).toEqual(grid({ force: 2, volonte: 1, sagesse: 1 }));
    // Creation costs read the base values only (R-CREA-2): the effect buys nothing.
    expect(derivePersonnage(s, ctx()).creation.depense).toBe(d.creation.depense);
  });

  it("a Human's +1 Volonté/Sagesse: refresh, round-start Finesse refill and validation agree (no PointsOverMax)", () => {
    const s = human();
    const d = derivePersonnage(s, ctx());
    expect(d.points).toEqual({ impact: { max: 3 }, resilience: { max: 4 }, finesse: { max: 4 } });
    expect(pointsMaxima(s.caracteristiques).finesse).toBe(3); // the base grid alone would say 3
    const refresh = planRefreshPoints(d.points, undefined, { isGM: true, creation: false }) as Plan;
    expect(validateActorUpdate("personnage", s, refresh.system, d.ajustements)).toEqual({ ok: true });
    const refill = finesseRefillUpdate({ points: { finesse: { value: 0, ...d.points.finesse } } });
    expect(refill).toEqual({ "system.points.finesse.value": 4 });
    expect(validateActorUpdate("personnage", s, { "points.finesse.value": 4 }, d.ajustements)).toEqual({ ok: true });
    expect(validateActorUpdate("personnage", s, { "points.finesse.value": 5 }, d.ajustements)).toMatchObject({ ok: false, key: "ALTHERION.Validation.PointsOverMax" });
  });

  it("the rest planner restores the effective amounts and refills Résilience to the effective maximum", () => {
    const s = human();
    s.constitutions.vitalite.value = 1;
    const d = derivePersonnage(s, ctx());
    const p = planRest(s, "normale", {}, new Set<string>(), d.ajustements) as Plan;
    expect(p.system["constitutions.vitalite.value"]).toBe(1 + restAmount("normale", d.effectives));
    expect(restAmount("normale", d.effectives)).not.toBe(restAmount("normale", s.caracteristiques));
    const unhurt = human();
    const full = planRest(unhurt, "normale", {}, new Set<string>(), d.ajustements) as Plan;
    expect(full.system["points.resilience.value"]).toBe(d.points.resilience.max);
    expect(creatureViolations(applyChanges(unhurt, full.system), d.ajustements)).toEqual([]);
  });
});
