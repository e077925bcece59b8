/**
 * Card readers (Automated Animations, other modules): every card made from an item names it in its HTML —
 * `data-item-id` on an element inside the content (Automated Animations' generic reader looks there, with the
 * speaker's token), `data-item-uuid` and `data-item-type` beside it; a card made from no item names none.
 * Views from the real builders, templates rendered with real Handlebars.
 */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { render, testWords } from "./handlebars-env";
import { rollTest, scriptedDice, type TestInput } from "../../src/rules/index";
import { emptyContext, type RollState, type TestContext } from "../../src/dice/roll-data";
import { testCardView } from "../../src/chat/test-card";
import { sourceItem } from "../../src/chat/source-item";
import { defaultChoices, defenceCardView, defenceRecord, defenderEquipment, planDefence } from "../../src/combat/defence";
import { readDefenceForm } from "../../src/applications/dialogs/defence-dialog-context";
import { buildItemRow } from "../../src/applications/sheets/personnage-context";
import { DEFENDER } from "./dialog-fixtures";

const scores = { corps: 5, ame: 3, esprit: 3, impact: 4, resilience: 3, finesse: 3 };
const WEAPON = "Scene.s1.Token.t1.Actor.a1.Item.hache000000000001";
const SPELL = "Actor.a1.Item.braises0000000001";
const SHIELD = "Actor.d1.Item.bouclier00000001";

function state(ctx: Partial<TestContext>, input: TestInput = { skill: 2, complexity: 0, characteristic: 5, difficulty: 9 }): RollState & { result: NonNullable<RollState["result"]> } {
  return { version: 1, input, result: rollTest(input, scriptedDice([9, 4, 3, 2, 2, 2])), context: emptyContext({ actorUuid: "Actor.a1", actorName: "Aude", label: "Test", ...ctx }) } as RollState & { result: NonNullable<RollState["result"]> };
}
const attack = (itemUuid: string | null) => ({ itemUuid, itemName: "Hache", damage: 6, type: "physique" as const, lethal: true, attackerScores: scores });
const spell = { itemUuid: SPELL, name: "Gerbe de braises", options: {}, spellPoints: 4, cost: 4, combativite: 1, heal: null, area: null };
const target = { actorUuid: "Actor.d1", name: "Bert", annulation: 0, resistance: 0 };

/** The element inside the card that names the item (Automated Animations reads descendants of the content's root). */
function named(html: string): { id?: string; uuid?: string; type?: string } | null {
  const w = new Window();
  w.document.body.innerHTML = html;
  const root = w.document.body.firstElementChild;
  const el = root?.querySelector("[data-item-id]") as unknown as HTMLElement | null;
  return el ? { id: el.dataset.itemId, uuid: el.dataset.itemUuid, type: el.dataset.itemType } : null;
}

describe("cards made from an item name it for card readers (Automated Animations)", () => {
  it("a weapon's attack card: the weapon's id, UUID and type inside the card (a token's actor's item too)", () => {
    const view = testCardView(state({ attack: attack(WEAPON), targets: [target] }));
    expect(view.item).toEqual({ uuid: WEAPON, id: "hache000000000001", type: "arme" });
    for (const lang of ["fr", "en"] as const) expect(named(render(lang, "templates/chat/test-card.hbs", view))).toEqual({ id: "hache000000000001", uuid: WEAPON, type: "arme" });
  });

  it("a spell's card (an attack spell as a healing one): the spell", () => {
    const attackSpell = testCardView(state({ attack: attack(SPELL), spell, targets: [target] }));
    const healing = testCardView(state({ spell: { ...spell, heal: { actorUuid: "Actor.h", name: "Hugo", constitution: "vitalite", wounds: 3 } } }));
    for (const view of [attackSpell, healing]) {
      expect(named(render("fr", "templates/chat/test-card.hbs", view))).toEqual({ id: "braises0000000001", uuid: SPELL, type: "sort" });
    }
  });

  it("a test made from no item (a skill, a characteristic, a defence roll) names none", () => {
    for (const view of [testCardView(state({})), testCardView(state({ defense: true })), testCardView(state({ attack: attack(null) }))]) {
      expect(view.item).toBeNull();
      expect(render("fr", "templates/chat/test-card.hbs", view)).not.toMatch(/data-item-(id|uuid|type)/);
    }
  });

  const defenceCard = (defence: "blocage" | "esquive", items: { type: string; system: unknown; uuid?: string }[], form: Record<string, unknown> = {}) => {
    const attackState = state({ attack: attack(WEAPON), targets: [target] });
    const base = defaultChoices(defence, DEFENDER, { ranged: false, hidden: false, explosion: false }, defenderEquipment(items), false);
    const choices = readDefenceForm(form, base); // the dialog's answer keeps the shield it was opened with
    const plan = planDefence(DEFENDER, choices, 3);
    if (!plan.ok) throw new Error(plan.reason);
    const roll = plan.input ? rollTest(plan.input, scriptedDice([6, 5, 4, 3, 3, 3, 3])) : null;
    return defenceCardView(defenceRecord({ attackMessageId: "m", state: attackState, target, defenderName: "Bert", choices, plan, defence: roll }), roll);
  };
  const shield = { type: "bouclier", uuid: SHIELD, system: { equipe: true, blocage: 2 } };

  it("R-FIGHT-2 a Blocage made with the equipped shield: the defence card names the shield", () => {
    const view = defenceCard("blocage", [{ type: "armure", uuid: "Actor.d1.Item.armure", system: { equipee: true, blocage: 3 } }, shield]);
    expect(view.item).toEqual({ uuid: SHIELD, id: "bouclier00000001", type: "bouclier" });
    for (const lang of ["fr", "en"] as const) expect(named(render(lang, "templates/chat/combat-defence.hbs", view))).toEqual({ id: "bouclier00000001", uuid: SHIELD, type: "bouclier" });
  });

  it("a Blocage with the shield unticked in the dialog, an unequipped shield, or an Esquive names no item", () => {
    const views = [
      defenceCard("blocage", [shield], { shield: false }),
      defenceCard("blocage", [{ ...shield, system: { equipe: false, blocage: 2 } }]),
      defenceCard("esquive", [shield]),
    ];
    for (const view of views) {
      expect(view.item).toBeNull();
      expect(render("fr", "templates/chat/combat-defence.hbs", view)).not.toMatch(/data-item-(id|uuid|type)/);
    }
  });

  it("an item posted to chat (its description) names its UUID and type, not its id: readers that animate an item's use leave it alone", () => {
    const row = buildItemRow({ id: "hache000000000001", uuid: WEAPON, name: "Hache", img: "icons/svg/sword.svg", type: "arme", sort: 0, system: { degats: 6 } }, testWords("fr"), false);
    const html = render("fr", "templates/chat/item-post.hbs", row);
    expect(html).toContain(`data-item-uuid="${WEAPON}"`);
    expect(html).toContain('data-item-type="arme"');
    expect(named(html)).toBeNull();
  });

  it("sourceItem: the id is the UUID's last part; no UUID, no item", () => {
    expect(sourceItem("Actor.x.Item.y", "arme")).toEqual({ uuid: "Actor.x.Item.y", id: "y", type: "arme" });
    expect(sourceItem(null, "arme")).toBeNull();
    expect(sourceItem("", "sort")).toBeNull();
  });
});
