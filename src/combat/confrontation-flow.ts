/**
 * R-FIGHT-4 reactive confrontation, the Foundry side: the target answers an attack card with an
 * attack roll of its own (marked as answering that card) and posts the confrontation card; its damage
 * is applied by the GM (gm/confrontation.ts), which computes it from the two rolls as posted.
 */
import { firstAnswer, readTestCard } from "../chat/actions";
import { answerOf, blowApplied } from "../chat/aggravation";
import { renderCard } from "../chat/render";
import { targetDefences } from "../dice/actor-data";
import type { RollState } from "../dice/roll-data";
import { rollActorTest } from "../dice/test-workflow";
import { actorAt, ownedBy } from "../net/actor-at";
import { isDefendable } from "./defence";
import {
  confrontationCardView, confrontationRecord, confrontationSide, readConfrontationRecord, type ConfrontationRecord,
} from "./confrontation";
import { localize as t } from "../i18n";

export const CONFRONTATION_CARD_TEMPLATE = "systems/altherion/templates/chat/combat-confrontation.hbs";
export const NOT_ALLOWED = "ALTHERION.Combat.Error.NotAllowed";
export const ALREADY_ANSWERED = "ALTHERION.Combat.Error.AlreadyAnswered";
export const DEFENDED = "ALTHERION.Combat.Error.Defended";

type Message = ChatMessage.Implementation;
/** [I] R-FIGHT-4 "the loser (if still conscious)": read when its blow is applied, so a winner's blow that knocks it out first leaves it none. */
/** R-CON-5 an unconscious or dead creature no longer acts: it neither answers an attack nor defends. */
export const conscious = (actor: Actor.Implementation): boolean => !(actor.statuses.has("inconscience") || actor.statuses.has("mort"));

/**
 * R-FIGHT-4 the record of two rolls (an attack and its answer) between these actors, as the rules give it now; no blow
 * applied yet (the GM's records say which were: gm/confrontation.ts).
 */
export function confrontationOf(attack: { id: string; state: RollState }, answer: { id: string; state: RollState }, initiator: Actor.Implementation, responder: Actor.Implementation): ConfrontationRecord | null {
  const a = attack.state;
  const b = answer.state;
  if (!a.result || !b.result || !a.context.attack || !b.context.attack) return null;
  const record = confrontationRecord(attack.id, answer.id,
    confrontationSide({ actorUuid: initiator.uuid, name: a.context.actorName || initiator.name || "", result: a.result, agonie: a.input.agonie ?? 0, attack: a.context.attack, otherDefences: targetDefences(responder), conscious: conscious(initiator) }),
    confrontationSide({ actorUuid: responder.uuid, name: responder.name ?? "", result: b.result, agonie: b.input.agonie ?? 0, attack: b.context.attack, otherDefences: targetDefences(initiator), conscious: conscious(responder) }));
  return record;
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
