// Typed names of the system's v13 queries (CONFIG.queries / User#query), merged into the
// `Queries` interface that fvtt-types 13.345.1 gives CONFIG.queries.
import type { QUERY_CARD_ACTION, QUERY_REQUEST_RESULT } from "./query-names";

declare global {
  namespace CONFIG {
    interface Queries {
      [QUERY_CARD_ACTION]: (data: { messageId: string | null; action: string; target: string | null; userId: string | null }) => Promise<string | null>;
      [QUERY_REQUEST_RESULT]: (data: { messageId: string | null; actorUuid: string; rollMessageId: string | null; userId: string | null }) => Promise<string | null>;
    }
  }
}
export {};
