/**
 * R-CON-1 token bars of a constitution: its value never rises above max − scars, so the bar's
 * ceiling is the derived `disponible` (max − scars), never the raw max core would clamp to. The
 * token document shows that ceiling (documents/token.ts) and the actor clamps a HUD edit to it
 * (documents/actor.ts `modifyTokenAttribute`): the bar and the rules agree by construction.
 * No Foundry globals.
 */
import { CONSTITUTION_KEYS, type ConstitutionKey } from "../rules/index";

const obj = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {});
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The constitution a bar attribute names ("constitutions.vitalite" → "vitalite"), or null. */
export function constitutionOfBar(attribute: string | null | undefined): ConstitutionKey | null {
  const [root, key, ...rest] = String(attribute ?? "").split(".");
  return root === "constitutions" && rest.length === 0 && (CONSTITUTION_KEYS as readonly string[]).includes(key) ? (key as ConstitutionKey) : null;
}

/** R-CON-1 the ceiling of a constitution bar (derived max − scars), or null for any other attribute. */
export function barCeiling(system: unknown, attribute: string | null | undefined): number | null {
  const key = constitutionOfBar(attribute);
  if (!key) return null;
  const ceiling = num(obj(obj(obj(system).constitutions)[key]).disponible);
  return ceiling === null ? null : Math.max(0, ceiling);
}

/**
 * R-CON-1 the value a token-HUD edit of a constitution bar writes: the typed value, or the current value
 * plus a delta, clamped to 0 … max − scars. Null when the attribute is not a constitution (core decides).
 */
export function constitutionBarValue(system: unknown, attribute: string, value: number, isDelta: boolean): number | null {
  const ceiling = barCeiling(system, attribute);
  const key = constitutionOfBar(attribute);
  if (ceiling === null || !key || !Number.isFinite(value)) return null;
  const current = num(obj(obj(obj(system).constitutions)[key]).value) ?? 0;
  const wanted = Math.trunc(isDelta ? current + value : value);
  return Math.min(ceiling, Math.max(0, wanted));
}
