/**
 * The actions behind card buttons (ARCHITECTURE.md §5). One delegated listener per rendered
 * message dispatches `data-action` clicks here, and each goes through the GM seam: the card action
 * and a request's answer are declared here (name, payload schema, the documents they touch), the
 * payload only refers (message id, action, target), and the GM's handlers (gm/cards.ts) read the card
 * as posted with what the GM reads from documents, check the button with the same view model that
 * showed it (cardButtons, viewerFor), and record the action once.
 */
import { AltherionRoll } from "../dice/altherion-roll";
import { parseRollState, type RollState } from "../dice/roll-data";
import { parsePpState, ppCardView, type PpTestState } from "../dice/pp-test";
import { authorize } from "./permissions";
import type { RequestState } from "./request-card";
import { localize } from "../i18n";
import { declareAction, perform } from "../net/perform";
import { documentId, nullable, object, oneOf, uuid } from "../net/schema";
import { allButtons, parseCardState, testCardView, type CardState, type Viewer } from "./test-card";
import { actorAt, ownedBy } from "../net/actor-at";
import { rollActorTest } from "../dice/test-workflow";

export const AGGRAVATION_CARD_TEMPLATE = "systems/altherion/templates/chat/aggravation-card.hbs";
export const REQUEST_CARD_TEMPLATE = "systems/altherion/templates/chat/request-card.hbs";
export const TEST_CARD = "systems/altherion/templates/chat/test-card.hbs";
type Message = ChatMessage.Implementation;
type AnyUser = User.Implementation;

/** The test state and card state of a message as it is stored, or null when it is not a test card. */
export function readTestCard(message: Message): { state: RollState; card: CardState } | null {
  const roll = message.rolls.find((r) => r instanceof AltherionRoll);
  const state = roll ? parseRollState((roll.options as Record<string, unknown>).altherion) : null;
  if (!state) return null;
  return { state, card: parseCardState(foundry.utils.getProperty(message, "flags.altherion.card")) };
}

/** A PP test's state (achat ruleset) and its card state as stored, or null when the message is not a PP test. */
export function readPpCard(message: Message): { pp: PpTestState; card: CardState } | null {
  const pp = message.rolls.map((roll) => parsePpState((roll.options as Record<string, unknown>).altherionPp)).find((x) => x !== null);
  return pp ? { pp, card: parseCardState(foundry.utils.getProperty(message, "flags.altherion.card")) } : null;
}

/** The first message whose test is `actorUuid`'s, marked as answering the card `cardId` (R-FIGHT-4 a confrontation's answer, R-FIGHT-5 a grapple's resistance). */
export function firstAnswer(cardId: string, actorUuid: string): Message | null {
  for (const m of game.messages?.contents ?? []) {
    const context = readTestCard(m)?.state.context;
    if (context?.requestId === cardId && context.actorUuid === actorUuid) return m;
  }
  return null;
}

export async function viewerFor(user: AnyUser, uuids: readonly string[]): Promise<Viewer> {
  const owned = new Set<string>();
  for (const uuid of uuids) if (ownedBy(user, await actorAt(uuid))) owned.add(uuid);
  return { isGM: user.isGM, owned };
}

export function uuidsOf(state: RollState): string[] {
  const healed = state.context.spell?.heal?.actorUuid ?? null; // R-SPELL-1 the healing spell's target
  return [state.context.actorUuid, ...state.context.targets.map((x) => x.actorUuid), healed].filter((x): x is string => Boolean(x));
}

const CARD_ACTIONS = [
  "narrowSuccess", "applyDamage", "aggravationAvoid", "aggravationSuffer", "acceptFortune", "refuseFortune", "grantFortune", "takeFatalite",
  "applyHealing",
] as const;
export type CardActionName = (typeof CARD_ACTIONS)[number];
const cardPayload = object({ messageId: documentId, action: oneOf(CARD_ACTIONS), target: nullable(uuid) });
export type CardPayload = { messageId: string; action: CardActionName; target: string | null };

/** A card's buttons and the actors they name: a test card's, or a PP test card's (R-FORT-1/2 only). */
export function cardButtons(read: { state: RollState; card: CardState } | { pp: PpTestState; card: CardState }) {
  if ("state" in read) return { buttons: allButtons(testCardView(read.state, read.card)), uuids: uuidsOf(read.state) };
  return { buttons: ppCardView(read.pp, read.card).buttons, uuids: read.pp.actorUuid ? [read.pp.actorUuid] : [] };
}

/** A card button, through the GM seam (gm/cards.ts cardAction); requests on one card (and its target) run one at a time. */
export const CARD_ACTION = declareAction<CardPayload>({
  name: "cardAction",
  schema: cardPayload,
  // narrowSuccess pays through the Moral action, which queues on the group itself.
  touches: (p) => (p.action === "narrowSuccess" || !p.target ? [p.messageId] : [p.messageId, p.target]),
});

/** Can this user write everything the action changes (the target actor and the message)? */
async function canWriteAll(message: Message, target: string | null, user: AnyUser): Promise<boolean> {
  if (user.isGM) return true;
  if (!message.testUserPermission(user, "OWNER")) return false;
  return !target || ownedBy(user, await actorAt(target));
}

/**
 * R-FIGHT-2 [I] a target whose defence left no blow takes nothing from the attack card; nor does one whose defence row
 * predates the GM keeping what it left (its defence card decides).
 */
export const decidedByDefence = (action: string, card: CardState, target: string | null): boolean => {
  const row = action === "applyDamage" && target !== null ? card.defences.find((d) => d.target === target) : undefined;
  return row !== undefined && !row.damage;
};

/**
 * R-SPELL-1 a healing spell that succeeded heals its target at once, as the card's "heal" button does (through the
 * GM when the caster does not own the target). [I] A roll with Fortune declared waits for the GM's answer: the
 * button stays on the card.
 */
export async function healOnSuccess(message: Message): Promise<void> {
  const read = readTestCard(message);
  const heal = read ? allButtons(testCardView(read.state, read.card)).find((b) => b.action === "applyHealing") : undefined;
  if (heal) await onCardAction(message, heal.action, heal.target);
}

/** A click on a card button, for the current user. */
export async function onCardAction(message: Message, action: string, target: string | null): Promise<void> {
  const user = game.user;
  if (!user || !message.id) return;
  if (action === "requestRoll") return onRequestRoll(message, target);
  const read = readPpCard(message) ?? readTestCard(message);
  if (!read || !(CARD_ACTIONS as readonly string[]).includes(action)) return;
  if (decidedByDefence(action, read.card, target)) return void ui.notifications?.warn(localize("ALTHERION.Combat.Error.AlreadyDefended"));
  const { buttons, uuids } = cardButtons(read);
  const auth = authorize(buttons, action, target, await viewerFor(user, uuids));
  if (!auth.ok) return void ui.notifications?.warn(localize(auth.reason));
  const error = await perform(CARD_ACTION, { messageId: message.id, action: action as CardActionName, target }, await canWriteAll(message, target, user));
  if (error) ui.notifications?.warn(localize(error));
}

// ---- GM roll requests ----------------------------------------------------------------------

/** A request card's state; only a GM's card is a request. */
export function readRequest(message: Message): RequestState | null {
  const state = foundry.utils.getProperty(message, "flags.altherion.request") as RequestState | undefined;
  return state && state.version === 1 && message.author?.isGM ? state : null;
}

const requestPayload = object({ messageId: documentId, actorUuid: uuid, rollMessageId: documentId });
export type RequestPayload = { messageId: string; actorUuid: string; rollMessageId: string };

/** A request answered, through the GM seam (gm/cards.ts requestResult); answers to one card run one at a time. */
export const REQUEST_RESULT = declareAction<RequestPayload>({
  name: "requestResult",
  schema: requestPayload,
  touches: (p) => [p.messageId],
});

async function onRequestRoll(message: Message, actorUuid: string | null): Promise<void> {
  const state = readRequest(message);
  const user = game.user;
  if (!state || !actorUuid || !user || !message.id) return;
  const actor = await actorAt(actorUuid);
  if (!actor?.isOwner) return void ui.notifications?.warn(localize("ALTHERION.Chat.Error.NotAllowed"));
  const rolled = await rollActorTest(actor, {
    label: state.label || undefined, skillKeys: state.skills, characteristic: state.characteristic,
    complexity: state.complexity, difficulty: state.difficulty, requestId: message.id,
  });
  if (!rolled?.id) return;
  const error = await perform(REQUEST_RESULT, { messageId: message.id, actorUuid, rollMessageId: rolled.id }, user.isGM || message.isOwner);
  if (error) ui.notifications?.warn(localize(error));
}
