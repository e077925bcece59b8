// The Moral query sent to the active GM (src/moral/request.ts), typed like the system's others.
import type { MoralEvent } from "../rules/index";
import type { QUERY_MORAL } from "../query-names";

declare global {
  namespace CONFIG {
    interface Queries {
      [QUERY_MORAL]: (data: { groupUuid: string; events: MoralEvent[]; userId: string | null }) => Promise<string | null>;
    }
  }
}
export {};
