import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { lockProgressionInputs } from "../../src/applications/sheets/progression-lock";

// R-XP-3 [I] « Progression gardée par le Conteur » (on by default): a sheet shows no input its viewer cannot save.
const sheet = () => {
  const doc = new Window().document as unknown as Document;
  doc.body.innerHTML = `<form>
    <input name="system.caracteristiques.force"><input name="system.exaltation"><input name="system.biographie">
    <input name="system.constitutions.vitalite.value"><input name="system.constitutions.vitalite.premice">
    <input data-item-id="m" data-field="system.niveau"><input data-item-id="e" data-field="system.quantite"></form>`;
  return doc.querySelector("form")!;
};
const disabled = (root: ParentNode) => [...root.querySelectorAll<HTMLInputElement>("input")].filter((i) => i.disabled).map((i) => i.name || i.dataset.field);
const character = (active: boolean) => ({ type: "personnage", _source: { system: { creation: { active } } } });
const itemType = (id: string) => ({ m: "competence", e: "equipement" })[id];

describe("R-XP-3 the progression inputs a player cannot save are read-only", () => {
  it("R-XP-3 out of creation, a player's sheet: characteristics, Exaltation, prémice and skill level off; damage, biography, quantity on", () => {
    const root = sheet();
    lockProgressionInputs(root, "personnage", character(false), false, itemType);
    expect(disabled(root)).toEqual(["system.caracteristiques.force", "system.exaltation", "system.constitutions.vitalite.premice", "system.niveau"]);
  });

  it("R-XP-3 the GM's sheet, and a player's during creation, keep every input", () => {
    for (const [active, isGM] of [[false, true], [true, false]] as const) {
      const root = sheet();
      lockProgressionInputs(root, "personnage", character(active), isGM, itemType);
      expect(disabled(root)).toEqual([]);
    }
  });

  it("R-XP-3 an owned weapon's sheet: its numbers off for a player once creation is over", () => {
    const root = new Window().document as unknown as Document;
    root.body.innerHTML = `<input name="system.degats"><input name="name"><input name="system.cachee">`;
    lockProgressionInputs(root.body, "arme", character(false), false);
    expect(disabled(root.body)).toEqual(["system.degats"]);
  });
});
