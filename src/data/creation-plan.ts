/**
 * What a creation draft (creation-draft.ts) makes: the character it would be (derived by the data
 * layer's own derivePersonnage), its budget line by line (R-CREA-2, from rules.creationCost), its
 * warnings (never a block, R-CREA-2), and the writes that turn the draft into the character.
 * No Foundry globals.
 */
import {
  CONSTITUTION_KEYS, DEFAULT_CREATION_BUDGET, PP_DEGREES, ROW_KEYS, constitutionBonus, constitutionMax, creationCost, ppCanReach, ppDegree, ppQualitiesRequired, skillKeyFromName,
} from "../rules/index";
import type { CreationChoices, CreatureSource, Ruleset } from "../rules/index";
import { CREATION_ITEM_TYPES, gmSetsStartingLevels, skillLevel, skillMax } from "./creation-draft";
import type { CreationDraft, CreationStep, DraftItem } from "./creation-draft";
import { unmetPrerequisites } from "./drops";
import { skillLevelsByKey } from "./skill-keys";
import type { ActorSnapshot, Prerequisite } from "./drops";
import { derivePersonnage } from "./personnage-derived";
import type { OwnedItem, PersonnageDerived } from "./personnage-derived";

/** R-CREA-2 one line of the budget: the choice bought, how many, and its cost in creation points. */
export const CREATION_LINES = [
  "Caracteristiques", "Competences", "Langues", "Expertises", "Combativite", "ClassesFondatrices", "AptitudesFondatrices", "AptitudesEspece", "Atouts", "Handicaps",
] as const;
export type CreationLineId = (typeof CREATION_LINES)[number];

export interface CreationLine {
  id: CreationLineId;
  count: number;
  cost: number;
}

const NO_CHOICES: CreationChoices = {
  characteristicSteps: 0, skillSteps: 0, expertises: 0, combativiteSteps: 0, foundingClasses: 0,
  foundingAptitudes: 0, speciesAptitudes: 0, atouts: [], handicaps: [],
};

/** R-CREA-2 the budget line by line: each line is creationCost of that choice alone. */
export function creationLines(choices: CreationChoices): CreationLine[] {
  const line = (id: CreationLineId, count: number, part: Partial<CreationChoices>): CreationLine => ({ id, count, cost: creationCost({ ...NO_CHOICES, ...part }) });
  return [
    line("Caracteristiques", choices.characteristicSteps, { characteristicSteps: choices.characteristicSteps }),
    line("Competences", choices.skillSteps, { skillSteps: choices.skillSteps }),
    line("Langues", choices.languageSteps ?? 0, { languageSteps: choices.languageSteps ?? 0 }), // R-CREA-2 (rev 2)
    line("Expertises", choices.expertises, { expertises: choices.expertises }),
    line("Combativite", choices.combativiteSteps, { combativiteSteps: choices.combativiteSteps }),
    line("ClassesFondatrices", choices.foundingClasses, { foundingClasses: choices.foundingClasses }),
    line("AptitudesFondatrices", choices.foundingAptitudes, { foundingAptitudes: choices.foundingAptitudes }),
    line("AptitudesEspece", choices.speciesAptitudes, { speciesAptitudes: choices.speciesAptitudes }),
    line("Atouts", choices.atouts.length, { atouts: choices.atouts }),
    line("Handicaps", choices.handicaps.length, { handicaps: choices.handicaps }),
  ];
}

/** The budget lines each step buys (the review shows them all). */
export const STEP_LINES: Readonly<Record<CreationStep, readonly CreationLineId[]>> = {
  espece: [],
  caracteristiques: ["Caracteristiques"],
  competences: ["Competences", "Langues", "Expertises"],
  combativite: ["Combativite"],
  classes: ["ClassesFondatrices", "AptitudesFondatrices", "AptitudesEspece"],
  atouts: ["Atouts", "Handicaps"],
  constitutions: [],
  identite: [],
  revue: CREATION_LINES,
};

/** A warning of the draft (an i18n key under ALTHERION.Creation.Warning and its data); it never blocks. */
export interface CreationWarning {
  key: string;
  step: CreationStep;
  data: Record<string, string | number>;
}

export interface CreationEvaluation {
  /** The personnage's `system` the draft makes (what "create" writes). */
  system: Record<string, unknown>;
  items: OwnedItem[];
  derived: PersonnageDerived;
  lines: CreationLine[];
  budget: number;
  spent: number;
  left: number;
  warnings: CreationWarning[];
}

export interface EvaluationContext {
  ruleset: Ruleset;
  /** R-CREA-2 [I] the world's native-language free level (the rules' default when absent). */
  nativeLanguageFree?: number;
  /** The actor's current `system` source (what the wizard does not choose is kept). */
  base: Record<string, unknown>;
}

const owned = (items: readonly DraftItem[]): OwnedItem[] => items.map((i) => ({ type: i.type, name: i.name, system: i.system }));

/** The personnage `system` a draft makes: fresh constitutions and full point pools (R-CON-1, R-CAR-5). */
function draftSystem(d: CreationDraft, base: Record<string, unknown>, points: Record<string, { value: number }>): Record<string, unknown> {
  const constitutions = Object.fromEntries(CONSTITUTION_KEYS.map((k) => {
    const { premice, bonus } = d.constitutions[k];
    const max = constitutionMax(d.exaltation, premice, bonus); // R-CON-2
    return [k, { premice, bonus, value: max, scars: 0, ephemeral: 0, stabilized: false }];
  }));
  const creation = { ...(base.creation as Record<string, unknown> | undefined ?? { budget: DEFAULT_CREATION_BUDGET }), active: false };
  return {
    ...structuredClone(base),
    caracteristiques: { ...d.caracteristiques }, origine: d.origine, exaltation: d.exaltation, combativite: d.combativite,
    constitutions, points, lignee: d.lignee, echangeLignee: { ...d.echangeLignee }, langueNatale: d.langueNatale,
    biographie: d.biographie, legende: { ...d.legende }, creation,
  };
}

/** The character a draft makes, its budget and its warnings. */
export function evaluateDraft(d: CreationDraft, ctx: EvaluationContext): CreationEvaluation {
  const items = owned(d.items);
  const budget = Number((ctx.base.creation as { budget?: number } | undefined)?.budget ?? DEFAULT_CREATION_BUDGET);
  const emptyPoints = Object.fromEntries(ROW_KEYS.map((k) => [k, { value: 0 }]));
  const derive = (system: Record<string, unknown>) =>
    derivePersonnage({ ...(system as unknown as CreatureSource), creation: { active: true, budget } }, {
      items, statuses: [], ruleset: ctx.ruleset, swap: d.echangeLignee, nativeLanguageFree: ctx.nativeLanguageFree,
    });
  // R-CAR-5 the pools start full: their maxima come from the derivation itself.
  const first = derive(draftSystem(d, ctx.base, emptyPoints));
  const points = Object.fromEntries(ROW_KEYS.map((k) => [k, { value: first.points[k].max }]));
  const system = draftSystem(d, ctx.base, points);
  const derived = derive(system);
  return {
    system, items, derived, lines: creationLines(derived.creation.choix), budget,
    spent: derived.creation.depense, left: derived.creation.restant,
    warnings: [...draftWarnings(d, derived, ctx.ruleset), ...(gmSetsStartingLevels(ctx.ruleset) ? ppWarnings(d) : [])],
  };
}

/** What the prerequisite checks know of the draft's character (R-SK-4). */
function snapshot(d: CreationDraft, derived: PersonnageDerived): ActorSnapshot {
  const named = (type: string) => d.items.filter((i) => i.type === type).map((i) => i.name);
  const competences = skillLevelsByKey(d.items); // R-SK-7
  return {
    effectives: derived.effectives, competences, classes: named("classe"), aptitudes: named("aptitude"),
    espece: named("espece")[0] ?? null, creation: true, xpLibre: 0,
  };
}

/** R-SK-4 the prerequisites of an item (class or aptitude) the draft's character does not meet. */
export function unmetFor(d: CreationDraft, derived: PersonnageDerived, system: Record<string, unknown>): Prerequisite[] {
  const prereqs = Array.isArray(system.prerequis) ? (system.prerequis as Prerequisite[]) : [];
  return unmetPrerequisites(prereqs, snapshot(d, derived));
}

function draftWarnings(d: CreationDraft, derived: PersonnageDerived, ruleset: Ruleset): CreationWarning[] {
  const out: CreationWarning[] = [];
  for (const i of d.items.filter((x) => x.type === "competence" && skillLevel(x) > skillMax(d, x, ruleset))) {
    out.push({ key: "OverSkillCap", step: "competences", data: { item: i.name, max: skillMax(d, i, ruleset) } }); // R-SK-6 (from the actor's data)
  }
  if (!d.items.some((i) => i.type === "espece")) out.push({ key: "NoEspece", step: "espece", data: {} });
  for (const { key } of derived.creation.horsPlafond) out.push({ key: "OverCap", step: "caracteristiques", data: { characteristic: key } }); // R-CAR-6
  for (const i of d.items.filter((x) => x.type === "classe" || x.type === "aptitude")) {
    for (const p of unmetFor(d, derived, i.system)) {
      out.push({ key: `Unmet.${p.type}`, step: "classes", data: { item: i.name, cle: p.cle, valeur: p.valeur } }); // R-SK-4
    }
  }
  const bonusLeft = constitutionBonus(d.exaltation) - CONSTITUTION_KEYS.reduce((n, k) => n + d.constitutions[k].bonus, 0);
  if (bonusLeft > 0) out.push({ key: "BonusLeft", step: "constitutions", data: { left: bonusLeft } }); // R-CON-2
  if (derived.creation.depassement) out.push({ key: "OverBudget", step: "revue", data: { over: -derived.creation.restant } }); // R-CREA-2
  else if (derived.creation.restant > 0) out.push({ key: "Unspent", step: "revue", data: { left: derived.creation.restant } });
  return out;
}

/** R-PP-4 the qualities a draft skill counts: those its list names, or that name it (by key or name). */
export function skillQualities(d: CreationDraft, skill: DraftItem): DraftItem[] {
  const listed = new Set((Array.isArray(skill.system.qualites) ? skill.system.qualites as unknown[] : []).map((q) => skillKeyFromName(String(q))));
  const names = new Set([skillKeyFromName(skill.name), skillKeyFromName(String(skill.system.key ?? ""))]);
  return d.items.filter((q) => q.type === "qualite" && (listed.has(skillKeyFromName(q.name))
    || (Array.isArray(q.system.competences) && (q.system.competences as unknown[]).some((c) => names.has(skillKeyFromName(String(c)))))));
}

/** The draft skill a reference (its key or its name) names. */
const skillOfRef = (d: CreationDraft, ref: string) => d.items.find((i) => i.type === "competence" && [skillKeyFromName(i.name), skillKeyFromName(String(i.system.key ?? ""))].includes(skillKeyFromName(ref)));

/** R-PP-4 / R-PP-6 the achat ruleset's warnings: a starting degree without its qualities, a specialisation above its skill's degree. */
function ppWarnings(d: CreationDraft): CreationWarning[] {
  const out: CreationWarning[] = [];
  for (const s of d.items.filter((i) => i.type === "competence")) {
    const level = skillLevel(s);
    const needed = ppQualitiesRequired(ppDegree(level));
    const have = skillQualities(d, s).length;
    if (!ppCanReach(level, have)) out.push({ key: "QualitiesMissing", step: "competences", data: { item: s.name, n: needed - have } }); // R-PP-4
  }
  for (const sp of d.items.filter((i) => i.type === "specialisation")) {
    const degree = String(sp.system.degre ?? "debutant");
    const min = PP_DEGREES.find((x) => x.id === degree)?.min ?? 0; // [I] a secret technique needs no degree
    const skill = skillOfRef(d, String(sp.system.competence ?? ""));
    if (degree !== "secrete" && (skill ? skillLevel(skill) : 0) < min) {
      out.push({ key: "SpecialisationDegree", step: "competences", data: { item: sp.name, skill: skill?.name ?? String(sp.system.competence ?? ""), min } }); // R-PP-6
    }
  }
  return out;
}

/** Warnings of one step (the review shows every warning). */
export function stepWarnings(all: readonly CreationWarning[], step: CreationStep): CreationWarning[] {
  return step === "revue" ? [...all] : all.filter((w) => w.step === step);
}

/** Points the lines of a step cost. */
export function stepSpent(lines: readonly CreationLine[], step: CreationStep): number {
  const ids = STEP_LINES[step];
  return lines.filter((l) => ids.includes(l.id)).reduce((n, l) => n + l.cost, 0);
}

/** An owned item as the plan knows it. */
export interface ActorItem {
  id: string;
  type: string;
  name: string;
  img: string;
  system: Record<string, unknown>;
}

/** The `system` fields the wizard chooses: the only ones "create" writes (XP, Moral, Fortune… are left to their own flows). */
export const WRITTEN_FIELDS = [
  "caracteristiques", "origine", "exaltation", "combativite", "constitutions", "points", "lignee", "echangeLignee", "langueNatale", "biographie", "legende", "creation",
] as const;

/** The writes that make the character: one actor update, and one call each for item updates, creations and deletions. */
export interface CreationPlan {
  actor: { name: string; img: string; system: Record<string, unknown> };
  updates: ({ _id: string } & Omit<ActorItem, "id">)[];
  creates: (Omit<ActorItem, "id"> & { uuid: string })[];
  deletes: string[];
}

/** The writes turning `actor` into the draft's character; the actor's items of other types are kept. */
export function planCreation(d: CreationDraft, actorItems: readonly ActorItem[], evaluation: CreationEvaluation): CreationPlan {
  const ownedIds = new Set(actorItems.map((i) => i.id));
  const kept = new Set(d.items.map((i) => i.id).filter((id): id is string => id !== null && ownedIds.has(id)));
  const creationTypes = new Set<string>(d.items.map((i) => i.type).concat(CREATION_ITEM_TYPES));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const updates = d.items.filter((i) => i.id !== null && kept.has(i.id)).flatMap((i) => {
    const before = actorItems.find((x) => x.id === i.id)!;
    return same(before.system, i.system) && before.name === i.name && before.img === i.img
      ? [] : [{ _id: before.id, type: i.type, name: i.name, img: i.img, system: i.system }];
  });
  return {
    actor: { name: d.name, img: d.img, system: Object.fromEntries(WRITTEN_FIELDS.map((k) => [k, evaluation.system[k]])) },
    updates,
    creates: d.items.filter((i) => i.id === null || !kept.has(i.id)).map((i) => ({ type: i.type, name: i.name, img: i.img, system: i.system, uuid: i.uuid })),
    deletes: actorItems.filter((i) => creationTypes.has(i.type) && !kept.has(i.id)).map((i) => i.id),
  };
}

/** What undoing a creation needs: the actor and the items as they were, and the items the creation made. */
export interface CreationUndo {
  actor: { name: string; img: string; system: Record<string, unknown> };
  /** Sources of the items the creation updated or deleted, as they were. */
  items: ActorItem[];
  created: string[];
  draft: CreationDraft;
}

/** The snapshot kept (once) to undo a creation; `created` is filled with the ids the creation call returned. */
export function undoSnapshot(
  actor: { name: string; img: string; system: Record<string, unknown> }, actorItems: readonly ActorItem[], plan: CreationPlan, draft: CreationDraft,
): CreationUndo {
  const touched = new Set([...plan.updates.map((u) => u._id), ...plan.deletes]);
  return { actor: structuredClone(actor), items: structuredClone(actorItems.filter((i) => touched.has(i.id))), created: [], draft: structuredClone(draft) };
}
