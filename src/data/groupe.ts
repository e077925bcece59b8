/** The party (groupe) data model: members and the group Moral (R-MORAL-1), Galvanisé/Tourmenté derived. */
import { NO_ADJUSTMENT, isGalvanise, isTourmente } from "../rules/index";
import type { MoralState } from "../rules/index";
import { GROUPE_BOUNDS } from "./bounds";
import { htmlField, intField, uuidListField } from "./fields";
import type { NoData } from "./fields";
import { formatData, systemChanges, validateActorUpdate } from "./validation";
import { shapeRefused } from "./shape";
import { gmFieldsAllowedAtCreation, gmFieldsTouched } from "./gm-fields";
import { localize } from "../i18n";

const fields = foundry.data.fields;

function groupeSchema() {
  return {
    membres: uuidListField(),
    moral: new fields.SchemaField({ espoir: intField(GROUPE_BOUNDS, "moral.espoir"), desespoir: intField(GROUPE_BOUNDS, "moral.desespoir") }),
    fatalite: intField(GROUPE_BOUNDS, "fatalite"),
    biographie: htmlField(),
    notesMJ: htmlField(),
  };
}
export type GroupeSchema = ReturnType<typeof groupeSchema>;
export type GroupeDerivedData = { moralMax: number; galvanise: boolean; tourmente: boolean };

/** The group's Moral as the rules' reducer sees it (members' personal points are read by the caller). */
export function groupeMoralState(s: { membres: string[]; moral: { espoir: number; desespoir: number }; fatalite: number }): MoralState {
  return {
    espoir: s.moral.espoir, desespoir: s.moral.desespoir, fatalite: s.fatalite,
    members: s.membres.map((id) => ({ id, exaltation: 1, espoir: 0, desespoir: 0 })),
  };
}

export class GroupeData extends foundry.abstract.TypeDataModel<GroupeSchema, Actor.Implementation, NoData, GroupeDerivedData> {
  static override defineSchema(): GroupeSchema {
    return groupeSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const state = groupeMoralState(this);
    this.moralMax = this.membres.length; // R-MORAL-1
    this.galvanise = isGalvanise(state); // R-MORAL-4
    this.tourmente = isTourmente(state); // R-MORAL-5
  }

  /** R-XP-1 / R-MORAL-1 a player's new actor starts with the GM-only fields at their initial values (data/gm-fields.ts). */
  override async _preCreate(...args: Parameters<foundry.abstract.TypeDataModel<GroupeSchema, Actor.Implementation, NoData, GroupeDerivedData>["_preCreate"]>): Promise<boolean | void> {
    const [, , user] = args;
    if (!gmFieldsAllowedAtCreation("groupe", (this.parent as { _source?: unknown } | null)?._source, user)) return false;
    return super._preCreate(...args);
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    const [changes, , user] = args;
    const system = systemChanges(changes); // any form: "==system" and v14's replacement are checked too
    // R-MORAL-1 / R-MORAL-2 membership and the group's Moral are the GM's (Moral events applied on its client): a player's write is refused.
    if (!user.isGM && gmFieldsTouched("groupe", changes).length) {
      ui.notifications?.warn(game.i18n ? game.i18n.localize("ALTHERION.Moral.GroupGmOnly") : "ALTHERION.Moral.GroupGmOnly");
      return false;
    }
    if (shapeRefused(this.schema, changes)) return false; // a malformed update: refused whole, before anything reads it
    if (system) {
      const result = validateActorUpdate("groupe", this.toObject(), system, NO_ADJUSTMENT); // a groupe has no characteristics
      if (!result.ok) {
        ui.notifications?.error(localize(result.key, formatData(result.data)));
        return false;
      }
    }
    return super._preUpdate(...args);
  }
}
