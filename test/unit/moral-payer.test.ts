import { describe, expect, it } from "vitest";
import { canOfferNarrowSuccess, exploitOutcome, type MoralState } from "../../src/rules/index";
import {
  espoirEffects, payerLabel, planMoralWrite, planNarrowSuccess, planPayment, planStateEntry, soloContext, spendable,
  type MoralContext,
} from "../../src/moral/payer";

const member = (id: string, over: Partial<MoralState["members"][number]> = {}) => ({ id, exaltation: 6, espoir: 0, desespoir: 0, fortune: 0, ...over });
const ctx = (state: Partial<MoralState>, memberId = "A"): MoralContext => ({
  state: { espoir: 0, desespoir: 0, fatalite: 0, members: [member("A"), member("B"), member("C")], ...state }, memberId, groupUuid: "Actor.g",
});

describe("who pays (R-MORAL-2, R-MORAL-5, R-STATE-5)", () => {
  it("R-MORAL-2 personal Espoir first", () => {
    const p = planPayment(ctx({ espoir: 2, members: [member("A", { espoir: 1 }), member("B"), member("C")] }), "espoir", ["bonus"]);
    expect(p.ok).toBe(true);
    expect(p.sources).toEqual(["personal"]);
    expect(p.events).toEqual([{ type: "spend", kind: "espoir", memberId: "A", effect: "bonus", personal: true }]);
    expect(payerLabel(p)).toBe("ALTHERION.Moral.Payer.Personal");
  });
  it("R-MORAL-2 then the group's Moral; a mix is labelled as such", () => {
    const p = planPayment(ctx({ espoir: 2, members: [member("A", { espoir: 1 }), member("B"), member("C")] }), "espoir", ["bonus", "annule-echec-critique"]);
    expect(p.sources).toEqual(["personal", "group"]);
    expect(p.state.espoir).toBe(1);
    expect(payerLabel(p)).toBe("ALTHERION.Moral.Payer.Mixed");
    expect(payerLabel(planPayment(ctx({ espoir: 2 }), "espoir", ["bonus"]))).toBe("ALTHERION.Moral.Payer.Group");
  });
  it("R-STATE-5 free under Apaisement, adding a point of the other kind; refused when the Moral is full", () => {
    const calm = ctx({ members: [member("A", { apaisement: true }), member("B"), member("C")] });
    const p = planPayment(calm, "espoir", ["bonus", "substitution"]);
    expect(p.sources).toEqual(["apaisement", "apaisement"]);
    expect(p.state).toMatchObject({ espoir: 0, desespoir: 2 });
    expect(payerLabel(p)).toBe("ALTHERION.Moral.Payer.Apaisement");
    const full = planPayment({ ...calm, state: { ...calm.state, desespoir: 3 } }, "espoir", ["bonus"]);
    expect(full).toMatchObject({ ok: false, reason: "moral-full" });
  });
  it("R-MORAL-5 refused under Tourmente to a character with personal points", () => {
    const tourmente = ctx({ desespoir: 3, members: [member("A", { espoir: 0, desespoir: 1 }), member("B"), member("C")] });
    // Its own Désespoir pays; the group's is closed to it once it must be used.
    expect(planPayment(tourmente, "desespoir", ["fortune"]).sources).toEqual(["personal"]);
    const p = planPayment(tourmente, "desespoir", ["fortune", "fortune"]);
    expect(p.ok).toBe(true); // after its last personal point it holds none: the Moral opens again
    const espoir = planPayment(tourmente, "espoir", ["bonus"]);
    expect(espoir).toMatchObject({ ok: false });
    const holder = ctx({ desespoir: 3, members: [member("A", { espoir: 1, desespoir: 1 }), member("B"), member("C")] });
    const refused = planPayment(holder, "desespoir", ["fortune", "fortune"]);
    expect(refused).toMatchObject({ ok: false, reason: "tourmente-personal-points" });
    expect(payerLabel(refused)).toBe("ALTHERION.Moral.Payer.RefusedTourmente");
    // A character without personal points may use the Moral under Tourmente.
    expect(planPayment(ctx({ desespoir: 3 }, "B"), "desespoir", ["fortune"]).sources).toEqual(["group"]);
  });
  it("R-MORAL-2 a character in no group pays from its own points only", () => {
    const solo = soloContext({ id: "A", espoir: 1, desespoir: 0 });
    expect(planPayment(solo, "espoir", ["bonus"]).sources).toEqual(["personal"]);
    expect(planPayment(solo, "espoir", ["bonus", "bonus"])).toMatchObject({ ok: false, reason: "no-points" });
    expect(spendable(solo, "espoir")).toBe(1);
  });
  it("R-MORAL-2 the dialog's choices are one effect per point", () => {
    expect(espoirEffects({ espoirBonus: 2, espoirCancelCrit: true, espoirSwap: true })).toEqual(["bonus", "bonus", "annule-echec-critique", "substitution"]);
    expect(espoirEffects({})).toEqual([]);
    expect(espoirEffects({ espoirBonus: Number.POSITIVE_INFINITY })).toEqual([]);
    expect(spendable(ctx({ espoir: 2, members: [member("A", { espoir: 1 }), member("B"), member("C")] }), "espoir")).toBe(3);
  });
});

describe("R-DICE-9 / R-MORAL-3 narrow success", () => {
  it("is offered exactly when the rules' canOfferNarrowSuccess says so (outside Apaisement)", () => {
    const cases = [
      ctx({}), ctx({ desespoir: 1 }), ctx({ members: [member("A", { desespoir: 1 }), member("B"), member("C")] }),
      ctx({ desespoir: 3, members: [member("A", { espoir: 1 }), member("B"), member("C")] }),
    ];
    for (const c of cases) expect(planNarrowSuccess(c).ok).toBe(canOfferNarrowSuccess(false, c.state, c.memberId));
    expect(planNarrowSuccess(ctx({ members: [member("A", { apaisement: true }), member("B"), member("C")] })).sources).toEqual(["apaisement"]);
  });
});

describe("special states by spending (R-STATE-3, R-STATE-4, R-STATE-5)", () => {
  it("R-STATE-3 Acharnement costs 1 Désespoir", () => {
    expect(planStateEntry(ctx({ desespoir: 1 }), "acharnement")).toMatchObject({ ok: true, kind: "desespoir", sources: ["group"] });
    expect(planStateEntry(ctx({}), "acharnement").ok).toBe(false);
  });
  it("R-STATE-4 Flamboyance costs 1 Espoir while Galvanisé", () => {
    expect(planStateEntry(ctx({ espoir: 3 }), "flamboyance")).toMatchObject({ ok: true, kind: "espoir" });
    expect(planStateEntry(ctx({ espoir: 2 }), "flamboyance")).toMatchObject({ ok: false, reason: "not-galvanise" });
  });
  it("R-STATE-5 / R-MORAL-6 Apaisement only when calm", () => {
    expect(planStateEntry(ctx({}), "apaisement")).toMatchObject({ ok: true, events: [{ type: "enter-apaisement", memberId: "A" }] });
    expect(planStateEntry(ctx({ espoir: 1 }), "apaisement")).toMatchObject({ ok: false, reason: "not-calm" });
    expect(planStateEntry(soloContext({ id: "A", espoir: 1, desespoir: 0 }), "apaisement").ok).toBe(false);
  });
  it("R-MORAL-3 R-STATE-3 from the group's chooser, the point is the group's: never a personal one, refused with the reducer's reason", () => {
    const both = ctx({ desespoir: 1, members: [member("A", { desespoir: 1 }), member("B"), member("C")] });
    expect(planStateEntry(both, "acharnement")).toMatchObject({ ok: true, sources: ["personal"] });
    expect(planStateEntry(both, "acharnement", "group")).toMatchObject({ ok: true, sources: ["group"], events: [{ type: "spend", kind: "desespoir", memberId: "A", effect: "acharnement" }] });
    expect(planStateEntry(ctx({ members: [member("A", { desespoir: 1 }), member("B"), member("C")] }), "acharnement", "group")).toMatchObject({ ok: false, reason: "no-points" });
    expect(planStateEntry(ctx({ espoir: 2 }), "flamboyance", "group")).toMatchObject({ ok: false, reason: "not-galvanise" });
    expect(planStateEntry(soloContext({ id: "A", espoir: 0, desespoir: 1 }), "acharnement", "group")).toMatchObject({ ok: false, reason: "no-group" });
    expect(planStateEntry(ctx({}), "apaisement", "group").ok).toBe(false);
  });
});

describe("consequences written (R-MORAL-3, R-MORAL-5, R-FORT-1, R-FORT-2)", () => {
  it("R-MORAL-3 / R-FORT-1 / R-FORT-2 Fortune to every member capped at 5, Fatalité capped at 5", () => {
    const state: MoralState = { espoir: 0, desespoir: 1, fatalite: 5, members: [member("A", { fortune: 5 }), member("B", { fortune: 2 })] };
    const w = planMoralWrite(state, [{ type: "spend", kind: "desespoir", memberId: "A", effect: "fortune" }]);
    expect(w.ok).toBe(true);
    expect(w.group).toEqual({ espoir: 0, desespoir: 0, fatalite: 5 });
    expect(w.members).toEqual([{ id: "B", changes: { "system.fortune": 3 } }]);
    const fresh = planMoralWrite({ ...state, fatalite: 1 }, [{ type: "spend", kind: "desespoir", memberId: "A", effect: "fortune" }]);
    expect(fresh.group?.fatalite).toBe(2);
  });
  it("R-MORAL-3 a narrow success grants Fortune/Fatalité only with the fortuneOnEveryDesespoirSpend option", () => {
    const state: MoralState = { espoir: 0, desespoir: 1, fatalite: 0, members: [member("A"), member("B")] };
    const e = [{ type: "spend", kind: "desespoir", memberId: "A", effect: "reussite-de-justesse" }] as const;
    expect(planMoralWrite(state, e).members).toEqual([]);
    const on = planMoralWrite(state, e, { fortuneOnEveryDesespoirSpend: true });
    expect(on.members.map((m) => m.changes["system.fortune"])).toEqual([1, 1]);
    expect(on.group?.fatalite).toBe(1);
  });
  it("R-MORAL-5 a Désespoir gain nobody can take: every member takes 1 Fragilité", () => {
    const state: MoralState = { espoir: 0, desespoir: 2, members: [member("A", { exaltation: 1 }), member("B", { exaltation: 1 })] };
    const w = planMoralWrite(state, [{ type: "gain", kind: "desespoir" }]);
    expect(w.fragilite).toEqual([{ id: "A", amount: 1 }, { id: "B", amount: 1 }]);
  });
  it("R-MORAL-7 personal points written on the member; all or nothing", () => {
    const state: MoralState = { espoir: 0, desespoir: 0, members: [member("A", { espoir: 1 })] };
    expect(planMoralWrite(state, [{ type: "spend", kind: "espoir", memberId: "A", effect: "bonus", personal: true }]).members)
      .toEqual([{ id: "A", changes: { "system.moral.espoir": 0 } }]);
    const refused = planMoralWrite(state, [
      { type: "spend", kind: "espoir", memberId: "A", effect: "bonus", personal: true },
      { type: "spend", kind: "espoir", memberId: "A", effect: "bonus", personal: true },
    ]);
    expect(refused).toMatchObject({ ok: false, refused: "no-points", members: [] });
  });
  it("R-MORAL-4 / R-MORAL-5 exploit: degree and Fragilité to share", () => {
    expect(exploitOutcome("espoir", [7])).toEqual({ degree: 7, fragilite: 0 });
    expect(exploitOutcome("desespoir", [3, 8])).toEqual({ degree: 8, fragilite: 3 });
    const state: MoralState = { espoir: 0, desespoir: 2, members: [member("A"), member("B")] };
    expect(planMoralWrite(state, [{ type: "exploit", kind: "desespoir", dice: [3, 8] }]).consequences)
      .toEqual([{ type: "exploit", kind: "desespoir", degree: 8, fragilite: 3 }]);
  });
});
