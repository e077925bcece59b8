/**
 * The glossary's French terms that have another English word (../shared/GLOSSARY.md "Terms"), and
 * the English words it rules out ("never Fatality", "not Negation", US spelling): none of them may
 * appear in the English interface, journals or Babele files (test/contract/glossary.test.ts).
 */
export const ENGLISH_FOR: ReadonlyArray<readonly [string, string]> = [
  ["Caractéristique", "Characteristic"], ["Vigueur", "Vigor"], ["Agilité", "Agility"], ["Pouvoir", "Power"], ["Charisme", "Charisma"],
  ["Volonté", "Will"], ["Sagesse", "Wisdom"], ["Âme", "Soul"], ["Esprit", "Mind"], ["Résilience", "Resilience"], ["Origine", "Origin"],
  ["Combativité", "Combativeness"], ["Puissance", "Might"], ["Harmonie", "Harmony"], ["Compétence", "Skill"], ["Vitalité", "Vitality"],
  ["Énergie", "Energy"], ["Confiance", "Confidence"], ["Prémices", "Bases"], ["Prémice", "Base"], ["Blessures", "Wounds"], ["Cicatrices", "Scars"],
  ["Péril", "Peril"], ["Agonie", "Agony"], ["Fragilité", "Frailty"], ["Épuisement", "Exhaustion"], ["Découragement", "Discouragement"],
  ["Inconscience", "Unconscious"], ["Complexité", "Complexity"], ["Difficulté", "Difficulty"], ["Surpuissance", "Overpower"], ["surpuissance", "overpower"],
  ["Impuissance", "Weakness"], ["impuissance", "weakness"], ["Désespoir", "Despair"], ["Espoir", "Hope"], ["Galvanisée", "Galvanized"], ["Galvanisé", "Galvanized"],
  ["Galvanisation", "Galvanization"], ["Tourmente", "Torment"], ["Accalmie", "Lull"], ["Acharnement", "Relentlessness"], ["Flamboyance", "Blaze"],
  ["Apaisement", "Serenity"], ["Descente", "Comedown"], ["Fatalité", "Doom"], ["Légende", "Legend"], ["Conteur", "GM"], ["Espèce", "Species"],
  ["Lignée", "Lineage"], ["Atout", "Edge"], ["Handicap", "Flaw"], ["Handicaps", "Flaws"], ["handicap", "flaw"], ["handicaps", "flaws"], ["Blocage", "Block"], ["Esquive", "Dodge"], ["Annulation", "Cancellation"], ["Négation", "Cancellation"],
  ["Résistance", "Resistance"], ["Étreinte", "Hold"], ["Régénération", "Regeneration"], ["Désarmement", "Disarmed"],
  // English words the glossary rules out.
  ["Fragility", "Frailty"], ["Fatality", "Doom"], ["Negation", "Cancellation"], ["Galvanised", "Galvanized"], ["Galvanise", "Galvanize"],
  ["Specialisation", "Specialization"], ["Moral", "Morale"], ["Ignorant", "Untrained"], ["Vigour", "Vigor"], ["Specialities", "Specialties"], ["ellipse", "downtime"], ["Asset", "Edge"], ["Assets", "Edges"],
];

const LETTER = "\\p{L}";
/** The term as a whole word (accented letters count as letters). */
export const wordPattern = (term: string): RegExp => new RegExp(`(?<!${LETTER})${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!${LETTER})`, "gu");
