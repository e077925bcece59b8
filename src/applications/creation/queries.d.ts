// The creation wizard's v13 query (register.ts), merged into the `Queries` interface fvtt-types 13.345.1 gives CONFIG.queries.
declare global {
  namespace CONFIG {
    interface Queries {
      "altherion.openCreation": (data: { actorUuid: string }) => Promise<string | null>;
    }
  }
}
export {};
