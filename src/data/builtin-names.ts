/**
 * Names the system itself writes in French into item data, shown in the user's language: the rules' example
 * expertises of the default skills (R-SK-1) and the languages' « Écriture » (R-SK-6), as new characters and the
 * compendiums carry them. Each built-in name has one lang key; a context builder shows `expertiseName(...)`, never
 * the stored name, so an English world without Babele reads "Writing". Stored data is never rewritten: a name the
 * user typed (a custom expertise, or a built-in one renamed) is shown as typed. The one list of these names.
 */
import { DEFAULT_SKILLS, LANGUAGE_EXPERTISES, skillKeyFromName } from "../rules/index";

/** Where the built-in expertises' words live in lang/*.json: `ALTHERION.Competence.Expertise.<folded name>`. */
const EXPERTISE_KEY_PREFIX = "ALTHERION.Competence.Expertise.";

// R-SK-1 / R-SK-6 every expertise name the system writes, stored French → its lang key (the name folded: « Lames légères » → lames-legeres).
const BUILTIN_EXPERTISES: ReadonlyMap<string, string> = new Map(
  [...DEFAULT_SKILLS.flatMap((s): readonly string[] => s.expertises), ...LANGUAGE_EXPERTISES]
    .map((name) => [name, `${EXPERTISE_KEY_PREFIX}${skillKeyFromName(name)}`]),
);

/** The built-in expertise names, each once (the lang files and the Babele English must cover every one). */
export const builtinExpertiseNames = (): string[] => [...BUILTIN_EXPERTISES.keys()];

/** The lang key of a built-in expertise's stored name; null for any other name. */
export function builtinExpertiseKey(name: string): string | null {
  return BUILTIN_EXPERTISES.get(name) ?? null;
}

/** The user's dictionary (game.i18n, a sheet's words): a lang key → its text. */
export interface Localizer { localize(key: string): string }

/** An expertise as item data stores it (`system.expertises[]`). */
export interface StoredExpertise { nom?: unknown; personnalisee?: unknown }

/**
 * What an expertise is called on screen: a built-in name the system wrote, in the user's language; a custom one
 * (`personnalisee`) or any name not built in, as stored.
 */
export function expertiseName(words: Localizer, e: StoredExpertise): string {
  const stored = typeof e.nom === "string" ? e.nom : "";
  const key = e.personnalisee === true ? null : builtinExpertiseKey(stored);
  return key ? words.localize(key) : stored;
}

/**
 * The index of the expertise a player means by a typed name, compared without case with its stored name and with
 * what the sheet shows (« Writing » finds the stored « Écriture » in English); -1 when none.
 */
export function findExpertise(words: Localizer, list: readonly StoredExpertise[], typed: string): number {
  const wanted = typed.trim().toLowerCase();
  return list.findIndex((e) => String(e.nom ?? "").toLowerCase() === wanted || expertiseName(words, e).toLowerCase() === wanted);
}
