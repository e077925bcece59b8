/**
 * The default skills list as item sources (R-SK-1, R-SK-6, R-SK-7), built from the rules' data when
 * the skills compendium does not exist yet. No Foundry globals.
 */
import { DEFAULT_SKILLS, LANGUAGES, LANGUAGE_EXPERTISES, starterQualitiesOf } from "../rules/index";

export interface SkillItemSource {
  name: string;
  type: "competence";
  system: {
    key: string;
    categorie: string;
    niveau: number;
    expertises: { nom: string; possedee: boolean; personnalisee: boolean }[];
    /** R-SK-6 the key of the language capping this one (Vrai Primordial: `primordial`), or "". */
    plafond: string;
    /** R-PP-4 the qualities it lists (the starter list, which the GM edits). */
    qualites: string[];
  };
}

const expertises = (names: readonly string[]) => names.map((nom) => ({ nom, possedee: false, personnalisee: false }));

/** One competence item source per default skill and language; each carries its R-SK-7 key. */
export function defaultSkillSources(): SkillItemSource[] {
  const skills: SkillItemSource[] = DEFAULT_SKILLS.map((s) => ({
    name: s.name,
    type: "competence",
    system: { key: s.id, categorie: s.category, niveau: 0, expertises: expertises(s.expertises), plafond: "", qualites: starterQualitiesOf(s.id) },
  }));
  const languages: SkillItemSource[] = LANGUAGES.map((l) => ({
    name: l.name,
    type: "competence",
    system: { key: l.id, categorie: "langues", niveau: 0, expertises: expertises(LANGUAGE_EXPERTISES), plafond: "cappedBy" in l ? l.cappedBy : "", qualites: [] },
  }));
  return [...skills, ...languages];
}
