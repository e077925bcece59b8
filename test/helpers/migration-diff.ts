/** Applies a migration diff the way Foundry's update does (nested merge, "-=key" deletes). */
export function applyMigrationDiff<S extends object>(source: S, diff: Record<string, unknown> | null): S {
  const out = structuredClone(source);
  const merge = (t: Record<string, unknown>, d: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(d)) {
      if (k.startsWith("-=")) { delete t[k.slice(2)]; continue; }
      if (v && typeof v === "object" && !Array.isArray(v) && t[k] && typeof t[k] === "object") merge(t[k] as Record<string, unknown>, v as Record<string, unknown>);
      else t[k] = v;
    }
  };
  if (diff) merge(out as Record<string, unknown>, diff);
  return out;
}
