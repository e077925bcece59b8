/**
 * R-FIGHT-4 reactive confrontation, the Foundry side: the target answers an attack card with an
 * attack roll of its own (marked as answering that card), the confrontation card, and its damage
 * applied by the GM, which computes it from the two rolls as posted.
 *
 * The GM reads both rolls from their own messages (trustedTestCard: each roll's author owning its
 * roller, the attack re-read from each roller's item), takes as the answer the responder's FIRST roll
 * marked as answering that attack (a player cannot pick its best of several) and keeps it on the
 * attack card (deleting the answer or the card brings no other back), recomputes both blows from the
 * actors' armour, the winner and the damage from the rules, and refuses a card that says anything
 * else. Each blow is the same once-only record as the attack card's own "apply damage" on that
 * victim (the GM's ledger): an attack's blow on a target lands once, from whichever card.
 */
import { blowRecord, firstAnswer, readTestCard, rewrite, trustedTestCard, FORGED } from "../chat/actions";
import { answerOf, blowApplied } from "../chat/aggravation";
import { renderCard } from "../chat/render";
import type { CardState } from "../chat/test-card";
import { alreadyDone, recordDone } from "../net/records";
import type { LedgerRecord } from "../net/ledger";
import { targetDefences } from "../dice/actor-data";
import type { RollState } from "../dice/roll-data";
import { rollActorTest } from "../dice/test-workflow";
import { actorAt, ownedBy } from "../net/actor-at";
import type { CombatActor } from "./combat-actor";
import { isDefendable } from "./defence";
import {
  confrontationCardView, confrontationRecord, confrontationSide, readConfrontationRecord, sameConfrontation, takenBy,
  type ConfrontationRecord, type ConfrontationRole,
} from "./confrontation";
import { localize as t } from "../i18n";

export const CONFRONTATION_CARD_TEMPLATE = "systems/altherion/templates/chat/combat-confrontation.hbs";
const UNAVAILABLE = "ALTHERION.Combat.Error.Unavailable";
const NOT_ALLOWED = "ALTHERION.Combat.Error.NotAllowed";
export const ALREADY_ANSWERED = "ALTHERION.Combat.Error.AlreadyAnswered";
const DEFENDED = "ALTHERION.Combat.Error.Defended";

type Message = ChatMessage.Implementation;
type AnyUser = User.Implementation;
type Trusted = { state: RollState; card: CardState };


/** [I] R-FIGHT-4 "the loser (if still conscious)": read when its blow is applied, so a winner's blow that knocks it out first leaves it none. */
/** R-CON-5 an unconscious or dead creature no longer acts: it neither answers an attack nor defends. */
export const conscious = (actor: Actor.Implementation): boolean => !(actor.statuses.has("inconscience") || actor.statuses.has("mort"));

/** R-FIGHT-4 the record of two rolls (an attack and its answer) between these actors, as the rules give it now. */
function confrontationOf(attack: { id: string; state: RollState }, answer: { id: string; state: RollState }, initiator: Actor.Implementation, responder: Actor.Implementation): ConfrontationRecord | null {
  const a = attack.state;
  const b = answer.state;
  if (!a.result || !b.result || !a.context.attack || !b.context.attack) return null;
  const record = confrontationRecord(attack.id, answer.id,
    confrontationSide({ actorUuid: initiator.uuid, name: a.context.actorName || initiator.name || "", result: a.result, agonie: a.input.agonie ?? 0, attack: a.context.attack, otherDefences: targetDefences(responder), conscious: conscious(initiator) }),
    confrontationSide({ actorUuid: responder.uuid, name: responder.name ?? "", result: b.result, agonie: b.input.agonie ?? 0, attack: b.context.attack, otherDefences: targetDefences(initiator), conscious: conscious(responder) }));
  return { ...record, applied: { initiator: alreadyDone(sideBlow(record, "initiator")), responder: alreadyDone(sideBlow(record, "responder")) } };
}

/** The once-only record of the blow `victim` takes: the dealer's card's own "apply damage" on it (R-FIGHT-3 one record per blow). */
function sideBlow(r: ConfrontationRecord, victim: ConfrontationRole): LedgerRecord {
  return victim === "responder" ? blowRecord(r.attackMessageId, r.responder.actorUuid) : blowRecord(r.answerMessageId ?? "", r.initiator.actorUuid);
}

/**
 * R-FIGHT-4 the target answers with an attack: it rolls one of its weapons or attack spells, marked as answering this card;
 * the totals decide. The confrontation card posted (the GM then takes its answer into account: recordAnswer), or null.
 */
export async function confront(message: Message, targetUuid: string | null): Promise<Message | null> {
  const state = readTestCard(message)?.state ?? null;
  const user = game.user;
  if (!user || !message.id || !isDefendable(state)) return null;
  const responder = await actorAt(targetUuid);
  const initiator = await actorAt(state.context.actorUuid);
  if (!responder || !initiator || !ownedBy(user, responder)) return refused(NOT_ALLOWED);
  const card = readTestCard(message)?.card;
  if (answerOf(card?.answers, responder.uuid) || firstAnswer(message.id, responder.uuid)) return refused(ALREADY_ANSWERED);
  if (card?.defences.some((d) => d.target === responder.uuid)) return refused(DEFENDED);
  if (blowApplied(card?.damage ?? [], responder.uuid)) return refused("ALTHERION.Combat.Error.DefenceAfterBlow"); // R-FIGHT-3
  const weapons = responder.items.filter((i) => i.type === "arme" || (i.type === "sort" && (i.system as unknown as { soin?: boolean }).soin !== true));
  if (!weapons.length) return refused("ALTHERION.Combat.Error.NoWeapon");
  const weapon = weapons.find((i) => (i.system as unknown as { equipee?: boolean }).equipee === true) ?? weapons[0];
  const answer = await rollActorTest(responder, { itemUuid: weapon.uuid, label: t("ALTHERION.Combat.Defence.Confront"), requestId: message.id });
  const answerState = answer ? readTestCard(answer)?.state : null;
  if (!answer?.id || !answerState) return null;
  const record = confrontationOf({ id: message.id, state }, { id: answer.id, state: answerState }, initiator, responder);
  if (!record) return null;
  const content = await renderCard(CONFRONTATION_CARD_TEMPLATE, confrontationCardView(record));
  const posted = await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor: responder }), flags: { altherion: { confrontation: record } } } as never);
  return (posted as Message | undefined) ?? null;
}

/** Warns `key` on this client: nothing was done. */
function refused(key: string): null {
  ui.notifications?.warn(t(key));
  return null;
}

/** The documents a confrontation card names (the queue's keys; the GM then checks they are the ones its rolls give). */
export function confrontationKeys(message: Message | undefined): string[] {
  const r = message ? readConfrontationRecord(message.flags) : null;
  return r ? [r.attackMessageId, r.answerMessageId ?? "", r.initiator.actorUuid, r.responder.actorUuid].filter(Boolean) : [];
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
  const record = confrontationOf({ id: attackMessage.id ?? "", state: attack.state }, { id: answerMessage.id ?? "", state: answer.state }, initiator, responder);
  if (!record || !sameConfrontation(stored, record)) return { error: FORGED };
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
