/**
 * The GM's once-only ledger moves from the world setting it was (one list rewritten and sent whole on every record)
 * into its record book (net/records.ts `ledgerBook`): every record with every value it held (card, action,
 * target, kept state), oldest first; then the setting is emptied. Runs on the active GM at ready, whatever the schema
 * version. The setting is emptied only once every record is found in the book: a failure leaves it whole, and the
 * next load tries again (a record already moved is rewritten in place, not doubled).
 */
import { SYSTEM_ID } from "../settings";
import { ledgerBook } from "../net/records";
import { LEDGER_SETTING, parseLedger, recordKey } from "../net/ledger";

/** Moves the setting's records into the book; answers how many were moved (0 when there were none, or not the active GM). */
export async function moveLedgerToBook(): Promise<number> {
  if (!game.users?.activeGM?.isSelf) return 0;
  const records = parseLedger(game.settings?.get(SYSTEM_ID, LEDGER_SETTING as never));
  if (!records.length) return 0;
  await ledgerBook.addAll(records);
  const missing = records.filter((r) => JSON.stringify(ledgerBook.get(recordKey(r))?.data) !== JSON.stringify(r));
  if (missing.length) {
    console.error(`Altherion | ${missing.length} ledger records were not moved into the GM's ledger journal; the setting is kept for the next load`);
    return 0;
  }
  await game.settings?.set(SYSTEM_ID, LEDGER_SETTING as never, [] as never);
  return records.length;
}
