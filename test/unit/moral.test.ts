import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  aboveExaltationCap, canOfferNarrowSuccess, clampMoral, isCalm, isGalvanise, isTourmente, moralReducer, personalCap,
  type MoralEvent, type MoralMember, type MoralState,
} from "../../src/rules/moral";

const member = (id: string, over: Partial<MoralMember> = {}): MoralMember => ({ id, exaltation: 4, espoir: 0, desespoir: 0, ...over });
const group = (espoir: number, desespoir: number, members = [member("a"), member("b"), member("c")]): MoralState =>
  ({ espoir, desespoir, members });

describe("moral", () => {
  it("R-MORAL-1 the group gains points up to one per member; when full one point of the other kind goes", () => {
    let r = moralReducer(group(1, 1), { type: "gain", kind: "espoir" });
    expect(r.state).toMatchObject({ espoir: 2, desespoir: 1 });
    r = moralReducer(r.state, { type: "gain", kind: "espoir" });
    expect(r.state).toMatchObject({ espoir: 2, desespoir: 0 });
    expect(r.consequences).toEqual([{ type: "point-removed", kind: "desespoir" }]);
    expect(moralReducer(group(3, 0), { type: "gain", kind: "espoir" }).refused).toEqual({ reason: "moral-full" });
    expect(moralReducer(group(0, 0, []), { type: "gain", kind: "desespoir" }).refused).toEqual({ reason: "moral-full" });
  });

  it("R-MORAL-1 the reducer never mutates its input", () => {
    const s = group(1, 0);
    const copy = structuredClone(s);
    moralReducer(s, { type: "spend", kind: "espoir", memberId: "a", effect: "bonus" });
    moralReducer(s, { type: "add-member", member: member("d", { espoir: 9 }) });
    expect(s).toEqual(copy);
  });

  it("R-MORAL-2 Espoir buys a bonus, cancels a critical failure or substitutes Puissance/Harmonie", () => {
    for (const effect of ["bonus", "annule-echec-critique", "substitution"] as const) {
      const r = moralReducer(group(1, 0), { type: "spend", kind: "espoir", memberId: "a", effect });
      expect(r.state.espoir).toBe(0);
      expect(r.consequences).toEqual([{ type: "effect", memberId: "a", kind: "espoir", effect }]);
    }
    expect(moralReducer(group(0, 1), { type: "spend", kind: "espoir", memberId: "a", effect: "bonus" }).refused?.reason).toBe("no-points");
    expect(moralReducer(group(1, 0), { type: "spend", kind: "espoir", memberId: "a", effect: "acharnement" }).refused?.reason).toBe("effect-kind-mismatch");
    expect(moralReducer(group(1, 0), { type: "spend", kind: "espoir", memberId: "z", effect: "bonus" }).refused?.reason).toBe("unknown-member");
  });

  it("R-MORAL-2 personal points are spent from the member", () => {
    const s = group(0, 0, [member("a", { espoir: 1 })]);
    const r = moralReducer(s, { type: "spend", kind: "espoir", memberId: "a", effect: "bonus", personal: true });
    expect(r.state.members[0].espoir).toBe(0);
    expect(moralReducer(r.state, { type: "spend", kind: "espoir", memberId: "a", effect: "bonus", personal: true }).refused?.reason).toBe("no-points");
  });

  it("R-MORAL-3 Désespoir: Acharnement, narrow success, or Fortune for all and Fatalité for the GM (capped at 5)", () => {
    const r = moralReducer(group(0, 1), { type: "spend", kind: "desespoir", memberId: "a", effect: "acharnement" });
    expect(r.consequences).toEqual([{ type: "effect", memberId: "a", kind: "desespoir", effect: "acharnement" }]);
    const s: MoralState = { ...group(0, 2), members: [member("a", { fortune: 5 }), member("b"), member("c")], fatalite: 5 };
    const f = moralReducer(s, { type: "spend", kind: "desespoir", memberId: "b", effect: "fortune" });
    expect(f.state.members.map((m) => m.fortune)).toEqual([5, 1, 1]);
    expect(f.state.fatalite).toBe(5);
    expect(f.consequences).toContainEqual({ type: "fatalite" });
    expect(f.consequences).toContainEqual({ type: "fortune", memberIds: ["a", "b", "c"] });
    const every = moralReducer(group(0, 1), { type: "spend", kind: "desespoir", memberId: "a", effect: "reussite-de-justesse" },
      { fortuneOnEveryDesespoirSpend: true });
    expect(every.state.fatalite).toBe(1);
  });

  it("R-DICE-9 the narrow-success button shows on a failed roll when a Désespoir point can be spent", () => {
    expect(canOfferNarrowSuccess(false, group(0, 1), "a")).toBe(true);
    expect(canOfferNarrowSuccess(true, group(0, 1), "a")).toBe(false);
    expect(canOfferNarrowSuccess(null, group(0, 1), "a")).toBe(false);
    expect(canOfferNarrowSuccess(false, group(1, 0), "a")).toBe(false);
    expect(canOfferNarrowSuccess(false, group(1, 0, [member("a", { desespoir: 1 })]), "a")).toBe(true);
  });

  it("R-MORAL-4 Galvanisation: personal Espoir gain, Flamboyance, exploit on 1d10", () => {
    const g = group(3, 0);
    expect(isGalvanise(g)).toBe(true);
    expect(isGalvanise(group(2, 0))).toBe(false);
    expect(isGalvanise(group(0, 0, []))).toBe(false);
    const take = moralReducer(g, { type: "gain", kind: "espoir", memberId: "b" });
    expect(take.state.members[1].espoir).toBe(1);
    expect(moralReducer(group(2, 0), { type: "gain", kind: "espoir", memberId: "b" }).refused?.reason).toBe("not-galvanise");
    expect(moralReducer(g, { type: "gain", kind: "espoir", memberId: "z" }).refused?.reason).toBe("unknown-member");
    const flam = moralReducer(g, { type: "spend", kind: "espoir", memberId: "a", effect: "flamboyance" });
    expect(flam.consequences).toEqual([{ type: "effect", memberId: "a", kind: "espoir", effect: "flamboyance" }]);
    expect(moralReducer(group(2, 0), { type: "spend", kind: "espoir", memberId: "a", effect: "flamboyance" }).refused?.reason).toBe("not-galvanise");
    const ex = moralReducer(g, { type: "exploit", kind: "espoir", dice: [7] });
    expect(ex.state.espoir).toBe(0);
    expect(ex.consequences).toEqual([{ type: "exploit", kind: "espoir", degree: 7, fragilite: 0 }]);
    expect(moralReducer(group(2, 0), { type: "exploit", kind: "espoir", dice: [7] }).refused?.reason).toBe("not-galvanise");
    expect(moralReducer(g, { type: "exploit", kind: "espoir", dice: [7, 2] }).refused?.reason).toBe("invalid-dice");
    expect(moralReducer(g, { type: "exploit", kind: "espoir", dice: [11] }).refused?.reason).toBe("invalid-dice");
  });

  it("R-MORAL-5 Tourmente: Désespoir goes to a character, else everyone takes 1 Fragilité", () => {
    const t = group(0, 3, [member("a", { exaltation: 1 }), member("b", { exaltation: 2 }), member("c", { exaltation: 2 })]);
    expect(isTourmente(t)).toBe(true);
    let r = moralReducer(t, { type: "gain", kind: "desespoir" });
    expect(r.state.members.map((m) => m.desespoir)).toEqual([0, 1, 0]);
    r = moralReducer(r.state, { type: "gain", kind: "desespoir", memberId: "c" });
    expect(r.state.members.map((m) => m.desespoir)).toEqual([0, 1, 1]);
    expect(moralReducer(r.state, { type: "gain", kind: "desespoir", memberId: "c" }).refused?.reason).toBe("personal-full");
    r = moralReducer(r.state, { type: "gain", kind: "desespoir" });
    expect(r.consequences).toEqual([{ type: "fragilite", memberIds: ["a", "b", "c"], amount: 1 }]);
    expect(moralReducer(group(0, 2), { type: "gain", kind: "desespoir", memberId: "a" }).refused?.reason).toBe("not-tourmente");
  });

  it("R-MORAL-5 in Tourmente characters with personal points cannot use the Moral", () => {
    const t = group(0, 3, [member("a", { espoir: 1 }), member("b"), member("c")]);
    expect(moralReducer(t, { type: "spend", kind: "desespoir", memberId: "a", effect: "acharnement" }).refused?.reason).toBe("tourmente-personal-points");
    expect(moralReducer(t, { type: "spend", kind: "desespoir", memberId: "b", effect: "acharnement" }).refused).toBeUndefined();
  });

  it("R-MORAL-5 Tourmente exploit: 2d10, best die = degree, other = Fragilité to share", () => {
    const r = moralReducer(group(0, 3), { type: "exploit", kind: "desespoir", dice: [3, 8] });
    expect(r.state.desespoir).toBe(0);
    expect(r.consequences).toEqual([{ type: "exploit", kind: "desespoir", degree: 8, fragilite: 3 }]);
    expect(moralReducer(group(1, 2), { type: "exploit", kind: "desespoir", dice: [3, 8] }).refused?.reason).toBe("not-tourmente");
  });

  it("R-MORAL-6 Accalmie: calm when the Moral is empty and no personal points", () => {
    expect(isCalm(group(0, 0), "a")).toBe(true);
    expect(isCalm(group(1, 0), "a")).toBe(false);
    expect(isCalm(group(0, 0, [member("a", { desespoir: 1 })]), "a")).toBe(false);
    expect(isCalm(group(0, 0), "z")).toBe(false);
  });

  it("R-MORAL-7 personal caps floor(Exaltation/2): excess Espoir lost, excess Désespoir to the group", () => {
    expect([1, 2, 3, 9].map(personalCap)).toEqual([0, 1, 1, 4]);
    const s = group(0, 0, [member("a", { exaltation: 2, espoir: 1, desespoir: 1 }), member("b")]);
    let r = moralReducer(s, { type: "personal-gain", kind: "espoir", memberId: "a" });
    expect(r.consequences).toEqual([{ type: "point-lost", kind: "espoir", memberId: "a" }]);
    r = moralReducer(s, { type: "personal-gain", kind: "desespoir", memberId: "a" });
    expect(r.state.desespoir).toBe(1);
    r = moralReducer(s, { type: "personal-gain", kind: "desespoir", memberId: "b" });
    expect(r.state.members[1].desespoir).toBe(1);
    expect(moralReducer(s, { type: "personal-gain", kind: "espoir", memberId: "z" }).refused?.reason).toBe("unknown-member");
  });

  it("R-MORAL-7 lowering Exaltation or adding a member enforces the caps", () => {
    const s = group(0, 0, [member("a", { exaltation: 6, espoir: 3, desespoir: 3 }), member("b")]);
    const r = moralReducer(s, { type: "set-exaltation", memberId: "a", exaltation: 2 });
    expect(r.state.members[0]).toMatchObject({ espoir: 1, desespoir: 1 });
    expect(r.state.desespoir).toBe(2);
    expect(r.consequences.filter((c) => c.type === "point-lost")).toHaveLength(2);
    expect(moralReducer(s, { type: "set-exaltation", memberId: "a", exaltation: 10 }).refused?.reason).toBe("invalid-exaltation");
    expect(moralReducer(s, { type: "set-exaltation", memberId: "z", exaltation: 2 }).refused?.reason).toBe("unknown-member");
    expect([aboveExaltationCap({ exaltation: 2, espoir: 3, desespoir: 0 }), aboveExaltationCap({ exaltation: 2, espoir: 1, desespoir: 2 }), aboveExaltationCap({ exaltation: 6, espoir: 3, desespoir: 3 })])
      .toEqual([true, true, false]);
    const add = moralReducer(group(0, 0), { type: "add-member", member: member("d", { exaltation: 1, desespoir: 2 }) });
    expect(add.state.members).toHaveLength(4);
    expect(add.state.desespoir).toBe(2);
    expect(moralReducer(group(0, 0), { type: "add-member", member: member("a") }).refused?.reason).toBe("member-exists");
  });

  it("R-MORAL-1 removing a member clamps the Moral to the member count", () => {
    expect(moralReducer(group(2, 1), { type: "remove-member", memberId: "c" }).state).toMatchObject({ espoir: 1, desespoir: 1 });
    expect(moralReducer(group(1, 1), { type: "remove-member", memberId: "c" }).state).toMatchObject({ espoir: 1, desespoir: 1 });
    expect(moralReducer(group(0, 0), { type: "remove-member", memberId: "z" }).refused?.reason).toBe("unknown-member");
    expect(clampMoral(2, 2, 3)).toEqual({ espoir: 2, desespoir: 1 });
    expect(clampMoral(3, 1, 2)).toEqual({ espoir: 1, desespoir: 1 });
  });

  it("R-STATE-5 Apaisement: calm members use effects without spending; each use adds an opposite point", () => {
    let s = group(0, 0);
    expect(moralReducer(group(1, 0), { type: "enter-apaisement", memberId: "a" }).refused?.reason).toBe("not-calm");
    s = moralReducer(s, { type: "enter-apaisement", memberId: "a" }).state;
    let r = moralReducer(s, { type: "apaisement-use", kind: "espoir", memberId: "a", effect: "bonus" });
    expect(r.state).toMatchObject({ espoir: 0, desespoir: 1 });
    r = moralReducer(r.state, { type: "apaisement-use", kind: "desespoir", memberId: "a", effect: "fortune" });
    expect(r.state).toMatchObject({ espoir: 1, desespoir: 1, fatalite: 1 });
    expect(moralReducer(r.state, { type: "spend", kind: "espoir", memberId: "a", effect: "bonus" }).refused?.reason).toBe("apaisement-no-moral");
    r = moralReducer(r.state, { type: "apaisement-use", kind: "espoir", memberId: "a", effect: "bonus" });
    expect(moralReducer(r.state, { type: "apaisement-use", kind: "espoir", memberId: "a", effect: "bonus" }).refused?.reason).toBe("moral-full");
    expect(moralReducer(s, { type: "apaisement-use", kind: "espoir", memberId: "b", effect: "bonus" }).refused?.reason).toBe("not-apaisement");
    expect(moralReducer(s, { type: "apaisement-use", kind: "espoir", memberId: "z", effect: "bonus" }).refused?.reason).toBe("unknown-member");
    expect(moralReducer(s, { type: "apaisement-use", kind: "espoir", memberId: "a", effect: "fortune" }).refused?.reason).toBe("effect-kind-mismatch");
    const end = moralReducer(s, { type: "end-apaisement", memberId: "a" });
    expect(end.consequences).toEqual([{ type: "descente", memberId: "a" }]);
    expect(end.state.members[0].apaisement).toBe(false);
    expect(moralReducer(end.state, { type: "end-apaisement", memberId: "a" }).refused?.reason).toBe("not-apaisement");
  });

  it("R-MORAL-1 / R-MORAL-7 Moral ≤ members and personal caps hold after any event sequence (property)", () => {
    const ids = ["a", "b", "c", "d", "e"];
    const kind = fc.constantFrom("espoir" as const, "desespoir" as const);
    const id = fc.constantFrom(...ids);
    const effect = fc.constantFrom("bonus" as const, "flamboyance" as const, "acharnement" as const, "fortune" as const);
    const event: fc.Arbitrary<MoralEvent> = fc.oneof(
      fc.record({ type: fc.constant("gain" as const), kind, memberId: fc.option(id, { nil: undefined }) }),
      fc.record({ type: fc.constant("personal-gain" as const), kind, memberId: id }),
      fc.record({ type: fc.constant("spend" as const), kind, memberId: id, effect, personal: fc.boolean() }),
      fc.record({ type: fc.constant("apaisement-use" as const), kind, memberId: id, effect }),
      fc.record({ type: fc.constant("exploit" as const), kind, dice: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 2 }) }),
      fc.record({ type: fc.constant("add-member" as const), member: fc.record({ id, exaltation: fc.integer({ min: 1, max: 9 }), espoir: fc.nat(5), desespoir: fc.nat(5) }) }),
      fc.record({ type: fc.constant("remove-member" as const), memberId: id }),
      fc.record({ type: fc.constant("set-exaltation" as const), memberId: id, exaltation: fc.integer({ min: 1, max: 9 }) }),
      fc.record({ type: fc.constant("enter-apaisement" as const), memberId: id }),
      fc.record({ type: fc.constant("end-apaisement" as const), memberId: id }),
    );
    fc.assert(fc.property(fc.array(event, { maxLength: 60 }), (events) => {
      let s: MoralState = { espoir: 0, desespoir: 0, members: [] };
      for (const e of events) {
        s = moralReducer(s, e).state;
        expect(s.espoir + s.desespoir).toBeLessThanOrEqual(s.members.length);
        expect(Math.min(s.espoir, s.desespoir)).toBeGreaterThanOrEqual(0);
        for (const m of s.members) {
          expect(m.espoir).toBeLessThanOrEqual(personalCap(m.exaltation));
          expect(m.desespoir).toBeLessThanOrEqual(personalCap(m.exaltation));
          expect(m.fortune ?? 0).toBeLessThanOrEqual(5);
        }
        expect(s.fatalite ?? 0).toBeLessThanOrEqual(5);
      }
    }), { numRuns: 300 });
  });
});
