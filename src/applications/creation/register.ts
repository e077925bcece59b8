/**
 * Wires the creation wizard into Foundry (called once from the entry's init hook): the
 * client setting that opens it on a new character, the sheet's header control (personnage-sheet.ts),
 * and the authority action by which the GM opens it on a player's screen for that player's character.
 */
import { SYSTEM_ID } from "../../settings";
import { performAt, defineAction } from "../../net/perform";
import { object, uuid } from "../../net/schema";
import { localize } from "../../i18n";
import { CreationWizard } from "./wizard";

export const OPEN_ON_NEW = "creationWizardOnNew";
export const OPEN_GM_ONLY = "ALTHERION.Creation.Error.GMOnly";
export const NOT_OWNED = "ALTHERION.Creation.Error.NotOwned";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "altherion.creationWizardOnNew": boolean;
  }
}

/**
 * The GM's request to a player's client (authority layer, `handledBy: "addressee"`): the
 * sender is the user the socket relay names, refused unless a GM; the payload is only a character's
 * uuid; the player's client opens the wizard only on a character its own user owns. It writes nothing.
 */
export const OPEN_CREATION = defineAction<{ actorUuid: string }>({
  name: "openCreation",
  handledBy: "addressee",
  schema: object({ actorUuid: uuid }),
  touches: () => [],
  run: async ({ actorUuid }, sender) => {
    if (!sender.isGM) return OPEN_GM_ONLY;
    const actor = await fromUuid(actorUuid as Parameters<typeof fromUuid>[0]);
    if (!(actor instanceof Actor) || actor.type !== "personnage" || !actor.isOwner) return NOT_OWNED;
    CreationWizard.open(actor as Actor.Implementation);
    return null;
  },
});

/** GM: opens the wizard on the screen of every connected player who owns the character; returns how many (refusals warned). */
export async function openCreationForPlayers(actor: Actor.Implementation): Promise<number> {
  if (!game.user?.isGM) return 0;
  const players = (game.users?.contents ?? []).filter((u) => u.active && !u.isGM && actor.testUserPermission(u, "OWNER"));
  const results = await Promise.all(players.map((user) => performAt(OPEN_CREATION, user.id ?? "", { actorUuid: actor.uuid })));
  for (const refused of new Set(results.filter((r): r is string => r !== null))) ui.notifications?.warn(localize(refused));
  return results.filter((r) => r === null).length;
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
  // A new character opens its wizard for the user who made it (unless that user turned it off).
  Hooks.on("createActor", (actor: Actor.Implementation, _options: unknown, userId: string) => {
    if (actor.type !== "personnage" || userId !== game.user?.id || !actor.isOwner) return;
    if (game.settings?.get(SYSTEM_ID, OPEN_ON_NEW) === false) return;
    CreationWizard.open(actor);
  });
}
