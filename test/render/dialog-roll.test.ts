import { describe, expect, it } from "vitest";
import { readRollForm } from "../../src/applications/dialogs/roll-dialog-context";
import { hotbarMacro } from "../../src/dice/hotbar-macro";

describe("roll dialog form reading", () => {
  it("reads numbers, checkbox lists and an empty difficulty", () => {
    expect(readRollForm({ characteristic: "force", skills: ["a", "b"], complexity: "2", difficulty: "", expertise: true, impactPoints: "1", espoirBonus: "0", espoirSwap: "on", circumstantial: "oeil", bonus: "-1" }))
      .toEqual({ characteristic: "force", skills: ["a", "b"], complexity: 2, difficulty: null, expertise: true, impactPoints: 1, espoirBonus: 0, espoirCancelCrit: false, espoirSwap: true, circumstantial: ["oeil"], bonus: -1 });
  });
});

describe("hotbar macros", () => {
  it("a skill, a weapon and a dragged characteristic make rollTest macros; other items none", () => {
    expect(hotbarMacro({ type: "Item" }, { type: "competence", name: 'Mê"lée', img: null, uuid: "x" })?.command).toBe('game.altherion.rollTest({"skillNames":["Mê\\"lée"],"label":"Mê\\"lée"});');
    expect(hotbarMacro({ type: "Item" }, { type: "arme", name: "Épée", img: null, uuid: "x" })?.command).toContain("itemUuid: item?.uuid");
    expect(hotbarMacro({ type: "AltherionTest", spec: { characteristic: "force" }, label: "Force" }, null)?.command).toBe('game.altherion.rollTest({"characteristic":"force"});');
    expect(hotbarMacro({ type: "Item" }, { type: "armure", name: "Cotte", img: null, uuid: "x" })).toBeNull();
  });
});
