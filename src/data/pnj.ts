/** The NPC (pnj) data model: the personnage grid, lighter; skills and aptitudes are items. */
import { ruleset } from "../settings";
import { PNJ_BOUNDS } from "./bounds";
import { choiceField, creatureFields, intField, textField } from "./fields";
import type { NoData } from "./fields";
import { MENACES } from "./item-derived";
import { deriveCreature } from "./personnage-derived";
import type { CreatureDerived } from "./personnage-derived";
import { assignNested, ownedItems } from "./personnage";
import { formatData, systemChanges, validateActorUpdate } from "./validation";
import { shapeRefused } from "./shape";
import { addBonusSplit } from "./constitution-split";
import { addPoolsBroughtDown } from "./pool-maxima";
import type { CreatureSource } from "../rules/index";
import { localize } from "../i18n";

const fields = foundry.data.fields;

function pnjSchema() {
  return {
    ...creatureFields(PNJ_BOUNDS),
    // Threat and role descriptor; notesMJ (from creatureFields) is shown to the GM only by the sheet.
    menace: new fields.SchemaField({
      rang: choiceField(MENACES, "standard"),
      niveau: intField(PNJ_BOUNDS, "menace.niveau"),
      role: textField(),
    }),
  };
}
export type PnjSchema = ReturnType<typeof pnjSchema>;
export type PnjDerivedData = Omit<CreatureDerived, "constitutions" | "points"> & {
  constitutions: CreatureDerived["constitutions"];
  points: CreatureDerived["points"];
};

export class PnjData extends foundry.abstract.TypeDataModel<PnjSchema, Actor.Implementation, NoData, PnjDerivedData> {
  static override defineSchema(): PnjSchema {
    return pnjSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const actor = this.parent;
    const d = deriveCreature(this as unknown as CreatureSource, {
      items: ownedItems(actor), statuses: actor.statuses ?? [], ruleset: ruleset(), base: this._source.caracteristiques, // R-CAR-7
    });
    const { constitutions, points, ...flat } = d;
    Object.assign(this, flat);
    assignNested(this, { constitutions, points });
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if (shapeRefused(this.schema, args[0])) return false; // a malformed update: refused whole, before anything reads it
    const system = systemChanges(args[0]); // any form: "==system" and v14's replacement are checked too
    if (system) {
      addBonusSplit(this.toObject(), system); // R-CON-2 default split on an Exaltation change
      addPoolsBroughtDown(this.toObject(), system, this.ajustements); // R-CAR-5 (rev 3) a pool above a fallen maximum comes down
      const result = validateActorUpdate("pnj", this.toObject(), system, this.ajustements);
      if (!result.ok) {
        ui.notifications?.error(localize(result.key, formatData(result.data)));
        return false;
      }
    }
    return super._preUpdate(...args);
  }
}
