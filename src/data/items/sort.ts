/** The sort item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { boolField, choiceField, intField, textField } from "../fields";
import type { NoData } from "../fields";
import { descriptionField, refuseBadItemUpdate } from "./base";
import { DAMAGE_TYPES } from "../item-derived";
const B = ITEM_BOUNDS.sort;

function schema() {
  return {
    ...descriptionField(),
    competence: textField("Sorcellerie"),
    points: intField(B, "points"),
    cout: intField(B, "cout"),
    complexite: intField(B, "complexite"),
    zone: boolField(false),
    soin: boolField(false),
    type: choiceField(DAMAGE_TYPES, "magique"),
  };
}
export type SortSchema = ReturnType<typeof schema>;

export class SortData extends foundry.abstract.TypeDataModel<SortSchema, Item.Implementation, NoData, NoData> {
  static override defineSchema(): SortSchema {
    return schema();
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate("sort", this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
