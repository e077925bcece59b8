/**
 * The formatting helper as Handlebars helpers, one set for Foundry (registered at init with
 * game.i18n) and for the render tests (with the test dictionaries): every template formats
 * numbers, signs, percentages, plurals, dates and inserted names through these.
 *
 *   {{altNumber n}} {{altSigned n}} {{altPercent p}} {{altDate iso}}
 *   {{altFormat "KEY" name=x}}      — a lang string with placeholders (French elision)
 *   {{altPlural "KEY" n other=x}}   — KEY.one / KEY.other… chosen by Intl.PluralRules, {n} formatted
 *   {{altLabelled label value}}     — "label : value" (French no-break space before « : », none in English)
 */
import { formatDate, formatNumber, formatPercent, formatSigned, formatTemplate, ordinalCategory, pluralCategory } from "./format";

/** A language and its dictionary lookup (game.i18n.localize returns the key itself when missing). */
export interface Dictionary {
  lang: string;
  localize(key: string): string;
}

/**
 * A dictionary with a `format` filling placeholders (French elision, values as given): the words a sheet's context
 * builder localizes once per render, so its rows are plain lookups in the templates (what a template's
 * `{{localize "KEY" x=…}}` would give).
 */
export interface Words extends Dictionary {
  format(key: string, data: Record<string, string>): string;
}

/** Texts a memo keeps per words (a sheet's rows, in a few languages): past it, the memo starts again. */
const MEMO_SIZE = 5000;
const onceOf = new WeakMap<Words, Words>();

/**
 * `words` with each key localized, and each `format` filled, once: a sheet's render asks for the same few dozen keys
 * hundreds of times (one per row), and its next render for the same texts again. Kept per `words` object (a sheet
 * class passes the same one while the language lasts: i18n.ts sheetWords).
 */
export function localizedOnce(words: Words): Words {
  const known = onceOf.get(words);
  if (known) return known;
  const seen = new Map<string, string>();
  const formatted = new Map<string, string>();
  const once: Words = {
    lang: words.lang,
    format: (key, data) => {
      const id = `${key}\u0000${JSON.stringify(data)}`;
      let text = formatted.get(id);
      if (text === undefined) {
        if (formatted.size >= MEMO_SIZE) formatted.clear();
        formatted.set(id, (text = words.format(key, data)));
      }
      return text;
    },
    localize: (key) => {
      let text = seen.get(key);
      if (text === undefined) seen.set(key, (text = words.localize(key)));
      return text;
    },
  };
  onceOf.set(words, once);
  return once;
}

/**
 * Texts made from `words` and one string (an item's name, an i18n key), kept per words: a sheet's rows ask for the
 * same texts at each render, a lookup by the name is cheaper than building them again. Past MEMO_SIZE, it starts again.
 */
export function perWords<T>(make: (words: Words, key: string) => T): (words: Words, key: string) => T {
  const kept = new WeakMap<Words, Map<string, T>>();
  return (words, key) => {
    let texts = kept.get(words);
    if (!texts || texts.size >= MEMO_SIZE) kept.set(words, (texts = new Map()));
    let value = texts.get(key);
    if (value === undefined) texts.set(key, (value = make(words, key)));
    return value;
  };
}

type Options = { hash?: Record<string, unknown> } | undefined;
/** Handlebars passes its options object last: a helper called without a hash gets it where a value would be. */
const hashOf = (options: unknown): Record<string, unknown> => ((options as Options)?.hash ?? {});
const num = (v: unknown): number => (typeof v === "number" ? v : Number(v));

/** KEY.{category}, else KEY.other (a language may have categories the files do not spell), filled with n and data. */
function formText(dict: Dictionary, key: string, category: Intl.LDMLPluralRule, n: number, data: Record<string, unknown>): string {
  const exact = `${key}.${category}`;
  const found = dict.localize(exact);
  const template = found === exact ? dict.localize(`${key}.other`) : found;
  return formatTemplate(dict.lang, template, { ...data, n: formatNumber(dict.lang, n) });
}

/** KEY.{plural category} of a count, else KEY.other. */
export function pluralText(dict: Dictionary, key: string, n: number, data: Record<string, unknown> = {}): string {
  return formText(dict, key, pluralCategory(dict.lang, n), n, data);
}

/** KEY.{ordinal category} of a rank, else KEY.other: a rank in words (« 2ᵉ action », "2nd turn"). */
export function ordinalText(dict: Dictionary, key: string, n: number, data: Record<string, unknown> = {}): string {
  return formText(dict, key, ordinalCategory(dict.lang, n), n, data);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text as the HTML of a `data-tooltip`: Foundry's tooltip reads that attribute as HTML, so a name a player chose
 * (an item, a skill, an enricher's label) is escaped once more than the attribute's own escaping, and shows as typed.
 */
export function tooltipHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** A lang string with its placeholders filled (numbers formatted, French elision). */
export function formatText(dict: Dictionary, key: string, data: Record<string, unknown> = {}): string {
  const values = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === "number" ? formatNumber(dict.lang, v) : v]));
  return formatTemplate(dict.lang, dict.localize(key), values);
}

/** The lang key of "label: value" (a label, then what it is about): the language's colon and spaces, never typed in a template. */
export const LABELLED = "ALTHERION.Words.Labelled";

/** "Supprimer : Mêlée" / "Delete: Melee" — a label and its value joined by the language's colon; the value alone without a label. */
export function labelled(dict: Dictionary, label: string, value: string): string {
  if (!label) return value;
  let texts = labelledOf.get(dict);
  if (!texts || texts.size >= MEMO_SIZE) labelledOf.set(dict, (texts = new Map()));
  const id = `${label}\u0000${value}`;
  let text = texts.get(id);
  if (text === undefined) texts.set(id, (text = formatTemplate(dict.lang, dict.localize(LABELLED), { label, value })));
  return text;
}
/** `labelled` texts per dictionary (a sheet's rows repeat them at each render). */
const labelledOf = new WeakMap<Dictionary, Map<string, string>>();

export function formatHelpers(dict: Dictionary): Record<string, (...args: unknown[]) => string> {
  return {
    altTooltip: (text) => tooltipHtml(text === undefined || text === null ? "" : String(text)),
    altNumber: (n) => formatNumber(dict.lang, num(n)),
    altSigned: (n) => formatSigned(dict.lang, num(n)),
    altPercent: (p) => formatPercent(dict.lang, num(p)),
    altDate: (v) => formatDate(dict.lang, v as string),
    altFormat: (key, options) => formatText(dict, String(key), hashOf(options)),
    altPlural: (key, n, options) => pluralText(dict, String(key), num(n), hashOf(options)),
    altLabelled: (label, value) => labelled(dict, String(label ?? ""), String(value ?? "")),
  };
}
