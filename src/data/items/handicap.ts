/** The handicap item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { intField } from "../fields";
import { descriptionField, ItemModel } from "./base";

const B = ITEM_BOUNDS.handicap;

function schema() {
  return {
    ...descriptionField(),
    cout: intField(B, "cout"),
  };
}
export type HandicapSchema = ReturnType<typeof schema>;

export class HandicapData extends ItemModel<HandicapSchema> {
  static override defineSchema(): HandicapSchema {
    return schema();
  }
}
