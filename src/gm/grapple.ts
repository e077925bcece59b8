/**
 * R-FIGHT-5 the GM's side of a grapple (combat/grapple-flow.ts posts its card and asks): the GM recomputes the card
 * from documents (the grappler's roll and the target's resistance read from their own messages as posted, each roll's
 * author owning its roller; the resistance the target's first roll marked as answering the card, kept by the GM once
 * recorded so that deleting that roll changes nothing; Force from the
 * grappler; the effect from the rules), re-checks the sender's ownership, and records applying it once.
 */
import { GRAPPLE_SIZE_COMPLEXITY, GRAPPLE_SKILL, escapeDifficulty, isGrappleCharacteristic, isGrappleSize, projectionDistance, type GrappleCharacteristic } from "../rules/index";
import { firstAnswer } from "../chat/actions";
import type { RollState } from "../dice/roll-data";
import type { CombatActor } from "../combat/combat-actor";
import { afterEscape, grappleEffect, readGrappleRecord, withResistance, type GrappleRecord } from "../combat/grapple";
import { forceOf, updateCard } from "../combat/grapple-flow";
import { actorAt, ownedBy } from "../net/actor-at";
import { alreadyDone, gmCardState, recordCardState, recordDone } from "../net/records";
import { FORGED, trustedTestCard } from "./cards";

type Message = ChatMessage.Implementation;
type AnyUser = User.Implementation;

/** A test of `actorUuid` as posted, its author owning the roller (trustedTestCard), or null. */
async function trustedRoll(message: Message | null | undefined, actorUuid: string): Promise<(RollState & { result: NonNullable<RollState["result"]> }) | null> {
  const trusted = message ? await trustedTestCard(message) : null;
  if (!trusted || "error" in trusted || !trusted.state.result || trusted.state.context.actorUuid !== actorUuid) return null;
  return trusted.state as RollState & { result: NonNullable<RollState["result"]> };
}

/**
 * R-FIGHT-5 the total of the resistance the GM took into account for the grapple card `messageId`, when it is the roll
 * `rollMessageId` (its own copy: deleting that roll later changes nothing); null when it kept none, or another.
 */
function keptResistance(messageId: string, rollMessageId: string): number | null {
  const kept = (gmCardState(messageId) as { resistance?: { messageId?: unknown; total?: unknown } } | null)?.resistance;
  return kept?.messageId === rollMessageId && typeof kept.total === "number" ? kept.total : null;
}

/** R-FIGHT-5 the total of the target's first roll marked as answering the grapple card, when the card names it; else null. */
async function firstResistance(message: Message, r: GrappleRecord): Promise<number | null> {
  const answer = firstAnswer(message.id ?? "", r.target.actorUuid);
  const resisted = await trustedRoll(answer, r.target.actorUuid);
  return answer && resisted && answer.id === r.resistance?.messageId ? resisted.result.total : null;
}

/**
 * The GM recomputes a grapple card: the grappler's Bagarre roll from its message (its author
 * owning the grappler, its complexity at least the target's build), its Force from the grappler,
 * the resistance as the GM took it into account (else the target's first roll marked as answering this
 * card), the resolution from the rules. A card whose totals or resolution say otherwise is forged.
 */
export async function trustedGrapple(message: Message, r: GrappleRecord): Promise<GrappleRecord | { error: string }> {
  const grappler = await actorAt(r.grappler.actorUuid);
  const roll = await trustedRoll(game.messages?.get(r.rollMessageId), r.grappler.actorUuid);
  if (!grappler || !roll || !ownedBy(message.author, grappler) || roll.result.total !== r.grappler.total) return { error: FORGED };
  // R-FIGHT-5 [I] Bagarre only, at the target's build's complexity or more.
  if (!isGrappleSize(r.size) || roll.context.skillKeys.some((k) => k !== GRAPPLE_SKILL) || roll.input.complexity < GRAPPLE_SIZE_COMPLEXITY[r.size]) return { error: FORGED };
  const fresh: GrappleRecord = { ...r, distance: r.grapple === "projection" ? projectionDistance(r.distance) : 0, grappler: { ...r.grappler, force: forceOf(grappler) }, resistance: null, resolution: null };
  if (!r.resistance) return r.resolution ? { error: FORGED } : fresh;
  const total = keptResistance(message.id ?? "", r.resistance.messageId) ?? await firstResistance(message, r);
  if (total === null || total !== r.resistance.total) return { error: FORGED };
  const again = withResistance(fresh, { ...r.resistance, total });
  return JSON.stringify(again.resolution) === JSON.stringify(r.resolution) ? again : { error: FORGED };
}

/**
 * Changes the documents a grapple action touches, for `user` (the clicking user, or the user who
 * asked the GM): re-checks that the user may act and recomputes the card (trustedGrapple); never
 * a number sent by the client or written on the card.
 */
export async function grappleAction(message: Message, action: string, extra: Record<string, string> | null | undefined, user: AnyUser): Promise<string | null> {
  const stored = readGrappleRecord(message.flags);
  if (!stored) return "ALTHERION.Combat.Error.Unavailable";
  const target = await actorAt(stored.target.actorUuid);
  const grappler = await actorAt(stored.grappler.actorUuid);
  if (!target) return "ALTHERION.Combat.Error.Unavailable";
  if (action !== "grappleApply" && action !== "grappleResisted" && action !== "grappleEscaped") return "ALTHERION.Combat.Error.Unavailable";
  if (action === "grappleApply" ? !ownedBy(user, target) && !ownedBy(user, grappler) : !ownedBy(user, target)) return "ALTHERION.Combat.Error.NotAllowed";
  if (action === "grappleResisted") {
    // R-FIGHT-5 the resistance: the target's first roll marked as answering this card, once (the GM's own copy decides).
    const characteristic = extra?.characteristic;
    const answer = firstAnswer(message.id ?? "", target.uuid);
    const kept = gmCardState(message.id ?? "") !== null;
    if (stored.resistance || kept || !answer || answer.id !== extra?.rollMessageId || !isGrappleCharacteristic(characteristic)) return "ALTHERION.Combat.Error.Unavailable";
    const record = await trustedGrapple(message, stored);
    const resisted = await trustedRoll(answer, target.uuid);
    if ("error" in record) return record.error;
    if (!resisted) return FORGED;
    const resistance = { characteristic: characteristic as GrappleCharacteristic, total: resisted.result.total, messageId: answer.id ?? "" };
    await recordCardState(message.id ?? "", { resistance }); // R-FIGHT-5 taken into account: deleting the roll later changes nothing
    await updateCard(message, withResistance(record, resistance));
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
