import { describe, expect, it } from "vitest";
import { buildTurns, combatStanding, keepTurn, passView, passesOf, turnNeedsStoring } from "../../src/combat/turns";
import {
  agonieCardView, cardDice, creatureTurnState, finesseRefillUpdate, flagsChanged, forcedRegenerationPlan, isCreatureSystem, perilCardView,
  readCombatantFlags, regenerationCardView, regenerationOf, turnEndPlan, turnStartPlan,
} from "../../src/combat/turn-events";
import {
  attackFacts, defaultChoices, defenceRow, isDefendable, defenceBarView, defenceCardView, defenceRecord, defenceSkills, defenderEquipment,
  planDefence, readDefenceRecord,
} from "../../src/combat/defence";
import { confrontationCardView, confrontationRecord, confrontationSide, readConfrontationRecord, sameConfrontation } from "../../src/combat/confrontation";
import { emptyContext, type RollState } from "../../src/dice/roll-data";
import { rollActor, type RollActorSpec } from "../fixtures/roll-actors";
import { perilInput, rollTest, rollTurnStart, scriptedDice, turnEnd } from "../../src/rules/index";
import { mayStillAnswer } from "../../src/chat/aggravation";

const combatant = (id: string, initiative: number | null, combativite: number) => ({ id, initiative, combativite, name: id });

describe("combat turns: passes as repeated Foundry turns", () => {
  it("R-FIGHT-1 the tracker's sequence for mixed Combativité (Foundry order breaks ties)", () => {
    const sorted = [combatant("brute", 15, 1), combatant("aria", 12, 2), combatant("chef", 12, 3), combatant("mob", 4, 1)];
    const turns = buildTurns(sorted, (c) => c.combativite);
    expect(turns.map((e) => `${e.combatant.name}:${e.slot.pass}`)).toEqual([
      "brute:1", "aria:1", "chef:1", "mob:1", "aria:2", "chef:2", "chef:3",
    ]);
    expect(turns[4].combatant).toBe(sorted[1]); // the same Combatant object, repeated
    expect(passesOf(turns.map((e) => e.combatant.id))).toEqual([1, 1, 1, 1, 2, 2, 3]);
  });

  it("R-FIGHT-1 a duplicate or id-less combatant never adds turns", () => {
    const a = combatant("a", 3, 2);
    expect(buildTurns([a, a, { id: null, initiative: 9, combativite: 1, name: "x" }], (c) => c.combativite).map((e) => e.slot.pass)).toEqual([1, 2]);
  });

  it("keeps the current (combatant, pass) when the list is rebuilt, else clamps the index", () => {
    // aria's extra turn was current at index 4; chef's initiative rose above aria's
    const after = ["brute", "chef", "aria", "mob", "chef", "aria", "chef"];
    expect(keepTurn({ id: "aria", pass: 2 }, after, 4)).toBe(5);
    expect(keepTurn({ id: "gone", pass: 1 }, after, 9)).toBe(6);
    expect(keepTurn(null, after, null)).toBeNull();
    expect(keepTurn({ id: "aria", pass: 1 }, [], 3)).toBe(0);
  });

  it("a turn moved by setupTurns differs from the stored one and must be stored", () => {
    expect(turnNeedsStoring(2, 3)).toBe(true);
    expect(turnNeedsStoring(3, 3)).toBe(false);
    expect(turnNeedsStoring(null, 3)).toBe(false);
    expect(turnNeedsStoring(0, null)).toBe(true);
  });

  it("the tracker marks extra actions and names their rank (« 2ᵉ action »)", () => {
    expect(passView(1)).toMatchObject({ extra: false, css: "alt-turn--pass-1" });
    expect(passView(2)).toMatchObject({ extra: true, label: "ALTHERION.Combat.Pass.Rank", labelData: { pass: 2 }, css: "alt-turn--extra alt-turn--pass-2" });
  });
});

const noFlags = readCombatantFlags({});
const system = (over: Record<string, unknown> = {}) => ({
  constitutions: {
    vitalite: { max: 30, value: 0, scars: 3, ephemeral: 0, stabilized: false, premice: 15, bonus: 0 },
    energie: { max: 30, value: 12, scars: 0, ephemeral: 0, stabilized: false },
    confiance: { max: 30, value: 30, scars: 0, ephemeral: 0, stabilized: false },
  },
  scores: { resilience: 4, finesse: 5 },
  points: { finesse: { value: 0, max: 5 } },
  agonie: 0, aggravation: 2, combativite: 2, ...over,
});

describe("combat turn events: planners over prepared data", () => {
  it("reads the creature, its combatant flags and its regeneration effects", () => {
    expect(isCreatureSystem(system())).toBe(true);
    expect(isCreatureSystem({ moral: {} })).toBe(false);
    expect(readCombatantFlags({ altherion: { unconscious: 2, vitaliteZero: true, rounds: { started: 3 }, aggravation: 1 } })).toEqual({
      unconscious: 2, vitaliteZero: true, rounds: { started: 3, ended: null }, aggravation: 1,
    });
    expect(readCombatantFlags({ altherion: { unconscious: -1, rounds: { ended: 1.5 } } })).toEqual({
      unconscious: null, vitaliteZero: false, rounds: { started: null, ended: null }, aggravation: null,
    });
    expect(regenerationOf({ regeneration: { vitalite: 3, energie: 0, confiance: "x" } })).toEqual({ vitalite: 3 });
    expect(regenerationOf({})).toEqual({});
    const s = creatureTurnState(system(), ["agonie"], noFlags);
    expect(s).toMatchObject({ resilience: 4, agonie: 0, aggravation: 2, dead: false, criticalVictim: false });
    expect(creatureTurnState(system(), new Set(["mort"]), noFlags).dead).toBe(true);
  });

  it("R-CRIT-3 a victim of a critical: its Aggravation rose since the mark of its previous round start", () => {
    expect(creatureTurnState(system(), [], { ...noFlags, aggravation: 1 }).criticalVictim).toBe(true);
    expect(creatureTurnState(system(), [], { ...noFlags, aggravation: 2 }).criticalVictim).toBe(false);
    expect(creatureTurnState(system(), [], noFlags).criticalVictim).toBe(false);
  });

  it("R-CAR-5 the Finesse refill update of a new round", () => {
    expect(finesseRefillUpdate(system())).toEqual({ "system.points.finesse.value": 5 });
    expect(finesseRefillUpdate(system({ points: { finesse: { value: 5, max: 5 } } }))).toBeNull();
    expect(finesseRefillUpdate({})).toBeNull();
  });

  it("R-CON-6 / R-CON-7 / R-CRIT-3 a round start as one actor update, status toggles, flags and cards", () => {
    const flags = { ...noFlags, aggravation: 1, rounds: { started: 1, ended: 1 } };
    const state = creatureTurnState(system(), [], flags);
    const result = rollTurnStart(state, scriptedDice([2])); // 2 + 4 = 6 ≥ 3: success
    const plan = turnStartPlan(state, result, flags, 2);
    expect(plan.system).toEqual({ agonie: 1 });
    expect(plan.addStatuses).toEqual(expect.arrayContaining(["agonie", "inconscience"]));
    expect(plan.combatantFlags).toEqual({ unconscious: 2, vitaliteZero: true, rounds: { started: 2, ended: 1 }, aggravation: 2 });
    const card = perilCardView("Aria", 4, result.peril[0], rollTest(perilInput(4, 3), scriptedDice([2])));
    expect(card).toMatchObject({ constitution: "ALTHERION.Combat.Constitution.Vitalite", total: 6, difficulty: 3, success: true, scars: 3, outcome: null });
    expect(card.groups.map((g) => [g.role, g.dice.map((d) => [d.value, d.status])])).toEqual([["mastery", [[2, "kept"]]]]); // drawn as a test card's die
    expect(card.tied).toBe(false);
    expect(agonieCardView("Aria", result)).toEqual({ kind: "agonie", actorName: "Aria", before: 0, after: 1, unconsciousTurns: 2 });
  });

  it("R-CRIT-3 (rev 2) reaching 0 Vitalité without a critical starts no unconsciousness", () => {
    const state = creatureTurnState(system(), [], { ...noFlags, aggravation: 2 });
    const result = rollTurnStart(state, scriptedDice([2]));
    expect(result.unconscious).toEqual({ before: null, after: null, started: false });
    expect(result.addStatuses).not.toContain("inconscience");
    expect(agonieCardView("Aria", result)?.unconsciousTurns).toBeNull();
  });

  it("R-CON-6 a failed Péril test writes the scars", () => {
    const flags = { ...noFlags, unconscious: 1, vitaliteZero: true };
    const state = creatureTurnState(system(), [], flags);
    const result = rollTurnStart({ ...state, agonie: 1 }, scriptedDice([1, 3])); // implodes: 1 − 3 + 4 = 2 < 3 → +1
    const plan = turnStartPlan(state, result, flags, 1);
    expect(plan.system["constitutions.vitalite.scars"]).toBe(4);
    expect(plan.system.agonie).toBe(2);
    const { groups } = cardDice(rollTest(perilInput(4, 3), scriptedDice([1, 3])));
    expect(groups.map((g) => [g.role, g.sign, g.dice.map((d) => [d.value, d.status])])).toEqual([["mastery", "", [[1, "kept"]]], ["implosion", "−", [[3, "subtracted"]]]]);
  });

  it("R-DICE-11 the Péril test takes the creature's weakness dice and its Agonie raises the difficulty", () => {
    const standing = { surpuissance: 0, impuissance: 1, agonie: 2 };
    const state = creatureTurnState(system({ agonie: 2 }), [], noFlags, standing);
    // mastery die 8, weakness die 3 → keeps 3; 3 + 4 = 7 against scars 3 + Agonie 2 = 5: success
    const result = rollTurnStart(state, scriptedDice([8, 3]));
    expect(result.peril[0]).toMatchObject({ total: 7, difficulty: 5, success: true, scarsGained: 0 });
    // mastery die 6, weakness die 1 → keeps 1, implodes 2: 1 − 2 + 4 = 3 against 5: fails by 2
    expect(rollTurnStart(state, scriptedDice([6, 1, 2])).peril[0]).toMatchObject({ total: 3, difficulty: 5, success: false, scarsGained: 2 });
  });

  it("R-CON-9 / R-CRIT-3 a round end: regeneration and waking, with its card", () => {
    const flags = { ...noFlags, unconscious: 1, vitaliteZero: true, rounds: { started: 4, ended: 3 } };
    const state = creatureTurnState(system(), [], flags);
    const result = turnEnd(state, { vitalite: 4 });
    const plan = turnEndPlan(state, result, flags, 4);
    expect(plan.system).toEqual({ "constitutions.vitalite.value": 4 });
    expect(plan.removeStatuses).toEqual(expect.arrayContaining(["peril-vitalite", "inconscience"]));
    expect(plan.combatantFlags).toEqual({ unconscious: null, vitaliteZero: true, rounds: { started: 4, ended: 4 }, aggravation: null });
    expect(flagsChanged(flags, plan.combatantFlags)).toBe(true);
    expect(flagsChanged(flags, { ...flags, rounds: { ...flags.rounds } })).toBe(false);
    expect(regenerationCardView("Aria", result)).toEqual({
      kind: "regeneration", actorName: "Aria", forced: false, wakes: true,
      lines: [{ constitution: "ALTHERION.Combat.Constitution.Vitalite", amount: 4, value: 4, max: 30, scars: 3 }],
    });
    expect(regenerationCardView("Aria", turnEnd(creatureTurnState(system(), [], noFlags)))).toBeNull();
  });

  it("R-CON-9 a forced regeneration: the amounts now, as many new scars, its card; nothing to regain → null", () => {
    const forced = forcedRegenerationPlan(system({ regeneration: { vitalite: 4, energie: 20 } }), "Aria");
    // Vitalité 0/30, 3 scars: +4 and 7 scars; Énergie 12/30: room 18 → capped at 9, 9 scars
    expect(forced?.plan.system).toEqual({
      "constitutions.vitalite.value": 4, "constitutions.vitalite.scars": 7, "constitutions.energie.value": 21, "constitutions.energie.scars": 9,
    });
    expect(forced?.plan.removeStatuses).toEqual(["peril-vitalite"]);
    expect(forced?.view).toMatchObject({ forced: true, lines: [{ amount: 4, value: 4, scars: 7 }, { amount: 9, value: 21, scars: 9 }] });
    expect(forcedRegenerationPlan(system(), "Aria")).toBeNull();
  });

  it("R-CON-9 forcing costs an action in a started combat: only on the creature's own turn", () => {
    const combat = (current: string | null, started = true) => ({ started, combatant: current ? { actorId: current } : null, combatants: [{ actorId: "a" }, { actorId: "b" }] });
    expect(combatStanding(combat("a"), "a")).toBe("own-turn");
    expect(combatStanding(combat("b"), "a")).toBe("waiting");
    expect(combatStanding(combat("b"), "z")).toBe("out");
    expect(combatStanding(combat("a", false), "a")).toBe("out");
    expect(combatStanding(null, "a")).toBe("out");
  });
});

const scores = { corps: 3, ame: 2, esprit: 2, impact: 3, resilience: 4, finesse: 5 };
export function attackState(over: { total?: number; crit?: boolean } = {}): RollState & { result: NonNullable<RollState["result"]> } {
  const dice = over.crit ? [10, 4] : [7];
  const result = rollTest({ skill: 0, complexity: 0, characteristic: (over.total ?? 12) - (over.crit ? 14 : 7) }, scriptedDice(dice));
  return {
    version: 1, input: { skill: 0, complexity: 0 }, result,
    context: emptyContext({
      actorUuid: "Actor.orc", actorName: "Orc <b>", label: "Hache",
      attack: { itemUuid: "Item.hache", itemName: "Hache", damage: 6, type: "physique", lethal: true, attackerScores: scores },
      targets: [{ actorUuid: "Actor.aria", name: "Aria", annulation: 0, resistance: 2 }, { actorUuid: "Actor.bob", name: "Bob", annulation: 0, resistance: 0 }],
    }),
  } as RollState & { result: NonNullable<RollState["result"]> };
}

// Aria's roll data from the real derivation (her scores, Puissance and Harmonie are derived, never written here).
const rollData = (over: RollActorSpec = {}) => rollActor({
  name: "Aria",
  caracteristiques: { force: 6, vigueur: 4, agilite: 7, pouvoir: 3, charisme: 3, perception: 5, intellect: 4, volonte: 4, sagesse: 3 },
  skills: [
    { id: "s1", key: "adresse", name: "Adresse", level: 3 }, { id: "s2", key: "melee", name: "Mêlée", level: 4 },
    { id: "s3", key: "bagarre", name: "Bagarre", level: 2 }, { id: "s4", key: "rigidite", name: "Rigidité", level: 1 },
  ],
  ...over,
});

describe("combat defences: bar, plan, record and card view models", () => {
  it("R-FIGHT-2 the attacking item says ranged and explosion; hidden is the attacker's choice, not the weapon's cachee", () => {
    expect(attackFacts("arme", { portee: 30, cachee: true }, false)).toEqual({ ranged: true, hidden: false, explosion: false });
    expect(attackFacts("arme", { portee: 0, cachee: false }, true)).toEqual({ ranged: false, hidden: true, explosion: false });
    expect(attackFacts("sort", { zone: true }, false)).toEqual({ ranged: false, hidden: false, explosion: true });
    expect(attackFacts(null, undefined, false)).toEqual({ ranged: false, hidden: false, explosion: false });
  });

  it("the defence bar lists only the targets this viewer may defend; Parade is disabled against an explosion", () => {
    const bar = defenceBarView("m1", attackState(), { ranged: false, hidden: false, explosion: true }, (uuid) => uuid === "Actor.aria");
    expect(bar?.targets.map((t) => t.name)).toEqual(["Aria"]);
    expect(bar?.targets[0].buttons.map((b) => [b.action, b.defence, b.disabled])).toEqual([
      ["defend", "blocage", false], ["defend", "esquive", false], ["defend", "parade", true], ["confront", null, false],
    ]);
    expect(defenceBarView("m1", attackState(), { ranged: false, hidden: false, explosion: false }, () => false)).toBeNull();
    const defenceRoll = { ...attackState(), context: { ...attackState().context, defense: true } };
    expect(defenceBarView("m1", defenceRoll, { ranged: false, hidden: false, explosion: false }, () => true)).toBeNull();
  });

  it("R-FIGHT-2 R-FIGHT-3 a target whose blow was applied is offered no defence (nor a confrontation); one that defended neither", () => {
    const facts = { ranged: false, hidden: false, explosion: false };
    const all = defenceBarView("m1", attackState(), facts, () => true);
    const names = (card: Parameters<typeof defenceBarView>[4]) => defenceBarView("m1", attackState(), facts, () => true, card)?.targets.map((t) => t.actorUuid) ?? [];
    const [first, ...rest] = all!.targets.map((t) => t.actorUuid);
    expect(names({ defences: [], damage: [{ target: first }] })).toEqual(rest);
    expect(names({ defences: [{ target: first, avoided: true, critFailure: false }], damage: [] })).toEqual(rest);
    expect(mayStillAnswer({ defences: [], damage: [{ target: "Actor.x" }] }, "Actor.x")).toBe(false);
    expect(mayStillAnswer({ defences: [], damage: [{ target: "Actor.y" }] }, "Actor.x")).toBe(true);
  });

  it("R-FIGHT-2 skills and equipment prefill the dialog", () => {
    expect(defenceSkills(rollData(), "parade").map((s) => s.name)).toEqual(["Mêlée", "Bagarre"]);
    expect(defenderEquipment([{ type: "armure", system: { equipee: true, blocage: 6 } }, { type: "armure", system: { equipee: false, blocage: 9 } }, { type: "bouclier", system: { equipe: true } }])).toEqual({ armour: 6, shield: true, shieldUuid: null });
    const c = defaultChoices("blocage", rollData(), { ranged: false, hidden: true, explosion: false }, { armour: 6, shield: true }, false);
    expect(c).toEqual({ defence: "blocage", skillId: "s4", armour: 6, shield: true, hidden: true, ranged: false, explosion: false, pvp: false, shieldUuid: null });
  });

  it("R-FIGHT-2 a defence is refused with no Finesse point left; a useless Parade rolls nothing", () => {
    const esquive = defaultChoices("esquive", rollData(), { ranged: false, hidden: true, explosion: false }, { armour: 0, shield: false }, false);
    expect(planDefence(rollData(), esquive, 0)).toEqual({ ok: false, reason: "ALTHERION.Combat.Error.NoFinesse" });
    const plan = planDefence(rollData({ agonie: 1 }), esquive, 2);
    expect(plan).toMatchObject({ ok: true, characteristic: 5, skillLevel: 3, cost: 1, usable: true, input: { skill: 3, characteristic: 5, bonus: -1 } });
    const parade = defaultChoices("parade", rollData(), { ranged: false, hidden: false, explosion: true }, { armour: 0, shield: false }, false);
    expect(planDefence(rollData(), parade, 0)).toMatchObject({ ok: true, usable: false, input: null, cost: 0 });
    const pvp = planDefence(rollData(), { ...esquive, pvp: true, hidden: false }, 1);
    expect(pvp).toMatchObject({ ok: true, input: { skill: 0, complexity: 0, characteristic: 7, cancelCritFailure: true, critSuccess: 11 } }); // R-DICE-10
  });

  it("R-FIGHT-2 / R-FIGHT-3 the defence record resolves against the attack total and the blow's damage", () => {
    const state = attackState({ total: 12 });
    const choices = defaultChoices("esquive", rollData(), { ranged: false, hidden: false, explosion: false }, { armour: 0, shield: false }, false);
    const plan = planDefence(rollData(), choices, 1);
    if (!plan.ok) throw new Error("plan");
    const miss = rollTest(plan.input!, scriptedDice([2, 1, 1, 1]));
    const r = defenceRecord({ attackMessageId: "m1", state, target: state.context.targets[0], defenderName: "Aria", choices, plan, defence: miss });
    expect(r).toMatchObject({ attackTotal: 12, defenceTotal: 9, damage: 7, constitution: "vitalite", resolution: { outcome: "touchee", damage: 7 } }); // 6 + Corps 3 − Résistance 2
    const view = defenceCardView(r, miss);
    expect(view.button).toMatchObject({ action: "applyDefenceDamage", target: "Actor.aria", owners: ["Actor.aria", "Actor.orc"] });
    expect(defenceCardView({ ...r, applied: true }, miss).button).toBeNull();
    expect(readDefenceRecord({ altherion: { defence: r } })).toEqual(r);
    expect(readDefenceRecord({ altherion: {} })).toBeNull();
    const dodge = rollTest(plan.input!, scriptedDice([9, 1, 1, 1]));
    const ok = defenceRecord({ attackMessageId: "m1", state, target: state.context.targets[0], defenderName: "Aria", choices, plan, defence: dodge });
    expect(ok.resolution).toMatchObject({ outcome: "evitee", damage: 0 });
    expect(defenceCardView(ok, dodge).button).toBeNull();
    // R-CRIT-1 R-FIGHT-2 what each defence does to the attack's critical and the blow it leaves, as the attack card keeps it
    expect(defenceRow(ok, dodge, "d1")).toEqual({ target: "Actor.aria", avoided: true, critFailure: false, damage: 0, card: "d1" });
    expect(defenceRow(r, miss, "d2")).toEqual({ target: "Actor.aria", avoided: false, critFailure: false, damage: r.resolution.damage, card: "d2" });
    const fumble = rollTest(plan.input!, scriptedDice([1, 1, 1, 1, 2, 2, 2, 2])); // kept 1: its own critical failure
    expect(defenceRow(r, fumble, "d3")).toMatchObject({ target: "Actor.aria", avoided: false, critFailure: true });
    expect(defenceRow({ ...r, choices: { ...choices, pvp: true } }, fumble, "d3").critFailure).toBe(false); // R-DICE-10
  });

  it("R-CON-7 R-DICE-11 an attacker in Agonie must beat the defence total + its Agonie, on the card too", () => {
    const state = attackState({ total: 12 });
    const agonising = { ...state, input: { ...state.input, agonie: 3 } };
    const choices = defaultChoices("esquive", rollData(), { ranged: false, hidden: false, explosion: false }, { armour: 0, shield: false }, false);
    const plan = planDefence(rollData(), choices, 1);
    if (!plan.ok) throw new Error("plan");
    const defence = rollTest(plan.input!, scriptedDice([2, 1, 1, 1])); // defence total 9: with Agonie 3, 12 ≥ 9 + 3 lands; with 4, 12 < 13 misses
    const lands = defenceRecord({ attackMessageId: "m1", state: agonising, target: state.context.targets[0], defenderName: "Aria", choices, plan, defence });
    expect(lands).toMatchObject({ attackerAgonie: 3, resolution: { outcome: "touchee" } });
    const worse = { ...state, input: { ...state.input, agonie: 4 } };
    const avoided = defenceRecord({ attackMessageId: "m1", state: worse, target: state.context.targets[0], defenderName: "Aria", choices, plan, defence });
    expect(avoided).toMatchObject({ attackerAgonie: 4, resolution: { outcome: "evitee", damage: 0 } });
    expect(defenceCardView(avoided, defence)).toMatchObject({ attackerAgonie: 4, outcome: "evitee", button: null });
  });

  it("R-CRIT-1 (rev 2) a critically failed attack with no difficulty misses: no defence bar", () => {
    const fumble = { ...attackState(), result: rollTest({ skill: 0, complexity: 0, characteristic: 9 }, scriptedDice([1, 2])) };
    expect(isDefendable(attackState())).toBe(true);
    expect(isDefendable(fumble)).toBe(false);
  });

  it("R-FIGHT-4 the confrontation record and card", () => {
    const r = confrontationRecord("m1", "a1",
      { actorUuid: "Actor.orc", name: "Orc", total: 14, damage: 9, constitution: "vitalite", damageType: "physique", lethal: true, conscious: true },
      { actorUuid: "Actor.aria", name: "Aria", total: 11, damage: 7, constitution: "vitalite", damageType: "physique", lethal: true, conscious: true });
    expect(r.resolution).toEqual({ winner: "initiator", toResponder: 9, toInitiator: 3 });
    const view = confrontationCardView(r);
    expect(view.winnerName).toBe("Orc");
    expect(view.sides.map((s) => [s.role, s.takes, s.button?.owners])).toEqual([
      ["initiator", 3, ["Actor.orc", "Actor.aria"]], ["responder", 9, ["Actor.aria", "Actor.orc"]],
    ]);
    expect(confrontationCardView({ ...r, applied: { initiator: true, responder: false } }).sides[0].button).toBeNull();
  });

  it("R-FIGHT-4 R-FIGHT-3 a side recomputed from its roll: its total, its critical and its blow after the other's armour", () => {
    const scores = { corps: 3, esprit: 1, ame: 2 } as never;
    const result = rollTest({ skill: 2, complexity: 0, characteristic: 3 }, scriptedDice([10, 4, 2, 6]));
    const side = confrontationSide({ actorUuid: "Actor.orc", name: "Orc", result, agonie: 2, attack: { damage: 6, type: "physique", lethal: true, attackerScores: scores }, otherDefences: { annulation: 0, resistance: 2 }, conscious: true });
    expect(side).toMatchObject({ total: result.total, agonie: 2, critSuccess: true, damage: 6 + 3 - 2, constitution: "vitalite", damageType: "physique", lethal: true });
  });

  it("R-FIGHT-4 a card's record must say what the rules give: totals, criticals, blows, actors and the answer", () => {
    const side = (actorUuid: string, total: number, damage: number) => ({ actorUuid, name: "x", total, critSuccess: false, damage, constitution: "vitalite" as const, damageType: "physique" as const, lethal: true, conscious: true });
    const real = confrontationRecord("m1", "a1", side("Actor.orc", 14, 9), side("Actor.aria", 11, 7));
    expect(sameConfrontation(real, real)).toBe(true);
    // names and consciousness are the GM's own to show and read
    expect(sameConfrontation({ ...real, initiator: { ...real.initiator, name: "Autre", conscious: false } }, real)).toBe(true);
    expect(sameConfrontation({ ...real, initiator: { ...real.initiator, damage: 500 } }, real)).toBe(false);
    expect(sameConfrontation({ ...real, responder: { ...real.responder, total: 99 } }, real)).toBe(false);
    expect(sameConfrontation({ ...real, answerMessageId: "a2" }, real)).toBe(false);
    expect(sameConfrontation({ ...real, responder: { ...real.responder, actorUuid: "Actor.other" } }, real)).toBe(false);
    expect(sameConfrontation({ ...real, initiator: { ...real.initiator, critSuccess: true } }, real)).toBe(false);
  });

  it("R-FIGHT-4 a card's record is read defensively: junk is no record, a missing applied is none applied", () => {
    expect(readConfrontationRecord({ altherion: { confrontation: { attackMessageId: 5 } } })).toBeNull();
    expect(readConfrontationRecord({ altherion: { confrontation: "x" } })).toBeNull();
    expect(readConfrontationRecord(null)).toBeNull();
    const r = confrontationRecord("m1", "a1", { actorUuid: "Actor.a", name: "", total: 1, damage: 1, constitution: "vitalite", damageType: "physique", lethal: true, conscious: true },
      { actorUuid: "Actor.b", name: "", total: 1, damage: 1, constitution: "vitalite", damageType: "physique", lethal: true, conscious: true });
    expect(readConfrontationRecord({ altherion: { confrontation: { ...r, applied: { initiator: "yes" } } } })?.applied).toEqual({ initiator: false, responder: false });
  });
});
