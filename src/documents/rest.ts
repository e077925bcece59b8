/**
 * R-CON-8 R-CAR-5 a player's rest that gives its character's Résilience back, once creation is over: its client may
 * not raise that pool (data/gm-fields.ts GUARDED_POOLS), so it asks the active GM (gm/rest.ts), who reads the
 * character itself (constitutions, statuses, effective characteristics) and carries out the same rest. The request
 * names only the rank and the rest's options, which are the player's to choose, as on its own sheet.
 */
import { REST_RANKS } from "../rules/index";
import type { RestRank } from "../rules/index";
import { declareAction } from "../net/perform";
import { bool, object, oneOf, uuid } from "../net/schema";

export const REST_NO_GM = "ALTHERION.Actor.RestNeedsGm";

export type RestPayload = { actorUuid: string; rank: RestRank; options: { badSleep: boolean; wholeDay: boolean; fullRest: boolean } };

/** R-CON-8 a rest of a character its sender owns, carried out by the GM (it may write the Résilience). */
export const REST_ACTION = declareAction<RestPayload>({
  name: "rest",
  schema: object({ actorUuid: uuid, rank: oneOf(REST_RANKS), options: object({ badSleep: bool, wholeDay: bool, fullRest: bool }) }),
  touches: (p) => [p.actorUuid],
  noGM: REST_NO_GM,
});
