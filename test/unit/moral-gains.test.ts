import { describe, expect, it } from "vitest";
import { buildMoral } from "../../src/applications/sheets/groupe-context";
import type { GroupMember } from "../../src/moral/state";

const member = (uuid: string, espoir: number): GroupMember => ({ uuid, id: uuid, name: uuid, img: "", exaltation: 2, espoir, desespoir: 0, owned: true } as GroupMember);
const group = (espoir: number, members: GroupMember[]) => ({ uuid: "Actor.g", members, system: { membres: members.map((m) => m.uuid), moral: { espoir, desespoir: 0 }, fatalite: 0 } });

describe("R-MORAL-1 [I] the Moral's gain buttons", () => {
  it("are the GM's: a player sees none unless the world lets players gain", () => {
    const g = group(0, [member("a", 0), member("b", 0)]);
    expect(buildMoral(g, false, false).gains).toEqual([]);
    expect(buildMoral(g, true, false).gains.map((x) => [x.kind, x.disabled])).toEqual([["espoir", false], ["desespoir", false]]);
    expect(buildMoral(g, false, true).gains).toHaveLength(2);
  });
  it("R-MORAL-4 Galvanisé with every member at their personal cap: no Espoir can be gained, and the reason is given", () => {
    const full = group(2, [member("a", 9), member("b", 9)]);
    const [espoir, desespoir] = buildMoral(full, true).gains;
    expect(espoir).toMatchObject({ disabled: true, reason: "ALTHERION.Sheet.Moral.GainImpossible.EveryoneFull" });
    // R-MORAL-5 a Désespoir gain always lands (it removes an Espoir point).
    expect(desespoir).toMatchObject({ disabled: false, reason: null });
    // One member with room: the Espoir goes to that member.
    expect(buildMoral(group(2, [member("a", 9), member("b", 0)]), true).gains[0].disabled).toBe(false);
  });
  it("a group without members can gain nothing, and says why", () => {
    expect(buildMoral(group(0, []), true).gains.every((x) => x.disabled && x.reason === "ALTHERION.Sheet.Moral.GainImpossible.NoMember")).toBe(true);
  });
});
