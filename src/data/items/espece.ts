/** The espece item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { caracteristiquesField, choiceField, uuidListField } from "../fields";
import { descriptionField, ItemModel } from "./base";
import { CHARACTERISTIC_KEYS } from "../../rules/index";
const fields = foundry.data.fields;
const B = ITEM_BOUNDS.espece;

function schema() {
  return {
    ...descriptionField(),
    // R-CREA-1 bonuses (positive) and maluses (negative), applied as derived data on the owner.
    bonus: caracteristiquesField(B, "bonus"),
    favorites: new fields.ArrayField(choiceField(CHARACTERISTIC_KEYS, "force")),
    aptitudesInnees: uuidListField(),
    aptitudesAcquerables: uuidListField(),
  };
}
export type EspeceSchema = ReturnType<typeof schema>;

export class EspeceData extends ItemModel<EspeceSchema> {
  static override defineSchema(): EspeceSchema {
    return schema();
  }
}
