/**
 * R-XP-3 [I] a sheet shows no input its viewer cannot save: while « Progression gardée par le Conteur » keeps a
 * character's progression (data/gm-fields.ts), its progression fields and those of the items it owns are
 * read-only to a player. One pass after each render, on the actor's sheet and on an owned item's sheet;
 * nothing for a GM or while creation lasts.
 */
import { progressionKept, progressionPaths } from "../../data/gm-fields";

type Owner = { type: string; _source?: unknown } | null | undefined;

/** The progression paths of a document of `type` on `actor` its viewer may not write (none for a GM). */
export function lockedPaths(type: string, actor: Owner, isGM: boolean): readonly string[] {
  return isGM || !progressionKept(actor) ? [] : progressionPaths(type);
}

const under = (name: string, paths: readonly string[]) => paths.some((p) => name === p || name.startsWith(`${p}.`));

/**
 * Disables the inputs of `root` that write a locked path: the form's own (`name`, a document of `type`) and
 * those bound to an owned item's field (`data-item-id` + `data-field`, the item's type read by `itemType`).
 */
export function lockProgressionInputs(root: ParentNode, type: string, actor: Owner, isGM: boolean, itemType: (id: string) => string | undefined = () => undefined): void {
  if (isGM || !progressionKept(actor)) return;
  const own = progressionPaths(type);
  for (const input of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea")) {
    const { itemId, field } = input.dataset;
    const locked = itemId && field ? under(field, lockedPaths(itemType(itemId) ?? "", actor, isGM)) : under(input.name, own);
    if (locked) input.disabled = true;
  }
}
