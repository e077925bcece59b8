/**
 * What the combat tracker shows of a combatant at a glance (the pattern of Draw Steel's tracker resources): its
 * Finesse points (each defence costs one, R-FIGHT-2), the constitutions in Péril (R-CON-6) and its Agonie (R-CON-7).
 * The GM sees every combatant's; a player its own only. Pure: the tracker's render hook draws it
 * (applications/combat-tracker.ts markResources).
 */
import { CONSTITUTION_KEYS, isInPeril } from "../rules/index";
import type { Constitution, ConstitutionKey } from "../rules/index";

/** A combatant's actor `system` as this view reads it (personnage and pnj alike). */
export interface ResourceSource {
  points?: { finesse?: { value?: number; max?: number } };
  scores?: { finesse?: number };
  constitutions?: Partial<Record<ConstitutionKey, Constitution>>;
  agonie?: number;
}

export interface TrackerResources {
  finesse: { value: number; max: number } | null;
  /** i18n keys of the constitutions in Péril, in the rulebook's order. */
  peril: string[];
  agonie: number;
}

const CON_LABEL: Record<ConstitutionKey, string> = {
  vitalite: "ALTHERION.Sheet.Constitution.Vitalite", energie: "ALTHERION.Sheet.Constitution.Energie", confiance: "ALTHERION.Sheet.Constitution.Confiance",
};

/** The view of one combatant, or null when the viewer may not see it (not the GM, not an owner) or there is nothing to show. */
export function trackerResources(system: ResourceSource | null | undefined, visible: boolean): TrackerResources | null {
  if (!visible || !system) return null;
  const f = system.points?.finesse;
  const max = f?.max ?? system.scores?.finesse;
  const finesse = f && typeof f.value === "number" && typeof max === "number" ? { value: f.value, max } : null;
  const peril = CONSTITUTION_KEYS.filter((k) => { const c = system.constitutions?.[k]; return c ? isInPeril(c) : false; }).map((k) => CON_LABEL[k]);
  const agonie = Math.max(0, Math.trunc(system.agonie ?? 0));
  return finesse || peril.length || agonie ? { finesse, peril, agonie } : null;
}

/** Whether an actor update's changes touch what the tracker shows (Finesse points, constitutions, Agonie). */
export function touchesTrackerResources(changes: unknown): boolean {
  const s = (changes as { system?: Record<string, unknown> } | null)?.system;
  if (typeof s !== "object" || s === null) return false;
  const points = s.points as Record<string, unknown> | undefined;
  return "constitutions" in s || "agonie" in s || (typeof points === "object" && points !== null && "finesse" in points);
}
