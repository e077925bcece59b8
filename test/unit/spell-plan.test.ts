/** R-SPELL-1..3 the spell part of a roll plan: focus dice, cost, Combativité, the healing test filled from its target, area rolls. */
import { describe, expect, it } from "vitest";
import { buildRollPlan, type ActorRollData } from "../../src/dice/roll-spec";
import { actorRollData } from "../../src/dice/actor-data";
import { buildSpellPlan, incantationChoices, type SpellRollData } from "../../src/dice/spell-plan";
import { spellData, spellTarget, parseSpellContext, spellPointsOf } from "../../src/dice/spell-data";
import { preparedPersonnage } from "../fixtures/roll-actors";
import { heros, itemsHeros } from "../fixtures/personnages";

/** A character's prepared `system`: the data model's own prepareDerivedData (test/fixtures/roll-actors.ts), as Foundry holds it. */
function prepared(over: (s: ReturnType<typeof heros>) => void = () => {}) {
  const source = structuredClone(heros());
  over(source);
  return preparedPersonnage(source, { name: "Nérée", items: itemsHeros, statuses: new Set() }) as unknown as ReturnType<typeof heros>;
}

const onde = spellData({ uuid: "Actor.c.Item.onde", name: "Onde de soin", type: "sort", system: { points: 2, cout: 3, complexite: 0, soin: true, zone: false, type: "physique" } })!;
const vague = spellData({ uuid: "Actor.c.Item.vague", name: "Vague déferlante", type: "sort", system: { points: 3, cout: 5, complexite: 2, soin: false, zone: true, type: "magique" } })!;
const caster = { uuid: "Actor.c", name: "Nérée", system: prepared() };
const hurt = { uuid: "Actor.h", name: "Aël", system: prepared((s) => { s.constitutions.vitalite.value = 30; s.constitutions.vitalite.scars = 6; }) };

const spellRoll = (spell = onde, over: Partial<SpellRollData> = {}): SpellRollData => ({
  spell, energie: 10, combativite: 3, inCombat: false,
  candidates: [spellTarget(hurt, spell.constitution, true)!, spellTarget(caster, spell.constitution, false)!], ...over,
});
const casterData = (spell: SpellRollData): ActorRollData => ({ ...actorRollData({ name: caster.name, system: caster.system, items: [] }), spell });

describe("spell plan (R-SPELL-1..3 in play)", () => {
  it("R-SPELL-1 a healing spell on a targeted character: difficulty = wounds healed, complexity from the target's scars", () => {
    // Vitalité max 50 (derived), scars 6 ≥ 50/10 → complexity 3; 50 − 6 − 30 = 14 to heal; Onde de soin heals at most its 2 points
    const plan = buildRollPlan(casterData(spellRoll()), { complexity: 0, spell: {} });
    expect(plan.spell?.heal).toMatchObject({ actorUuid: "Actor.h", constitution: "vitalite", healable: 14, most: 2, wounds: 2 });
    expect(plan.input).toMatchObject({ difficulty: 2, complexity: 3 });
    expect(plan.errors).toEqual([]);
  });

  it("R-SPELL-1 the target chosen in the dialog, fewer wounds; R-SPELL-3 gestures add spell points, so more wounds can be healed", () => {
    const self = buildRollPlan(casterData(spellRoll()), { spell: { healTarget: "Actor.c" } });
    expect(self.spell?.heal?.actorUuid).toBe("Actor.c");
    expect(self.spell?.errors).toContain("ALTHERION.Spell.Error.NothingToHeal"); // the caster is unhurt
    const one = buildRollPlan(casterData(spellRoll()), { spell: { wounds: 1 } });
    expect(one.input).toMatchObject({ difficulty: 1, complexity: 3 });
    const gestures = buildRollPlan(casterData(spellRoll()), { spell: { gestes: 4, wounds: 9 } });
    expect(gestures.spell).toMatchObject({ spellPoints: 4, combativite: 1 });
    expect(gestures.input.difficulty).toBe(4); // clamped to the 4 points
  });

  it("R-SPELL-3 focus adds power dice whose best is kept; overcharge doubles the Énergie cost", () => {
    const plan = buildRollPlan(casterData(spellRoll(vague)), { spell: { concentration: 1, surcharge: true } });
    expect(plan.input.surpuissance).toBe(1);
    expect(plan.modifiers.map((m) => m.label)).toContain("ALTHERION.Spell.Option.Concentration");
    expect(plan.spell).toMatchObject({ spellPoints: 6, cost: 10, combativite: 2, allowance: 3 });
    expect(plan.errors).toEqual([]);
  });

  it("R-SPELL-3 / R-DICE-11 refusals before anything is spent: Énergie, Combativité (in combat too), pool bounds", () => {
    expect(buildRollPlan(casterData(spellRoll(vague, { energie: 4 })), { spell: {} }).errors).toEqual(["ALTHERION.Spell.Error.Energie"]);
    expect(buildRollPlan(casterData(spellRoll(vague, { combativite: 1 })), { spell: { paroles: 4, gestes: 4 } }).errors).toEqual(["ALTHERION.Spell.Error.Combativite"]);
    expect(buildRollPlan(casterData(spellRoll(vague, { combativite: 1, inCombat: true })), { spell: { concentration: 1 } }).errors).toEqual([]);
    expect(buildRollPlan(casterData(spellRoll(vague, { combativite: 30, energie: 99 })), { spell: { concentration: 25 } }).errors)
      .toContain("ALTHERION.Roll.Error.PoolTooLarge");
  });

  it("R-SPELL-2 an area spell: one roll per targeted character or group; an area healing spell one per target", () => {
    const three = ["Actor.a", "Actor.b", "Actor.h"].map((uuid) => ({ ...spellTarget(hurt, "energie", true)!, actorUuid: uuid }));
    expect(buildSpellPlan(spellRoll(vague, { candidates: three }), {}).rolls).toEqual([["Actor.a"], ["Actor.b"], ["Actor.h"]]);
    expect(buildSpellPlan(spellRoll(vague, { candidates: three }), { groups: [1, 0, 1] }).rolls).toEqual([["Actor.a", "Actor.h"], ["Actor.b"]]);
    expect(buildSpellPlan(spellRoll({ ...onde, zone: true }, { candidates: three }), { groups: [1, 1, 1] }).rolls).toEqual([["Actor.a"], ["Actor.b"], ["Actor.h"]]);
    expect(buildSpellPlan(spellRoll(onde), {}).rolls).toEqual([[]]);
  });

  it("R-SPELL-3 the dialog's quarters become efficiencies; a stored spell context reads back, its spell points recomputed from the item", () => {
    expect(incantationChoices({ gestes: 2, paroles: 0, composantes: 9, concentration: -1 })).toEqual({ gestes: 0.5, composantes: 1 });
    expect(spellPointsOf(4, { gestes: 2, surcharge: true })).toBe(4 + 2 + 4);
    expect(parseSpellContext({ itemUuid: "x", name: "n", options: { gestes: 2, junk: 1 }, spellPoints: 6, cost: 3, combativite: 1, heal: { actorUuid: "Actor.h", name: "Aël", constitution: "nope", wounds: 2 }, area: null }))
      .toEqual({ itemUuid: "x", name: "n", options: { gestes: 2 }, spellPoints: 6, cost: 3, combativite: 1, heal: null, area: null });
    expect(parseSpellContext(null)).toBeNull();
  });
});
