import { describe, expect, it } from "vitest";
import { readRollForm } from "../../src/applications/dialogs/roll-dialog-context";
import { hotbarMacro } from "../../src/dice/hotbar-macro";

describe("roll dialog form reading", () => {
  it("reads numbers, checkbox lists and an empty difficulty", () => {
    expect(readRollForm({ characteristic: "force", skills: ["a", "b"], complexity: "2", difficulty: "", expertise: true, impactPoints: "1", espoirBonus: "0", espoirSwap: "on", circumstantial: "oeil", bonus: "-1", fortune: "2" }))
      .toEqual({ characteristic: "force", skills: ["a", "b"], complexity: 2, difficulty: null, expertise: true, impactPoints: 1, espoirBonus: 0, espoirCancelCrit: false, espoirSwap: true, circumstantial: ["oeil"], bonus: -1, fortune: 2 });
  });
});

describe("hotbar macros", () => {
  it("a skill, a weapon and a dragged characteristic make rollTest macros; other items none", () => {
    // R-SK-7 a skill macro names the skill by key (its stored key, else one made from its name).
    expect(hotbarMacro({ type: "Item" }, { type: "competence", name: 'Mê"lée', img: null, uuid: "x", system: { categorie: "combat", key: "" } })?.command).toBe('game.altherion.rollTest({"skillKeys":["me-lee"],"label":"Mê\\"lée"});');
    expect(hotbarMacro({ type: "Item" }, { type: "competence", name: "Brawl", img: null, uuid: "x", system: { categorie: "combat", key: "bagarre" } })?.command).toBe('game.altherion.rollTest({"skillKeys":["bagarre"],"label":"Brawl"});');
    expect(hotbarMacro({ type: "Item" }, { type: "arme", name: "Épée", img: null, uuid: "x", system: {} })?.command).toContain("itemUuid: item?.uuid");
    expect(hotbarMacro({ type: "AltherionTest", spec: { characteristic: "force" }, label: "Force" }, null)?.command).toBe('game.altherion.rollTest({"characteristic":"force"});');
    expect(hotbarMacro({ type: "Item" }, { type: "armure", name: "Cotte", img: null, uuid: "x", system: {} })).toBeNull();
  });
  it("R-SK-5 / R-SK-6 a théorique or a language makes no macro", () => {
    expect(hotbarMacro({ type: "Item" }, { type: "competence", name: "Histoire", img: null, uuid: "x", system: { categorie: "theoriques", key: "histoire" } })).toBeNull();
    expect(hotbarMacro({ type: "Item" }, { type: "competence", name: "Central", img: null, uuid: "x", system: { categorie: "langues", key: "central" } })).toBeNull();
  });
});
