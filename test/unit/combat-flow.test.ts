import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  beatsOpposed, canPayDefence, combatTurns, defenceInput, finesseRefill, freshConstitution, perilInput, perilKeys, resolveConfrontation,
  resolveDefence, resolveGrapple, rollTest, rollTurnStart, scriptedDice, roundEventDue, slotIndex, turnEnd, turnOrder, turnStart,
  forceRegeneration, forcedRegeneration, initiativeInput, reactiveConfrontation, roundRegenerationDue,
} from "../../src/rules/index";
import type { Constitution, CreatureTurnState } from "../../src/rules/index";

const con = (max: number, value: number, scars = 0, stabilized = false): Constitution => ({ max, value, scars, ephemeral: 0, stabilized });

const state = (over: Partial<CreatureTurnState> = {}): CreatureTurnState => ({
  constitutions: { vitalite: freshConstitution(30), energie: freshConstitution(30), confiance: freshConstitution(30) },
  resilience: 4, agonie: 0, aggravation: 0, unconscious: null, vitaliteZeroAtLastTurn: false, ...over,
});

describe("combat flow: turns of a round", () => {
  it("R-FIGHT-1 mixed Combativité: everyone by initiative, then the extra passes, each slot numbered", () => {
    const turns = combatTurns([
      { id: "aria", initiative: 12, combativite: 2 },
      { id: "brute", initiative: 15, combativite: 1 },
      { id: "chef", initiative: 9, combativite: 3 },
      { id: "late", initiative: null, combativite: 2 },
    ]);
    expect(turns.map((t) => `${t.id}#${t.pass}`)).toEqual([
      "brute#1", "aria#1", "chef#1", "late#1", "aria#2", "chef#2", "late#2", "chef#3",
    ]);
    expect(turns.filter((t) => t.extra).map((t) => t.id)).toEqual(["aria", "chef", "late", "chef"]);
    expect(slotIndex(turns, "chef", 2)).toBe(5);
    expect(slotIndex(turns, "brute", 2)).toBe(-1);
  });

  it("R-FIGHT-1 the slots are turnOrder's ids, pass k being the k-th turn of that id (property)", () => {
    const list = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1 }), initiative: fc.option(fc.integer({ min: -5, max: 30 })), combativite: fc.integer({ min: -2, max: 9 }) }),
      { selector: (x) => x.id, maxLength: 10 },
    );
    fc.assert(fc.property(list, (cs) => {
      const slots = combatTurns(cs);
      expect(slots.map((s) => s.id)).toEqual(turnOrder(cs.map((c) => ({ ...c, initiative: c.initiative ?? Number.NEGATIVE_INFINITY }))));
      const count = new Map<string, number>();
      for (const s of slots) {
        count.set(s.id, (count.get(s.id) ?? 0) + 1);
        expect(s.pass).toBe(count.get(s.id));
        expect(s.extra).toBe(s.pass > 1);
      }
      // passes never go down within a round once a pass ≥ 2 has started
      for (let i = 1; i < slots.length; i++) expect(slots[i].pass).toBeGreaterThanOrEqual(slots[i - 1].pass === 1 ? 1 : slots[i - 1].pass);
    }));
  });

});

describe("combat flow: once per creature per round (rev 2)", () => {
  const marks = (started: number | null = null, ended: number | null = null) => ({ started, ended });
  it("R-CON-6 / R-CON-7 the start events run at the creature's first turn of the round, once", () => {
    expect(roundEventDue("start", { round: 2, pass: 1, passes: 3, skipped: false, marks: marks(1, 1) })).toBe(true);
    expect(roundEventDue("start", { round: 2, pass: 2, passes: 3, skipped: false, marks: marks(2, 1) })).toBe(false);
    expect(roundEventDue("start", { round: 2, pass: 3, passes: 3, skipped: false, marks: marks(2, 1) })).toBe(false);
    // the same turn started again (previous turn, then next): nothing twice
    expect(roundEventDue("start", { round: 2, pass: 1, passes: 3, skipped: false, marks: marks(2, 1) })).toBe(false);
  });

  it("R-CON-9 / R-CRIT-3 the end events run at the end of its last turn of the round, once", () => {
    expect(roundEventDue("end", { round: 2, pass: 1, passes: 3, skipped: false, marks: marks(2, 1) })).toBe(false);
    expect(roundEventDue("end", { round: 2, pass: 2, passes: 3, skipped: false, marks: marks(2, 1) })).toBe(false);
    expect(roundEventDue("end", { round: 2, pass: 3, passes: 3, skipped: false, marks: marks(2, 1) })).toBe(true);
    expect(roundEventDue("end", { round: 2, pass: 3, passes: 3, skipped: false, marks: marks(2, 2) })).toBe(false);
    expect(roundEventDue("end", { round: 1, pass: 1, passes: 1, skipped: false, marks: marks() })).toBe(true);
  });

  it("R-CON-9 [I] a turn the tracker skips carries no event; a later turn of the round still may", () => {
    expect(roundEventDue("start", { round: 3, pass: 1, passes: 2, skipped: true, marks: marks(2, 2) })).toBe(false);
    expect(roundEventDue("end", { round: 3, pass: 2, passes: 2, skipped: true, marks: marks(3, 2) })).toBe(false);
    expect(roundEventDue("start", { round: 3, pass: 2, passes: 2, skipped: false, marks: marks(2, 2) })).toBe(true);
  });

  it("R-DICE-11 the initiative test takes the power dice and crit ranges, never Agonie (no difficulty)", () => {
    expect(initiativeInput(5)).toEqual({ skill: 0, complexity: 0, characteristic: 5 });
    expect(initiativeInput(5, { surpuissance: 1, impuissance: 2, agonie: 3, critSuccess: 9 })).toEqual({
      skill: 0, complexity: 0, characteristic: 5, surpuissance: 1, impuissance: 2, critSuccess: 9,
    });
    expect(perilInput(4, 2, { surpuissance: 0, impuissance: 1, agonie: 3 })).toEqual({
      skill: 0, complexity: 0, characteristic: 4, difficulty: 2, surpuissance: 0, impuissance: 1, agonie: 3,
    });
  });
});

describe("combat flow: forced regeneration", () => {
  it("R-CON-9 the amount is regained now and added to the scars; [I] capped at half the room under the scars", () => {
    const r = forcedRegeneration({ vitalite: con(30, 10, 4), energie: con(30, 0, 25), confiance: con(30, 30) }, { vitalite: 5, energie: 8, confiance: 3 });
    expect(r.regenerated).toEqual({ vitalite: 5, energie: 2 });
    expect(r.constitutions.vitalite).toMatchObject({ value: 15, scars: 9 });
    expect(r.constitutions.energie).toMatchObject({ value: 2, scars: 27 });
    expect(r.constitutions.confiance).toMatchObject({ value: 30, scars: 0 });
    expect(r.removeStatuses).toEqual(["peril-energie"]);
  });

  it("R-CON-1 a forced regeneration keeps value ≤ max − scars (property)", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(60), fc.nat(60), fc.nat(40), (max, a, b, amount) => {
      const scars = Math.min(max, a);
      const value = Math.min(max - scars, b);
      const r = forcedRegeneration({ vitalite: con(max, value, scars), energie: con(max, value, scars), confiance: con(max, value, scars) }, { vitalite: amount });
      const v = r.constitutions.vitalite;
      expect(v.value).toBeLessThanOrEqual(v.max - v.scars);
      expect(v.value - value).toBe(v.scars - scars);
    }));
  });

  it("R-CON-9 each constitution's forced regeneration is the constitution rule's own (forceRegeneration), negative or fractional amounts none or floored", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(60), fc.nat(60), fc.double({ min: -5, max: 40, noNaN: true }), (max, a, b, amount) => {
      const c = con(max, Math.min(max - Math.min(max, a), b), Math.min(max, a));
      const one = forceRegeneration(c, Math.max(0, Math.floor(amount)));
      const r = forcedRegeneration({ vitalite: c, energie: c, confiance: c }, { energie: amount });
      expect({ con: r.constitutions.energie, regenerated: r.regenerated.energie ?? 0 }).toEqual({ con: one.constitution, regenerated: one.regenerated });
    }));
  });
});

describe("combat flow: round start", () => {
  it("R-CAR-5 Finesse points are all regained at each new round", () => {
    expect(finesseRefill({ value: 0, max: 5 })).toBe(5);
    expect(finesseRefill({ value: 3, max: 5 })).toBe(5);
    expect(finesseRefill({ value: 2, max: -1 })).toBe(0);
  });
});

describe("combat flow: turn start (Péril, Agonie, unconsciousness)", () => {
  it("R-CON-6 the Péril test input: one die (D = 0) + Résilience against the scars", () => {
    expect(perilInput(4, 7)).toEqual({ skill: 0, complexity: 0, characteristic: 4, difficulty: 7 });
  });

  it("R-CON-6 nothing in peril: no roll, nothing changes", () => {
    const r = rollTurnStart(state(), scriptedDice([]));
    expect(r.peril).toEqual([]);
    expect(r.agonie).toEqual({ before: 0, after: 0 });
    expect(r.addStatuses).toEqual([]);
  });

  it("R-CON-6 a failed Péril test adds the margin of failure in scars; a success adds none", () => {
    const s = state({ constitutions: { vitalite: freshConstitution(30), energie: con(30, 0, 10), confiance: con(30, 0, 2) } });
    expect(perilKeys(s)).toEqual(["energie", "confiance"]);
    // energie: die 3 + 4 = 7 < 10 → +3 scars; confiance: die 5 + 4 = 9 ≥ 2 → success
    const r = rollTurnStart(s, scriptedDice([3, 5]));
    expect(r.peril.map((p) => [p.key, p.total, p.difficulty, p.success, p.scarsGained])).toEqual([
      ["energie", 7, 10, false, 3],
      ["confiance", 9, 2, true, 0],
    ]);
    expect(r.constitutions.energie.scars).toBe(13);
    expect(r.constitutions.confiance.scars).toBe(2);
  });

  it("R-CON-6 explosions count in the Péril test's die; an implosion can fail it by more", () => {
    const s = state({ constitutions: { vitalite: freshConstitution(30), energie: con(30, 0, 12), confiance: freshConstitution(30) } });
    expect(rollTurnStart(s, scriptedDice([10, 2])).peril[0]).toMatchObject({ total: 16, success: true });
    const s2 = state({ constitutions: { vitalite: freshConstitution(30), energie: con(30, 0, 3), confiance: freshConstitution(30) } });
    expect(rollTurnStart(s2, scriptedDice([1, 6])).peril[0]).toMatchObject({ total: -1, success: false, scarsGained: 4 });
  });

  it("R-CON-6 / R-CON-5 scars reaching max through Péril: Vitalité → death, Énergie → unconscious", () => {
    const s = state({ constitutions: { vitalite: con(10, 0, 9), energie: con(10, 0, 9), confiance: freshConstitution(30) } });
    const r = rollTurnStart(s, scriptedDice([2, 2]));
    expect(r.outcomes).toEqual(["death", "unconscious"]);
    expect(r.death).toBe(true);
    expect(r.addStatuses).toEqual(expect.arrayContaining(["mort", "inconscience"]));
    expect(r.agonie.after).toBe(0); // the dead gain no Agonie
  });

  it("R-CON-7 Agonie: 1 on reaching 0 Vitalité, +1 for each full turn at 0 unstabilised, none when stabilised", () => {
    const zero = { vitalite: con(30, 0, 0), energie: freshConstitution(30), confiance: freshConstitution(30) };
    const first = rollTurnStart(state({ constitutions: zero }), scriptedDice([9]));
    expect(first.agonie).toEqual({ before: 0, after: 1 });
    expect(first.addStatuses).toContain("agonie");
    expect(first.vitaliteZero).toBe(true);
    const second = rollTurnStart(state({ constitutions: zero, agonie: 1, vitaliteZeroAtLastTurn: true, unconscious: 0 }), scriptedDice([9]));
    expect(second.agonie).toEqual({ before: 1, after: 2 });
    const stable = { ...zero, vitalite: con(30, 0, 0, true) };
    const third = rollTurnStart(state({ constitutions: stable, agonie: 2, vitaliteZeroAtLastTurn: true, unconscious: 0 }), scriptedDice([]));
    expect(third.agonie.after).toBe(2);
  });

  it("R-CRIT-3 at 0 Vitalité the victim of a critical falls unconscious for max(Aggravation, Agonie) rounds, once", () => {
    const zero = { vitalite: con(30, 0, 0), energie: freshConstitution(30), confiance: freshConstitution(30) };
    const peril = { vitalite: rollTest(perilInput(4, 0), scriptedDice([5])) };
    const r = turnStart(state({ constitutions: zero, aggravation: 3, criticalVictim: true }), peril);
    expect(r.unconscious).toEqual({ before: null, after: 3, started: true });
    expect(r.addStatuses).toContain("inconscience");
    const counting = turnStart(state({ constitutions: zero, aggravation: 3, criticalVictim: true, unconscious: 2 }), peril);
    expect(counting.unconscious).toEqual({ before: 2, after: 2, started: false });
    // a new critical after the count ended: it falls again
    expect(turnStart(state({ constitutions: zero, aggravation: 4, criticalVictim: true, unconscious: 0 }), peril).unconscious.after).toBe(4);
  });

  it("R-CRIT-3 (rev 2) reaching 0 Vitalité without a critical does not start the count", () => {
    const zero = { vitalite: con(30, 0, 0), energie: freshConstitution(30), confiance: freshConstitution(30) };
    const r = turnStart(state({ constitutions: zero, aggravation: 3 }), { vitalite: rollTest(perilInput(4, 0), scriptedDice([5])) });
    expect(r.unconscious).toEqual({ before: null, after: null, started: false });
    expect(r.addStatuses).not.toContain("inconscience");
  });

  it("turnStart refuses to guess a missing Péril roll", () => {
    const s = state({ constitutions: { vitalite: con(30, 0), energie: freshConstitution(30), confiance: freshConstitution(30) } });
    expect(() => turnStart(s, {})).toThrow(/no Péril roll/);
  });
});

describe("combat flow: turn end (regeneration, waking)", () => {
  it("R-CON-9 regenerations at the end of a turn, capped at max − scars; leaving 0 ends the Péril", () => {
    const s = state({ constitutions: { vitalite: con(30, 0, 25), energie: con(30, 20), confiance: freshConstitution(30) } });
    const r = turnEnd(s, { vitalite: 8, energie: 4, confiance: 3 });
    expect(r.regenerated).toEqual({ vitalite: 5, energie: 4 });
    expect(r.constitutions.vitalite.value).toBe(5);
    expect(r.removeStatuses).toContain("peril-vitalite");
  });

  it("R-CRIT-3 the unconscious count goes down at each turn end and the creature wakes at 0", () => {
    const s = state({ constitutions: { vitalite: con(30, 0), energie: freshConstitution(30), confiance: freshConstitution(30) }, unconscious: 2 });
    const one = turnEnd(s);
    expect(one.unconscious).toEqual({ before: 2, after: 1, wakes: false });
    const two = turnEnd({ ...s, unconscious: 1 });
    expect(two.unconscious).toEqual({ before: 1, after: 0, wakes: true });
    expect(two.removeStatuses).toContain("inconscience");
  });

  it("R-CON-5 Énergie scars at max keep the creature unconscious when the count ends", () => {
    const s = state({ constitutions: { vitalite: con(30, 0), energie: con(10, 0, 10), confiance: freshConstitution(30) }, unconscious: 1 });
    const r = turnEnd(s);
    expect(r.unconscious.wakes).toBe(false);
    expect(r.removeStatuses).not.toContain("inconscience");
  });

  it("R-CON-6 the dead roll no Péril test", () => {
    expect(perilKeys(state({ dead: true, constitutions: { vitalite: con(30, 0), energie: con(30, 0), confiance: freshConstitution(30) } }))).toEqual([]);
  });

  it("the dead neither regenerate nor count", () => {
    const r = turnEnd(state({ dead: true, unconscious: 2, constitutions: { vitalite: con(30, 0), energie: con(30, 5), confiance: freshConstitution(30) } }), { energie: 5 });
    expect(r.regenerated).toEqual({});
    expect(r.unconscious.after).toBe(2);
  });
});

describe("combat flow: defences", () => {
  it("R-FIGHT-2 a defence costs Finesse points: refused with none left", () => {
    expect(canPayDefence(1, 1)).toBe(true);
    expect(canPayDefence(0, 1)).toBe(false);
  });

  it("R-DICE-10 PvP: the defender rolls a plain die, immune to its own criticals", () => {
    const input = defenceInput({ skill: 6, characteristic: 5, pvp: true, surpuissance: 2, expertise: true });
    expect(input).toMatchObject({ skill: 0, complexity: 0, characteristic: 5, cancelCritFailure: true, critSuccess: 11 });
    const ten = rollTest(input, scriptedDice([10, 4]));
    expect(ten.critSuccess).toBe(false);
    expect(ten.total).toBe(19);
    const one = rollTest(input, scriptedDice([1]));
    expect(one.critFailure).toBe(false);
    expect(one.implosions).toEqual([]);
    expect(one.total).toBe(6);
  });

  it("R-DICE-7 a normal defence keeps the actor's critical ranges; no Agonie, no malus", () => {
    expect(defenceInput({ skill: 2, characteristic: 4, critSuccess: 9, critFailure: 2 })).toEqual({
      skill: 2, complexity: 0, characteristic: 4, bonus: 0, surpuissance: 0, impuissance: 0, expertise: false, critSuccess: 9, critFailure: 2,
    });
  });

  it("R-FIGHT-2 a normal defence: skill + the defence's characteristic with power dice; [I] Agonie lowers it", () => {
    expect(defenceInput({ skill: 3, characteristic: 6, surpuissance: 1, agonie: 2 })).toEqual({
      skill: 3, complexity: 0, characteristic: 6, bonus: -2, surpuissance: 1, impuissance: 0, expertise: false,
    });
  });

  // The resolution table: attack total vs defence total, explosions vs Esquive / Parade.
  const table: [string, Parameters<typeof resolveDefence>[0], Partial<ReturnType<typeof resolveDefence>>][] = [
    ["R-FIGHT-2 Esquive beats the attack: avoided", { defence: "esquive", attackTotal: 12, defenceTotal: 13, damage: 8 }, { outcome: "evitee", hit: false, damage: 0 }],
    ["R-FIGHT-2 a tie favours the attacker ([I] R-DICE-6)", { defence: "esquive", attackTotal: 13, defenceTotal: 13, damage: 8 }, { outcome: "touchee", hit: true, damage: 8 }],
    ["R-FIGHT-2 Parade fails: full damage", { defence: "parade", attackTotal: 15, defenceTotal: 9, damage: 8 }, { outcome: "touchee", damage: 8 }],
    ["R-FIGHT-2 Parade beats the attack: avoided, no critical", { defence: "parade", attackTotal: 9, defenceTotal: 15, damage: 8, attackCritSuccess: true }, { outcome: "evitee", damage: 0, criticalApplies: false }],
    ["R-FIGHT-2 Parade is useless against an explosion", { defence: "parade", attackTotal: 5, defenceTotal: null, damage: 8, explosion: true }, { outcome: "inutile", hit: true, damage: 8 }],
    ["R-FIGHT-2 Parade vs explosion is useless even with a high roll", { defence: "parade", attackTotal: 5, defenceTotal: 30, damage: 8, explosion: true }, { outcome: "inutile", damage: 8 }],
    ["R-FIGHT-2 Esquive only mitigates an explosion: half damage", { defence: "esquive", attackTotal: 5, defenceTotal: 12, damage: 9, explosion: true, attackCritSuccess: true }, { outcome: "attenuee", hit: true, damage: 4, criticalApplies: true }],
    ["R-FIGHT-2 a failed Esquive against an explosion: full damage", { defence: "esquive", attackTotal: 14, defenceTotal: 12, damage: 9, explosion: true }, { outcome: "touchee", damage: 9 }],
    ["R-FIGHT-2 Blocage stops the damage but takes the blow's critical", { defence: "blocage", attackTotal: 10, defenceTotal: 14, damage: 9, attackCritSuccess: true }, { outcome: "bloquee", hit: false, damage: 0, criticalApplies: true }],
    ["R-FIGHT-2 Blocage is usable against an explosion", { defence: "blocage", attackTotal: 10, defenceTotal: 14, damage: 9, explosion: true }, { outcome: "bloquee", damage: 0 }],
    ["R-FIGHT-2 a failed Blocage: the full blow", { defence: "blocage", attackTotal: 16, defenceTotal: 14, damage: 9, attackCritSuccess: true }, { outcome: "touchee", damage: 9, criticalApplies: true }],
    ["R-CRIT-4 a defender's critical success on a successful defence opens a riposte", { defence: "parade", attackTotal: 9, defenceTotal: 20, damage: 8, defenceCritSuccess: true }, { outcome: "evitee", riposte: true }],
    ["R-CON-7 R-DICE-11 the attacker's Agonie raises the defence total it must beat: 14 vs 12 + 2 lands", { defence: "esquive", attackTotal: 14, defenceTotal: 12, damage: 8, attackerAgonie: 2 }, { outcome: "touchee", damage: 8 }],
    ["R-CON-7 R-DICE-11 the attacker's Agonie raises the defence total it must beat: 13 vs 12 + 2 is avoided", { defence: "esquive", attackTotal: 13, defenceTotal: 12, damage: 8, attackerAgonie: 2, attackCritSuccess: true }, { outcome: "evitee", damage: 0, criticalApplies: false }],
    ["R-CON-7 R-DICE-11 the attacker's Agonie against a Blocage: 15 vs 14 + 3 is blocked", { defence: "blocage", attackTotal: 15, defenceTotal: 14, damage: 9, attackerAgonie: 3 }, { outcome: "bloquee", damage: 0 }],
    ["R-CRIT-4 no riposte when the defence fails", { defence: "parade", attackTotal: 25, defenceTotal: 20, damage: 8, defenceCritSuccess: true }, { riposte: false }],
  ];
  for (const [name, input, expected] of table) {
    it(name, () => expect(resolveDefence(input)).toMatchObject(expected));
  }

  it("R-FIGHT-2 damage after a defence is never negative nor above the blow (property)", () => {
    fc.assert(fc.property(
      fc.constantFrom("blocage", "esquive", "parade" as const), fc.integer({ min: -10, max: 60 }), fc.option(fc.integer({ min: -10, max: 60 })),
      fc.integer({ min: -5, max: 100 }), fc.boolean(),
      (defence, attackTotal, defenceTotal, damage, explosion) => {
        const r = resolveDefence({ defence, attackTotal, defenceTotal, damage, explosion });
        expect(r.damage).toBeGreaterThanOrEqual(0);
        expect(r.damage).toBeLessThanOrEqual(Math.max(0, damage));
        expect(r.hit).toBe(r.damage > 0 || r.outcome === "touchee" || r.outcome === "inutile" || r.outcome === "attenuee");
      },
    ));
  });
});

describe("combat flow: reactive confrontation and grapples", () => {
  it("R-FIGHT-4 the winner deals full damage, the conscious loser half", () => {
    expect(resolveConfrontation({ initiatorTotal: 14, responderTotal: 11, initiatorDamage: 9, responderDamage: 7 })).toEqual({ winner: "initiator", toResponder: 9, toInitiator: 3 });
    expect(resolveConfrontation({ initiatorTotal: 10, responderTotal: 11, initiatorDamage: 9, responderDamage: 7 })).toEqual({ winner: "responder", toResponder: 4, toInitiator: 7 });
    expect(resolveConfrontation({ initiatorTotal: 3, responderTotal: 11, initiatorDamage: 9, responderDamage: 7, initiatorConscious: false })).toEqual({ winner: "responder", toResponder: 0, toInitiator: 7 });
    expect(resolveConfrontation({ initiatorTotal: 11, responderTotal: 11, initiatorDamage: 9, responderDamage: 7, responderConscious: false })).toEqual({ winner: "initiator", toResponder: 9, toInitiator: 0 });
  });

  it("R-FIGHT-4 what each side of a confrontation deals is reactiveConfrontation's, whoever wins (property)", () => {
    fc.assert(fc.property(fc.nat(30), fc.nat(30), fc.nat(20), fc.nat(20), fc.boolean(), fc.boolean(), (ti, tr, di, dr, ci, cr) => {
      const r = resolveConfrontation({ initiatorTotal: ti, responderTotal: tr, initiatorDamage: di, responderDamage: dr, initiatorConscious: ci, responderConscious: cr });
      const dealt = r.winner === "initiator" ? reactiveConfrontation(di, dr, cr) : reactiveConfrontation(dr, di, ci);
      expect(r.winner === "initiator" ? [r.toResponder, r.toInitiator] : [r.toInitiator, r.toResponder]).toEqual([dealt.winner, dealt.loser]);
    }));
  });

  it("R-CON-7 R-DICE-11 R-FIGHT-4 each side's Agonie raises what it must beat in a confrontation", () => {
    const base = { initiatorDamage: 9, responderDamage: 7 };
    // 14 vs 11: the initiator in Agonie 3 still wins on 14 ≥ 11 + 3, loses on 13
    expect(resolveConfrontation({ ...base, initiatorTotal: 14, responderTotal: 11, initiatorAgonie: 3 }).winner).toBe("initiator");
    expect(resolveConfrontation({ ...base, initiatorTotal: 13, responderTotal: 11, initiatorAgonie: 3 }).winner).toBe("responder");
    // the responder's Agonie lowers what the initiator must beat: 10 vs 11 with the responder in Agonie 1 is a tie, won by the initiator
    expect(resolveConfrontation({ ...base, initiatorTotal: 10, responderTotal: 11, responderAgonie: 1 }).winner).toBe("initiator");
    // both in Agonie 2: as without
    expect(resolveConfrontation({ ...base, initiatorTotal: 10, responderTotal: 11, initiatorAgonie: 2, responderAgonie: 2 }).winner).toBe("responder");
  });

  it("R-DICE-6 R-CON-7 beatsOpposed: total ≥ the other's total + Agonie (property)", () => {
    fc.assert(fc.property(fc.integer({ min: -20, max: 60 }), fc.integer({ min: -20, max: 60 }), fc.integer({ min: 0, max: 10 }), (total, opposed, agonie) => {
      expect(beatsOpposed(total, opposed, agonie)).toBe(total - agonie >= opposed);
      expect(beatsOpposed(total, opposed)).toBe(total >= opposed);
    }));
  });

  it("R-FIGHT-5 grapples: Étreinte holds, Mise au sol puts prone with Force damage, Projection loses damage with distance", () => {
    expect(resolveGrapple({ grapple: "etreinte", grapplerTotal: 12, targetTotal: 10, force: 6 })).toEqual({ success: true, addStatuses: ["immobilise"], damage: 0, distance: 0 });
    expect(resolveGrapple({ grapple: "mise-au-sol", grapplerTotal: 12, targetTotal: 10, force: 6 })).toEqual({ success: true, addStatuses: ["a-terre"], damage: 6, distance: 0 });
    expect(resolveGrapple({ grapple: "projection", grapplerTotal: 12, targetTotal: 12, force: 6, distance: 4 })).toEqual({ success: true, addStatuses: [], damage: 2, distance: 4 });
    expect(resolveGrapple({ grapple: "projection", grapplerTotal: 12, targetTotal: 12, force: 6, distance: 9 }).damage).toBe(0);
    expect(resolveGrapple({ grapple: "mise-au-sol", grapplerTotal: 8, targetTotal: 10, force: 6 })).toEqual({ success: false, addStatuses: [], damage: 0, distance: 0 });
  });
});

describe("R-CON-9 [I] rev 3 a forced regeneration is that round's regeneration", () => {
  it("R-CON-9 the round's end regenerates unless a regeneration was forced in that round of that combat", () => {
    expect(roundRegenerationDue(null, "c1", 2)).toBe(true);
    expect(roundRegenerationDue({ combat: "c1", round: 2 }, "c1", 2)).toBe(false);
    expect(roundRegenerationDue({ combat: "c1", round: 1 }, "c1", 2)).toBe(true);
    expect(roundRegenerationDue({ combat: "c0", round: 2 }, "c1", 2)).toBe(true);
  });
});
