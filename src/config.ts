/**
 * CONFIG.ALTHERION: what the Foundry side needs to present the game (i18n keys, icons).
 * The game's own numbers and tables live in src/rules/ and are only referenced here.
 */
import { CHARACTERISTIC_KEYS, CONSTITUTION_KEYS, GRID, ROW_KEYS, COLUMN_KEYS, SKILL_CATEGORIES } from "./rules/index";
import { statusDefinitions } from "./data/status-effects";
import { APTITUDE_TIERS, DAMAGE_TYPES, MENACES, SPECIALISATION_DEGREES } from "./data/item-derived";

const labels = <T extends string>(keys: readonly T[], prefix: string): Record<T, string> =>
  Object.fromEntries(keys.map((k) => [k, `${prefix}${k}`])) as Record<T, string>;

export const ALTHERION = {
  id: "altherion",
  /** R-CAR-1 the grid, rows × columns of characteristic keys. */
  grid: GRID,
  caracteristiques: labels(CHARACTERISTIC_KEYS, "ALTHERION.Caracteristique."),
  colonnes: labels(COLUMN_KEYS, "ALTHERION.Score."),
  lignes: labels(ROW_KEYS, "ALTHERION.Score."),
  constitutions: labels(CONSTITUTION_KEYS, "ALTHERION.Constitution."),
  categoriesCompetence: labels(SKILL_CATEGORIES, "ALTHERION.Competence.Categorie."),
  tiers: labels(APTITUDE_TIERS, "ALTHERION.Tier."),
  typesDegats: labels(DAMAGE_TYPES, "ALTHERION.Degats."),
  menaces: labels(MENACES, "ALTHERION.Menace."),
  degresSpecialisation: labels(SPECIALISATION_DEGREES, "ALTHERION.Specialisation.Degre."),
  /** Status effects (R-STATE) by id: label key, icon, kind. */
  statuts: Object.fromEntries(statusDefinitions().map((d) => [d.id, { name: d.name, img: d.img, kind: d.kind }])),
} as const;

export type AltherionConfig = typeof ALTHERION;

declare global {
  interface CONFIG {
    ALTHERION: AltherionConfig;
  }
}
