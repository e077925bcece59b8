/** The actor a UUID names, read by handlers and dialogs that receive a reference (a card's, a request's), and who may act for it. */

/**
 * The world actor at `uuid` when it is one (and of `type`, when given); null for anything else or nothing.
 * A compendium's actor is no one's target: a card naming one changes nothing there (docs/security.md).
 */
export async function actorAt(uuid: string | null | undefined, type?: string): Promise<Actor.Implementation | null> {
  const doc = uuid ? await fromUuid(uuid as Parameters<typeof fromUuid>[0]) : null;
  if (!(doc instanceof Actor) || doc.pack) return null;
  return type === undefined || doc.type === type ? (doc as Actor.Implementation) : null;
}

/** Whether `user` may act for `doc`: a GM, or one of its owners (no user, no document: no one). */
export function ownedBy(user: User.Implementation | null | undefined, doc: { testUserPermission(u: User.Implementation, level: "OWNER"): boolean } | null | undefined): boolean {
  return Boolean(user && doc && (user.isGM || doc.testUserPermission(user, "OWNER")));
}
