/** The actor a UUID names, read by handlers and dialogs that receive a reference (a card's, a request's). */

/**
 * The world actor at `uuid` when it is one (and of `type`, when given); null for anything else or nothing.
 * A compendium's actor is no one's target: a card naming one changes nothing there (docs/security.md).
 */
export async function actorAt(uuid: string | null | undefined, type?: string): Promise<Actor.Implementation | null> {
  const doc = uuid ? await fromUuid(uuid as Parameters<typeof fromUuid>[0]) : null;
  if (!(doc instanceof Actor) || doc.pack) return null;
  return type === undefined || doc.type === type ? (doc as Actor.Implementation) : null;
}
