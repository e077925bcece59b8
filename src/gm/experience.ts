/**
 * The GM's side of experience (experience/store.ts XP_LOG_ACTION, USAGE_ACTION, ROLL_USAGE,
 * FIGHT_USAGE): every change of an XP log and of a usage record is carried out by the active GM, on the actor as it
 * is then. A player may only buy for a character it owns (the GM reads the character and costs the purchase by the
 * rules) or take back its last purchase; gains, overrides, edits, other undos, deletions and usage are the GM's.
 */
import type { XpOp } from "../experience/xp-op";
import {
  USAGE_GM_ONLY, XP_GM_ONLY, applyUsage, applyXpOp, isLastSpend, readUsage, readXpLog, rollUsages,
  type ExperienceActor, type MessageUsagePayload, type UsagePayload, type XpLogPayload,
} from "../experience/store";
import type { UsageEvent } from "../experience/usage";
import { XP_APTITUDE_REDO, XP_CHANGED_SINCE, XP_ESPOIR_UNPAID, changedSince, createdItemChanges, createdItems, payPurchaseEspoir, planPurchase } from "../experience/purchase";
import { planPp } from "../experience/pp-purchase";
import { fightOppositions } from "./opposition";
import { actorAt } from "../net/actor-at";
import { setting } from "../settings";

type AnyUser = User.Implementation;

const personnageAt = (uuid: string) => actorAt(uuid, "personnage");

/** R-XP-7 the GM's own changes of a usage record, applied to the record as it is now. Refused to anyone else. */
export async function usage({ actorUuid, events }: UsagePayload, user: AnyUser): Promise<string | null> {
  if (!user.isGM) return USAGE_GM_ONLY;
  const actor = await personnageAt(actorUuid);
  if (!actor) return "ALTHERION.Chat.Error.Unavailable";
  await applyUsage(actor as unknown as ExperienceActor, events);
  return null;
}

/** What a message gives one personnage for its usage record: its events, or a refusal key. */
export type MessageUsage = (message: ChatMessage.Implementation, actor: Actor.Implementation) => Promise<readonly UsageEvent[] | string>;

/**
 * R-XP-7 the handler of a message usage action: the GM reads the message and the personnage itself, takes the events
 * `usageOf` finds there for that personnage, and applies them to its record (nothing found: refused).
 */
export function messageUsage(usageOf: MessageUsage) {
  return async ({ messageId, actorUuid }: MessageUsagePayload, user: AnyUser): Promise<string | null> => {
    if (!user.isGM) return USAGE_GM_ONLY;
    const message = game.messages?.get(messageId);
    const actor = await personnageAt(actorUuid);
    const events = message && actor ? await usageOf(message, actor) : [];
    if (typeof events === "string") return events;
    if (!actor || !events.length) return "ALTHERION.Chat.Error.Unavailable";
    await applyUsage(actor as unknown as ExperienceActor, [...events]);
    return null;
  };
}

/**
 * R-XP-7 the usage a roll message gives a personnage: only one its author owns (a player cannot record usage on
 * another's character by posting a roll in its name).
 */
export const rollUsage: MessageUsage = async (message, actor) => {
  const event = message.author ? rollUsages(message as never).find((u) => u.actorUuid === actor.uuid)?.event : undefined;
  if (!event) return [];
  return actor.testUserPermission(message.author!, "OWNER") ? [event] : "ALTHERION.Chat.Error.NotAllowed";
};

/** R-XP-7 the oppositions a fight card gives a personnage, recomputed from documents. */
export const fightUsage: MessageUsage = async (message, actor) =>
  (await fightOppositions(message)).filter((u) => u.actorUuid === actor.uuid).map((u) => u.event);

/** R-PP-2..6 a PP purchase on the GM: planned from the actor's items now (pp-purchase.ts), then written. A refusal key, or null. */
async function buyPpOnGm(actor: Actor.Implementation, op: Extract<XpOp, { op: "pp" }>, user: AnyUser): Promise<string | null> {
  const plan = planPp(actor.items as never, op.purchase, readUsage(actor as unknown as ExperienceActor), { base: setting("qualityBase"), step: setting("qualityStep") }, user.isGM);
  if (typeof plan === "string") return plan;
  if (plan.skills.length) await actor.updateEmbeddedDocuments("Item", plan.skills.map((w) => ({ _id: w.id, ...w.data })) as never);
  if (plan.create) await actor.createEmbeddedDocuments("Item", [plan.create] as never);
  return (await applyXpOp(actor as unknown as ExperienceActor, { op: "append", entry: plan.entry, usage: null })) ? null : "ALTHERION.Chat.Error.Unavailable";
}

/**
 * R-XP-3 a purchase on the GM: planned from the actor (purchase.ts), its Espoir paid, an aptitude bought created,
 * then its entry and changes written in one update. A refusal key, or null.
 */
async function buy(actor: Actor.Implementation, op: Extract<XpOp, { op: "buy" }>, user: AnyUser): Promise<string | null> {
  const plan = await planPurchase(actor, readUsage(actor as unknown as ExperienceActor), op.purchase, op.situation, op.override === true, user);
  if (typeof plan === "string") return plan;
  if (!(await payPurchaseEspoir(actor, plan.espoir))) return XP_ESPOIR_UNPAID; // R-XP-3 rev 2
  // R-XP-4 the aptitude bought, made by the GM; its entry records it, so that an undo deletes it.
  const created = plan.create ? (await actor.createEmbeddedDocuments("Item", [plan.create] as never))?.[0] : null;
  if (plan.create && !created?.id) return "ALTHERION.Chat.Error.Unavailable";
  const entry = created ? { ...plan.entry, changes: [...(plan.entry.changes ?? []), ...createdItemChanges(created)] } : plan.entry;
  if (await applyXpOp(actor as unknown as ExperienceActor, { op: "append", entry, usage: plan.usage })) return null;
  if (created?.id) await actor.deleteEmbeddedDocuments("Item", [created.id]); // nothing half-written
  return "ALTHERION.Chat.Error.Unavailable";
}

/**
 * The XP action: a change of the log applied to the log as it is now. An undo whose changes were edited since is
 * refused; an aptitude purchase's undo deletes the aptitude the GM created for it (refused when it was changed or
 * deleted since), and is not redone (bought again instead).
 */
export async function xpLog({ actorUuid, change }: XpLogPayload, user: AnyUser): Promise<string | null> {
  const actor = await fromUuid(actorUuid as Parameters<typeof fromUuid>[0]);
  if (!(actor instanceof Actor) || actor.type !== "personnage") return "ALTHERION.Chat.Error.Unavailable";
  if (!actor.testUserPermission(user, "OWNER")) return "ALTHERION.Chat.Error.NotAllowed";
  const xpActor = actor as unknown as ExperienceActor;
  if (change.op === "buy") return buy(actor, change, user);
  if (change.op === "pp") return buyPpOnGm(actor, change, user);
  if (!user.isGM && !isLastSpend(readXpLog(xpActor), change)) return XP_GM_ONLY;
  if (change.op === "undo") {
    const entry = readXpLog(xpActor).find((e) => e.id === change.id);
    if (entry && Boolean(entry.undone) !== change.undone && !change.undone && createdItems(entry.changes).length) return XP_APTITUDE_REDO; // its aptitude was deleted
    if (entry && Boolean(entry.undone) !== change.undone && changedSince(actor, entry, change.undone).length) return XP_CHANGED_SINCE; // R-XP-3 never over a later edit
  }
  return (await applyXpOp(xpActor, change)) ? null : "ALTHERION.Chat.Error.Unavailable";
}
