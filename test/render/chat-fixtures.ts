// Card states for the render and browser tests: every state a test card, an aggravation card and a request card can show.
import { rollTest, scriptedDice, type TestInput } from "../../src/rules/index";
import { emptyContext, type RollState, type TestContext } from "../../src/dice/roll-data";
import { planAvoid, planSuffer } from "../../src/chat/aggravation";
import { aggravationView, emptyCardState, testCardView, type CardState } from "../../src/chat/test-card";
import { createRequest, recordResult, requestView } from "../../src/chat/request-card";

const scores = { corps: 5, ame: 3, esprit: 3, impact: 4, resilience: 3, finesse: 3 };
export const EVIL = `<script>alert("x")</script> Aël & "Bor"`;
const attack = { itemUuid: null, itemName: "Épée", damage: 4, type: "physique" as const, lethal: true, attackerScores: scores };
const target = { actorUuid: "Actor.t", name: `Gobelin <img src=x onerror=alert(1)>`, annulation: 0, resistance: 2 };

function state(input: TestInput, dice: number[], ctx: Partial<TestContext> = {}): RollState {
  return {
    version: 1, input, result: rollTest(input, scriptedDice(dice)),
    context: emptyContext({
      actorUuid: "Actor.a", actorName: EVIL, label: "Mêlée", characteristicLabel: "ALTHERION.Roll.Characteristic.Force", characteristicValue: 6,
      skillNames: ["Mêlée"], skillLevel: input.skill,
      modifiers: [{ label: "ALTHERION.Roll.Source.Epuisement", surpuissance: 0, impuissance: 1, flat: 0, automatic: true }], ...ctx,
    }),
  };
}
const victim = { aggravation: 1, fragilite: 3, agonie: 0, resilience: 2 };
const crit = state({ skill: 2, complexity: 0, characteristic: 6, difficulty: 12 }, [10, 4, 10, 7, 10, 3], { attack, targets: [target] });
const failure = state({ skill: 1, complexity: 2, characteristic: 6, impuissance: 1, difficulty: 14, agonie: 1 }, [6, 4, 3]);
const withCard = (s: RollState, card: Partial<CardState>) => testCardView(s, { ...emptyCardState(), ...card });
const second = { actorUuid: "Actor.u", name: "Brigand", annulation: 0, resistance: 0 };
/** R-FIGHT-2 a hit on two targets, the first of which defended: its defence card decides, the other takes the attack card's damage. */
const twoTargets = state({ skill: 2, complexity: 0, characteristic: 6, difficulty: 12 }, [9, 4, 2], { attack, targets: [target, second] });
const healing = state({ skill: 3, complexity: 4, characteristic: 3, difficulty: 3 }, [6, 2], {
  label: "Onde de soin", characteristicLabel: "ALTHERION.Roll.Characteristic.Pouvoir", characteristicValue: 3, skillNames: [], modifiers: [],
  spell: { itemUuid: "Actor.a.Item.s", name: "Onde de soin", options: { gestes: 2 }, spellPoints: 3, cost: 3, combativite: 1, heal: { actorUuid: "Actor.h", name: EVIL, constitution: "vitalite", wounds: 3 }, area: null },
});

/** R-SPELL-2 the first of an area attack spell's two rolls: magical damage on its target, the cost paid once. */
const areaSpell = state({ skill: 2, complexity: 1, characteristic: 5, difficulty: 11 }, [9, 6, 3], {
  label: "Gerbe de braises", characteristicLabel: "ALTHERION.Roll.Characteristic.Pouvoir", characteristicValue: 5, skillNames: ["Pyromancie"], modifiers: [],
  attack: { ...attack, itemName: "Gerbe de braises", damage: 5, type: "magique" }, targets: [target],
  spell: { itemUuid: "Actor.a.Item.g", name: "Gerbe de braises", options: { gestes: 1 }, spellPoints: 4, cost: 4, combativite: 1, heal: null, area: { roll: 1, of: 2 } },
});
export const TEST_CARDS = {
  success: testCardView(state({ skill: 3, complexity: 1, characteristic: 6, expertise: true, difficulty: 12 }, [8, 5, 8, 4])),
  failure: testCardView(failure),
  narrow: withCard(failure, { narrowSuccess: true }),
  "crit-success": testCardView(crit),
  "damage-applied": withCard(crit, { damage: [{ target: "Actor.t", amount: 9, cancelled: false }] }),
  "crit-failure": testCardView(state({ skill: 0, complexity: 1, characteristic: 6, difficulty: 8 }, [3, 1, 4])),
  "crit-failure-cancelled": testCardView(state({ skill: 0, complexity: 0, characteristic: 6, difficulty: 8, cancelCritFailure: true }, [1])),
  zone: testCardView(state({ skill: 1, complexity: 0, characteristic: 6, surpuissance: 1 }, [7, 2, 10, 10, 6])),
  "aggravation-suffered": withCard(crit, { aggravation: [{ ...planSuffer(victim, 1), target: "Actor.t" }] }),
  "aggravation-avoided": withCard(crit, { aggravation: [{ ...(planAvoid(victim) as ReturnType<typeof planSuffer>), target: "Actor.t" }] }),
  defended: withCard(twoTargets, { defences: [{ target: "Actor.t", avoided: false, critFailure: false, damage: 3, card: "m2" }] }),
  "fortune-pending": testCardView(state({ skill: 2, complexity: 1, characteristic: 6, difficulty: 10, bonus: 1 }, [7, 3], { cost: { impact: 0, espoir: 0, fortune: 1 } })),
  "spell-heal": testCardView(healing),
  "spell-area": testCardView(areaSpell),
  riposte: testCardView(state({ skill: 0, complexity: 0, characteristic: 4 }, [10, 5], { defense: true, targets: [target] })),
};

/** The aggravation cards of the hit's target (the crit above): its victim is the creature the blow struck. */
export const AGGRAVATION_CARDS = {
  suffered: aggravationView(target.actorUuid, target.name, "critSuccess", planSuffer({ ...victim, fragilite: 5 }, 7)),
  avoided: aggravationView(target.actorUuid, target.name, "critSuccess", planAvoid(victim) as ReturnType<typeof planSuffer>),
};

const req = createRequest({ label: "Guet", skills: ["Vigilance"], characteristic: "perception", complexity: 2, difficulty: 9 }, [{ uuid: "Actor.a", name: EVIL }, { uuid: "Actor.b", name: "Brannoc le Roux" }]);
const reqDone = recordResult(req, "Actor.a", { total: 11, success: true, margin: 2, messageId: null }, { isGM: true, owned: new Set<string>() });
export const REQUEST_CARD = requestView(reqDone.ok ? reqDone.state : req);
/** The same request as posted, before anyone answers. */
export const REQUEST_PENDING = requestView(req);
