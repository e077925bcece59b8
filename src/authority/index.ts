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
import { CARD_STATE, LEDGER_BOOK, LEDGER_DAYS, LEDGER_MAX, LEDGER_SETTING, recordedState, parseRecord, recordKey, recordLabel, type LedgerRecord } from "./ledger";
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
