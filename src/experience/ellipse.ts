/**
 * R-XP-6 the plan of an ellipse for one character, pure: Épuisement erased and Fragilité lowered
 * (rules ellipseEffects), then full rests until nothing changes (at most one per day of the ellipse), built from
 * the data layer's rest planner. The result is ONE plan for AltherionActor.applyPlan.
 */
import { ellipseEffects } from "../rules/index";
import type { Ellipse, MainCharacteristics } from "../rules/index";
import { planRest } from "../data/planners";
import type { Plan, PlanResult } from "../data/planners";
import { applyChanges } from "../data/validation";
import type { CreatureSource } from "../data/validation";

export function planEllipse(source: CreatureSource, statuses: ReadonlySet<string>, input: { ellipse: Ellipse; weeks: number }, ajustements: MainCharacteristics): PlanResult {
  const effects = ellipseEffects({ ellipse: input.ellipse, weeksOfRest: input.weeks, epuisement: source.epuisement, fragilite: source.fragilite });
  const system: Record<string, unknown> = { epuisement: effects.epuisement, fragilite: effects.fragilite };
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
    report: { ellipse: input.ellipse, weeks: input.weeks, rests, fragiliteReduction: effects.fragiliteReduction, epuisementBefore: source.epuisement, fragiliteBefore: source.fragilite },
  };
  return plan;
}
