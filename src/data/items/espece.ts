/** The espece item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { choiceField, intField, uuidListField } from "../fields";
import { descriptionField, ItemModel } from "./base";
import { CHARACTERISTIC_KEYS } from "../../rules/index";
const fields = foundry.data.fields;
const B = ITEM_BOUNDS.espece;

function schema() {
  return {
    ...descriptionField(),
    // R-CREA-1 bonuses (positive) and maluses (negative), applied as derived data on the owner.
    bonus: new fields.SchemaField({
      force: intField(B, "bonus.force"), vigueur: intField(B, "bonus.vigueur"), agilite: intField(B, "bonus.agilite"),
      pouvoir: intField(B, "bonus.pouvoir"), charisme: intField(B, "bonus.charisme"), perception: intField(B, "bonus.perception"),
      intellect: intField(B, "bonus.intellect"), volonte: intField(B, "bonus.volonte"), sagesse: intField(B, "bonus.sagesse"),
    }),
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
