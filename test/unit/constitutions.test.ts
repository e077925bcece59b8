import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjustRank, agonieStep, applyDamage, applyPeril, available, checkConstitution, constitutionBonus, constitutionMax,
  constitutionTotal, defaultBonusShares, endAcharnement, EXALTATION_BONUS_STEPS, forceRegeneration, freshConstitution,
  heal, isInPeril, isStabilised, nonLethalOnAgonie, perilOutcome, restAmount, restConstitution, restRanks, restShift, stabilize,
} from "../../src/rules/constitutions";
import type { Constitution, MainCharacteristics } from "../../src/rules/types";

const c: MainCharacteristics = {
  force: 6, pouvoir: 3, intellect: 5, vigueur: 4, charisme: 2, volonte: 7, agilite: 8, perception: 5, sagesse: 3,
}; // Puissance 11, Harmonie 7
const con = (over: Partial<Constitution> = {}): Constitution => ({ ...freshConstitution(30), ...over });

describe("constitution maxima", () => {
  it("R-CON-2 totals 45…720 for Prémices summing to 45", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((e) => constitutionTotal(e))).toEqual([45, 90, 150, 210, 285, 360, 450, 555, 720]);
    expect(constitutionTotal(2, [10, 15, 20])).toBe(90);
  });

  it("R-CON-2 total bonus 0,0,15,30,60,90,135,195,315 from the per-step table", () => {
    expect(EXALTATION_BONUS_STEPS).toEqual([0, 0, 15, 15, 30, 30, 45, 60, 120]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(constitutionBonus)).toEqual([0, 0, 15, 30, 60, 90, 135, 195, 315]);
    expect(() => constitutionBonus(0)).toThrow(RangeError);
    expect(() => constitutionBonus(10)).toThrow(RangeError);
  });

  it("R-CON-2 default shares are one third each; max = Exaltation × Prémice + share", () => {
    expect(defaultBonusShares(9)).toEqual([105, 105, 105]);
    for (let e = 1; e <= 9; e++) {
      const [a, b, d] = defaultBonusShares(e);
      expect(Number.isInteger(a)).toBe(true);
      expect(constitutionMax(e, 15, a) + constitutionMax(e, 15, b) + constitutionMax(e, 15, d)).toBe(constitutionTotal(e));
    }
    expect(constitutionMax(3, 20, 5)).toBe(65);
  });
});

describe("harm", () => {
  it("R-CON-1 checkConstitution lists violated invariants", () => {
    expect(checkConstitution(con())).toEqual([]);
    expect(checkConstitution({ max: -1, value: -1, scars: -2, ephemeral: -1, stabilized: false })).toEqual(
      expect.arrayContaining(["max-negative", "value-negative", "scars-negative", "ephemeral-negative"]));
    expect(checkConstitution(con({ scars: 31, value: 0 }))).toContain("scars-above-max");
    expect(checkConstitution(con({ scars: 5 }))).toEqual(["value-above-max-minus-scars"]);
    expect(checkConstitution(con({ value: 1.5 }))).toContain("value-not-integer");
    expect(available(con({ scars: 4, value: 3 }))).toBe(26);
  });

  it("R-CON-3 lethal damage takes ephemeral, then value, then overflow becomes scars", () => {
    const r = applyDamage(con({ value: 10, ephemeral: 3 }), { amount: 18 }, "vitalite");
    expect(r).toMatchObject({ absorbed: 3, lost: 10, overflow: 5, scarsAdded: 5, outcome: null });
    expect(r.constitution).toEqual({ max: 30, value: 0, scars: 5, ephemeral: 0, stabilized: false });
  });

  it("R-CON-3 overflow scars are capped at max", () => {
    const r = applyDamage(con({ value: 2, scars: 25 }), { amount: 20 }, "energie");
    expect(r.constitution.scars).toBe(30);
    expect(r.scarsAdded).toBe(5);
  });

  it("R-CON-3 non-lethal damage never adds scars; its overflow is lost", () => {
    const r = applyDamage(con({ value: 4 }), { amount: 10, lethal: false }, "vitalite");
    expect(r.constitution).toMatchObject({ value: 0, scars: 0 });
    expect(r.overflow).toBe(6);
    expect(r.scarsAdded).toBe(0);
  });

  it("R-CON-3 non-lethal attack in Agonie removes one Résilience point, all on a critical", () => {
    expect(nonLethalOnAgonie(3, false)).toBe(2);
    expect(nonLethalOnAgonie(0, false)).toBe(0);
    expect(nonLethalOnAgonie(3, true)).toBe(0);
  });

  it("R-CON-3 damage fully absorbed by ephemeral keeps a stabilisation; deeper damage ends it", () => {
    expect(applyDamage(con({ ephemeral: 5, stabilized: true }), { amount: 5 }, "vitalite").constitution.stabilized).toBe(true);
    expect(applyDamage(con({ stabilized: true }), { amount: 1 }, "vitalite").constitution.stabilized).toBe(false);
    expect(() => applyDamage(con(), { amount: -1 }, "vitalite")).toThrow(RangeError);
  });

  it("R-CON-4 one attack ≥ max: death, unconscious, découragement", () => {
    expect(applyDamage(con(), { amount: 30 }, "vitalite").outcome).toBe("death");
    expect(applyDamage(con({ ephemeral: 40 }), { amount: 30 }, "energie").outcome).toBe("unconscious");
    expect(applyDamage(con(), { amount: 31, lethal: false }, "confiance").outcome).toBe("decouragement");
    expect(applyDamage(con(), { amount: 29 }, "vitalite").outcome).toBeNull();
    expect(applyDamage(freshConstitution(0), { amount: 0 }, "vitalite").outcome).toBe("death"); // R-CON-5: 0 scars = 0 max
  });

  it("R-CON-5 scars reaching max without ephemeral nor stabilisation", () => {
    expect(applyDamage(con({ value: 0, scars: 25 }), { amount: 5 }, "vitalite").outcome).toBe("death");
    expect(applyDamage(con({ value: 0, scars: 25 }), { amount: 5 }, "energie").outcome).toBe("unconscious");
    expect(applyDamage(con({ value: 0, scars: 25 }), { amount: 5 }, "confiance").outcome).toBe("decouragement");
    expect(applyDamage(con({ value: 0, scars: 25, ephemeral: 8 }), { amount: 13 }, "vitalite").outcome).toBe("death");
    expect(applyDamage(con({ value: 0, scars: 25, ephemeral: 8 }), { amount: 5 }, "vitalite").outcome).toBeNull();
  });

  it("R-CON-1 heal never exceeds max − scars", () => {
    expect(heal(con({ value: 5, scars: 10 }), 100).value).toBe(20);
    expect(heal(con({ value: 5 }), 3).value).toBe(8);
    expect(() => heal(con(), 1.5)).toThrow(RangeError);
  });

  it("R-CON-9 a forced regeneration adds the regenerated amount to scars", () => {
    const r = forceRegeneration(con({ value: 10 }), 4);
    expect(r.regenerated).toBe(4);
    expect(r.constitution).toMatchObject({ value: 14, scars: 4 });
    expect(forceRegeneration(con({ value: 27 }), 4).regenerated).toBe(1);
  });
});

describe("rest", () => {
  it("R-CON-8 rank amounts: Rapide = P + H, Normale = P, Difficile = H, 1, 0", () => {
    expect(restAmount("rapide", c)).toBe(18);
    expect(restAmount("normale", c)).toBe(11);
    expect(restAmount("difficile", c)).toBe(7);
    expect(restAmount("difficile", c, 2)).toBe(9);
    expect(restAmount("tres-difficile", c)).toBe(1);
    expect(restAmount("impossible", c)).toBe(0);
    expect(restAmount("difficile", c, -20)).toBe(0);
  });

  it("R-CON-8 ranks adjust for bad sleep, a whole day and injuries, clamped", () => {
    expect(adjustRank("normale", -1)).toBe("rapide");
    expect(adjustRank("rapide", -3)).toBe("rapide");
    expect(adjustRank("difficile", 9)).toBe("impossible");
    expect(restRanks()).toEqual({ wounds: "normale", scars: "difficile" });
    expect(restRanks({ badSleep: true })).toEqual({ wounds: "difficile", scars: "tres-difficile" });
    expect(restRanks({ wholeDay: true })).toEqual({ wounds: "rapide", scars: "normale" });
    expect(restRanks({ badSleep: true, wholeDay: true, worse: 1 })).toEqual({ wounds: "difficile", scars: "tres-difficile" });
  });

  it("R-CON-8 R-CRIT-2 a rest's rank against Normale; Cage thoracique makes Vitalité and Énergie, not Confiance, one rank worse", () => {
    expect(["rapide", "normale", "difficile", "impossible"].map((r) => restShift(r as "normale", "vitalite", false))).toEqual([-1, 0, 1, 3]);
    expect(restShift("normale", "vitalite", true)).toBe(1);
    expect(restShift("rapide", "energie", true)).toBe(0);
    expect(restShift("normale", "confiance", true)).toBe(0);
    expect(restRanks({ worse: restShift("normale", "energie", true) })).toEqual({ wounds: "difficile", scars: "tres-difficile" });
  });

  it("R-CON-8 two-step rest: wounds at Normale up to max − scars, then scars at Difficile", () => {
    const a = restConstitution(con({ value: 5, scars: 8 }), c);
    expect(a).toMatchObject({ value: 16, scars: 8 });
    const b = restConstitution(con({ value: 20, scars: 8 }), c);
    expect(b).toMatchObject({ value: 22, scars: 8 }); // capped at max − scars
    const d = restConstitution(b, c);
    expect(d).toMatchObject({ value: 29, scars: 1 }); // 7 scars removed, value +7
    expect(restConstitution(d, c)).toMatchObject({ value: 30, scars: 0 });
    expect(restConstitution(con(), c)).toEqual(con());
  });

  it("R-CON-8 / R-FIGHT-6 each Épuisement point restores 1 less, never below 0", () => {
    expect(restConstitution(con({ value: 5 }), c, { epuisement: 3 }).value).toBe(13);
    expect(restConstitution(con({ value: 5 }), c, { epuisement: 30 }).value).toBe(5);
    expect(restConstitution(con({ value: 5 }), c, { wholeDay: true }).value).toBe(23);
  });
});

describe("péril and agonie", () => {
  it("R-CON-6 a constitution at 0 is in Péril until stabilised", () => {
    expect(isInPeril(con({ value: 0 }))).toBe(true);
    expect(isInPeril(stabilize(con({ value: 0 })))).toBe(false);
    expect(isInPeril(con({ value: 1 }))).toBe(false);
  });

  it("R-CON-6 a stabilisation holds Péril off at 0; healed above 0 the kept flag means nothing, and damage past the temporary points ends it", () => {
    expect(isStabilised(stabilize(con({ value: 0 })))).toBe(true);
    expect(isStabilised(con({ value: 0 }))).toBe(false);
    expect(isStabilised(heal(stabilize(con({ value: 0 })), 10))).toBe(false);
    expect(isStabilised(applyDamage(heal(stabilize(con({ value: 0 })), 10), { amount: 10 }, "vitalite").constitution)).toBe(false);
  });

  it("R-CON-6 Péril test: die + Résilience against scars; failure gains the margin, at least 1", () => {
    expect(perilOutcome({ die: 4, resilience: 3, scars: 7 })).toEqual({ total: 7, success: true, scarsGained: 0 });
    expect(perilOutcome({ die: 2, resilience: 3, scars: 9 })).toEqual({ total: 5, success: false, scarsGained: 4 });
    const r = applyPeril(con({ value: 0, scars: 27 }), "vitalite", 1, 0);
    expect(r).toMatchObject({ success: false, scarsGained: 3, outcome: "death" });
    expect(applyPeril(con({ value: 0, scars: 5 }), "energie", 1, 3)).toMatchObject({ success: false, scarsGained: 1, outcome: null });
    const stable = stabilize(con({ value: 0, scars: 5 }));
    expect(applyPeril(stable, "vitalite", 1, 0).constitution).toBe(stable);
  });

  it("R-CON-7 Agonie: 1 on reaching 0, +1 per unstabilised turn, lost after a rest when stable", () => {
    const zero = con({ value: 0 });
    expect(agonieStep(0, "zero", zero)).toBe(1);
    expect(agonieStep(2, "zero", zero)).toBe(2);
    expect(agonieStep(0, "zero", con())).toBe(0);
    expect(agonieStep(1, "turn", zero)).toBe(2);
    expect(agonieStep(1, "turn", stabilize(zero))).toBe(1);
    expect(agonieStep(3, "rest", stabilize(zero))).toBe(0);
    expect(agonieStep(3, "rest", stabilize(zero), 1)).toBe(1);
    expect(agonieStep(3, "rest", con({ value: 4 }))).toBe(0);
    expect(agonieStep(3, "rest", zero)).toBe(3);
  });

  it("R-STATE-3 end of Acharnement: scars equal wounds, stable stays stable", () => {
    expect(endAcharnement(con({ value: 12, scars: 3 }))).toMatchObject({ value: 12, scars: 18 });
    expect(endAcharnement(stabilize(con({ value: 0 })))).toMatchObject({ scars: 30, stabilized: true });
  });
});

describe("invariants (property)", () => {
  const op = fc.oneof(
    fc.record({ k: fc.constant("damage" as const), n: fc.nat(60), lethal: fc.boolean() }),
    fc.record({ k: fc.constant("heal" as const), n: fc.nat(60) }),
    fc.record({ k: fc.constant("rest" as const), bad: fc.boolean(), day: fc.boolean(), ep: fc.nat(6) }),
    fc.record({ k: fc.constant("peril" as const), die: fc.integer({ min: 1, max: 10 }), res: fc.integer({ min: 0, max: 10 }) }),
    fc.record({ k: fc.constant("acharnement" as const) }),
    fc.record({ k: fc.constant("regen" as const), n: fc.nat(20) }),
    fc.record({ k: fc.constant("stabilize" as const) }),
  );
  it("R-CON-1 value ≤ max − scars and 0 ≤ scars ≤ max after any sequence of operations", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 60 }), fc.nat(10), fc.array(op, { maxLength: 40 }), (max, eph, ops) => {
      let s: Constitution = { ...freshConstitution(max), ephemeral: eph };
      for (const o of ops) {
        if (o.k === "damage") s = applyDamage(s, { amount: o.n, lethal: o.lethal }, "vitalite").constitution;
        else if (o.k === "heal") s = heal(s, o.n);
        else if (o.k === "rest") s = restConstitution(s, c, { badSleep: o.bad, wholeDay: o.day, epuisement: o.ep });
        else if (o.k === "peril") s = applyPeril(s, "vitalite", o.die, o.res).constitution;
        else if (o.k === "acharnement") s = endAcharnement(s);
        else if (o.k === "regen") s = forceRegeneration(s, o.n).constitution;
        else s = stabilize(s);
        expect(checkConstitution(s)).toEqual([]);
      }
    }));
  });
});
