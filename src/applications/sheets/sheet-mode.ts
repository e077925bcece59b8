/**
 * The play / edit mode of the actor sheets (issue 15), pure. In play mode values are text and only
 * what changes at the table has controls (steppers, pips, spend and refresh); in edit mode every
 * stored value is an input. A viewer who may not edit always sees the play mode. No Foundry globals.
 */
export const SHEET_MODES = ["play", "edit"] as const;
export type SheetMode = (typeof SHEET_MODES)[number];

/** The mode a sheet opens in: edit while the character is being created, play afterwards. */
export function initialMode(creationActive: boolean): SheetMode {
  return creationActive ? "edit" : "play";
}

/** What the templates read: `editMode` switches inputs on, `toggle` is the header switch (absent for a viewer who cannot edit). */
export function modeView(mode: SheetMode, editable: boolean) {
  const editMode = editable && mode === "edit";
  return {
    editMode,
    playMode: !editMode,
    toggle: editable
      ? {
        pressed: editMode,
        label: editMode ? "ALTHERION.SheetMode.ToPlay" : "ALTHERION.SheetMode.ToEdit",
        icon: editMode ? "fa-solid fa-pen-to-square" : "fa-solid fa-dice",
      }
      : null,
  };
}
export type ModeView = ReturnType<typeof modeView>;

/** A −/+ stepper on one stored number (a document field, or an owned item's when `itemId` is set). */
export interface Stepper {
  field: string;
  value: number;
  min: number;
  max: number;
  /** i18n key of what the stepper changes (read in its aria labels). */
  label: string;
  itemId: string;
  canDown: boolean;
  canUp: boolean;
}

export function stepper(label: string, field: string, value: number, min: number, max: number, itemId = ""): Stepper {
  return { field, value, min, max, label, itemId, canDown: value > min, canUp: value < max };
}

/** The value a stepper writes: current + delta, kept within [min, max]. */
export function steppedValue(current: number, delta: number, min: number, max: number): number {
  const base = Number.isFinite(current) ? current : min;
  return Math.min(max, Math.max(min, Math.trunc(base + delta)));
}

/** The limited view (issue 14): a viewer with LIMITED permission sees the name, the portrait and the public description only. */
export function limitedView(name: string, img: string, descriptionHTML: string) {
  return { limited: { name, img, descriptionHTML, hasDescription: descriptionHTML !== "" } };
}
