/**
 * R-CON-8 R-CAR-5 a player's rest that gives its character's Résilience back, once creation is over: its client may
 * not raise that pool (data/gm-fields.ts GUARDED_POOLS), so it asks the active GM, who reads the character
 * itself (constitutions, statuses, effective characteristics) and carries out the same rest. The request names
 * only the rank and the rest's options, which are the player's to choose, as on its own sheet.
 */
import { REST_RANKS } from "../rules/index";
import type { RestRank, PlanResult, RestPlanOptions } from "../rules/index";
import { defineAction } from "../net/perform";
import { bool, object, oneOf, uuid } from "../net/schema";
import { actorAt, ownedBy } from "../net/actor-at";

export const REST_NO_GM = "ALTHERION.Actor.RestNeedsGm";

type Resting = Actor.Implementation & { rest(rank: RestRank, options: RestPlanOptions): Promise<PlanResult> };

/** R-CON-8 the GM's rest of a character its sender owns (a GM's client only: it may write the Résilience). */
export const REST_ACTION = defineAction<{ actorUuid: string; rank: RestRank; options: { badSleep: boolean; wholeDay: boolean; fullRest: boolean } }>({
  name: "rest",
  schema: object({ actorUuid: uuid, rank: oneOf(REST_RANKS), options: object({ badSleep: bool, wholeDay: bool, fullRest: bool }) }),
  touches: (p) => [p.actorUuid],
  noGM: REST_NO_GM,
  run: async ({ actorUuid, rank, options }, user) => {
    if (!game.user?.isGM) return REST_NO_GM;
    const actor = (await actorAt(actorUuid, "personnage")) as Resting | null;
    if (!actor) return "ALTHERION.Chat.Error.Unavailable";
    if (!ownedBy(user, actor)) return "ALTHERION.Chat.Error.NotAllowed";
    const plan = await actor.rest(rank, options);
    return plan.ok ? null : plan.key;
  },
});
