/**
 * The XP log as stored and exported: reading `system.xp.log` (conversions of older data in data/xp-log.ts) and
 * the CSV export. Its entries and the reducers that append, edit, undo and delete them are the rules'
 * (rules/xp-log.ts); the writes are the store's (store.ts).
 */
import { normalizeXpLog } from "../data/xp-log";
import type { XpEntryKind, XpLogEntry } from "../rules/index";

/** Reads a stored log defensively: rows of any older shape are converted (data/xp-log.ts), unreadable rows dropped. */
export function parseLog(raw: unknown): XpLogEntry[] {
  return Array.isArray(raw) ? normalizeXpLog(raw) : [];
}

// CSV (RFC 4180 with CRLF), safe to open in a spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: text that a spreadsheet would run as a formula gets a leading apostrophe; quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let s = value;
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const CSV_COLUMNS = ["date", "kind", "amount", "unit", "reason", "arc", "act", "target", "undone"] as const;

/** The log as CSV; `headers` gives each column's (localized) title, `kindLabels` each kind's. */
export function logToCsv(entries: readonly XpLogEntry[], headers: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}, kindLabels: Partial<Record<XpEntryKind, string>> = {}): string {
  const lines = [CSV_COLUMNS.map((c) => csvCell(headers[c] ?? c)).join(",")];
  for (const e of entries) {
    lines.push([
      csvCell(e.date), csvCell(kindLabels[e.kind] ?? e.kind), csvCell(e.amount), csvCell(e.unit ?? "xp"), csvCell(e.reason),
      csvCell(e.arc), csvCell(e.act), csvCell(e.target), csvCell(Boolean(e.undone)),
    ].join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
