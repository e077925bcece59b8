/**
 * Domaines oubliés of a personnage (`system.domainesOublies`, R-XP-3 / R-XP-5): one entry per skill whose forgotten
 * domain was trained, `{nom, competence, niveau}` — nom the skill's name as shown, competence its usage key
 * (usage.ts), niveau how many times it was bought [I] (the rules give a cost and a training time, no effect scale).
 * Buying one is the advancement model's (data/advancement.ts). Pure.
 */
import { usageKey } from "./usage";
import type { DomaineOublie } from "../data/advancement";

/** Reads the stored list defensively. */
export function parseDomaines(raw: unknown): DomaineOublie[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((d): d is Record<string, unknown> => typeof d === "object" && d !== null).map((d) => ({
    nom: typeof d.nom === "string" ? d.nom : "",
    competence: typeof d.competence === "string" && d.competence ? d.competence : usageKey(String(d.nom ?? "")),
    niveau: Number.isInteger(d.niveau) && (d.niveau as number) >= 1 ? (d.niveau as number) : 1,
  }));
}
