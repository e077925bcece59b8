/**
 * R-STATE-3 / R-STATE-4 / R-STATE-5 the personnage sheet's « Entrer » button of a state entered by spending
 * (Acharnement, Flamboyance, Apaisement): its point paid, the character enters the state (moral/state-entry.ts).
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
