import { describe, expect, it } from "vitest";
import { fortuneGrantable, gainTakers, moralReducer, rollTest, scriptedDice, type MoralState, type TestInput } from "../../src/rules/index";
import { authorizeMoral } from "../../src/moral/permissions";
import { FATALITE_FLAG, planMoralWrite } from "../../src/moral/payer";
import { buildRollPlan } from "../../src/dice/roll-spec";
import { rollActor, type RollActorSpec } from "../fixtures/roll-actors";
import { emptyContext, type RollState, type TestContext } from "../../src/dice/roll-data";
import { canUse, emptyCardState, parseCardState, settledState, testCardView } from "../../src/chat/test-card";
import { authorize } from "../../src/chat/permissions";
import { rollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { memberPickContext } from "../../src/applications/moral-chooser-context";
import { buildMoral } from "../../src/applications/sheets/groupe-context";

const member = (id: string, over: Partial<MoralState["members"][number]> = {}) => ({ id, exaltation: 4, espoir: 0, desespoir: 0, ...over });
const group = (over: Partial<MoralState> = {}): MoralState => ({ espoir: 0, desespoir: 0, fatalite: 0, members: [member("a"), member("b")], ...over });
const owner = { isGM: false, ownsGroup: true, ownedMembers: new Set(["a", "b"]), playersGainMoral: true };
const gm = { isGM: true, ownedMembers: new Set<string>(), playersGainMoral: false };
const player = { isGM: false, owned: new Set(["Actor.a"]) };

describe("GM grants (R-MORAL-8)", () => {
  it("R-MORAL-8 a personal grant, Fortune and Fatalité are GM-only events, even for the group's owner", () => {
    for (const e of [
      { type: "personal-gain", kind: "espoir", memberId: "a" },
      { type: "grant-fortune", memberId: "a" },
      { type: "take-fatalite" },
      { type: "spend-fatalite", memberId: "a" },
    ] as const) {
      expect(authorizeMoral([e], owner)).toEqual({ ok: false, reason: "permission" });
      expect(authorizeMoral([e], { ...gm, ownsGroup: false })).toEqual({ ok: true });
    }
    expect(authorizeMoral([{ type: "gain", kind: "espoir" }], owner)).toEqual({ ok: true });
  });

  it("R-MORAL-8 / R-MORAL-7 a granted personal point respects floor(Exaltation / 2)", () => {
    const r = moralReducer(group(), { type: "personal-gain", kind: "espoir", memberId: "a" });
    expect(r.state.members[0].espoir).toBe(1);
    const full = moralReducer(group({ members: [member("a", { espoir: 2 }), member("b")] }), { type: "personal-gain", kind: "espoir", memberId: "a" });
    expect(full.consequences).toEqual([{ type: "point-lost", kind: "espoir", memberId: "a" }]);
  });

  it("R-MORAL-4 / R-MORAL-5 / R-MORAL-8 a gain under Galvanisation or Tourmente offers only the members who can take it", () => {
    expect(gainTakers(group({ espoir: 1 }), "espoir")).toBeNull(); // not full: the group's
    expect(gainTakers(group({ espoir: 2, members: [member("a", { espoir: 2 }), member("b")] }), "espoir")).toEqual(["b"]);
    expect(gainTakers(group({ desespoir: 2, members: [member("a"), member("b", { desespoir: 2 })] }), "desespoir")).toEqual(["a"]);
    expect(gainTakers(group({ espoir: 2 }), "desespoir")).toBeNull();
    const taken = moralReducer(group({ desespoir: 2 }), { type: "gain", kind: "desespoir", memberId: "b" });
    expect(taken.state.members.map((m) => m.desespoir)).toEqual([0, 1]);
    expect(memberPickContext("h", [{ uuid: "a", name: "A" }, { uuid: "b", name: "B" }], ["b"]).members).toEqual([{ uuid: "b", name: "B", selected: true }]);
  });

  it("R-MORAL-8 / R-FORT-2 the Moral panel shows the GM's controls to a GM only", () => {
    const input = { uuid: "Actor.g", system: { membres: ["Actor.a"], moral: { espoir: 0, desespoir: 0 }, fatalite: 2 },
      members: [{ uuid: "Actor.a", id: "a", name: "Aël", img: "", exaltation: 5, espoir: 1, desespoir: 0, owned: true, fatalite: 1 }] };
    expect(buildMoral(input).gm).toBeNull();
    expect(buildMoral(input, true).gm).toEqual({ group: "Actor.g", fatalite: 2, canSpendFatalite: true, members: [{ uuid: "Actor.a", name: "Aël", espoir: 1, desespoir: 0, cap: 2, fatalite: 1 }] });
  });
});

describe("Fortune and Fatalité in play (R-FORT-1, R-FORT-2)", () => {
  it("R-FORT-1 grant-fortune is capped at 5 and refused at the cap; R-FORT-2 take-fatalite likewise", () => {
    const w = planMoralWrite(group(), [{ type: "grant-fortune", memberId: "a", amount: 2 }]);
    expect(w.members).toEqual([{ id: "a", changes: { "system.fortune": 2 } }]);
    expect(moralReducer(group({ members: [member("a", { fortune: 5 })] }), { type: "grant-fortune", memberId: "a" }).refused?.reason).toBe("fortune-max");
    expect(moralReducer(group({ fatalite: 4 }), { type: "take-fatalite" }).state.fatalite).toBe(5);
    expect(moralReducer(group({ fatalite: 5 }), { type: "take-fatalite" }).refused?.reason).toBe("fatalite-max");
  });

  it("R-FORT-2 spending a Fatalité moves it from the group to the chosen member's next roll", () => {
    const w = planMoralWrite(group({ fatalite: 2 }), [{ type: "spend-fatalite", memberId: "b" }]);
    expect(w.group).toEqual({ espoir: 0, desespoir: 0, fatalite: 1 });
    expect(w.members).toEqual([{ id: "b", changes: { [FATALITE_FLAG]: 1 } }]);
    expect(moralReducer(group(), { type: "spend-fatalite", memberId: "b" }).refused?.reason).toBe("no-fatalite");
  });

  // The actor's roll data from the real derivation (every characteristic 4); Fortune and Fatalité as the tests give them.
  const actor = (over: RollActorSpec = {}) => rollActor({ caracteristiques: { force: 4, vigueur: 4, agilite: 4, pouvoir: 4, charisme: 4, perception: 4, intellect: 4, volonte: 4, sagesse: 4 }, ...over });

  it("R-FORT-1 Fortune declared in the dialog: +1 per point, counted in the cost, refused beyond the actor's points", () => {
    const plan = buildRollPlan(actor({ fortune: 3 }), { characteristic: "force", fortune: 2 });
    expect(plan.input.bonus).toBe(2);
    expect(plan.cost.fortune).toBe(2);
    expect(plan.modifiers).toContainEqual({ label: "ALTHERION.Roll.Source.Fortune", surpuissance: 0, impuissance: 0, flat: 2, automatic: false });
    expect(buildRollPlan(actor({ fortune: 1 }), { fortune: 2 }).errors).toContain("ALTHERION.Roll.Error.NotEnoughFortune");
    expect(rollDialogContext(actor({ fortune: 3 }), { fortune: 1 }).fortune).toEqual({ available: 3, value: 1 });
  });

  it("R-FORT-2 a pending Fatalité is −1 per point on the next roll, shown as an automatic modifier", () => {
    const plan = buildRollPlan(actor({ fatalite: 1 }), { characteristic: "force" });
    expect(plan.input.bonus).toBe(-1);
    expect(plan.modifiers).toContainEqual({ label: "ALTHERION.Roll.Source.Fatalite", surpuissance: 0, impuissance: 0, flat: -1, automatic: true });
    expect(rollDialogContext(actor({ fatalite: 1 }), {}).fatalite).toBe(1);
  });

  const roll = (input: TestInput, dice: number[], ctx: Partial<TestContext> = {}): RollState =>
    ({ version: 1, input, result: rollTest(input, scriptedDice(dice)), context: emptyContext({ actorUuid: "Actor.a", actorName: "Aël", label: "Test", fortuneGrantable: true, ...ctx }) });

  it("R-FORT-1 the card shows the declared Fortune; only the GM answers; a refusal removes the bonus and reads success again", () => {
    const s = roll({ skill: 0, complexity: 0, characteristic: 3, bonus: 2, difficulty: 10 }, [6], { cost: { impact: 0, espoir: 0, fortune: 2 } });
    const v = testCardView(s);
    expect(v.outcome).toBe("success"); // 6 + 3 + 2 = 11
    expect(v.badges).toContainEqual({ id: "fortune", label: "ALTHERION.Roll.Badge.FortunePending", tone: "success", labelData: { n: 2 } });
    const answer = v.buttons.filter((b) => b.action.endsWith("Fortune"));
    expect(answer.map((b) => b.action)).toEqual(["acceptFortune", "refuseFortune"]);
    expect(answer.every((b) => !canUse(b, player))).toBe(true);
    expect(authorize(v, "refuseFortune", "Actor.a", player).ok).toBe(false);
    expect(authorize(v, "refuseFortune", "Actor.a", { isGM: true, owned: new Set<string>() }).ok).toBe(true);
    const refused = { ...emptyCardState(), fortuneDecision: "refused" as const };
    expect(settledState(s, refused).result).toMatchObject({ total: 9, success: false, margin: -1 });
    const after = testCardView(s, refused);
    expect(after).toMatchObject({ total: 9, outcome: "failure" });
    expect(after.buttons.map((b) => b.action)).not.toContain("refuseFortune");
    expect(testCardView(s, { ...emptyCardState(), fortuneDecision: "accepted" })).toMatchObject({ total: 11, outcome: "success" });
    expect(parseCardState(JSON.parse(JSON.stringify(refused))).fortuneDecision).toBe("refused");
    expect(parseCardState({ fortuneDecision: "maybe", fortuneGranted: "yes" })).toMatchObject({ fortuneDecision: null, fortuneGranted: false });
  });

  it("R-FORT-1 / R-FORT-2 GM-only: grant 1 Fortune on a critical success, take 1 Fatalité on a voluntary critical failure", () => {
    const crit = testCardView(roll({ skill: 0, complexity: 0, characteristic: 3 }, [10, 4]));
    const grant = crit.buttons.find((b) => b.action === "grantFortune")!;
    expect(grant.owners).toEqual([]);
    expect(canUse(grant, player)).toBe(false);
    expect(testCardView(roll({ skill: 0, complexity: 0 }, [10, 4]), { ...emptyCardState(), fortuneGranted: true }).buttons.map((b) => b.action)).not.toContain("grantFortune");
    // R-FORT-1 (rev 3) Fortune is a player character's: a non-player creature's critical success offers no grant.
    expect(testCardView(roll({ skill: 0, complexity: 0 }, [10, 4], { fortuneGrantable: false })).buttons.map((b) => b.action)).not.toContain("grantFortune");
    expect([fortuneGrantable("personnage"), fortuneGrantable("pnj"), fortuneGrantable("groupe"), fortuneGrantable(undefined)]).toEqual([true, false, false, false]);
    const fail = roll({ skill: 0, complexity: 0, characteristic: 3 }, [1, 2]);
    expect(testCardView(fail).buttons.map((b) => b.action)).toContain("takeFatalite");
    expect(testCardView({ ...fail, context: { ...fail.context, defense: true } }).buttons.map((b) => b.action)).not.toContain("takeFatalite"); // [I] not voluntary
    expect(testCardView(fail, { ...emptyCardState(), fataliteTaken: true }).badges.map((b) => b.id)).toContain("fataliteTaken");
  });
});
