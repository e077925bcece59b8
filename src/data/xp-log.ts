/**
 * The stored shape of the experience log, `system.xp.log` of a personnage (R-XP-1..7, R-PP), and the pure
 * conversions of what older versions stored:
 * - legacy rows `{date, montant, raison}` (the first schema; a negative montant was a spend);
 * - entries kept in `flags.altherion.xpLog` by the first experience tools.
 * One log holds XP and PP: `unit` says which; only XP entries move `system.xp.total/spent`.
 * Used by the data model (`migrateData`), the world migration (migrations.ts) and src/experience/; the entries
 * themselves and the reducers that change them are the rules' (rules/xp-log.ts). No Foundry globals.
 */
import { XP_AMOUNT_MAX, XP_ARC_MAX, XP_CHANGES_MAX, XP_ENTRY_KINDS, XP_UNITS } from "../rules/index";
import type { XpChange, XpEntryKind, XpLogRow, XpUnit } from "../rules/index";

/** Free texts are cut at these lengths when converted. */
export const XP_REASON_MAX = 500;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** A row of the first schema ({date, montant, raison}, no kind). */
export function isLegacyXpRow(r: unknown): r is { date?: unknown; montant: unknown; raison?: unknown } {
  return isObj(r) && "montant" in r && !("kind" in r);
}

/** The stored shape of one entry (what the schema holds). */
export interface XpStoredRow extends Omit<XpLogRow, "arc" | "act" | "target" | "original"> { arc: number; act: number; target: string; original: string }

const isChange = (c: unknown): c is XpChange => isObj(c) && typeof c.item === "string" && typeof c.path === "string" && c.path !== ""
  && typeof c.before === "string" && typeof c.after === "string";
/** A stored list of changes, when it is one (absent: an empty list). */
const isChanges = (v: unknown): v is XpChange[] | undefined => v === undefined || (Array.isArray(v) && v.length <= XP_CHANGES_MAX && v.every(isChange));

const isAmount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= XP_AMOUNT_MAX;
const isArc = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= XP_ARC_MAX;

/** A row already in the stored shape of the current schema. */
export function isCurrentXpRow(r: unknown): r is XpStoredRow {
  return isObj(r) && typeof r.id === "string" && r.id !== "" && (XP_ENTRY_KINDS as readonly unknown[]).includes(r.kind)
    && (XP_UNITS as readonly unknown[]).includes(r.unit) && isAmount(r.amount) && typeof r.date === "string" && typeof r.reason === "string"
    && isArc(r.arc) && isArc(r.act) && typeof r.target === "string" && typeof r.undone === "boolean"
    && (r.original === undefined || typeof r.original === "string")
    && (r.gmApplied === undefined || typeof r.gmApplied === "boolean") && isChanges(r.changes);
}

/** An entry in the stored shape (null arc/act → 0, null target → ""). */
export function toStoredXpRow(e: Omit<XpLogRow, "unit" | "undone" | "original"> & { unit?: XpUnit; undone?: boolean; original?: string }): XpStoredRow {
  return {
    id: e.id, date: e.date, kind: e.kind, unit: e.unit ?? "xp", amount: e.amount, reason: e.reason,
    arc: e.arc ?? 0, act: e.act ?? 0, target: e.target ?? "", undone: Boolean(e.undone), original: e.original ?? "",
    ...(e.gmApplied ? { gmApplied: true } : {}), ...(e.changes?.length ? { changes: e.changes.map((c) => ({ ...c })) } : {}),
  };
}

const text = (v: unknown, max = XP_REASON_MAX): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "").slice(0, max);
const clampAmount = (n: number) => Math.min(XP_AMOUNT_MAX, Math.max(0, Math.round(Math.abs(n))));
const num = (v: unknown): number | null => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};
const arcOf = (v: unknown): number | null => {
  const n = num(v);
  return n === null ? null : Math.min(XP_ARC_MAX, Math.max(0, Math.trunc(n)));
};

/** A deterministic id for a converted row without one: "legacy" + its position, padded to 16 characters. */
export function legacyRowId(index: number, prefix = "legacy"): string {
  return `${prefix}${String(index).padStart(16 - prefix.length, "0")}`.slice(0, 16);
}

/** A legacy row as an entry: the sign of montant gives the kind, nothing else is lost (montant is kept whole). */
export function legacyRowToEntry(r: { date?: unknown; montant: unknown; raison?: unknown }, index: number): XpLogRow {
  const montant = num(r.montant) ?? 0;
  const amount = clampAmount(montant);
  const exact = amount === Math.abs(montant) && num(r.montant) !== null && text(r.raison) === (r.raison ?? "") && text(r.date, 64) === (r.date ?? "");
  return {
    id: legacyRowId(index), date: text(r.date, 64), kind: montant < 0 ? "spend" : "gain", unit: "xp", amount,
    reason: text(r.raison), arc: null, act: null, target: null, undone: false, ...(exact ? {} : { original: JSON.stringify(r) }),
  };
}

/** A row that cannot be read as an entry, kept whole: an undone entry of 0 carrying the original (counts for nothing). */
function keptRow(raw: unknown, index: number): XpLogRow {
  const o = isObj(raw) ? raw : {};
  return {
    id: legacyRowId(index, "kept"), date: text(o.date, 64), kind: "override", unit: "xp", amount: 0, reason: text(o.reason ?? o.raison),
    arc: null, act: null, target: null, undone: true, original: JSON.stringify(raw) ?? String(raw),
  };
}

/**
 * Any stored row (current shape, an entry of `flags.altherion.xpLog` from the first experience tools, a legacy row)
 * as an entry; a row that is not a readable entry (not an object; no valid kind and amount for a non-legacy row) is
 * kept whole (keptRow). `index` names rows that have no id.
 */
export function toXpLogRow(raw: unknown, index: number): XpLogRow {
  if (!isObj(raw)) return keptRow(raw, index);
  if (isLegacyXpRow(raw)) return legacyRowToEntry(raw, index);
  if (!(XP_ENTRY_KINDS as readonly unknown[]).includes(raw.kind) || !isAmount(raw.amount)) return keptRow(raw, index);
  const arc = arcOf(raw.arc);
  const act = arcOf(raw.act);
  const fits = (v: unknown, n: number | null) => v === null || v === undefined || v === n || (v === 0 && n === 0);
  const changes = isChanges(raw.changes) ? raw.changes ?? [] : [];
  const exact = fits(raw.arc, arc) && fits(raw.act, act) && (raw.original === undefined || typeof raw.original === "string")
    && isChanges(raw.changes) && (raw.gmApplied === undefined || typeof raw.gmApplied === "boolean");
  return {
    id: typeof raw.id === "string" && raw.id !== "" ? raw.id.slice(0, 64) : legacyRowId(index, "entry"),
    date: text(raw.date, 64), kind: raw.kind as XpEntryKind, unit: (XP_UNITS as readonly unknown[]).includes(raw.unit) ? (raw.unit as XpUnit) : "xp",
    amount: raw.amount, reason: text(raw.reason), arc: arcOf(raw.arc) || null, act: arcOf(raw.act) || null,
    target: typeof raw.target === "string" && raw.target !== "" ? raw.target.slice(0, 200) : null, undone: raw.undone === true,
    ...(raw.gmApplied === true ? { gmApplied: true } : {}), ...(changes.length ? { changes } : {}),
    ...(typeof raw.original === "string" && raw.original !== "" ? { original: raw.original } : exact ? {} : { original: JSON.stringify(raw) }),
  };
}

/** Reads every row (none is dropped: unreadable ones are kept whole). */
export function normalizeXpLog(rows: readonly unknown[]): XpLogRow[] {
  return rows.map((r, i) => toXpLogRow(r, i));
}

/**
 * The stored log of any older one (the data model's `migrateData`: legacy rows become entries on load).
 * Rows already stored as they should be are kept as they are; idempotent.
 */
export function migrateStoredXpLog(rows: readonly unknown[]): XpStoredRow[] {
  const out: XpStoredRow[] = [];
  rows.forEach((r, i) => out.push(isCurrentXpRow(r) ? r : toStoredXpRow(toXpLogRow(r, i))));
  return out;
}

/** True when some row is not in the current shape (the log needs writing back). */
export function xpLogNeedsMigration(rows: readonly unknown[]): boolean {
  return rows.some((r) => !isCurrentXpRow(r));
}

/**
 * The log once the entries of `flags.altherion.xpLog` are moved into `system.xp.log`: the system rows first, then
 * the flag entries whose id is not there yet, all ordered by date (stable). Nothing is dropped that an entry can
 * hold; `rejected` are the flag rows that could not be read (the migration keeps the flag when there are any).
 */
export function mergeXpLogs(systemRows: readonly unknown[], flagRows: readonly unknown[]): { log: XpStoredRow[]; rejected: unknown[] } {
  const own = migrateStoredXpLog(systemRows);
  const ids = new Set(own.map((e) => e.id));
  const rejected: unknown[] = [];
  const moved: XpStoredRow[] = [];
  flagRows.forEach((r, i) => {
    const e = toXpLogRow(r, i);
    if (e.original !== undefined && e.undone && e.amount === 0) rejected.push(r); // kept whole, and the flag kept too
    if (ids.has(e.id)) return; // already moved
    ids.add(e.id);
    moved.push(toStoredXpRow(e));
  });
  const log = [...own, ...moved].map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.date.localeCompare(b.e.date) || a.i - b.i).map((x) => x.e);
  return { log, rejected };
}

/** In place: converts the legacy XP log rows of a personnage `system` source (the data model's migrateData). */
export function migratePersonnageSource(source: Record<string, unknown>): void {
  const xp = source.xp as { log?: unknown } | undefined;
  if (xp && typeof xp === "object" && Array.isArray(xp.log) && xpLogNeedsMigration(xp.log)) xp.log = migrateStoredXpLog(xp.log);
}
