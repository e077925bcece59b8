/**
 * R-STATE-3 / R-STATE-4 / R-STATE-5 the personnage sheet's « Entrer » button of a state entered by spending
 * (Acharnement, Flamboyance, Apaisement): the active GM pays the point and enters the state (moral/state-entry.ts),
 * so the state it vouches for opens the « état spécial » XP moment (R-STATE-1).
 */
import { SPEND_STATES, enterStateBySpending } from "../../moral/index";
import type { SpendState } from "../../moral/index";

const isSpendState = (id: unknown): id is SpendState => (SPEND_STATES as readonly unknown[]).includes(id);

/** The sheet's `enterStateBySpending` action (the button's `data-state`). */
export async function onEnterStateBySpendingAction(this: { actor: Actor.Implementation }, _event: Event, target: HTMLElement): Promise<void> {
  const id = target.dataset.state;
  if (!isSpendState(id) || this.actor.statuses?.has(id)) return;
  await enterStateBySpending(this.actor, id);
}
