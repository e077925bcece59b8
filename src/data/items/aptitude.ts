/** The aptitude item data model. */
import { boolField, choiceField, prerequisField, textField } from "../fields";
import { descriptionField, ItemModel } from "./base";
import { APTITUDE_TIERS, deriveAptitudeCost } from "../item-derived";

function schema() {
  return {
    ...descriptionField(),
    tier: choiceField(APTITUDE_TIERS, "fondatrice"),
    classe: textField(),
    branche: textField(),
    prerequis: prerequisField(),
    // Granted free by a species (R-CREA-1): not counted in creation costs.
    inne: boolField(false),
  };
}
export type AptitudeSchema = ReturnType<typeof schema>;

export class AptitudeData extends ItemModel<AptitudeSchema, { coutXp: number }> {
  static override defineSchema(): AptitudeSchema {
    return schema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.coutXp = deriveAptitudeCost(this.tier); // R-XP-3
  }
}
