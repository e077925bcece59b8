/**
 * R-PP-2..6 a PP purchase (progression par achat) decided on the GM: the PP tools' request names
 * only what is bought — a level, a quality with the PP each skill gives, a specialisation by degree — and the
 * active GM reads the skills and qualities on the actor itself, costs it by the rules and plans the writes
 * (the skills' PP and level, the new item, the log entry). The XP action (store.ts) writes them.
 */
import { ppQualityCost, ppQualityPurchase, ppRaiseLevel, ppSpecializationPurchase } from "../rules/index";
import type { PpSpecDegree, NewEntry } from "../rules/index";
import { skillKey } from "../data/skill-keys";
import { localize } from "../i18n";
import { usageKey } from "./usage";
import type { UsageState } from "./usage";

export interface PpSkill { id: string; name: string; level: number; pp: number; qualites: string[]; /** R-SK-7 its stable key. */ key?: string }
export interface PpQuality { id: string; name: string; competences: string[] }

/** What a player's PP purchase names (never a cost, except the GM's own for a Maître or secret technique). */
export type PpPurchase =
  | { kind: "raise"; skill: string }
  | { kind: "quality"; name: string; contributions: { skill: string; amount: number }[] }
  | { kind: "specialisation"; skill: string; degree: PpSpecDegree; name: string; cost: number };

type Obj = Record<string, unknown>;
type PpItem = { id: string | null; type: string; name: string | null; system: unknown; _source?: { system?: unknown } };
const stored = (i: PpItem) => (i._source?.system ?? i.system) as Obj;

/** R-PP-3 the actor's skills that hold PP (languages hold none), from their stored data, by name. */
export function ppSkills(items: Iterable<PpItem>): PpSkill[] {
  return [...items].filter((i) => i.type === "competence" && String(stored(i).categorie ?? "") !== "langues").map((i) => {
    const s = stored(i);
    return {
      id: i.id ?? "", name: i.name ?? "", key: skillKey(i as never), level: Number(s.niveau ?? 0), pp: Number((s.pp as Obj | undefined)?.value ?? 0),
      qualites: Array.isArray(s.qualites) ? (s.qualites as unknown[]).map(String) : [],
    };
  }).sort((a, b) => a.name.localeCompare(b.name));
}

/** R-PP-5 the actor's qualities. */
export function ppQualities(items: Iterable<PpItem>): PpQuality[] {
  return [...items].filter((i) => i.type === "qualite").map((i) => ({ id: i.id ?? "", name: i.name ?? "", competences: (stored(i).competences as string[] | undefined) ?? [] }));
}

/** R-PP-4 owned qualities that count for a skill: those its list names, or that name it (by its key, R-SK-7, or its name). */
export function qualitiesOf(skill: Pick<PpSkill, "name" | "qualites" | "key">, owned: readonly PpQuality[]): PpQuality[] {
  const listed = new Set(skill.qualites.map(usageKey));
  const me = usageKey(skill.name);
  const names = (ref: string) => ref === skill.key || usageKey(ref) === me;
  return owned.filter((q) => listed.has(usageKey(q.name)) || q.competences.some(names));
}

/** What the GM writes for a PP purchase: skills' fields (by item id), an item to create, the log entry. */
export interface PlannedPp { skills: { id: string; data: Obj }[]; create: Obj | null; entry: NewEntry }

/** The refusal of a PP purchase the rules do not allow (its reasons, localized, in the PP tools). */
export const PP_NOT_ALLOWED = "ALTHERION.XP.Error.NotAllowedNow";

/**
 * R-PP-2..6 the GM's plan of a PP purchase on the actor's items as they are now; a refusal key when a skill is
 * missing or the rules refuse it. A Maître or secret technique's cost is the GM's (R-PP-6).
 */
export function planPp(items: Iterable<PpItem>, purchase: PpPurchase, usage: UsageState, settings: { base: number; step: number }, isGM: boolean): PlannedPp | string {
  const list = [...items];
  const skills = ppSkills(list);
  const qualities = ppQualities(list);
  const skill = (id: string) => skills.find((s) => s.id === id);
  const entry = (amount: number, reason: string, target: string): NewEntry => ({ kind: "spend", unit: "pp", amount, reason, arc: usage.arc, act: usage.act, target, gmApplied: true });
  if (purchase.kind === "raise") {
    const s = skill(purchase.skill);
    if (!s) return "ALTHERION.Chat.Error.Unavailable";
    const r = ppRaiseLevel({ level: s.level, pp: s.pp, qualities: qualitiesOf(s, qualities).length }); // R-PP-2 / R-PP-4
    if (!r.allowed) return PP_NOT_ALLOWED;
    return {
      skills: [{ id: s.id, data: { "system.niveau": s.level + 1, "system.pp.value": s.pp - r.cost } }], create: null,
      entry: entry(r.cost, localize("ALTHERION.PP.Log.Raise", { name: s.name, from: s.level, to: s.level + 1 }), `pp-level:${usageKey(s.name)}`),
    };
  }
  if (purchase.kind === "quality") {
    const name = purchase.name.trim();
    const lists = (s: PpSkill) => s.qualites.some((q) => usageKey(q) === usageKey(name));
    if (!name || purchase.contributions.some((c) => !skill(c.skill)) || new Set(purchase.contributions.map((c) => c.skill)).size !== purchase.contributions.length) return "ALTHERION.Chat.Error.Unavailable";
    const contributions = purchase.contributions.map((c) => ({ skill: c.skill, pp: skill(c.skill)!.pp, listsQuality: lists(skill(c.skill)!), amount: c.amount }));
    const alreadyOwned = qualities.some((q) => usageKey(q.name) === usageKey(name));
    const r = ppQualityPurchase({ owned: qualities.length, alreadyOwned, base: settings.base, step: settings.step, contributions }); // R-PP-5
    if (!r.allowed || r.cost !== ppQualityCost(qualities.length, settings.base, settings.step)) return PP_NOT_ALLOWED;
    const listing = skills.filter(lists);
    return {
      skills: contributions.map((c) => ({ id: c.skill, data: { "system.pp.value": c.pp - c.amount } })),
      create: { type: "qualite", name, system: { competences: listing.map((s) => s.key ?? s.name) } }, // R-SK-7 by key
      entry: entry(r.cost, localize("ALTHERION.PP.Log.Quality", { name, skills: listing.map((s) => s.name).join(", ") }), `pp-quality:${usageKey(name)}`),
    };
  }
  const s = skill(purchase.skill);
  const name = purchase.name.trim();
  const gmCost = purchase.degree === "maitre" || purchase.degree === "secrete";
  if (!s || !name) return "ALTHERION.Chat.Error.Unavailable";
  if (gmCost && !isGM) return "ALTHERION.PP.Reason.GmOnly";
  const r = ppSpecializationPurchase({ level: s.level, pp: s.pp, degree: purchase.degree, itemCost: purchase.cost }); // R-PP-6
  if (!r.allowed) return PP_NOT_ALLOWED;
  return {
    skills: [{ id: s.id, data: { "system.pp.value": s.pp - r.cost } }],
    create: { type: "specialisation", name, system: { competence: s.name, degre: purchase.degree, cout: gmCost ? r.cost : 0 } },
    entry: entry(r.cost, localize("ALTHERION.PP.Log.Specialisation", { name, skill: s.name }), `pp-specialisation:${usageKey(s.name)}`),
  };
}
