/**
 * R-STATE-2 La Zone is entered by the roll that meets its condition (`entersZone`, read by the rules'
 * roll as `result.zone`): once the roll's message exists, its author's client puts each character it
 * owns in La Zone, as the roll says. Its effect on the next rolls (+1 surpuissance, Agonie ignored,
 * R-STATE-1) is the roll pipeline's (`rollModifiers`); it ends with no after-effect (`STATE_END`) when
 * the owner or the GM leaves it on the sheet.
 */
import { actorAt } from "../net/actor-at";
import { parseRollState } from "./roll-data";

type Message = { id?: string | null; author?: { id?: string | null } | null; rolls?: readonly { options?: unknown }[] };
type ZoneActor = Actor.Implementation & { enterState?: (id: string) => Promise<{ ok: boolean }> };

/** The actors a message's rolls put in La Zone (R-STATE-2), by UUID. */
export function zoneActors(message: Message): string[] {
  const uuids = (message.rolls ?? []).flatMap((roll) => {
    const state = parseRollState((roll.options as { altherion?: unknown } | undefined)?.altherion);
    return state?.result?.zone && state.context.actorUuid ? [state.context.actorUuid] : [];
  });
  return [...new Set(uuids)];
}

/** The `createChatMessage` hook: on the author's client, each actor it owns that its rolls put in La Zone enters it. */
export async function enterZoneFrom(message: Message): Promise<void> {
  const self = game.user;
  if (!self || !message.id || message.author?.id !== self.id) return;
  for (const actorUuid of zoneActors(message)) {
    const actor = (await actorAt(actorUuid)) as ZoneActor | null;
    // R-STATE-2 already there, or in Descente (planEnterState): the roll changes nothing.
    if (!actor?.isOwner || !actor.enterState || actor.statuses.has("zone") || actor.statuses.has("descente")) continue;
    await actor.enterState("zone");
  }
}
