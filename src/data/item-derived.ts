/**
 * Derived numbers and label keys of items, from plain data. Costs and degrees come from
 * src/rules/. The item data models and AltherionItem call these. No Foundry globals.
 */
import { APTITUDE_TIERS, DAMAGE_TYPES as RULES_DAMAGE_TYPES, SKILL_CATEGORIES, knowledgeDegrees, languageDescriptor, ppDegree, ppQualityCost, ppSpecializationCost } from "../rules/index";
import { aptitudeXpCost } from "./drops";
import type { Ruleset } from "../rules/index";
import type { DamageType } from "../rules/index";

export { APTITUDE_TIERS, SKILL_CATEGORIES };
export const CLASS_TIERS = ["fondatrice", "superieure", "heroique", "legendaire", "supreme"] as const;
export const DAMAGE_TYPES = Object.keys(RULES_DAMAGE_TYPES) as DamageType[];
export const SPECIALISATION_DEGREES = ["debutant", "confirme", "expert", "maitre", "secrete"] as const;
export const MENACES = ["sbire", "standard", "elite", "boss"] as const;

export type CompetenceDerived = {
  /** i18n key of the degree: knowledge (théoriques, R-SK-5) or PP degree (R-PP-1). */
  degre: string | null;
  /** i18n key of the language descriptor (R-SK-6), null unless a language. */
  descripteur: string | null;
  /** R-SK-5 (rev 2) a théorique's degree on each listed expertise's subject (i18n key); empty for other skills. */
  sujets: { nom: string; possedee: boolean; degre: string }[];
  /** Level cap of the world's ruleset. */
  niveauMax: number;
};

/** R-SK-5 (rev 2) a théorique's knowledge: the general degree and, per listed expertise, the degree on its subject (ids). */
export interface KnowledgeDerived {
  name: string;
  niveau: number;
  degre: string;
  sujets: { nom: string; possedee: boolean; degre: string }[];
}

/** R-SK-5 (rev 2) a théorique's degrees from the rules' knowledgeDegrees: general subjects and each listed expertise's subject. */
export function knowledgeOf(name: string, niveau: number, expertises: unknown): KnowledgeDerived {
  const list = (Array.isArray(expertises) ? (expertises as { nom?: unknown; possedee?: unknown }[]) : [])
    .map((e) => ({ name: typeof e.nom === "string" ? e.nom : "", owned: e.possedee === true })).filter((e) => e.name !== "");
  const k = knowledgeDegrees(niveau, list);
  return { name, niveau, degre: k.general.id, sujets: k.subjects.map((x) => ({ nom: x.name, possedee: x.owned, degre: x.degree.id })) };
}

/** R-SK-5 / R-SK-6 / R-PP-1 what a skill's level means. */
export function deriveCompetence(s: { categorie: string; niveau: number; expertises?: unknown }, ruleset: Ruleset): CompetenceDerived {
  let degre: string | null = null;
  let sujets: CompetenceDerived["sujets"] = [];
  if (ruleset === "achat") degre = `ALTHERION.Degre.${ppDegree(s.niveau)}`;
  else if (s.categorie === "theoriques") {
    const k = knowledgeOf("", s.niveau, s.expertises);
    degre = `ALTHERION.Connaissance.${k.degre}`;
    sujets = k.sujets.map((x) => ({ ...x, degre: `ALTHERION.Connaissance.${x.degre}` }));
  }
  const descriptor = s.categorie === "langues" ? languageDescriptor(s.niveau) : null;
  const descripteur = descriptor ? `ALTHERION.Langue.Descripteur.${descriptor.id}` : null;
  return { degre, descripteur, sujets, niveauMax: ruleset === "achat" ? 100 : 10 };
}

/** R-XP-3 an aptitude's XP cost from its tier. */
export function deriveAptitudeCost(tier: string): number {
  return aptitudeXpCost(tier);
}

/** R-PP-6 a specialisation's cost: fixed by degree, set on the item for Maître and secret techniques. */
export function deriveSpecialisationCost(degre: string, itemCost: number): number {
  return degre === "debutant" || degre === "confirme" || degre === "expert" ? ppSpecializationCost(degre) : itemCost;
}

/** R-PP-5 the next quality's cost, given how many the owner already has for that skill. */
export function deriveQualiteCost(owned: number, base: number, step: number): number {
  return ppQualityCost(owned, base, step);
}
