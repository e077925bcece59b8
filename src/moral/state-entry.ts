/**
 * R-STATE-3 / R-STATE-4 / R-STATE-5 a special state a player enters by spending (issue 13): Acharnement for 1
 * Désespoir, Flamboyance for 1 Espoir while the group is Galvanisé, Apaisement when calm. The points are GM-only
 * fields, and the status effect a GM's client creates is what vouches for the state (experience/special-state.ts:
 * the « état spécial » XP moment, R-STATE-1 / R-XP-3). So the sheet's button and the group sheet's Désespoir
 * chooser ask the active GM (the `enterSpecialState` action): the payload names the character, the state and, from
 * the group's chooser, the group whose point pays; the GM checks that the sender (named by the transport) owns the
 * character, that it may enter the state now (planEnterState), reads the Moral itself and spends the point from its
 * current state (through the Moral actions, which refuse a point already gone), then enters the state — its status
 * effect made by the GM's client. Requests on one character run one at a time. With no GM connected, the owner's
 * client runs the same handler: a paid state is refused (the points are the GM's); a calm character's Apaisement
 * plays, and opens no spending moment.
 */
import { defineAction, perform } from "../authority/index";
import { nullable, object, oneOf, uuid } from "../authority/schema";
import { actorAt } from "../documents/actor-at";
import { planEnterState } from "../rules/index";
import { SPEND_STATES, planStateEntry } from "./payer";
import type { SpendState } from "./payer";
import { MORAL_NO_GM } from "./permissions";
import { memberEvents, moralContextOf, warnMoral } from "./request";

/** The refusal when the sender does not own the character it asks for. */
export const STATE_NOT_OWNER = "ALTHERION.Moral.State.NotOwner";

export interface StateEntryPayload {
  actorUuid: string;
  state: SpendState;
  /** The group whose Moral pays (its sheet's chooser); null: the character's own points first, else its group's. */
  groupUuid: string | null;
}

type StateActor = Actor.Implementation & { enterState(id: string): Promise<{ ok: boolean; key?: string }> };

export const STATE_ENTRY = defineAction<StateEntryPayload>({
  name: "enterSpecialState",
  schema: object({ actorUuid: uuid, state: oneOf(SPEND_STATES), groupUuid: nullable(uuid) }),
  touches: (p) => [p.actorUuid],
  noGM: MORAL_NO_GM,
  run: async ({ actorUuid, state, groupUuid }, user) => {
    const actor = (await actorAt(actorUuid, "personnage")) as StateActor | null;
    if (!actor || !actor.testUserPermission(user, "OWNER")) return STATE_NOT_OWNER;
    const entry = planEnterState(actor.statuses, state); // already in it, in Descente: nothing spent
    if (!entry.ok) return entry.key;
    const ctx = groupUuid ? await moralContextOf(actor, groupUuid) : await moralContextOf(actor);
    if (!ctx) return STATE_NOT_OWNER;
    const payment = planStateEntry(ctx, state, groupUuid ? "group" : "any"); // the cost, from the Moral as the GM reads it
    if (!payment.ok) return payment.reason ?? "refused";
    const refused = await memberEvents(actor, ctx, payment.events, false); // spent on its current state, or refused
    if (refused) return refused;
    const entered = await actor.enterState(state);
    return entered.ok ? null : entered.key ?? "refused";
  },
});

/**
 * Enters a state by spending (the sheet's button, the group's Désespoir chooser), through the active GM. Returns
 * whether it was entered (a refusal is warned: a Moral reason or a localized key).
 */
export async function enterStateBySpending(actor: Actor.Implementation, state: SpendState, groupUuid: string | null = null): Promise<boolean> {
  const refused = await perform(STATE_ENTRY, { actorUuid: actor.uuid, state, groupUuid }, actor.isOwner);
  if (refused) warnMoral(refused);
  return refused === null;
}
