/**
 * The character a creation draft (rules/creation-draft.ts) makes, derived by the data layer's own
 * derivePersonnage: its system, items and derived values, its budget (rules/creation-plan.ts lines) and
 * every warning (never a block, R-CREA-2). No Foundry globals.
 */
import { CONSTITUTION_KEYS, DEFAULT_CREATION_BUDGET, ROW_KEYS, constitutionBonus, constitutionMax, creationLines, gmSetsStartingLevels, ppWarnings, skillLevel, skillMax } from "../rules/index";
import type { CreationDraft, CreationLine, CreationWarning, CreatureSource, DraftItem, Ruleset } from "../rules/index";
import { unmetPrerequisites } from "./drops";
import type { ActorSnapshot, Prerequisite } from "./drops";
import { skillLevelsByKey } from "./skill-keys";
import { derivePersonnage } from "./personnage-derived";
import type { OwnedItem, PersonnageDerived } from "./personnage-derived";

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
