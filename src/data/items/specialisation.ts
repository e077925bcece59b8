/** The specialisation item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { choiceField, intField, textField } from "../fields";
import { descriptionField, ItemModel } from "./base";
import { SPECIALISATION_DEGREES, deriveSpecialisationCost } from "../item-derived";
const B = ITEM_BOUNDS.specialisation;

function schema() {
  return {
    ...descriptionField(),
    competence: textField(),
    degre: choiceField(SPECIALISATION_DEGREES, "debutant"),
    bonus: intField(B, "bonus"),
    // Set by the GM for Maître and secret techniques (R-PP-6); the other degrees have a fixed cost.
    cout: intField(B, "cout"),
    circonstance: textField(),
  };
}
export type SpecialisationSchema = ReturnType<typeof schema>;

export class SpecialisationData extends ItemModel<SpecialisationSchema, { coutPp: number }> {
  static override defineSchema(): SpecialisationSchema {
    return schema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.coutPp = deriveSpecialisationCost(this.degre, this.cout); // R-PP-6
  }
}
