/** The sort item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { boolField, choiceField, intField, textField } from "../fields";
import { descriptionField, ItemModel } from "./base";
import { DAMAGE_TYPES } from "../item-derived";
const B = ITEM_BOUNDS.sort;

function schema() {
  return {
    ...descriptionField(),
    competence: textField("sorcellerie"), // R-SK-7 the key of the skill it rolls
    points: intField(B, "points"),
    cout: intField(B, "cout"),
    complexite: intField(B, "complexite"),
    zone: boolField(false),
    soin: boolField(false),
    type: choiceField(DAMAGE_TYPES, "magique"),
  };
}
export type SortSchema = ReturnType<typeof schema>;

export class SortData extends ItemModel<SortSchema> {
  static override defineSchema(): SortSchema {
    return schema();
  }
}
