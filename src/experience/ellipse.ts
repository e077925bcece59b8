/**
 * R-XP-6 the plan of an ellipse for one character, pure: R-XP-2 its Surcharge's grave wounds first (rules
 * surchargeWounds: scars), Épuisement erased and Fragilité lowered (rules ellipseEffects), then full rests until nothing changes (at most one per day of the ellipse), built from
 * the rules' rest planner (planners.ts). The result is ONE plan for AltherionActor.applyPlan.
 */
import { CONSTITUTION_KEYS, ellipseEffects, surchargeWounds, planRest, toConstitution } from "../rules/index";
import type { Constitution, ConstitutionKey, Ellipse, MainCharacteristics, SurchargeSplit, Plan, PlanResult, CreatureSource } from "../rules/index";
import { applyChanges } from "../data/validation";

/** The refusal key of a Surcharge that cannot be inflicted (rules surchargeWounds reasons). */
export const SURCHARGE_REFUSAL = { "surcharge-split": "ALTHERION.XP.Ellipse.Error.SurchargeSplit", "surcharge-too-much": "ALTHERION.XP.Ellipse.Error.SurchargeTooMuch" } as const;

/** A creature's three constitutions as the rules see them (max from Exaltation, R-CON-2). */
export function creatureConstitutions(source: CreatureSource): Record<ConstitutionKey, Constitution> {
  return Object.fromEntries(CONSTITUTION_KEYS.map((k) => [k, toConstitution(source.exaltation, source.constitutions[k])])) as Record<ConstitutionKey, Constitution>;
}

/** R-XP-2 the scars a Surcharge writes (constitution paths), or its refusal key. */
export function surchargeChanges(source: CreatureSource, split: SurchargeSplit): { ok: true; system: Record<string, number> } | { ok: false; key: string } {
  const wounded = surchargeWounds(creatureConstitutions(source), split);
  if (!wounded.ok) return { ok: false, key: SURCHARGE_REFUSAL[wounded.reason] };
  const system: Record<string, number> = {};
  for (const k of CONSTITUTION_KEYS) {
    if (split[k] === 0) continue;
    system[`constitutions.${k}.scars`] = wounded.constitutions[k].scars;
    system[`constitutions.${k}.value`] = wounded.constitutions[k].value;
  }
  return { ok: true, system };
}

export function planEllipse(source: CreatureSource, statuses: ReadonlySet<string>, input: { ellipse: Ellipse; weeks: number; surcharge?: SurchargeSplit }, ajustements: MainCharacteristics): PlanResult {
  const effects = ellipseEffects({ ellipse: input.ellipse, weeksOfRest: input.weeks, epuisement: source.epuisement, fragilite: source.fragilite });
  const wounds = input.surcharge && input.surcharge.weeks > 0 ? surchargeChanges(source, input.surcharge) : { ok: true as const, system: {} };
  if (!wounds.ok) return { ok: false, key: wounds.key };
  const system: Record<string, unknown> = { ...wounds.system, epuisement: effects.epuisement, fragilite: effects.fragilite };
  let current = applyChanges(source, system as Record<string, unknown>);
  const live = new Set(statuses);
  const add = new Set<string>();
  const remove = new Set<string>();
  const days = Math.max(1, input.weeks * 7);
  let rests = 0;
  for (let day = 0; day < days; day++) {
    const step = planRest(current, "normale", { wholeDay: true, fullRest: true }, live, ajustements); // R-CAR-7
    if (!step.ok) return step;
    const changed = Object.entries(step.system).some(([k, v]) => !Object.is(k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], current), v));
    const statusChange = step.removeStatuses.some((s) => live.has(s)) || step.addStatuses.some((s) => !live.has(s));
    if (!changed && !statusChange) break;
    rests += 1;
    Object.assign(system, step.system);
    current = applyChanges(current, step.system);
    for (const s of step.removeStatuses) { live.delete(s); remove.add(s); add.delete(s); }
    for (const s of step.addStatuses) { live.add(s); add.add(s); remove.delete(s); }
  }
  const plan: Plan = {
    ok: true, system, addStatuses: [...add], removeStatuses: [...remove],
    report: {
      ellipse: input.ellipse, weeks: input.weeks, rests, fragiliteReduction: effects.fragiliteReduction, epuisementBefore: source.epuisement, fragiliteBefore: source.fragilite,
      epuisement: effects.epuisement, fragilite: effects.fragilite, surcharge: input.surcharge && input.surcharge.weeks > 0 ? input.surcharge : null,
    },
  };
  return plan;
}
