import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attackDamage, DEFENCE_FINESSE_COST, defenceFormula, EPUISEMENT_DEATH, EPUISEMENT_MAX, epuisementAfterRest, epuisementRestDay, gainEpuisement,
  GRAPPLES, initiativeInput, reactiveConfrontation, speeds, turnOrder,
} from "../../src/rules/combat";
import type { MainCharacteristics, SecondaryScores } from "../../src/rules/types";

const c: MainCharacteristics = {
  force: 6, pouvoir: 3, intellect: 5, vigueur: 4, charisme: 2, volonte: 7, agilite: 8, perception: 5, sagesse: 3,
};
const scores: SecondaryScores = { corps: 6, ame: 3, esprit: 5, impact: 4, resilience: 4, finesse: 5 };

describe("combat", () => {
  it("R-FIGHT-1 turn order: by initiative, ties keep input order, then extra passes by Combativité", () => {
    expect(turnOrder([
      { id: "a", initiative: 5, combativite: 1 },
      { id: "b", initiative: 9, combativite: 3 },
      { id: "c", initiative: 5, combativite: 2 },
      { id: "d", initiative: 1, combativite: 7 },
      { id: "e", initiative: 2, combativite: 0 },
    ])).toEqual(["b", "a", "c", "e", "d", "b", "c", "d", "b", "d", "d", "d"]);
    expect(turnOrder([])).toEqual([]);
  });

  it("R-FIGHT-1 every combatant gets exactly clamp(Combativité, 1, 5) turns (property)", () => {
    const list = fc.uniqueArray(fc.record({ id: fc.string(), initiative: fc.integer({ min: -5, max: 30 }), combativite: fc.integer({ min: -2, max: 9 }) }), { selector: (x) => x.id, maxLength: 12 });
    fc.assert(fc.property(list, (cs) => {
      const order = turnOrder(cs);
      for (const x of cs) expect(order.filter((id) => id === x.id)).toHaveLength(Math.min(5, Math.max(1, x.combativite)));
      const first = order.slice(0, cs.length);
      for (let i = 1; i < first.length; i++) {
        const a = cs.find((x) => x.id === first[i - 1])!;
        const b = cs.find((x) => x.id === first[i])!;
        expect(a.initiative).toBeGreaterThanOrEqual(b.initiative);
      }
    }));
  });

  it("R-FIGHT-1 initiative is a D = 0 test plus Finesse", () => {
    expect(initiativeInput(5)).toEqual({ skill: 0, complexity: 0, characteristic: 5 });
  });

  it("R-FIGHT-2 Blocage: Rigidité + Vigueur, armour or shield (Force) may replace it", () => {
    expect(defenceFormula("blocage", c)).toEqual({ skills: ["rigidite"], characteristic: 4, source: "vigueur", usable: true, mitigateOnly: false, finesseCost: 1 });
    expect(defenceFormula("blocage", c, { armour: 5 })).toMatchObject({ characteristic: 5, source: "armour" });
    expect(defenceFormula("blocage", c, { shield: true })).toMatchObject({ characteristic: 6, source: "force" });
    expect(defenceFormula("blocage", c, { armour: 4 })).toMatchObject({ characteristic: 4, source: "vigueur" }); // a tie keeps Vigueur
    expect(defenceFormula("blocage", c, { explosion: true }).usable).toBe(true);
    expect(DEFENCE_FINESSE_COST).toBe(1);
  });

  it("R-FIGHT-2 Esquive: Adresse + Agilité, min(Agilité, Perception) when hidden, only mitigates explosions", () => {
    expect(defenceFormula("esquive", c).characteristic).toBe(8);
    expect(defenceFormula("esquive", c, { hidden: true })).toMatchObject({ characteristic: 5, source: "perception" });
    expect(defenceFormula("esquive", c, { explosion: true })).toMatchObject({ usable: true, mitigateOnly: true, skills: ["adresse"] });
  });

  it("R-FIGHT-2 Parade: Bagarre or Mêlée + Agilité, min(Force, Agilité) against ranged, useless against explosions", () => {
    expect(defenceFormula("parade", c)).toMatchObject({ skills: ["bagarre", "melee"], characteristic: 8 });
    expect(defenceFormula("parade", c, { ranged: true })).toMatchObject({ characteristic: 6, source: "force" });
    expect(defenceFormula("parade", c, { explosion: true }).usable).toBe(false);
  });

  it("R-FIGHT-3 damage: weapon + column when lethal, Annulation cancels below, Résistance subtracts, floor 0", () => {
    expect(attackDamage({ weapon: 5, type: "physique", attacker: scores, attackTotal: 12 })).toEqual({ amount: 11, constitution: "vitalite", cancelled: false });
    expect(attackDamage({ weapon: 5, type: "magique", attacker: scores, attackTotal: 12, resistance: 2 })).toEqual({ amount: 6, constitution: "energie", cancelled: false });
    expect(attackDamage({ weapon: 5, type: "sociale", attacker: scores, attackTotal: 12, lethal: false })).toEqual({ amount: 5, constitution: "confiance", cancelled: false });
    expect(attackDamage({ weapon: 5, type: "physique", attacker: scores, attackTotal: 9, annulation: 10 })).toMatchObject({ amount: 0, cancelled: true });
    expect(attackDamage({ weapon: 5, type: "physique", attacker: scores, attackTotal: 10, annulation: 10 })).toMatchObject({ amount: 11, cancelled: false });
    expect(attackDamage({ weapon: 1, type: "physique", attacker: scores, attackTotal: 10, resistance: 20 }).amount).toBe(0);
  });

  it("R-FIGHT-4 reactive confrontation: winner full, conscious loser half rounded down", () => {
    expect(reactiveConfrontation(8, 7, true)).toEqual({ winner: 8, loser: 3 });
    expect(reactiveConfrontation(8, 7, false)).toEqual({ winner: 8, loser: 0 });
  });

  it("R-FIGHT-5 grapples: Étreinte, Mise au sol, Projection with Force or Agilité", () => {
    expect(Object.keys(GRAPPLES)).toEqual(["etreinte", "mise-au-sol", "projection"]);
    expect(GRAPPLES.projection.damageFrom).toBe("force");
  });

  it("R-FIGHT-6 Épuisement 0–5, death at 6, −1 after a full rest of [Épuisement] days", () => {
    expect([EPUISEMENT_MAX, EPUISEMENT_DEATH]).toEqual([5, 6]);
    expect(gainEpuisement(4)).toEqual({ epuisement: 5, death: false });
    expect(gainEpuisement(5)).toEqual({ epuisement: 6, death: true });
    expect(gainEpuisement(5, 4)).toEqual({ epuisement: 6, death: true });
    expect(epuisementAfterRest(3, 3)).toBe(2);
    expect(epuisementAfterRest(3, 2)).toBe(3);
    expect(epuisementAfterRest(0, 5)).toBe(0);
  });

  it("R-FIGHT-6 consecutive days of full rest: the run reaching Épuisement loses 1 and starts again; another rest ends it", () => {
    expect(epuisementRestDay(2, 0, true)).toEqual({ epuisement: 2, days: 1 });
    expect(epuisementRestDay(2, 1, true)).toEqual({ epuisement: 1, days: 0 });
    expect(epuisementRestDay(1, 0, true)).toEqual({ epuisement: 0, days: 0 });
    expect(epuisementRestDay(3, 2, false)).toEqual({ epuisement: 3, days: 0 });
    expect(epuisementRestDay(0, 0, true)).toEqual({ epuisement: 0, days: 0 });
  });

  it("R-FIGHT-7 speeds from Agilité, durations from Vigueur", () => {
    expect(speeds(c)).toEqual({
      travel: { kmh: 8, hours: 4 }, run: { kmh: 16, minutes: 4 }, sprint: { kmh: 24, seconds: 20 }, combatMove: 16, combatRun: 32,
    });
  });
});
