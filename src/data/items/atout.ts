/** The atout item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { intField } from "../fields";
import type { NoData } from "../fields";
import { descriptionField, refuseBadItemUpdate } from "./base";

const B = ITEM_BOUNDS.atout;

function schema() {
  return {
    ...descriptionField(),
    cout: intField(B, "cout"),
  };
}
export type AtoutSchema = ReturnType<typeof schema>;

export class AtoutData extends foundry.abstract.TypeDataModel<AtoutSchema, Item.Implementation, NoData, NoData> {
  static override defineSchema(): AtoutSchema {
    return schema();
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate("atout", this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
