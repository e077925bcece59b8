// The flows of experience and progression built on experience.ts and progression.ts: the ellipse options and
// effects, PP awards, and the progression-par-achat purchases with their refusal reasons.
import { ELLIPSES, NEEDS_TRAINER, ellipseFragiliteReduction } from "./experience";
import type { Ellipse, Purchase, TRAINING_TIMES } from "./experience";
import { PP_DEGREES, PP_LEVEL_MAX, ppCanReach, ppCap, ppEarn, ppLevelCost, ppQualityCost, ppQualityPayment, ppSpecializationCost } from "./progression";
import type { QualityContribution } from "./progression";
import type { Constitution, ConstitutionKey } from "./types";

/** R-XP-5 the training-time row of a purchase (null: no training time in the rules). */
export function purchaseTrainingKind(p: Purchase): keyof typeof TRAINING_TIMES | null {
  switch (p.kind) {
    case "characteristic": return "characteristic";
    case "skill": return "skill";
    case "specialite": return "specialite";
    case "domaine-oublie": return "domaineOublie";
    default: return null;
  }
}

export const ELLIPSE_ACTIONS = ["depenser-xp", "aptitude-hors-classe", "effacer-epuisement", "branche", "baisser-fragilite", "classe"] as const;
export type EllipseAction = (typeof ELLIPSE_ACTIONS)[number];

/** R-XP-4 / R-XP-6 every learning option, whether this ellipse allows it, and whether it waits for a trainer. */
export function ellipseOptions(ellipse: Ellipse, trainer: boolean): { action: EllipseAction; allowed: boolean; needsTrainer: boolean; missingTrainer: boolean }[] {
  const actions = ELLIPSES[ellipse].actions as readonly string[];
  return ELLIPSE_ACTIONS.map((action) => {
    const needsTrainer = (NEEDS_TRAINER as readonly string[]).includes(action);
    const offered = actions.includes(action);
    return { action, allowed: offered && (!needsTrainer || trainer), needsTrainer, missingTrainer: offered && needsTrainer && !trainer };
  });
}

/**
 * R-XP-6 what an ellipse does to a character's state: Fragilité lowered (ellipseFragiliteReduction),
 * Épuisement erased when the ELLIPSES table offers it (the same table as ellipseOptions).
 */
export function ellipseEffects(input: { ellipse: Ellipse; weeksOfRest: number; epuisement: number; fragilite: number }): {
  epuisement: number; fragilite: number; fragiliteReduction: number;
} {
  if (!Number.isInteger(input.weeksOfRest) || input.weeksOfRest < 0) throw new RangeError(`weeksOfRest must be a non-negative integer, got ${input.weeksOfRest}`);
  const fragiliteReduction = ellipseFragiliteReduction(input.ellipse, input.weeksOfRest);
  const erases = (ELLIPSES[input.ellipse].actions as readonly string[]).includes("effacer-epuisement");
  return { epuisement: erases ? 0 : input.epuisement, fragilite: Math.max(0, input.fragilite - fragiliteReduction), fragiliteReduction };
}

// R-XP-2 Surcharge: « 20 blessures graves à répartir » per week of Surcharge; grave wounds are scars (R-CON-9's "grave damage").
export const SURCHARGE_GRAVE_WOUNDS = 20;
const SURCHARGE_KEYS = ["vitalite", "energie", "confiance"] as const satisfies readonly ConstitutionKey[];

/** One character's Surcharge: its weeks and the scars it puts on each constitution (they add up to 20 per week). */
export interface SurchargeSplit { weeks: number; vitalite: number; energie: number; confiance: number }

/** R-XP-2 the default split of a Surcharge's grave wounds: as even as the three constitutions allow (20 → 7, 7, 6). */
export function defaultSurchargeSplit(weeks: number): SurchargeSplit {
  const total = SURCHARGE_GRAVE_WOUNDS * Math.max(0, Math.trunc(weeks));
  const [vitalite, energie, confiance] = SURCHARGE_KEYS.map((_, i) => Math.floor(total / 3) + (i < total % 3 ? 1 : 0));
  return { weeks: Math.max(0, Math.trunc(weeks)), vitalite, energie, confiance };
}

/**
 * R-XP-2 the grave wounds a Surcharge inflicts: each part becomes scars on its constitution (value lowered to stay
 * within max − scars, R-CON-1). Refused when the parts do not add up to 20 per week, or [I] when a part would bring a
 * constitution's scars to its max (training is no way to die, fall unconscious or lose heart, R-CON-5).
 */
export function surchargeWounds(constitutions: Readonly<Record<ConstitutionKey, Constitution>>, split: SurchargeSplit):
  { ok: true; constitutions: Record<ConstitutionKey, Constitution> } | { ok: false; reason: "surcharge-split" | "surcharge-too-much" } {
  const parts = SURCHARGE_KEYS.map((k) => split[k]);
  if (parts.some((n) => !Number.isInteger(n) || n < 0) || parts.reduce((a, b) => a + b, 0) !== SURCHARGE_GRAVE_WOUNDS * split.weeks) return { ok: false, reason: "surcharge-split" };
  if (SURCHARGE_KEYS.some((k) => split[k] > 0 && constitutions[k].scars + split[k] >= constitutions[k].max)) return { ok: false, reason: "surcharge-too-much" };
  const out = { ...constitutions };
  for (const k of SURCHARGE_KEYS) {
    const scars = constitutions[k].scars + split[k];
    out[k] = { ...constitutions[k], scars, value: Math.min(constitutions[k].value, constitutions[k].max - scars) };
  }
  return { ok: true, constitutions: out };
}

/** R-XP-6 [I] typical weeks of rest of each ellipse, the tool's default (minor ~1 week, medium ~2 months, major 3 months). */
export const ELLIPSE_DEFAULT_WEEKS = { mineure: 1, moyenne: 8, majeure: 13 } as const satisfies Record<Ellipse, number>;

export interface PpSkillState { level: number; pp: number; qualities: number }

/**
 * R-PP-3 an award of PP with the cap's spend-or-lose choice: "spend" buys levels of that skill at once with the
 * surplus (ppEarn); "lose" keeps the PP up to the level and loses the rest. `surplus` is what would exceed the cap.
 */
export function ppAward(skill: PpSkillState, amount: number, choice: "spend" | "lose"): { level: number; pp: number; levelsBought: number; lost: number } {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`amount must be a non-negative integer, got ${amount}`);
  if (choice === "spend") return ppEarn(skill, amount);
  const { kept, surplus } = ppCap(skill.level, skill.pp + amount);
  return { level: skill.level, pp: kept, levelsBought: 0, lost: surplus };
}

/** R-PP-3 both outcomes of an award, for the GM to choose; `choice` is needed only when there is a surplus. */
export function ppAwardPreview(skill: PpSkillState, amount: number): {
  surplus: number; needsChoice: boolean; spend: ReturnType<typeof ppAward>; lose: ReturnType<typeof ppAward>;
} {
  const surplus = ppCap(skill.level, skill.pp + amount).surplus;
  return { surplus, needsChoice: surplus > 0, spend: ppAward(skill, amount, "spend"), lose: ppAward(skill, amount, "lose") };
}

/** R-PP-2 / R-PP-4 raising a skill by one level: cost ceil(new / 10), gated by the qualities of its list. */
export function ppRaiseLevel(skill: PpSkillState): { allowed: boolean; cost: number; reasons: string[] } {
  const reasons: string[] = [];
  if (skill.level >= PP_LEVEL_MAX) return { allowed: false, cost: 0, reasons: ["max-level"] };
  const cost = ppLevelCost(skill.level + 1);
  if (skill.pp < cost) reasons.push("not-enough-pp");
  if (!ppCanReach(skill.level + 1, skill.qualities)) reasons.push("qualities-missing");
  return { allowed: reasons.length === 0, cost, reasons };
}

/**
 * R-PP-5 buying a quality: cost = base + step × qualities owned, paid by the given contributions
 * (ppQualityPayment's reasons, plus "already-owned").
 */
export function ppQualityPurchase(input: {
  owned: number; alreadyOwned?: boolean; base?: number; step?: number; contributions: readonly QualityContribution[];
}): { allowed: boolean; cost: number; reasons: string[] } {
  const cost = ppQualityCost(input.owned, input.base, input.step);
  const reasons = ppQualityPayment(cost, input.contributions);
  if (input.contributions.length === 0 && !reasons.includes("wrong-total")) reasons.push("wrong-total");
  if (input.alreadyOwned) reasons.unshift("already-owned");
  return { allowed: reasons.length === 0, cost, reasons };
}

/**
 * R-PP-5 [I] a default split of a quality's cost between the skills that list it: the skills with the most PP pay
 * first. Returns null when the listing skills together hold too few PP.
 */
export function ppSuggestQualityPayment(cost: number, skills: readonly { skill: string; pp: number; listsQuality: boolean }[]): QualityContribution[] | null {
  const payers = skills.filter((s) => s.listsQuality && s.pp > 0).sort((a, b) => b.pp - a.pp || a.skill.localeCompare(b.skill));
  let rest = cost;
  const out: QualityContribution[] = [];
  for (const s of payers) {
    if (rest === 0) break;
    const amount = Math.min(s.pp, rest);
    out.push({ skill: s.skill, pp: s.pp, listsQuality: true, amount });
    rest -= amount;
  }
  return rest === 0 ? out : null;
}

export type PpSpecDegree = "debutant" | "confirme" | "expert" | "maitre" | "secrete";

/**
 * R-PP-6 buying a specialisation from its skill's PP: fixed cost for Débutant/Confirmé/Expert, the item's cost
 * (set by the GM) for Maître and secret techniques; available once the skill has the degree ([I] a secret
 * technique needs no degree, only its GM-set cost).
 */
export function ppSpecializationPurchase(input: { level: number; pp: number; degree: PpSpecDegree; itemCost?: number }): {
  allowed: boolean; cost: number; reasons: string[];
} {
  const reasons: string[] = [];
  const fixed = input.degree === "debutant" || input.degree === "confirme" || input.degree === "expert";
  const cost = fixed ? ppSpecializationCost(input.degree as "debutant" | "confirme" | "expert") : Math.max(0, input.itemCost ?? 0);
  if (!fixed && cost === 0) reasons.push("cost-not-set");
  if (input.degree !== "secrete") {
    const min = PP_DEGREES.find((d) => d.id === input.degree)!.min;
    if (input.level < min) reasons.push("degree-not-reached");
  }
  if (input.pp < cost) reasons.push("not-enough-pp");
  return { allowed: reasons.length === 0, cost, reasons };
}
