/**
 * The GM's request that opens the creation wizard on a player's screen (applications/creation/register.ts
 * OPEN_CREATION), carried out by the player's client it is addressed to: the sender is the user the socket relay
 * names, refused unless a GM; the wizard opens only on a personnage this client's user owns. The request and the
 * window sit in applications/, beside gm/: the entry hands them over (GmWindows).
 */
import type { ActionDeclaration } from "../net/perform";

export const OPEN_GM_ONLY = "ALTHERION.Creation.Error.GMOnly";
export const NOT_OWNED = "ALTHERION.Creation.Error.NotOwned";

/** A request that opens a window on one actor: its uuid. */
export type OpenCreationPayload = { actorUuid: string };

/** What the entry hands gm/ for a GM's request that opens a window on a player's screen: the request and the window. */
export interface WindowRequest<P> {
  request: ActionDeclaration<P>;
  open(actor: Actor.Implementation): void;
}

/** The handler of the creation wizard's request, opening it with `open`. */
export function openCreation(open: (actor: Actor.Implementation) => void) {
  return async ({ actorUuid }: OpenCreationPayload, sender: User.Implementation): Promise<string | null> => {
    if (!sender.isGM) return OPEN_GM_ONLY;
    const actor = await fromUuid(actorUuid as Parameters<typeof fromUuid>[0]);
    if (!(actor instanceof Actor) || actor.type !== "personnage" || !actor.isOwner) return NOT_OWNED;
    open(actor as Actor.Implementation);
    return null;
  };
}
