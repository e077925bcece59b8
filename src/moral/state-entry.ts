/**
 * R-STATE-3 / R-STATE-4 / R-STATE-5 a special state a player enters by spending: Acharnement for 1 Désespoir,
 * Flamboyance for 1 Espoir while the group is Galvanisé, Apaisement when calm. The character is its owner's: its
 * client checks the state may be entered now (planEnterState), pays the point through the Moral (a group's point, or
 * a character in a group, through the active GM's Moral action, which spends it on the Moral as it is then and
 * refuses a point already gone; a group-less character's own points on its client), then enters the state. Being in
 * the state is what opens the « état spécial » XP moment (R-STATE-1, R-XP-3).
 */
import { planEnterState } from "../rules/index";
import { planStateEntry } from "./payer";
import type { SpendState } from "./payer";
import { memberEvents, moralContextOf, warnMoral } from "./request";

type StateActor = Actor.Implementation & { enterState?(id: string): Promise<{ ok: boolean; key?: string }> };

/**
 * Enters a state by spending (the sheet's button; the group's Désespoir chooser names `groupUuid`, whose point pays).
 * Returns whether it was entered (a refusal is warned: a Moral reason or a localized key).
 */
export async function enterStateBySpending(actor: Actor.Implementation, state: SpendState, groupUuid: string | null = null): Promise<boolean> {
  const refused = await payAndEnter(actor as StateActor, state, groupUuid);
  if (refused) warnMoral(refused);
  return refused === null;
}

async function payAndEnter(actor: StateActor, state: SpendState, groupUuid: string | null): Promise<string | null> {
  const entry = planEnterState(actor.statuses, state); // already in it, in Descente: nothing spent
  if (!entry.ok) return entry.key;
  const ctx = groupUuid ? await moralContextOf(actor, groupUuid) : await moralContextOf(actor);
  if (!ctx) return "unknown-member";
  const payment = planStateEntry(ctx, state, groupUuid ? "group" : "any"); // the chooser's: that group's point only
  if (!payment.ok) return payment.reason ?? "refused";
  const paid = await memberEvents(actor, ctx, payment.events, false);
  if (paid) return paid;
  const entered = await actor.enterState?.(state);
  return entered?.ok ? null : entered?.key ?? "refused";
}
