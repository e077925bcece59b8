import { describe, expect, it } from "vitest";
import { rollTest, scriptedDice, successChance } from "../../src/rules/index";
import { buildRollPlan, planChance, skillLevel } from "../../src/dice/roll-spec";
import { dieGroups, emptyContext, parseRollState, rollFormula, serializeRollState, type RollState } from "../../src/dice/roll-data";
import { rollActor, type RollActorSpec } from "../fixtures/roll-actors";

const grid = { force: 6, vigueur: 5, agilite: 4, pouvoir: 3, charisme: 2, perception: 5, intellect: 4, volonte: 3, sagesse: 2 };
const skills = [{ id: "melee", key: "melee", name: "Mêlée", level: 5, expertises: ["Lames légères"] }, { id: "sport", key: "sport", name: "Sport", level: 2 }];
// Derived fields (scores, Puissance, Harmonie, power sources, conditions) come from the real derivation.
const actor = (over: RollActorSpec = {}) => rollActor({ caracteristiques: grid, skills, impact: 2, espoir: 1, statuses: ["os-fractures"], ...over });

describe("roll-spec: TestInput assembly", () => {
  it("R-SK-3 several skills use the lowest level", () => {
    expect(skillLevel(actor().skills, ["melee", "sport"]).level).toBe(2);
    const plan = buildRollPlan(actor(), { characteristic: "force", skills: ["melee", "sport"], complexity: 1 });
    expect(plan.input).toMatchObject({ skill: 2, complexity: 1, characteristic: 6 });
    expect(plan.skillNames).toEqual(["Mêlée", "Sport"]);
  });
  it("R-MORAL-2 an Espoir swap uses Puissance for a main characteristic and Harmonie for a score", () => {
    const data = actor();
    // The swaps must change the value to be seen: Puissance ≠ Force, Harmonie ≠ Corps.
    expect(data.puissance).not.toBe(data.characteristics.force);
    expect(data.harmonie).not.toBe(data.scores.corps);
    expect(buildRollPlan(data, { characteristic: "force", espoirSwap: true }).input.characteristic).toBe(data.puissance);
    expect(buildRollPlan(data, { characteristic: "corps", espoirSwap: true }).input.characteristic).toBe(data.harmonie);
    expect(buildRollPlan(actor(), { characteristic: "corps", espoirSwap: true }).characteristicLabel).toBe("ALTHERION.Roll.Characteristic.Harmonie");
  });
  it("R-MORAL-2 Espoir spends: +1 each, cancel a critical failure; costs are counted and checked", () => {
    const plan = buildRollPlan(actor({ espoir: 3 }), { characteristic: "force", espoirBonus: 2, espoirCancelCrit: true });
    expect(plan.input.bonus).toBe(2);
    expect(plan.input.cancelCritFailure).toBe(true);
    expect(plan.cost.espoir).toBe(3);
    expect(plan.errors).toEqual([]);
    expect(buildRollPlan(actor({ espoir: 0 }), { espoirBonus: 1 }).errors).toContain("ALTHERION.Roll.Error.NotEnoughEspoir");
    expect(buildRollPlan(actor({ espoir: 5 }), { espoirBonus: 1, espoirSwap: true }).cost.espoir).toBe(2);
  });
  it("R-DICE-4 Impact points add surpuissance; automatic sources are listed; circumstantial injuries only when chosen", () => {
    const data = actor({ epuisement: 2 });
    const plan = buildRollPlan(data, { impactPoints: 2, circumstantial: ["os-fractures"] });
    expect(plan.input).toMatchObject({ surpuissance: 2, impuissance: 3 });
    expect(plan.modifiers.map((m) => m.label)).toEqual(["ALTHERION.Roll.Source.Epuisement", "ALTHERION.Roll.Source.Impact", "ALTHERION.Roll.Source.OsFractures"]);
    expect(plan.modifiers[0].automatic).toBe(true);
    expect(plan.cost.impact).toBe(2);
    expect(buildRollPlan(data, { impactPoints: 3 }).errors).toContain("ALTHERION.Roll.Error.NotEnoughImpact");
  });
  it("R-CON-7 Agonie raises the difficulty unless a special state ignores it (R-STATE-1)", () => {
    expect(buildRollPlan(actor({ agonie: 2 }), { difficulty: 8 }).input.agonie).toBe(2);
    const ignored = buildRollPlan(actor({ agonie: 2, statuses: ["flamboyance"] }), { difficulty: 8 });
    expect(ignored.input.agonie).toBe(0);
    expect(ignored.modifiers.at(-1)?.label).toBe("ALTHERION.Roll.Source.AgonieIgnoree");
  });
  it("expertise is offered when a chosen skill has one; the chance is the rules' successChance", () => {
    const plan = buildRollPlan(actor(), { characteristic: "force", skills: ["melee"], complexity: 2, difficulty: 14, expertise: true });
    expect(plan.expertiseAvailable).toBe(true);
    expect(planChance(plan)).toBeCloseTo(successChance(plan.input), 12);
    expect(planChance(buildRollPlan(actor(), {}))).toBeNull();
  });
  it("R-SK-2 the expertise die needs an owned expertise of a chosen skill: a stale tick adds no die", () => {
    expect(buildRollPlan(actor(), { characteristic: "force", skills: ["melee"], expertise: true }).input.expertise).toBe(true);
    expect(buildRollPlan(actor(), { characteristic: "force", skills: [], expertise: true }).input.expertise).toBe(false);
  });
});

describe("roll-data: dice mirrored by role and state round-trip", () => {
  const input = { skill: 3, complexity: 1, characteristic: 4, surpuissance: 1, expertise: true, difficulty: 10 };
  // 3 mastery dice, 1 power die, expertise die, then one chain per retained die (R-DICE-8).
  const result = rollTest(input, scriptedDice([10, 4, 10, 10, 6, 3, 10, 2, 5]));
  it("groups every die in rolling order, marking retained dice", () => {
    const groups = dieGroups(result);
    expect(groups.map((g) => g.role)).toEqual(["mastery", "surpuissance", "expertise", "explosion", "explosion", "explosion"]);
    // R-DICE-3 the tie is retained (each 10 starts a chain) but only the first die counts in the total.
    expect(groups[0].results.map((r) => r.active)).toEqual([true, false, false]);
    expect(groups[0].results.map((r) => r.retained)).toEqual([true, false, true]);
    expect(groups[1].results.map((r) => [r.active, r.retained])).toEqual([[false, true]]);
    expect(groups.flatMap((g) => g.results).length).toBe(9);
    expect(rollFormula(input, result)).toBe("3d10 + 1d10 + 1d10 + 1d10 + 2d10 + 1d10 + 4");
  });
  it("serialises input, result and context as plain data and reads them back", () => {
    const state: RollState = { version: 1, input, result, context: emptyContext({ actorName: "<b>x</b>", label: "Mêlée" }) };
    const json = JSON.parse(JSON.stringify(serializeRollState(state)));
    expect(parseRollState(json)).toEqual(state);
  });
  it("refuses what is not a roll state", () => {
    expect(parseRollState(null)).toBeNull();
    expect(parseRollState({ version: 1, input: { skill: "x" } })).toBeNull();
    expect(parseRollState({ version: 1, input, result: { mastery: [11] } })).toBeNull();
  });
});
