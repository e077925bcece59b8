import { describe, expect, it } from "vitest";
import {
  appendEntry, applyDelta, deleteEntry, editEntry, logTotals, makeEntry, newEntryId, undoEntry, type XpLogEntry,
} from "../../src/rules/index";
import {
  csvCell, logToCsv, parseLog,
} from "../../src/experience/log";

const at = new Date("2025-03-01T10:00:00.000Z");
const gain = (id: string, amount: number, extra: Partial<XpLogEntry> = {}): XpLogEntry =>
  ({ ...makeEntry({ id, kind: "gain", amount, reason: "Arc", arc: 1, act: 1, target: null }, at), ...extra });

describe("XP log (R-XP-7)", () => {
  it("append: a gain raises total, a spend or a GM override raises spent", () => {
    let r = appendEntry([], { kind: "gain", amount: 22, reason: "Arc 1", arc: 1, act: 1, target: null }, at);
    expect(r.delta).toEqual({ total: 22, spent: 0 });
    expect(r.entry).toMatchObject({ date: at.toISOString(), kind: "gain", amount: 22, arc: 1, act: 1 });
    expect(r.entry!.id).toHaveLength(16);
    r = appendEntry(r.log, { kind: "spend", amount: 10, reason: "Mêlée +1", arc: 1, act: 1, target: "skill:melee" }, at);
    expect(r.delta).toEqual({ total: 0, spent: 10 });
    r = appendEntry(r.log, { kind: "override", amount: 5, reason: "Force +1 (MJ)", arc: 1, act: 1, target: "characteristic:force" }, at);
    expect(r.delta).toEqual({ total: 0, spent: 5 });
    expect(logTotals(r.log)).toEqual({ total: 22, spent: 15 });
    expect(() => appendEntry([], { kind: "gain", amount: -1, reason: "", arc: null, act: null, target: null })).toThrow(RangeError);
    expect(() => appendEntry([], { kind: "gift" as "gain", amount: 1, reason: "", arc: null, act: null, target: null })).toThrow(RangeError);
  });

  it("edit: the delta is new effect − old effect (amount and kind)", () => {
    const log = [gain("a", 10), gain("b", 4)];
    const r = editEntry(log, "a", { amount: 13, reason: "Arc corrigé" });
    expect(r.delta).toEqual({ total: 3, spent: 0 });
    expect(r.log[0]).toMatchObject({ amount: 13, reason: "Arc corrigé" });
    const k = editEntry(r.log, "b", { kind: "spend" });
    expect(k.delta).toEqual({ total: -4, spent: 4 });
    expect(editEntry(log, "missing", { amount: 1 }).delta).toEqual({ total: 0, spent: 0 });
    expect(() => editEntry(log, "a", { amount: 1.5 })).toThrow(RangeError);
  });

  it("undo and redo: the entry stays, greyed, and stops counting; twice is a no-op", () => {
    const log = [gain("a", 10), { ...gain("s", 5), kind: "spend" as const }];
    const u = undoEntry(log, "s");
    expect(u.delta).toEqual({ total: 0, spent: -5 });
    expect(u.log[1].undone).toBe(true);
    expect(logTotals(u.log)).toEqual({ total: 10, spent: 0 });
    expect(undoEntry(u.log, "s").delta).toEqual({ total: 0, spent: 0 });
    const redo = undoEntry(u.log, "s", false);
    expect(redo.delta).toEqual({ total: 0, spent: 5 });
    expect(logTotals(redo.log)).toEqual(logTotals(log));
  });

  it("delete removes the entry and its effect; read-only rows are never changed", () => {
    const legacy = [{ ...gain("system-0", 15), kind: "spend" as const, readonly: true }, { ...gain("system-1", 3), readonly: true }];
    expect(deleteEntry([gain("a", 7)], "a")).toMatchObject({ log: [], delta: { total: -7, spent: 0 } });
    expect(undoEntry(legacy, "system-0").entry).toBeNull();
    expect(editEntry(legacy, "system-0", { amount: 1 }).entry).toBeNull();
    expect(deleteEntry(legacy, "system-0").log).toHaveLength(2);
  });

  it("applyDelta never drops below 0", () => {
    expect(applyDelta({ total: 5, spent: 2 }, { total: -10, spent: 3 })).toEqual({ total: 0, spent: 5 });
  });

  it("parseLog keeps malformed rows whole, as undone entries of 0 with their original", () => {
    expect(parseLog(null)).toEqual([]);
    const parsed = parseLog([gain("a", 1), { id: 3 }, { id: "b", kind: "gain", amount: -1 }, "x", { id: "c", kind: "spend", amount: 2, undone: true }]);
    expect(parsed.map((e) => e.id)).toEqual(["a", "kept000000000001", "kept000000000002", "kept000000000003", "c"]);
    expect(parsed.slice(1, 4).every((e) => e.undone && e.amount === 0 && typeof e.original === "string")).toBe(true);
    expect(parsed[4]).toMatchObject({ reason: "", arc: null, target: null, undone: true });
  });

  it("ids are 16 characters, deterministic with a given generator", () => {
    expect(newEntryId(() => 0)).toBe("AAAAAAAAAAAAAAAA");
    expect(newEntryId()).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});

describe("XP log CSV export", () => {
  it("escapes commas, quotes and newlines (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('il a dit "bravo"')).toBe('"il a dit ""bravo"""');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(-5)).toBe("-5");
  });

  it("neutralises formula injection: leading = + - @ get an apostrophe", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 Force")).toBe("'+1 Force");
    expect(csvCell("-10")).toBe("'-10");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("exports header and rows with CRLF, localized headers and kinds", () => {
    const log = [gain("a", 22, { reason: "Arc, le début" }), { ...gain("b", 10), kind: "spend" as const, reason: "=1+1", target: "skill:melee", undone: true }];
    const csv = logToCsv(log, { date: "Date", amount: "XP" }, { gain: "Gain", spend: "Dépense" });
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("Date,kind,XP,unit,reason,arc,act,target,undone");
    expect(lines[1]).toBe(`${at.toISOString()},Gain,22,xp,"Arc, le début",1,1,,false`);
    expect(lines[2]).toBe(`${at.toISOString()},Dépense,10,xp,'=1+1,1,1,skill:melee,true`);
    expect(lines[3]).toBe("");
  });
});
