/** The player character (personnage) data model: schema + derived data through src/rules/. */
import { nativeLanguageFree, ruleset } from "../settings";
import { PERSONNAGE_ARRAY_BOUNDS, PERSONNAGE_BOUNDS } from "./bounds";
import { boolField, creatureFields, domainesOubliesField, intField, textField, xpLogField } from "./fields";
import type { NoData } from "./fields";
import { derivePersonnage } from "./personnage-derived";
import type { ConstitutionDerived, OwnedItem, PersonnageDerived } from "./personnage-derived";
import type { ConstitutionKey, RowKey, CreatureSource } from "../rules/index";
import { formatData, systemChanges, validateActorUpdate } from "./validation";
import { shapeRefused } from "./shape";
import { addBonusSplit } from "./constitution-split";
import { addPoolsBroughtDown } from "./pool-maxima";
import { migratePersonnageSource } from "./xp-log";
import { gmFieldsAllowedAtCreation, gmFieldsTouched, poolRaiseRefused, progressionAllowedAtCreation, progressionWriteRefused } from "./gm-fields";
import { localize } from "../i18n";

const fields = foundry.data.fields;
const T = PERSONNAGE_BOUNDS;

function personnageSchema() {
  return {
    ...creatureFields(T),
    moral: new fields.SchemaField({ espoir: intField(T, "moral.espoir"), desespoir: intField(T, "moral.desespoir") }),
    fortune: intField(T, "fortune"),
    xp: new fields.SchemaField({
      total: intField(T, "xp.total"),
      spent: intField(T, "xp.spent"),
      log: xpLogField(PERSONNAGE_ARRAY_BOUNDS["xp.log"]), // R-XP-7 every gain and spend, XP and PP (data/xp-log.ts)
    }),
    domainesOublies: domainesOubliesField(PERSONNAGE_ARRAY_BOUNDS.domainesOublies), // R-XP-3 / R-XP-5
    karma: intField(T, "karma"),
    legende: new fields.SchemaField({ text: textField(), value: intField(T, "legende.value") }),
    lignee: textField(),
    // R-CREA-1 / R-CREA-2 the lineage's swap of one species bonus or malus: from `de` to `vers` (characteristic keys; empty: none).
    echangeLignee: new fields.SchemaField({ de: textField(), vers: textField() }),
    creation: new fields.SchemaField({ active: boolField(true), budget: intField(T, "creation.budget") }),
    // R-CREA-2 (rev 2) the native language: the R-SK-7 key of an owned language, free up to a world setting (empty: none).
    langueNatale: textField(),
  };
}
export type PersonnageSchema = ReturnType<typeof personnageSchema>;

/** Derived data on top of the schema; nested maxima sit beside their values for token bars. */
export type PersonnageDerivedData = Omit<PersonnageDerived, "constitutions" | "points" | "creation"> & {
  constitutions: Record<ConstitutionKey, ConstitutionDerived>;
  points: Record<RowKey, { max: number }>;
  rapportCreation: PersonnageDerived["creation"];
};

/** Owned items as plain data for the pure derivations. */
export function ownedItems(actor: { items: Iterable<{ type: string; name: string; system: unknown }> }): OwnedItem[] {
  return [...actor.items].map((i) => ({ type: i.type, name: i.name, system: i.system as Record<string, unknown> }));
}

/** Copies derived constitutions and points into the nested source objects (max beside value). */
export function assignNested(target: { constitutions: object; points: object }, derived: Pick<PersonnageDerived, "constitutions" | "points">): void {
  for (const [key, value] of Object.entries(derived.constitutions)) Object.assign((target.constitutions as Record<string, object>)[key], value);
  for (const [key, value] of Object.entries(derived.points)) Object.assign((target.points as Record<string, object>)[key], value);
}

export class PersonnageData extends foundry.abstract.TypeDataModel<PersonnageSchema, Actor.Implementation, NoData, PersonnageDerivedData> {
  static override defineSchema(): PersonnageSchema {
    return personnageSchema();
  }

  /**
   * Sources older than the current schema, converted on load before cleaning, so nothing is lost before the world
   * migration (migrations.ts v1) writes them back: legacy `{date, montant, raison}` rows become log entries.
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migratePersonnageSource(source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const actor = this.parent;
    const d = derivePersonnage(this as unknown as CreatureSource & { creation: { active: boolean; budget: number }; langueNatale: string }, {
      items: ownedItems(actor), statuses: actor.statuses ?? [], ruleset: ruleset(), nativeLanguageFree: nativeLanguageFree(),
      base: this._source.caracteristiques, swap: this.echangeLignee, // R-CAR-7 Active Effects = prepared − stored values
    });
    const { constitutions, points, creation, ...flat } = d;
    Object.assign(this, flat, { rapportCreation: creation });
    assignNested(this, { constitutions, points });
  }

  /**
   * R-XP-1 / R-MORAL-1 a player's new actor starts with the GM-only fields at their initial values, and, while
   * the progression is the GM's, in creation (data/gm-fields.ts).
   */
  override async _preCreate(...args: Parameters<foundry.abstract.TypeDataModel<PersonnageSchema, Actor.Implementation, NoData, PersonnageDerivedData>["_preCreate"]>): Promise<boolean | void> {
    const [, , user] = args;
    const source = (this.parent as { _source?: unknown } | null)?._source;
    if (!gmFieldsAllowedAtCreation("personnage", source, user)) return false;
    if (!progressionAllowedAtCreation(source, user)) return false; // R-XP-3 [I] a player's new character starts in creation
    return super._preCreate(...args);
  }

  /** Refuses an update that breaks a bound or an R-CON invariant (validation.ts), with a localized reason. */
  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    const [changes, , user] = args;
    const system = systemChanges(changes); // any form: "==system" and v14's replacement are checked too
    // R-XP-1 the totals change only through the GM-written log (experience/store.ts): a player's write of system.xp is refused.
    const touched = user.isGM ? [] : gmFieldsTouched("personnage", changes);
    if (touched.length) {
      // R-XP-7 the usage record is the GM's too (experience/store.ts records it and its overrides).
      const key = touched.includes("system.xp") ? "ALTHERION.XP.Error.TotalsThroughLog" : "ALTHERION.Actor.GmFieldsOnly";
      ui.notifications?.warn(game.i18n ? game.i18n.localize(key) : key);
      return false;
    }
    if (shapeRefused(this.schema, changes)) return false; // a malformed update: refused whole, before anything reads it
    if (progressionWriteRefused(this.parent, this.parent, changes, user)) return false; // R-XP-3 [I] « Progression gardée par le Conteur »
    if (poolRaiseRefused(this.parent, changes, user)) return false; // R-CAR-5 [I] Impact and Résilience come back through the GM
    if (system) {
      addBonusSplit(this.toObject(), system); // R-CON-2 default split on an Exaltation change
      addPoolsBroughtDown(this.toObject(), system, this.ajustements); // R-CAR-5 (rev 3) a pool above a fallen maximum comes down
      const result = validateActorUpdate("personnage", this.toObject(), system, this.ajustements);
      if (!result.ok) {
        ui.notifications?.error(localize(result.key, formatData(result.data)));
        return false;
      }
    }
    return super._preUpdate(...args);
  }
}
