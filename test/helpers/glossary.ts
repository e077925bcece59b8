/**
 * The glossary's French terms that have another English word (../shared/GLOSSARY.md "Terms"), and
 * from the project's copy (docs/glossary.md "Added by the project") the skills' French names and
 * the words it rules out ("never Fatality", "not Negation", US spelling, « MJ »): none of them may
 * appear in the files of the wrong language (test/contract/glossary.test.ts).
 */
import { readFileSync } from "node:fs";

export const ENGLISH_FOR: ReadonlyArray<readonly [string, string]> = [
  ["Caractéristique", "Characteristic"], ["Vigueur", "Vigor"], ["Agilité", "Agility"], ["Pouvoir", "Power"], ["Charisme", "Charisma"],
  ["Volonté", "Will"], ["Sagesse", "Wisdom"], ["Âme", "Soul"], ["Esprit", "Mind"], ["Résilience", "Resilience"], ["Origine", "Origin"],
  ["Combativité", "Combativeness"], ["Puissance", "Might"], ["Harmonie", "Harmony"], ["Compétence", "Skill"], ["Vitalité", "Vitality"],
  ["Énergie", "Energy"], ["Confiance", "Confidence"], ["Prémices", "Bases"], ["Prémice", "Base"], ["Blessures", "Wounds"], ["Cicatrices", "Scars"],
  ["Péril", "Peril"], ["Agonie", "Agony"], ["Fragilité", "Frailty"], ["Épuisement", "Exhaustion"], ["Découragement", "Discouragement"],
  ["Inconscience", "Unconscious"], ["Complexité", "Complexity"], ["Difficulté", "Difficulty"], ["Surpuissance", "Overpower"], ["surpuissance", "overpower"],
  ["Impuissance", "Weakness"], ["impuissance", "weakness"], ["Désespoir", "Despair"], ["Espoir", "Hope"], ["Galvanisée", "Galvanized"], ["Galvanisé", "Galvanized"],
  ["Galvanisation", "Galvanization"], ["Tourmente", "Torment"], ["Tourmenté", "in Torment"], ["Écriture", "Writing"], ["Accalmie", "Lull"], ["Acharnement", "Relentlessness"], ["Flamboyance", "Blaze"],
  ["Apaisement", "Serenity"], ["Descente", "Comedown"], ["Fatalité", "Doom"], ["Légende", "Legend"], ["Conteur", "GM"], ["Espèce", "Species"],
  ["Lignée", "Lineage"], ["Atout", "Edge"], ["Handicap", "Flaw"], ["Handicaps", "Flaws"], ["handicap", "flaw"], ["handicaps", "flaws"], ["Blocage", "Block"], ["Esquive", "Dodge"], ["Annulation", "Cancellation"], ["Négation", "Cancellation"],
  ["Résistance", "Resistance"], ["Étreinte", "Hold"], ["Régénération", "Regeneration"], ["Désarmement", "Disarmed"],
];

const LETTER = "\\p{L}";
/** The term as a whole word (accented letters count as letters). */
export const wordPattern = (term: string): RegExp => new RegExp(`(?<!${LETTER})${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!${LETTER})`, "gu");

/** The rows of the table under the `### heading` of docs/glossary.md: [first cell, second cell]. */
function glossaryTable(heading: string): [string, string][] {
  const text = readFileSync("docs/glossary.md", "utf8");
  const start = text.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`docs/glossary.md has no "### ${heading}"`);
  const section = text.slice(start + heading.length + 6).split(/\n#{2,3} /)[0];
  return section.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| French |") && !l.startsWith("| Ruled out |"))
    .map((l) => l.split("|").map((c) => c.trim())).map((c): [string, string] => [c[1], c[2]]);
}

/** The skills' French names that differ from their English names. */
export const SKILL_ENGLISH_FOR: ReadonlyArray<readonly [string, string]> = glossaryTable("Skills").filter(([fr, en]) => fr !== en);
/** English words ruled out, with the word to use. */
export const RULED_OUT_ENGLISH: ReadonlyArray<readonly [string, string]> = glossaryTable("Ruled-out English words");
/** French words ruled out (« MJ »), with the word to use. */
export const RULED_OUT_FRENCH: ReadonlyArray<readonly [string, string]> = glossaryTable("French");

/** A ruled-out word: whole word, any case, with its inflections. */
export const variantPattern = (term: string): RegExp =>
  new RegExp(`(?<!${LETTER})${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:s|es|d|ed|ing)?(?!${LETTER})`, "giu");
