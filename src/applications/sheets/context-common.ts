/**
 * Shapes and small pure helpers shared by the sheet context builders. A context builder takes
 * plain prepared data (what a TypeDataModel holds after prepareDerivedData, copied to plain
 * objects by the sheet class) plus the viewer's flags, and returns exactly what the templates
 * show: i18n keys, numbers, sorted rows, CSS modifiers and aria labels. No Foundry globals.
 */
import type { DisabledAttr, Stepper } from "./sheet-mode";

/** An owned item as the sheet sees it. */
export interface SheetItem {
  id: string;
  uuid?: string;
  name: string;
  img: string;
  type: string;
  sort: number;
  system: Record<string, unknown>;
}

export type Ruleset = "altherion" | "achat";

/** What the viewing user may see and do. */
export interface ViewerFlags {
  isGM: boolean;
  /** The sheet is editable (owner, not locked). */
  editable: boolean;
  /** World setting: players may read Karma (R-FORT-3). */
  karmaVisible: boolean;
  /** World setting: progression ruleset (R-PP-*). */
  ruleset: Ruleset;
}

/** One row of an item list (aptitudes, gear, spells...), its words localized (list-context.ts). */
export interface ItemRow {
  id: string;
  uuid: string;
  name: string;
  img: string;
  type: string;
  /** The item type's name ("Arme"). */
  typeLabel: string;
  /** Short facts shown under the name: a label and its value, localized. */
  facts: { label: string; value: string }[];
  /** A roll action is offered (weapons, spells): its button's word, aria label ("Attaquer : Dague") and icon. */
  rollable: boolean;
  rollLabel: string;
  rollAria: string;
  rollIcon: string;
  /** The controls' aria labels, the item named ("Publier : Dague"). */
  postAria: string;
  editAria: string;
  deleteAria: string;
  /** The row is open on its enriched description (list-context.ts); `expandedClass` its CSS modifier. */
  expanded: boolean;
  expandedClass: string;
  descriptionHTML: string;
  /** Armour and shields: worn or not, the toggle's class, icon, word and `disabled` attribute. */
  equip: { field: string; on: boolean; onClass: string; icon: string; label: string; disabled: DisabledAttr } | null;
  /** Gear: its quantity stepper. */
  quantity: Stepper | null;
  /** R-SPELL-3 why the roll button is off, in words shown under the row (a spell its caster cannot pay); "" when it is on. */
  rollBlocked?: string;
}

export const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
export const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);
export const bool = (v: unknown): boolean => v === true;

/** Capitalised i18n segment of an id: "tres-difficile" → "TresDifficile" (ids are a small fixed set: each is split once). */
export function keyOf(id: string): string {
  let key = segments.get(id);
  if (key === undefined) {
    if (segments.size > 1000) segments.clear(); // ids of other modules' statuses: kept bounded
    segments.set(id, (key = id.split(/[-_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("")));
  }
  return key;
}
const segments = new Map<string, string>();

/** Names compared as `String.prototype.localeCompare` does (the default locale), with one collator instead of one per call. */
export const compareNames: (a: string, b: string) => number = new Intl.Collator().compare;

/** Items sorted the way Foundry sorts embedded documents: `sort`, then name. */
export function sortItems<T extends { sort: number; name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sort - b.sort || compareNames(a.name, b.name));
}

/** A percentage 0..100, rounded to one decimal; 0 when max ≤ 0. */
export function pct(part: number, max: number): number {
  if (max <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (part / max) * 100)) * 10) / 10;
}

/** A pips track 0..max (Fragilité, Épuisement, Moral): one entry per pip, filled up to value. */
export function pips(value: number, max: number, danger?: number): { n: number; filled: boolean; danger: boolean }[] {
  return Array.from({ length: max }, (_, i) => ({ n: i + 1, filled: i < value, danger: danger !== undefined && i + 1 >= danger }));
}

/** The i18n key of an item type's label (Foundry's own TYPES.Item.*). */
export const itemTypeLabel = (type: string): string => `TYPES.Item.${type}`;
