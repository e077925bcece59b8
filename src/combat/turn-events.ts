/**
 * Planners of the GM-side combat events (R-CAR-5, R-CON-5/6/7/9, R-CRIT-3): they read an actor's
 * prepared data and its combatant's flags into the rules' CreatureTurnState, and turn the rules'
 * results into ONE actor update + status toggles (the data layer's Plan shape, written by
 * AltherionActor.applyPlan), the combatant flags, and the chat cards' view models.
 * No Foundry globals.
 */
import {
  CONSTITUTION_KEYS, finesseRefill, forcedRegeneration, type Constitution, type ForcedRegenerationMark, type ConstitutionKey, type CreatureTurnState, type PerilResult, type RoundMarks,
  type StandingModifiers, type TestResult, type TurnEndResult, type TurnStartResult,
} from "../rules/index";
import type { Plan } from "../rules/index";
import { hasTiedDie, resultDieGroups, type DieGroupView } from "../chat/test-card";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null ? (v as Obj) : {});
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

/** The flags the combat keeps on a Combatant (flags.altherion). */
export interface CombatantFlags {
  /** R-CRIT-3 unconscious rounds left; 0 = over; null = not counting. */
  unconscious: number | null;
  /** R-CON-7 Vitalité was at 0, unstabilised, at its previous round start. */
  vitaliteZero: boolean;
  /** Rev 2 the rounds of its last start and end events (once per round). */
  rounds: RoundMarks;
  /** R-CRIT-3 its Aggravation at its previous round start (null: not yet seen). */
  aggravation: number | null;
}

const count = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : null);

export function readCombatantFlags(flags: unknown): CombatantFlags {
  const f = obj(obj(flags).altherion);
  const r = obj(f.rounds);
  return {
    unconscious: count(f.unconscious), vitaliteZero: f.vitaliteZero === true,
    rounds: { started: count(r.started), ended: count(r.ended) }, aggravation: count(f.aggravation),
  };
}

/** R-CRIT-3 a new combatant's flags: no round marked, its actor's Aggravation seen from the start (none without one). */
export function initialCombatantFlags(system: unknown): CombatantFlags {
  return readCombatantFlags({ altherion: { aggravation: obj(system).aggravation } });
}

/** Whether two flag sets differ (only a change is written). */
export function flagsChanged(a: CombatantFlags, b: CombatantFlags): boolean {
  return a.unconscious !== b.unconscious || a.vitaliteZero !== b.vitaliteZero || a.aggravation !== b.aggravation
    || a.rounds.started !== b.rounds.started || a.rounds.ended !== b.rounds.ended;
}

function readConstitution(v: unknown): Constitution {
  const c = obj(v);
  return { max: num(c.max), value: num(c.value), scars: num(c.scars), ephemeral: num(c.ephemeral), stabilized: c.stabilized === true };
}

/** A creature's prepared data (`actor.system`) has constitutions; a groupe has none. */
export function isCreatureSystem(system: unknown): boolean {
  const cons = obj(obj(system).constitutions);
  return CONSTITUTION_KEYS.every((k) => typeof obj(cons[k]).value === "number");
}

/**
 * The rules' view of a creature at a round event. R-CRIT-3 (rev 2) it is the victim of a critical
 * when its Aggravation rose since its previous round start (R-CRIT-1: every victim gains one);
 * R-DICE-11 `standing` is what its Péril tests take.
 */
export function creatureTurnState(system: unknown, statuses: Iterable<string>, flags: CombatantFlags, standing?: StandingModifiers): CreatureTurnState {
  const s = obj(system);
  const cons = obj(s.constitutions);
  const aggravation = num(s.aggravation);
  const state: CreatureTurnState = {
    constitutions: {
      vitalite: readConstitution(cons.vitalite), energie: readConstitution(cons.energie), confiance: readConstitution(cons.confiance),
    },
    resilience: num(obj(s.scores).resilience),
    agonie: num(s.agonie),
    aggravation,
    unconscious: flags.unconscious,
    vitaliteZeroAtLastTurn: flags.vitaliteZero,
    criticalVictim: flags.aggravation !== null && aggravation > flags.aggravation,
    dead: new Set(statuses).has("mort"),
  };
  if (standing) state.standing = standing;
  return state;
}

/** The actor flag that keeps where a creature forced its regeneration (R-CON-9 rev 3). */
export const FORCED_REGENERATION_FLAG = "regenerationForcee";

/** R-CON-9 where the actor last forced its regeneration in a combat (its `flags.altherion`), or null. */
export function forcedRegenerationOf(flags: unknown): ForcedRegenerationMark | null {
  const mark = obj(obj(obj(flags).altherion)[FORCED_REGENERATION_FLAG]);
  return typeof mark.combat === "string" && Number.isInteger(mark.round) ? { combat: mark.combat, round: mark.round as number } : null;
}

/**
 * R-CON-9 [I] regeneration amounts per round, from the actor's `system.regeneration` (edited on the Santé tab or
 * changed by an Active Effect; older worlds' `flags.altherion.regeneration` is moved there by migration v2).
 */
export function regenerationOf(system: unknown): Partial<Record<ConstitutionKey, number>> {
  const r = obj(obj(system).regeneration);
  const out: Partial<Record<ConstitutionKey, number>> = {};
  for (const k of CONSTITUTION_KEYS) {
    const n = Math.floor(num(r[k]));
    if (n > 0) out[k] = n;
  }
  return out;
}

/** What to write after a turn event: the data layer's Plan (the actor's `system` paths, statuses, report) and the combatant's flags. */
export interface TurnEventPlan extends Plan {
  combatantFlags: CombatantFlags;
}

function conPaths(before: CreatureTurnState["constitutions"], after: CreatureTurnState["constitutions"]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of CONSTITUTION_KEYS) {
    if (after[k].value !== before[k].value) out[`constitutions.${k}.value`] = after[k].value;
    if (after[k].scars !== before[k].scars) out[`constitutions.${k}.scars`] = after[k].scars;
  }
  return out;
}

/** R-CON-6/7, R-CRIT-3 the writes of a creature's round start in `round`; its marks say it happened. */
export function turnStartPlan(state: CreatureTurnState, r: TurnStartResult, flags: CombatantFlags, round: number): TurnEventPlan {
  const system = conPaths(state.constitutions, r.constitutions);
  if (r.agonie.after !== r.agonie.before) system.agonie = r.agonie.after;
  return {
    ok: true, system, addStatuses: r.addStatuses, removeStatuses: r.removeStatuses, report: { peril: r.peril.length },
    combatantFlags: { unconscious: r.unconscious.after, vitaliteZero: r.vitaliteZero, rounds: { ...flags.rounds, started: round }, aggravation: state.aggravation },
  };
}

/** R-CON-9, R-CRIT-3 the writes of a creature's round end in `round`. */
export function turnEndPlan(state: CreatureTurnState, r: TurnEndResult, flags: CombatantFlags, round: number): TurnEventPlan {
  return {
    ok: true, system: conPaths(state.constitutions, r.constitutions), addStatuses: r.addStatuses, removeStatuses: r.removeStatuses,
    report: { regenerated: r.regenerated },
    combatantFlags: { ...flags, unconscious: r.unconscious.after, rounds: { ...flags.rounds, ended: round } },
  };
}

/** R-CAR-5 the Finesse refill of a new round as a `system` update, or null when nothing changes. */
export function finesseRefillUpdate(system: unknown): Record<string, number> | null {
  const pool = obj(obj(obj(system).points).finesse);
  if (typeof pool.value !== "number" || typeof pool.max !== "number") return null;
  const value = finesseRefill({ value: pool.value, max: pool.max });
  return value === pool.value ? null : { "system.points.finesse.value": value };
}

// ---------------------------------------------------------------------------------------------
// Card view models
// ---------------------------------------------------------------------------------------------

export const CONSTITUTION_LABEL: Record<ConstitutionKey, string> = {
  vitalite: "ALTHERION.Combat.Constitution.Vitalite",
  energie: "ALTHERION.Combat.Constitution.Energie",
  confiance: "ALTHERION.Combat.Constitution.Confiance",
};

export const OUTCOME_LABEL = {
  death: "ALTHERION.Combat.Outcome.Death",
  unconscious: "ALTHERION.Combat.Outcome.Unconscious",
  decouragement: "ALTHERION.Combat.Outcome.Decouragement",
} as const;

/** A combat card's dice, drawn as a test card draws them (its groups and whether one is tied). */
export function cardDice(result: TestResult | null): { groups: DieGroupView[]; tied: boolean } {
  const groups = result ? resultDieGroups(result) : [];
  return { groups, tied: hasTiedDie(groups) };
}

export interface PerilCardView {
  kind: "peril";
  actorName: string;
  constitution: string;
  resilience: number;
  total: number;
  difficulty: number;
  success: boolean;
  scarsGained: number;
  scars: number;
  max: number;
  outcome: string | null;
  /** The Péril die drawn as on a test card; tied: a die marked tied, explained in the card's legend. */
  groups: DieGroupView[];
  tied: boolean;
}

/** R-CON-6 one Péril test's card. */
export function perilCardView(actorName: string, resilience: number, p: PerilResult, result: TestResult | null): PerilCardView {
  return {
    kind: "peril", actorName, constitution: CONSTITUTION_LABEL[p.key], resilience, total: p.total, difficulty: p.difficulty,
    success: p.success, scarsGained: p.scarsGained, scars: p.constitution.scars, max: p.constitution.max,
    outcome: p.outcome ? OUTCOME_LABEL[p.outcome] : null, ...cardDice(result),
  };
}

export interface AgonieCardView {
  kind: "agonie";
  actorName: string;
  before: number;
  after: number;
  /** R-CRIT-3 unconscious rounds when the count just started, else null. */
  unconsciousTurns: number | null;
}

/** R-CON-7 / R-CRIT-3 the Agonie card, or null when neither Agonie grew nor unconsciousness began. */
export function agonieCardView(actorName: string, r: TurnStartResult): AgonieCardView | null {
  const grew = r.agonie.after > r.agonie.before;
  const fell = r.unconscious.started && (r.unconscious.after ?? 0) > 0;
  if (!grew && !fell) return null;
  return { kind: "agonie", actorName, before: r.agonie.before, after: r.agonie.after, unconsciousTurns: fell ? r.unconscious.after : null };
}

export interface RegenerationCardView {
  kind: "regeneration";
  actorName: string;
  /** R-CON-9 forced by an action: each line's amount is also new scars (`scars` after). */
  forced: boolean;
  lines: { constitution: string; amount: number; value: number; max: number; scars: number }[];
  wakes: boolean;
}

type Regenerated = { constitutions: Record<ConstitutionKey, Constitution>; regenerated: Partial<Record<ConstitutionKey, number>> };

function regenerationLines(r: Regenerated): RegenerationCardView["lines"] {
  return CONSTITUTION_KEYS.filter((k) => (r.regenerated[k] ?? 0) > 0).map((k) => ({
    constitution: CONSTITUTION_LABEL[k], amount: r.regenerated[k] as number, value: r.constitutions[k].value, max: r.constitutions[k].max,
    scars: r.constitutions[k].scars,
  }));
}

/** R-CON-9 / R-CRIT-3 the end-of-turn card, or null when nothing happened. */
export function regenerationCardView(actorName: string, r: TurnEndResult): RegenerationCardView | null {
  const lines = regenerationLines(r);
  if (!lines.length && !r.unconscious.wakes) return null;
  return { kind: "regeneration", actorName, forced: false, lines, wakes: r.unconscious.wakes };
}

/** R-CON-9 a forced regeneration's writes and card, or null when nothing can be regained now. */
export function forcedRegenerationPlan(system: unknown, actorName: string): { plan: TurnEventPlan; view: RegenerationCardView } | null {
  const state = creatureTurnState(system, [], readCombatantFlags({}));
  const r = forcedRegeneration(state.constitutions, regenerationOf(system));
  const lines = regenerationLines(r);
  if (!lines.length) return null;
  return {
    plan: {
      ok: true, system: conPaths(state.constitutions, r.constitutions), addStatuses: [], removeStatuses: r.removeStatuses,
      report: { regenerated: r.regenerated }, combatantFlags: readCombatantFlags({}),
    },
    view: { kind: "regeneration", actorName, forced: true, lines, wakes: false },
  };
}
