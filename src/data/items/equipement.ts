/** The equipement item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { intField } from "../fields";
import { descriptionField, ItemModel } from "./base";

const B = ITEM_BOUNDS.equipement;

function schema() {
  return {
    ...descriptionField(),
    quantite: intField(B, "quantite"),
  };
}
export type EquipementSchema = ReturnType<typeof schema>;

export class EquipementData extends ItemModel<EquipementSchema> {
  static override defineSchema(): EquipementSchema {
    return schema();
  }
}
