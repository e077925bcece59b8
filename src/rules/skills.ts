// R-SK-1..6 skills, expertises, knowledge and languages (data the GM can extend; defaults from the source).

export const SKILL_LEVEL_MAX = 10;

export const SKILL_CATEGORIES = ["combat", "pratiques", "theoriques", "langues"] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

// R-SK-6 [I] languages are learnt by practice, "sans xp" (seed, Langues): no XP buys their levels or
// expertises. At creation they cost like any skill (R-CREA-2 rev 2, rules/creation.ts paidLanguageSteps).
export const LEARNT_BY_PRACTICE: readonly SkillCategory[] = ["langues"];

/** Whether a skill of this category is learnt by practice rather than bought (R-SK-6 [I]). */
export function learntByPractice(category: string): boolean {
  return LEARNT_BY_PRACTICE.includes(category as SkillCategory);
}

// R-SK-5 / R-SK-6 théoriques and languages are never rolled, by any path.
export const NEVER_ROLLED: readonly SkillCategory[] = ["theoriques", "langues"];

/** Whether a skill of this category may be rolled (R-SK-5 / R-SK-6: théoriques and languages never are). */
export function isRolledCategory(category: string): boolean {
  return !NEVER_ROLLED.includes(category as SkillCategory);
}

/** Each name's key, folded once (a pure function of the name; a sheet asks for the same ones at each render). */
const keysOfNames = new Map<string, string>();

/**
 * R-SK-7 the stable key of a skill made from its name: lower case, accents removed, words joined by
 * hyphens ("Vrai Primordial" → "vrai-primordial", "Mêlée" → "melee"). A key gives itself back.
 */
export function skillKeyFromName(name: string): string {
  let key = keysOfNames.get(name);
  if (key === undefined) {
    if (keysOfNames.size >= 5000) keysOfNames.clear(); // names of many worlds' skills: kept bounded
    key = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
    keysOfNames.set(name, key);
  }
  return key;
}

export interface SkillDefinition {
  readonly id: string;
  readonly name: string;
  readonly category: SkillCategory;
  readonly description: string;
  readonly expertises: readonly string[];   // the source's examples
  readonly expertiseHint?: string;          // when the source names a family instead of examples
}

const skill = (id: string, name: string, category: SkillCategory, description: string, expertises: string[], expertiseHint?: string): SkillDefinition =>
  (expertiseHint ? { id, name, category, description, expertises, expertiseHint } : { id, name, category, description, expertises });

// R-SK-1 the default skills with the source's descriptions and example expertises.
export const DEFAULT_SKILLS = [
  skill("adresse", "Adresse", "combat", "Définit la coordination du personnage sur l'instant", ["Esquive", "Lancer", "Équitation"]),
  skill("bagarre", "Bagarre", "combat", "Définit la capacité à se battre à mains nues", ["Pugilat", "Kick", "Prises", "Projection"]),
  skill("melee", "Mêlée", "combat", "Définit la capacité à se battre avec une arme de corps à corps", ["Lames légères", "Lames lourdes", "Haches", "Lances", "Masses"]),
  skill("rigidite", "Rigidité", "combat", "Définit la capacité à encaisser directement des chocs divers", ["Blocage", "Armure", "Poison", "Psyché", "Spirituel"]),
  skill("tir", "Tir", "combat", "Définit la capacité à utiliser des armes à distance", ["Arcs", "Pistolets", "Fusil d'Assaut", "Sniper", "Fusil à pompe", "Arbalète"]),
  skill("artisanat", "Artisanat", "pratiques", "Capacité à produire des objets", ["Sculpture", "Forge", "Peinture"]),
  skill("animalisme", "Animalisme", "pratiques", "Capacité à comprendre et communiquer avec les animaux", ["Comportement", "Communication"]),
  skill("conduite", "Conduite", "pratiques", "Capacité à piloter les véhicules auxquels vous êtes formé", ["Moto", "Voiture", "Calèche", "Avion"]),
  skill("empathie", "Empathie", "pratiques", "Capacité à ressentir et comprendre les émotions d'autrui", ["Émotions", "Verbale", "Non verbale"]),
  skill("enquete", "Enquête", "pratiques", "Capacité à mener une investigation, à rechercher quelque chose", ["Recherche", "Interrogation"]),
  skill("expression", "Expression", "pratiques", "Capacité à s'exprimer, à communiquer", ["Diplomatie", "Bluff", "Intimidation", "Chant"]),
  skill("furtivite", "Furtivité", "pratiques", "Capacité à agir discrètement", ["Faufilage", "Larcin", "Crochetage"]),
  skill("focalisation", "Focalisation", "pratiques", "Capacité à rester concentré, à diriger son attention", []),
  skill("intuition", "Intuition", "pratiques", "Capacité à user de son instinct, notamment juger autrui", ["Prédiction", "Faiblesse", "Talent"]),
  skill("medecine", "Médecine", "pratiques", "Capacité à procéder à des actions médicales", ["Premiers soins", "Examen", "Maladie"]),
  skill("occulte", "Occulte", "pratiques", "Capacité à ressentir et comprendre les flux magiques et ce qui diffère des lois scientifiques", ["Perception", "Utilisation", "Compréhension"]),
  skill("reflexion", "Réflexion", "pratiques", "Capacité à user de ses capacités mentales afin de répondre à des problèmes", ["Stratégie", "Mémoire", "Adaptation"]),
  skill("sorcellerie", "Sorcellerie", "pratiques", "Connaissance et utilisation des sortilèges", [], "Les catégories de sorts"),
  skill("sport", "Sport", "pratiques", "Capacité à user de son corps dans le cadre de disciplines sportives", ["Course", "Escalade", "Natation"]),
  skill("vigilance", "Vigilance", "pratiques", "Capacité à percevoir son environnement de manière instantanée", ["Dangers", "Suspicion"]),
  skill("apparence", "Apparence", "theoriques", "Relatif à l'habillement, la présentation, le comportement passif. Sert également au déguisement", ["Haute société", "Reclus"]),
  skill("cosmologie", "Cosmologie", "theoriques", "Connaissance des Mondes d'Altherion", [], "Chaque plan"),
  skill("droit", "Droit", "theoriques", "Connaissance des lois", ["Criminel", "Entrepreneuriat"]),
  skill("economie", "Économie", "theoriques", "Reconnaissance et estimation de la valeur marchande d'un bien ou d'un service", ["Service", "Objet", "Propriété"]),
  skill("histoire", "Histoire", "theoriques", "Connaissance de l'histoire", [], "Chaque continent"),
  skill("nature", "Nature", "theoriques", "Connaissance de la nature", ["Forêt", "Marais", "Montagne"]),
  skill("religion", "Religion", "theoriques", "Connaissance des religions", [], "Chaque continent"),
  skill("sciences", "Sciences", "theoriques", "Connaissance des sciences", ["Chimie", "Physique", "Alchimie"]),
  skill("technologie", "Technologie", "theoriques", "Connaissance des technologies", ["Ordinateur", "Robotique", "Voiture", "Avion"]),
  skill("urbanisme", "Urbanisme", "theoriques", "Connaissance des villes et environnements urbains", ["Architecture", "Métropole"]),
] as const satisfies readonly SkillDefinition[];

/** The level used when a situation calls on several skills: the lowest (R-SK-3). */
export function lowestSkill(levels: readonly number[]): number {
  if (levels.length === 0) throw new RangeError("lowestSkill needs at least one level");
  return Math.min(...levels);
}

/** R-SK-4 prerequisites: the skills whose level is below the required one (empty when met). */
export function missingPrerequisites(levels: Readonly<Record<string, number>>, required: Readonly<Record<string, number>>): string[] {
  return Object.keys(required).filter((id) => (levels[id] ?? 0) < required[id]);
}

// R-SK-5 [I] knowledge degrees shown for a théorique skill, by lowest level reached.
export const KNOWLEDGE_DEGREES = [
  { min: 0, id: "aucune", fr: "Aucune connaissance" },
  { min: 1, id: "notions", fr: "Quelques notions" },
  { min: 3, id: "bases", fr: "Connaissances de base" },
  { min: 5, id: "solides", fr: "Connaissances solides" },
  { min: 7, id: "approfondies", fr: "Connaissances approfondies" },
  { min: 9, id: "erudition", fr: "Érudition" },
  { min: 10, id: "maitrise", fr: "Maîtrise parfaite du sujet" },
] as const;

// R-SK-5 (rev 2) the degree on a subject that needs an expertise the character lacks.
export const KNOWLEDGE_IGNORANT = { min: 0, id: "ignorant", fr: "Ignorant" } as const;
export type KnowledgeDegree = (typeof KNOWLEDGE_DEGREES)[number] | typeof KNOWLEDGE_IGNORANT;

/** The knowledge degree of a théorique skill (R-SK-5); a subject that needs an expertise the character lacks is "Ignorant". */
export function knowledgeDegree(level: number, subject: { needsExpertise?: boolean; hasExpertise?: boolean } = {}): KnowledgeDegree {
  if (subject.needsExpertise && !subject.hasExpertise) return KNOWLEDGE_IGNORANT;
  return [...KNOWLEDGE_DEGREES].reverse().find((d) => level >= d.min) ?? KNOWLEDGE_DEGREES[0];
}

/**
 * R-SK-5 (rev 2) what a théorique states: the degree on general subjects, and for each owned expertise the degree on
 * that subject (a subject needing an expertise is reached through it); subjects of the expertises not owned are "Ignorant".
 */
export function knowledgeDegrees(level: number, expertises: readonly { name: string; owned: boolean }[]): {
  general: KnowledgeDegree; subjects: { name: string; owned: boolean; degree: KnowledgeDegree }[];
} {
  return {
    general: knowledgeDegree(level),
    subjects: expertises.map((e) => ({ name: e.name, owned: e.owned, degree: knowledgeDegree(level, { needsExpertise: true, hasExpertise: e.owned }) })),
  };
}

// R-SK-6 the source's descriptor of each language level, in French, with an i18n-friendly id.
export const LANGUAGE_DESCRIPTORS = {
  1: { id: "formules-de-base", fr: "Connaît les formules de base de la langue" },
  2: { id: "termes-generaux", fr: "Connaît les termes généraux de la langue (les couleurs primaires par exemple)" },
  3: { id: "parler-correctement", fr: "Parle correctement avec quelqu'un connaissant la langue" },
  4: { id: "conversation-simple", fr: "Peut tenir une conversation non complexe avec un très mauvais accent/prononciation" },
  5: { id: "expressions", fr: "Connaissance étendue de la langue, accès aux expressions" },
  6: { id: "presque-courant", fr: "Parle presque couramment la langue avec un mauvais accent" },
  7: { id: "habitue", fr: "Connaissance de la langue au niveau d'un habitué" },
  8: { id: "mots-rares", fr: "Connaît des mots rares" },
  9: { id: "langage-soutenu", fr: "Peut user d'un langage très soutenu" },
  10: { id: "parfaite", fr: "Connaissance parfaite de la langue" },
} as const;

/** The descriptor of a language level 1..10, null at 0 (R-SK-6). */
export function languageDescriptor(level: number): (typeof LANGUAGE_DESCRIPTORS)[keyof typeof LANGUAGE_DESCRIPTORS] | null {
  return LANGUAGE_DESCRIPTORS[level as keyof typeof LANGUAGE_DESCRIPTORS] ?? null;
}

export interface LanguageDefinition {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly magical?: boolean;     // "Dépendante à la magie"
  readonly cappedBy?: string;     // its level never exceeds this language's
}

// R-SK-6 the union of the two source lists, with the later list's names (Nordique → Septentrional, Toxanacl → Tropical).
export const LANGUAGES = [
  { id: "atlante", name: "Atlante", description: "Langue des îles dévastées, elle est quasiment oubliée de tous" },
  { id: "central", name: "Central", description: "Langue d'Yvelère" },
  { id: "draconique", name: "Draconique", description: "Langue des dragons, l'une des seules langues à ne pas être originaire du Primordial" },
  { id: "geant", name: "Géant", description: "Langue des géants, l'une des seules langues à ne pas être originaire du Primordial" },
  { id: "meridional", name: "Méridional", description: "Langue d'Alrayisa" },
  { id: "occidental", name: "Occidental", description: "Langue d'Emeshar" },
  { id: "oriental", name: "Oriental", description: "Langue de Nasuna, divisée en plusieurs patois régionaux" },
  { id: "primordial", name: "Primordial", description: "Langue des Entités, et origine de la plupart des langues du monde" },
  { id: "septentrional", name: "Septentrional", description: "Langue de Mivellun" },
  { id: "tropical", name: "Tropical", description: "Langue de Toxanacl" },
  { id: "mashaya", name: "Mashaya", description: "Langue du Mashayana" },
  { id: "aquatique", name: "Aquatique", description: "Langue parlée par les Océanides" },
  {
    id: "vrai-primordial", name: "Vrai Primordial", magical: true, cappedBy: "primordial",
    description: "Langue magique, dépendante à la magie : se fait comprendre de toutes les créatures parlant une langue descendant du Primordial, sans les comprendre",
  },
] as const satisfies readonly LanguageDefinition[];

// R-SK-6 "An expertise in a language = knows its writing system": every language item carries this one.
export const LANGUAGE_EXPERTISES = ["Écriture"] as const;

/** A language level clamped to 0..10 and to its capping language's level (Vrai Primordial ≤ Primordial) (R-SK-6). */
export function languageLevelCap(id: string, level: number, levels: Readonly<Record<string, number>>): number {
  const def: LanguageDefinition | undefined = LANGUAGES.find((l) => l.id === id);
  const cap = def?.cappedBy ? (levels[def.cappedBy] ?? 0) : SKILL_LEVEL_MAX;
  return Math.max(0, Math.min(level, cap, SKILL_LEVEL_MAX));
}
