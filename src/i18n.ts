/** Localization for code that runs in Foundry: the key itself until game.i18n is ready. */
import { formatHelpers, formatText, ordinalText, pluralText, type Dictionary, type Words } from "./words/helpers";
import { formatTemplate } from "./words/format";

/** Foundry's dictionary as the formatting helper reads it (null before game.i18n is ready). */
function dictionary(): Dictionary | null {
  const i18n = game.i18n;
  return i18n ? { lang: i18n.lang, localize: (key) => i18n.localize(key) } : null;
}

/** The words sheetWords last gave, with the dictionary and language they read. */
let current: { i18n: unknown; lang: string; words: Words } | null = null;

/**
 * The user's words for a sheet's context builder: game.i18n's localize, and its placeholders filled with French
 * elision (words/format.ts formatTemplate). The same object while the dictionary and language last, so what a render localized is kept for the next
 * (words/helpers.ts localizedOnce).
 */
export function sheetWords(): Words {
  const i18n = game.i18n;
  const lang = i18n?.lang ?? "fr";
  if (current && current.i18n === i18n && current.lang === lang) return current.words;
  const words: Words = {
    lang,
    localize: (key) => i18n?.localize(key) ?? key,
    // French elision as localize gives it (« l'incantation d'Éclair »), not game.i18n.format's plain fill.
    format: (key, data) => (i18n ? formatTemplate(lang, i18n.localize(key), data) : key),
  };
  current = { i18n, lang, words };
  return words;
}

/** Localizes an i18n key, formatted with `data` when given (numbers per locale, French elision). */
export function localize(key: string, data?: Record<string, string | number>): string {
  const dict = dictionary();
  if (!dict) return key;
  return data ? formatText(dict, key, data) : dict.localize(key);
}

/** KEY.one / KEY.other… for a count (Intl.PluralRules). */
export function localizePlural(key: string, n: number, data?: Record<string, string | number>): string {
  const dict = dictionary();
  return dict ? pluralText(dict, key, n, data) : key;
}

/** KEY.one / KEY.two / KEY.few / KEY.other… for a rank (Intl.PluralRules, ordinal). */
export function localizeOrdinal(key: string, n: number, data?: Record<string, string | number>): string {
  const dict = dictionary();
  return dict ? ordinalText(dict, key, n, data) : key;
}

/** The template helpers of words/helpers.ts, bound to the user's language (entry's init hook, after i18n is set up). */
export function registerFormatHelpers(): void {
  Handlebars.registerHelper(formatHelpers({ get lang() { return game.i18n?.lang ?? "fr"; }, localize: (key) => game.i18n?.localize(key) ?? key }));
}
