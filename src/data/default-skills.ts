/**
 * The default skills list as item sources (R-SK-1, R-SK-6), built from the rules' data when
 * the skills compendium does not exist yet. No Foundry globals.
 */
import { DEFAULT_SKILLS, LANGUAGES } from "../rules/index";

export interface SkillItemSource {
  name: string;
  type: "competence";
  system: {
    categorie: string;
    niveau: number;
    expertises: { nom: string; possedee: boolean; personnalisee: boolean }[];
    plafond: string;
  };
}

/** One competence item source per default skill and language. */
export function defaultSkillSources(): SkillItemSource[] {
  const skills: SkillItemSource[] = DEFAULT_SKILLS.map((s) => ({
    name: s.name,
    type: "competence",
    system: {
      categorie: s.category,
      niveau: 0,
      expertises: s.expertises.map((nom) => ({ nom, possedee: false, personnalisee: false })),
      plafond: "",
    },
  }));
  const languages: SkillItemSource[] = LANGUAGES.map((l) => ({
    name: l.name,
    type: "competence",
    system: { categorie: "langues", niveau: 0, expertises: [], plafond: "cappedBy" in l ? (LANGUAGES.find((x) => x.id === l.cappedBy)?.name ?? "") : "" },
  }));
  return [...skills, ...languages];
}
