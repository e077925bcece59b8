/**
 * Every chat card and small Moral window in each of its states, built by the real view builders
 * from the rules (never hand-written views): rendered by the template tests (test/render/) and
 * photographed by the browser suite (test/browser/cards.test.ts), so no card state goes unseen.
 */
import { agonieCardView, forcedRegenerationPlan, perilCardView, regenerationCardView } from "../../src/combat/turn-events";
import { defaultChoices, defenceAttack, defenceBarView, defenceCardView, defenceRecord, planDefence } from "../../src/combat/defence";
import { defenceDialogContext } from "../../src/applications/dialogs/defence-dialog-context";
import { confrontationCardView, confrontationRecord } from "../../src/combat/confrontation";
import { grappleCardView, grappleRecord, withResistance } from "../../src/combat/grapple";
import { freshConstitution, perilInput, rollTest, rollTurnStart, scriptedDice, turnEnd, type CreatureTurnState, type MoralState } from "../../src/rules/index";
import { emptyContext, type RollState } from "../../src/dice/roll-data";
import { ppCardView, ppOutcome, ppTestPlan } from "../../src/dice/pp-test";
import { emptyCardState, type CardState } from "../../src/chat/test-card";
import { exploitCardView } from "../../src/chat/exploit-card";
import { memberPickContext, moralChooserContext } from "../../src/applications/moral-chooser-context";
import { DEFENDER, DEFENDER_SCORES, EVIL, EVIL_OTHER, PP_DATA, PP_LUCKY } from "./dialog-fixtures";

const creature = (over: Partial<CreatureTurnState> = {}): CreatureTurnState => ({
  constitutions: { vitalite: { max: 30, value: 0, scars: 9, ephemeral: 0, stabilized: false }, energie: freshConstitution(30), confiance: freshConstitution(30) },
  resilience: 4, agonie: 0, aggravation: 2, unconscious: null, vitaliteZeroAtLastTurn: false, ...over,
});

const scores = DEFENDER_SCORES;
const attack = (): RollState & { result: NonNullable<RollState["result"]> } => ({
  version: 1, input: { skill: 0, complexity: 0 }, result: rollTest({ skill: 0, complexity: 0, characteristic: 5 }, scriptedDice([10, 3])),
  context: emptyContext({
    actorUuid: "Actor.orc", actorName: EVIL_OTHER, attack: { itemUuid: null, itemName: "Hache", damage: 6, type: "physique", lethal: true, attackerScores: scores },
    targets: [{ actorUuid: "Actor.aria", name: EVIL, annulation: 0, resistance: 0 }],
  }),
}) as RollState & { result: NonNullable<RollState["result"]> };

const data = DEFENDER;

/** Every combat card and the defence bar and dialog, from the real view builders (XSS names for the escaping tests). */
export function combatCards(): Record<string, [string, object]> {
  const start = rollTurnStart(creature({ criticalVictim: true }), scriptedDice([2])); // R-CRIT-3 a critical's victim at 0
  const peril = perilCardView(EVIL, 4, start.peril[0], rollTest(perilInput(4, 9), scriptedDice([2])));
  const agonie = agonieCardView(EVIL, start)!;
  const regen = regenerationCardView(EVIL, turnEnd(creature({ unconscious: 1 }), { vitalite: 3 }))!;
  const forced = forcedRegenerationPlan({ constitutions: creature().constitutions, regeneration: { vitalite: 3 } }, EVIL)!.view;
  const state = attack();
  const choices = defaultChoices("esquive", { skills: [] }, { ranged: false, hidden: false, explosion: false }, { armour: 0, shield: false }, true);
  const plan = planDefence(data, choices, 1);
  if (!plan.ok) throw new Error("plan");
  const roll = rollTest(plan.input!, scriptedDice([4]));
  const defence = defenceCardView(defenceRecord({ attackMessageId: "m", state, target: state.context.targets[0], defenderName: EVIL, choices, plan, defence: roll }), roll);
  const conf = confrontationCardView(confrontationRecord("m", "a",
    { actorUuid: "Actor.orc", name: EVIL_OTHER, total: 14, damage: 9, constitution: "vitalite", damageType: "physique", lethal: true, conscious: true },
    { actorUuid: "Actor.aria", name: EVIL, total: 11, damage: 7, constitution: "energie", damageType: "magique", lethal: true, conscious: true }));
  const bar = defenceBarView("m", state, { ranged: false, hidden: false, explosion: true }, () => true)!;
  const plain = { ranged: false, hidden: false, explosion: false };
  const dialog = defenceDialogContext(defaultChoices("blocage", data, plain, { armour: 5, shield: true }, false), data, 0, defenceAttack(state, state.context.targets[0], plain, false));
  return {
    peril: ["templates/chat/combat-peril.hbs", peril],
    agonie: ["templates/chat/combat-agonie.hbs", agonie],
    regeneration: ["templates/chat/combat-regeneration.hbs", regen],
    forced: ["templates/chat/combat-regeneration.hbs", forced],
    defence: ["templates/chat/combat-defence.hbs", defence],
    confrontation: ["templates/chat/combat-confrontation.hbs", conf],
    bar: ["templates/combat/defence-bar.hbs", bar],
    dialog: ["templates/combat/defence-dialog.hbs", dialog],
  };
}

/**
 * R-FIGHT-2 the defence dialog in its states, from the real context builder: a Blocage with armour and shield
 * against a critical blow; the same without a Finesse point (refused, its reason shown); an Esquive against a
 * hidden area attack from another player's character in Agonie 1; a Parade against an area attack (useless).
 */
export function defenceDialogs(): Record<string, object> {
  const state = attack();
  const target = state.context.targets[0];
  const plain = { ranged: false, hidden: false, explosion: false };
  const area = { ranged: true, hidden: true, explosion: true };
  const agonie = { ...state, input: { ...state.input, agonie: 1 } };
  const blocage = defaultChoices("blocage", data, plain, { armour: 5, shield: true }, false);
  return {
    blocage: defenceDialogContext(blocage, data, 2, defenceAttack(state, target, plain, false)),
    refused: defenceDialogContext(blocage, data, 0, defenceAttack(state, target, plain, false)),
    "esquive-area": defenceDialogContext(defaultChoices("esquive", data, area, { armour: 0, shield: false }, true), data, 1, defenceAttack(agonie, target, area, true)),
    "parade-area": defenceDialogContext(defaultChoices("parade", data, area, { armour: 0, shield: false }, false), data, 1, defenceAttack(state, target, area, false)),
  };
}

/** The other cards: grapples (pending, resisted, held), a PP test, both exploits, the Moral chooser and member pick. */
export function otherCards(): Record<string, [string, object]> {
  const grapple = grappleRecord({
    choices: { grapple: "etreinte", characteristic: "force", size: "comparable", complexity: 0, distance: 0 }, rollMessageId: "m1",
    grappler: { actorUuid: "Actor.brute", name: EVIL_OTHER, total: 14, force: 6 },
    target: { actorUuid: "Actor.aria", name: EVIL },
  });
  const held = { ...withResistance(grapple, { characteristic: "agilite", total: 9, messageId: "m2" }), applied: true };
  const failed = withResistance(grapple, { characteristic: "force", total: 16, messageId: "m2" });
  const plan = ppTestPlan(PP_DATA, { skills: ["a"], specialisations: ["s"], bonus: 5, difficulty: 100 }, "1d100");
  const pp = ppCardView({ version: 1, actorUuid: "Actor.x", actorName: EVIL, label: EVIL, plan, die: 42, total: ppOutcome(plan, 42).total });
  const members = [{ uuid: "Actor.a", name: EVIL, owned: true }, { uuid: "Actor.b", name: EVIL_OTHER, owned: false }];
  const state: MoralState = { espoir: 1, desespoir: 1, members: [{ id: "Actor.a", exaltation: 6, espoir: 0, desespoir: 0 }, { id: "Actor.b", exaltation: 6, espoir: 0, desespoir: 0 }] };
  return {
    "grapple-pending": ["templates/chat/combat-grapple.hbs", grappleCardView(grapple)],
    "grapple-held": ["templates/chat/combat-grapple.hbs", grappleCardView(held)],
    "grapple-failed": ["templates/chat/combat-grapple.hbs", grappleCardView(failed)],
    "pp-test": ["templates/chat/pp-test-card.hbs", pp],
    "exploit-espoir": ["templates/moral/exploit-card.hbs", exploitCardView("espoir", [7], EVIL)],
    "exploit-desespoir": ["templates/moral/exploit-card.hbs", exploitCardView("desespoir", [2, 9], EVIL)],
    "moral-chooser": ["templates/moral/spend-chooser.hbs", moralChooserContext("espoir", state, members, { isGM: false })],
    "member-pick": ["templates/moral/member-pick.hbs", memberPickContext("ALTHERION.Moral.Pick.HintGain", members, ["Actor.a", "Actor.b"])],
  };
}

/**
 * R-FORT-1 / R-FORT-2 the PP test card's states (achat ruleset): Fortune declared awaiting the GM, refused
 * (given back, off the total), a pending Fatalité on a critical failure (the GM's Take 1 Fatalité), a critical
 * success whose Fortune the GM granted.
 */
export function ppCards(): Record<string, [string, object]> {
  const view = (fortune: number, die: number, card: Partial<CardState> = {}) => {
    const plan = ppTestPlan(PP_LUCKY, { skills: ["a"], specialisations: ["s"], bonus: 0, difficulty: 100, fortune }, "1d100");
    return ppCardView({ version: 1, actorUuid: "Actor.x", actorName: EVIL, label: EVIL, plan, die, total: ppOutcome(plan, die).total }, { ...emptyCardState(), ...card });
  };
  return {
    "pp-fortune-pending": ["templates/chat/pp-test-card.hbs", view(2, 44)],
    "pp-fortune-refused": ["templates/chat/pp-test-card.hbs", view(2, 44, { fortuneDecision: "refused" })],
    "pp-fatalite-crit-failure": ["templates/chat/pp-test-card.hbs", view(0, 1)],
    "pp-crit-success-granted": ["templates/chat/pp-test-card.hbs", view(1, 100, { fortuneGranted: true, fortuneDecision: "accepted" })],
  };
}
