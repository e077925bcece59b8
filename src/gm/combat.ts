/**
 * The GM's side of the combat cards (combat/actions.ts COMBAT_ACTION): a defence taken into account on its attack card
 * and its damage applied (R-FIGHT-2, R-CRIT-1), a confrontation's answer and blows (gm/confrontation.ts), a grapple
 * (gm/grapple.ts). Each recomputes the card from documents and re-checks the sender's ownership before anything changes.
 */
import type { RollState } from "../dice/roll-data";
import type { CardState } from "../chat/test-card";
import { answerOf, blowApplied, type DefenceRow } from "../chat/aggravation";
import { renderCard } from "../chat/render";
import { DEFENCE_CARD_TEMPLATE, authorizeApply, rollStateOf, type CombatPayload } from "../combat/actions";
import type { CombatActor } from "../combat/combat-actor";
import { ALREADY_ANSWERED } from "../combat/confrontation-flow";
import { defenceCardView, defenceRecord, defenceRow, isDefendable, readDefenceRecord, type DefenceRecord } from "../combat/defence";
import { isGrappleAction } from "../combat/grapple";
import { actorAt, ownedBy } from "../net/actor-at";
import { alreadyDone, recordDone } from "../net/records";
import { BLOW_APPLIED, FORGED, blowRecord, rewrite, trustedTestCard } from "./cards";
import { performConfrontation, recordAnswer } from "./confrontation";
import { grappleAction } from "./grapple";

type Message = ChatMessage.Implementation;
type AnyUser = User.Implementation;

/**
 * R-CRIT-1 (rev 2) the GM writes a defence's effect on the attack card: a defence that avoided the
 * blow takes the attacker's critical (and its aggravation buttons) off this defender; a defender's
 * own critical failure (outside PvP) makes it a victim. The defence is recomputed (trustedDefence).
 */
async function recordDefence(message: Message, user: AnyUser): Promise<string | null> {
  const r = readDefenceRecord(message.flags);
  if (!r) return "ALTHERION.Combat.Error.Unavailable";
  if (!ownedBy(user, await actorAt(r.defenderUuid))) return "ALTHERION.Combat.Error.NotAllowed";
  const trusted = await trustedDefence(message, r);
  const taken = trusted ? await takeDefence(message, trusted) : FORGED;
  return typeof taken === "string" ? taken : null;
}

/**
 * R-FIGHT-2 the defence the GM takes into account against an attack: the first one its defender posted. Its row on the
 * attack card (what it did to the critical, the damage it left, its card) is written once; deleting the defence card
 * later changes none of it. The attack card and its row, or a refusal key.
 */
async function takeDefence(message: Message, r: DefenceRecord): Promise<{ attackMessage: Message; state: RollState; card: CardState; row: DefenceRow } | string> {
  const attackMessage = game.messages?.get(r.attackMessageId);
  const attack = attackMessage ? await trustedTestCard(attackMessage) : null;
  if (!attackMessage || !attack || "error" in attack) return FORGED;
  const taken = attack.card.defences.find((d) => d.target === r.defenderUuid);
  if (taken) return !taken.card || taken.card === message.id ? { attackMessage, ...attack, row: taken } : "ALTHERION.Combat.Error.AlreadyDefended"; // R-FIGHT-2 [I] the first defence decides
  if (blowApplied(attack.card.damage, r.defenderUuid)) return "ALTHERION.Combat.Error.DefenceAfterBlow"; // R-FIGHT-2/3 the blow was taken
  if (answerOf(attack.card.answers, r.defenderUuid)) return ALREADY_ANSWERED; // R-FIGHT-4 a target that confronted does not defend
  const row = defenceRow(r, rollStateOf(message)?.result ?? null, message.id ?? "");
  const card = { ...attack.card, defences: [...attack.card.defences, row] };
  await rewrite(attackMessage, attack.state, card);
  return { attackMessage, state: attack.state, card, row };
}

/**
 * The GM recomputes a defence card's effect: its attack from the attack card (trustedTestCard: the attacker's own
 * item, the targets' defences), the defence roll as posted, the damage and outcome from the rules (defenceRecord).
 * Only the defender's owner may have posted it; its roll and its choices (armour, shield, cover, hidden, range, area)
 * are the defender's own.
 */
export async function trustedDefence(message: Message, r: DefenceRecord): Promise<DefenceRecord | null> {
  const attackMessage = game.messages?.get(r.attackMessageId);
  const attack = attackMessage ? await trustedTestCard(attackMessage) : null;
  if (!attack || "error" in attack || !isDefendable(attack.state)) return null;
  const defender = await actorAt(r.defenderUuid);
  const target = attack.state.context.targets.find((x) => x.actorUuid === r.defenderUuid);
  if (!defender || !target || !message.author || !ownedBy(message.author, defender)) return null;
  const state = rollStateOf(message);
  const defence = state?.result ?? null;
  if ((r.defenceTotal !== null) !== (defence !== null)) return null;
  const plan = { characteristic: r.characteristic, skillName: r.skillName, cost: r.cost }; // shown on the card, as its defender posted it
  const again = defenceRecord({ attackMessageId: r.attackMessageId, state: attack.state, target, defenderName: r.defenderName, choices: r.choices, plan, defence });
  return { ...again, applied: r.applied };
}

/** Applies the damage of a defence card; `user` asked for it. Returns an error key or null. */
async function performDefenceDamage(message: Message, user: AnyUser): Promise<string | null> {
  const auth = await authorizeApply(message, "applyDefenceDamage", null, user);
  if ("error" in auth) return auth.error;
  const actor = auth.actor as CombatActor;
  const r = await trustedDefence(message, readDefenceRecord(message.flags) as DefenceRecord);
  if (!r) return FORGED;
  // The defender's owner or the attacker's (read from the GM's recomputed attack, not the card).
  if (!ownedBy(user, actor) && !ownedBy(user, await actorAt(r.attackerUuid))) return "ALTHERION.Combat.Error.NotAllowed";
  // R-FIGHT-2 R-FIGHT-3 one record per blow: the attack's blow on this defender, the same record as the attack card's own "apply damage".
  const record = blowRecord(r.attackMessageId, actor.uuid);
  const legacy = { message: message.id ?? "", action: "applyDefenceDamage", target: actor.uuid }; // applied before one record per blow
  if (alreadyDone(record) || alreadyDone(legacy)) return BLOW_APPLIED;
  // The defence the GM takes into account (this card, when it is the first): the damage it left.
  const taken = await takeDefence(message, r);
  if (typeof taken === "string") return taken;
  const amount = taken.row.damage ?? r.resolution.damage;
  const plan = await actor.applyDamage({ amount, type: r.damageType, lethal: r.lethal, critical: r.attackCritSuccess });
  if (!plan.ok) return plan.key;
  await recordDone(record);
  // The attack card shows the blow applied (its own button for this defender goes).
  await rewrite(taken.attackMessage, taken.state, { ...taken.card, damage: [...taken.card.damage.filter((x) => x.target !== actor.uuid), { target: actor.uuid, amount, cancelled: false }] });
  const next: DefenceRecord = { ...r, applied: true };
  const result = rollStateOf(message)?.result ?? null;
  await message.update({ content: await renderCard(DEFENCE_CARD_TEMPLATE, defenceCardView(next, result)), "flags.altherion.defence.applied": true } as never);
  return null;
}

/** A combat card's action, for the user the transport named. */
export async function combatAction(p: CombatPayload, user: AnyUser): Promise<string | null> {
  const message = game.messages?.get(p.messageId);
  if (!message) return "ALTHERION.Combat.Error.Unavailable";
  if (p.action === "recordDefence") return recordDefence(message, user); // R-CRIT-1
  if (p.action === "recordConfrontation") return recordAnswer(message, user); // R-FIGHT-4
  if (isGrappleAction(p.action)) return grappleAction(message, p.action, p.extra as Record<string, string> | null, user); // R-FIGHT-5
  if (p.action === "applyConfrontationDamage") return p.side ? performConfrontation(message, p.side, user) : "ALTHERION.Combat.Error.Unavailable"; // R-FIGHT-4
  return performDefenceDamage(message, user);
}
