/** Pure context of the XP log window (R-XP-7): rows, what the GM may edit or undo, totals. */
import { logTotals } from "../../rules/index";
import type { XpLogEntry } from "../../rules/index";
import { createdItems } from "../../experience/purchase";

const KIND_KEYS = { gain: "ALTHERION.XP.Log.Kind.Gain", spend: "ALTHERION.XP.Log.Kind.Spend", override: "ALTHERION.XP.Log.Kind.Override" } as const;

export function buildLogContext(input: { actorName: string; entries: readonly XpLogEntry[]; xp: { total: number; spent: number }; isGM: boolean; editing?: string | null }) {
  const rows = [...input.entries].reverse().map((e) => ({
    id: e.id,
    date: e.date.slice(0, 10),
    dateFull: e.date,
    kind: e.kind,
    kindLabel: KIND_KEYS[e.kind],
    amount: e.amount,
    amountText: `${e.kind === "gain" ? "+" : "−"}${e.amount}${e.unit === "pp" ? " PP" : ""}`,
    unit: e.unit ?? "xp",
    isPp: e.unit === "pp",
    reason: e.reason,
    // R-XP-7 arc first, then act, in the words the sheet and the spend dialog use (« Arc 2, acte 1 »); "–" for a missing one.
    arcAct: e.arc !== null || e.act !== null ? { arc: e.arc ?? "–", act: e.act ?? "–" } : null,
    // R-XP-7 a row kept from an older shape shows what it held, word for word.
    original: e.original ?? "",
    undone: Boolean(e.undone),
    readonly: Boolean(e.readonly),
    canEdit: input.isGM && !e.readonly,
    // R-XP-3 R-XP-4 an undone aptitude purchase is not redone (its aptitude was deleted: it is bought again).
    canRedo: input.isGM && !e.readonly && Boolean(e.undone) && !createdItems(e.changes).length,
    editing: input.isGM && !e.readonly && input.editing === e.id,
    cssClass: [e.undone ? "alt-xp-undone" : "", e.kind === "override" ? "alt-xp-override" : ""].filter(Boolean).join(" "),
  }));
  return {
    actorName: input.actorName,
    isGM: input.isGM,
    rows,
    hasRows: rows.length > 0,
    xp: { ...input.xp, available: input.xp.total - input.xp.spent },
    logged: logTotals(input.entries.filter((e) => !e.readonly)),
    kinds: (Object.keys(KIND_KEYS) as (keyof typeof KIND_KEYS)[]).map((k) => ({ value: k, label: KIND_KEYS[k] })),
  };
}
export type LogContext = ReturnType<typeof buildLogContext>;
