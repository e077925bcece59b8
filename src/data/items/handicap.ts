/** The handicap item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { intField } from "../fields";
import type { NoData } from "../fields";
import { descriptionField, refuseBadItemUpdate } from "./base";

const B = ITEM_BOUNDS.handicap;

function schema() {
  return {
    ...descriptionField(),
    cout: intField(B, "cout"),
  };
}
export type HandicapSchema = ReturnType<typeof schema>;

export class HandicapData extends foundry.abstract.TypeDataModel<HandicapSchema, Item.Implementation, NoData, NoData> {
  static override defineSchema(): HandicapSchema {
    return schema();
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate("handicap", this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
