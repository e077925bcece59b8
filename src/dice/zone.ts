/**
 * R-STATE-2 La Zone is entered by the roll that meets its condition (`entersZone`, read by the rules'
 * roll as `result.zone`): once the roll's message exists, its author's client asks the active GM, who
 * reads the message itself and replays its dice (chat/actions.ts trustedTestCard) before it puts the
 * actor in La Zone; the status effect a GM's client creates is what vouches for the special state in a
 * purchase (experience/special-state.ts, R-XP-3). With no GM connected, the owner's client enters it
 * through the same handler: the state plays, and opens no spending moment. Its effect on the next
 * rolls (+1 surpuissance, Agonie ignored, R-STATE-1) is the roll pipeline's (`rollModifiers`); it ends
 * with no after-effect (`STATE_END`) when the owner or the GM leaves it on the sheet.
 */
import { defineAction, perform } from "../authority/index";
import { documentId, object, uuid } from "../authority/schema";
import { actorAt } from "../documents/actor-at";
import { trustedTestCard } from "../chat/actions";
import { parseRollState } from "./roll-data";

type Message = { id?: string | null; author?: User.Implementation | null; rolls?: readonly { options?: unknown }[] };
type ZoneActor = Actor.Implementation & { enterState?: (id: string) => Promise<{ ok: boolean }> };

/** The actors a message's rolls put in La Zone (R-STATE-2), by UUID. */
export function zoneActors(message: Message): string[] {
  const uuids = (message.rolls ?? []).flatMap((roll) => {
    const state = parseRollState((roll.options as { altherion?: unknown } | undefined)?.altherion);
    return state?.result?.zone && state.context.actorUuid ? [state.context.actorUuid] : [];
  });
  return [...new Set(uuids)];
}

/**
 * Puts the actor in La Zone for this message, when its roll, replayed, says so and the message's author owns
 * the actor (trustedTestCard). A refusal key, or null.
 */
async function enterZone(message: Message | undefined, actorUuid: string): Promise<string | null> {
  const actor = (await actorAt(actorUuid)) as ZoneActor | null;
  if (!message?.author || !actor?.enterState || !zoneActors(message).includes(actorUuid)) return "ALTHERION.Chat.Error.Unavailable";
  const trusted = await trustedTestCard(message as never);
  if ("error" in trusted) return trusted.error;
  if (!trusted.state.result?.zone || trusted.state.context.actorUuid !== actorUuid) return "ALTHERION.Chat.Error.Unavailable";
  // R-STATE-2 already there, or in Descente (planEnterState): the roll changes nothing.
  if (actor.statuses.has("zone") || actor.statuses.has("descente")) return null;
  await actor.enterState("zone");
  return null;
}

/** R-STATE-2 the GM puts an actor in La Zone from a roll message its sender wrote. */
export const ZONE_ENTRY = defineAction<{ messageId: string; actorUuid: string }>({
  name: "zoneEntry",
  schema: object({ messageId: documentId, actorUuid: uuid }),
  touches: (p) => [p.actorUuid],
  run: async ({ messageId, actorUuid }, user) => {
    const message = game.messages?.get(messageId) as Message | undefined;
    if (!user.isGM && message?.author?.id !== user.id) return "ALTHERION.Chat.Error.NotAllowed";
    return enterZone(message, actorUuid);
  },
});

/** The `createChatMessage` hook: on the author's client, each actor its rolls put in La Zone, through the active GM (or here, when none is connected and it owns the actor). */
export async function enterZoneFrom(message: Message): Promise<void> {
  const self = game.user;
  if (!self || !message.id || message.author?.id !== self.id) return;
  for (const actorUuid of zoneActors(message)) {
    const actor = await actorAt(actorUuid);
    const refused = await perform(ZONE_ENTRY, { messageId: message.id, actorUuid }, Boolean(actor?.isOwner));
    if (refused) console.warn(`Altherion | La Zone: ${refused}`);
  }
}
