/**
 * The actions behind card buttons (ARCHITECTURE.md §5). One delegated listener per rendered
 * message dispatches `data-action` clicks here. An action is authorised with the same view model
 * that showed the button; it runs locally when this user may write every document it changes,
 * otherwise at the active GM through the `altherion.cardAction` query, whose handler authorises
 * the requesting user again before changing anything.
 */
import { AltherionRoll } from "../dice/altherion-roll";
import { moralContextOf, moralRules, payMoral, planNarrowSuccess } from "../moral/index";
import { victimData } from "../dice/actor-data";
import { parseRollState, type RollState } from "../dice/roll-data";
import { parsePpState, ppRequestResult } from "../dice/pp-test";
import { planAvoid, planSuffer, type AggravationOutcome } from "./aggravation";
import { runHereOrAtGM } from "./gm-query";
import { authorize } from "./permissions";
import { renderCard } from "./render";
import { recordResult, requestView, type RequestState } from "./request-card";
import { localize } from "../i18n";
import { QUERY_CARD_ACTION, QUERY_REQUEST_RESULT } from "../query-names";
import { aggravationView, damageOn, emptyCardState, testCardView, type CardState, type Viewer } from "./test-card";

export const AGGRAVATION_CARD_TEMPLATE = "systems/altherion/templates/chat/aggravation-card.hbs";
export const REQUEST_CARD_TEMPLATE = "systems/altherion/templates/chat/request-card.hbs";
export const TEST_CARD = "systems/altherion/templates/chat/test-card.hbs";

type Message = ChatMessage.Implementation;
type AnyUser = User.Implementation;

/** The test state and card state of a message, or null when it is not a test card. */
export function readTestCard(message: Message): { state: RollState; card: CardState } | null {
  const roll = message.rolls.find((r) => r instanceof AltherionRoll);
  const state = roll ? parseRollState((roll.options as Record<string, unknown>).altherion) : null;
  if (!state) return null;
  const flag = foundry.utils.getProperty(message, "flags.altherion.card") as Partial<CardState> | undefined;
  return { state, card: { ...emptyCardState(), ...(flag ?? {}) } };
}

async function ownedBy(user: AnyUser, uuids: readonly string[]): Promise<Set<string>> {
  const owned = new Set<string>();
  for (const uuid of uuids) {
    const doc = (await fromUuid(uuid)) as Actor.Implementation | null;
    if (doc?.testUserPermission(user, "OWNER")) owned.add(uuid);
  }
  return owned;
}

async function viewerFor(user: AnyUser, uuids: readonly string[]): Promise<Viewer> {
  return { isGM: user.isGM, owned: await ownedBy(user, uuids) };
}

function uuidsOf(state: RollState): string[] {
  return [state.context.actorUuid, ...state.context.targets.map((x) => x.actorUuid)].filter((x): x is string => Boolean(x));
}

async function rewrite(message: Message, state: RollState, card: CardState): Promise<void> {
  const content = await renderCard(TEST_CARD, testCardView(state, card));
  await message.update({ content, "flags.altherion.card": card } as never);
}

/** Performs an authorised action; `user` is the one who pressed the button. Returns an error key or null. */
export async function performCardAction(message: Message, action: string, target: string | null, user: AnyUser): Promise<string | null> {
  const read = readTestCard(message);
  if (!read) return "ALTHERION.Chat.Error.Unavailable";
  const { state, card } = read;
  const auth = authorize(testCardView(state, card), action, target, await viewerFor(user, uuidsOf(state)));
  if (!auth.ok) return auth.reason;
  const actor = target ? ((await fromUuid(target)) as Actor.Implementation | null) : null;
  if (!actor) return "ALTHERION.Chat.Error.Unavailable";
  const next: CardState = structuredClone(card);

  if (action === "narrowSuccess") {
    // R-MORAL-3 spend one Désespoir: personal first, else the group's Moral (through the GM when needed),
    // free under Apaisement; Fortune and Fatalité follow the world's option (src/moral/).
    const moral = await moralContextOf(actor);
    const payment = planNarrowSuccess(moral, moralRules());
    if (!payment.ok) return payment.reason === "no-points" ? "ALTHERION.Chat.Error.NoDesespoir" : "ALTHERION.Moral.Error.Refused";
    if (!(await payMoral(actor, moral, payment))) return "ALTHERION.Moral.Error.Refused";
    next.narrowSuccess = true;
  } else if (action === "applyDamage") {
    const tc = state.context.targets.find((x) => x.actorUuid === target);
    const d = tc ? damageOn(state, tc) : null;
    const attack = state.context.attack;
    if (!d || !attack) return "ALTHERION.Chat.Error.Unavailable";
    const a = actor as Actor.Implementation & { applyDamage?: (i: { amount: number; type?: string; lethal?: boolean }) => Promise<unknown> };
    if (d.amount > 0 && a.applyDamage) await a.applyDamage({ amount: d.amount, type: attack.type, lethal: attack.lethal });
    next.damage[actor.uuid] = { amount: d.amount, cancelled: d.cancelled };
  } else if (action === "aggravationAvoid" || action === "aggravationSuffer") {
    const v = victimData(actor);
    let outcome: AggravationOutcome;
    let d10Roll: Roll | null = null;
    if (action === "aggravationAvoid") {
      const plan = planAvoid(v);
      if ("error" in plan) return plan.error;
      outcome = plan;
    } else {
      // R-CRIT-2 the card rolls 1d10 on the table of the victim's Fragilité.
      d10Roll = await new Roll("1d10").evaluate();
      outcome = planSuffer(v, d10Roll.total ?? 1);
    }
    await actor.update(outcome.update as never);
    if (outcome.condition && !actor.statuses.has(outcome.condition)) await actor.toggleStatusEffect(outcome.condition, { active: true });
    if (outcome.death && !actor.statuses.has("mort")) await actor.toggleStatusEffect("mort", { active: true });
    next.aggravation[actor.uuid] = outcome;
    const victim = state.context.targets.find((x) => x.actorUuid === actor.uuid)?.name ?? actor.name ?? "";
    const view = aggravationView(actor.uuid, victim, "critSuccess", outcome);
    const content = await renderCard(AGGRAVATION_CARD_TEMPLATE, view);
    await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ actor }), rolls: d10Roll ? [d10Roll] : [], flags: { altherion: { aggravation: true } } } as never);
  } else {
    return "ALTHERION.Chat.Error.Unavailable";
  }
  await rewrite(message, state, next);
  return null;
}

/** Can this user write everything the action changes (the target actor and the message)? */
async function canWriteAll(message: Message, target: string | null, user: AnyUser): Promise<boolean> {
  if (user.isGM) return true;
  if (!message.testUserPermission(user, "OWNER")) return false;
  if (!target) return true;
  const actor = (await fromUuid(target)) as Actor.Implementation | null;
  return Boolean(actor?.testUserPermission(user, "OWNER"));
}

/** A click on a card button, for the current user. */
export async function onCardAction(message: Message, action: string, target: string | null): Promise<void> {
  const user = game.user;
  if (!user) return;
  if (action === "requestRoll") return onRequestRoll(message, target);
  const read = readTestCard(message);
  if (!read) return;
  const auth = authorize(testCardView(read.state, read.card), action, target, await viewerFor(user, uuidsOf(read.state)));
  if (!auth.ok) return void ui.notifications?.warn(localize(auth.reason));
  const error = await runHereOrAtGM({
    canWriteAll: await canWriteAll(message, target, user), here: () => performCardAction(message, action, target, user),
    query: QUERY_CARD_ACTION, data: { messageId: message.id, action, target, userId: user.id },
  });
  if (error) ui.notifications?.warn(localize(error));
}

// ---- GM roll requests ----------------------------------------------------------------------

export function readRequest(message: Message): RequestState | null {
  const state = foundry.utils.getProperty(message, "flags.altherion.request") as RequestState | undefined;
  return state && state.version === 1 ? state : null;
}

/** Records a roll's result on a request card; `user` is the roller. Returns an error key or null. */
export async function performRequestResult(message: Message, actorUuid: string, rollMessage: Message | null, user: AnyUser): Promise<string | null> {
  const state = readRequest(message);
  if (!state) return "ALTHERION.Chat.Error.Unavailable";
  const read = rollMessage ? readTestCard(rollMessage) : null;
  const pool = read?.state.result ? { ...read.state.result, actorUuid: read.state.context.actorUuid } : null;
  // R-PP-7 in the achat ruleset the answer is a PP test (dice/pp-test.ts).
  const pp = rollMessage?.rolls.map((roll) => parsePpState((roll.options as Record<string, unknown>).altherionPp)).find((x) => x !== null);
  const r = pool ?? (pp ? ppRequestResult(pp) : null);
  if (!r || r.actorUuid !== actorUuid) return "ALTHERION.Chat.Error.Unavailable";
  const done = recordResult(state, actorUuid, { total: r.total, success: r.success, margin: r.margin, messageId: rollMessage?.id ?? null }, await viewerFor(user, [actorUuid]));
  if (!done.ok) return done.reason;
  const content = await renderCard(REQUEST_CARD_TEMPLATE, requestView(done.state));
  await message.update({ content, "flags.altherion.request": done.state } as never);
  return null;
}

async function onRequestRoll(message: Message, actorUuid: string | null): Promise<void> {
  const state = readRequest(message);
  const user = game.user;
  if (!state || !actorUuid || !user) return;
  const actor = (await fromUuid(actorUuid)) as Actor.Implementation | null;
  if (!actor?.isOwner) return void ui.notifications?.warn(localize("ALTHERION.Chat.Error.NotAllowed"));
  const { rollActorTest } = await import("../dice/test-workflow");
  const rolled = await rollActorTest(actor, {
    label: state.label || undefined, skillNames: state.skills, characteristic: state.characteristic,
    complexity: state.complexity, difficulty: state.difficulty, requestId: message.id ?? undefined,
  });
  if (!rolled) return;
  const error = await runHereOrAtGM({
    canWriteAll: user.isGM || message.isOwner, here: () => performRequestResult(message, actorUuid, rolled, user),
    query: QUERY_REQUEST_RESULT, data: { messageId: message.id, actorUuid, rollMessageId: rolled.id, userId: user.id },
  });
  if (error) ui.notifications?.warn(localize(error));
}
