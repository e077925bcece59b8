/** The competence item data model. */
import { ITEM_BOUNDS } from "../bounds";
import { boolField, choiceField, intField, textField } from "../fields";
import { descriptionField, ItemModel } from "./base";
import { SKILL_CATEGORIES, deriveCompetence } from "../item-derived";
import type { CompetenceDerived } from "../item-derived";
import { ruleset } from "../../settings";
import { skillKeyFromName } from "../../rules/index";
const fields = foundry.data.fields;
const B = ITEM_BOUNDS.competence;

function schema() {
  return {
    ...descriptionField(),
    // R-SK-7 the stable key other documents name this skill by (never its displayed name).
    key: textField(),
    categorie: choiceField(SKILL_CATEGORIES, "pratiques"),
    niveau: intField(B, "niveau"),
    // R-SK-1 / R-SK-2 expertises: the example ones and custom ones, each owned or not.
    expertises: new fields.ArrayField(new fields.SchemaField({ nom: textField(), possedee: boolField(false), personnalisee: boolField(false) })),
    // R-SK-6 a skill whose level caps this one (Vrai Primordial ≤ Primordial); empty when none.
    plafond: textField(),
    // R-PP-3 progression points held by this skill; R-PP-4 the qualities it lists.
    pp: new fields.SchemaField({ value: intField(B, "pp.value") }),
    qualites: new fields.ArrayField(textField()),
  };
}
export type CompetenceSchema = ReturnType<typeof schema>;

export class CompetenceData extends ItemModel<CompetenceSchema, CompetenceDerived> {
  static override defineSchema(): CompetenceSchema {
    return schema();
  }

  /** R-SK-7 a skill created without a key (a GM's own) gets one made from its name. */
  override async _preCreate(...args: Parameters<ItemModel<CompetenceSchema, CompetenceDerived>["_preCreate"]>): Promise<boolean | void> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    if (!this.key.trim()) this.updateSource({ key: skillKeyFromName(this.parent.name ?? "") });
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    Object.assign(this, deriveCompetence(this, ruleset()));
  }
}
