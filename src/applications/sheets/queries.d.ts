// The Moral query the sheets send to the active GM (sheet-actions.ts), typed like the system's others.
import type { MoralEvent } from "../../rules/index";

declare global {
  namespace CONFIG {
    interface Queries {
      "altherion.moral": (data: { groupUuid: string; event: MoralEvent; userId: string | null }) => Promise<string | null>;
    }
  }
}
export {};
