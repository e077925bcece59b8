// Shared types of the rules engine (RULES.md §1, §2, §4).

/** The nine main characteristics (R-CAR-1). */
export type CharacteristicKey =
  | "force" | "vigueur" | "agilite"
  | "pouvoir" | "charisme" | "perception"
  | "intellect" | "volonte" | "sagesse";

/** A value for each main characteristic (R-CAR-1). */
export interface MainCharacteristics {
  force: number; vigueur: number; agilite: number;
  pouvoir: number; charisme: number; perception: number;
  intellect: number; volonte: number; sagesse: number;
}

/** Grid columns (R-CAR-1). */
export type ColumnKey = "corps" | "ame" | "esprit";
/** Grid rows (R-CAR-1). */
export type RowKey = "impact" | "resilience" | "finesse";
/** Secondary characteristics: the three columns and three rows (R-CAR-2). */
export type SecondaryKey = ColumnKey | RowKey;
/** Secondary scores (R-CAR-2). */
export type SecondaryScores = Record<SecondaryKey, number>;
/** Spendable points pools, one per row (R-CAR-5). */
export type PointsPoolKey = RowKey;

/** The three constitutions (R-CON-1). */
export type ConstitutionKey = "vitalite" | "energie" | "confiance";

/** One constitution gauge (R-CON-1). Wounds = max − value; invariant value ≤ max − scars. */
export interface Constitution {
  max: number;
  value: number;
  scars: number;
  ephemeral: number;
  stabilized: boolean;
}

/** Rest ranks, best first (R-CON-8). */
export type RestRank = "rapide" | "normale" | "difficile" | "tres-difficile" | "impossible";

/** The world's ruleset: Altherion's own skills 0–10 (R-SK-1), or progression par achat 0–100 (R-PP-1). */
export type Ruleset = "altherion" | "achat";

/** A refused change: the i18n key of its reason, the offending path, values for its message. */
export interface ValidationFailure {
  ok: false;
  /** i18n key of the reason (ALTHERION.Validation.* for an update, ALTHERION.Actor.* for a planner). */
  key: string;
  /** The offending path (relative to `system`), when there is one. */
  path?: string;
  /** Values for the localized message. */
  data?: Record<string, string | number>;
}
