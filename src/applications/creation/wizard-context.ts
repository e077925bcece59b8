/**
 * The creation wizard's view: what each step shows, from the pure draft state and its
 * evaluation (data/creation-evaluation.ts). Every number comes from the evaluation; this file only
 * arranges and labels. Pure: the localize function is passed in.
 */
import {
  CHARACTERISTIC_KEYS, ROW_KEYS, COMBATIVITE_MAX, COMBATIVITE_MIN, CONSTITUTION_KEYS, EXALTATION_MAX, EXALTATION_MIN, PP_QUALITY_BASE, PP_QUALITY_STEP, constitutionBonus, ppDegree,
  ppQualityCost, PREMICE_MAX, SKILL_LEVEL_CAPS, CREATION_STEPS, gmSetsStartingLevels, skillLevel, skillMax, skillName,
  STEP_LINES, stepSpent, stepWarnings,
} from "../../rules/index";
import { deriveSpecialisationCost } from "../../data/item-derived";
import { unmetFor } from "../../data/creation-evaluation";
import type { CreationEvaluation } from "../../data/creation-evaluation";
import { skillKey } from "../../data/skill-keys";
import { expertiseName, type Localizer } from "../../data/builtin-names";
import { buildGrid, buildLineage, buildNativeLanguage, creationBudgetView } from "../sheets/personnage-context";
import type { Ruleset, CreationDraft, CreationState, CreationStep, DraftItem, ItemInput, CreationWarning } from "../../rules/index";
import { stepsView } from "./steps";

const SKILL_CATEGORIES = ["combat", "pratiques", "theoriques", "langues"] as const;

export interface WizardInput {
  state: CreationState;
  evaluation: CreationEvaluation;
  /** Items the wizard may add (compendiums and world), each once. */
  catalog: readonly ItemInput[];
  ruleset: Ruleset;
  isGM: boolean;
  /** A creation of this actor can be undone. */
  canUndoCreation: boolean;
  /** R-PP-5 the world's quality cost settings (base + step × qualities owned). */
  quality?: { base: number; step: number };
  /** The user may browse files for a portrait (Foundry's file picker); absent: may not. */
  canBrowseFiles?: boolean;
  t: (key: string) => string;
}

type Prereq = { type: string; cle: string; valeur: number };

/** R-SK-4 / R-SK-7 an unmet prerequisite as the player reads it: a skill by its displayed name, not its key. */
function unmetView(d: CreationDraft, type: string, cle: string, valeur: unknown) {
  return { key: `ALTHERION.Drop.Unmet.${type}`, cle: type === "competence" ? skillName(d, cle) : cle, valeur };
}

function warningView(d: CreationDraft, w: CreationWarning, t: (key: string) => string) {
  if (w.key.startsWith("Unmet.")) return { item: String(w.data.item), ...unmetView(d, w.key.slice(6), String(w.data.cle), w.data.valeur) };
  const data = { ...w.data };
  if (typeof data.characteristic === "string") data.characteristic = t(`ALTHERION.Caracteristique.${data.characteristic}`);
  return { item: "", key: `ALTHERION.Creation.Warning.${w.key}`, ...data };
}

/** Each step's name and rule; the achat ruleset's skills step has its own rule (R-PP-1 [I]). */
const stepKeys = (ruleset: Ruleset) => ({
  label: (s: CreationStep) => `ALTHERION.Creation.Step.${s}`,
  rule: (s: CreationStep) => (s === "competences" && gmSetsStartingLevels(ruleset) ? "ALTHERION.Creation.Rule.competencesAchat" : `ALTHERION.Creation.Rule.${s}`),
});

const tierOf = (i: { system: Record<string, unknown> }) => String(i.system.tier ?? "");

/** R-SK-6 the displayed name of the skill capping this one ("" when none). */
function capName(d: CreationDraft, i: DraftItem): string {
  const ref = String(i.system.plafond ?? "").trim();
  return ref ? skillName(d, ref) : "";
}

export function buildWizardContext(input: WizardInput) {
  const { state, evaluation: e, t, ruleset } = input;
  const d = state.draft;
  const words: Localizer = { localize: t };
  const step = d.step;
  const warningsOf = (s: CreationStep) => stepWarnings(e.warnings, s);
  const owns = (type: string, name: string) => d.items.some((i) => i.type === type && i.name === name);
  const options = (types: string[], keep: (i: ItemInput) => boolean = () => true) => input.catalog
    .filter((i) => types.includes(i.type) && keep(i) && !owns(i.type, i.name))
    .map((i) => ({ uuid: i.uuid, name: i.name, img: i.img, type: i.type, tier: tierOf(i), cost: Number(i.system.cout ?? 0), unmet: unmetFor(d, e.derived, i.system).map((p: Prereq) => unmetView(d, p.type, p.cle, p.valeur)) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const ownedRow = (i: DraftItem) => ({
    key: i.key, name: i.name, img: i.img, type: i.type, tier: tierOf(i), cost: Number(i.system.cout ?? 0),
    innate: i.system.inne === true, unmet: unmetFor(d, e.derived, i.system).map((p: Prereq) => unmetView(d, p.type, p.cle, p.valeur)),
  });
  const espece = d.items.find((i) => i.type === "espece");
  const bonus = (espece?.system.bonus ?? {}) as Record<string, number>;
  const favorites = (espece?.system.favorites ?? []) as string[];
  const overCap = new Set<string>(e.derived.creation.horsPlafond.map((h) => h.key));

  return {
    step,
    flow: stepsView(CREATION_STEPS, step, stepKeys(ruleset), (s) => ({ warned: s !== "revue" && warningsOf(s).length > 0 })),
    budget: { total: e.budget, spent: e.spent, left: e.left, over: e.left < 0, step: stepSpent(e.lines, step), buys: STEP_LINES[step].length > 0 && step !== "revue" },
    warnings: warningsOf(step).map((w) => warningView(d, w, t)),
    canUndo: state.past.length > 0,
    canUndoCreation: input.canUndoCreation,
    isGM: input.isGM,
    achat: ruleset === "achat",
    // R-PP-1 [I] the GM sets the achat ruleset's starting levels: a player sees them.
    levelsLocked: gmSetsStartingLevels(ruleset) && !input.isGM,
    pp: gmSetsStartingLevels(ruleset) ? ppView(d, input) : null,
    espece: {
      chosen: espece ? {
        key: espece.key, name: espece.name, img: espece.img,
        bonuses: CHARACTERISTIC_KEYS.filter((k) => (bonus[k] ?? 0) !== 0).map((k) => ({ label: `ALTHERION.Caracteristique.${k}`, value: bonus[k] })),
        favorites: favorites.map((k) => `ALTHERION.Caracteristique.${k}`),
        innees: d.items.filter((i) => i.type === "aptitude" && i.system.inne === true).map((i) => i.name),
      } : null,
      options: input.catalog.filter((i) => i.type === "espece").map((i) => ({ uuid: i.uuid, name: i.name, selected: espece?.name === i.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      lignee: d.lignee,
      swap: buildLineage(d, espece), // R-CREA-1 the lineage's swap
    },
    caracteristiques: caracteristiquesView(d, e, bonus, favorites, overCap, buildLineage(d, espece).canSwap),
    competences: SKILL_CATEGORIES.map((c) => {
      const items = d.items.filter((i) => i.type === "competence" && i.system.categorie === c).sort((a, b) => a.name.localeCompare(b.name));
      return {
        id: c, label: `ALTHERION.Competence.Categorie.${c}`,
        skills: items.map((i) => {
          const niveau = skillLevel(i);
          const exp = Array.isArray(i.system.expertises) ? (i.system.expertises as { nom: string; possedee?: boolean; personnalisee?: boolean }[]) : [];
          const cap = capName(d, i);
          return {
            key: i.key, name: i.name, niveau, max: skillMax(d, i, ruleset),
            degree: ruleset === "achat" ? `ALTHERION.Degre.${ppDegree(niveau)}` : "",
            expertises: exp.map((x) => ({ nom: x.nom, label: expertiseName(words, x), possedee: x.possedee === true })),
            native: c === "langues" && skillKey(i) === d.langueNatale,
            cap, hasCap: cap !== "", // R-SK-6 Vrai Primordial ≤ Primordial
          };
        }),
        // R-CREA-2 (rev 2) the native language, chosen among the draft's languages.
        native: c === "langues" ? buildNativeLanguage(d.langueNatale, e.derived.creation.langueNatale?.gratuite ?? null, items.map((i) => ({ key: skillKey(i), name: i.name }))) : null,
      };
    }).filter((c) => c.skills.length > 0),
    skillScale: SKILL_LEVEL_CAPS[ruleset],
    combativite: { value: d.combativite, min: COMBATIVITE_MIN, max: COMBATIVITE_MAX },
    classes: {
      owned: d.items.filter((i) => i.type === "classe" || (i.type === "aptitude" && i.system.inne !== true)).map(ownedRow),
      options: options(["classe", "aptitude"], (i) => i.type === "classe" ? tierOf(i) === "fondatrice" : ["fondatrice", "espece"].includes(tierOf(i)) && i.system.inne !== true),
    },
    atouts: {
      owned: d.items.filter((i) => i.type === "atout" || i.type === "handicap").map(ownedRow),
      options: options(["atout", "handicap"]),
    },
    constitutions: {
      exaltation: d.exaltation, exaltationMin: EXALTATION_MIN, exaltationMax: EXALTATION_MAX, premiceMax: PREMICE_MAX,
      bonusTotal: constitutionBonus(d.exaltation), manuel: d.bonusManuel,
      rows: CONSTITUTION_KEYS.map((k) => ({
        key: k, label: `ALTHERION.Constitution.${k}`, premice: d.constitutions[k].premice, bonus: d.constitutions[k].bonus,
        max: e.derived.constitutions[k].max,
      })),
    },
    identite: {
      name: d.name, img: d.img, lignee: d.lignee, biographie: d.biographie, legendeText: d.legende.text, legendeValue: d.legende.value, origine: d.origine,
      // The portrait is chosen in Foundry's file picker, from its preview; a user who may not browse files reads why.
      canBrowse: input.canBrowseFiles === true,
    },
    revue: {
      lines: creationBudgetView(e.lines, e.spent, e.budget),
      warnings: e.warnings.map((w) => warningView(d, w, t)),
      puissance: e.derived.puissance, harmonie: e.derived.harmonie,
      character: characterView(d, e, ruleset, words),
    },
  };
}

export type WizardContext = ReturnType<typeof buildWizardContext>;

/**
 * R-CREA-2 the review's picture of the character the draft makes, before it is created: who it is, its 3×3 grid of
 * effective characteristics with the six scores, its constitutions' maxima and points, the skills it has learnt (a
 * level or an expertise), and its species, classes, aptitudes, atouts and handicaps. Every number is the derivation's.
 */
function characterView(d: CreationDraft, e: CreationEvaluation, ruleset: Ruleset, words: Localizer) {
  const named = (types: string[]) => d.items.filter((i) => types.includes(i.type)).map((i) => i.name).sort((a, b) => a.localeCompare(b));
  const skills = SKILL_CATEGORIES.map((c) => ({
    id: c, label: `ALTHERION.Competence.Categorie.${c}`,
    skills: d.items.filter((i) => i.type === "competence" && i.system.categorie === c)
      .map((i) => {
        const expertises = (Array.isArray(i.system.expertises) ? (i.system.expertises as { nom: string; possedee?: boolean; personnalisee?: boolean }[]) : [])
          .filter((x) => x.possedee === true).map((x) => expertiseName(words, x));
        return { name: i.name, level: skillLevel(i), degree: ruleset === "achat" ? `ALTHERION.Degre.${ppDegree(skillLevel(i))}` : "", expertises, native: c === "langues" && skillKey(i) === d.langueNatale };
      })
      .filter((sk) => sk.level > 0 || sk.expertises.length > 0 || sk.native)
      .sort((a, b) => b.level - a.level || a.name.localeCompare(b.name)),
  })).filter((c) => c.skills.length > 0);
  const items = [
    { id: "classes", label: "ALTHERION.Creation.Review.Classes", names: named(["classe"]) },
    { id: "aptitudes", label: "ALTHERION.Creation.Review.Aptitudes", names: named(["aptitude"]) },
    { id: "atouts", label: "ALTHERION.Creation.Review.Atouts", names: named(["atout"]) },
    { id: "handicaps", label: "ALTHERION.Creation.Review.Handicaps", names: named(["handicap"]) },
    ...(gmSetsStartingLevels(ruleset) ? [{ id: "qualites", label: "ALTHERION.Creation.Review.Qualites", names: named(["qualite", "specialisation"]) }] : []),
  ].filter((g) => g.names.length > 0);
  return {
    name: d.name, img: d.img, espece: d.items.find((i) => i.type === "espece")?.name ?? "", lignee: d.lignee,
    exaltation: d.exaltation, combativite: d.combativite,
    grid: buildGrid({ caracteristiques: d.caracteristiques, effectives: e.derived.effectives, scores: e.derived.scores, puissance: e.derived.puissance, harmonie: e.derived.harmonie, origine: d.origine }),
    constitutions: CONSTITUTION_KEYS.map((k) => ({ key: k, label: `ALTHERION.Constitution.${k}`, max: e.derived.constitutions[k].max })),
    points: ROW_KEYS.map((k) => ({ key: k, label: `ALTHERION.Sheet.Points.${k.charAt(0).toUpperCase()}${k.slice(1)}`, max: e.derived.points[k].max })),
    skills, items,
  };
}

/**
 * R-CAR-7 R-CREA-1 the characteristics step's grid: each row's base, its species bonus as the species gives it, what
 * the lineage's swap moves onto it (or off it), anything else in force (Active Effects), and the effective value —
 * the columns add up to it. The lineage column shows when the species has a bonus to move or one was moved; the
 * others column only when something else is in force.
 */
function caracteristiquesView(d: CreationDraft, e: CreationEvaluation, species: Record<string, number>, favorites: readonly string[], overCap: ReadonlySet<string>, canSwap: boolean) {
  const rows = CHARACTERISTIC_KEYS.map((k) => {
    const base = d.caracteristiques[k];
    const bonus = species[k] ?? 0;
    const lineage = e.derived.especeBonus[k] - bonus;
    const effective = e.derived.effectives[k];
    return {
      key: k, label: `ALTHERION.Caracteristique.${k}`, value: base, bonus, lineage, others: effective - base - bonus - lineage,
      effective, favorite: favorites.includes(k), over: overCap.has(k),
    };
  });
  return { rows, lineage: canSwap || rows.some((r) => r.lineage !== 0), others: rows.some((r) => r.others !== 0) };
}

/** R-PP-5 / R-PP-6 the achat ruleset's qualities and specialisations with their PP costs ([I] shown, granted: skillLevelsCostCreationPoints). */
function ppView(d: CreationDraft, input: WizardInput) {
  const { base, step } = input.quality ?? { base: PP_QUALITY_BASE, step: PP_QUALITY_STEP };
  const cost = (i: { type: string; system: Record<string, unknown> }, owned: number) => i.type === "qualite"
    ? ppQualityCost(owned, base, step) : deriveSpecialisationCost(String(i.system.degre ?? "debutant"), Number(i.system.cout ?? 0));
  const degree = (i: { type: string; system: Record<string, unknown> }) => i.type === "specialisation" ? `ALTHERION.Specialisation.Degre.${String(i.system.degre ?? "debutant")}` : "";
  const qualities = d.items.filter((i) => i.type === "qualite");
  const owned = d.items.filter((i) => i.type === "qualite" || i.type === "specialisation").map((i) => ({
    key: i.key, name: i.name, img: i.img, type: i.type, tier: "", degree: degree(i), innate: false, unmet: [],
    cost: cost(i, i.type === "qualite" ? qualities.indexOf(i) : 0),
  }));
  const options = input.catalog.filter((i) => (i.type === "qualite" || i.type === "specialisation") && !d.items.some((x) => x.type === i.type && x.name === i.name))
    .map((i) => ({ uuid: i.uuid, name: i.name, img: i.img, type: i.type, tier: "", degree: degree(i), unmet: [], cost: cost(i, qualities.length) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { owned, options, total: owned.reduce((n, i) => n + i.cost, 0) };
}
