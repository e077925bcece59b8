/**
 * Where experience lives on an actor, and the only writes of it:
 * - `system.xp.log`: the log entries (log.ts; stored shape in data/xp-log.ts), XP and PP; each change also moves
 *   `system.xp.total/spent` by its delta, so XP typed by hand on the sheet stays consistent;
 * - `flags.altherion.usage`: the R-XP-7 usage record (usage.ts).
 * Both are written in ONE actor update per change. (The first tools kept the log in `flags.altherion.xpLog`;
 * migration v1 moves it, see src/migrations/migrations.ts.)
 */
import { applyDelta, editEntry, appendEntry, deleteEntry, undoEntry } from "../rules/index";
import { parseLog } from "./log";
import { parseUsage, usageEventFromPpRoll, usageEventFromRoll, usageReducer } from "./usage";
import type { UsageEvent, UsageState } from "./usage";
import { parseRollState } from "../dice/roll-data";
import { parsePpState } from "../dice/pp-test";
import { toStoredXpRow } from "../data/xp-log";
import { localize } from "../i18n";
import { declareAction, perform } from "../net/perform";
import { rollUsageSchema, usageActionSchema, xpActionSchema } from "./xp-schema";
import { actorAt } from "../net/actor-at";
import { sourceSystem } from "../data/gm-fields";
import { NO_SITUATION, XP_NOT_ENOUGH, changeUpdates, createdItems, valueAt } from "./purchase";
import type { PurchaseRequest, Situation, LogChange, NewEntry, XpLogEntry } from "../rules/index";
import type { PpPurchase } from "./pp-purchase";
import type { XpOp } from "./xp-op";

export const FLAG_SCOPE = "altherion";
export const USAGE_FLAG = "usage";
/** The system path of the log. */
export const XP_LOG_PATH = "system.xp.log";

/** The plain shape these helpers read (an Actor, or a test double). */
export interface ExperienceActor {
  type: string;
  flags: Record<string, unknown>;
  system: unknown;
  update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

const scope = (actor: Pick<ExperienceActor, "flags">): Record<string, unknown> =>
  (actor.flags?.[FLAG_SCOPE] ?? {}) as Record<string, unknown>;

function systemXp(actor: Pick<ExperienceActor, "system">): { total: number; spent: number; log: unknown } {
  const xp = ((sourceSystem(actor) ?? {}) as { xp?: { total?: number; spent?: number; log?: unknown } }).xp ?? {};
  return { total: Number(xp.total ?? 0), spent: Number(xp.spent ?? 0), log: xp.log };
}

/** The actor's XP log entries (`system.xp.log`), oldest first. */
export function readXpLog(actor: Pick<ExperienceActor, "system">): XpLogEntry[] {
  return parseLog(systemXp(actor).log);
}

/** The whole log (kept for the macro API and callers of the first version: the same as readXpLog). */
export function readFullXpLog(actor: Pick<ExperienceActor, "system">): XpLogEntry[] {
  return readXpLog(actor);
}

/** Entries as the schema stores them (no display-only keys; "none" as 0 and ""). */
const stored = (log: readonly XpLogEntry[]) => log.map(toStoredXpRow);

/** The actor's usage record (R-XP-7). */
export function readUsage(actor: Pick<ExperienceActor, "flags">): UsageState {
  return parseUsage(scope(actor)[USAGE_FLAG]);
}

/** The update of one log change (and optional usage change), as one object for actor.update. */
export function logUpdate(actor: Pick<ExperienceActor, "system">, change: LogChange, usage?: UsageState): Record<string, unknown> {
  const xp = applyDelta(systemXp(actor), change.delta);
  const update: Record<string, unknown> = {
    [XP_LOG_PATH]: stored(change.log),
    "system.xp.total": xp.total,
    "system.xp.spent": xp.spent,
  };
  if (usage) update[`flags.${FLAG_SCOPE}.${USAGE_FLAG}`] = usage;
  return update;
}

type WritableActor = ExperienceActor & { _source?: unknown; items: unknown };

/**
 * R-XP-1..3 applies one change to the actor's CURRENT log, with what goes with it, in one actor update: the
 * usage; an entry's recorded changes (a GM's purchase, R-XP-3) written with it, or, undoing it, the values
 * they replaced put back (redoing: written again), with its once-per-act marker lifted (or set). A change of
 * a skill is written right after, on its item, and an undone purchase's created item (an aptitude) deleted;
 * if that write fails, the actor's update is written back.
 * Returns the entry changed, or null when none was (the caller checks the changes are still what they wrote).
 */
export async function applyXpOp(actor: ExperienceActor, op: Exclude<XpOp, { op: "buy" } | { op: "pp" }>): Promise<XpLogEntry | null> {
  const log = readXpLog(actor);
  let change: LogChange;
  let usage: UsageState | undefined;
  let undone = false;
  if (op.op === "append") {
    change = appendEntry(log, op.entry);
    usage = op.usage ? usageReducer(readUsage(actor), op.usage) : undefined;
  } else if (op.op === "edit") {
    change = editEntry(log, op.id, op.patch);
  } else if (op.op === "undo") {
    change = undoEntry(log, op.id, op.undone);
    undone = op.undone;
    const target = change.entry?.target?.match(/^(characteristic|skill|domaine-oublie):(.+)$|^combativite$/);
    if (target && change.entry?.kind !== "gain") {
      const kind = (target[1] ?? "combativite") as "skill";
      usage = usageReducer(readUsage(actor), { type: op.undone ? "unbought" : "bought", kind, id: target[2] ?? "combativite" });
    }
  } else {
    change = deleteEntry(log, op.id);
  }
  if (!change.entry) return null;
  const writes = changeUpdates(op.op === "append" || op.op === "undo" ? change.entry.changes ?? [] : [], undone);
  const items = () => (actor as WritableActor).items as { get(id: string): { update(data: Record<string, unknown>): Promise<unknown> } | undefined };
  if (!writes.items.every((w) => items().get(w.id))) return null;
  // R-XP-3 R-XP-4 undoing a purchase that created its item (an aptitude) deletes that item.
  const deleted = op.op === "undo" && undone ? createdItems(change.entry.changes).filter((id) => items().get(id)) : [];
  const update = { ...logUpdate(actor, change, usage), ...writes.actor };
  const previous = Object.fromEntries(Object.keys(update).map((k) => [k, valueAt((actor as WritableActor)._source ?? actor, k)]));
  await actor.update(update);
  // R-XP-3 a skill's change, written once its entry is; a failure takes the entry back (nothing half-written).
  try {
    for (const w of writes.items) await items().get(w.id)?.update(w.data);
    if (deleted.length) await (actor as unknown as { deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown> }).deleteEmbeddedDocuments("Item", deleted);
  } catch (error) {
    await actor.update(previous);
    throw error;
  }
  return change.entry;
}

/** Sends a change of the log to the XP action; returns a refusal key or null (warned). */
async function changeXpLog(actor: ExperienceActor, op: XpOp): Promise<string | null> {
  const uuid = (actor as { uuid?: string }).uuid ?? "";
  // R-XP-1 only a GM's client writes the log (a player's write of system.xp is refused): no GM, no change.
  const refused = await perform(XP_LOG_ACTION, { actorUuid: uuid, change: op }, Boolean(game.user?.isGM));
  if (refused) ui.notifications?.warn(localize(refused));
  return refused;
}

/** Appends an entry (a gain, a logged GM override, a PP spend of the achat ruleset), with a usage change in the same update. */
export function addXpEntry(actor: ExperienceActor, input: NewEntry, extra: { usage?: UsageEvent | null } = {}): Promise<string | null> {
  return changeXpLog(actor, { op: "append", entry: input, usage: extra.usage ?? null });
}

/**
 * R-XP-3 asks for a purchase: only its target and situation go to the GM, which reads the character, takes cost
 * and changes from the rules, pays any Espoir and writes entry and changes (`override`: a GM forcing it).
 */
export function buyXp(actor: ExperienceActor, purchase: PurchaseRequest, situation: Situation = NO_SITUATION, override = false): Promise<string | null> {
  return changeXpLog(actor, { op: "buy", purchase, situation, ...(override ? { override } : {}) });
}

/** R-XP-1 / R-XP-2 an XP gain, logged in the actor's current arc and act; `usage` then moves its usage record on. */
export function addXpGain(actor: ExperienceActor, amount: number, reason: string, usage: UsageEvent | null = null): Promise<string | null> {
  const { arc, act } = readUsage(actor);
  return addXpEntry(actor, { kind: "gain", amount, reason, arc, act, target: null }, { usage });
}

export function editXpEntry(actor: ExperienceActor, id: string, patch: Parameters<typeof editEntry>[2]): Promise<string | null> {
  return changeXpLog(actor, { op: "edit", id, patch });
}

/** Undoes (or redoes) an entry (applyXpOp): a GM's purchase's changes are taken back (or written again) with it. */
export function undoXpEntry(actor: ExperienceActor, id: string, undone = true): Promise<string | null> {
  return changeXpLog(actor, { op: "undo", id, undone });
}

/**
 * R-XP-3 a player may take back their own last purchase: the newest live XP entry of the log, a spend the GM
 * applied with its recorded changes (never a GM's override, an older purchase or an aptitude bought by a drop:
 * the GM's, from the XP log).
 */
export function isLastSpend(log: readonly XpLogEntry[], op: XpOp): boolean {
  if (op.op !== "undo" || !op.undone) return false;
  const last = [...log].reverse().find((e) => !e.undone && e.unit !== "pp");
  if (createdItems(last?.changes).length) return false; // R-XP-4 an aptitude's purchase: the GM takes it back, from the XP log
  return last?.id === op.id && last.kind === "spend" && last.gmApplied === true && Boolean(last.changes?.length);
}

export function deleteXpEntry(actor: ExperienceActor, id: string): Promise<string | null> {
  return changeXpLog(actor, { op: "delete", id });
}

/** R-XP-7 applies usage events to the record as it is now, in one update (the usage actions' handlers). */
export async function applyUsage(actor: ExperienceActor, events: readonly UsageEvent[]): Promise<void> {
  const next = events.reduce(usageReducer, readUsage(actor));
  await actor.update({ [`flags.${FLAG_SCOPE}.${USAGE_FLAG}`]: next });
}

/** The refusal when a player asks to change a usage record (R-XP-7: the GM's overrides). */
export const USAGE_GM_ONLY = "ALTHERION.XP.Error.UsageGmOnly";

const personnageAt = (uuid: string) => actorAt(uuid, "personnage");

export type UsagePayload = { actorUuid: string; events: UsageEvent[] };

/**
 * R-XP-7 the GM's changes of a usage record (a new arc or act, the Combativité triggers, a skill or
 * characteristic marked or unmarked, a théorique's means), applied by the GM (gm/experience.ts) to the record as it
 * is then, one request per actor at a time. Refused to anyone else.
 */
export const USAGE_ACTION = declareAction<UsagePayload>({
  name: "usage",
  schema: usageActionSchema,
  touches: (p) => [p.actorUuid],
});

/** Changes a usage record through the usage action; returns a refusal key or null (warned). */
export async function dispatchUsage(actor: ExperienceActor, ...events: UsageEvent[]): Promise<string | null> {
  const uuid = (actor as { uuid?: string }).uuid ?? "";
  const refused = await perform(USAGE_ACTION, { actorUuid: uuid, events }, Boolean((actor as { isOwner?: boolean }).isOwner));
  if (refused) ui.notifications?.warn(localize(refused));
  return refused;
}

/** The usage events a message's rolls give, with their actors (R-XP-7; R-PP-7 tests of the achat ruleset). */
export function rollUsages(message: { rolls?: readonly { options?: unknown }[] }): { actorUuid: string; event: UsageEvent }[] {
  return (message.rolls ?? []).flatMap((roll) => {
    const options = roll.options as { altherion?: unknown; altherionPp?: unknown } | undefined;
    const state = parseRollState(options?.altherion);
    const pp = parsePpState(options?.altherionPp);
    const found = state?.result ? usageEventFromRoll(state) : pp ? usageEventFromPpRoll(pp) : null;
    return found ? [found] : [];
  });
}

export type MessageUsagePayload = { messageId: string; actorUuid: string };

/**
 * R-XP-7 a usage action the GM alone carries out from a message: it reads the message and the personnage itself,
 * takes the events it finds there for that personnage, and applies them to its record (gm/experience.ts).
 */
export function declareMessageUsage(name: string) {
  return declareAction<MessageUsagePayload>({ name, schema: rollUsageSchema, touches: (p) => [p.actorUuid] });
}

/** R-XP-7 the `createChatMessage` hooks' part, on the active GM's client only: a message usage action for each personnage named. */
export async function recordMessageUsage(action: ReturnType<typeof declareMessageUsage>, messageId: string | null | undefined, actorUuids: Iterable<string>): Promise<void> {
  if (!game.users?.activeGM?.isSelf || !messageId) return;
  for (const actorUuid of new Set(actorUuids)) {
    if ((await personnageAt(actorUuid)) !== null) await perform(action, { messageId, actorUuid }, false);
  }
}

/**
 * R-XP-7 the usage of a roll message, recorded by the GM from the message itself (gm/experience.ts): only for a
 * personnage the message's author owns. Asked only by a GM's client (the createChatMessage hook).
 */
export const ROLL_USAGE = declareMessageUsage("rollUsage");

/** R-XP-7 the oppositions a fight card gives one personnage, recorded by the GM (gm/opposition.ts). Refused to anyone else. */
export const FIGHT_USAGE = declareMessageUsage("fightUsage");

/** R-XP-7 the `createChatMessage` hook, on the active GM's client only: each actor a roll of the message names. */
export async function recordRollUsage(message: { id?: string | null; rolls?: readonly { options?: unknown }[] }): Promise<void> {
  await recordMessageUsage(ROLL_USAGE, message.id, rollUsages(message).map((u) => u.actorUuid));
}

/** The XP refusal when a player asks for what only the GM may write (a gain, an edit, an undo). */
export const XP_GM_ONLY = "ALTHERION.XP.Error.GmOnly";
export { XP_NOT_ENOUGH };

/**
 * R-PP-2..6 asks for a PP purchase (achat ruleset): only what is bought goes to the GM, which reads the skills,
 * costs it by the rules and writes the skills, the new item and the PP entry.
 */
export function buyPp(actor: ExperienceActor, purchase: PpPurchase): Promise<string | null> {
  return changeXpLog(actor, { op: "pp", purchase });
}

export type XpLogPayload = { actorUuid: string; change: XpOp };

/**
 * The XP action: every change of a log (R-XP-1..3, R-PP) is applied by the active GM (gm/experience.ts) to the log as
 * it is then, one request per actor at a time, so an award made while a player buys is kept.
 */
export const XP_LOG_ACTION = declareAction<XpLogPayload>({
  name: "xpLog",
  schema: xpActionSchema,
  touches: (p) => [p.actorUuid],
});
