/**
 * R-FIGHT-5 grapples, the Foundry side: the grappler's roll (Bagarre + Force or Agilité through
 * the roll workflow), the grapple card, the target's resistance and escape rolls, and applying the
 * effect. Whatever changes a document the user does not own (the card, the target) goes to the
 * active GM through the authority layer (`combatAction`); its handler calls `performGrappleAction`
 * with the sender, which re-checks ownership and recomputes the card: the grappler's roll and the
 * target's resistance are read from their own messages as posted (each roll's author owning its
 * roller), the resistance is the target's first roll marked as answering the card, Force comes
 * from the grappler, the effect from the rules; applying it is recorded once in the GM's ledger.
 */
import { AltherionRoll } from "../dice/altherion-roll";
import { rollActorTest } from "../dice/test-workflow";
import { actorRollData } from "../dice/actor-data";
import { renderCard } from "../chat/render";
import type { CombatActor } from "./combat-actor";
import { GRAPPLE_SIZE_COMPLEXITY, GRAPPLE_SKILL, escapeDifficulty, grappleComplexity, isGrappleCharacteristic, isGrappleSize, projectionDistance, type GrappleCharacteristic } from "../rules/index";
import { FORGED, firstAnswer, trustedTestCard } from "../chat/actions";
import { alreadyDone, recordDone } from "../net/records";
import { actorAt, ownedBy } from "../net/actor-at";
import type { RollState } from "../dice/roll-data";
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


function rollOf(message: Message | null | undefined): { actorUuid: string; total: number; success: boolean | null } | null {
  const roll = message?.rolls?.[0];
  const state = roll instanceof AltherionRoll ? roll.state : null;
  return state?.result ? { actorUuid: state.context.actorUuid ?? "", total: state.result.total, success: state.result.success } : null;
}

/** R-FIGHT-5 the grappler's Force as its rolls read it (its effective characteristic). */
const forceOf = (actor: Actor.Implementation): number => actorRollData(actor).characteristics.force;

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

/**
 * How a grapple action reaches whoever carries it out (combat/actions.ts passes its combat action: here when this user
 * may write what it changes and no GM is connected, else at the active GM).
 */
export type SendGrappleAction = (message: Message, action: GrappleAction, extra: Record<string, string>, canWriteAll: boolean) => Promise<void>;

/** A grapple button was clicked (combat/actions.ts dispatches here with its way of sending the action). */
export async function onGrappleAction(message: Message, action: GrappleAction, data: DOMStringMap, send: SendGrappleAction): Promise<void> {
  const request = (m: Message, a: GrappleAction, extra: Record<string, string>) => requestAt(m, a, extra, send);
  const user = game.user;
  const record = readGrappleRecord(message.flags);
  if (!user || !record) return;
  const skipDialog = isSkipDialogHeld();
  if (action === "grappleApply") return request(message, "grappleApply", {});
  const characteristic = data.characteristic;
  if (!isGrappleCharacteristic(characteristic)) return;
  const target = await actorAt(record.target.actorUuid);
  if (!target || !ownedBy(user, target)) return void ui.notifications?.warn(t("ALTHERION.Combat.Error.NotAllowed"));
  if (action === "grappleResist") {
    if (record.resolution || firstAnswer(message.id ?? "", target.uuid)) return void ui.notifications?.warn(t("ALTHERION.Combat.Error.Unavailable"));
    const rolled = await rollActorTest(target, {
      characteristic, label: t("ALTHERION.Combat.Grapple.ResistLabel", { grapple: t(GRAPPLE_LABEL[record.grapple]) }), requestId: message.id ?? undefined,
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
async function requestAt(message: Message, action: GrappleAction, extra: Record<string, string>, send: SendGrappleAction): Promise<void> {
  const user = game.user;
  const record = readGrappleRecord(message.flags);
  if (!user || !record) return;
  const target = await actorAt(record.target.actorUuid);
  await send(message, action, extra, user.isGM || (ownedBy(user, target) && message.testUserPermission(user, "OWNER")));
}

/** A test of `actorUuid` as posted, its author owning the roller (trustedTestCard), or null. */
async function trustedRoll(message: Message | null | undefined, actorUuid: string): Promise<(RollState & { result: NonNullable<RollState["result"]> }) | null> {
  const trusted = message ? await trustedTestCard(message) : null;
  if (!trusted || "error" in trusted || !trusted.state.result || trusted.state.context.actorUuid !== actorUuid) return null;
  return trusted.state as RollState & { result: NonNullable<RollState["result"]> };
}

/**
 * The GM recomputes a grapple card: the grappler's Bagarre roll from its message (its author
 * owning the grappler, its complexity at least the target's build), its Force from the grappler,
 * the resistance from the target's first roll marked as answering this card, the resolution
 * from the rules. A card whose totals or resolution say otherwise is forged.
 */
export async function trustedGrapple(message: Message, r: GrappleRecord): Promise<GrappleRecord | { error: string }> {
  const grappler = await actorAt(r.grappler.actorUuid);
  const roll = await trustedRoll(game.messages?.get(r.rollMessageId), r.grappler.actorUuid);
  if (!grappler || !roll || !ownedBy(message.author, grappler) || roll.result.total !== r.grappler.total) return { error: FORGED };
  // R-FIGHT-5 [I] Bagarre only, at the target's build's complexity or more.
  if (!isGrappleSize(r.size) || roll.context.skillKeys.some((k) => k !== GRAPPLE_SKILL) || roll.input.complexity < GRAPPLE_SIZE_COMPLEXITY[r.size]) return { error: FORGED };
  const fresh: GrappleRecord = { ...r, distance: r.grapple === "projection" ? projectionDistance(r.distance) : 0, grappler: { ...r.grappler, force: forceOf(grappler) }, resistance: null, resolution: null };
  if (!r.resistance) return r.resolution ? { error: FORGED } : fresh;
  const answer = firstAnswer(message.id ?? "", r.target.actorUuid);
  const resisted = await trustedRoll(answer, r.target.actorUuid);
  if (!answer || answer.id !== r.resistance.messageId || !resisted || resisted.result.total !== r.resistance.total) return { error: FORGED };
  const again = withResistance(fresh, { ...r.resistance, total: resisted.result.total });
  return JSON.stringify(again.resolution) === JSON.stringify(r.resolution) ? again : { error: FORGED };
}

/**
 * Changes the documents a grapple action touches, for `user` (the clicking user, or the user who
 * asked the GM): re-checks that the user may act and recomputes the card (trustedGrapple); never
 * a number sent by the client or written on the card.
 */
export async function performGrappleAction(message: Message, action: string, extra: Record<string, string> | null | undefined, user: AnyUser): Promise<string | null> {
  const stored = readGrappleRecord(message.flags);
  if (!stored) return "ALTHERION.Combat.Error.Unavailable";
  const target = await actorAt(stored.target.actorUuid);
  const grappler = await actorAt(stored.grappler.actorUuid);
  if (!target) return "ALTHERION.Combat.Error.Unavailable";
  if (action !== "grappleApply" && action !== "grappleResisted" && action !== "grappleEscaped") return "ALTHERION.Combat.Error.Unavailable";
  if (action === "grappleApply" ? !ownedBy(user, target) && !ownedBy(user, grappler) : !ownedBy(user, target)) return "ALTHERION.Combat.Error.NotAllowed";
  if (action === "grappleResisted") {
    // R-FIGHT-5 the resistance: the target's first roll marked as answering this card.
    const characteristic = extra?.characteristic;
    const answer = firstAnswer(message.id ?? "", target.uuid);
    if (stored.resistance || !answer || answer.id !== extra?.rollMessageId || !isGrappleCharacteristic(characteristic)) return "ALTHERION.Combat.Error.Unavailable";
    const record = await trustedGrapple(message, stored);
    const resisted = await trustedRoll(answer, target.uuid);
    if ("error" in record) return record.error;
    if (!resisted) return FORGED;
    await updateCard(message, withResistance(record, { characteristic: characteristic as GrappleCharacteristic, total: resisted.result.total, messageId: answer.id ?? "" }));
    return null;
  }
  const record = await trustedGrapple(message, stored);
  if ("error" in record) return record.error;
  if (action === "grappleApply") {
    const done = { message: message.id ?? "", action: "grappleApply", target: target.uuid };
    const effect = grappleEffect({ ...record, applied: false });
    if (!effect || alreadyDone(done)) return "ALTHERION.Combat.Error.Unavailable";
    for (const id of effect.addStatuses) if (!target.statuses.has(id)) await target.toggleStatusEffect(id, { active: true });
    if (effect.damage > 0) {
      const plan = await (target as CombatActor).applyDamage({ amount: effect.damage, type: "physique", lethal: true });
      if (!plan.ok) return plan.key;
    }
    await recordDone(done);
    await updateCard(message, { ...record, applied: true });
    return null;
  }
  if (!stored.applied || stored.escaped) return "ALTHERION.Combat.Error.Unavailable";
  // R-FIGHT-5 [I] the escape: a roll of the target's, its difficulty the hold's total as the GM recomputed it.
  const roll = await trustedRoll(game.messages?.get(extra?.rollMessageId ?? ""), target.uuid);
  if (!roll || roll.input.difficulty !== escapeDifficulty(record.grappler.total)) return FORGED;
  const { record: next, removeStatus } = afterEscape({ ...record, applied: true }, roll.result.success === true);
  if (removeStatus && target.statuses.has(removeStatus)) await target.toggleStatusEffect(removeStatus, { active: false });
  if (next.escaped) await updateCard(message, next);
  return null;
}
