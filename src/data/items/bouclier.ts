/** The bouclier item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { boolField, intField } from "../fields";
import { descriptionField, ItemModel } from "./base";

const B = ITEM_BOUNDS.bouclier;

function schema() {
  return {
    ...descriptionField(),
    blocage: intField(B, "blocage"),
    equipe: boolField(false),
  };
}
export type BouclierSchema = ReturnType<typeof schema>;

export class BouclierData extends ItemModel<BouclierSchema> {
  static override defineSchema(): BouclierSchema {
    return schema();
  }
}
