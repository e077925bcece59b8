/**
 * The XP log (R-XP-1..3, R-XP-7, and PP purchases of R-PP): every gain and spend with its date, reason and arc/act,
 * and the pure reducers of the log: append, edit, undo/redo, delete, and the delta each change makes to
 * `system.xp`. PP entries (`unit: "pp"`) are logged beside XP ones and never move `system.xp`. The stored shape
 * and the conversions of older data are the data layer's (data/xp-log.ts); the writes, experience/store.ts.
 */

export const XP_ENTRY_KINDS = ["gain", "spend", "override"] as const;
export type XpEntryKind = (typeof XP_ENTRY_KINDS)[number];
/** What an entry counts: experience points, or progression points of the achat ruleset (R-PP). */
export const XP_UNITS = ["xp", "pp"] as const;
export type XpUnit = (typeof XP_UNITS)[number];

/** Amounts, arcs and acts are integers in these bounds (bounds.ts reads them for the schema). */
export const XP_AMOUNT_MAX = 99999;
export const XP_ARC_MAX = 9999;

/**
 * One entry of `system.xp.log` as read. Stored, "none" is 0 for arc/act and "" for target (the schema's numbers
 * are never null): see toStoredXpRow.
 */
export interface XpLogRow {
  /** 16-character id, unique in the log. */
  id: string;
  /** ISO date. */
  date: string;
  kind: XpEntryKind;
  unit: XpUnit;
  /** ≥ 0; the kind gives the direction. */
  amount: number;
  reason: string;
  arc: number | null;
  act: number | null;
  /** What a spend bought, "<kind>:<id>" (e.g. "skill:melee", "pp-level:melee"), or null. */
  target: string | null;
  /** Undone entries stay in the log and count for nothing. */
  undone: boolean;
  /**
   * The stored row as it was (JSON) when it did not fit the current shape: an unreadable row is kept
   * whole as an undone entry of 0 (a legacy row shown in the log), a clamped value keeps its original.
   */
  original?: string;
  /** R-XP-3 the active GM wrote this entry from the purchase's target (its cost and changes are the rules'); absent: false. */
  gmApplied?: boolean;
  /** R-XP-3 what the GM's purchase changed, each value as it was before and as it wrote it (undo puts `before` back). */
  changes?: XpChange[];
}

/**
 * One field a purchase changed: on the actor (`item` "") or on one of its items (the item's id), `path` in that
 * document (`system.caracteristiques.force`, `system.niveau`), the stored values as JSON (a list: no keyed object).
 */
export interface XpChange { item: string; path: string; before: string; after: string }
/** A purchase changes at most this many fields (a characteristic; a skill's level or expertises; the domaines). */
export const XP_CHANGES_MAX = 4;

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
  if (!Number.isInteger(amount) || amount < 0 || amount > XP_AMOUNT_MAX) throw new RangeError(`amount must be an integer 0..${XP_AMOUNT_MAX}, got ${amount}`);
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

/** Applies a delta to system.xp, never below 0 (the schema's minimum). */
export function applyDelta(xp: { total: number; spent: number }, delta: XpDelta): { total: number; spent: number } {
  return { total: Math.max(0, xp.total + delta.total), spent: Math.max(0, xp.spent + delta.spent) };
}
