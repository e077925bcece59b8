/**
 * R-DICE-4 a roll's Impact points, taken by the GM for its card (issue 13, review 8 hole 3). A roll's surpuissance
 * dice come from its roller's standing sources, a spell's focus and the Impact points it spends (one die each); the
 * Impact pool is the roller's own, which its owner may lower at will, so a lowered pool proves nothing about a card.
 * Before the dice, the roller's client asks the active GM (`impactSpend`), naming the character, the Impact spent and
 * the id its card will be posted with. The GM reads the character itself, refuses a sender that does not own it, an
 * Impact above its pool, or a card id already used (a posted message, an earlier spend); it takes the points and
 * records them in its ledger for that card id and that character: the card's surpuissance dice beyond its standing
 * sources and focus are no more than that record (chat/actions.ts trustedTestCard, authority/replay.ts powerFits). A
 * copy of the card, posted with another id, took no Impact. With no GM connected, the owner's client spends its own
 * points through the same handler and nothing is recorded: such a card's Impact dice are not vouched for.
 */
import { POWER_DICE_MAX } from "../rules/index";
import { defineAction, impactSpentFor, perform, recordImpactSpent } from "../authority/index";
import { documentId, int, object, uuid } from "../authority/schema";
import { actorAt } from "../documents/actor-at";
import { sourceSystem } from "../data/gm-fields";
import { localize } from "../i18n";

export const IMPACT_NOT_ENOUGH = "ALTHERION.Roll.Error.NotEnoughImpact";
export const IMPACT_NOT_OWNER = "ALTHERION.Roll.Error.ImpactNotOwner";
export const IMPACT_REPLAYED = "ALTHERION.Roll.Error.ImpactReplayed";

export interface ImpactSpendPayload {
  actorUuid: string;
  /** The Impact points the roll spends (one surpuissance die each). */
  impact: number;
  /** The id the roll's card will be posted with (the GM's record of the spend names it). */
  messageId: string;
}

type PoolActor = Actor.Implementation & { spendPoints?: (pool: "impact", n: number) => Promise<{ ok: boolean }> };

export const IMPACT_SPEND = defineAction<ImpactSpendPayload>({
  name: "impactSpend",
  schema: object({ actorUuid: uuid, impact: int(1, POWER_DICE_MAX), messageId: documentId }),
  touches: (p) => [p.actorUuid],
  run: async ({ actorUuid, impact, messageId }, user) => {
    const actor = (await actorAt(actorUuid)) as PoolActor | null;
    if (!actor?.spendPoints || !actor.testUserPermission(user, "OWNER")) return IMPACT_NOT_OWNER;
    // Once: a spend names a card yet to be posted, and only one spend names it.
    if (game.messages?.get(messageId) || impactSpentFor(messageId)) return IMPACT_REPLAYED;
    const has = Number((sourceSystem(actor) as { points?: { impact?: { value?: unknown } } }).points?.impact?.value ?? 0);
    if (impact > has) return IMPACT_NOT_ENOUGH;
    if (!(await actor.spendPoints("impact", impact)).ok) return IMPACT_NOT_ENOUGH;
    await recordImpactSpent(messageId, actor.uuid, impact); // a GM's client only: what the card may claim
    return null;
  },
});

/** R-DICE-4 spends a roll's Impact through the active GM for its card `messageId` (here when none is connected and this user owns it); false (warned) when refused. */
export async function spendImpact(actor: Actor.Implementation, impact: number, messageId: string): Promise<boolean> {
  if (!impact) return true;
  const refused = await perform(IMPACT_SPEND, { actorUuid: actor.uuid, impact, messageId }, Boolean(actor.isOwner));
  if (refused) ui.notifications?.warn(localize(refused));
  return refused === null;
}
