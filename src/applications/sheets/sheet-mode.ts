/**
 * The play / edit mode of the actor sheets, pure. In play mode values are text and only
 * what changes at the table has controls (steppers, pips, spend and refresh); in edit mode every
 * stored value is an input. A viewer who may not edit always sees the play mode. No Foundry globals.
 */
import { perWords } from "../../words/helpers";
import type { Words } from "../../words/helpers";
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

/** A −/+ stepper on one stored number (a document field, or an owned item's when `itemId` is set), as parts/stepper.hbs reads it. */
export interface Stepper {
  field: string;
  value: number;
  min: number;
  max: number;
  /** i18n key of what the stepper changes. */
  label: string;
  itemId: string;
  canDown: boolean;
  canUp: boolean;
  /** Its words, localized: the group's label and its buttons' ("Retirer 1 : Agonie"). */
  groupLabel: string;
  minusLabel: string;
  plusLabel: string;
  /** A button's `disabled` attribute: the viewer cannot edit, or the value is at its bound. */
  downDisabled: DisabledAttr;
  upDisabled: DisabledAttr;
}

/** An HTML `disabled` attribute written by the context (what core's `{{disabled}}` helper writes). */
export type DisabledAttr = "disabled" | "";
export const disabledAttr = (off: boolean): DisabledAttr => (off ? "disabled" : "");

/** A stepper's words for its label's key: the group's label and its buttons' ("Retirer 1 : Agonie"). */
const stepperWords = perWords((words, label) => {
  const groupLabel = words.localize(label);
  return {
    groupLabel,
    minusLabel: words.format("ALTHERION.SheetMode.Minus", { label: groupLabel }),
    plusLabel: words.format("ALTHERION.SheetMode.Plus", { label: groupLabel }),
  };
});

/** A stepper of `label`'s value between min and max; its buttons off for a viewer who cannot edit. */
export function stepper(words: Words, editable: boolean, label: string, field: string, value: number, min: number, max: number, itemId = ""): Stepper {
  const { groupLabel, minusLabel, plusLabel } = stepperWords(words, label);
  const canDown = value > min;
  const canUp = value < max;
  return {
    field, value, min, max, label, itemId, canDown, canUp, groupLabel, minusLabel, plusLabel,
    downDisabled: disabledAttr(!editable || !canDown),
    upDisabled: disabledAttr(!editable || !canUp),
  };
}

/** The value a stepper writes: current + delta, kept within [min, max]. */
export function steppedValue(current: number, delta: number, min: number, max: number): number {
  const base = Number.isFinite(current) ? current : min;
  return Math.min(max, Math.max(min, Math.trunc(base + delta)));
}

/** The limited view: a viewer with LIMITED permission sees the name, the portrait and the public description only. */
export function limitedView(name: string, img: string, descriptionHTML: string) {
  return { limited: { name, img, descriptionHTML, hasDescription: descriptionHTML !== "" } };
}
