/** The classe item data model. */
import { choiceField, prerequisField, textField, uuidListField } from "../fields";
import { descriptionField, ItemModel } from "./base";
import { CLASS_TIERS } from "../item-derived";
const fields = foundry.data.fields;

function schema() {
  return {
    ...descriptionField(),
    tier: choiceField(CLASS_TIERS, "fondatrice"),
    branches: new fields.ArrayField(textField()),
    prerequis: prerequisField(),
    aptitudes: uuidListField(),
  };
}
export type ClasseSchema = ReturnType<typeof schema>;

export class ClasseData extends ItemModel<ClasseSchema> {
  static override defineSchema(): ClasseSchema {
    return schema();
  }
}
