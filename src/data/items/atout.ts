/** The atout item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { intField } from "../fields";
import { descriptionField, ItemModel } from "./base";

const B = ITEM_BOUNDS.atout;

function schema() {
  return {
    ...descriptionField(),
    cout: intField(B, "cout"),
  };
}
export type AtoutSchema = ReturnType<typeof schema>;

export class AtoutData extends ItemModel<AtoutSchema> {
  static override defineSchema(): AtoutSchema {
    return schema();
  }
}
