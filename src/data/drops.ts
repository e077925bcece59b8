/**
 * Pure checks behind dropping an item on an actor (R-CREA-1, R-SK-4, R-XP-3, R-XP-4 for classes and for aptitudes
 * of a class not owned):
 * prerequisites, XP cost outside creation, species replacement and innate aptitudes to grant.
 * The result only warns; the document method decides (a GM may always proceed). No Foundry globals.
 */
import { APTITUDE_XP_COST } from "../rules/index";
import type { MainCharacteristics } from "../rules/index";
import { skillRef } from "./skill-keys";

export const PREREQUISITE_TYPES = ["caracteristique", "competence", "classe", "aptitude", "espece", "autre"] as const;
export type PrerequisiteType = (typeof PREREQUISITE_TYPES)[number];

export interface Prerequisite {
  type: PrerequisiteType;
  /** A characteristic key, a skill's key (R-SK-7), or the name of a class, aptitude or species; free text for "autre". */
  cle: string;
  /** Minimum level for caracteristique and competence. */
  valeur: number;
}

/** What the checks need to know of the actor. */
export interface ActorSnapshot {
  effectives: MainCharacteristics;
  /** Owned skills' levels by key (R-SK-7, data/skill-keys.ts `skillLevelsByKey`). */
  competences: Record<string, number>;
  classes: string[];
  aptitudes: string[];
  espece: string | null;
  creation: boolean;
  /** XP not yet spent. */
  xpLibre: number;
}

export interface DropWarning {
  key: string;
  data?: Record<string, string | number>;
}

export interface DropPlan {
  warnings: DropWarning[];
  xpCost: number;
  /** UUIDs of the aptitudes to grant (innate aptitudes of a species). */
  grants: string[];
  /** An owned espece is replaced by the dropped one. */
  replacesEspece: boolean;
}

const norm = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();

/** Unmet prerequisites (R-SK-4); "autre" ones are always returned for the GM to judge. */
export function unmetPrerequisites(prereqs: readonly Prerequisite[], a: ActorSnapshot): Prerequisite[] {
  const has = (list: string[], name: string) => list.some((n) => norm(n) === norm(name));
  return prereqs.filter((p) => {
    switch (p.type) {
      case "caracteristique": return (a.effectives[p.cle as keyof MainCharacteristics] ?? 0) < p.valeur;
      case "competence": return (a.competences[skillRef(p.cle)] ?? 0) < p.valeur; // R-SK-7 by key
      case "classe": return !has(a.classes, p.cle);
      case "aptitude": return !has(a.aptitudes, p.cle);
      case "espece": return a.espece === null || norm(a.espece) !== norm(p.cle);
      default: return true;
    }
  });
}

/** R-XP-3 XP cost of an aptitude by tier (species aptitudes are bought at creation only). */
export function aptitudeXpCost(tier: string): number {
  return (APTITUDE_XP_COST as Record<string, number>)[tier] ?? 0;
}

/**
 * R-XP-4 whether an aptitude is of a class the character owns (by name), or of none, or innate: else it is
 * « hors classe » (a minor ellipse and a trainer). The drop's warning and the GM's purchase read this.
 */
export function ownsAptitudeClass(classes: readonly string[], system: Record<string, unknown>): boolean {
  const classe = typeof system.classe === "string" ? system.classe.trim() : "";
  return !classe || system.inne === true || classes.some((n) => norm(n) === norm(classe));
}

/** Plans a drop of `item` on an actor described by `a`. */
export function planItemDrop(a: ActorSnapshot, item: { type: string; name: string; system: Record<string, unknown> }): DropPlan {
  const out: DropPlan = { warnings: [], xpCost: 0, grants: [], replacesEspece: false };
  if (item.type === "espece") {
    out.grants = ((item.system.aptitudesInnees ?? []) as string[]).filter((u) => typeof u === "string" && u !== "");
    if (a.espece !== null) {
      out.replacesEspece = true;
      out.warnings.push({ key: "ALTHERION.Drop.ReplacesEspece", data: { old: a.espece, new: item.name } });
    }
    return out;
  }
  if (item.type !== "classe" && item.type !== "aptitude") return out;
  const prereqs = (item.system.prerequis ?? []) as Prerequisite[];
  for (const p of unmetPrerequisites(prereqs, a)) {
    out.warnings.push({ key: `ALTHERION.Drop.Unmet.${p.type}`, data: { cle: p.cle, valeur: p.valeur } });
  }
  const owned = item.type === "classe" ? a.classes : a.aptitudes;
  if (owned.some((n) => norm(n) === norm(item.name))) out.warnings.push({ key: "ALTHERION.Drop.AlreadyOwned", data: { name: item.name } });
  if (item.type === "classe") {
    if (!a.creation) out.warnings.push({ key: "ALTHERION.Drop.ClasseEllipse" }); // R-XP-4 a major ellipse with a trainer
    return out;
  }
  if (!a.creation) {
    // R-XP-4 an aptitude of a class the character does not own: a minor ellipse and a trainer, besides its XP cost.
    if (!ownsAptitudeClass(a.classes, item.system)) {
      out.warnings.push({ key: "ALTHERION.Drop.AptitudeEllipse", data: { name: item.name, classe: String(item.system.classe).trim() } });
    }
    out.xpCost = aptitudeXpCost(String(item.system.tier ?? "")); // R-XP-3
    if (out.xpCost > a.xpLibre) out.warnings.push({ key: "ALTHERION.Drop.NotEnoughXp", data: { cost: out.xpCost, libre: a.xpLibre } });
  }
  return out;
}
