/**
 * Wires the creation wizard into Foundry (issue 16; called once from the entry's init hook): the
 * client setting that opens it on a new character, the sheet's header control (personnage-sheet.ts),
 * and the query by which the GM opens it on a player's screen for that player's character.
 */
import { SYSTEM_ID } from "../../settings";
import { CreationWizard } from "./wizard";

export const OPEN_ON_NEW = "creationWizardOnNew";

/**
 * The v13 query (core `User#query`) by which the GM opens the wizard on a player's client. It runs on
 * that player's client and only opens a window on a character the player owns: it changes no document,
 * so it needs no authority check of the sender (the authority layer, src/authority/, carries player → GM changes).
 */
export const QUERY_OPEN_CREATION = "altherion.openCreation";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "altherion.creationWizardOnNew": boolean;
  }
}

/** The query's handler, on the player's client: opens the wizard of a character this user owns. */
export async function openCreationHandler({ actorUuid }: { actorUuid: string }): Promise<string | null> {
  const actor = await fromUuid(actorUuid as Parameters<typeof fromUuid>[0]);
  if (!(actor instanceof Actor) || actor.type !== "personnage" || !actor.isOwner) return "ALTHERION.Creation.Error.NotOwned";
  CreationWizard.open(actor as Actor.Implementation);
  return null;
}

/** GM: opens the wizard on the screen of every connected player who owns the character; returns how many. */
export async function openCreationForPlayers(actor: Actor.Implementation): Promise<number> {
  if (!game.user?.isGM) return 0;
  const players = (game.users?.contents ?? []).filter((u) => u.active && !u.isGM && actor.testUserPermission(u, "OWNER"));
  let opened = 0;
  for (const user of players) {
    try {
      if ((await user.query(QUERY_OPEN_CREATION, { actorUuid: actor.uuid }, { timeout: 10_000 })) === null) opened += 1;
    } catch (error) {
      console.error("Altherion | the player's client did not open the creation wizard", error);
    }
  }
  return opened;
}

export function registerCreationWizard(): void {
  game.settings?.register(SYSTEM_ID, OPEN_ON_NEW, {
    name: "ALTHERION.Settings.CreationWizardOnNew.Name",
    hint: "ALTHERION.Settings.CreationWizardOnNew.Hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: true,
  });
  CONFIG.queries[QUERY_OPEN_CREATION] = openCreationHandler;
  // A new character opens its wizard for the user who made it (unless that user turned it off).
  Hooks.on("createActor", (actor: Actor.Implementation, _options: unknown, userId: string) => {
    if (actor.type !== "personnage" || userId !== game.user?.id || !actor.isOwner) return;
    if (game.settings?.get(SYSTEM_ID, OPEN_ON_NEW) === false) return;
    CreationWizard.open(actor);
  });
}
