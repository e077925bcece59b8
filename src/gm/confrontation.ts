/**
 * R-FIGHT-4 the GM's side of a reactive confrontation (combat/confrontation-flow.ts posts its card): the GM reads both
 * rolls from their own messages (trustedTestCard: each roll's author owning its roller, the attack re-read from each
 * roller's item), takes as the answer the responder's FIRST roll marked as answering that attack (a player cannot pick
 * its best of several) and keeps it on the attack card (deleting the answer or the card brings no other back),
 * recomputes both blows from the actors' armour, the winner and the damage from the rules, and refuses a card that says
 * anything else. Each blow is the same once-only record as the attack card's own "apply damage" on that victim: an
 * attack's blow on a target lands once, from whichever card.
 */
import { firstAnswer } from "../chat/actions";
import { answerOf } from "../chat/aggravation";
import { renderCard } from "../chat/render";
import type { CardState } from "../chat/test-card";
import type { RollState } from "../dice/roll-data";
import type { CombatActor } from "../combat/combat-actor";
import { isDefendable } from "../combat/defence";
import { confrontationCardView, readConfrontationRecord, sameConfrontation, takenBy, type ConfrontationRecord, type ConfrontationRole } from "../combat/confrontation";
import { ALREADY_ANSWERED, CONFRONTATION_CARD_TEMPLATE, DEFENDED, NOT_ALLOWED, confrontationOf } from "../combat/confrontation-flow";
import { actorAt, ownedBy } from "../net/actor-at";
import type { LedgerRecord } from "../net/ledger";
import { alreadyDone, recordDone } from "../net/records";
import { FORGED, blowRecord, rewrite, trustedTestCard } from "./cards";

const UNAVAILABLE = "ALTHERION.Combat.Error.Unavailable";

type Message = ChatMessage.Implementation;
type AnyUser = User.Implementation;
type Trusted = { state: RollState; card: CardState };

/** The once-only record of the blow `victim` takes: the dealer's card's own "apply damage" on it (R-FIGHT-3 one record per blow). */
function sideBlow(r: ConfrontationRecord, victim: ConfrontationRole): LedgerRecord {
  return victim === "responder" ? blowRecord(r.attackMessageId, r.responder.actorUuid) : blowRecord(r.answerMessageId ?? "", r.initiator.actorUuid);
}

interface TrustedConfrontation {
  record: ConfrontationRecord;
  cards: Record<ConfrontationRole, { message: Message; trusted: Trusted; actor: Actor.Implementation }>;
}

/**
 * The GM recomputes a confrontation card from its two rolls and its two actors; any difference
 * with what the card says (another answer, totals, criticals, blows, actors) refuses it. Only the
 * responder's owner may have posted it; the responder must be a target of the attack, and not have
 * defended against it (R-FIGHT-4 neither defends).
 */
export async function trustedConfrontation(message: Message): Promise<TrustedConfrontation | { error: string }> {
  const stored = readConfrontationRecord(message.flags);
  const attackMessage = stored ? game.messages?.get(stored.attackMessageId) : undefined;
  if (!stored?.answerMessageId || !attackMessage) return { error: UNAVAILABLE };
  const attack = await trustedTestCard(attackMessage);
  if ("error" in attack) return attack;
  // R-FIGHT-4 the answer the GM took into account for this responder (deleting it brings no other back), else its first roll for this attack.
  const taken = answerOf(attack.card.answers, stored.responder.actorUuid);
  if (taken && taken.answer !== stored.answerMessageId) return { error: ALREADY_ANSWERED };
  const answerMessage = taken ? game.messages?.get(taken.answer) : firstAnswer(stored.attackMessageId, stored.responder.actorUuid);
  if (!answerMessage) return { error: UNAVAILABLE };
  if (answerMessage.id !== stored.answerMessageId) return { error: FORGED };
  const answer = await trustedTestCard(answerMessage);
  if ("error" in answer) return answer;
  const initiator = await actorAt(attack.state.context.actorUuid);
  const responder = await actorAt(answer.state.context.actorUuid);
  if (!initiator || !responder || initiator.uuid === responder.uuid || !ownedBy(message.author, responder)) return { error: FORGED };
  if (!isDefendable(attack.state) || !attack.state.context.targets.some((x) => x.actorUuid === responder.uuid)) return { error: FORGED };
  if (attack.card.defences.some((d) => d.target === responder.uuid)) return { error: DEFENDED };
  const fresh = confrontationOf({ id: attackMessage.id ?? "", state: attack.state }, { id: answerMessage.id ?? "", state: answer.state }, initiator, responder);
  if (!fresh || !sameConfrontation(stored, fresh)) return { error: FORGED };
  const record = { ...fresh, applied: { initiator: alreadyDone(sideBlow(fresh, "initiator")), responder: alreadyDone(sideBlow(fresh, "responder")) } };
  return {
    record,
    cards: { initiator: { message: attackMessage, trusted: attack, actor: initiator }, responder: { message: answerMessage, trusted: answer, actor: responder } },
  };
}

/**
 * R-FIGHT-4 the GM takes a confrontation's answer into account on its attack card, once: the responder neither defends
 * nor confronts that attack again, and deleting the answer roll or the confrontation card brings no other answer back.
 */
async function takeAnswer(trusted: TrustedConfrontation): Promise<void> {
  const { message, trusted: attack } = trusted.cards.initiator;
  const responder = trusted.record.responder.actorUuid;
  if (answerOf(attack.card.answers, responder)) return;
  const card = { ...attack.card, answers: [...(attack.card.answers ?? []), { target: responder, answer: trusted.record.answerMessageId ?? "" }] };
  await rewrite(message, attack.state, card);
  attack.card = card;
}

/** R-FIGHT-4 the confrontation card `message` was posted: the GM takes its answer into account (its responder's owner asks). */
export async function recordAnswer(message: Message, user: AnyUser): Promise<string | null> {
  const stored = readConfrontationRecord(message.flags);
  if (!stored || !ownedBy(user, await actorAt(stored.responder.actorUuid))) return NOT_ALLOWED;
  const trusted = await trustedConfrontation(message);
  if ("error" in trusted) return trusted.error;
  await takeAnswer(trusted);
  return null;
}

/**
 * Applies the blow `victim` takes in a confrontation, for `user` (named by the transport): the
 * damage the GM recomputed, once (the dealer card's own record), then the dealer's card and the
 * confrontation card are rewritten by the GM.
 */
export async function performConfrontation(message: Message, victim: ConfrontationRole, user: AnyUser): Promise<string | null> {
  const trusted = await trustedConfrontation(message);
  if ("error" in trusted) return trusted.error;
  const { record, cards } = trusted;
  const dealer: ConfrontationRole = victim === "initiator" ? "responder" : "initiator";
  const target = cards[victim].actor;
  if (!ownedBy(user, target) && !ownedBy(user, cards[dealer].actor)) return NOT_ALLOWED;
  await takeAnswer(trusted);
  const blow = sideBlow(record, victim);
  const amount = takenBy(record, victim);
  if (alreadyDone(blow) || amount <= 0) return UNAVAILABLE;
  const from = record[dealer];
  const plan = await (target as CombatActor).applyDamage({ amount, type: from.damageType, lethal: from.lethal, critical: from.critSuccess === true });
  if (!plan.ok) return plan.key;
  await recordDone(blow);
  // The dealer's own card: this blow is applied (its "apply damage" on that target goes).
  const { message: dealt, trusted: card } = cards[dealer];
  if (dealt.isOwner && card.state.context.targets.some((x) => x.actorUuid === target.uuid)) {
    await rewrite(dealt, card.state, { ...card.card, damage: [...card.card.damage.filter((x) => x.target !== target.uuid), { target: target.uuid, amount, cancelled: false }] });
  }
  const next: ConfrontationRecord = { ...record, applied: { ...record.applied, [victim]: true } };
  await message.update({ content: await renderCard(CONFRONTATION_CARD_TEMPLATE, confrontationCardView(next)), "flags.altherion.confrontation": next } as never);
  return null;
}
