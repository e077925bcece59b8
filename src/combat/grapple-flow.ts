/**
 * R-FIGHT-5 grapples, the Foundry side: the grappler's roll (Bagarre + Force or Agilité through
 * the roll workflow), the grapple card, the target's resistance and escape rolls, and applying the
 * effect. Whatever changes a document the user does not own (the card, the target) goes to the
 * active GM through the GM seam (`combatAction`); its handler (gm/grapple.ts) re-checks the
 * sender's ownership and recomputes the card: the grappler's roll and the
 * target's resistance are read from their own messages as posted (each roll's author owning its
 * roller), the resistance is the target's first roll marked as answering the card, Force comes
 * from the grappler, the effect from the rules; applying it is recorded once in the GM's ledger.
 */
import { AltherionRoll } from "../dice/altherion-roll";
import { rollActorTest } from "../dice/test-workflow";
import { actorRollData } from "../dice/actor-data";
import { renderCard } from "../chat/render";
import { GRAPPLE_SKILL, escapeDifficulty, grappleComplexity, isGrappleCharacteristic } from "../rules/index";
import { firstAnswer } from "../chat/actions";
import { actorAt, ownedBy } from "../net/actor-at";
import {
  GRAPPLE_LABEL, grappleCardView, grappleRecord, readGrappleRecord, type GrappleAction, type GrappleChoices, type GrappleRecord,
} from "./grapple";
import { localize as t } from "../i18n";
import { isSkipDialogHeld } from "../dice/skip-key";

export const GRAPPLE_CARD_TEMPLATE = "systems/altherion/templates/chat/combat-grapple.hbs";
export const GRAPPLE_DIALOG_TEMPLATE = "systems/altherion/templates/combat/grapple-dialog.hbs";

type Message = ChatMessage.Implementation;


function rollOf(message: Message | null | undefined): { actorUuid: string; total: number; success: boolean | null } | null {
  const roll = message?.rolls?.[0];
  const state = roll instanceof AltherionRoll ? roll.state : null;
  return state?.result ? { actorUuid: state.context.actorUuid ?? "", total: state.result.total, success: state.result.success } : null;
}

/** R-FIGHT-5 the grappler's Force as its rolls read it (its effective characteristic). */
export const forceOf = (actor: Actor.Implementation): number => actorRollData(actor).characteristics.force;

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

export async function updateCard(message: Message, record: GrappleRecord): Promise<void> {
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
