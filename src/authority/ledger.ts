/**
 * Once means once: the record of actions already carried out (damage applied to a target from a
 * card, an aggravation settled, a request answered). It is written by the GM in a world setting,
 * where no player can write, as a LIST of records (never an object keyed by ids: Foundry expands
 * dotted keys on update). Records of deleted messages are pruned; at most LEDGER_MAX are kept,
 * the oldest dropped first. Pure: the store is in index.ts.
 */
export interface LedgerRecord {
  /** The card (chat message id) the action came from. */
  message: string;
  /** The action ("applyDamage", "aggravation", "requestResult", …). */
  action: string;
  /** The document it acted on (uuid), or "" for the card itself. */
  target: string;
  /** What the GM kept with the record, as JSON: a CARD_STATE record's card state, a FORTUNE_SPENT, FATALITE_APPLIED, FATALITE_OWED or IMPACT_SPENT record's points, an ESPOIR_SPENT record's effects. */
  state?: string;
}

/** The action of the record that keeps a card's state as the GM last wrote it (one per card). */
export const CARD_STATE = "cardState";
/** R-FORT-1 the action of the record that keeps the Fortune a roll's card really took from its roller, as the GM saw it. */
export const FORTUNE_SPENT = "fortuneSpent";
/** R-FORT-2 the action of the record that keeps the pending Fatalité the GM answered for a roll's card (its −1s). */
export const FATALITE_APPLIED = "fataliteApplied";
/** R-MORAL-2 issue 13 the action of the record that keeps the Espoir effects the GM took for a roll's card (a list: "bonus" each +1). */
export const ESPOIR_SPENT = "espoirSpent";
/**
 * R-FORT-2 issue 13 the action of the record that keeps the pending Fatalité a roll's card left out: the GM saw the card
 * posted for a character whose Fatalité was pending, without having answered for it (authority/index.ts fataliteSkipped).
 */
export const FATALITE_OWED = "fataliteOwed";
/** R-DICE-4 issue 13 the action of the record that keeps the Impact points the GM took from a roll's roller for its card (its surpuissance dice). */
export const IMPACT_SPENT = "impactSpent";

export const LEDGER_MAX = 5000;

const same = (a: LedgerRecord, b: LedgerRecord) => a.message === b.message && a.action === b.action && a.target === b.target;

export function isRecorded(records: readonly LedgerRecord[], record: LedgerRecord): boolean {
  return records.some((r) => same(r, record));
}

/** The records once `record` is added, pruned to live messages and LEDGER_MAX. */
export function withRecord(records: readonly LedgerRecord[], record: LedgerRecord, alive: (messageId: string) => boolean): LedgerRecord[] {
  const kept = records.filter((r) => alive(r.message) && !same(r, record));
  return [...kept, record].slice(-LEDGER_MAX);
}

/** Reads a stored ledger: only well-formed records (anything else was never written by the GM). */
export function parseLedger(raw: unknown): LedgerRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((r): r is LedgerRecord =>
    typeof r === "object" && r !== null && typeof r.message === "string" && typeof r.action === "string" && typeof r.target === "string"
    && (r.state === undefined || typeof r.state === "string"));
}

/** What the GM kept with a message's record of this action (parsed JSON: CARD_STATE, FORTUNE_SPENT), or null when it wrote none. */
export function recordedState(records: readonly LedgerRecord[], message: string, action: string): unknown {
  const json = records.find((r) => r.message === message && r.action === action)?.state;
  if (json === undefined) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}
