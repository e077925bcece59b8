// Typed names of the system's v13 queries (CONFIG.queries / User#query), merged into the
// `Queries` interface that fvtt-types 13.345.1 gives CONFIG.queries.
declare global {
  namespace CONFIG {
    interface Queries {
      "altherion.cardAction": (data: { messageId: string | null; action: string; target: string | null; userId: string | null }) => Promise<string | null>;
      "altherion.requestResult": (data: { messageId: string | null; actorUuid: string; rollMessageId: string | null; userId: string | null }) => Promise<string | null>;
    }
  }
}
export {};
