import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ACTOR_BOUNDS, ITEM_BOUNDS } from "../../src/data/bounds";
import type { BoundsTable } from "../../src/data/bounds";
import {
  applyChanges, checkBounds, creatureViolations, flattenChanges, validateActorUpdate, validateItemUpdate,
} from "../../src/data/validation";
import { planDamage, planHeal, planRest, NO_ADJUSTMENT } from "../../src/rules/index";
import { heros } from "../fixtures/personnages";

/** A nested change object setting one dotted path. */
const at = (path: string, value: unknown): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  const parts = path.split(".");
  let o = out;
  for (const p of parts.slice(0, -1)) o = (o[p] = {}) as Record<string, unknown>;
  o[parts[parts.length - 1]] = value;
  return out;
};

const badValues = (min: number, max: number): [unknown, string][] => [
  [min - 1, "ALTHERION.Validation.OutOfRange"],
  [max + 1, "ALTHERION.Validation.OutOfRange"],
  [min + 0.5, "ALTHERION.Validation.NotInteger"],
  [Number.NaN, "ALTHERION.Validation.NotANumber"],
  [Number.POSITIVE_INFINITY, "ALTHERION.Validation.NotANumber"],
  ["abc", "ALTHERION.Validation.NotANumber"],
  [null, "ALTHERION.Validation.NotANumber"],
];

function tableCases(tables: Readonly<Record<string, BoundsTable>>) {
  return Object.entries(tables).flatMap(([type, table]) => Object.entries(table).map(([path, b]) => ({ type, path, ...b })));
}

describe("bounds table: a bad input for every numeric field is refused with a localized key", () => {
  it.each(tableCases(ACTOR_BOUNDS))("actor $type system.$path", ({ type, path, min, max }) => {
    for (const [value, key] of badValues(min, max)) {
      const result = validateActorUpdate(type, heros(), at(path, value), NO_ADJUSTMENT);
      expect(result, `${path} = ${String(value)}`).toMatchObject({ ok: false, key, path });
    }
    expect(checkBounds(ACTOR_BOUNDS[type], at(path, min)).ok).toBe(true);
    expect(checkBounds(ACTOR_BOUNDS[type], at(path, max)).ok).toBe(true);
  });

  it.each(tableCases(ITEM_BOUNDS))("item $type system.$path", ({ type, path, min, max }) => {
    for (const [value, key] of badValues(min, max)) {
      expect(validateItemUpdate(type, {}, at(path, value), "achat"), `${path} = ${String(value)}`).toMatchObject({ ok: false, key });
    }
    expect(checkBounds(ITEM_BOUNDS[type], at(path, min)).ok).toBe(true);
  });

  it("initial values sit inside their bounds", () => {
    for (const c of [...tableCases(ACTOR_BOUNDS), ...tableCases(ITEM_BOUNDS)]) {
      expect(c.initial, c.path).toBeGreaterThanOrEqual(c.min);
      expect(c.initial, c.path).toBeLessThanOrEqual(c.max);
    }
  });

  it("accepts dotted and nested change objects alike", () => {
    expect(flattenChanges({ "constitutions.vitalite": { value: 3 }, fragilite: 1 })).toEqual({ "constitutions.vitalite.value": 3, fragilite: 1 });
    expect(validateActorUpdate("personnage", heros(), { "caracteristiques.force": 21 }, NO_ADJUSTMENT)).toMatchObject({ ok: false });
  });
});

describe("R-CON invariants: an update that breaks one is refused whole", () => {
  it("R-CON-1 value above max − scars", () => {
    const r = validateActorUpdate("personnage", heros(), { constitutions: { energie: { value: 46 } } }, NO_ADJUSTMENT);
    expect(r).toMatchObject({ ok: false, key: "ALTHERION.Validation.Constitution", path: "constitutions.energie" });
    expect(validateActorUpdate("personnage", heros(), { constitutions: { energie: { value: 45 } } }, NO_ADJUSTMENT).ok).toBe(true);
  });

  it("R-CON-1 scars above max, even together with a valid field", () => {
    const r = validateActorUpdate("personnage", heros(), { fragilite: 2, constitutions: { vitalite: { scars: 51, value: 0 } } }, NO_ADJUSTMENT);
    expect(r.ok).toBe(false);
  });

  it("R-CON-2 lowering Exaltation below what the values need is refused", () => {
    expect(validateActorUpdate("personnage", heros(), { exaltation: 2 }, NO_ADJUSTMENT).ok).toBe(false);
  });

  it("R-CON-2 bonus shares may not exceed the Exaltation total", () => {
    const r = validateActorUpdate("personnage", heros(), { constitutions: { vitalite: { bonus: 6 } } }, NO_ADJUSTMENT);
    expect(r).toMatchObject({ ok: false, key: "ALTHERION.Validation.BonusOverAllocated" });
  });

  it("R-CAR-5 a points pool may not exceed its maximum", () => {
    expect(validateActorUpdate("personnage", heros(), { points: { impact: { value: 5 } } }, NO_ADJUSTMENT)).toMatchObject({ ok: false, key: "ALTHERION.Validation.PointsOverMax" });
  });

  it("a violation already present does not block an unrelated update", () => {
    const broken = heros();
    broken.constitutions.vitalite.value = 60;
    expect(validateActorUpdate("personnage", broken, { fragilite: 2 }, NO_ADJUSTMENT).ok).toBe(true);
    expect(validateActorUpdate("personnage", broken, { constitutions: { energie: { value: 46 } } }, NO_ADJUSTMENT).ok).toBe(false);
  });

  it("R-MORAL-1 the group Moral never exceeds its members", () => {
    const g = { membres: ["a", "b"], moral: { espoir: 1, desespoir: 0 }, fatalite: 0 };
    expect(validateActorUpdate("groupe", g, { moral: { desespoir: 1 } }, NO_ADJUSTMENT).ok).toBe(true);
    expect(validateActorUpdate("groupe", g, { moral: { desespoir: 2 } }, NO_ADJUSTMENT)).toMatchObject({ ok: false, key: "ALTHERION.Validation.MoralOverMembers" });
  });

  it("R-SK-1 / R-PP-1 skill level cap follows the ruleset; R-PP-3 PP never above level", () => {
    const skill = { niveau: 5, pp: { value: 3 } };
    expect(validateItemUpdate("competence", skill, { niveau: 11 }, "altherion")).toMatchObject({ ok: false, key: "ALTHERION.Validation.SkillLevelRuleset" });
    expect(validateItemUpdate("competence", skill, { niveau: 11 }, "achat").ok).toBe(true);
    expect(validateItemUpdate("competence", skill, { pp: { value: 6 } }, "achat")).toMatchObject({ ok: false, key: "ALTHERION.Validation.PpOverLevel" });
  });

  it("R-CREA-1 a lineage swap names characteristics (or none); anything else is refused whole", () => {
    expect(validateActorUpdate("personnage", heros(), { echangeLignee: { de: "force", vers: "agilite" } }, NO_ADJUSTMENT).ok).toBe(true);
    expect(validateActorUpdate("personnage", heros(), { "echangeLignee.de": "" }, NO_ADJUSTMENT).ok).toBe(true);
    expect(validateActorUpdate("personnage", heros(), { echangeLignee: { de: "force", vers: "Force" } }, NO_ADJUSTMENT))
      .toMatchObject({ ok: false, key: "ALTHERION.Validation.BadLineageSwap", path: "echangeLignee.vers" });
    expect(validateActorUpdate("personnage", heros(), { "echangeLignee.de": "__proto__" }, NO_ADJUSTMENT).ok).toBe(false);
  });

  describe("R-SK-6 Vrai Primordial ≤ Primordial (a skill's `plafond` names the key of its cap)", () => {
    const vrai = { niveau: 2, plafond: "primordial", pp: { value: 0 } };
    const primordial = { niveau: 3, plafond: "", pp: { value: 0 } };
    const sib = (niveau: number, plafond = "") => ({ key: plafond ? "vrai-primordial" : "primordial", name: plafond ? "Vrai Primordial" : "Primordial", niveau, plafond });
    const asVrai = (p: number) => ({ key: "vrai-primordial", siblings: [sib(p)] });
    const asPrimordial = (v: number) => ({ key: "primordial", siblings: [sib(v, "primordial")] });

    it("R-SK-6 raising Vrai Primordial above Primordial is refused with its cap; up to it passes", () => {
      expect(validateItemUpdate("competence", vrai, { niveau: 3 }, "altherion", asVrai(3)).ok).toBe(true);
      expect(validateItemUpdate("competence", vrai, { niveau: 4 }, "altherion", asVrai(3)))
        .toMatchObject({ ok: false, key: "ALTHERION.Validation.SkillOverCap", path: "niveau", data: { cap: "Primordial", max: 3 } });
    });

    it("R-SK-6 lowering Primordial under Vrai Primordial is refused; down to it passes", () => {
      expect(validateItemUpdate("competence", primordial, { niveau: 2 }, "altherion", asPrimordial(2)).ok).toBe(true);
      expect(validateItemUpdate("competence", primordial, { niveau: 1 }, "altherion", asPrimordial(2)))
        .toMatchObject({ ok: false, key: "ALTHERION.Validation.CapUnderSkill", data: { skill: "Vrai Primordial", level: 2 } });
      expect(validateItemUpdate("competence", primordial, { niveau: 5 }, "altherion", asPrimordial(2)).ok).toBe(true);
    });

    it("R-SK-6 a cap the owner lacks counts 0; an old violation may be lowered, never raised; other fields pass", () => {
      expect(validateItemUpdate("competence", { ...vrai, niveau: 0 }, { niveau: 1 }, "altherion", { key: "vrai-primordial", siblings: [] }))
        .toMatchObject({ ok: false, key: "ALTHERION.Validation.SkillOverCap", data: { max: 0 } });
      const broken = { ...vrai, niveau: 6 };
      expect(validateItemUpdate("competence", broken, { niveau: 5 }, "altherion", asVrai(3)).ok).toBe(true);
      expect(validateItemUpdate("competence", broken, { niveau: 7 }, "altherion", asVrai(3)).ok).toBe(false);
      expect(validateItemUpdate("competence", broken, { expertises: [] }, "altherion", asVrai(3)).ok).toBe(true);
      expect(validateItemUpdate("competence", vrai, { niveau: 9 }, "altherion").ok).toBe(true); // an unowned item has no owner to compare with
    });

    it("R-SK-6 property: an accepted level change never leaves a capped skill above its cap when it was within", () => {
      fc.assert(fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (p, v, next) => {
        fc.pre(v <= p);
        const raised = validateItemUpdate("competence", { ...vrai, niveau: v }, { niveau: next }, "altherion", asVrai(p));
        expect(raised.ok).toBe(next <= p);
        const lowered = validateItemUpdate("competence", { ...primordial, niveau: p }, { niveau: next }, "altherion", asPrimordial(v));
        expect(lowered.ok).toBe(next >= v || next >= p);
      }));
    });
  });

  it("property: damage, heal and rest plans never break R-CON invariants", () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("damage" as const), amount: fc.integer({ min: 0, max: 120 }), type: fc.constantFrom("physique", "magique", "sociale" as const), lethal: fc.boolean() }),
      fc.record({ kind: fc.constant("heal" as const), amount: fc.integer({ min: 0, max: 60 }), key: fc.constantFrom("vitalite", "energie", "confiance" as const) }),
      fc.record({ kind: fc.constant("rest" as const), rank: fc.constantFrom("rapide", "normale", "difficile", "tres-difficile", "impossible" as const) }),
    );
    fc.assert(fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
      let s = heros();
      for (const st of steps) {
        const p = st.kind === "damage" ? planDamage(s, { amount: st.amount, type: st.type as "physique", lethal: st.lethal })
          : st.kind === "heal" ? planHeal(s, st.key as "vitalite", st.amount)
          : planRest(s, st.rank as "normale", {}, new Set<string>(), NO_ADJUSTMENT);
        if (!p.ok) return false;
        expect(validateActorUpdate("personnage", s, p.system, NO_ADJUSTMENT).ok).toBe(true);
        s = applyChanges(s, p.system);
        expect(creatureViolations(s, NO_ADJUSTMENT)).toEqual([]);
      }
      return true;
    }), { numRuns: 200 });
  });
});

describe("applyChanges: no prototype pollution", () => {
  it("a change through __proto__, prototype or constructor is ignored; Object.prototype stays clean", () => {
    const source = { a: 1, nested: { b: 2 } };
    const changes = JSON.parse('{"__proto__": {"polluted": 1}, "nested.__proto__.polluted2": 1, "constructor.prototype.polluted3": 1, "a": 5}');
    const after = applyChanges(source, changes) as Record<string, unknown>;
    expect(after).toEqual({ a: 5, nested: { b: 2 } });
    const probe = {} as Record<string, unknown>;
    expect([probe.polluted, probe.polluted2, probe.polluted3]).toEqual([undefined, undefined, undefined]);
  });
});
