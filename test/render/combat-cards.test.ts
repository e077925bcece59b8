import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { localize, render } from "./handlebars-env";
import { passView } from "../../src/combat/turns";
import { ordinalText } from "../../src/words/helpers";
import { EVIL } from "./dialog-fixtures";
import { combatCards as cards, defenceDialogs } from "./card-states";

import { DEFENCE_REFUSAL_ID } from "../../src/applications/dialogs/defence-dialog";

const DEFENCE_DIALOG = "templates/combat/defence-dialog.hbs";

function dom(html: string): Document {
  const w = new Window();
  w.document.body.innerHTML = html;
  return w.document as unknown as Document;
}


describe("combat card templates (real Handlebars)", () => {
  for (const [name, [path, view]] of Object.entries(cards())) {
    for (const lang of ["fr", "en"] as const) {
      it(`${name} renders in ${lang} with names escaped and no missing key`, () => {
        const html = render(lang, path, view);
        expect(html).not.toContain("<script>");
        expect(html).not.toContain("<img");
        expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
        expect(html).not.toMatch(/\{\w+\}/);
      });
    }
  }

  it("R-CON-6 the Péril card tells the failure, the scars and the death", () => {
    const [path, view] = cards().peril;
    const d = dom(render("fr", path, view));
    expect(d.querySelector(".alt-card__actor")?.textContent).toBe(EVIL);
    expect(d.querySelector(".alt-card__title")?.textContent).toBe("Péril — Vitalité");
    expect(d.body.textContent).toContain("Test échoué\u00a0: +3 cicatrices."); // real plural, no-break space (GLOSSARY.md)
    expect(d.body.textContent).toContain("Cicatrices\u00a0: 12\u00a0/\u00a030");
  });

  it("R-CON-7 / R-CRIT-3 the Agonie card; R-CON-9 the regeneration card", () => {
    const c = cards();
    const agonie = dom(render("fr", c.agonie[0], c.agonie[1])).body.textContent ?? "";
    expect(agonie).toContain("Agonie 0 → 1");
    expect(agonie).toContain("Perd connaissance pour 2 tours");
    const regen = dom(render("en", c.regeneration[0], c.regeneration[1])).body.textContent ?? "";
    expect(regen).toContain("+3");
    expect(regen).toContain("Regains consciousness.");
    expect(regen).not.toContain("scar");
  });

  it("R-CON-9 the forced regeneration card says the amount became scars", () => {
    const text = dom(render("en", ...cards().forced)).body.textContent ?? "";
    expect(text).toContain("Forced regeneration");
    expect(text).toMatch(/\+3 scars \(\d+\)/);
    expect(text).toContain("in combat it took this turn");
  });

  it("R-FIGHT-2 / R-DICE-10 the defence card: totals, outcome, PvP note and the owner's apply button", () => {
    const [path, view] = cards().defence;
    const d = dom(render("fr", path, view));
    expect(d.querySelector(".alt-card__actor")?.textContent).toBe(EVIL);
    expect(d.querySelector(".alt-combat__resolution")?.textContent).toContain("Touché");
    expect(d.body.textContent).toContain("Joueur contre joueur");
    const button = d.querySelector('button[data-combat-action="applyDefenceDamage"]');
    expect(button?.getAttribute("data-target")).toBe("Actor.aria");
    expect(button?.getAttribute("data-owners")?.trim()).toBe("Actor.aria Actor.orc"); // the defender's owners and the attacker's
    expect(d.querySelector("button[data-action]")).toBeNull(); // never caught by the test card's handler
  });

  it("R-CON-6 R-FIGHT-2 the Péril and defence cards draw their die as a test card does: a face, a mark, words", () => {
    for (const name of ["peril", "defence"] as const) {
      const [path, view] = cards()[name];
      const dice = [...dom(render("fr", path, view)).querySelectorAll(".alt-card__dice .alt-dice--mastery .alt-die")];
      expect(dice.map((li) => [li.querySelector(".alt-die__face")?.textContent, li.querySelector(".alt-die__mark")?.textContent]), name).toEqual([[name === "peril" ? "2" : "4", "✓"]]);
      expect(dice[0].getAttribute("data-tooltip"), name).toBe("Maîtrise · gardé");
    }
  });

  it("R-FIGHT-2 the defence bar: four buttons per target, Parade disabled against an explosion", () => {
    const [path, view] = cards().bar;
    const d = dom(render("fr", path, view));
    const buttons = [...d.querySelectorAll("button[data-combat-action]")];
    expect(buttons.map((b) => b.getAttribute("data-defence") ?? b.getAttribute("data-combat-action"))).toEqual(["blocage", "esquive", "parade", "confront"]);
    expect(buttons[2].hasAttribute("disabled")).toBe(true);
    expect(d.querySelector(".alt-combat__name")?.textContent).toBe(EVIL);
  });

  it("R-FIGHT-2 the defence dialog: armour and shield for Blocage, the attack's total, what it needs, the pool and the chance", () => {
    const d = dom(render("fr", DEFENCE_DIALOG, defenceDialogs().blocage));
    expect((d.querySelector('input[name="armour"]') as HTMLInputElement | null)?.getAttribute("value")).toBe("5");
    expect(d.querySelector('input[name="shield"]')?.hasAttribute("checked")).toBe(true);
    expect(d.querySelector("[data-attack-total]")?.textContent).toBe("18");
    expect(d.querySelector("[data-need]")?.textContent).toBe("Il vous faut 19 ou plus\u00a0: une égalité profite à l'attaquant.");
    expect(d.querySelector("[data-pool-words]")?.textContent).toContain("3 d10"); // Rigidité 2
    expect(d.querySelector("select[name=skillId] option[selected]")?.textContent).toBe("Rigidité (2)");
    expect(d.querySelector("[data-chance]")?.textContent).toMatch(/^\d+(,\d)?\u202f%$/);
    expect(d.querySelector("[data-characteristic]")?.textContent).toContain("Force 6"); // the shield's Force beats Vigueur 4 and the armour 5
    expect(d.querySelector("[data-outcomes] .is-success dd")?.textContent).toContain("Coup bloqué");
    expect(d.querySelector("[data-outcomes] .is-success dd")?.textContent).toContain("la réussite critique de l'attaquant s'applique"); // 10 kept: critical
    expect(d.querySelector("[data-refusal]")).toBeNull();
  });

  it("R-FIGHT-2 the defence dialog takes the attack's properties from the attack: shown, never ticked again", () => {
    const d = dom(render("en", DEFENCE_DIALOG, defenceDialogs()["esquive-area"]));
    expect([...d.querySelectorAll("[data-properties] li")].map((li) => li.textContent)).toEqual(["Hidden attack", "Ranged weapon", "Explosion (area)", "Player versus player"]);
    for (const name of ["hidden", "ranged", "explosion", "pvp"]) expect(d.querySelector(`input[name="${name}"]`), name).toBeNull();
    expect(d.querySelector("[data-need]")?.textContent).toBe("You need 18 or more: the attack (18) less the attacker's Agony (1), and a tie goes to the attacker.");
    expect(d.querySelector("[data-pool-words]")?.textContent).toContain("1 d10"); // R-DICE-10 a plain die
  });

  it("R-FIGHT-2 R-CON-5 a defender who cannot defend reads why, in words the disabled roll button names", () => {
    for (const [state, reason] of [["refused", "Plus aucun point de Finesse"], ["parade-area", "La Parade est inutile contre une explosion"]] as const) {
      const d = dom(render("fr", DEFENCE_DIALOG, defenceDialogs()[state]));
      const refusal = d.querySelector("[data-refusal]");
      expect(refusal?.id, state).toBe(DEFENCE_REFUSAL_ID); // the id the dialog's disabled button names
      expect(refusal?.textContent, state).toContain(reason);
    }
  });

  it("R-FIGHT-4 the confrontation card marks the winner and what each side takes", () => {
    const [path, view] = cards().confrontation;
    const d = dom(render("en", path, view));
    expect(d.querySelector(".alt-target.is-winner")?.getAttribute("data-side")).toBe("initiator");
    expect(d.querySelectorAll('button[data-combat-action="applyConfrontationDamage"]').length).toBe(2);
  });

  it("R-FIGHT-1 glossary rev 3 the tracker's pass label is an « action »: « 2ᵉ action », \"2nd turn\"", () => {
    const v = passView(2);
    const dict = (lang: "fr" | "en") => ({ lang, localize: (k: string) => localize(lang, k) });
    expect(ordinalText(dict("fr"), v.label, v.pass, v.labelData)).toBe("2ᵉ action");
    expect(ordinalText(dict("en"), v.label, v.pass, v.labelData)).toBe("2nd turn");
  });
});
