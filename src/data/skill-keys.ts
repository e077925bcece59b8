/**
 * R-SK-7 skills are matched by their stable key (`system.key` of a competence item), never by their
 * displayed name, so a skill renamed by the GM or translated by Babele keeps working. Every lookup
 * of a skill named by another document (weapons, spells, defences, grapples, prerequisites, roll
 * links, macros, the request tool, XP usage) goes through this module. No Foundry globals.
 */
import { isRolledCategory, skillKeyFromName } from "../rules/index";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null ? (v as Obj) : {});

/** What a lookup needs of an item. */
export interface SkillLike {
  type: string;
  name: string | null;
  system: unknown;
}

/** The key of a competence item: its stored `system.key`, else (a world not migrated yet) the key made from its name. */
export function skillKey(item: Pick<SkillLike, "name" | "system">): string {
  const stored = obj(item.system).key;
  return typeof stored === "string" && stored.trim() !== "" ? stored.trim() : skillKeyFromName(item.name ?? "");
}

/**
 * The key a reference names: references are keys (`melee`, `vrai-primordial`); a French name written
 * by hand ("Mêlée", "Vrai Primordial") gives the same key, since default keys are made from them.
 */
export function skillRef(ref: string): string {
  return skillKeyFromName(ref);
}

/**
 * R-SK-7 whether a reference names this skill: its key (or a French name turned into it), else the name
 * the world shows (a renamed skill, or Babele's English name: "Toughness" for `rigidite`), accents and case ignored.
 */
export function refNamesSkill(ref: string, skill: { key: string; name: string | null }): boolean {
  const folded = skillRef(ref);
  return folded !== "" && (folded === skill.key || folded === skillKeyFromName(skill.name ?? ""));
}

/**
 * R-SK-7 the skills references name, each matched by key first, else by displayed name; and the references
 * that name none of them (a roll asked for them is refused with a message, never rolled at level 0).
 */
export function resolveSkillRefs<T extends { key: string; name: string | null }>(skills: readonly T[], refs: readonly string[]): { matched: T[]; unknown: string[] } {
  const matched: T[] = [];
  const unknown: string[] = [];
  for (const ref of refs) {
    const byKey = skills.find((s) => s.key === skillRef(ref));
    const found = byKey ?? skills.find((s) => refNamesSkill(ref, s));
    if (found) matched.push(found);
    else unknown.push(ref);
  }
  return { matched, unknown };
}

/** The competence items among `items`. */
export function skillItems<T extends SkillLike>(items: Iterable<T>): T[] {
  return [...items].filter((i) => i.type === "competence");
}

/** The owned competence whose key is the reference's, if any. */
export function findSkill<T extends SkillLike>(items: Iterable<T>, ref: string): T | undefined {
  const key = skillRef(ref);
  return key ? skillItems(items).find((i) => skillKey(i) === key) : undefined;
}

/** The level of every owned skill, by key (prerequisites, R-SK-4). */
export function skillLevelsByKey(items: Iterable<SkillLike>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of skillItems(items)) {
    const n = obj(i.system).niveau;
    out[skillKey(i)] = typeof n === "number" && Number.isFinite(n) ? n : 0;
  }
  return out;
}

/** Whether a competence is a language (R-SK-6: the skills a language's cap may name). */
export function isLanguageSkill(item: Pick<SkillLike, "system">): boolean {
  return obj(item.system).categorie === "langues";
}

/** Whether an owned competence may be rolled (R-SK-5 / R-SK-6: never théoriques nor languages). */
export function isRollableSkill(item: Pick<SkillLike, "system">): boolean {
  return isRolledCategory(String(obj(item.system).categorie ?? "pratiques"));
}
