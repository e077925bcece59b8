/**
 * Babele integration: English (and future) translations of the compendiums live in
 * lang/babele/<lang>/altherion.<pack>.json; the rules journal is natively bilingual.
 * Works only when the Babele module is active; nothing happens otherwise.
 */
import { onceModuleHook } from "../module-hooks";
import type { BabeleApi } from "./apis";

interface TableResultSource { range: [number, number]; name?: string; description?: string }
interface ExpertiseSource { nom: string }
type Translations = Record<string, { name?: string; description?: string } | string> | undefined;

/** v13 TableResults carry `name` and `description`; translations are keyed "from-to". */
export function translateTableResults<T extends TableResultSource>(results: T[], translations: Translations): T[] {
  return results.map((r) => {
    const t = translations?.[`${r.range[0]}-${r.range[1]}`];
    if (!t || typeof t === "string") return r;
    return { ...r, name: t.name ?? r.name, description: t.description ?? r.description };
  });
}

/** Expertise names inside a competence item, translated one by one. */
export function translateExpertises<T extends ExpertiseSource>(list: T[], translations: Translations): T[] {
  return list.map((e) => {
    const t = translations?.[e.nom];
    return typeof t === "string" ? { ...e, nom: t } : e;
  });
}

export function registerBabele(): void {
  onceModuleHook("babele.init", (babele: BabeleApi<Translations>) => {
    babele.setSystemTranslationsDir("lang/babele");
    babele.registerConverters({
      altherionTableResults: translateTableResults,
      altherionExpertises: translateExpertises,
    });
  });
}
