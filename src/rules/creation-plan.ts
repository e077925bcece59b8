/**
 * What a creation draft (creation-draft.ts) makes, beyond the character the data layer derives from it
 * (data/creation-evaluation.ts): its budget line by line (R-CREA-2, from creationCost), the achat ruleset's
 * warnings (never a block, R-CREA-2), and the writes that turn the draft into the character.
 */
import { creationCost } from "./creation";
import type { CreationChoices } from "./creation";
import { PP_DEGREES, ppCanReach, ppDegree, ppQualitiesRequired } from "./progression";
import { skillKeyFromName } from "./skills";
import { CREATION_ITEM_TYPES, skillLevel } from "./creation-draft";
import type { CreationDraft, CreationStep, DraftItem } from "./creation-draft";

/** R-CREA-2 one line of the budget: the choice bought, how many, and its cost in creation points. */
export const CREATION_LINES = [
  "Caracteristiques", "Competences", "Langues", "Expertises", "Combativite", "ClassesFondatrices", "AptitudesFondatrices", "AptitudesEspece", "Atouts", "Handicaps",
] as const;
export type CreationLineId = (typeof CREATION_LINES)[number];
/** R-CREA-2 the lines that give points back instead of costing them: a flaw returns its X points. */
export const REFUND_LINES: readonly CreationLineId[] = ["Handicaps"];

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

/** R-PP-4 the qualities a draft skill counts: those its list names, or that name it (by key or name). */
export function skillQualities(d: CreationDraft, skill: DraftItem): DraftItem[] {
  const listed = new Set((Array.isArray(skill.system.qualites) ? skill.system.qualites as unknown[] : []).map((q) => skillKeyFromName(String(q))));
  const names = new Set([skillKeyFromName(skill.name), skillKeyFromName(String(skill.system.key ?? ""))]);
  return d.items.filter((q) => q.type === "qualite" && (listed.has(skillKeyFromName(q.name))
    || (Array.isArray(q.system.competences) && (q.system.competences as unknown[]).some((c) => names.has(skillKeyFromName(String(c)))))));
}

/** The draft skill a reference (its key or its name) names; none for an empty reference. */
function skillOfRef(d: CreationDraft, ref: string): DraftItem | undefined {
  const key = skillKeyFromName(ref);
  return key ? d.items.find((i) => i.type === "competence" && [skillKeyFromName(i.name), skillKeyFromName(String(i.system.key ?? ""))].includes(key)) : undefined;
}

/** R-PP-4 / R-PP-6 the achat ruleset's warnings: a starting degree without its qualities, a specialisation above its skill's degree. */
export function ppWarnings(d: CreationDraft): CreationWarning[] {
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

/** The writes turning `actor` into the draft's character (`evaluation`: the system it derives); the actor's items of other types are kept. */
export function planCreation(d: CreationDraft, actorItems: readonly ActorItem[], evaluation: { system: Record<string, unknown> }): CreationPlan {
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
