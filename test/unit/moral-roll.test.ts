import { describe, expect, it } from "vitest";
import { rollTest, scriptedDice, type MoralState, type TestInput } from "../../src/rules/index";
import { buildRollPlan, type ActorRollData } from "../../src/dice/roll-spec";
import { emptyContext, parseRollState, serializeRollState, type RollState } from "../../src/dice/roll-data";
import { rollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { testCardView } from "../../src/chat/test-card";
import { planNarrowSuccess, type MoralContext } from "../../src/moral/payer";
import { moralChooserContext, readChooserForm } from "../../src/applications/moral-chooser-context";
import { render } from "../render/handlebars-env";
import { rollActor } from "../fixtures/roll-actors";

const grid = { force: 6, vigueur: 5, agilite: 4, pouvoir: 3, charisme: 2, perception: 5, intellect: 4, volonte: 3, sagesse: 2 };
const member = (id: string, over: Partial<MoralState["members"][number]> = {}) => ({ id, exaltation: 6, espoir: 0, desespoir: 0, ...over });
const group = (state: Partial<MoralState>, a: Partial<MoralState["members"][number]> = {}): MoralContext => ({
  state: { espoir: 0, desespoir: 0, members: [member("Actor.a", a), member("Actor.b"), member("Actor.c")], ...state }, memberId: "Actor.a", groupUuid: "Actor.g",
});
// The actor's roll data from the real derivation, with its place in the group's Moral.
const actor = (moral: MoralContext | null, espoir = 0): ActorRollData => ({ ...rollActor({ caracteristiques: grid, espoir }), moral });

describe("roll dialog: where the Espoir is paid from (R-MORAL-2, R-MORAL-5, R-STATE-5)", () => {
  it("R-MORAL-2 personal Espoir, then the group's Moral, shown before rolling", () => {
    const c = rollDialogContext(actor(group({ espoir: 2 }, { espoir: 1 }), 1), { characteristic: "force", espoirBonus: 1 });
    expect(c.espoir).toMatchObject({ available: 3, payer: "ALTHERION.Moral.Payer.Personal", group: true });
    expect(rollDialogContext(actor(group({ espoir: 2 })), { espoirBonus: 1 }).espoir.payer).toBe("ALTHERION.Moral.Payer.Group");
    expect(rollDialogContext(actor(group({ espoir: 2 })), {}).espoir.payer).toBeNull();
  });
  it("R-STATE-5 free under Apaisement", () => {
    const c = rollDialogContext(actor(group({}, { apaisement: true })), { espoirCancelCrit: true });
    expect(c.espoir).toMatchObject({ payer: "ALTHERION.Moral.Payer.Apaisement", apaisement: true, available: 3 });
    expect(c.errors).toEqual([]);
  });
  it("R-MORAL-5 refused under Tourmente with personal points", () => {
    const data = actor(group({ desespoir: 3 }, { desespoir: 1 }));
    const c = rollDialogContext(data, { espoirBonus: 1 });
    expect(c.errors).toContain("ALTHERION.Roll.Error.NotEnoughEspoir");
    const plan = buildRollPlan(actor(group({ espoir: 1, desespoir: 2 }, { desespoir: 1 })), { espoirBonus: 1 });
    expect(plan.espoirPayment?.sources).toEqual(["group"]); // not Tourmente: the Moral is open
  });
  it("the dialog template shows the payer in its live region", () => {
    const html = render("fr", "templates/dialogs/roll-dialog.hbs", rollDialogContext(actor(group({ espoir: 2 })), { espoirBonus: 1 }));
    expect(html).toMatch(/data-payer>.*?<b>Moral du groupe<\/b>/);
  });
  it("R-MORAL-2 without a group the personal points alone pay (as before)", () => {
    expect(buildRollPlan(actor(null, 1), { espoirBonus: 1 }).espoirPayment?.sources).toEqual(["personal"]);
    expect(buildRollPlan(actor(null, 0), { espoirBonus: 1 }).errors).toContain("ALTHERION.Roll.Error.NotEnoughEspoir");
  });
});

describe("R-DICE-9 narrow-success button", () => {
  const failed = (offered: boolean): RollState => {
    const input: TestInput = { skill: 1, complexity: 1, characteristic: 0, difficulty: 30 };
    return { version: 1, input, result: rollTest(input, scriptedDice([5])), context: emptyContext({ actorUuid: "Actor.a", narrowSuccessOffered: offered }) };
  };
  it("shows on a failed roll only when a Désespoir could be paid (personal, group or Apaisement)", () => {
    expect(testCardView(failed(planNarrowSuccess(group({ desespoir: 1 })).ok)).buttons.map((b) => b.action)).toEqual(["narrowSuccess"]);
    expect(testCardView(failed(planNarrowSuccess(group({}, { desespoir: 1 })).ok)).buttons.map((b) => b.action)).toEqual(["narrowSuccess"]);
    expect(testCardView(failed(planNarrowSuccess(group({}, { apaisement: true })).ok)).buttons.map((b) => b.action)).toEqual(["narrowSuccess"]);
    expect(testCardView(failed(planNarrowSuccess(group({})).ok)).buttons).toEqual([]);
    expect(testCardView(failed(planNarrowSuccess(group({ desespoir: 3 }, { espoir: 1 })).ok)).buttons).toEqual([]); // R-MORAL-5
  });
  it("the offer survives serialization; older cards keep their button", () => {
    expect(parseRollState(serializeRollState(failed(false)))?.context.narrowSuccessOffered).toBe(false);
    const old = serializeRollState(failed(false));
    delete (old.context as Record<string, unknown>).narrowSuccessOffered;
    expect(parseRollState(old)?.context.narrowSuccessOffered).toBe(true);
  });
});

describe("group sheet spend chooser (R-MORAL-2, R-MORAL-3, R-MORAL-5)", () => {
  const members = [{ uuid: "Actor.a", name: "Aël", owned: true }, { uuid: "Actor.b", name: "Bran", owned: false }, { uuid: "Actor.c", name: "Cia", owned: false }];
  it("offers the three effects of each kind for the members the user owns (all for the GM)", () => {
    const c = moralChooserContext("desespoir", group({ desespoir: 1 }).state, members, { isGM: false });
    expect(c.effects.map((e) => e.value)).toEqual(["reussite-de-justesse", "acharnement", "fortune"]);
    expect(c.members.map((m) => m.uuid)).toEqual(["Actor.a"]);
    expect(moralChooserContext("espoir", group({ espoir: 1 }).state, members, { isGM: true, memberId: "Actor.b" }).members.find((m) => m.selected)?.uuid).toBe("Actor.b");
    expect(moralChooserContext("espoir", group({ espoir: 1 }).state, members, { isGM: false }).effects.map((e) => e.value)).toEqual(["bonus", "annule-echec-critique", "substitution"]);
  });
  it("R-MORAL-5 says why the Moral is closed under Tourmente", () => {
    const c = moralChooserContext("desespoir", group({ desespoir: 3 }, { espoir: 1 }).state, members, { isGM: false });
    expect(c.refused).toBe("ALTHERION.Moral.Reason.tourmente-personal-points");
  });
  it("reads the chosen effect and member", () => {
    expect(readChooserForm("espoir", { effect: "substitution", member: "Actor.a" })).toEqual({ kind: "espoir", effect: "substitution", memberId: "Actor.a" });
    expect(readChooserForm("espoir", { effect: "fortune", member: "Actor.a" })).toBeNull();
    const html = render("en", "templates/moral/spend-chooser.hbs", moralChooserContext("espoir", group({ espoir: 1 }).state, members, { isGM: false }));
    expect(html).toContain('value="annule-echec-critique"');
  });
});
