/**
 * The authority layer on Foundry (ARCHITECTURE.md §5): every change that crosses ownership goes
 * through `perform`. With an active GM connected, the request is carried out by that GM's client
 * (the sender known from the socket, one queue per document); with none, it runs here only when
 * this user may write everything it changes, through the same handler and checks. Actions are
 * declared with `defineAction` by the layer that owns them (chat, combat, Moral, experience).
 */
import { SYSTEM_ID } from "../settings";
import { Registry, type Answer, type AuthorityAction } from "./registry";
import { NO_GM, Transport, USER_NO_ANSWER, type Envelope } from "./transport";
import { CARD_STATE, ESPOIR_SPENT, FATALITE_APPLIED, FATALITE_OWED, FORTUNE_SPENT, IMPACT_SPENT, LEDGER_BOOK, LEDGER_DAYS, LEDGER_MAX, LEDGER_SETTING, recordedState, parseRecord, recordKey, recordLabel, type LedgerRecord } from "./ledger";
import { recordBook } from "../net/record-book";
import { registerGmFields } from "./gm-fields";
import { registerCombatantFlags } from "./combatant-flags";

type AnyUser = User.Implementation;

export const SOCKET_NAME = `system.${SYSTEM_ID}`;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "altherion.authorityLedger": LedgerRecord[];
  }
}

const registry = new Registry<AnyUser>((name, error) => console.error(`Altherion | the action ${name} failed`, error));
let transport: Transport<AnyUser> | null = null;

/** Declares an action (at import time of its layer). */
export function defineAction<P>(action: AuthorityAction<P, AnyUser>): AuthorityAction<P, AnyUser> {
  return registry.define(action);
}

interface PackageSocket {
  on(name: string, listener: (...relayed: unknown[]) => void): void;
  emit(name: string, message: unknown): void;
}

/** Entry's init: the former ledger setting (read once by its migration), the GM-only fields' hooks and the socket listener. */
export function registerAuthority(): void {
  registerGmFields();
  registerCombatantFlags();
  game.settings?.register(SYSTEM_ID, LEDGER_SETTING, { scope: "world", config: false, type: Array, default: [] } as never);
  const socket = game.socket as unknown as PackageSocket | null;
  if (!socket) return;
  transport = new Transport<AnyUser>({
    self: () => ({ id: game.user?.id ?? "", isGM: Boolean(game.user?.isGM) }),
    activeGM: () => (game.users?.activeGM ? { id: game.users.activeGM.id ?? "" } : null),
    user: (id) => game.users?.get(id) ?? undefined,
    emit: (message: Envelope) => socket.emit(SOCKET_NAME, message),
    listen: (listener) => socket.on(SOCKET_NAME, listener),
    newId: () => foundry.utils.randomID(24),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }, registry);
}

/**
 * Carries out an action: at the active GM when one is connected (here when this client is it, or
 * is a GM), else here when `canWriteAll` (this user may write every document it changes).
 * Returns a refusal key (localize it), or null when done.
 */
export async function perform<P>(action: AuthorityAction<P, AnyUser>, payload: P, canWriteAll: boolean): Promise<string | null> {
  return (await performAnswer(action, payload, canWriteAll)).result;
}

/** As `perform`, with the value the handler answered (what the GM applied), if any. */
export async function performAnswer<P>(action: AuthorityAction<P, AnyUser>, payload: P, canWriteAll: boolean): Promise<Answer> {
  const user = game.user;
  if (!user) return { result: NO_GM };
  const gm = game.users?.activeGM ?? null;
  if (user.isGM || gm?.isSelf || (!gm && canWriteAll)) return registry.answer(action.name, payload, user);
  if (!gm || !transport) return { result: action.noGM ?? NO_GM };
  return transport.askAnswer(action.name, payload);
}

/**
 * Asks one user's client to carry out an action its addressee handles (`handledBy: "addressee"`: a
 * GM's request to a player, such as opening a window there); run here when that user is this client's.
 * Returns a refusal key (localize it), or null when done.
 */
export async function performAt<P>(action: AuthorityAction<P, AnyUser>, userId: string, payload: P): Promise<string | null> {
  const user = game.user;
  if (!user) return NO_GM;
  if (user.id === userId) return registry.handle(action.name, payload, user);
  if (!transport) return USER_NO_ANSWER;
  return transport.askUser(userId, action.name, payload);
}

/**
 * The GM's once-only records, in its record book (net/record-book.ts): a journal entry no player sees or writes, one
 * page per record, at most LEDGER_MAX records, none older than LEDGER_DAYS.
 */
export const ledgerBook = recordBook<LedgerRecord>(LEDGER_BOOK, {
  maxCount: LEDGER_MAX,
  maxAgeDays: LEDGER_DAYS,
  parse: parseRecord,
  key: recordKey,
  label: recordLabel,
  title: () => game.i18n?.localize("ALTHERION.Authority.LedgerTitle") ?? LEDGER_BOOK,
});

const ledger = (): LedgerRecord[] => ledgerBook.all().map((r) => r.data);

/**
 * Was this action already carried out? Yes when the ledger holds its record, and for a card older than the ledger's
 * horizon (its records may have been pruned: such an old card applies nothing more).
 */
export function alreadyDone(record: LedgerRecord): boolean {
  if (ledgerBook.get(recordKey(record))) return true;
  const posted = (game.messages?.get(record.message) as { timestamp?: unknown } | undefined)?.timestamp;
  return typeof posted === "number" && posted < ledgerBook.horizon();
}

/** Records a carried-out action (a GM's client only: a player's runs change only what it may write anyway). */
export async function recordDone(record: LedgerRecord): Promise<void> {
  if (!game.user?.isGM) return;
  await ledgerBook.add(record);
}

/**
 * The GM's own copy of a card's state, kept in the ledger where its author cannot write: the card's
 * flags are the author's message, which it may rewrite (a narrow success it never paid for, a
 * defender's critical failure, an accepted Fortune). Null when the GM wrote none.
 */
export function gmCardState(messageId: string): unknown {
  const record = ledgerBook.get(recordKey({ message: messageId, action: CARD_STATE, target: "" }));
  return record ? recordedState([record.data], messageId, CARD_STATE) : null;
}

/** Keeps the card state the GM just wrote (a GM's client only, as recordDone). */
export function recordCardState(messageId: string, state: unknown): Promise<void> {
  return recordDone({ message: messageId, action: CARD_STATE, target: "", state: JSON.stringify(state) });
}

/**
 * The cards a roll's Fortune spend named, with their roller, even with nothing to settle (this GM client's memory, as
 * `card actor`): that card was asked for (R-FORT-2, fataliteSkipped).
 */
const asked = new Set<string>();
const askedKey = (messageId: string, actorUuid: string) => `${messageId} ${actorUuid}`;

/** The points a FORTUNE_SPENT, FATALITE_APPLIED or IMPACT_SPENT record of the card `messageId` keeps for `actorUuid`; 0 with none. */
function recordedPoints(messageId: string, action: string, actorUuid: string): number {
  const record = ledger().find((r) => r.message === messageId && r.action === action && r.target === actorUuid);
  const points = record ? recordedState([record], record.message, action) : 0;
  return typeof points === "number" && Number.isInteger(points) && points > 0 ? points : 0;
}

/**
 * R-FORT-1 the Fortune the card `messageId`'s roll took from `actorUuid`, as the GM took it
 * (the Fortune spend action, moral/fortune-spend.ts), kept in the ledger: 0 when the GM took none
 * for that card and actor (a card copied, a claim rewritten, another actor named).
 */
export function gmFortuneSpent(messageId: string, actorUuid: string): number {
  return recordedPoints(messageId, FORTUNE_SPENT, actorUuid);
}

/**
 * R-FORT-2 the pending Fatalité the card `messageId`'s roll of `actorUuid` must carry: what the GM answered for it,
 * or (issue 13) what was pending when the GM saw the card posted without having been asked (fataliteSkipped); 0 with neither.
 */
export function gmFataliteApplied(messageId: string, actorUuid: string): number {
  const owed = skipped.find((r) => r.message === messageId && r.target === actorUuid)?.points ?? 0;
  return Math.max(recordedPoints(messageId, FATALITE_APPLIED, actorUuid), recordedPoints(messageId, FATALITE_OWED, actorUuid), owed);
}

/** Whether a roll's spend already named the card `messageId` (a Fortune taken or a Fatalité answered, from any actor). */
export function fortuneSpentFor(messageId: string): boolean {
  const records = ledger();
  return recordedState(records, messageId, FORTUNE_SPENT) !== null || recordedState(records, messageId, FATALITE_APPLIED) !== null;
}

/**
 * Keeps what the GM settled for the card `messageId` yet to be posted: the Fortune it took from `actorUuid` and
 * the pending Fatalité it answered (a GM's client only, as recordDone; a zero is not recorded).
 */
export async function recordFortuneSpent(messageId: string, actorUuid: string, spent: number, fatalite = 0): Promise<void> {
  asked.add(askedKey(messageId, actorUuid));
  if (asked.size > 1000) asked.delete(asked.values().next().value as string); // bounded: the oldest forgotten first
  if (spent) await recordDone({ message: messageId, action: FORTUNE_SPENT, target: actorUuid, state: JSON.stringify(spent) });
  if (fatalite) await recordDone({ message: messageId, action: FATALITE_APPLIED, target: actorUuid, state: JSON.stringify(fatalite) });
}

/**
 * R-MORAL-2 issue 13 the Espoir effects the GM took for the card `messageId`'s roll of `actorUuid` (the Moral payment that
 * named that card, moral/request.ts): its +1s ("bonus" each) and the other effects; none when the GM took none for it.
 */
export function gmEspoirSpent(messageId: string, actorUuid: string): string[] {
  const record = ledger().find((r) => r.message === messageId && r.action === ESPOIR_SPENT && r.target === actorUuid);
  const effects = record ? recordedState([record], messageId, ESPOIR_SPENT) : null;
  return Array.isArray(effects) ? effects.filter((e): e is string => typeof e === "string") : [];
}

/** Whether a roll's Espoir payment already named the card `messageId` (from any actor). */
export function espoirSpentFor(messageId: string): boolean {
  return recordedState(ledger(), messageId, ESPOIR_SPENT) !== null;
}

/** Keeps the Espoir effects the GM took from `actorUuid` for the card `messageId` yet to be posted (a GM's client only, as recordDone). */
export async function recordEspoirSpent(messageId: string, actorUuid: string, effects: readonly string[]): Promise<void> {
  await recordDone({ message: messageId, action: ESPOIR_SPENT, target: actorUuid, state: JSON.stringify(effects) });
}

/** Fatalité the GM found skipped, kept in memory from the moment it saw the card until its ledger record is written. */
const skipped: { message: string; target: string; points: number }[] = [];

/**
 * R-FORT-2 issue 13 the active GM saw the card `messageId` posted for `actorUuid`, whose Fatalité `pending` is pending:
 * unless it answered for that card (the roll's Fortune spend, moral/fortune-spend.ts), the card left it out, and must
 * carry it to be trusted (gmFataliteApplied). Kept at once (a button pressed right after the card finds it) and in the ledger.
 */
export async function fataliteSkipped(messageId: string, actorUuid: string, pending: number): Promise<void> {
  if (!game.user?.isGM || pending <= 0 || fortuneAnswered(messageId, actorUuid)) return;
  skipped.push({ message: messageId, target: actorUuid, points: pending });
  if (skipped.length > 100) skipped.shift();
  await recordDone({ message: messageId, action: FATALITE_OWED, target: actorUuid, state: JSON.stringify(pending) });
}

/** Whether the GM answered a Fortune spend for the card `messageId`'s roll of `actorUuid` (here, or as its ledger keeps it). */
function fortuneAnswered(messageId: string, actorUuid: string): boolean {
  return asked.has(askedKey(messageId, actorUuid)) || ledger().some((r) => r.message === messageId && r.target === actorUuid && (r.action === FORTUNE_SPENT || r.action === FATALITE_APPLIED));
}

/**
 * R-DICE-4 issue 13 the Impact points the GM took from `actorUuid` for the card `messageId`'s roll (the Impact spend
 * action, dice/impact-spend.ts), kept in the ledger: 0 when it took none for that card and actor. A card's
 * surpuissance dice beyond its roller's standing sources (and a spell's focus) are no more than these.
 */
export function gmImpactSpent(messageId: string, actorUuid: string): number {
  return recordedPoints(messageId, IMPACT_SPENT, actorUuid);
}

/** Whether a roll's Impact spend already named the card `messageId` (from any actor). */
export function impactSpentFor(messageId: string): boolean {
  return recordedState(ledger(), messageId, IMPACT_SPENT) !== null;
}

/** Keeps the Impact the GM took from `actorUuid` for the card `messageId` yet to be posted (a GM's client only, as recordDone). */
export async function recordImpactSpent(messageId: string, actorUuid: string, spent: number): Promise<void> {
  await recordDone({ message: messageId, action: IMPACT_SPENT, target: actorUuid, state: JSON.stringify(spent) });
}
