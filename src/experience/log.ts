/**
 * The XP log (R-XP-1..3, R-XP-7, and PP purchases of R-PP): every gain and spend with its date, reason and arc/act.
 * Pure helpers: append, edit, undo/redo, the totals delta each change makes to `system.xp`, and CSV export.
 * Entries live in `system.xp.log` (store.ts; stored shape and conversions of older data in data/xp-log.ts).
 * PP entries (`unit: "pp"`) are logged beside XP ones and never move `system.xp`.
 */
import { XP_ENTRY_KINDS, XP_UNITS, normalizeXpLog } from "../data/xp-log";
import type { XpEntryKind, XpLogRow, XpUnit } from "../data/xp-log";

export { XP_ENTRY_KINDS, XP_UNITS };
export type { XpEntryKind, XpUnit };

export interface XpLogEntry extends Omit<XpLogRow, "undone" | "unit"> {
  /** XP when absent. */
  unit?: XpUnit;
  /** Undone entries stay in the log, greyed, and count for nothing. */
  undone?: boolean;
  /** Shown, never edited (no longer written: kept for callers that mark rows so). */
  readonly?: boolean;
}

/** What a change does to system.xp (added to the current values, which the GM may also edit by hand). */
export interface XpDelta { total: number; spent: number }

const ZERO: XpDelta = Object.freeze({ total: 0, spent: 0 });

/** The contribution of one entry to system.xp. */
export function entryEffect(e: Pick<XpLogEntry, "kind" | "amount" | "undone"> & { unit?: XpUnit }): XpDelta {
  if (e.undone || e.unit === "pp") return ZERO;
  return e.kind === "gain" ? { total: e.amount, spent: 0 } : { total: 0, spent: e.amount };
}

const sub = (a: XpDelta, b: XpDelta): XpDelta => ({ total: a.total - b.total, spent: a.spent - b.spent });

/** Sum of the live entries (gains, spends). */
export function logTotals(entries: readonly XpLogEntry[]): XpDelta {
  return entries.reduce((acc, e) => { const d = entryEffect(e); return { total: acc.total + d.total, spent: acc.spent + d.spent }; }, { total: 0, spent: 0 });
}

function checkAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 0 || amount > 99999) throw new RangeError(`amount must be an integer 0..99999, got ${amount}`);
}

/** A 16-character id (Foundry-like); deterministic when `random` is given (tests). */
export function newEntryId(random: () => number = Math.random): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let id = "";
  for (let i = 0; i < 16; i++) id += chars[Math.floor(random() * chars.length) % chars.length];
  return id;
}

export type NewEntry = Omit<XpLogEntry, "id" | "date" | "undone" | "readonly" | "unit"> & { id?: string; date?: string; unit?: XpUnit };

/** Builds a valid entry (throws RangeError on a bad amount or kind). */
export function makeEntry(input: NewEntry, now: Date = new Date()): XpLogEntry {
  checkAmount(input.amount);
  if (!XP_ENTRY_KINDS.includes(input.kind)) throw new RangeError(`unknown kind ${String(input.kind)}`);
  return {
    id: input.id ?? newEntryId(), date: input.date ?? now.toISOString(), kind: input.kind, unit: input.unit === "pp" ? "pp" : "xp",
    amount: input.amount, reason: input.reason, arc: input.arc ?? null, act: input.act ?? null, target: input.target ?? null, undone: false,
    ...(input.gmApplied ? { gmApplied: true } : {}), ...(input.changes?.length ? { changes: input.changes.map((c) => ({ ...c })) } : {}),
  };
}

export interface LogChange { log: XpLogEntry[]; delta: XpDelta; entry: XpLogEntry | null }

/** Appends an entry. */
export function appendEntry(log: readonly XpLogEntry[], input: NewEntry, now?: Date): LogChange {
  const entry = makeEntry(input, now);
  return { log: [...log, entry], delta: entryEffect(entry), entry };
}

/** Edits an entry's amount, kind, reason, arc, act or date; the delta keeps system.xp consistent. */
export function editEntry(log: readonly XpLogEntry[], id: string, patch: Partial<Pick<XpLogEntry, "amount" | "kind" | "reason" | "arc" | "act" | "date" | "target">>): LogChange {
  const before = log.find((e) => e.id === id);
  if (!before || before.readonly) return { log: [...log], delta: ZERO, entry: null };
  if (patch.amount !== undefined) checkAmount(patch.amount);
  if (patch.kind !== undefined && !XP_ENTRY_KINDS.includes(patch.kind)) throw new RangeError(`unknown kind ${String(patch.kind)}`);
  const after: XpLogEntry = { ...before, ...patch };
  return { log: log.map((e) => (e.id === id ? after : e)), delta: sub(entryEffect(after), entryEffect(before)), entry: after };
}

/** Undoes (or, with `undone = false`, redoes) an entry: it stays in the log and stops counting. */
export function undoEntry(log: readonly XpLogEntry[], id: string, undone = true): LogChange {
  const before = log.find((e) => e.id === id);
  if (!before || before.readonly || Boolean(before.undone) === undone) return { log: [...log], delta: ZERO, entry: null };
  const after: XpLogEntry = { ...before, undone };
  return { log: log.map((e) => (e.id === id ? after : e)), delta: sub(entryEffect(after), entryEffect(before)), entry: after };
}

/** Deletes an entry for good (the GM cleaning a mistake); its effect is removed from system.xp. */
export function deleteEntry(log: readonly XpLogEntry[], id: string): LogChange {
  const before = log.find((e) => e.id === id);
  if (!before || before.readonly) return { log: [...log], delta: ZERO, entry: null };
  return { log: log.filter((e) => e.id !== id), delta: sub(ZERO, entryEffect(before)), entry: before };
}

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

/** Applies a delta to system.xp, never below 0 (the schema's minimum). */
export function applyDelta(xp: { total: number; spent: number }, delta: XpDelta): { total: number; spent: number } {
  return { total: Math.max(0, xp.total + delta.total), spent: Math.max(0, xp.spent + delta.spent) };
}
