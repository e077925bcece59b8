import { describe, expect, it } from "vitest";
import { authorizeMoral } from "../../src/moral/permissions";
import type { MoralEvent } from "../../src/rules/index";

const spendFor = (memberId: string): MoralEvent => ({ type: "spend", kind: "espoir", memberId, effect: "bonus" });
const player = (owned: string[], ownsGroup = false, playersGainMoral = true) => ({ isGM: false, ownsGroup, ownedMembers: new Set(owned), playersGainMoral });

describe("the Moral action's checks (ARCHITECTURE.md §5–6)", () => {
  it("allows the owner of the member the event names", () => {
    expect(authorizeMoral([spendFor("A")], player(["A"]))).toEqual({ ok: true });
  });
  it("the group's owner acts for the group (no member named) but not for a member it does not own; a GM for any", () => {
    expect(authorizeMoral([spendFor("B")], player([], true))).toEqual({ ok: false, reason: "permission" });
    expect(authorizeMoral([spendFor("A")], player(["A"], true))).toEqual({ ok: true });
    expect(authorizeMoral([{ type: "gain", kind: "espoir" }], player([], true))).toEqual({ ok: true });
    expect(authorizeMoral([spendFor("B")], { isGM: true, ownsGroup: false, ownedMembers: new Set<string>(), playersGainMoral: false })).toEqual({ ok: true });
  });
  it("refuses a spend for a member the user does not own, even alongside an allowed one", () => {
    expect(authorizeMoral([spendFor("B")], player(["A"]))).toEqual({ ok: false, reason: "permission" });
    expect(authorizeMoral([spendFor("A"), spendFor("B")], player(["A"]))).toEqual({ ok: false, reason: "permission" });
    expect(authorizeMoral([], player(["A"]))).toMatchObject({ ok: false });
  });
  it("R-MORAL-1 [I] a gain is the GM's unless the world lets players gain, even for the group's owner", () => {
    expect(authorizeMoral([{ type: "gain", kind: "espoir" }], player(["A"], true, false))).toEqual({ ok: false, reason: "permission" });
    expect(authorizeMoral([{ type: "gain", kind: "desespoir", memberId: "A" }], player(["A"], false, false))).toEqual({ ok: false, reason: "permission" });
    expect(authorizeMoral([{ type: "gain", kind: "espoir" }], { isGM: true, ownsGroup: false, ownedMembers: new Set<string>(), playersGainMoral: false })).toEqual({ ok: true });
    // Spends stay the players' own.
    expect(authorizeMoral([spendFor("A")], player(["A"], false, false))).toEqual({ ok: true });
  });
  it("R-MORAL-4 events naming no member (a gain) need a member the user owns; an exploit never comes from a client", () => {
    expect(authorizeMoral([{ type: "gain", kind: "espoir" }], player(["A"]))).toEqual({ ok: true });
    expect(authorizeMoral([{ type: "exploit", kind: "espoir", dice: [10] }], player(["A"], true))).toEqual({ ok: false, reason: "permission" });
    expect(authorizeMoral([{ type: "gain", kind: "espoir" }], player([]))).toEqual({ ok: false, reason: "permission" });
  });
});
