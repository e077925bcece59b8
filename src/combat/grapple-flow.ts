/**
 * R-FIGHT-5 grapples, the Foundry side: the grappler's roll (Bagarre + Force or Agilité through
 * the roll workflow), the grapple card, the target's resistance and escape rolls, and applying the
 * effect. Whatever changes a document the user does not own (the card, the target) goes to the
 * active GM through the existing `altherion.combatAction` query; its handler calls
 * `performGrappleAction` with the requesting user, which re-checks ownership first.
 */
import { AltherionRoll } from "../dice/altherion-roll";
import { rollActorTest } from "../dice/test-workflow";
import { renderCard } from "../chat/render";
import type { AltherionActor } from "../documents/actor";
import { GRAPPLE_SKILL, escapeDifficulty, grappleComplexity, isGrappleCharacteristic, type GrappleCharacteristic } from "../rules/index";
import {
  GRAPPLE_LABEL, afterEscape, grappleCardView, grappleEffect, grappleRecord, readGrappleRecord, withResistance,
  type GrappleAction, type GrappleChoices, type GrappleRecord,
} from "./grapple";
import { localize as t } from "../i18n";
import { isSkipDialogHeld } from "../dice/skip-key";

export const GRAPPLE_CARD_TEMPLATE = "systems/altherion/templates/chat/combat-grapple.hbs";
export const GRAPPLE_DIALOG_TEMPLATE = "systems/altherion/templates/combat/grapple-dialog.hbs";

type Message = ChatMessage.Implementation;
type AnyUser = User.Implementation;

const owns = (user: AnyUser, actor: Actor.Implementation | null): boolean => Boolean(user.isGM || actor?.testUserPermission(user, "OWNER"));

async function actorOf(uuid: string | null | undefined): Promise<Actor.Implementation | null> {
  if (!uuid) return null;
  const doc = (await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as unknown;
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

function rollOf(message: Message | null | undefined): { actorUuid: string; total: number; success: boolean | null } | null {
  const roll = message?.rolls?.[0];
  const state = roll instanceof AltherionRoll ? roll.state : null;
  return state?.result ? { actorUuid: state.context.actorUuid ?? "", total: state.result.total, success: state.result.success } : null;
}

const forceOf = (actor: Actor.Implementation): number => Number(foundry.utils.getProperty(actor, "system.caracteristiques.force.value") ?? 0);

/** The current user's target (first targeted token's actor), if any. */
export function currentTarget(): { actor: Actor.Implementation; name: string } | null {
  for (const token of game.user?.targets ?? []) {
    if (token.actor) return { actor: token.actor as Actor.Implementation, name: token.name ?? token.actor.name ?? "" };
  }
  return null;
}

async function postCard(record: GrappleRecord, speaker: Actor.Implementation): Promise<void> {
  const content = await renderCard(GRAPPLE_CARD_TEMPLATE, grappleCardView(record));
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor: speaker }), flags: { altherion: { grapple: record } } } as never);
}

async function updateCard(message: Message, record: GrappleRecord): Promise<void> {
  const content = await renderCard(GRAPPLE_CARD_TEMPLATE, grappleCardView(record));
  await message.update({ content, "flags.altherion.grapple": record } as never);
}

/**
 * R-FIGHT-5 a grapple: the grappler rolls Bagarre + the chosen characteristic (complexity + the
 * target's build), then the grapple card asks the target to resist.
 */
export async function startGrapple(actor: Actor.Implementation, target: { actor: Actor.Implementation; name: string }, choices: GrappleChoices, options: { skipDialog?: boolean } = {}): Promise<void> {
  const label = `${t(GRAPPLE_LABEL[choices.grapple])} — ${target.name}`;
  const message = await rollActorTest(actor, {
    skillKeys: [GRAPPLE_SKILL], characteristic: choices.characteristic, complexity: grappleComplexity(choices.complexity, choices.size), label,
  }, { skipDialog: options.skipDialog });
  const roll = rollOf(message);
  if (!message?.id || !roll) return;
  const record = grappleRecord({
    choices, rollMessageId: message.id,
    grappler: { actorUuid: actor.uuid, name: actor.name ?? "", total: roll.total, force: forceOf(actor) },
    target: { actorUuid: target.actor.uuid, name: target.name },
  });
  await postCard(record, actor);
}

// ---- card buttons -------------------------------------------------------------------------

/** A grapple button was clicked (combat/actions.ts dispatches here). */
export async function onGrappleAction(message: Message, action: GrappleAction, data: DOMStringMap): Promise<void> {
  const user = game.user;
  const record = readGrappleRecord(message.flags);
  if (!user || !record) return;
  const skipDialog = isSkipDialogHeld();
  if (action === "grappleApply") return request(message, "grappleApply", {});
  const characteristic = data.characteristic;
  if (!isGrappleCharacteristic(characteristic)) return;
  const target = await actorOf(record.target.actorUuid);
  if (!target || !owns(user, target)) return void ui.notifications?.warn(t("ALTHERION.Combat.Error.NotAllowed"));
  if (action === "grappleResist") {
    if (record.resolution) return void ui.notifications?.warn(t("ALTHERION.Combat.Error.Unavailable"));
    const rolled = await rollActorTest(target, {
      characteristic, label: t("ALTHERION.Combat.Grapple.ResistLabel", { grapple: t(GRAPPLE_LABEL[record.grapple]) }),
    }, { skipDialog });
    if (rolled?.id) await request(message, "grappleResisted", { rollMessageId: rolled.id, characteristic });
    return;
  }
  if (action === "grappleEscape") {
    if (record.escaped || !record.applied) return void ui.notifications?.warn(t("ALTHERION.Combat.Error.Unavailable"));
    // R-FIGHT-5 [I] the escape's difficulty is the hold's total.
    const rolled = await rollActorTest(target, {
      characteristic, difficulty: escapeDifficulty(record.grappler.total), label: t("ALTHERION.Combat.Grapple.EscapeLabel", { name: record.grappler.name }),
    }, { skipDialog });
    if (rolled?.id) await request(message, "grappleEscaped", { rollMessageId: rolled.id, characteristic });
  }
}

/** Runs a document-changing grapple action here when allowed, else at the active GM. */
async function request(message: Message, action: GrappleAction, extra: Record<string, string>): Promise<void> {
  const user = game.user;
  const record = readGrappleRecord(message.flags);
  if (!user || !record) return;
  const target = await actorOf(record.target.actorUuid);
  const { requestCombatAction } = await import("./actions");
  await requestCombatAction(message, { action, side: null, extra }, user.isGM || (owns(user, target) && message.testUserPermission(user, "OWNER")));
}

/**
 * Changes the documents a grapple action touches, for `user` (the clicking user, or the user who
 * asked the GM): re-checks that the card is at the right step and that the user may act, reads the
 * resistance or escape roll from its own chat message (never a number sent by the client).
 */
export async function performGrappleAction(message: Message, action: string, extra: Record<string, string> | null | undefined, user: AnyUser): Promise<string | null> {
  const record = readGrappleRecord(message.flags);
  if (!record) return "ALTHERION.Combat.Error.Unavailable";
  const target = await actorOf(record.target.actorUuid);
  const grappler = await actorOf(record.grappler.actorUuid);
  if (!target) return "ALTHERION.Combat.Error.Unavailable";
  if (action === "grappleApply") {
    if (!owns(user, target) && !owns(user, grappler)) return "ALTHERION.Combat.Error.NotAllowed";
    const effect = grappleEffect(record);
    if (!effect) return "ALTHERION.Combat.Error.Unavailable";
    for (const id of effect.addStatuses) if (!target.statuses.has(id)) await target.toggleStatusEffect(id, { active: true });
    if (effect.damage > 0) {
      const plan = await (target as AltherionActor).applyDamage({ amount: effect.damage, type: "physique", lethal: true });
      if (!plan.ok) return plan.key;
    }
    await updateCard(message, { ...record, applied: true });
    return null;
  }
  if (action !== "grappleResisted" && action !== "grappleEscaped") return "ALTHERION.Combat.Error.Unavailable";
  if (!owns(user, target)) return "ALTHERION.Combat.Error.NotAllowed";
  const characteristic = extra?.characteristic;
  const roll = rollOf(game.messages?.get(extra?.rollMessageId ?? ""));
  if (!roll || roll.actorUuid !== target.uuid || !isGrappleCharacteristic(characteristic)) return "ALTHERION.Combat.Error.Unavailable";
  if (action === "grappleResisted") {
    if (record.resolution) return "ALTHERION.Combat.Error.Unavailable";
    await updateCard(message, withResistance(record, { characteristic: characteristic as GrappleCharacteristic, total: roll.total, messageId: extra?.rollMessageId ?? "" }));
    return null;
  }
  if (!record.applied || record.escaped) return "ALTHERION.Combat.Error.Unavailable";
  const { record: next, removeStatus } = afterEscape(record, roll.success === true);
  if (removeStatus && target.statuses.has(removeStatus)) await target.toggleStatusEffect(removeStatus, { active: false });
  if (next !== record) await updateCard(message, next);
  return null;
}
