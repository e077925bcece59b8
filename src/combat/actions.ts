/**
 * Combat actions behind chat cards (ARCHITECTURE.md §5): the defence bar under attack cards
 * (Blocage / Esquive / Parade / reactive confrontation), the defence and confrontation cards and
 * their "apply damage" buttons. An action that changes an actor the user does not own goes to the
 * active GM through the GM seam (`combatAction`, declared here), whose handler (gm/combat.ts) recomputes
 * the card from documents and re-checks the sender's ownership before anything changes.
 */
import { AltherionRoll } from "../dice/altherion-roll";
import { actorRollData } from "../dice/actor-data";
import { emptyContext, type RollState } from "../dice/roll-data";
import { renderCard } from "../chat/render";
import { canUse } from "../chat/test-card";
import { answerOf, blowApplied, hasDefended } from "../chat/aggravation";
import { readTestCard } from "../chat/actions";
import { declareAction, perform } from "../net/perform";
import { documentId, nullable, object, oneOf, text } from "../net/schema";
import type { CombatActor } from "./combat-actor";
import { actorAt, ownedBy } from "../net/actor-at";
import {
  DEFENCE_LABEL, attackFacts, defaultChoices, defenceAttack, defenceBarView, defenceCardView, defenceRecord, defenceRefusal, defenderEquipment, isDefendable,
  planDefence, readDefenceRecord, type AttackFacts,
} from "./defence";
import { readConfrontationRecord } from "./confrontation";
import { ALREADY_ANSWERED, confront, confrontationKeys, conscious } from "./confrontation-flow";
import { defenceDialog } from "./defence-dialog";
import { GRAPPLE_ACTIONS, isGrappleAction, readGrappleRecord } from "./grapple";
import { onGrappleAction } from "./grapple-flow";
import { fortuneGrantable, type DefenceId, type TestResult } from "../rules/index";
import { localize as t } from "../i18n";

export const DEFENCE_BAR_TEMPLATE = "systems/altherion/templates/combat/defence-bar.hbs";
export const DEFENCE_CARD_TEMPLATE = "systems/altherion/templates/chat/combat-defence.hbs";

type Message = ChatMessage.Implementation;
type AnyUser = User.Implementation;

export function rollStateOf(message: Message): RollState | null {
  const roll = message.rolls?.[0];
  return roll instanceof AltherionRoll ? roll.state : null;
}

function actorSync(uuid: string | null): Actor.Implementation | null {
  if (!uuid) return null;
  const doc = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as unknown;
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}


async function factsOf(state: RollState): Promise<AttackFacts> {
  const uuid = state.context.attack?.itemUuid ?? null;
  const item = uuid ? ((await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as Item.Implementation | null) : null;
  return attackFacts(item?.type ?? null, item?.system, state.context.attack?.hidden === true);
}

// ---- rendering ------------------------------------------------------------------------------

/** renderChatMessageHTML: the defence bar under attack cards, per-user buttons, one click listener. */
export function onRenderChatMessage(message: Message, html: HTMLElement): void {
  const state = rollStateOf(message);
  const pending: Promise<void>[] = [];
  if (isDefendable(state)) pending.push(appendDefenceBar(message, state, html));
  void Promise.all(pending).then(() => hideUnusable(html));
  if (!html.querySelector("[data-combat-action]") && !isDefendable(state)) return;
  html.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button[data-combat-action]");
    if (!button) return;
    event.preventDefault();
    button.disabled = true;
    void onCombatAction(message, button.dataset).finally(() => (button.disabled = false));
  });
}

async function appendDefenceBar(message: Message, state: RollState, html: HTMLElement): Promise<void> {
  const user = game.user;
  if (!user || !message.id) return;
  const facts = await factsOf(state);
  const view = defenceBarView(message.id, state, facts, (uuid) => ownedBy(user, actorSync(uuid)), readTestCard(message)?.card);
  if (!view) return;
  const content = await renderCard(DEFENCE_BAR_TEMPLATE, view);
  const holder = html.querySelector(".message-content") ?? html;
  holder.insertAdjacentHTML("beforeend", content);
}

function hideUnusable(html: HTMLElement): void {
  const user = game.user;
  if (!user) return;
  for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-combat-action][data-owners]")) {
    const owners = (button.dataset.owners ?? "").split(/\s+/).filter(Boolean);
    const owned = new Set(owners.filter((uuid) => ownedBy(user, actorSync(uuid))));
    if (!canUse({ owners }, { isGM: user.isGM, owned })) button.remove();
  }
}

// ---- clicks ---------------------------------------------------------------------------------

async function onCombatAction(message: Message, data: DOMStringMap): Promise<void> {
  const action = data.combatAction ?? "";
  if (isGrappleAction(action)) return onGrappleAction(message, action, data, (m, a, extra, canWriteAll) => requestCombatAction(m, { action: a, side: null, extra }, canWriteAll)); // R-FIGHT-5
  if (action === "defend") return defend(message, data.target ?? null, (data.defence ?? "esquive") as DefenceId);
  if (action === "confront") return confrontAndRecord(message, data.target ?? null);
  if (action === "applyDefenceDamage" || action === "applyConfrontationDamage") return requestApply(message, action, data.side ?? null);
}

/** R-FIGHT-2 a defence: dialog → Finesse point → defence roll (R-DICE-10 PvP) → defence card resolved against the attack's total. */
async function defend(message: Message, targetUuid: string | null, defence: DefenceId): Promise<void> {
  const state = rollStateOf(message);
  const user = game.user;
  if (!user || !message.id || !isDefendable(state)) return;
  const target = state.context.targets.find((x) => x.actorUuid === targetUuid);
  const actor = (await actorAt(targetUuid)) as CombatActor | null;
  if (!target || !actor || !ownedBy(user, actor)) return void ui.notifications?.warn(t("ALTHERION.Combat.Error.NotAllowed"));
  const card = readTestCard(message)?.card;
  if (card && hasDefended(card.defences, actor.uuid)) return void ui.notifications?.warn(t("ALTHERION.Combat.Error.AlreadyDefended")); // R-FIGHT-2 [I]
  if (card && blowApplied(card.damage, actor.uuid)) return void ui.notifications?.warn(t("ALTHERION.Combat.Error.DefenceAfterBlow")); // R-FIGHT-2/3 no Finesse after the blow
  if (card && answerOf(card.answers, actor.uuid)) return void ui.notifications?.warn(t(ALREADY_ANSWERED)); // R-FIGHT-4 it confronted: it does not defend
  const attacker = await actorAt(state.context.actorUuid);
  const data = actorRollData(actor);
  const finesse = Number(foundry.utils.getProperty(actor, "system.points.finesse.value") ?? 0);
  const pvp = attacker?.type === "personnage" && actor.type === "personnage"; // R-DICE-10 [I]
  const facts = await factsOf(state);
  const base = defaultChoices(defence, data, facts, defenderEquipment(actor.items), pvp);
  const able = conscious(actor); // R-CON-5
  const choices = await defenceDialog({ data, choices: base, finesse, defenderName: actor.name ?? "", attack: defenceAttack(state, target, facts, pvp), conscious: able });
  if (!choices) return;
  const plan = planDefence(data, choices, finesse);
  if (!plan.ok) return void ui.notifications?.warn(t(plan.reason));
  const refusal = defenceRefusal(plan, finesse, able);
  if (refusal) return void ui.notifications?.warn(t(refusal));
  let roll: AltherionRoll | null = null;
  let result: TestResult | null = null;
  if (plan.usable && plan.input) {
    const spent = await actor.spendPoints("finesse", plan.cost); // R-FIGHT-2 / R-CAR-5
    if (!spent.ok) return;
    roll = AltherionRoll.forTest(plan.input, emptyContext({
      actorUuid: actor.uuid, actorName: actor.name ?? "", label: t(DEFENCE_LABEL[defence]), characteristicValue: plan.characteristic,
      skillNames: plan.skillName ? [plan.skillName] : [], skillLevel: plan.skillLevel, defense: true, fortuneGrantable: fortuneGrantable(actor.type),
    }));
    await roll.evaluate();
    result = roll.testResult;
  }
  const record = defenceRecord({ attackMessageId: message.id, state, target, defenderName: target.name || actor.name || "", choices, plan, defence: result });
  const content = await renderCard(DEFENCE_CARD_TEMPLATE, defenceCardView(record, result));
  const posted = (await ChatMessage.implementation.create({
    content, rolls: roll ? [roll] : [], speaker: ChatMessage.getSpeaker({ actor }),
    flags: { altherion: { defence: { ...record, result } } },
  } as never)) as Message | undefined;
  // R-CRIT-1 the attack card learns what this defence did to its critical (its aggravation buttons follow).
  if (posted) await requestCombatAction(posted, { action: "recordDefence", side: null, extra: null }, user.isGM || (ownedBy(user, actor) && message.testUserPermission(user, "OWNER")));
}

// ---- apply damage (local or at the GM) ------------------------------------------------------

/** Who the action hits, and whether this user may ask for it (re-checked at the GM). */
export async function authorizeApply(message: Message, action: string, side: string | null, user: AnyUser): Promise<{ actor: Actor.Implementation } | { error: string }> {
  if (action === "applyDefenceDamage") {
    const r = readDefenceRecord(message.flags);
    if (!r || r.applied || r.resolution.damage <= 0) return { error: "ALTHERION.Combat.Error.Unavailable" };
    const actor = await actorAt(r.defenderUuid);
    if (!actor) return { error: "ALTHERION.Combat.Error.NotAllowed" };
    return { actor };
  }
  const r = readConfrontationRecord(message.flags);
  if (!r || (side !== "initiator" && side !== "responder") || r.applied[side]) return { error: "ALTHERION.Combat.Error.Unavailable" };
  const victim = await actorAt(r[side].actorUuid);
  const other = await actorAt(r[side === "initiator" ? "responder" : "initiator"].actorUuid);
  if (!victim || !(ownedBy(user, victim) || ownedBy(user, other))) return { error: "ALTHERION.Combat.Error.NotAllowed" };
  return { actor: victim };
}

/** R-FIGHT-4 the target's answer and its confrontation card, then the GM takes that answer into account on the attack card. */
async function confrontAndRecord(message: Message, target: string | null): Promise<void> {
  const posted = await confront(message, target);
  const user = game.user;
  if (posted && user) await requestCombatAction(posted, { action: "recordConfrontation", side: null, extra: null }, user.isGM || message.testUserPermission(user, "OWNER"));
}

const COMBAT_ACTIONS = ["applyDefenceDamage", "applyConfrontationDamage", "recordDefence", "recordConfrontation", ...GRAPPLE_ACTIONS] as const;
export type CombatPayload = { messageId: string; action: (typeof COMBAT_ACTIONS)[number]; side: "initiator" | "responder" | null; extra: { rollMessageId?: string; characteristic?: string } | null };
const combatPayload = object({
  messageId: documentId, action: oneOf(COMBAT_ACTIONS), side: nullable(oneOf(["initiator", "responder"])),
  extra: nullable(object({ rollMessageId: documentId, characteristic: text(32, /^[a-z]+$/) }, ["rollMessageId", "characteristic"])),
});

/** Combat card actions (defences, confrontations, damage, R-FIGHT-5 grapples), through the GM seam (gm/combat.ts); one card at a time. */
export const COMBAT_ACTION = declareAction<CombatPayload>({
  name: "combatAction",
  schema: combatPayload,
  // R-FIGHT-4 a confrontation also waits for its attack and answer cards and both actors (their own "apply damage" queue there);
  // R-FIGHT-5 a grapple for its target; a defence's damage for its attack card and the defender (one blow, R-FIGHT-3).
  touches: (p) => {
    const message = game.messages?.get(p.messageId);
    const grappled = isGrappleAction(p.action) ? readGrappleRecord(message?.flags)?.target.actorUuid : undefined;
    const defence = p.action === "applyDefenceDamage" || p.action === "recordDefence" ? readDefenceRecord(message?.flags) : null;
    return [
      p.messageId, ...(p.action === "applyConfrontationDamage" || p.action === "recordConfrontation" ? confrontationKeys(game.messages?.get(p.messageId)) : []), ...(grappled ? [grappled] : []),
      ...(defence ? [defence.attackMessageId, defence.defenderUuid] : []), // the keys of the attack card's own "apply damage" on the defender
    ];
  },
});

/** Sends a combat action (here when this user may write what it changes and no GM is connected). */
export async function requestCombatAction(message: Message, payload: Omit<CombatPayload, "messageId">, canWriteAll: boolean): Promise<void> {
  if (!message.id) return;
  const error = await perform(COMBAT_ACTION, { ...payload, messageId: message.id }, canWriteAll);
  if (error) ui.notifications?.warn(t(error));
}

async function requestApply(message: Message, action: string, side: string | null): Promise<void> {
  const user = game.user;
  if (!user) return;
  const auth = await authorizeApply(message, action, side, user);
  if ("error" in auth) return void ui.notifications?.warn(t(auth.error));
  const canWriteAll = user.isGM || (ownedBy(user, auth.actor) && message.testUserPermission(user, "OWNER"));
  await requestCombatAction(message, { action: action as CombatPayload["action"], side: side as CombatPayload["side"], extra: null }, canWriteAll);
}
