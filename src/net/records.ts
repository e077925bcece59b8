/**
 * The GM's once-only records (ledger.ts): kept in its record book (record-book.ts), a journal entry no player sees or
 * writes, one page per record, at most LEDGER_MAX records, none older than LEDGER_DAYS. A handler asks `alreadyDone`
 * before it changes anything and calls `recordDone` after; a card's state as the GM last wrote it is one record too.
 */
import { CARD_STATE, LEDGER_BOOK, LEDGER_DAYS, LEDGER_MAX, recordedState, parseRecord, recordKey, recordLabel, type LedgerRecord } from "./ledger";
import { recordBook } from "./record-book";

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
