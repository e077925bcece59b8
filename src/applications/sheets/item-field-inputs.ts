/**
 * Inputs bound to an owned item's field (`data-item-id` + `data-field`: skill levels, PP) update that
 * item, not the actor. Each input gets its listener once, however often the sheet's `_onRender` runs
 * on it (window-dom.ts listenOnce).
 */
import { listenOnce } from "../window-dom";

type FieldItem = { update(data: object): unknown };

export function bindItemFieldInputs(root: ParentNode, itemOf: (id: string) => FieldItem | undefined): void {
  for (const input of root.querySelectorAll<HTMLInputElement>("input[data-item-id][data-field]")) {
    listenOnce(input, "item-field", "change", (event) => {
      event.stopPropagation(); // the item's field, not the actor's form
      const item = itemOf(input.dataset.itemId ?? "");
      if (item) void item.update({ [input.dataset.field ?? ""]: input.valueAsNumber });
    });
  }
}
