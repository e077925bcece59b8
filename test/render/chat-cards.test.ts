import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { render } from "./handlebars-env";
import { AGGRAVATION_CARDS, EVIL, REQUEST_CARD, REQUEST_PENDING, TEST_CARDS } from "./chat-fixtures";
import { shownTooltip } from "../helpers/tooltips";

function dom(html: string): Document {
  const w = new Window();
  w.document.body.innerHTML = html;
  return w.document as unknown as Document;
}

describe("chat card templates (real Handlebars)", () => {
  for (const [name, view] of Object.entries(TEST_CARDS)) {
    for (const lang of ["fr", "en"] as const) {
      it(`test card "${name}" renders in ${lang} with escaped names and no missing keys`, () => {
        const html = render(lang, "templates/chat/test-card.hbs", view);
        expect(html).not.toContain("<script>");
        expect(html).not.toContain("<img");
        expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
        const d = dom(html);
        expect(d.querySelector(".alt-card__actor")?.textContent).toBe(EVIL);
      });
    }
  }
  it("marks kept dice, badges, and the buttons of each state", () => {
    const q = (name: keyof typeof TEST_CARDS) => dom(render("fr", "templates/chat/test-card.hbs", TEST_CARDS[name]));
    // R-DICE-3 [8, 5, 8] keep highest: exactly one die kept, its tie dropped.
    expect(q("success").querySelectorAll(".alt-dice--mastery .is-kept").length).toBe(1);
    expect(q("success").querySelectorAll(".alt-dice--mastery .is-dropped").length).toBe(2);
    const implosion = q("crit-failure").querySelector(".alt-dice--implosion .alt-die");
    expect(implosion?.querySelector(".alt-die__mark")?.textContent).toBe("−");
    expect(implosion?.querySelector(".visually-hidden")?.textContent).toBe("retranché du total");
    expect(q("failure").querySelector('[data-action="narrowSuccess"]')?.getAttribute("data-owners")?.trim()).toBe("Actor.a");
    expect(q("narrow").querySelector('[data-action="narrowSuccess"]')).toBeNull();
    expect(q("narrow").querySelector(".alt-card__outcome")?.textContent).toContain("Réussite de justesse");
    const crit = q("crit-success");
    expect(crit.querySelector('[data-badge="critSuccess"]')).not.toBeNull();
    expect(crit.querySelectorAll(".alt-dice--explosion").length).toBe(2);
    expect(crit.querySelector('[data-action="applyDamage"]')?.getAttribute("data-target")).toBe("Actor.t");
    expect(crit.querySelectorAll('[data-action^="aggravation"]').length).toBe(2);
    expect(q("damage-applied").querySelector('[data-action="applyDamage"]')).toBeNull();
    expect(q("crit-failure").querySelector('[data-badge="critFailure"]')).not.toBeNull();
    expect(q("crit-failure").querySelector(".alt-dice--implosion")).not.toBeNull();
    expect(q("crit-failure-cancelled").querySelector('[data-badge="critFailureCancelled"]')).not.toBeNull();
    expect(q("zone").querySelector('[data-badge="zone"]')).not.toBeNull();
    expect(q("aggravation-suffered").querySelector(".alt-aggravation--suffered")?.textContent).toContain("Estomac");
    expect(q("aggravation-avoided").querySelector(".alt-aggravation--avoided")?.textContent).toContain("2 Résilience");
    expect(q("riposte").querySelector(".alt-card__notice--riposte")).not.toBeNull();
  });
  it("R-FIGHT-2 a defended target's line speaks of a person: « après sa défense », \"after their defense\" (not \"its\")", () => {
    const line = (lang: "fr" | "en") => dom(render(lang, "templates/chat/test-card.hbs", TEST_CARDS.defended)).querySelector(".alt-target")?.textContent?.replace(/\s+/g, " ") ?? "";
    expect(line("fr")).toContain("après sa défense");
    expect(line("en")).toContain("after their defense");
  });

  it("aggravation and request cards render escaped", () => {
    for (const view of Object.values(AGGRAVATION_CARDS)) {
      const html = render("en", "templates/chat/aggravation-card.hbs", view);
      expect(html).not.toContain("<script>");
      expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
    }
    expect(render("fr", "templates/chat/aggravation-card.hbs", AGGRAVATION_CARDS.suffered)).toContain("Mort.");
    const req = dom(render("fr", "templates/chat/request-card.hbs", REQUEST_CARD));
    expect(req.querySelector(".alt-request__name")?.textContent).toBe(EVIL);
    expect(req.querySelectorAll('[data-action="requestRoll"]').length).toBe(1);
    expect(req.querySelector(".alt-request__summary")?.textContent).toContain("1\u00a0sur\u00a02");
  });

  it("the request card's summary reads right at 0 and 1 (« Jets : 0 sur 2 · réussites : 0 », never « 0/2 lancé »)", () => {
    const summary = (lang: "fr" | "en", view: typeof REQUEST_CARD) => dom(render(lang, "templates/chat/request-card.hbs", view)).querySelector(".alt-request__summary")?.textContent;
    expect(summary("fr", REQUEST_PENDING)).toBe("Jets\u00a0: 0\u00a0sur\u00a02 · réussites\u00a0: 0");
    expect(summary("en", REQUEST_PENDING)).toBe("Rolled: 0\u00a0of\u00a02 · successes: 0");
    expect(summary("fr", REQUEST_CARD)).toBe("Jets\u00a0: 1\u00a0sur\u00a02 · réussites\u00a0: 1");
  });
});

describe("test card: the total explained, dice that say what they did", () => {
  const value = (t: { sign: string; value: number }) => (t.sign === "−" ? -t.value : t.value);
  it("R-DICE-6 the breakdown's terms add up to the rules' total on every card", () => {
    for (const [name, view] of Object.entries(TEST_CARDS)) {
      if (!view.evaluated) continue;
      expect(view.breakdown.reduce((n, t) => n + value(t), 0), name).toBe(view.total);
      expect(view.breakdown[0].label, name).toBe("ALTHERION.Roll.Formula.Kept");
    }
    // The critical success: kept 10, two explosion chains, Force 6.
    const crit = TEST_CARDS["crit-success"];
    expect(crit.breakdown.map((t) => t.label)).toEqual(["ALTHERION.Roll.Formula.Kept", "ALTHERION.Roll.Formula.Explosions", "ALTHERION.Roll.Characteristic.Force"]);
    const text = dom(render("fr", "templates/chat/test-card.hbs", crit)).querySelector("[data-breakdown]")?.textContent?.replace(/\s+/g, " ").trim();
    expect(text).toBe(`dé gardé 10 + explosions ${crit.breakdown[1].value} + Force 6 = ${crit.total}`);
  });
  it("R-DICE-3 each die has a tooltip (role, kept or dropped), a text mark and words for screen readers", () => {
    const d = dom(render("fr", "templates/chat/test-card.hbs", TEST_CARDS.success));
    const dice = [...d.querySelectorAll(".alt-dice--mastery .alt-die")];
    expect(dice.map((li) => shownTooltip(li).text)).toEqual(["Maîtrise · gardé", "Maîtrise · écarté", "Maîtrise · écarté"]);
    expect(dice.map((li) => li.querySelector(".alt-die__mark")?.textContent)).toEqual(["✓", "✗", "✗"]);
    expect(dice.map((li) => li.querySelector(".visually-hidden")?.textContent)).toEqual(["gardé", "écarté", "écarté"]);
    const en = dom(render("en", "templates/chat/test-card.hbs", TEST_CARDS.success));
    expect(en.querySelector(".alt-dice--expertise .alt-die")?.getAttribute("data-tooltip")).toBe("Expertise · added to the total"); // plain words: the same as HTML
  });
  it("R-DICE-3 R-DICE-5 a tied die's mark (=) is explained on the card in words, not only in its tooltip", () => {
    const d = dom(render("fr", "templates/chat/test-card.hbs", TEST_CARDS["crit-success"]));
    expect([...d.querySelectorAll(".alt-dice--mastery .alt-die__mark")].map((m) => m.textContent)).toContain("=");
    expect(d.querySelector('[data-legend="tied"]')?.textContent).toBe("Un dé marqué «\u00a0=\u00a0» a la valeur du dé gardé et ouvre sa propre chaîne (explosion ou implosion).");
    const en = dom(render("en", "templates/chat/test-card.hbs", TEST_CARDS["crit-success"]));
    expect(en.querySelector('[data-legend="tied"]')?.textContent).toContain("starts its own chain");
    // No tie, no legend.
    expect(dom(render("fr", "templates/chat/test-card.hbs", TEST_CARDS.success)).querySelector("[data-legend]")).toBeNull();
  });

  it("R-CRIT-2 the aggravation card draws its d10 as a die (face and mark), as the test card draws its dice", () => {
    const cards = [[render("fr", "templates/chat/aggravation-card.hbs", AGGRAVATION_CARDS.suffered), "7"], [render("fr", "templates/chat/test-card.hbs", TEST_CARDS["aggravation-suffered"]), "1"]] as const;
    for (const [html, d10] of cards) {
      const die = dom(html).querySelector(".alt-card__dice .alt-dice--aggravation .alt-die");
      expect(die?.querySelector(".alt-die__face")?.textContent).toBe(d10);
      expect(die?.querySelector(".alt-die__mark")?.textContent).toBe("✓");
      expect(die?.getAttribute("data-tooltip")).toBe("Jet · lu sur la table de Fragilité");
    }
    expect(dom(render("fr", "templates/chat/aggravation-card.hbs", AGGRAVATION_CARDS.avoided)).querySelector(".alt-die")).toBeNull();
  });

  it("success and failure show an icon and a word", () => {
    for (const [name, icon, word] of [["success", "fa-circle-check", "Success"], ["failure", "fa-circle-xmark", "Failure"], ["narrow", "fa-scale-unbalanced", "Narrow success"]] as const) {
      const outcome = dom(render("en", "templates/chat/test-card.hbs", TEST_CARDS[name])).querySelector(".alt-card__outcome")!;
      expect(outcome.querySelector("i")?.className, name).toContain(icon);
      expect(outcome.querySelector("i")?.getAttribute("aria-hidden"), name).toBe("true");
      expect(outcome.querySelector("strong")?.textContent, name).toBe(word);
    }
  });
  it("the margin takes the minus sign", () => {
    const failure = dom(render("fr", "templates/chat/test-card.hbs", TEST_CARDS.failure)).querySelector(".alt-card__margin")?.textContent;
    expect(failure).toMatch(/\(marge −\d+\)/);
  });
});
