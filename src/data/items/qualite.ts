/** The qualite item data model. */
import { textField } from "../fields";
import { descriptionField, ItemModel } from "./base";

const fields = foundry.data.fields;

function schema() {
  return {
    ...descriptionField(),
    // R-PP-5 the skills whose PP may pay for this quality.
    competences: new fields.ArrayField(textField()),
  };
}
export type QualiteSchema = ReturnType<typeof schema>;

export class QualiteData extends ItemModel<QualiteSchema> {
  static override defineSchema(): QualiteSchema {
    return schema();
  }
}
