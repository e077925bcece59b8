/**
 * v13 queries handled by the active GM (ARCHITECTURE.md §5). Each handler re-authorises the
 * requesting user (by id) with the same pure checks that decided which buttons to show.
 */
import { performCardAction, performRequestResult } from "./chat/actions";
import { QUERY_CARD_ACTION, QUERY_REQUEST_RESULT } from "./query-names";

export function registerQueries(): void {
  CONFIG.queries[QUERY_CARD_ACTION] = async ({ messageId, action, target, userId }) => {
    const user = userId ? game.users?.get(userId) : undefined;
    const message = messageId ? game.messages?.get(messageId) : undefined;
    if (!user || !message || !game.user?.isGM) return "ALTHERION.Chat.Error.Unavailable";
    return performCardAction(message, action, target, user);
  };
  CONFIG.queries[QUERY_REQUEST_RESULT] = async ({ messageId, actorUuid, rollMessageId, userId }) => {
    const user = userId ? game.users?.get(userId) : undefined;
    const message = messageId ? game.messages?.get(messageId) : undefined;
    const rolled = rollMessageId ? game.messages?.get(rollMessageId) ?? null : null;
    if (!user || !message || !game.user?.isGM) return "ALTHERION.Chat.Error.Unavailable";
    return performRequestResult(message, actorUuid, rolled, user);
  };
}
