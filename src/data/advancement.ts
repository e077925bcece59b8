/**
 * The character the guided advancement (rules/advancement.ts) works on, read from an actor's stored data
 * (R-XP-3, R-XP-5, R-SK-7), and the i18n keys of its refusal reasons. No Foundry globals.
 */
import type { AdvancementCharacter, AdvancementSkill, DomaineOublie } from "../rules/index";
import { skillKey, skillRef } from "./skill-keys";
import { sourceSystem } from "./gm-fields";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The i18n word of a code: "not-enough-xp" → "NotEnoughXp". */
export const codeWord = (s: string) => s.split("-").map(cap).join("");
/** i18n key of a refusal reason code (the rules' and the flow's). */
export const reasonKey = (code: string) => `ALTHERION.XP.Reason.${codeWord(code)}`;

type Obj = Record<string, unknown>;
/** What the derivation reads of an actor (an Actor, or its plain data). */
export interface AdvancementSource {
  system: unknown;
  items: Iterable<{ type: string; name: string | null; system: unknown }>;
}

/** R-XP-3 / R-XP-5 reads a stored `system.domainesOublies` defensively (a row without its skill key gets its name's). */
export function parseDomaines(raw: unknown): DomaineOublie[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((d): d is Obj => typeof d === "object" && d !== null).map((d) => ({
    nom: typeof d.nom === "string" ? d.nom : "",
    competence: typeof d.competence === "string" && d.competence ? d.competence : skillRef(String(d.nom ?? "")),
    niveau: Number.isInteger(d.niveau) && (d.niveau as number) >= 1 ? (d.niveau as number) : 1,
  }));
}

/** The skills of an actor as the model knows them (R-SK-7 by key), by name. */
export function advancementSkills(items: AdvancementSource["items"]): AdvancementSkill[] {
  return [...items].filter((i) => i.type === "competence").map((i) => {
    const s = (i.system ?? {}) as Obj;
    const exp = Array.isArray(s.expertises) ? (s.expertises as Obj[]) : [];
    return {
      key: skillKey(i), name: i.name ?? "", level: Number(s.niveau ?? 0), categorie: String(s.categorie ?? ""), plafond: String(s.plafond ?? ""),
      expertises: exp.map((e) => ({ nom: String(e.nom ?? ""), possedee: e.possedee === true, personnalisee: e.personnalisee === true })).filter((e) => e.nom),
    };
  }).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * R-XP-3 what a purchase may change on a character, read from the actor's stored data (never prepared data an
 * effect or a module changed): the one derivation of the Spend XP flow, the sheet and the GM's XP action (which
 * builds it from the actor it reads itself).
 */
export function advancementCharacter(actor: AdvancementSource): AdvancementCharacter {
  const s = (sourceSystem(actor) ?? {}) as Obj; // R-XP-3 purchases read the base values; R-XP-1 the stored totals
  const xp = (s.xp ?? {}) as { total?: unknown; spent?: unknown };
  return {
    xp: { total: Number(xp.total ?? 0), spent: Number(xp.spent ?? 0) }, caracteristiques: { ...((s.caracteristiques ?? {}) as Record<string, number>) },
    combativite: Number(s.combativite ?? 0), skills: advancementSkills(actor.items), domaines: parseDomaines(s.domainesOublies),
  };
}
