/**
 * Pure context of the progression-par-achat tools (R-PP-1..6): PP awards with the cap's spend-or-lose choice,
 * raising levels, buying qualities paid from the skills that list them, specialisations by degree.
 */
import {
  PP_SPECIALIZATIONS, ppAwardPreview, ppDegree, ppQualitiesRequired, ppQualityCost, ppQualityPurchase, ppRaiseLevel, ppSpecializationPurchase,
  ppSuggestQualityPayment,
} from "../../rules/index";
import type { PpSpecDegree, QualityContribution } from "../../rules/index";
import { usageKey } from "../../experience/usage";

import { qualitiesOf } from "../../experience/pp-purchase";
import type { PpQuality, PpSkill } from "../../experience/pp-purchase";
export { qualitiesOf };
export type { PpQuality, PpSkill };
export interface PpInput {
  actorName: string;
  isGM: boolean;
  skills: PpSkill[];
  qualities: PpQuality[];
  base: number;
  step: number;
  /** PP typed in the award column, per skill id. */
  awards: Record<string, number>;
  /** The quality being bought and the PP each skill gives (skill id → amount); empty → the suggested split. */
  quality: string | null;
  contributions: Record<string, number>;
}

const DEGREE_KEY = (d: string) => `ALTHERION.Degre.${d}`;
export const ppReasonKey = (code: string) => `ALTHERION.PP.Reason.${code.split("-").map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join("")}`;

const listsQuality = (skill: PpSkill, quality: string) => skill.qualites.map(usageKey).includes(usageKey(quality));

export function buildPpContext(input: PpInput) {
  const skills = input.skills.map((s) => {
    const qualities = qualitiesOf(s, input.qualities).length;
    const state = { level: s.level, pp: s.pp, qualities };
    const award = Math.max(0, Math.trunc(input.awards[s.id] ?? 0));
    const preview = award > 0 ? ppAwardPreview(state, award) : null;
    const raise = ppRaiseLevel(state);
    const degree = ppDegree(s.level);
    const specialisations = (Object.keys(PP_SPECIALIZATIONS) as PpSpecDegree[]).concat(["maitre"]).map((d) => {
      const r = ppSpecializationPurchase({ level: s.level, pp: s.pp, degree: d, itemCost: d === "maitre" ? Number.MAX_SAFE_INTEGER : undefined });
      const fixed = d !== "maitre";
      // R-PP-6 Maître: its cost is the GM's to set, so only the GM buys it (pp-tools.ts asks the cost).
      const reasons = fixed ? r.reasons : [...r.reasons.filter((x) => x === "degree-not-reached"), ...(input.isGM ? [] : ["gm-only"])];
      return { degree: d, label: DEGREE_KEY(d), cost: fixed ? r.cost : null, gmCost: !fixed, allowed: reasons.length === 0, reasons: reasons.map(ppReasonKey) };
    });
    return {
      id: s.id, name: s.name, level: s.level, pp: s.pp, ppMax: s.level, degree: DEGREE_KEY(degree), qualities,
      nextRequired: s.level < 100 ? ppQualitiesRequired(ppDegree(s.level + 1)) : null,
      raise: { ...raise, reasons: raise.reasons.map(ppReasonKey) },
      award, preview,
      specialisations,
    };
  });
  // Qualities on offer: those the skills list and the character does not own yet.
  const ownedNames = new Set(input.qualities.map((q) => usageKey(q.name)));
  const names = new Map<string, string>();
  for (const s of input.skills) for (const q of s.qualites) if (q.trim() && !ownedNames.has(usageKey(q)) && !names.has(usageKey(q))) names.set(usageKey(q), q.trim());
  const cost = ppQualityCost(input.qualities.length, input.base, input.step);
  const offered = [...names.values()].sort((a, b) => a.localeCompare(b)).map((name) => {
    const payers = input.skills.filter((s) => listsQuality(s, name));
    const suggested = ppSuggestQualityPayment(cost, payers.map((s) => ({ skill: s.id, pp: s.pp, listsQuality: true })));
    const chosen = input.quality !== null && usageKey(input.quality) === usageKey(name);
    const given = chosen && Object.keys(input.contributions).length > 0;
    const contributions: QualityContribution[] = given
      ? Object.entries(input.contributions).filter(([, n]) => n > 0).map(([id, amount]) => {
        const s = input.skills.find((k) => k.id === id);
        return { skill: id, pp: s?.pp ?? 0, listsQuality: s ? listsQuality(s, name) : false, amount };
      })
      : suggested ?? [];
    const verdict = ppQualityPurchase({ owned: input.qualities.length, base: input.base, step: input.step, contributions });
    return {
      name, cost, chosen,
      payers: payers.map((s) => ({ id: s.id, name: s.name, pp: s.pp, amount: contributions.find((c) => c.skill === s.id)?.amount ?? 0 })),
      allowed: verdict.allowed, reasons: verdict.reasons.map(ppReasonKey),
      contributions: JSON.stringify(contributions.map((c) => ({ skill: c.skill, amount: c.amount }))),
    };
  });
  return {
    actorName: input.actorName,
    isGM: input.isGM,
    skills,
    qualityCost: cost,
    ownedQualities: input.qualities.map((q) => ({ id: q.id, name: q.name })),
    offered,
    hasOffered: offered.length > 0,
  };
}
export type PpToolsContext = ReturnType<typeof buildPpContext>;
