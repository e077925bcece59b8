// The combat query sent to the active GM (combat/actions.ts), typed like the system's others (src/queries-types.d.ts).
import type { QUERY_COMBAT_ACTION } from "../query-names";

declare global {
  namespace CONFIG {
    interface Queries {
      [QUERY_COMBAT_ACTION]: (data: { messageId: string | null; action: string; side: string | null; userId: string | null; extra?: Record<string, string> }) => Promise<string | null>;
    }
  }
}
export {};
