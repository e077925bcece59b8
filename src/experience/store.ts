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
import type { BoughtKind, UsageEvent, UsageState } from "./usage";
import { parseRollState } from "../dice/roll-data";
import { parsePpState } from "../dice/pp-test";
import { toStoredXpRow } from "../data/xp-log";

export const FLAG_SCOPE = "altherion";
export const USAGE_FLAG = "usage";
/** The system path of the log. */
export const XP_LOG_PATH = "system.xp.log";

/** The plain shape these helpers read (an Actor, or a test double). */
export interface ExperienceActor {
  type: string;
  flags: Record<string, unknown>;
  system: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

const scope = (actor: Pick<ExperienceActor, "flags">): Record<string, unknown> =>
  (actor.flags?.[FLAG_SCOPE] ?? {}) as Record<string, unknown>;

function systemXp(actor: Pick<ExperienceActor, "system">): { total: number; spent: number; log: unknown } {
  const xp = ((actor.system ?? {}) as { xp?: { total?: number; spent?: number; log?: unknown } }).xp ?? {};
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

/** Appends an entry (a gain, a spend, a logged GM override), with extra updates written in the same call. */
export async function addXpEntry(actor: ExperienceActor, input: NewEntry, extra: { usage?: UsageEvent | null; system?: Record<string, unknown> } = {}): Promise<XpLogEntry | null> {
  const change = appendEntry(readXpLog(actor), input);
  const usage = extra.usage ? usageReducer(readUsage(actor), extra.usage) : undefined;
  const update = logUpdate(actor, change, usage);
  for (const [k, v] of Object.entries(extra.system ?? {})) update[`system.${k}`] = v;
  await actor.update(update);
  return change.entry;
}

/** R-XP-1 / R-XP-2 an XP gain, logged in the actor's current arc and act; `usage` then moves its usage record on. */
export async function addXpGain(actor: ExperienceActor, amount: number, reason: string, usage: UsageEvent | null = null): Promise<XpLogEntry | null> {
  const { arc, act } = readUsage(actor);
  return addXpEntry(actor, { kind: "gain", amount, reason, arc, act, target: null }, { usage });
}

export async function editXpEntry(actor: ExperienceActor, id: string, patch: Parameters<typeof editEntry>[2]): Promise<void> {
  const change = editEntry(readXpLog(actor), id, patch);
  if (change.entry) await actor.update(logUpdate(actor, change));
}

/**
 * Undoes (or redoes) an entry. Undoing a spend also lifts its once-per-act marker (R-XP-3) so the purchase may be
 * made again; what the purchase wrote on the character is not rolled back (the GM edits the sheet).
 */
export async function undoXpEntry(actor: ExperienceActor, id: string, undone = true): Promise<void> {
  const change = undoEntry(readXpLog(actor), id, undone);
  if (!change.entry) return;
  let usage: UsageState | undefined;
  const target = change.entry.target?.match(/^(characteristic|skill|domaine-oublie):(.+)$|^(combativite)$/);
  if (target && change.entry.kind !== "gain") {
    const kind = (target[1] ?? target[3]) as BoughtKind;
    usage = usageReducer(readUsage(actor), { type: undone ? "unbought" : "bought", kind, id: target[2] ?? kind });
  }
  await actor.update(logUpdate(actor, change, usage));
}

export async function deleteXpEntry(actor: ExperienceActor, id: string): Promise<void> {
  const change = deleteEntry(readXpLog(actor), id);
  if (change.entry) await actor.update(logUpdate(actor, change));
}

/** Applies usage events in one update. */
export async function dispatchUsage(actor: ExperienceActor, ...events: UsageEvent[]): Promise<UsageState> {
  const next = events.reduce(usageReducer, readUsage(actor));
  await actor.update({ [`flags.${FLAG_SCOPE}.${USAGE_FLAG}`]: next });
  return next;
}

/**
 * R-XP-7 the `createChatMessage` hook: on the active GM's client only (it may update every actor), each test roll
 * of a personnage records what it used.
 */
export async function recordRollUsage(message: { rolls?: readonly { options?: unknown }[] }): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  for (const roll of message.rolls ?? []) {
    const options = roll.options as { altherion?: unknown; altherionPp?: unknown } | undefined;
    const state = parseRollState(options?.altherion);
    const pp = parsePpState(options?.altherionPp); // R-PP-7 tests of the achat ruleset
    const found = state?.result ? usageEventFromRoll(state) : pp ? usageEventFromPpRoll(pp) : null;
    if (!found) continue;
    const actor = await fromUuid(found.actorUuid as Parameters<typeof fromUuid>[0]);
    if (!(actor instanceof Actor) || actor.type !== "personnage") continue;
    await dispatchUsage(actor as unknown as ExperienceActor, found.event);
  }
}
