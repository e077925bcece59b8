/**
 * Speed: the personnage sheet draws a tab's content when the tab is first opened (personnage-sheet.ts keeps the
 * list of drawn tabs): the other tabs are empty panels with the same attributes, and a drawn tab is the same HTML as in
 * the whole sheet. The speed itself is measured by `npm run bench`, not here.
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { PERSONNAGE_TABS, buildPersonnageContext } from "../../src/applications/sheets/personnage-context";
import type { PersonnageTab } from "../../src/applications/sheets/personnage-context";
import { GM, personnage } from "../fixtures/sheet-fixtures";
import { render } from "./handlebars-env";

const input = personnage(GM);
const panels = (tab: PersonnageTab, loaded?: PersonnageTab[]) => {
  const ctx = buildPersonnageContext(input, tab, loaded);
  const w = new Window();
  w.document.body.innerHTML = PERSONNAGE_TABS.map((t) => render("fr", `templates/sheets/personnage/${t}.hbs`, ctx)).join("");
  return new Map([...w.document.querySelectorAll("section.tab")].map((s) => [s.getAttribute("data-tab") as PersonnageTab, s]));
};
const attributes = (e: { getAttributeNames(): string[]; getAttribute(name: string): string | null }) => e.getAttributeNames().map((a) => `${a}=${e.getAttribute(a)}`);

describe("speed: tabs drawn when first opened", () => {
  it("the first render draws the open tab only; every other tab is an empty panel with the whole sheet's attributes", () => {
    const whole = panels("caracteristiques");
    const first = panels("caracteristiques", []);
    expect([...first.keys()]).toEqual([...PERSONNAGE_TABS]);
    for (const tab of PERSONNAGE_TABS) {
      expect(attributes(first.get(tab)!), tab).toEqual(attributes(whole.get(tab)!));
      expect(whole.get(tab)!.innerHTML.trim(), tab).not.toBe("");
      if (tab === "caracteristiques") expect(first.get(tab)!.innerHTML).toBe(whole.get(tab)!.innerHTML);
      else expect(first.get(tab)!.innerHTML.trim(), tab).toBe("");
    }
  });

  it("a tab opened once stays drawn: the open tab and the drawn ones have their content, the same as in the whole sheet", () => {
    const whole = panels("equipement");
    const later = panels("equipement", ["caracteristiques", "competences"]);
    for (const tab of PERSONNAGE_TABS) {
      const drawn = ["equipement", "caracteristiques", "competences"].includes(tab);
      expect(later.get(tab)!.innerHTML, tab).toBe(drawn ? whole.get(tab)!.innerHTML : "\n");
    }
    expect(later.get("equipement")!.querySelectorAll(".alt-item-row[data-item-id]").length).toBeGreaterThan(0);
    expect(later.get("equipement")!.classList.contains("active")).toBe(true);
  });
});
