/**
 * What combat asks of an actor: a blow taken, a points pool spent (documents/actor.ts implements it; combat/ sits
 * below documents/ and names only this shape). Types only.
 */
import type { DamageInput, PlanResult, RowKey } from "../rules/index";

export type CombatActor = Actor.Implementation & {
  applyDamage(input: DamageInput): Promise<PlanResult>;
  spendPoints(pool: RowKey, n?: number): Promise<PlanResult>;
};
