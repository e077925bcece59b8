/** The armure item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { boolField, intField } from "../fields";
import { descriptionField, ItemModel } from "./base";

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

export class ArmureData extends ItemModel<ArmureSchema> {
  static override defineSchema(): ArmureSchema {
    return schema();
  }
}
