import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { render } from "./handlebars-env";
import {
  afterEscape, grappleCardView, grappleChoices, grappleDialogView, grappleEffect, grappleRecord, isGrappleAction, readGrappleRecord, withResistance,
  type GrappleChoices, type GrappleRecord,
} from "../../src/combat/grapple";

const EVIL = `<script>alert("x")</script><img src=x onerror=1>`;

function dom(html: string): Document {
  const w = new Window();
  w.document.body.innerHTML = html;
  return w.document as unknown as Document;
}

const choices = (over: Partial<GrappleChoices> = {}): GrappleChoices => ({ grapple: "etreinte", characteristic: "force", size: "comparable", complexity: 0, distance: 0, ...over });
const record = (over: Partial<GrappleChoices> = {}): GrappleRecord => grappleRecord({
  choices: choices(over), rollMessageId: "msg1",
  grappler: { actorUuid: "Actor.brute", name: EVIL, total: 14, force: 6 },
  target: { actorUuid: "Actor.aria", name: `${EVIL}Aria`, },
});
const resisted = (r: GrappleRecord, total: number) => withResistance(r, { characteristic: "agilite", total, messageId: "msg2" });

describe("R-FIGHT-5 grapple dialog choices", () => {
  it("reads the form, with defaults for anything wrong; distance only for a Projection, clamped", () => {
    expect(grappleChoices({})).toEqual({ grapple: "etreinte", characteristic: "force", size: "comparable", complexity: 0, distance: 0 });
    expect(grappleChoices({ grapple: "projection", characteristic: "agilite", size: "enorme", complexity: "2", distance: "40" }))
      .toEqual({ grapple: "projection", characteristic: "agilite", size: "enorme", complexity: 2, distance: 10 });
    expect(grappleChoices({ grapple: "mise-au-sol", characteristic: "pouvoir", size: "x", complexity: -4, distance: 5 }))
      .toEqual({ grapple: "mise-au-sol", characteristic: "force", size: "comparable", complexity: 0, distance: 0 });
  });
});

describe("R-FIGHT-5 grapple card view model", () => {
  it("pending: the target may resist with Force or Agilité (its owners only)", () => {
    const v = grappleCardView(record());
    expect(v.state).toBe("pending");
    expect(v.buttons.map((b) => [b.action, b.characteristic, b.owners])).toEqual([
      ["grappleResist", "force", ["Actor.aria"]], ["grappleResist", "agilite", ["Actor.aria"]],
    ]);
    expect(isGrappleAction("grappleResist")).toBe(true);
    expect(isGrappleAction("defend")).toBe(false);
  });

  it("failed when the target's total is higher ([I] ties go to the grappler): no effect, no button", () => {
    const v = grappleCardView(resisted(record(), 15));
    expect(v.state).toBe("failed");
    expect(v.buttons).toEqual([]);
    expect(grappleEffect(resisted(record(), 15))).toBeNull();
    expect(grappleCardView(resisted(record(), 14)).state).toBe("success");
  });

  it("Étreinte: immobilised once applied, then an escape roll (Force or Agilité) against the hold's total", () => {
    const r = resisted(record(), 9);
    expect(grappleEffect(r)).toEqual({ addStatuses: ["immobilise"], damage: 0 });
    const v = grappleCardView(r);
    expect(v.effects).toEqual([{ key: "ALTHERION.Combat.Grapple.Effect.Held", data: {} }]);
    expect(v.buttons.map((b) => [b.action, b.owners])).toEqual([["grappleApply", ["Actor.aria", "Actor.brute"]]]);
    const applied = { ...r, applied: true };
    expect(grappleEffect(applied)).toBeNull();
    const w = grappleCardView(applied);
    expect(w.escapeDifficulty).toBe(14);
    expect(w.buttons.map((b) => [b.action, b.characteristic])).toEqual([["grappleEscape", "force"], ["grappleEscape", "agilite"]]);
    expect(afterEscape(applied, false)).toEqual({ record: applied, removeStatus: null });
    const free = afterEscape(applied, true);
    expect(free.removeStatus).toBe("immobilise");
    expect(grappleCardView(free.record).buttons).toEqual([]);
    expect(afterEscape(free.record, true).removeStatus).toBeNull();
  });

  it("Mise au sol: prone + damage from Force; Projection: moved, Force − distance", () => {
    expect(grappleEffect(resisted(record({ grapple: "mise-au-sol" }), 3))).toEqual({ addStatuses: ["a-terre"], damage: 6 });
    const p = resisted(record({ grapple: "projection", distance: 4 }), 3);
    expect(grappleEffect(p)).toEqual({ addStatuses: [], damage: 2 });
    expect(grappleCardView(p).effects).toEqual([
      { key: "ALTHERION.Combat.Grapple.Effect.Moved", data: { distance: 4 } }, { key: "ALTHERION.Combat.Grapple.Effect.Damage", data: { amount: 2 } },
    ]);
    expect(grappleCardView(resisted(record({ grapple: "projection", distance: 9 }), 3)).effects).toHaveLength(1);
  });

  it("reads its record back from message flags", () => {
    const r = record();
    expect(readGrappleRecord({ altherion: { grapple: r } })).toEqual(r);
    expect(readGrappleRecord({ altherion: { grapple: { grapple: "clef" } } })).toBeNull();
    expect(readGrappleRecord(undefined)).toBeNull();
  });
});

describe("R-FIGHT-5 grapple templates (real Handlebars)", () => {
  it("card: pending, names escaped, resist buttons localized with the characteristic", () => {
    const html = render("fr", "templates/chat/combat-grapple.hbs", grappleCardView(record({ size: "grande" })));
    const doc = dom(html);
    expect(doc.querySelector("script")).toBeNull();
    expect(doc.querySelector("img")).toBeNull();
    expect(html).toContain("&lt;script&gt;");
    expect(doc.querySelector(".alt-card__title")?.textContent).toBe("Étreinte");
    expect(doc.body.textContent).toContain("Bien plus grosse ou plus lourde");
    const buttons = [...doc.querySelectorAll("button[data-combat-action]")];
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(["Résister (Force)", "Résister (Agilité)"]);
    expect(buttons[0].getAttribute("data-owners")?.trim()).toBe("Actor.aria");
    expect(html).not.toMatch(/ALTHERION\./);
  });

  it("card: success and failure in both languages, no missing key", () => {
    const p = resisted(record({ grapple: "projection", distance: 2 }), 3);
    for (const lang of ["fr", "en"] as const) {
      const html = render(lang, "templates/chat/combat-grapple.hbs", grappleCardView(p));
      expect(html).not.toMatch(/ALTHERION\./);
      expect(dom(html).querySelectorAll("button[data-combat-action=grappleApply]")).toHaveLength(1);
    }
    expect(render("en", "templates/chat/combat-grapple.hbs", grappleCardView(p))).toContain("Thrown 2 m.");
    expect(render("fr", "templates/chat/combat-grapple.hbs", grappleCardView(p))).toContain("Dégâts\u00a0: 4 (Vitalité).");
    const held = render("fr", "templates/chat/combat-grapple.hbs", grappleCardView({ ...resisted(record(), 3), applied: true }));
    expect(held).toContain("difficulté 14");
    // A hold deals no damage: once applied, the card says the effect was, not « Dégâts appliqués ».
    expect(dom(held).querySelector(".alt-target__done")?.textContent).toBe("Effet appliqué");
    expect([...dom(held).querySelectorAll("button")].map((b) => b.textContent?.trim())).toEqual(["Se libérer (Force)", "Se libérer (Agilité)"]);
    expect(render("fr", "templates/chat/combat-grapple.hbs", grappleCardView(resisted(record(), 20)))).toContain("La prise échoue.");
  });

  it("dialog: the three grapples, Force or Agilité, build with its complexity, distance; target escaped", () => {
    for (const lang of ["fr", "en"] as const) {
      const html = render(lang, "templates/combat/grapple-dialog.hbs", grappleDialogView(EVIL));
      const doc = dom(html);
      expect(doc.querySelector("script")).toBeNull();
      expect(html).not.toMatch(/ALTHERION\./);
      expect([...doc.querySelectorAll("input[name=grapple]")].map((i) => i.getAttribute("value"))).toEqual(["etreinte", "mise-au-sol", "projection"]);
      expect([...doc.querySelectorAll("input[name=characteristic]")].map((i) => i.getAttribute("value"))).toEqual(["force", "agilite"]);
      expect([...doc.querySelectorAll("select[name=size] option")].map((o) => o.getAttribute("value"))).toEqual(["comparable", "grande", "enorme"]);
      expect(doc.querySelector("input[name=distance]")?.getAttribute("max")).toBe("10");
    }
  });

  it("sheet partial: one keyboard-reachable button with an accessible name, disabled when not editable", () => {
    const on = dom(render("fr", "templates/sheets/personnage/_grapples.hbs", { editable: true }));
    const button = on.querySelector("button[data-action=grapple]");
    expect(button?.getAttribute("aria-label")).toBe("Tenter une prise");
    expect(button?.hasAttribute("disabled")).toBe(false);
    expect(dom(render("en", "templates/sheets/personnage/_grapples.hbs", { editable: false })).querySelector("button")?.hasAttribute("disabled")).toBe(true);
  });

  it("the equipment tab and the NPC sheet include the grapple section", () => {
    const data = { editable: true, equipement: { armes: [], protections: [], objets: [] }, tabsById: { equipement: { cssClass: "active", loaded: true } } };
    const equipementTab = { ...data, partData: { equipement: data } }; // the tab's template reads its part's data (personnage-context.ts PART_KEYS)
    const tab = dom(render("fr", "templates/sheets/personnage/equipement.hbs", equipementTab));
    expect(tab.querySelector("button[data-action=grapple]")).not.toBeNull();
  });
});
