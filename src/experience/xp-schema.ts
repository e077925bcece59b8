/**
 * The schema of the XP action's payload (store.ts): one change of an actor's log, checked before
 * anything of it is read. Bounds are the stored log's (data/xp-log.ts). No Foundry globals.
 */
import { XP_REASON_MAX } from "../data/xp-log";
import { bool, documentId, int, list, literal, nullable, object, oneOf, text, uuid, variants, type Schema } from "../net/schema";
import { OPPOSITION_MAX, type UsageEvent } from "./usage";
import type { XpOp } from "./xp-op";
import type { PpPurchase } from "./pp-purchase";
import { CHARACTERISTIC_KEYS, ELLIPSE_KINDS, SPEND_MOMENTS, TRAINER_LEVELS, type PurchaseRequest, XP_AMOUNT_MAX, XP_ARC_MAX, XP_ENTRY_KINDS, XP_UNITS } from "../rules/index";

const name = text(200);
const arc = nullable(int(0, XP_ARC_MAX));
const bought = oneOf(["characteristic", "skill", "domaine-oublie", "combativite"] as const);

/** R-XP-7 the shape of each usage event. */
const USAGE_EVENT_SHAPES = {
  roll: object({ type: literal("roll"), skills: list(name, 20), characteristic: nullable(name), opposition: nullable(int(0, OPPOSITION_MAX)) }),
  "new-arc": object({ type: literal("new-arc") }),
  "new-act": object({ type: literal("new-act") }),
  bought: object({ type: literal("bought"), kind: bought, id: name }),
  unbought: object({ type: literal("unbought"), kind: bought, id: name }),
  set: object({ type: literal("set"), moreCombativeEnemy: bool, nearlyDied: bool }, ["moreCombativeEnemy", "nearlyDied"]),
  mark: object({ type: literal("mark"), skill: name, characteristic: name, opposition: int(0, OPPOSITION_MAX), means: name }, ["skill", "characteristic", "opposition", "means"]),
  unmark: object({ type: literal("unmark"), skill: name, characteristic: name, means: name }, ["skill", "characteristic", "means"]),
};

/** R-XP-7 a usage event. */
const usageEvent = variants<UsageEvent>(USAGE_EVENT_SHAPES as Record<string, Schema<UsageEvent>>);

/** R-XP-7 the GM's own changes of a usage record (rolls come from their messages, purchases from the XP log). */
const { "new-arc": newArc, "new-act": newAct, set, mark, unmark } = USAGE_EVENT_SHAPES;
export const usageActionSchema = object({
  actorUuid: uuid,
  events: list(variants<UsageEvent>({ "new-arc": newArc, "new-act": newAct, set, mark, unmark } as Record<string, Schema<UsageEvent>>), 10),
});

/** R-XP-7 the usage of one roll message for one actor (the GM reads the message itself). */
export const rollUsageSchema = object({ messageId: documentId, actorUuid: uuid });

const entry = object({
  kind: oneOf(XP_ENTRY_KINDS), unit: oneOf(XP_UNITS), amount: int(0, XP_AMOUNT_MAX), reason: text(XP_REASON_MAX),
  arc, act: arc, target: nullable(text(200)),
}, ["unit"]);

/** R-XP-3 what a purchase request may name: its target only (the GM reads the rest from the character). */
const purchaseRequest = variants<PurchaseRequest>({
  characteristic: object({ kind: literal("characteristic"), id: oneOf(CHARACTERISTIC_KEYS) }),
  skill: object({ kind: literal("skill"), id: name }),
  combativite: object({ kind: literal("combativite") }),
  "domaine-oublie": object({ kind: literal("domaine-oublie"), id: name }),
  specialite: object({ kind: literal("specialite"), skill: name, expertise: name }),
  aptitude: object({ kind: literal("aptitude"), source: uuid }),
} as unknown as Record<string, Schema<PurchaseRequest>>, "kind");

/** R-XP-3 / R-XP-5 when and how the character trains. */
const situation = object({ moment: nullable(oneOf(SPEND_MOMENTS)), trainer: oneOf(TRAINER_LEVELS), ellipse: nullable(oneOf(ELLIPSE_KINDS)) });

/** R-PP-2..6 what a PP purchase may name: a skill (by item id), a quality and each skill's share, a specialisation. */
const ppPurchase = variants<PpPurchase>({
  raise: object({ kind: literal("raise"), skill: documentId }),
  quality: object({ kind: literal("quality"), name, contributions: list(object({ skill: documentId, amount: int(0, XP_AMOUNT_MAX) }), 50) }),
  specialisation: object({ kind: literal("specialisation"), skill: documentId, degree: oneOf(["debutant", "confirme", "expert", "maitre", "secrete"] as const), name, cost: int(0, XP_AMOUNT_MAX) }),
} as unknown as Record<string, Schema<PpPurchase>>, "kind");

export const xpOpSchema = variants<XpOp>({
  append: object({ op: literal("append"), entry, usage: nullable(usageEvent) }),
  buy: object({ op: literal("buy"), purchase: purchaseRequest, situation, override: bool }, ["override"]),
  edit: object({
    op: literal("edit"), id: text(64),
    patch: object({ amount: int(0, XP_AMOUNT_MAX), kind: oneOf(XP_ENTRY_KINDS), reason: text(XP_REASON_MAX), arc, act: arc, date: text(64), target: nullable(text(200)) }, ["amount", "kind", "reason", "arc", "act", "date", "target"]),
  }),
  undo: object({ op: literal("undo"), id: text(64), undone: bool }),
  delete: object({ op: literal("delete"), id: text(64) }),
  pp: object({ op: literal("pp"), purchase: ppPurchase }),
} as unknown as Record<string, Schema<XpOp>>, "op");

export const xpActionSchema = object({ actorUuid: uuid, change: xpOpSchema });
