/** The armure item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { boolField, intField } from "../fields";
import type { NoData } from "../fields";
import { descriptionField, refuseBadItemUpdate } from "./base";

const B = ITEM_BOUNDS.armure;

function schema() {
  return {
    ...descriptionField(),
    blocage: intField(B, "blocage"),
    resistance: intField(B, "resistance"),
    annulation: intField(B, "annulation"),
    equipee: boolField(false),
  };
}
export type ArmureSchema = ReturnType<typeof schema>;

export class ArmureData extends foundry.abstract.TypeDataModel<ArmureSchema, Item.Implementation, NoData, NoData> {
  static override defineSchema(): ArmureSchema {
    return schema();
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate("armure", this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
