/**
 * Where experience lives on an actor, and the only writes of it:
 * - `system.xp.log`: the log entries (log.ts; stored shape in data/xp-log.ts), XP and PP; each change also moves
 *   `system.xp.total/spent` by its delta, so XP typed by hand on the sheet stays consistent;
 * - `flags.altherion.usage`: the R-XP-7 usage record (usage.ts).
 * Both are written in ONE actor update per change. (The first tools kept the log in `flags.altherion.xpLog`;
 * migration v1 moves it, see src/migrations/migrations.ts.)
 */
import { applyDelta, editEntry, appendEntry, deleteEntry, parseLog, undoEntry } from "./log";
import type { LogChange, NewEntry, XpLogEntry } from "./log";
import { parseUsage, usageEventFromPpRoll, usageEventFromRoll, usageReducer } from "./usage";
import type { UsageEvent, UsageState } from "./usage";
import { parseRollState } from "../dice/roll-data";
import { parsePpState } from "../dice/pp-test";
import { toStoredXpRow } from "../data/xp-log";
import { localize } from "../i18n";
import { defineAction, perform } from "../authority/index";
import { rollUsageSchema, usageActionSchema, xpActionSchema } from "./xp-schema";
import { actorAt } from "../documents/actor-at";
import { sourceSystem } from "../data/gm-fields";

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

/** One change of the log, as the XP action carries it (applied to the log as it is when it runs). */
export type XpOp =
  | { op: "append"; entry: NewEntry; usage: UsageEvent | null; system: { key: string; value: unknown }[]; items?: PurchaseItemChange[] }
  | { op: "edit"; id: string; patch: Parameters<typeof editEntry>[2] }
  | { op: "undo"; id: string; undone: boolean; system?: { key: string; value: unknown }[]; items?: PurchaseItemChange[] }
  | { op: "delete"; id: string };

/**
 * R-XP-3 / R-XP-4 what a purchase changes on one of the actor's skills, applied with its log entry by
 * the handler, on the skill as it is then: one more level (`expertise` null), or that expertise owned;
 * `back` (undoing a purchase from the Spend XP flow): one level less, or that expertise no longer owned.
 */
export interface PurchaseItemChange { item: string; expertise: string | null; back?: boolean }

type SkillItem = { type: string; system: unknown; update(data: Record<string, unknown>): Promise<unknown> };

/** The item update of a purchase's skill change, read from the skill as it is now (null: nothing to change). */
function skillChange(item: SkillItem, change: PurchaseItemChange): Record<string, unknown> | null {
  const s = (item.system ?? {}) as { niveau?: unknown; expertises?: { nom?: unknown; possedee?: unknown }[] };
  const owned = change.back !== true;
  if (change.expertise === null) return { "system.niveau": Math.max(0, Number(s.niveau ?? 0) + (owned ? 1 : -1)) };
  const list = Array.isArray(s.expertises) ? s.expertises : [];
  if (!list.some((e) => e.nom === change.expertise && (e.possedee === true) !== owned)) return null;
  return { "system.expertises": list.map((e) => (e.nom === change.expertise ? { ...e, possedee: owned } : e)) };
}

/** The actor's skill item of this id, as it is now (undefined when it is not one of its skills). */
function skillItem(actor: ExperienceActor, id: string): SkillItem | undefined {
  const item = (actor as { items?: { get(id: string): SkillItem | undefined } }).items?.get(id);
  return item?.type === "competence" ? item : undefined;
}

/**
 * R-XP-1..3 applies one change to the actor's CURRENT log, with what goes with it (usage, a
 * purchase's system fields), in one update. Undoing a spend also lifts its once-per-act marker
 * (R-XP-3) so the purchase may be made again; what the purchase wrote on the character is not
 * rolled back (the GM edits the sheet). Returns the entry changed, or null when none was.
 */
export async function applyXpOp(actor: ExperienceActor, op: XpOp): Promise<XpLogEntry | null> {
  const log = readXpLog(actor);
  let change: LogChange;
  let usage: UsageState | undefined;
  if (op.op === "append") {
    change = appendEntry(log, op.entry);
    usage = op.usage ? usageReducer(readUsage(actor), op.usage) : undefined;
  } else if (op.op === "edit") {
    change = editEntry(log, op.id, op.patch);
  } else if (op.op === "undo") {
    change = undoEntry(log, op.id, op.undone);
    const target = change.entry?.target?.match(/^(characteristic|skill|domaine-oublie):(.+)$|^combativite$/);
    if (target && change.entry?.kind !== "gain") {
      const kind = (target[1] ?? "combativite") as "skill";
      usage = usageReducer(readUsage(actor), { type: op.undone ? "unbought" : "bought", kind, id: target[2] ?? "combativite" });
    }
  } else {
    change = deleteEntry(log, op.id);
  }
  if (!change.entry) return null;
  const changes = op.op === "append" || op.op === "undo" ? op.items ?? [] : [];
  if (!changes.every((c) => skillItem(actor, c.item))) return null;
  const update = logUpdate(actor, change, usage);
  // R-XP-3 a purchase's fields, or (undoing it from the Spend XP flow) their values before it.
  if (op.op === "append" || op.op === "undo") for (const { key, value } of op.system ?? []) update[`system.${key}`] = value;
  await actor.update(update);
  // R-XP-3 the skill is raised only once its log entry is written, by the same handler, on the skill as it is then.
  for (const c of changes) {
    const item = skillItem(actor, c.item);
    const data = item ? skillChange(item, c) : null;
    if (item && data) await item.update(data);
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

/**
 * Appends an entry (a gain, a spend, a logged GM override), with extra system fields written in the same update
 * and the purchase's skill changes applied right after it by the same handler (never when it is refused).
 */
export function addXpEntry(actor: ExperienceActor, input: NewEntry, extra: { usage?: UsageEvent | null; system?: Record<string, unknown>; items?: PurchaseItemChange[] } = {}): Promise<string | null> {
  const system = Object.entries(extra.system ?? {}).map(([key, value]) => ({ key, value }));
  return changeXpLog(actor, { op: "append", entry: input, usage: extra.usage ?? null, system, ...(extra.items?.length ? { items: extra.items } : {}) });
}

/** R-XP-1 / R-XP-2 an XP gain, logged in the actor's current arc and act; `usage` then moves its usage record on. */
export function addXpGain(actor: ExperienceActor, amount: number, reason: string, usage: UsageEvent | null = null): Promise<string | null> {
  const { arc, act } = readUsage(actor);
  return addXpEntry(actor, { kind: "gain", amount, reason, arc, act, target: null }, { usage });
}

export function editXpEntry(actor: ExperienceActor, id: string, patch: Parameters<typeof editEntry>[2]): Promise<string | null> {
  return changeXpLog(actor, { op: "edit", id, patch });
}

/** Undoes (or redoes) an entry (applyXpOp); `taken`: a purchase's fields as they were before it, and its skill changes taken back. */
export function undoXpEntry(actor: ExperienceActor, id: string, undone = true, taken: { system?: Record<string, unknown>; items?: PurchaseItemChange[] } = {}): Promise<string | null> {
  const system = Object.entries(taken.system ?? {}).map(([key, value]) => ({ key, value }));
  return changeXpLog(actor, { op: "undo", id, undone, system, ...(taken.items?.length ? { items: taken.items.map((c) => ({ ...c, back: true })) } : {}) });
}

/** R-XP-3 a player may take back their own last purchase: the newest live entry of the log, a spend (never a GM's override). */
export function isLastSpend(log: readonly XpLogEntry[], op: XpOp): boolean {
  if (op.op !== "undo" || !op.undone) return false;
  const last = [...log].reverse().find((e) => !e.undone && e.unit !== "pp");
  return last?.id === op.id && last.kind === "spend";
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

/**
 * R-XP-7 the GM's changes of a usage record (a new arc or act, the Combativité triggers, a skill or
 * characteristic marked or unmarked, a théorique's means), applied by the GM to the record as it is
 * then, one request per actor at a time. Refused to anyone else.
 */
export const USAGE_ACTION = defineAction<{ actorUuid: string; events: UsageEvent[] }>({
  name: "usage",
  schema: usageActionSchema,
  touches: (p) => [p.actorUuid],
  run: async ({ actorUuid, events }, user) => {
    if (!user.isGM) return USAGE_GM_ONLY;
    const actor = await personnageAt(actorUuid);
    if (!actor) return "ALTHERION.Chat.Error.Unavailable";
    await applyUsage(actor as unknown as ExperienceActor, events);
    return null;
  },
});

/** Changes a usage record through the usage action; returns a refusal key or null (warned). */
export async function dispatchUsage(actor: ExperienceActor, ...events: UsageEvent[]): Promise<string | null> {
  const uuid = (actor as { uuid?: string }).uuid ?? "";
  const refused = await perform(USAGE_ACTION, { actorUuid: uuid, events }, Boolean((actor as { isOwner?: boolean }).isOwner));
  if (refused) ui.notifications?.warn(localize(refused));
  return refused;
}

/** The usage events a message's rolls give, with their actors (R-XP-7; R-PP-7 tests of the achat ruleset). */
function rollUsages(message: { rolls?: readonly { options?: unknown }[] }): { actorUuid: string; event: UsageEvent }[] {
  return (message.rolls ?? []).flatMap((roll) => {
    const options = roll.options as { altherion?: unknown; altherionPp?: unknown } | undefined;
    const state = parseRollState(options?.altherion);
    const pp = parsePpState(options?.altherionPp);
    const found = state?.result ? usageEventFromRoll(state) : pp ? usageEventFromPpRoll(pp) : null;
    return found ? [found] : [];
  });
}

/**
 * R-XP-7 the usage of a roll message, recorded by the GM from the message itself: only for a
 * personnage the message's author owns (a player cannot record usage on another's character by
 * posting a roll in its name). Asked only by a GM's client (the createChatMessage hook).
 */
export const ROLL_USAGE = defineAction<{ messageId: string; actorUuid: string }>({
  name: "rollUsage",
  schema: rollUsageSchema,
  touches: (p) => [p.actorUuid],
  run: async ({ messageId, actorUuid }, user) => {
    if (!user.isGM) return USAGE_GM_ONLY;
    const message = game.messages?.get(messageId);
    const actor = await personnageAt(actorUuid);
    const event = message ? rollUsages(message as never).find((u) => u.actorUuid === actorUuid)?.event : null;
    if (!message?.author || !actor || !event) return "ALTHERION.Chat.Error.Unavailable";
    if (!actor.testUserPermission(message.author, "OWNER")) return "ALTHERION.Chat.Error.NotAllowed";
    await applyUsage(actor as unknown as ExperienceActor, [event]);
    return null;
  },
});

/** R-XP-7 the `createChatMessage` hook, on the active GM's client only: each actor a roll of the message names. */
export async function recordRollUsage(message: { id?: string | null; rolls?: readonly { options?: unknown }[] }): Promise<void> {
  if (!game.users?.activeGM?.isSelf || !message.id) return;
  const actors = new Set(rollUsages(message).map((u) => u.actorUuid));
  for (const actorUuid of actors) await perform(ROLL_USAGE, { messageId: message.id, actorUuid }, false);
}

/** The XP refusal when a player asks for what only the GM may write (a gain, an edit, an undo). */
export const XP_GM_ONLY = "ALTHERION.XP.Error.GmOnly";
/** The XP refusal when a player's spend no longer fits the XP available (another purchase came first). */
export const XP_NOT_ENOUGH = "ALTHERION.XP.Error.NotEnough";

/**
 * R-XP-3 / R-PP a player's spend fits what the actor has left NOW (read on the handler, after any earlier
 * request): XP against the totals, PP against the log's live PP gains less its PP spends; never 0.
 */
function fitsXp(actor: ExperienceActor, op: XpOp): boolean {
  if (op.op !== "append") return true;
  if (op.entry.amount < 1) return false;
  if (op.entry.unit !== "pp") {
    const { total, spent } = systemXp(actor);
    return op.entry.amount <= total - spent;
  }
  const pp = readXpLog(actor).filter((e) => e.unit === "pp" && !e.undone)
    .reduce((left, e) => left + (e.kind === "gain" ? e.amount : -e.amount), 0);
  return op.entry.amount <= pp;
}

/** R-XP-7 the only usage a player's spend carries: the `bought` event of the entry's own target (no arc, act or mark). */
function ownUsage(op: XpOp): boolean {
  if (op.op !== "append" || op.usage === null) return true;
  const u = op.usage;
  return u.type === "bought" && op.entry.target === (u.kind === "combativite" ? "combativite" : `${u.kind}:${u.id}`);
}

/**
 * The XP action: every change of a log (R-XP-1..3, R-PP) is applied by the active GM to the log as
 * it is then, one request per actor at a time, so an award made while a player buys is kept. A
 * player may only log a spend on an actor it owns, or take back its last one; gains, overrides,
 * edits, other undos and deletions are the GM's.
 */
export const XP_LOG_ACTION = defineAction<{ actorUuid: string; change: XpOp }>({
  name: "xpLog",
  schema: xpActionSchema,
  touches: (p) => [p.actorUuid],
  run: async ({ actorUuid, change }, user) => {
    const actor = await fromUuid(actorUuid as Parameters<typeof fromUuid>[0]);
    if (!(actor instanceof Actor) || actor.type !== "personnage") return "ALTHERION.Chat.Error.Unavailable";
    if (!actor.testUserPermission(user, "OWNER")) return "ALTHERION.Chat.Error.NotAllowed";
    const own = (change.op === "append" && change.entry.kind === "spend") || isLastSpend(readXpLog(actor as unknown as ExperienceActor), change);
    if (!user.isGM && !own) return XP_GM_ONLY;
    if (!user.isGM && !ownUsage(change)) return USAGE_GM_ONLY;
    if (!user.isGM && !fitsXp(actor as unknown as ExperienceActor, change)) return XP_NOT_ENOUGH;
    return (await applyXpOp(actor as unknown as ExperienceActor, change)) ? null : "ALTHERION.Chat.Error.Unavailable";
  },
});

