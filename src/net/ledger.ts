/**
 * Once means once: the record of actions already carried out (damage applied to a target from a
 * card, an aggravation settled, a request answered), one record per (card, action, target). The
 * GM keeps them in its record book (record-book.ts, opened in records.ts), where no player can
 * write: at most LEDGER_MAX records, none older than LEDGER_DAYS. Before, they were a list in the
 * world setting LEDGER_SETTING, moved into the book by migrations/ledger.ts. Pure.
 */
export interface LedgerRecord {
  /** The card (chat message id) the action came from. */
  message: string;
  /** The action ("applyDamage", "aggravation", "requestResult", …). */
  action: string;
  /** The document it acted on (uuid), or "" for the card itself. */
  target: string;
  /** What the GM kept with the record, as JSON: a CARD_STATE record's card state. */
  state?: string;
}

/** The action of the record that keeps a card's state as the GM last wrote it (one per card). */
export const CARD_STATE = "cardState";

/** At most this many records are kept (the oldest pruned first), as the setting kept before. */
export const LEDGER_MAX = 5000;
/** Records older than this are pruned; a card older than what the ledger still holds applies nothing more (records.ts). */
export const LEDGER_DAYS = 180;
/** The record book's name (its journal entry's flag) and the world setting that held the ledger before it. */
export const LEDGER_BOOK = "authorityLedger";
export const LEDGER_SETTING = "authorityLedger";

/** One record per card, action and target: a second one of the same key replaces it (a card's state rewritten). */
export const recordKey = (r: LedgerRecord): string => `${r.message} ${r.action} ${r.target}`;

/** What a GM reads as a record's page name in the ledger's journal. */
export const recordLabel = (r: LedgerRecord): string => (r.target ? `${r.action} · ${r.message} → ${r.target}` : `${r.action} · ${r.message}`);

/** One stored record, when well-formed (anything else was never written by the GM); null otherwise. */
export function parseRecord(r: unknown): LedgerRecord | null {
  if (typeof r !== "object" || r === null) return null;
  const { message, action, target, state } = r as Record<string, unknown>;
  if (typeof message !== "string" || typeof action !== "string" || typeof target !== "string") return null;
  if (state !== undefined && typeof state !== "string") return null;
  return state === undefined ? { message, action, target } : { message, action, target, state };
}

/** Reads the list the ledger setting held: only well-formed records. */
export function parseLedger(raw: unknown): LedgerRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(parseRecord).filter((r): r is LedgerRecord => r !== null);
}

/** What the GM kept with a message's record of this action (parsed JSON: CARD_STATE), or null when it wrote none. */
export function recordedState(records: readonly LedgerRecord[], message: string, action: string): unknown {
  const json = records.find((r) => r.message === message && r.action === action)?.state;
  if (json === undefined) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}
