/** The qualite item data model. */
import { textField } from "../fields";
import type { NoData } from "../fields";
import { descriptionField, refuseBadItemUpdate } from "./base";

const fields = foundry.data.fields;

function schema() {
  return {
    ...descriptionField(),
    // R-PP-5 the skills whose PP may pay for this quality.
    competences: new fields.ArrayField(textField()),
  };
}
export type QualiteSchema = ReturnType<typeof schema>;

export class QualiteData extends foundry.abstract.TypeDataModel<QualiteSchema, Item.Implementation, NoData, NoData> {
  static override defineSchema(): QualiteSchema {
    return schema();
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate("qualite", this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
