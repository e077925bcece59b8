/**
 * The numeric bounds of every stored number, in one table per document type. The schemas
 * (src/data/fields.ts builders), the pure update validation (validation.ts) and the tests all
 * read these tables, so a bound is written once. Paths are relative to `system`.
 * Pure: no Foundry globals.
 */
import {
  CHARACTERISTIC_KEYS, CHARACTERISTIC_START, COMBATIVITE_MAX, COMBATIVITE_MIN, CONSTITUTION_KEYS, DEFAULT_CREATION_BUDGET, DEFAULT_CRIT_FAILURE, DEFAULT_CRIT_SUCCESS, DEFAULT_PREMICE,
  EPUISEMENT_DEATH, EXALTATION_MAX, EXALTATION_MIN, FATALITE_MAX, FORTUNE_MAX, FRAGILITE_DEATH, ROW_KEYS,
  personalCap, CHARACTERISTIC_SCHEMA_MAX, DOMAINE_NIVEAU_MAX, LEGENDE_MAX, ORIGINE_MAX, ORIGINE_MIN, PREMICE_MAX, SKILL_LEVEL_CAPS,
  XP_AMOUNT_MAX, XP_ARC_MAX,
} from "../rules/index";

export interface Bound {
  readonly min: number;
  readonly max: number;
  readonly initial: number;
}

export type BoundsTable = Readonly<Record<string, Bound>>;

const b = (min: number, max: number, initial: number): Bound => ({ min, max, initial });

/** Hard schema cap of a constitution's numbers: well above R-CON-2's largest max (9 × Prémice + 315). */
export const CONSTITUTION_SCHEMA_MAX = 9999;
/** Largest Exaltation bonus total (R-CON-2 table at Exaltation 9). */
export const BONUS_SHARE_MAX = 315;
/** R-MORAL-7 personal caps are floor(Exaltation / 2), at most 4. */
export const PERSONAL_MORAL_MAX = personalCap(EXALTATION_MAX);

const CONSTITUTION_PARTS = (key: string): Record<string, Bound> => ({
  [`constitutions.${key}.premice`]: b(1, PREMICE_MAX, DEFAULT_PREMICE),
  [`constitutions.${key}.bonus`]: b(0, BONUS_SHARE_MAX, 0),
  [`constitutions.${key}.value`]: b(0, CONSTITUTION_SCHEMA_MAX, DEFAULT_PREMICE),
  [`constitutions.${key}.scars`]: b(0, CONSTITUTION_SCHEMA_MAX, 0),
  [`constitutions.${key}.ephemeral`]: b(0, CONSTITUTION_SCHEMA_MAX, 0),
});

/** Bounds shared by personnage and pnj: the grid, integrity, constitutions, points, harm. */
function creatureBounds(): Record<string, Bound> {
  const table: Record<string, Bound> = {};
  for (const key of CHARACTERISTIC_KEYS) table[`caracteristiques.${key}`] = b(0, CHARACTERISTIC_SCHEMA_MAX, CHARACTERISTIC_START); // R-CAR-6
  table.origine = b(ORIGINE_MIN, ORIGINE_MAX, 0); // R-CAR-3 may be negative
  table.exaltation = b(EXALTATION_MIN, EXALTATION_MAX, EXALTATION_MIN); // R-INT-4
  table.combativite = b(COMBATIVITE_MIN, COMBATIVITE_MAX, COMBATIVITE_MIN); // R-INT-1
  for (const key of CONSTITUTION_KEYS) Object.assign(table, CONSTITUTION_PARTS(key)); // R-CON-1/2
  for (const key of ROW_KEYS) table[`points.${key}.value`] = b(0, CHARACTERISTIC_SCHEMA_MAX, 0); // R-CAR-5
  table.fragilite = b(0, FRAGILITE_DEATH, 0); // R-CRIT-5
  table.epuisement = b(0, EPUISEMENT_DEATH, 0); // R-FIGHT-6
  table.joursRepos = b(0, EPUISEMENT_DEATH, 0); // R-FIGHT-6 days of full rest in a row (a run never outlasts Épuisement)
  table.aggravation = b(0, 99, 0); // R-CRIT-1
  table.agonie = b(0, 99, 0); // R-CON-7
  table["modificateurs.surpuissance"] = b(0, 20, 0); // targets of Active Effects (R-DICE-4)
  table["modificateurs.impuissance"] = b(0, 20, 0);
  // R-DICE-7 critical ranges, widened by aptitudes' Active Effects (system.critiques.succes ADD −1 …).
  table["critiques.succes"] = b(2, 11, DEFAULT_CRIT_SUCCESS);
  table["critiques.echec"] = b(0, 9, DEFAULT_CRIT_FAILURE);
  for (const key of CONSTITUTION_KEYS) table[`regeneration.${key}`] = b(0, 999, 0); // R-CON-9 per-round amounts
  return table;
}

export const PERSONNAGE_BOUNDS: BoundsTable = {
  ...creatureBounds(),
  "moral.espoir": b(0, PERSONAL_MORAL_MAX, 0), // R-MORAL-7
  "moral.desespoir": b(0, PERSONAL_MORAL_MAX, 0),
  fortune: b(0, FORTUNE_MAX, 0), // R-FORT-1
  "xp.total": b(0, 99999, 0), // R-XP
  "xp.spent": b(0, 99999, 0),
  karma: b(-100, 100, 0), // R-FORT-3 [I] a signed purity value
  "legende.value": b(0, LEGENDE_MAX, 0), // R-FORT-4
  "creation.budget": b(0, 999, DEFAULT_CREATION_BUDGET), // R-CREA-2 (the world setting gives the default)
};

/**
 * Bounds of the entries of personnage arrays, by array path (the update validation sees arrays whole; the schema
 * checks each entry). `xp.log`: amount ≥ 0 (the kind gives the direction); arc and act 0 = not known (data/xp-log.ts).
 */
export const PERSONNAGE_ARRAY_BOUNDS: Readonly<Record<string, BoundsTable>> = {
  "xp.log": { amount: b(0, XP_AMOUNT_MAX, 0), arc: b(0, XP_ARC_MAX, 0), act: b(0, XP_ARC_MAX, 0) }, // R-XP-7
  domainesOublies: { niveau: b(1, DOMAINE_NIVEAU_MAX, 1) }, // R-XP-3 / R-XP-5 [I] times a domaine oublié was trained
};

export const PNJ_BOUNDS: BoundsTable = {
  ...creatureBounds(),
  "menace.niveau": b(1, 10, 1),
};

export const GROUPE_BOUNDS: BoundsTable = {
  "moral.espoir": b(0, 99, 0), // R-MORAL-1 (capped by the number of members: an invariant, see validation.ts)
  "moral.desespoir": b(0, 99, 0),
  fatalite: b(0, FATALITE_MAX, 0), // R-FORT-2
};

/** Item bounds by item type. */
export const ITEM_BOUNDS: Readonly<Record<string, BoundsTable>> = {
  competence: { niveau: b(0, SKILL_LEVEL_CAPS.achat, 0), "pp.value": b(0, SKILL_LEVEL_CAPS.achat, 0) }, // R-SK-1, R-PP-1, R-PP-3
  aptitude: {},
  classe: {},
  espece: Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [`bonus.${k}`, b(-5, 5, 0)])), // R-CREA-1
  atout: { cout: b(0, 99, 1) }, // R-CREA-2 X
  handicap: { cout: b(0, 99, 1) },
  arme: { degats: b(0, 999, 0), portee: b(0, 9999, 0) },
  armure: { blocage: b(0, 99, 0), resistance: b(0, 99, 0), annulation: b(0, 99, 0) }, // R-FIGHT-2/3
  bouclier: { blocage: b(0, 99, 0) },
  equipement: { quantite: b(0, 9999, 1) },
  sort: { points: b(0, 99, 0), cout: b(0, 999, 0), complexite: b(0, 20, 0) }, // R-SPELL
  specialisation: { bonus: b(0, 100, 10), cout: b(0, 9999, 0) }, // R-PP-6
  qualite: {},
};

export const ACTOR_BOUNDS: Readonly<Record<string, BoundsTable>> = {
  personnage: PERSONNAGE_BOUNDS,
  pnj: PNJ_BOUNDS,
  groupe: GROUPE_BOUNDS,
};

/** A bound by path; throws on a typo so a schema never silently loses its bounds. */
export function bound(table: BoundsTable, path: string): Bound {
  const found = table[path];
  if (!found) throw new Error(`No bound for "${path}"`);
  return found;
}
