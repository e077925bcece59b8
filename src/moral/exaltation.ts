/**
 * R-MORAL-7 personal caps follow Exaltation: when a character's Exaltation falls, the personal Espoir above
 * the new cap is lost and the Désespoir above it goes to the group. The reducer's `set-exaltation` event does
 * both; the active GM's client sends it when it sees an Exaltation change leave personal points above the cap
 * (the group's Moral crosses ownership, and the event is a GM's). A character in no group loses both excesses.
 */
import { aboveExaltationCap } from "../rules/index";
import { memberEvents, moralContextOf } from "./request";

async function enforceCaps(actor: Actor.Implementation): Promise<void> {
  const ctx = await moralContextOf(actor);
  const member = ctx.state.members.find((m) => m.id === ctx.memberId);
  if (!member || !aboveExaltationCap(member)) return;
  await memberEvents(actor, ctx, [{ type: "set-exaltation", memberId: ctx.memberId, exaltation: member.exaltation }]);
}

/** Entry's init: the active GM applies the caps after an update that changes a character's Exaltation. */
export function registerExaltationCaps(): void {
  Hooks.on("updateActor", (actor, changed) => {
    if (actor.type !== "personnage" || !game.users?.activeGM?.isSelf) return;
    if (foundry.utils.getProperty(changed, "system.exaltation") === undefined) return;
    void enforceCaps(actor as Actor.Implementation);
  });
}
