/**
 * Shared schema builders. Every number is an integer, not nullable, with the min, max and
 * initial of its entry in the bounds table (bounds.ts), so schema and validation never drift.
 */
import type { CONSTITUTION_KEYS, ROW_KEYS } from "../rules/index";
import { bound } from "./bounds";
import type { BoundsTable } from "./bounds";
import { PREREQUISITE_TYPES } from "./drops";
import { XP_ENTRY_KINDS, XP_UNITS } from "../rules/index";

const fields = foundry.data.fields;

/** A bounded integer field from a bounds table entry. */
export function intField(table: BoundsTable, path: string) {
  const { min, max, initial } = bound(table, path);
  return new fields.NumberField({ required: true, nullable: false, integer: true, min, max, initial });
}

/** A plain (escaped when rendered) string. */
export function textField(initial = "") {
  return new fields.StringField({ required: true, blank: true, initial });
}

/** A string restricted to a list of ids. */
export function choiceField<const T extends string>(choices: readonly T[], initial: T) {
  return new fields.StringField({ required: true, blank: false, choices: [...choices], initial });
}

export function boolField(initial = false) {
  return new fields.BooleanField({ initial });
}

/** Rich text: Foundry sanitises HTMLField content (no script). */
export function htmlField() {
  return new fields.HTMLField({ required: true, blank: true, initial: "" });
}

/** The nine main characteristics (R-CAR-1), bounded by the table's entries under `prefix`. */
export function caracteristiquesField(table: BoundsTable, prefix = "caracteristiques") {
  return new fields.SchemaField({
    force: intField(table, `${prefix}.force`),
    vigueur: intField(table, `${prefix}.vigueur`),
    agilite: intField(table, `${prefix}.agilite`),
    pouvoir: intField(table, `${prefix}.pouvoir`),
    charisme: intField(table, `${prefix}.charisme`),
    perception: intField(table, `${prefix}.perception`),
    intellect: intField(table, `${prefix}.intellect`),
    volonte: intField(table, `${prefix}.volonte`),
    sagesse: intField(table, `${prefix}.sagesse`),
  });
}

/** One constitution (R-CON-1, R-CON-2). */
export function constitutionField(table: BoundsTable, key: (typeof CONSTITUTION_KEYS)[number]) {
  return new fields.SchemaField({
    premice: intField(table, `constitutions.${key}.premice`),
    bonus: intField(table, `constitutions.${key}.bonus`),
    value: intField(table, `constitutions.${key}.value`),
    scars: intField(table, `constitutions.${key}.scars`),
    ephemeral: intField(table, `constitutions.${key}.ephemeral`),
    stabilized: boolField(false),
  });
}

export function constitutionsField(table: BoundsTable) {
  return new fields.SchemaField({
    vitalite: constitutionField(table, "vitalite"),
    energie: constitutionField(table, "energie"),
    confiance: constitutionField(table, "confiance"),
  });
}

/** R-CON-9 [I] the amount each constitution regenerates at the end of every round (0: none). */
export function regenerationField(table: BoundsTable) {
  return new fields.SchemaField({
    vitalite: intField(table, "regeneration.vitalite"),
    energie: intField(table, "regeneration.energie"),
    confiance: intField(table, "regeneration.confiance"),
  });
}

/** The three points pools (R-CAR-5); max is derived. */
export function pointsField(table: BoundsTable) {
  const pool = (key: (typeof ROW_KEYS)[number]) => new fields.SchemaField({ value: intField(table, `points.${key}.value`) });
  return new fields.SchemaField({ impact: pool("impact"), resilience: pool("resilience"), finesse: pool("finesse") });
}

/** What personnage and pnj share: grid, integrity, constitutions, points, harm, modifiers, texts. */
export function creatureFields(table: BoundsTable) {
  return {
    caracteristiques: caracteristiquesField(table),
    origine: intField(table, "origine"),
    exaltation: intField(table, "exaltation"),
    combativite: intField(table, "combativite"),
    constitutions: constitutionsField(table),
    // R-CON-2 the player distributes the Exaltation bonus by hand (false: the default split follows Exaltation).
    bonusManuel: boolField(false),
    regeneration: regenerationField(table),
    points: pointsField(table),
    fragilite: intField(table, "fragilite"),
    epuisement: intField(table, "epuisement"),
    // R-FIGHT-6 consecutive days of full rest towards losing 1 Épuisement.
    joursRepos: intField(table, "joursRepos"),
    aggravation: intField(table, "aggravation"),
    agonie: intField(table, "agonie"),
    // Targets of Active Effects (R-DICE-4): extra power dice on every roll.
    modificateurs: new fields.SchemaField({
      surpuissance: intField(table, "modificateurs.surpuissance"),
      impuissance: intField(table, "modificateurs.impuissance"),
    }),
    // R-DICE-7 the critical ranges every roll uses; Active Effects widen them.
    critiques: new fields.SchemaField({
      succes: intField(table, "critiques.succes"),
      echec: intField(table, "critiques.echec"),
    }),
    biographie: htmlField(),
    notesMJ: htmlField(),
  };
}

/** Prerequisites of a class or aptitude (R-SK-4). */
export function prerequisField() {
  return new fields.ArrayField(new fields.SchemaField({
    type: choiceField(PREREQUISITE_TYPES, "competence"),
    cle: textField(),
    valeur: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 100, initial: 0 }),
  }));
}

/** A list of document UUIDs (aptitudes of a class or species, group members). */
export function uuidListField() {
  return new fields.ArrayField(new fields.StringField({ required: true, blank: false }));
}

/**
 * The experience log (R-XP-1..7, R-PP; data/xp-log.ts): one entry per gain, spend or GM override, in XP or PP.
 * `table` holds the bounds of one entry (amount, arc, act); arc/act 0 and target "" mean "none".
 */
export function xpLogField(table: BoundsTable) {
  return new fields.ArrayField(new fields.SchemaField({
    id: new fields.StringField({ required: true, blank: false, initial: "entry" }),
    date: textField(),
    kind: choiceField(XP_ENTRY_KINDS, "gain"),
    unit: choiceField(XP_UNITS, "xp"),
    amount: intField(table, "amount"),
    reason: textField(),
    arc: intField(table, "arc"),
    act: intField(table, "act"),
    target: textField(),
    undone: boolField(false),
    // The stored row as it was (JSON) when it did not fit this shape (data/xp-log.ts): nothing is dropped.
    original: textField(),
    // R-XP-3 the GM wrote it from the purchase's target; what it changed, before and after (JSON values, a list).
    gmApplied: boolField(false),
    changes: new fields.ArrayField(new fields.SchemaField({ item: textField(), path: textField(), before: textField(), after: textField() })),
  }));
}

/** R-XP-3 / R-XP-5 domaines oubliés of a skill: the skill's name (nom), its usage key (competence) and level [I]. */
export function domainesOubliesField(table: BoundsTable) {
  return new fields.ArrayField(new fields.SchemaField({
    nom: textField(),
    competence: textField(),
    niveau: intField(table, "niveau"),
  }));
}

/** No base or derived data beyond the schema (the TypeDataModel generics want an object type). */
export type NoData = Record<never, never>;
