/** R-CON-8 R-CAR-5 the GM's side of a player's rest (documents/rest.ts REST_ACTION): the same rest, on the character as the GM reads it. */
import type { PlanResult, RestPlanOptions, RestRank } from "../rules/index";
import { REST_NO_GM, type RestPayload } from "../documents/rest";
import { actorAt, ownedBy } from "../net/actor-at";

type Resting = Actor.Implementation & { rest(rank: RestRank, options: RestPlanOptions): Promise<PlanResult> };

/** R-CON-8 the rest of a character its sender owns, on a GM's client only (it may write the Résilience). */
export async function rest({ actorUuid, rank, options }: RestPayload, user: User.Implementation): Promise<string | null> {
  if (!game.user?.isGM) return REST_NO_GM;
  const actor = (await actorAt(actorUuid, "personnage")) as Resting | null;
  if (!actor) return "ALTHERION.Chat.Error.Unavailable";
  if (!ownedBy(user, actor)) return "ALTHERION.Chat.Error.NotAllowed";
  const plan = await actor.rest(rank, options);
  return plan.ok ? null : plan.key;
}
