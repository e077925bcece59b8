/**
 * Domaines oubliés of a personnage (`system.domainesOublies`, R-XP-3 / R-XP-5): one entry per skill whose forgotten
 * domain was trained, `{nom, competence, niveau}` — nom the skill's name as shown, competence its usage key
 * (usage.ts), niveau how many times it was bought [I] (the rules give a cost and a training time, no effect scale).
 * Pure.
 */
import { usageKey } from "./usage";

export interface DomaineOublie { nom: string; competence: string; niveau: number }

/** Reads the stored list defensively. */
export function parseDomaines(raw: unknown): DomaineOublie[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((d): d is Record<string, unknown> => typeof d === "object" && d !== null).map((d) => ({
    nom: typeof d.nom === "string" ? d.nom : "",
    competence: typeof d.competence === "string" && d.competence ? d.competence : usageKey(String(d.nom ?? "")),
    niveau: Number.isInteger(d.niveau) && (d.niveau as number) >= 1 ? (d.niveau as number) : 1,
  }));
}

/** The list after buying the domaine oublié of the skill `key` (a new entry at 1, or one level more, at most 99). */
export function addDomaineOublie(raw: unknown, key: string, nom: string): DomaineOublie[] {
  const list = parseDomaines(raw);
  const k = usageKey(key);
  const i = list.findIndex((d) => d.competence === k);
  if (i < 0) return [...list, { nom, competence: k, niveau: 1 }];
  return list.map((d, j) => (j === i ? { ...d, niveau: Math.min(99, d.niveau + 1) } : d));
}
