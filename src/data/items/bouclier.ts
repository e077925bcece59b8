/** The bouclier item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { boolField, intField } from "../fields";
import type { NoData } from "../fields";
import { descriptionField, refuseBadItemUpdate } from "./base";

const B = ITEM_BOUNDS.bouclier;

function schema() {
  return {
    ...descriptionField(),
    blocage: intField(B, "blocage"),
    equipe: boolField(false),
  };
}
export type BouclierSchema = ReturnType<typeof schema>;

export class BouclierData extends foundry.abstract.TypeDataModel<BouclierSchema, Item.Implementation, NoData, NoData> {
  static override defineSchema(): BouclierSchema {
    return schema();
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate("bouclier", this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
