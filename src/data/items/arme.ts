/** The arme item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { boolField, choiceField, intField, textField } from "../fields";
import { descriptionField, ItemModel } from "./base";
import { DAMAGE_TYPES } from "../item-derived";
const B = ITEM_BOUNDS.arme;

function schema() {
  return {
    ...descriptionField(),
    competence: textField("melee"), // R-SK-7 the key of the skill it rolls
    degats: intField(B, "degats"),
    type: choiceField(DAMAGE_TYPES, "physique"),
    letal: boolField(true),
    portee: intField(B, "portee"),
    cachee: boolField(false),
  };
}
export type ArmeSchema = ReturnType<typeof schema>;

export class ArmeData extends ItemModel<ArmeSchema> {
  static override defineSchema(): ArmeSchema {
    return schema();
  }
}
