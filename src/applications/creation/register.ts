/**
 * Wires the creation wizard into Foundry (called once from the entry's init hook): the
 * client setting that opens it on a new character, the sheet's header control (personnage-sheet.ts),
 * and the GM seam's request by which the GM opens it on a player's screen for that player's character.
 */
import { SYSTEM_ID } from "../../settings";
import { declareAction, performAt } from "../../net/perform";
import { object, uuid } from "../../net/schema";
import { localize } from "../../i18n";
import { CreationWizard } from "./wizard";

export const OPEN_ON_NEW = "creationWizardOnNew";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "altherion.creationWizardOnNew": boolean;
  }
}

/**
 * The GM's request to a player's client (`handledBy: "addressee"`) to open the wizard there: the payload is only a
 * character's uuid. The player's client carries it out (gm/creation.ts): refused unless its sender is a GM, and only
 * on a character its own user owns. It writes nothing.
 */
export const OPEN_CREATION = declareAction<{ actorUuid: string }>({
  name: "openCreation",
  handledBy: "addressee",
  schema: object({ actorUuid: uuid }),
  touches: () => [],
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
