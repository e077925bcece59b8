/** The equipement item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { intField } from "../fields";
import type { NoData } from "../fields";
import { descriptionField, refuseBadItemUpdate } from "./base";

const B = ITEM_BOUNDS.equipement;

function schema() {
  return {
    ...descriptionField(),
    quantite: intField(B, "quantite"),
  };
}
export type EquipementSchema = ReturnType<typeof schema>;

export class EquipementData extends foundry.abstract.TypeDataModel<EquipementSchema, Item.Implementation, NoData, NoData> {
  static override defineSchema(): EquipementSchema {
    return schema();
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate("equipement", this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
