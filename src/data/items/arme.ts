/** The arme item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { boolField, choiceField, intField, textField } from "../fields";
import type { NoData } from "../fields";
import { descriptionField, refuseBadItemUpdate } from "./base";
import { DAMAGE_TYPES } from "../item-derived";
const B = ITEM_BOUNDS.arme;

function schema() {
  return {
    ...descriptionField(),
    competence: textField("Mêlée"),
    degats: intField(B, "degats"),
    type: choiceField(DAMAGE_TYPES, "physique"),
    letal: boolField(true),
    portee: intField(B, "portee"),
    cachee: boolField(false),
  };
}
export type ArmeSchema = ReturnType<typeof schema>;

export class ArmeData extends foundry.abstract.TypeDataModel<ArmeSchema, Item.Implementation, NoData, NoData> {
  static override defineSchema(): ArmeSchema {
    return schema();
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate("arme", this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
