/** The classe item data model. */
import { choiceField, prerequisField, textField, uuidListField } from "../fields";
import type { NoData } from "../fields";
import { descriptionField, refuseBadItemUpdate } from "./base";
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

export class ClasseData extends foundry.abstract.TypeDataModel<ClasseSchema, Item.Implementation, NoData, NoData> {
  static override defineSchema(): ClasseSchema {
    return schema();
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate("classe", this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
