// R-PP-1..7 the alternative ruleset "progression par achat" (skills 0..100, progression points).
import { SKILL_LEVEL_MAX } from "./skills";
import type { Ruleset } from "./types";

export type PpDegree = "ignorant" | "debutant" | "confirme" | "expert" | "maitre";

// R-PP-1 degrees and their level ranges; a degree is complete at its top level.
export const PP_DEGREES = [
  { id: "ignorant", min: 0, max: 0 },
  { id: "debutant", min: 1, max: 30 },
  { id: "confirme", min: 31, max: 60 },
  { id: "expert", min: 61, max: 90 },
  { id: "maitre", min: 91, max: 100 },
] as const satisfies readonly { id: PpDegree; min: number; max: number }[];

export const PP_LEVEL_MAX = 100;
/** R-SK-1 / R-PP-1 a skill's highest level by ruleset: 10, or 100 in progression par achat. */
export const SKILL_LEVEL_CAPS = { altherion: SKILL_LEVEL_MAX, achat: PP_LEVEL_MAX } as const satisfies Record<Ruleset, number>;

function assertLevel(level: number, min = 0): void {
  if (!Number.isInteger(level) || level < min || level > PP_LEVEL_MAX) {
    throw new RangeError(`level must be an integer ${min}..${PP_LEVEL_MAX}, got ${level}`);
  }
}

/** The degree of a level 0..100 (R-PP-1). */
export function ppDegree(level: number): "ignorant" | "debutant" | "confirme" | "expert" | "maitre" {
  assertLevel(level);
  return PP_DEGREES.find((d) => level <= d.max)!.id;
}

/** Whether a level completes its degree (30, 60, 90, 100) (R-PP-1). */
export function isDegreeComplete(level: number): boolean {
  return level > 0 && PP_DEGREES.some((d) => d.max === level);
}

/** R-PP-2 [I] PP to reach `newLevel` (1..100): ceil(newLevel / 10); level 0 is never reached by buying, so 0 throws. */
export function ppLevelCost(newLevel: number): number {
  assertLevel(newLevel, 1);
  return Math.ceil(newLevel / 10);
}

/**
 * PP to go from one level to another (R-PP-2): 10,30,60,100,150,210,280,360,450,550 from 0.
 * The source table's 290 and 370 (at 70 and 80) are addition slips; the per-level costs are the rule.
 */
export function ppCumulativeCost(from: number, to: number): number {
  assertLevel(from);
  assertLevel(to);
  if (from > to) throw new RangeError(`from (${from}) must not exceed to (${to})`);
  let total = 0;
  for (let n = from + 1; n <= to; n++) total += ppLevelCost(n);
  return total;
}

// R-PP-4 qualities needed to enter each degree.
export const PP_QUALITIES_REQUIRED = { ignorant: 0, debutant: 0, confirme: 1, expert: 2, maitre: 3 } as const;

/** Qualities from the skill's list needed to enter a degree (R-PP-4); RangeError for an unknown degree. */
export function ppQualitiesRequired(degree: string): number {
  if (!Object.hasOwn(PP_QUALITIES_REQUIRED, degree)) throw new RangeError(`unknown degree ${degree}`);
  return PP_QUALITIES_REQUIRED[degree as PpDegree];
}

/** Whether a skill with `qualities` listed qualities may reach `level` (R-PP-4). */
export function ppCanReach(level: number, qualities: number): boolean {
  return qualities >= ppQualitiesRequired(ppDegree(level));
}

/**
 * R-PP-4 [I] the starter list of qualities: a starting point the GM edits (the seed defines no list, only
 * examples). The first three are the seed's own examples (« condition physique, souplesse, vitesse »); the
 * others are chosen here so that every default skill lists at least three (Maître needs three). Each quality
 * names the keys (R-SK-7) of the skills that list it; a skill's list is read from here (`starterQualitiesOf`).
 */
export const STARTER_QUALITIES = [
  { id: "condition-physique", name: "Condition physique", skills: ["adresse", "bagarre", "melee", "rigidite", "sport"] },
  { id: "souplesse", name: "Souplesse", skills: ["adresse", "bagarre", "furtivite", "sport"] },
  { id: "vitesse", name: "Vitesse", skills: ["adresse", "bagarre", "conduite", "melee", "sport", "tir", "vigilance"] },
  { id: "precision", name: "Précision", skills: ["artisanat", "conduite", "medecine", "melee", "tir"] },
  { id: "sang-froid", name: "Sang-froid", skills: ["conduite", "expression", "focalisation", "furtivite", "medecine", "rigidite"] },
  { id: "concentration", name: "Concentration", skills: ["artisanat", "focalisation", "medecine", "occulte", "reflexion", "rigidite", "sorcellerie", "tir"] },
  { id: "perspicacite", name: "Perspicacité", skills: ["animalisme", "empathie", "enquete", "expression", "intuition", "occulte", "reflexion", "vigilance"] },
  { id: "eloquence", name: "Éloquence", skills: ["animalisme", "apparence", "empathie", "enquete", "expression", "intuition"] },
  { id: "acuite", name: "Acuité des sens", skills: ["animalisme", "empathie", "furtivite", "intuition", "vigilance"] },
  { id: "memoire", name: "Mémoire", skills: ["apparence", "cosmologie", "droit", "economie", "enquete", "focalisation", "histoire", "nature", "occulte", "reflexion", "religion", "sciences", "sorcellerie", "technologie", "urbanisme"] },
  { id: "erudition", name: "Érudition", skills: ["cosmologie", "droit", "economie", "histoire", "nature", "religion", "sciences", "sorcellerie", "technologie", "urbanisme"] },
  { id: "curiosite", name: "Curiosité", skills: ["apparence", "artisanat", "cosmologie", "droit", "economie", "histoire", "nature", "religion", "sciences", "technologie", "urbanisme"] },
] as const satisfies readonly { id: string; name: string; skills: readonly string[] }[];

/** R-PP-4 the names of the starter qualities a skill lists (by its R-SK-7 key). */
export function starterQualitiesOf(skillKey: string): string[] {
  return STARTER_QUALITIES.filter((q) => (q.skills as readonly string[]).includes(skillKey)).map((q) => q.name);
}

// R-PP-5 default quality cost parameters (world settings).
export const PP_QUALITY_BASE = 50;
export const PP_QUALITY_STEP = 10;

/** Cost of a new quality: base + step × qualities owned (R-PP-5). */
export function ppQualityCost(owned: number, base = PP_QUALITY_BASE, step = PP_QUALITY_STEP): number {
  if (!Number.isInteger(owned) || owned < 0) throw new RangeError(`owned must be a non-negative integer, got ${owned}`);
  return base + step * owned;
}

// R-PP-6 specialisation costs and usual circumstantial bonuses by degree (Maître: set by the GM on the item).
export const PP_SPECIALIZATIONS = {
  debutant: { cost: 20, bonus: 10 },
  confirme: { cost: 50, bonus: 20 },
  expert: { cost: 80, bonus: 30 },
} as const;

/** Fixed cost of a specialisation of a degree (R-PP-6); RangeError for other degrees. */
export function ppSpecializationCost(degree: "debutant" | "confirme" | "expert"): number {
  if (!Object.hasOwn(PP_SPECIALIZATIONS, degree)) throw new RangeError(`no fixed specialisation cost for ${degree}`);
  return PP_SPECIALIZATIONS[degree].cost;
}

/** A specialisation of a degree is available once the skill has reached that degree (R-PP-6). */
export function ppSpecializationAvailable(level: number, degree: "debutant" | "confirme" | "expert"): boolean {
  return level >= PP_DEGREES.find((d) => d.id === degree)!.min;
}

/** PP a skill may keep: at most its level; the surplus must be spent at once or is lost (R-PP-3). */
export function ppCap(level: number, pp: number): { kept: number; surplus: number } {
  const kept = Math.min(pp, level);
  return { kept, surplus: pp - kept };
}

/**
 * R-PP-3 [I] earning PP: the surplus over the level is spent at once on levels of that skill (while allowed by
 * its qualities, R-PP-4; PP above the level always afford the next one); what is still over the level is lost.
 */
export function ppEarn(skill: { level: number; pp: number; qualities: number }, amount: number): {
  level: number; pp: number; levelsBought: number; lost: number;
} {
  let { level, pp } = skill;
  pp += amount;
  const start = level;
  while (pp > level && level < PP_LEVEL_MAX && ppCanReach(level + 1, skill.qualities)) {
    level += 1;
    pp -= ppLevelCost(level);
  }
  const { kept, surplus } = ppCap(level, pp);
  return { level, pp: kept, levelsBought: level - start, lost: surplus };
}

export interface QualityContribution { skill: string; pp: number; listsQuality: boolean; amount: number }

/**
 * Paying a quality from several skills (R-PP-5): every contributing skill lists it, none gives more than it has,
 * and the amounts add up to the cost. Returns the reasons it is refused (empty when allowed).
 */
export function ppQualityPayment(cost: number, contributions: readonly QualityContribution[]): string[] {
  const reasons: string[] = [];
  if (contributions.some((c) => !c.listsQuality)) reasons.push("quality-not-listed");
  if (contributions.some((c) => c.amount < 0 || c.amount > c.pp)) reasons.push("not-enough-pp");
  if (contributions.reduce((n, c) => n + c.amount, 0) !== cost) reasons.push("wrong-total");
  return reasons;
}

// R-PP-7 [I] the die of a PP test (a world setting): 1d100.
export const PP_TEST_DIE = 100;

/**
 * R-PP-7 [I] a PP test's criticals: the seed gives the PP test none, yet R-FORT-1/2 hang Fortune and Fatalité
 * on criticals. As on the pool's d10 (R-DICE-7: a 10 succeeds, a 1 fails), the die's highest face is a
 * critical success and its 1 a critical failure; they only open the GM's R-FORT-1/2 buttons on the card
 * (the total is unchanged, no aggravation: attacks keep the pool).
 */
export function ppCritical(die: number, faces: number): "success" | "failure" | null {
  if (die === faces) return "success";
  return die === 1 ? "failure" : null;
}

/** Total of a PP test: die + skill level + the specialisation bonuses whose circumstance applies (R-PP-7). */
export function ppTestTotal(die: number, level: number, bonuses: readonly number[] = []): number {
  return die + level + bonuses.reduce((a, b) => a + b, 0);
}

/** R-PP-7 [I] a PP test with a difficulty succeeds when its total reaches it. */
export function ppTestSucceeds(total: number, difficulty: number): boolean {
  return total >= difficulty;
}

/** R-PP-7 the exact chance that a PP test succeeds: the share of its die's faces whose total reaches the difficulty. */
export function ppSuccessChance(faces: number, level: number, bonuses: readonly number[], difficulty: number): number {
  if (!Number.isInteger(faces) || faces < 1) throw new RangeError(`ppSuccessChance: a die has at least one face, not ${faces}`);
  let hits = 0;
  for (let die = 1; die <= faces; die++) if (ppTestSucceeds(ppTestTotal(die, level, bonuses), difficulty)) hits++;
  return hits / faces;
}
