/**
 * Names of the system's v13 queries (`CONFIG.queries`, `User#query`), written once: every
 * registration, call site and typing reads them from here (no layer imports another for a name).
 */
export const QUERY_CARD_ACTION = "altherion.cardAction";
export const QUERY_REQUEST_RESULT = "altherion.requestResult";
export const QUERY_COMBAT_ACTION = "altherion.combatAction";
export const QUERY_MORAL = "altherion.moral";
