/**
 * What Babele does to the system's compendiums in a translated world, for the test world: each
 * pack's documents take the names and mapped fields of lang/babele/<lang>/altherion.<pack>.json,
 * with the converters the system registers on `babele.init` (src/babele.ts). Only the mapping
 * kinds those files use are reproduced (a field path, or a path with a registered converter);
 * Babele's `fromPack` and `name` converters of the actor pack are not.
 */
import { existsSync } from "node:fs";
import { readJson } from "../helpers/files";
import { getProperty, setProperty, type Plain } from "./utils";

type Converter = (value: never, translations: unknown) => unknown;
const converters: Record<string, Converter> = {};

/** The Babele API the system calls on `babele.init`. */
export const babeleApi = {
  setSystemTranslationsDir: (_dir: string) => undefined,
  registerConverters: (list: Record<string, Converter>) => void Object.assign(converters, list),
};

interface TranslationFile {
  mapping?: Record<string, string | { path: string; converter: string }>;
  entries: Record<string, Plain>;
}

/** A `translate` option for createTestWorld: renames compendium sources as Babele would in `lang`. */
export function babeleTranslation(lang: string): (pack: string, source: Plain) => Plain {
  const files = new Map<string, TranslationFile | null>();
  const file = (pack: string) => {
    if (!files.has(pack)) {
      const path = `lang/babele/${lang}/altherion.${pack}.json`;
      files.set(pack, existsSync(path) ? readJson<TranslationFile>(path) : null);
    }
    return files.get(pack) ?? null;
  };
  return (pack, source) => {
    const t = file(pack);
    const entry = t?.entries[String(source.name)];
    if (!t || !entry) return source;
    const out = structuredClone(source);
    if (typeof entry.name === "string") out.name = entry.name;
    for (const [key, map] of Object.entries(t.mapping ?? {})) {
      if (!(key in entry)) continue;
      const path = typeof map === "string" ? map : map.path;
      const convert = typeof map === "string" ? null : converters[map.converter];
      if (typeof map !== "string" && !convert) continue;
      setProperty(out, path, convert ? convert(getProperty(out, path) as never, entry[key]) : entry[key]);
    }
    return out;
  };
}
