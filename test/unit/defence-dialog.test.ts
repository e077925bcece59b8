/**
 * R-FIGHT-2 the defence dialog's context (applications/dialogs/defence-dialog-context.ts): what the defender faces,
 * its pool and exact chance (the roll dialog's pieces over rules/probability.ts), what a success or a failure does,
 * the attack's properties from the attack, and why it cannot defend.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { defenceDialogContext, readDefenceForm } from "../../src/applications/dialogs/defence-dialog-context";
import { defaultChoices, defenceAttack, defenceRoll, defenceRefusal, type AttackFacts } from "../../src/combat/defence";
import { beatsOpposed, defenceNeeds, rollTest, scriptedDice, successChance } from "../../src/rules/index";
import { emptyContext, type RollState } from "../../src/dice/roll-data";
import { rollActor } from "../fixtures/roll-actors";

const scores = { corps: 3, ame: 2, esprit: 2, impact: 3, resilience: 4, finesse: 5 };
/** An attack of total `total` (one die 7 + characteristic), a blow of 6 + Corps 3 − Résistance 2 = 7 on Aria. */
function attack(total = 12, over: { crit?: boolean; agonie?: number } = {}): RollState & { result: NonNullable<RollState["result"]> } {
  const dice = over.crit ? [10, 4] : [7];
  const result = rollTest({ skill: 0, complexity: 0, characteristic: total - (over.crit ? 14 : 7) }, scriptedDice(dice));
  return {
    version: 1, input: { skill: 0, complexity: 0, agonie: over.agonie ?? 0 }, result,
    context: emptyContext({
      actorUuid: "Actor.orc", actorName: "Orc", label: "Hache",
      attack: { itemUuid: "Item.hache", itemName: "Hache", damage: 6, type: "physique", lethal: true, attackerScores: scores },
      targets: [{ actorUuid: "Actor.aria", name: "Aria", annulation: 0, resistance: 2 }],
    }),
  } as RollState & { result: NonNullable<RollState["result"]> };
}

const aria = (over: { agonie?: number; epuisement?: number } = {}) => rollActor({
  name: "Aria",
  caracteristiques: { force: 6, vigueur: 4, agilite: 7, pouvoir: 3, charisme: 3, perception: 5, intellect: 4, volonte: 4, sagesse: 3 },
  skills: [{ id: "s1", key: "adresse", name: "Adresse", level: 3 }, { id: "s2", key: "melee", name: "Mêlée", level: 4 }, { id: "s4", key: "rigidite", name: "Rigidité", level: 1 }],
  ...over,
});
const PLAIN: AttackFacts = { ranged: false, hidden: false, explosion: false };
const faced = (state = attack(), facts = PLAIN, pvp = false) => defenceAttack(state, state.context.targets[0], facts, pvp);

describe("the defence dialog", () => {
  it("R-FIGHT-2 R-CON-7 the number to beat: one more than the attack's total less the attacker's Agonie, the one beatsOpposed lets through", () => {
    fc.assert(fc.property(fc.integer({ min: -20, max: 60 }), fc.integer({ min: 0, max: 6 }), (total, agonie) => {
      const need = defenceNeeds(total, agonie);
      return !beatsOpposed(total, need, agonie) && beatsOpposed(total, need - 1, agonie);
    }));
    const data = aria();
    const esquive = defaultChoices("esquive", data, PLAIN, { armour: 0, shield: false }, false);
    expect(defenceDialogContext(esquive, data, 2, faced(attack(12))).attack).toMatchObject({ attackerName: "Orc", total: 12, need: 13, agonie: 0, damage: 7, constitution: "ALTHERION.Combat.Constitution.Vitalite" });
    expect(defenceDialogContext(esquive, data, 2, faced(attack(12, { agonie: 2 }))).attack).toMatchObject({ total: 12, need: 11, agonie: 2 });
  });

  it("R-FIGHT-2 R-DICE-6 the pool, formula and exact chance are those of the defence roll against that number", () => {
    const data = aria({ epuisement: 1 });
    const esquive = defaultChoices("esquive", data, PLAIN, { armour: 0, shield: false }, false);
    const ctx = defenceDialogContext(esquive, data, 2, faced(attack(12)));
    const input = defenceRoll(data, esquive).input!;
    expect(ctx.pool).toMatchObject({ mastery: 4, keep: "highest", power: { dice: 1, kind: "impuissance" } }); // Adresse 3: 4 d10; Épuisement 1
    expect(ctx.chance).toBe(Math.round(successChance({ ...input, difficulty: 13 }) * 1000) / 10);
    expect(ctx.chance).toBeGreaterThan(0);
    expect(ctx.formula.threshold).toBeNull(); // said once, above: attack.need
    expect(ctx.formula.terms.at(-1)).toEqual({ sign: "+", label: "ALTHERION.Roll.Characteristic.Agilite", value: 7 });
    expect(ctx.modifiers.map((m) => [m.label, m.text])).toEqual([["ALTHERION.Roll.Source.Epuisement", "−1d"]]);
    expect(ctx.characteristic).toEqual({ label: "ALTHERION.Roll.Characteristic.Agilite", value: 7 });
    // A harder attack lowers the chance; the skill picked in the form changes the pool.
    expect(defenceDialogContext(esquive, data, 2, faced(attack(20))).chance!).toBeLessThan(ctx.chance!);
    const parade = defaultChoices("parade", data, PLAIN, { armour: 0, shield: false }, false);
    expect(defenceDialogContext({ ...parade, skillId: "s2" }, data, 2, faced()).pool?.mastery).toBe(5);
  });

  it("R-DICE-10 R-CON-7 a PvP defender's pool is one plain die, no power dice; its Agonie lowers its total", () => {
    const data = aria({ epuisement: 1, agonie: 2 });
    const esquive = defaultChoices("esquive", data, PLAIN, { armour: 0, shield: false }, true);
    const ctx = defenceDialogContext(esquive, data, 2, faced(attack(12), PLAIN, true));
    expect(ctx.pool).toMatchObject({ mastery: 1, power: null, expertise: false });
    expect(ctx.modifiers.map((m) => [m.label, m.text])).toEqual([["ALTHERION.Roll.Source.Agonie", "−2"]]);
    expect(ctx.formula.terms.at(-1)).toEqual({ sign: "−", label: "ALTHERION.Roll.Source.Agonie", value: 2 });
    expect(ctx.attack.properties).toEqual(["ALTHERION.Combat.Option.Pvp"]);
  });

  it("R-FIGHT-2 the characteristic says where it comes from: the armour, a shield's Force, Perception against a hidden attack", () => {
    const data = aria();
    const blocage = defaultChoices("blocage", data, PLAIN, { armour: 5, shield: false }, false);
    expect(defenceDialogContext(blocage, data, 1, faced()).characteristic).toEqual({ label: "ALTHERION.Combat.Option.Armour", value: 5 });
    expect(defenceDialogContext({ ...blocage, shield: true }, data, 1, faced()).characteristic).toEqual({ label: "ALTHERION.Roll.Characteristic.Force", value: 6 });
    expect(defenceDialogContext({ ...blocage, armour: 0 }, data, 1, faced()).characteristic).toEqual({ label: "ALTHERION.Roll.Characteristic.Vigueur", value: 4 });
    const hidden = { ...PLAIN, hidden: true };
    const esquive = defaultChoices("esquive", data, hidden, { armour: 0, shield: false }, false);
    expect(defenceDialogContext(esquive, data, 1, faced(attack(), hidden)).characteristic).toEqual({ label: "ALTHERION.Roll.Characteristic.Perception", value: 5 });
  });

  it("R-FIGHT-2 R-CRIT-1 what a success and a failure do to the blow", () => {
    const data = aria();
    const esquive = defaultChoices("esquive", data, PLAIN, { armour: 0, shield: false }, false);
    expect(defenceDialogContext(esquive, data, 1, faced()).outcomes).toEqual({
      success: { label: "ALTHERION.Combat.Resolution.Evitee", damage: 0, critical: false },
      failure: { label: "ALTHERION.Combat.Resolution.Touchee", damage: 7, critical: false },
    });
    const blocage = defaultChoices("blocage", data, PLAIN, { armour: 0, shield: false }, false);
    expect(defenceDialogContext(blocage, data, 1, faced(attack(18, { crit: true }))).outcomes?.success).toEqual({ label: "ALTHERION.Combat.Resolution.Bloquee", damage: 0, critical: true });
    const area = { ...PLAIN, explosion: true };
    const dodge = defaultChoices("esquive", data, area, { armour: 0, shield: false }, false);
    expect(defenceDialogContext(dodge, data, 1, faced(attack(), area)).outcomes?.success).toEqual({ label: "ALTHERION.Combat.Resolution.Attenuee", damage: 3, critical: false });
  });

  it("R-FIGHT-2 the attack's properties come from the attack and the form cannot change them", () => {
    const data = aria();
    const facts = { ranged: true, hidden: true, explosion: false };
    const parade = defaultChoices("parade", data, facts, { armour: 0, shield: false }, false);
    const ctx = defenceDialogContext(parade, data, 1, faced(attack(), facts));
    expect(ctx.attack.properties).toEqual(["ALTHERION.Combat.Option.Hidden", "ALTHERION.Combat.Option.Ranged"]);
    expect(ctx.characteristic).toEqual({ label: "ALTHERION.Roll.Characteristic.Force", value: 6 }); // ranged: the lowest of Force 6 and Agilité 7
    expect(readDefenceForm({ skillId: "s2", armour: "3", shield: true, hidden: false, ranged: false, explosion: true, pvp: true }, parade))
      .toEqual({ ...parade, skillId: "s2", armour: 3, shield: true });
    expect(readDefenceForm({}, parade)).toEqual(parade);
    expect(readDefenceForm({ armour: "-2", shield: false }, { ...parade, shield: true })).toMatchObject({ armour: 0, shield: false });
  });

  it("R-FIGHT-2 R-CON-5 the roll is refused, with its reason, unconscious, with a useless Parade or without Finesse", () => {
    const data = aria();
    const esquive = defaultChoices("esquive", data, PLAIN, { armour: 0, shield: false }, false);
    expect(defenceDialogContext(esquive, data, 1, faced()).refusal).toBeNull();
    expect(defenceDialogContext(esquive, data, 0, faced()).refusal).toBe("ALTHERION.Combat.Error.NoFinesse");
    expect(defenceDialogContext(esquive, data, 3, faced(), false).refusal).toBe("ALTHERION.Combat.Error.Unconscious");
    const area = { ...PLAIN, explosion: true };
    const parade = defaultChoices("parade", data, area, { armour: 0, shield: false }, false);
    const useless = defenceDialogContext(parade, data, 3, faced(attack(), area));
    expect(useless).toMatchObject({ refusal: "ALTHERION.Combat.Dialog.Useless", pool: null, chance: null, outcomes: null });
    expect(defenceRefusal({ usable: true, cost: 1 }, 1, true)).toBeNull();
  });
});
