/**
 * The change journal, pure (rules/change-journal.ts): which changes of a character's stored data are listed (R-XP-3 [I]
 * progression after creation, R-CAR-5 pools, R-FORT-1 R-MORAL-8 granted points), the undo of one entry, and the
 * entries read back from the store.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  JOURNAL_VALUE_MAX, leafChanges, listedChanges, parseJournalEntry, raisedChange, undoPlan, type JournalEntry, type WatchedPath,
} from "../../src/rules/index";

const CARAC = { force: 3, vigueur: 3, agilite: 3 };
const aude = (over: Record<string, unknown> = {}) => ({ system: { caracteristiques: { ...CARAC }, fortune: 1, points: { impact: { value: 2 }, finesse: { value: 3 } }, xp: { total: 10, spent: 0, log: [] }, ...over } });
const entry = (over: Partial<JournalEntry> = {}): JournalEntry => ({
  id: "e1", at: "2026-12-06T10:00:00.000Z", userId: "u1", userName: "Alice", actorUuid: "Actor.a", actorName: "Aude",
  kind: "update", docUuid: "Actor.a", docName: "Aude", docType: "personnage", docKind: "Actor", changes: [], source: "", undone: false, ...over,
});

describe("the journal's diff: one line per field that changed (R-XP-3 [I])", () => {
  it("R-XP-3 walks into objects, keeps lists whole, says nothing of equal values", () => {
    expect(leafChanges("system.caracteristiques", { ...CARAC }, { ...CARAC, force: 20 })).toEqual([{ path: "system.caracteristiques.force", before: "3", after: "20" }]);
    expect(leafChanges("system.expertises", [{ nom: "Haches" }], [{ nom: "Haches" }, { nom: "Épées" }])).toEqual([
      { path: "system.expertises", before: '[{"nom":"Haches"}]', after: '[{"nom":"Haches"},{"nom":"Épées"}]' },
    ]);
    expect(leafChanges("system.caracteristiques", { force: 3, agilite: 2 }, { agilite: 2, force: 3 })).toEqual([]);
    expect(leafChanges("system.critiques.succes", undefined, 2)).toEqual([{ path: "system.critiques.succes", before: "", after: "2" }]);
  });

  it("R-XP-1 a value too long to keep is cut and marked, so its entry cannot be undone", () => {
    const [c] = leafChanges("system.xp.log", [], Array.from({ length: 400 }, (_, i) => ({ id: `entry-${i}`, amount: i })));
    expect(c.cut).toBe(true);
    expect(c.after.length).toBe(JOURNAL_VALUE_MAX);
    expect(undoPlan(entry({ changes: [c] }), { source: {} })).toEqual({ ok: false, reason: "notKept" });
  });

  it("R-FORT-1 R-MORAL-8 R-CAR-5 a rise is listed, a spend is not; points are listed above their maximum only", () => {
    const watched: WatchedPath[] = [
      { path: "system.fortune", listed: "raise" },
      { path: "system.caracteristiques", listed: "any" },
      { path: "system.points.finesse.value", listed: "aboveMax" },
    ];
    const maxima = { "system.points.finesse.value": 3 };
    expect(listedChanges(watched, aude(), aude({ fortune: 0 }), maxima)).toEqual([]);
    expect(listedChanges(watched, aude(), aude({ fortune: 4 }), maxima)).toEqual([{ path: "system.fortune", before: "1", after: "4" }]);
    expect(listedChanges(watched, aude(), aude({ points: { impact: { value: 2 }, finesse: { value: 2 } } }), maxima)).toEqual([]);
    expect(listedChanges(watched, aude(), aude({ points: { impact: { value: 2 }, finesse: { value: 9 } } }), maxima)).toEqual([{ path: "system.points.finesse.value", before: "3", after: "9" }]);
    expect(listedChanges(watched, aude(), aude({ caracteristiques: { ...CARAC, agilite: 1 } }), maxima)).toEqual([{ path: "system.caracteristiques.agilite", before: "3", after: "1" }]);
  });

  it("R-CAR-5 a field watched twice is listed once, under its first watch", () => {
    const watched: WatchedPath[] = [{ path: "system.points.impact.value", listed: "raise" }, { path: "system.points.impact.value", listed: "aboveMax" }];
    expect(listedChanges(watched, aude(), aude({ points: { impact: { value: 9 }, finesse: { value: 3 } } }), { "system.points.impact.value": 4 })).toHaveLength(1);
    expect(raisedChange({ path: "x", before: "2", after: "3" })).toBe(true);
    expect(raisedChange({ path: "x", before: "3", after: "2" })).toBe(false);
    expect(raisedChange({ path: "x", before: "", after: "1" })).toBe(true);
  });

  it("R-XP-3 the diff of any change, undone by its plan, gives back the data before (property)", () => {
    const value = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.boolean(), fc.constantFrom("a", "b"), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }));
    const record = fc.dictionary(fc.constantFrom("force", "agilite", "origine", "niveau"), value);
    fc.assert(fc.property(record, record, (before, after) => {
      const changes = leafChanges("system", before, after);
      const plan = undoPlan(entry({ changes }), { source: { system: after } });
      if (!changes.length) return;
      expect(plan.ok).toBe(true);
      if (!plan.ok || plan.op !== "update") return;
      const undone = structuredClone(after) as Record<string, unknown>;
      const writes = (plan.writes.system ?? {}) as Record<string, unknown>;
      for (const [k, v] of Object.entries(writes)) undone[k] = v;
      for (const path of plan.deletions) delete undone[path.slice("system.".length)];
      expect(undone).toEqual(before);
    }));
  });
});

describe("the undo of an entry: once, and only while nothing changed since (R-XP-3 [I])", () => {
  const force = leafChanges("system.caracteristiques", CARAC, { ...CARAC, force: 20 });

  it("R-XP-3 puts the values before back while the fields still hold the entry's after", () => {
    expect(undoPlan(entry({ changes: force }), { source: aude({ caracteristiques: { ...CARAC, force: 20 } }) }))
      .toEqual({ ok: true, op: "update", writes: { system: { caracteristiques: { force: 3 } } }, deletions: [] });
  });

  it("R-XP-3 refused when the field changed again since, when undone already, or when the document is gone", () => {
    expect(undoPlan(entry({ changes: force }), { source: aude({ caracteristiques: { ...CARAC, force: 5 } }) })).toEqual({ ok: false, reason: "changedSince" });
    expect(undoPlan(entry({ changes: force, undone: true }), { source: aude({ caracteristiques: { ...CARAC, force: 20 } }) })).toEqual({ ok: false, reason: "undone" });
    expect(undoPlan(entry({ changes: force }), null)).toEqual({ ok: false, reason: "gone" });
  });

  it("R-XP-3 a field that did not exist before is deleted (its path listed for the platform adapter)", () => {
    const changes = leafChanges("flags.altherion.usage", undefined, { arc: 1 });
    expect(undoPlan(entry({ changes }), { source: { flags: { altherion: { usage: { arc: 1 } } } } })).toEqual({ ok: true, op: "update", writes: {}, deletions: ["flags.altherion.usage"] });
  });

  it("R-XP-3 an added item or effect is deleted; a removed one is created again, unless it exists again", () => {
    expect(undoPlan(entry({ kind: "itemAdded", docKind: "Item" }), { source: {} })).toEqual({ ok: true, op: "delete" });
    expect(undoPlan(entry({ kind: "effectAdded", docKind: "ActiveEffect" }), null)).toEqual({ ok: false, reason: "gone" });
    const source = JSON.stringify({ _id: "abcdefghijklmnop", name: "Mêlée", type: "competence", system: { niveau: 4 } });
    expect(undoPlan(entry({ kind: "itemRemoved", docKind: "Item", source }), null)).toEqual({ ok: true, op: "create", source: JSON.parse(source) });
    expect(undoPlan(entry({ kind: "itemRemoved", docKind: "Item", source }), { source: {} })).toEqual({ ok: false, reason: "exists" });
    expect(undoPlan(entry({ kind: "itemRemoved", docKind: "Item", source: "" }), null)).toEqual({ ok: false, reason: "notKept" });
  });

  it("R-XP-3 an item's type change is undone by its old type and data, while it still has the new type", () => {
    const changes = [...leafChanges("type", "equipement", "arme"), ...leafChanges("system.degats", undefined, 40)];
    const e = entry({ kind: "itemType", docKind: "Item", docType: "arme", changes, source: JSON.stringify({ description: "<p>Bâton</p>" }) });
    expect(undoPlan(e, { source: { type: "arme", system: { degats: 40 } } })).toEqual({ ok: true, op: "retype", type: "equipement", system: { description: "<p>Bâton</p>" } });
    expect(undoPlan(e, { source: { type: "sort", system: {} } })).toEqual({ ok: false, reason: "changedSince" });
  });
});

describe("the journal's records read back", () => {
  it("keeps an entry of the journal's shape; refuses anything else", () => {
    const e = entry({ changes: [{ path: "system.fortune", before: "0", after: "5" }] });
    expect(parseJournalEntry(JSON.parse(JSON.stringify(e)))).toEqual(e);
    expect(parseJournalEntry({ ...e, kind: "forged" })).toBeNull();
    expect(parseJournalEntry({ ...e, undone: "no" })).toBeNull();
    expect(parseJournalEntry({ ...e, changes: [{ path: "x", before: 1, after: "2" }] })).toBeNull();
    expect(parseJournalEntry(null)).toBeNull();
  });
});
