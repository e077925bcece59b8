/**
 * Pure planners behind AltherionActor's behaviour methods: each takes the actor's plain state,
 * asks the rules what happens, and returns ONE `system` update (dotted paths relative to
 * `system`) plus the status effects to toggle — or a refusal with an i18n key. The document
 * methods only write what a plan says.
 */
import { CONSTITUTION_KEYS, agonieStep, applyDamage, endAcharnement, heal, isInPeril, nonLethalOnAgonie, restConstitution, restShift, stabilize, REST_RANKS } from "./constitutions";
import { ROW_KEYS, restRefillsResilience } from "./characteristics";
import { DAMAGE_TYPES, EPUISEMENT_DEATH, epuisementRestDay, gainEpuisement } from "./combat";
import type { DamageType } from "./combat";
import { FRAGILITE_DEATH, aggravationAfterRest, isFragiliteDeath } from "./aggravation";
import { SPECIAL_STATES, descenteAfterRest, endState } from "./states";
import type { SpecialState } from "./states";
import { effectivesOf, pointsMaximaOf, toConstitution } from "./creature";
import type { CreatureSource } from "./creature";
import type { Constitution, ConstitutionKey, MainCharacteristics, RestRank, RowKey, ValidationFailure } from "./types";

export interface Plan {
  ok: true;
  /** Dotted paths relative to `system`. */
  system: Record<string, unknown>;
  addStatuses: string[];
  removeStatuses: string[];
  /** What happened, for chat cards and notifications. */
  report: Record<string, unknown>;
}
export type PlanResult = Plan | ValidationFailure;

const refuse = (key: string, data?: Record<string, string | number>): ValidationFailure =>
  ({ ok: false, key: `ALTHERION.Actor.${key}`, data });

const plan = (system: Record<string, unknown>, report: Record<string, unknown> = {}, add: string[] = [], remove: string[] = []): Plan =>
  ({ ok: true, system, addStatuses: add, removeStatuses: remove, report });

/** Status effect of each constitution's defeat (R-CON-4 / R-CON-5). */
export const DEFEAT_STATUS = { death: "mort", unconscious: "inconscience", decouragement: "decouragement" } as const;

const conPaths = (key: ConstitutionKey, con: Constitution): Record<string, unknown> => ({
  [`constitutions.${key}.value`]: con.value,
  [`constitutions.${key}.scars`]: con.scars,
  [`constitutions.${key}.ephemeral`]: con.ephemeral,
  [`constitutions.${key}.stabilized`]: con.stabilized,
});

export interface DamageInput {
  amount: number;
  type?: DamageType;
  lethal?: boolean;
  /** The blow came from a critical success (R-CON-3: a non-lethal one then takes every Résilience point of a creature in Agonie). */
  critical?: boolean;
}

/** R-CON-3..7 one attack's damage on the constitution its type targets. */
export function planDamage(s: CreatureSource, input: DamageInput): PlanResult {
  if (!Number.isInteger(input.amount) || input.amount < 0) return refuse("BadAmount");
  const type = input.type ?? "physique";
  if (!Object.hasOwn(DAMAGE_TYPES, type)) return refuse("BadDamageType"); // a macro's unknown type
  const key = DAMAGE_TYPES[type].constitution;
  // R-CON-3 [I] a non-lethal blow that gets through (amount > 0) on a creature in Agonie deals no damage: it only removes Résilience points.
  if (input.lethal === false && s.agonie > 0) {
    if (input.amount === 0) return plan({}, { cle: key, nonLetalAgonie: true, resilienceLost: 0 });
    const before = s.points.resilience.value;
    const after = nonLethalOnAgonie(before, input.critical === true);
    return plan({ "points.resilience.value": after }, { cle: key, nonLetalAgonie: true, resilienceLost: before - after });
  }
  const before = toConstitution(s.exaltation, s.constitutions[key]);
  const result = applyDamage(before, { amount: input.amount, lethal: input.lethal ?? true }, key);
  const system = conPaths(key, result.constitution);
  const add: string[] = [];
  if (result.outcome) add.push(DEFEAT_STATUS[result.outcome]);
  if (result.constitution.value === 0 && !result.constitution.stabilized) add.push(`peril-${key}`); // R-CON-6
  if (key === "vitalite") {
    const agonie = agonieStep(s.agonie, "zero", result.constitution); // R-CON-7
    if (agonie !== s.agonie) { system.agonie = agonie; add.push("agonie"); }
  }
  return plan(system, { ...result, cle: key }, add);
}

/** Heals wounds of one constitution (R-CON-1: never above max − scars). */
export function planHeal(s: CreatureSource, key: ConstitutionKey, amount: number): PlanResult {
  if (!Number.isInteger(amount) || amount < 0) return refuse("BadAmount");
  const con = heal(toConstitution(s.exaltation, s.constitutions[key]), amount);
  return plan({ [`constitutions.${key}.value`]: con.value }, { constitution: key, value: con.value },
    [], con.value > 0 ? [`peril-${key}`] : []);
}

export interface RestPlanOptions {
  badSleep?: boolean;
  wholeDay?: boolean;
  /** A full rest: clears Aggravation (R-CRIT-1) and Descente (R-STATE-6). */
  fullRest?: boolean;
}

/**
 * R-CON-8 one rest of every constitution at a given rank (Normale is the reference: Rapide one
 * better, Difficile one worse …), with Épuisement, Cage thoracique (R-CRIT-2), Agonie (R-CON-7),
 * Résilience points (R-CAR-5), Aggravation (R-CRIT-1) and Descente (R-STATE-6). Amounts and the Résilience
 * maximum read the effective characteristics (R-CAR-7): `ajustements` is the actor's derived one.
 */
export function planRest(s: CreatureSource, rank: RestRank, options: RestPlanOptions, statuses: ReadonlySet<string>, ajustements: MainCharacteristics): PlanResult {
  if (!REST_RANKS.includes(rank)) return refuse("BadRestRank");
  const before = CONSTITUTION_KEYS.map((k) => toConstitution(s.exaltation, s.constitutions[k]));
  const effectives = effectivesOf(s, ajustements); // R-CAR-7
  const system: Record<string, unknown> = {};
  const after: Partial<Record<ConstitutionKey, Constitution>> = {};
  for (const [i, key] of CONSTITUTION_KEYS.entries()) {
    const con = restConstitution(before[i], effectives, {
      badSleep: options.badSleep, wholeDay: options.wholeDay, worse: restShift(rank, key, statuses.has("cage-thoracique")), epuisement: s.epuisement, origine: s.origine,
    });
    after[key] = con;
    system[`constitutions.${key}.value`] = con.value;
    system[`constitutions.${key}.scars`] = con.scars;
  }
  const remove: string[] = [];
  for (const key of CONSTITUTION_KEYS) if ((after[key] as Constitution).value > 0) remove.push(`peril-${key}`);
  const agonie = agonieStep(s.agonie, "rest", after.vitalite as Constitution, statuses.has("estomac") ? 1 : 0); // R-CON-7
  if (agonie !== s.agonie) system.agonie = agonie;
  if (agonie === 0) remove.push("agonie");
  if (restRefillsResilience(before)) system["points.resilience.value"] = pointsMaximaOf(s, ajustements).resilience; // R-CAR-5
  // R-FIGHT-6 [I] a day of full rest is a rest with both "whole day" and "full rest"; any other rest ends the run.
  const day = epuisementRestDay(s.epuisement, s.joursRepos, options.wholeDay === true && options.fullRest === true);
  if (day.epuisement !== s.epuisement) system.epuisement = day.epuisement;
  if (day.days !== s.joursRepos) system.joursRepos = day.days;
  if (options.fullRest) {
    system.aggravation = aggravationAfterRest(s.aggravation, true); // R-CRIT-1
    if (!descenteAfterRest(statuses.has("descente"), true)) remove.push("descente"); // R-STATE-6
  }
  return plan(system, { rank, epuisementLost: s.epuisement - day.epuisement, joursRepos: day.days }, [], remove);
}

/** Spends points of a pool (R-CAR-5); refused when the pool holds too few. */
export function planSpendPoints(s: CreatureSource, pool: RowKey, n: number): PlanResult {
  if (!ROW_KEYS.includes(pool)) return refuse("BadPool");
  if (!Number.isInteger(n) || n < 0) return refuse("BadAmount");
  const value = s.points[pool].value;
  if (n > value) return refuse("NotEnoughPoints", { pool, value, n });
  return plan({ [`points.${pool}.value`]: value - n }, { pool, spent: n });
}

/** Refills one pool or all three to their maxima (R-CAR-5); maxima come from the effective grid. */
/** Who presses a pool's ↻: a GM or not, on a character in creation or not. */
export interface RefreshWho { isGM: boolean; creation: boolean }

/**
 * R-CAR-5 [I] who may refill a pool by hand (the one place: the planner and the sheet's ↻ read it): Impact comes
 * back when an objective is reached or appears, a GM action; Résilience by a rest with no scars nor wounds (the
 * rest refills it), so by hand it is the GM's correction; Finesse at each new round, which any owner may mark.
 * During creation a character starts with full pools: whoever edits it fills them.
 */
export function mayRefresh(pool: RowKey, who: RefreshWho): boolean {
  return pool === "finesse" || who.isGM || who.creation;
}

export function planRefreshPoints(maxima: Record<RowKey, { max: number }>, pool: RowKey | undefined, who: RefreshWho): PlanResult {
  if (pool && !ROW_KEYS.includes(pool)) return refuse("BadPool");
  const pools = pool ? [pool] : [...ROW_KEYS];
  if (!pools.every((p) => mayRefresh(p, who))) return refuse("RefreshGmOnly"); // R-CAR-5
  return plan(Object.fromEntries(pools.map((p) => [`points.${p}.value`, maxima[p].max])), { pools });
}

/** Stabilises a constitution (R-CON-6): its Péril ends. */
export function planStabilize(s: CreatureSource, key: ConstitutionKey): PlanResult {
  if (!CONSTITUTION_KEYS.includes(key)) return refuse("BadConstitution");
  const con = stabilize(toConstitution(s.exaltation, s.constitutions[key]));
  return plan({ [`constitutions.${key}.stabilized`]: con.stabilized }, { constitution: key }, [], [`peril-${key}`]);
}

/**
 * R-CON-6 the Péril status of each constitution as its data says (in peril: at 0, not stabilised), for a
 * write that went around the planners (the sheet's edit-mode fields): only the statuses to change.
 */
export function planPerilStatuses(s: CreatureSource, statuses: ReadonlySet<string>): PlanResult {
  const add: string[] = [];
  const remove: string[] = [];
  for (const key of CONSTITUTION_KEYS) {
    const id = `peril-${key}`;
    const peril = isInPeril(toConstitution(s.exaltation, s.constitutions[key]));
    if (peril && !statuses.has(id)) add.push(id);
    if (!peril && statuses.has(id)) remove.push(id);
  }
  return plan({}, {}, add, remove);
}

const isSpecial = (id: string): id is SpecialState => (SPECIAL_STATES as readonly string[]).includes(id);

/** Enters a special state (R-STATE-1..5); one state at a time, never during Descente ([I]). */
export function planEnterState(statuses: ReadonlySet<string>, id: string): PlanResult {
  if (!isSpecial(id)) return refuse("UnknownState");
  if (statuses.has(id)) return refuse("AlreadyInState");
  if (statuses.has("descente")) return refuse("InDescente");
  return plan({}, { state: id }, [id]);
}

/** Leaves a special state: Fragilité, Descente, and for Acharnement scars = wounds (R-STATE-2..6). */
export function planLeaveState(s: CreatureSource, statuses: ReadonlySet<string>, id: string): PlanResult {
  if (!isSpecial(id)) return refuse("UnknownState");
  if (!statuses.has(id)) return refuse("NotInState");
  const end = endState(id);
  const system: Record<string, unknown> = {};
  const add: string[] = [];
  if (end.fragilite) {
    const f = planAddFragilite(s, end.fragilite) as Plan;
    Object.assign(system, f.system);
    add.push(...f.addStatuses);
  }
  if (id === "acharnement") {
    for (const key of CONSTITUTION_KEYS) {
      const con = endAcharnement(toConstitution(s.exaltation, s.constitutions[key])); // R-STATE-3
      system[`constitutions.${key}.scars`] = con.scars;
    }
  }
  if (end.descente) add.push("descente");
  return plan(system, { state: id, ...end }, add, [id]);
}

/** Adds Fragilité, capped at 6 = death (R-CRIT-5). */
export function planAddFragilite(s: CreatureSource, n = 1): PlanResult {
  if (!Number.isInteger(n) || n < 0) return refuse("BadAmount");
  const fragilite = Math.min(FRAGILITE_DEATH, s.fragilite + n);
  return plan({ fragilite }, { fragilite }, isFragiliteDeath(fragilite) ? ["mort"] : []);
}

/** R-CRIT-5 the sheet's pips set Fragilité (0..6; e.g. a Désespoir exploit's share): a rise goes through planAddFragilite, so 6 is death. */
export function planSetFragilite(s: CreatureSource, value: number): PlanResult {
  if (!Number.isInteger(value) || value < 0 || value > FRAGILITE_DEATH) return refuse("BadAmount");
  return value > s.fragilite ? planAddFragilite(s, value - s.fragilite) : plan({ fragilite: value }, { fragilite: value });
}

/** R-FIGHT-6 the sheet's pips set Épuisement (0..6): a rise is gained (gainEpuisement), so 6 is death. */
export function planSetEpuisement(s: CreatureSource, value: number): PlanResult {
  if (!Number.isInteger(value) || value < 0 || value > EPUISEMENT_DEATH) return refuse("BadAmount");
  const gained = value > s.epuisement ? gainEpuisement(s.epuisement, value - s.epuisement) : { epuisement: value, death: false };
  return plan({ epuisement: gained.epuisement }, { epuisement: gained.epuisement }, gained.death ? ["mort"] : []);
}
