/**
 * The flow of a fight (RULES.md §4, §8, §9) as pure functions: the turns of a round with their
 * pass number, the Finesse refill, the start-of-turn Péril tests and Agonie growth, the
 * unconsciousness count, the end-of-turn regenerations, and the resolution of defences,
 * reactive confrontations and grapples. No Foundry globals: the combat documents call these.
 */
import { criticalKnockout } from "./aggravation";
import { CONSTITUTION_KEYS, applyPeril, agonieStep, forceRegeneration, heal, isInPeril, scarsOutcome } from "./constitutions";
import type { DefeatOutcome } from "./constitutions";
import { reactiveConfrontation, turnOrder } from "./combat";
import type { DefenceId } from "./combat";
import { rollTest, withStanding, type StandingModifiers } from "./dice";
import { GRAPPLE_HOLD_STATUS, GRAPPLE_PRONE_STATUS, projectionDamage } from "./grapples";
import type { GrappleId } from "./grapples";
import type { DiceSource, TestInput, TestResult } from "./dice";
import type { Constitution, ConstitutionKey } from "./types";

// ---------------------------------------------------------------------------------------------
// Turns of a round
// ---------------------------------------------------------------------------------------------

/** One turn of a round: who acts, and in which pass (1 = everyone, 2 = Combativité ≥ 2 …). */
export interface TurnSlot {
  id: string;
  /** 1-based pass of the round (R-FIGHT-1). */
  pass: number;
  /** An extra turn: pass ≥ 2. */
  extra: boolean;
}

/**
 * R-FIGHT-1 the turns of one round with their pass: `turnOrder` (highest initiative first, ties
 * keep input order; no initiative yet = after everyone, in input order), each id numbered by how
 * many times it already acted this round.
 */
export function combatTurns(c: readonly { id: string; initiative: number | null; combativite: number }[]): TurnSlot[] {
  const order = turnOrder(c.map((x) => ({ id: x.id, initiative: x.initiative ?? Number.NEGATIVE_INFINITY, combativite: x.combativite })));
  const seen = new Map<string, number>();
  return order.map((id) => {
    const pass = (seen.get(id) ?? 0) + 1;
    seen.set(id, pass);
    return { id, pass, extra: pass > 1 };
  });
}

/** R-FIGHT-1 the index of a (combatant, pass) in a round's turns, or -1. */
export function slotIndex(turns: readonly TurnSlot[], id: string, pass: number): number {
  return turns.findIndex((t) => t.id === id && t.pass === pass);
}

/** What a combatant's flags remember of its once-per-round events: the round of the last start and end events. */
export interface RoundMarks {
  started: number | null;
  ended: number | null;
}

/**
 * R-CON-6 / R-CON-7 / R-CON-9 / R-CRIT-3 (rev 2: *tour* = round) whether one of a creature's turns
 * carries its once-per-round events. "start" (Péril, Agonie, the unconscious count starting): the
 * first of its turns that the tracker starts in this round; "end" (regenerations, the unconscious
 * count): the end of its last turn of the round (`pass` = `passes`, its number of turns in the
 * round). [I] A turn the tracker skips carries neither, and neither runs twice in one round (going
 * back a turn, a spurious update).
 */
export function roundEventDue(event: "start" | "end", t: { round: number; pass: number; passes: number; skipped: boolean; marks: RoundMarks }): boolean {
  if (t.skipped) return false;
  if (event === "start") return t.marks.started !== t.round;
  return t.pass >= t.passes && t.marks.ended !== t.round;
}

// ---------------------------------------------------------------------------------------------
// Round start: Finesse points
// ---------------------------------------------------------------------------------------------

/** R-CAR-5 Finesse points after a new round starts: all regained (never below 0). */
export function finesseRefill(pool: { value: number; max: number }): number {
  return Math.max(0, pool.max);
}

// ---------------------------------------------------------------------------------------------
// Turn start: Péril, Agonie, unconsciousness
// ---------------------------------------------------------------------------------------------

/**
 * R-CON-6 [I] the Péril test as a rollTest input: one die (D = 0) + Résilience against the scars;
 * R-DICE-11 with the creature's power dice, its Agonie added to the difficulty, its crit ranges.
 */
export function perilInput(resilience: number, scars: number, standing?: StandingModifiers): TestInput {
  return withStanding({ skill: 0, complexity: 0, characteristic: resilience, difficulty: scars }, standing, true);
}

export interface PerilResult {
  key: ConstitutionKey;
  total: number;
  difficulty: number;
  success: boolean;
  scarsGained: number;
  constitution: Constitution;
  /** R-CON-5 what the constitution's loss means when its scars reached max, else null. */
  outcome: DefeatOutcome | null;
}

/**
 * R-CON-6 reads a rolled Péril test: the die's part (explosions and power dice included) +
 * Résilience vs the scars, R-DICE-11 raised by Agonie (the die's part is lowered by as much, the
 * same comparison).
 */
export function perilFromRoll(con: Constitution, key: ConstitutionKey, resilience: number, result: TestResult, agonie = 0): PerilResult {
  const die = result.total - resilience;
  const applied = applyPeril(con, key, die - agonie, resilience);
  return {
    key, total: result.total, difficulty: con.scars + agonie, success: applied.success, scarsGained: applied.scarsGained,
    constitution: applied.constitution, outcome: applied.outcome,
  };
}

/** A creature's state as the turn events read and write it. */
export interface CreatureTurnState {
  constitutions: Record<ConstitutionKey, Constitution>;
  /** Résilience score (R-CAR-2), the Péril test's characteristic. */
  resilience: number;
  agonie: number;
  aggravation: number;
  /** R-CRIT-3 unconscious rounds left; 0 = the count is over; null = not counting. */
  unconscious: number | null;
  /** R-CON-7 Vitalité was at 0, unstabilised, at the creature's previous round start. */
  vitaliteZeroAtLastTurn: boolean;
  /** R-CRIT-3 (rev 2) it was the victim of a critical since its previous round start. */
  criticalVictim?: boolean;
  /** R-DICE-11 what its Péril tests take (power dice, Agonie, crit ranges). */
  standing?: StandingModifiers;
  /** Already dead (the "mort" status): no event applies. */
  dead?: boolean;
}

/** R-CON-6 the constitutions whose Péril test must be rolled at the start of a turn. */
export function perilKeys(state: CreatureTurnState): ConstitutionKey[] {
  if (state.dead) return [];
  return CONSTITUTION_KEYS.filter((k) => isInPeril(state.constitutions[k]));
}

export interface TurnStartResult {
  peril: PerilResult[];
  constitutions: Record<ConstitutionKey, Constitution>;
  agonie: { before: number; after: number };
  unconscious: { before: number | null; after: number | null; started: boolean };
  vitaliteZero: boolean;
  /** R-CON-5 outcomes reached by the Péril tests (death, unconscious, découragement). */
  outcomes: DefeatOutcome[];
  death: boolean;
  addStatuses: string[];
  removeStatuses: string[];
}

/** Status effect of each R-CON-4/5 outcome (the data layer's ids). */
export const OUTCOME_STATUS = { death: "mort", unconscious: "inconscience", decouragement: "decouragement" } as const;

/** R-CON-6 the Péril test of one constitution of this creature (R-DICE-11 with its standing modifiers). */
export function perilTestOf(state: CreatureTurnState, key: ConstitutionKey): TestInput {
  return perilInput(state.resilience, state.constitutions[key].scars, state.standing);
}

/**
 * A creature's round start (rev 2: once per round, `roundEventDue`): R-CON-6 each Péril test
 * (results given by key, rolled by the caller in `perilKeys` order), R-CON-5 their outcomes, then
 * R-CON-7 Agonie (1 on reaching 0 Vitalité; +1 when a full round went by at 0 unstabilised), then
 * R-CRIT-3 a victim of a critical found at 0 Vitalité falls unconscious for max(Aggravation,
 * Agonie) rounds (rev 2: reaching 0 without a critical starts nothing).
 */
export function turnStart(state: CreatureTurnState, rolls: Partial<Record<ConstitutionKey, TestResult>>): TurnStartResult {
  const constitutions = { ...state.constitutions };
  const peril: PerilResult[] = [];
  const outcomes: TurnStartResult["outcomes"] = [];
  const add: string[] = [];
  const remove: string[] = [];
  for (const key of perilKeys(state)) {
    const result = rolls[key];
    if (!result) throw new Error(`turnStart: no Péril roll for ${key}`);
    const p = perilFromRoll(constitutions[key], key, state.resilience, result, state.standing?.agonie ?? 0);
    constitutions[key] = p.constitution;
    peril.push(p);
    if (p.outcome) {
      outcomes.push(p.outcome);
      add.push(OUTCOME_STATUS[p.outcome]);
    }
  }
  const death = Boolean(state.dead) || outcomes.includes("death");
  const vitalite = constitutions.vitalite;
  let agonie = state.agonie;
  let unconscious = state.unconscious;
  let started = false;
  const vitaliteZero = !death && isInPeril(vitalite);
  if (!death) {
    agonie = agonieStep(agonie, "zero", vitalite); // R-CON-7 reaching 0 with no Agonie gives 1
    if (state.vitaliteZeroAtLastTurn) agonie = agonieStep(agonie, "turn", vitalite); // R-CON-7 a full round at 0
    if (agonie > 0 && state.agonie === 0) add.push("agonie");
    // R-CRIT-3 at 0 Vitalité the victim of a critical falls unconscious for max(Aggravation, Agonie) rounds
    // (when the critical resolved before its Vitalité reached 0: the card's own knock-out, combat/knockout.ts, did not run).
    const knockout = state.criticalVictim ? criticalKnockout({ vitalite: vitalite.value, aggravation: state.aggravation, agonie, unconscious }) : null;
    if (knockout !== null) {
      unconscious = knockout;
      started = true;
      add.push("inconscience");
    }
    if (vitalite.value > 0) unconscious = null;
  }
  return {
    peril, constitutions, agonie: { before: state.agonie, after: agonie },
    unconscious: { before: state.unconscious, after: unconscious, started },
    vitaliteZero, outcomes, death, addStatuses: [...new Set(add)], removeStatuses: remove,
  };
}

/** turnStart with the Péril tests rolled here from a DiceSource (tests, or any synchronous source). */
export function rollTurnStart(state: CreatureTurnState, dice: DiceSource): TurnStartResult {
  const rolls: Partial<Record<ConstitutionKey, TestResult>> = {};
  for (const key of perilKeys(state)) rolls[key] = rollTest(perilTestOf(state, key), dice);
  return turnStart(state, rolls);
}

// ---------------------------------------------------------------------------------------------
// Turn end: regenerations, unconscious count
// ---------------------------------------------------------------------------------------------

export interface TurnEndResult {
  constitutions: Record<ConstitutionKey, Constitution>;
  regenerated: Partial<Record<ConstitutionKey, number>>;
  unconscious: { before: number | null; after: number | null; wakes: boolean };
  addStatuses: string[];
  removeStatuses: string[];
}

/**
 * A creature's round end (rev 2: the end of its last turn of the round, `roundEventDue`): R-CON-9
 * each constitution regenerates its amount (capped at max − scars, R-CON-1; [I] the amounts come
 * from the creature's regeneration effects), then R-CRIT-3 one unconscious round has passed; at 0
 * left the creature wakes unless R-CON-5 keeps it unconscious (Énergie scars at max).
 */
export function turnEnd(state: CreatureTurnState, regeneration: Partial<Record<ConstitutionKey, number>> = {}): TurnEndResult {
  const constitutions = { ...state.constitutions };
  const regenerated: Partial<Record<ConstitutionKey, number>> = {};
  const add: string[] = [];
  const remove: string[] = [];
  if (!state.dead) {
    for (const key of CONSTITUTION_KEYS) {
      const amount = Math.max(0, Math.floor(regeneration[key] ?? 0));
      if (amount === 0) continue;
      const before = constitutions[key];
      const after = heal(before, amount);
      if (after.value === before.value) continue;
      constitutions[key] = after;
      regenerated[key] = after.value - before.value;
      if (before.value === 0 && after.value > 0) remove.push(`peril-${key}`);
    }
  }
  let unconscious = state.unconscious;
  let wakes = false;
  if (!state.dead && unconscious !== null && unconscious > 0) {
    unconscious -= 1;
    if (unconscious === 0 && scarsOutcome(constitutions.energie, "energie") !== "unconscious") {
      wakes = true;
      remove.push("inconscience");
    }
  }
  if (constitutions.vitalite.value > 0 && unconscious === 0) unconscious = null;
  return { constitutions, regenerated, unconscious: { before: state.unconscious, after: unconscious, wakes }, addStatuses: add, removeStatuses: remove };
}

export interface ForcedRegeneration {
  constitutions: Record<ConstitutionKey, Constitution>;
  /** Points regained by each constitution, each one also a new scar. */
  regenerated: Partial<Record<ConstitutionKey, number>>;
  removeStatuses: string[];
}

/**
 * R-CON-9 an action forces a regeneration early: each constitution regains its amount now and
 * gains as many scars ("adds the regenerated amount to the grave damage"), through
 * `forceRegeneration` (constitutions.ts), whose [I] cap keeps value ≤ max − scars (R-CON-1).
 */
export function forcedRegeneration(constitutions: Record<ConstitutionKey, Constitution>, regeneration: Partial<Record<ConstitutionKey, number>>): ForcedRegeneration {
  const out = { ...constitutions };
  const regenerated: Partial<Record<ConstitutionKey, number>> = {};
  const remove: string[] = [];
  for (const key of CONSTITUTION_KEYS) {
    const c = out[key];
    const wanted = regeneration[key] ?? 0;
    const forced = forceRegeneration(c, Number.isFinite(wanted) ? Math.max(0, Math.floor(wanted)) : 0);
    if (forced.regenerated === 0) continue;
    out[key] = forced.constitution;
    regenerated[key] = forced.regenerated;
    if (c.value === 0) remove.push(`peril-${key}`);
  }
  return { constitutions: out, regenerated, removeStatuses: remove };
}

// ---------------------------------------------------------------------------------------------
// Defences (R-FIGHT-2, R-DICE-10, R-CRIT-4)
// ---------------------------------------------------------------------------------------------

/** Can the defender pay for a defence? R-FIGHT-2 each costs Finesse points (R-CAR-5). */
export function canPayDefence(finessePoints: number, cost: number): boolean {
  return finessePoints >= cost;
}

/**
 * The defence roll's input. R-DICE-10 PvP [I] (both sides are player characters): the defender
 * rolls a plain die (D = 0, no power dice, no expertise) + the defence's characteristic, immune to
 * its own criticals (no critical success, no critical failure, no implosion). Otherwise a normal
 * test: the defence's skill + characteristic with the actor's power dice. [I] A defence has no
 * difficulty, so Agonie (R-CON-7) lowers its total instead, unless a special state ignores it.
 */
export function defenceInput(o: {
  skill: number; characteristic: number; pvp?: boolean; surpuissance?: number; impuissance?: number;
  expertise?: boolean; agonie?: number; critSuccess?: number; critFailure?: number;
}): TestInput {
  const bonus = o.agonie !== undefined && o.agonie > 0 ? -o.agonie : 0;
  if (o.pvp) {
    return { skill: 0, complexity: 0, characteristic: o.characteristic, bonus, critSuccess: 11, critFailure: 1, cancelCritFailure: true };
  }
  const input: TestInput = {
    skill: o.skill, complexity: 0, characteristic: o.characteristic, bonus,
    surpuissance: o.surpuissance ?? 0, impuissance: o.impuissance ?? 0, expertise: o.expertise ?? false,
  };
  if (o.critSuccess !== undefined) input.critSuccess = o.critSuccess;
  if (o.critFailure !== undefined) input.critFailure = o.critFailure;
  return input;
}

export type DefenceOutcome = "evitee" | "bloquee" | "attenuee" | "touchee" | "inutile";

export interface DefenceResolution {
  outcome: DefenceOutcome;
  /** The attack lands (fully or mitigated). */
  hit: boolean;
  /** Damage the defender takes, after the defence. */
  damage: number;
  /** The attacker's critical success (R-CRIT-1) still strikes the defender. */
  criticalApplies: boolean;
  /** R-CRIT-4 a potential riposte. */
  riposte: boolean;
}

/**
 * R-DICE-6 / R-CON-7 [I] an opposed roll (an attack against a defence or in a confrontation) has no
 * difficulty of its own: the other side's total is that difficulty, so the roller's Agonie raises
 * it. The roll beats the other when `total ≥ other total + Agonie` (ties favour the roller).
 */
export function beatsOpposed(total: number, opposed: number, agonie = 0): boolean {
  return total >= opposed + Math.max(0, agonie);
}

/**
 * R-FIGHT-2 R-CON-7 the smallest defence total an attack does not beat (`beatsOpposed`): one more than
 * the attack's total less the attacker's Agonie (ties favour the attacker). The defence dialog shows it
 * and computes its chance against it.
 */
export function defenceNeeds(attackTotal: number, attackerAgonie = 0): number {
  return attackTotal - Math.max(0, attackerAgonie) + 1;
}

/**
 * R-FIGHT-2 the resolution table of a defence against an attack.
 * - [I] The defence total is the attack's difficulty (R-DICE-6): the attack lands when it beats the
 *   defence total with the attacker's Agonie (`beatsOpposed`; ties favour the attacker).
 * - Parade against an explosion is useless: the blow lands in full, nothing is rolled.
 * - Esquive against an explosion only mitigates: a successful Esquive halves the damage
 *   ([I] rounded down) and the attacker's critical still applies.
 * - Blocage takes the full blow's risk: [I] a successful Blocage stops the damage, but the
 *   attacker's critical success still strikes the blocker.
 * - A successful Esquive or Parade (not against an explosion) avoids the blow and its critical.
 * - R-CRIT-4 a defender's critical success opens a riposte when its defence succeeded;
 *   R-DICE-10 a PvP defender has no critical (see `defenceInput`).
 */
export function resolveDefence(i: {
  defence: DefenceId; attackTotal: number; defenceTotal: number | null; damage: number;
  explosion?: boolean; attackCritSuccess?: boolean; defenceCritSuccess?: boolean;
  /** R-CON-7 the attacker's Agonie (0 when a special state ignores it). */
  attackerAgonie?: number;
}): DefenceResolution {
  const damage = Math.max(0, i.damage);
  const attackCrit = Boolean(i.attackCritSuccess);
  if (i.explosion && i.defence === "parade") return { outcome: "inutile", hit: true, damage, criticalApplies: attackCrit, riposte: false };
  if (i.defenceTotal === null || beatsOpposed(i.attackTotal, i.defenceTotal, i.attackerAgonie)) {
    return { outcome: "touchee", hit: true, damage, criticalApplies: attackCrit, riposte: false };
  }
  const riposte = Boolean(i.defenceCritSuccess);
  if (i.explosion && i.defence === "esquive") {
    return { outcome: "attenuee", hit: true, damage: Math.floor(damage / 2), criticalApplies: attackCrit, riposte };
  }
  if (i.defence === "blocage") return { outcome: "bloquee", hit: false, damage: 0, criticalApplies: attackCrit, riposte };
  return { outcome: "evitee", hit: false, damage: 0, criticalApplies: false, riposte };
}

// ---------------------------------------------------------------------------------------------
// Reactive confrontation (R-FIGHT-4) and grapples (R-FIGHT-5)
// ---------------------------------------------------------------------------------------------

export interface ConfrontationResolution {
  winner: "initiator" | "responder";
  /** Damage the initiator deals to the responder, and the responder to the initiator. */
  toResponder: number;
  toInitiator: number;
}

/**
 * R-FIGHT-4 a reactive confrontation: both attacks are rolled, neither side defends; the higher
 * total wins ([I] ties go to the initiator); what each deals is `reactiveConfrontation`'s (combat.ts:
 * the winner its full damage, the loser, if still conscious, half). R-CON-7 each side's Agonie raises what it has to beat
 * (`beatsOpposed`): the initiator wins when its total ≥ the responder's total − the responder's
 * Agonie + its own.
 */
export function resolveConfrontation(i: {
  initiatorTotal: number; responderTotal: number; initiatorDamage: number; responderDamage: number;
  initiatorConscious?: boolean; responderConscious?: boolean; initiatorAgonie?: number; responderAgonie?: number;
}): ConfrontationResolution {
  const initiator = Math.max(0, i.initiatorDamage);
  const responder = Math.max(0, i.responderDamage);
  if (beatsOpposed(i.initiatorTotal, i.responderTotal - Math.max(0, i.responderAgonie ?? 0), i.initiatorAgonie)) {
    const dealt = reactiveConfrontation(initiator, responder, i.responderConscious !== false);
    return { winner: "initiator", toResponder: dealt.winner, toInitiator: dealt.loser };
  }
  const dealt = reactiveConfrontation(responder, initiator, i.initiatorConscious !== false);
  return { winner: "responder", toResponder: dealt.loser, toInitiator: dealt.winner };
}

export interface GrappleResolution {
  success: boolean;
  /** Status effects the target gains (the data layer's ids). */
  addStatuses: string[];
  damage: number;
  /** Forced move in metres (Projection). */
  distance: number;
}

/**
 * R-FIGHT-5 a grapple, rolled with Force or Agilité against the target's opposing roll (Force or
 * Agilité); [I] it takes hold when the grappler's total ≥ the target's. Étreinte immobilises
 * ([I] the "immobilise" status, no damage; the target escapes later with Force or Agilité); Mise au
 * sol puts the target prone ("a-terre") with damage from Force ([I] the Force value); Projection
 * moves it `distance` metres, the farther the less damage (grapples.ts `projectionDamage`).
 */
export function resolveGrapple(i: { grapple: GrappleId; grapplerTotal: number; targetTotal: number; force: number; distance?: number }): GrappleResolution {
  const success = i.grapplerTotal >= i.targetTotal;
  const distance = Math.max(0, Math.floor(i.distance ?? 0));
  if (!success) return { success, addStatuses: [], damage: 0, distance: 0 };
  if (i.grapple === "etreinte") return { success, addStatuses: [GRAPPLE_HOLD_STATUS], damage: 0, distance: 0 };
  if (i.grapple === "mise-au-sol") return { success, addStatuses: [GRAPPLE_PRONE_STATUS], damage: Math.max(0, i.force), distance: 0 };
  return { success, addStatuses: [], damage: projectionDamage(i.force, distance), distance };
}

// ---------------------------------------------------------------------------------------------
// Forced regeneration
// ---------------------------------------------------------------------------------------------

/** Where a creature forced its regeneration: the combat and the round (R-CON-9). */
export interface ForcedRegenerationMark {
  combat: string;
  round: number;
}

/**
 * R-CON-9 [I] (rev 3) a forced regeneration is that round's regeneration, moved earlier: the end of
 * the round regenerates only when none was forced in that round of that combat.
 */
export function roundRegenerationDue(forced: ForcedRegenerationMark | null, combat: string, round: number): boolean {
  return forced === null || forced.combat !== combat || forced.round !== round;
}
