/**
 * The one formatting helper of every screen (GLOSSARY.md "Typography"): numbers, signed values,
 * percentages, plurals, dates and names inserted into sentences, in the user's language. Pure:
 * `Intl` only, no Foundry globals; `helpers.ts` plugs it into Handlebars, `i18n.ts` into code.
 */

/** U+00A0 no-break space and U+202F narrow no-break space. */
export const NBSP = "\u00a0";
export const NNBSP = "\u202f";
/** The minus sign of negatives (never a hyphen). */
export const MINUS = "\u2212";

const isFrench = (lang: string) => lang.toLowerCase().startsWith("fr");

/** Intl objects are costly to build: one per language and options (the roll dialog re-renders on every change). */
const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let v = cache.get(key) as T | undefined;
  if (!v) cache.set(key, (v = make()));
  return v;
}
const numbers = (lang: string, digits: number) => cached(`n:${lang}:${digits}`, () => new Intl.NumberFormat(lang, { maximumFractionDigits: digits }));
const percents = (lang: string) => cached(`p:${lang}`, () => new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 }));
const plurals = (lang: string) => cached(`r:${lang}`, () => new Intl.PluralRules(lang));
const ordinals = (lang: string) => cached(`o:${lang}`, () => new Intl.PluralRules(lang, { type: "ordinal" }));
const dates = (lang: string) => cached(`d:${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }));

/** French puts a narrow no-break space before "%" (some ICU builds give a plain no-break space). */
const frenchPercent = (s: string) => s.replace(/[\s\u00a0\u202f]%/u, `${NNBSP}%`);

/** A number in the language's digits and separators ("12 345,5" / "12,345.5"), negatives with "−". */
export function formatNumber(lang: string, n: number, digits = 1): string {
  if (!Number.isFinite(n)) return "";
  const s = numbers(lang, digits).format(Math.abs(n));
  return n < 0 && s !== "0" ? `${MINUS}${s}` : s;
}

/** A signed number: "+3", "−2", "0". */
export function formatSigned(lang: string, n: number): string {
  return n > 0 ? `+${formatNumber(lang, n)}` : formatNumber(lang, n);
}

/** A percentage given from 0 to 100 ("34,8 %" in French, "34.8%" in English). */
export function formatPercent(lang: string, percent: number): string {
  if (!Number.isFinite(percent)) return "";
  const s = percents(lang).format(percent / 100);
  return isFrench(lang) ? frenchPercent(s) : s;
}

/** A length of world time in its largest whole unit, the language's words and plural ("2 heures", "90 seconds"). */
export function formatDuration(lang: string, seconds: number): string {
  const [unit, size] = (([["day", 86_400], ["hour", 3600], ["minute", 60]] as const).find(([, n]) => seconds % n === 0) ?? ["second", 1]);
  const s = cached(`u:${lang}:${unit}`, () => new Intl.NumberFormat(lang, { style: "unit", unit, unitDisplay: "long" })).format(seconds / size);
  return isFrench(lang) ? s.replace(/(\d)[ \u202f](?=\p{L})/u, `$1${NBSP}`) : s; // French: no break between the number and its unit (ICU builds differ)
}

/** The plural category of a count (Intl.PluralRules: "one", "other", French "many"…). */
export function pluralCategory(lang: string, n: number): Intl.LDMLPluralRule {
  return plurals(lang).select(n);
}

/** The ordinal category of a rank (Intl.PluralRules type "ordinal": English 1st "one", 2nd "two", 3rd "few", 4th "other"; French 1re "one", 2ᵉ "other"). */
export function ordinalCategory(lang: string, n: number): Intl.LDMLPluralRule {
  return ordinals(lang).select(n);
}

/**
 * Picks the form of a count among a key's forms (`{ one, other }` in the lang files): the
 * language's category, else "other". Never « (s) ».
 */
export function pluralForm<T>(lang: string, n: number, forms: Partial<Record<Intl.LDMLPluralRule, T>>): T | undefined {
  return forms[pluralCategory(lang, n)] ?? forms.other;
}

/** A date (ISO string, timestamp or Date) in the language's long form ("1 février 2025"), "" when unreadable. */
export function formatDate(lang: string, value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "" : dates(lang).format(d);
}

const dateTimes = (lang: string) => cached(`t:${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }));

/** A moment (ISO string, timestamp or Date) in the language's words and the user's time zone ("6 déc. 2026, 14:05"), "" when unreadable. */
export function formatDateTime(lang: string, value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "" : dateTimes(lang).format(d);
}

/**
 * [I] French elision before an inserted word that starts with a vowel or an h, treated as mute
 * (« Test d'Aëlys », « Jet d'Harmonie »): "de", "que", "le", "la" written just before a
 * placeholder lose their vowel. Only placeholders are touched; the lang files' own words are
 * written correctly by hand.
 */
const ELIDABLE = /^[aeiouyhàâäéèêëîïôöùûüœæ]/iu;
const ELIDED: Record<string, string> = { de: "d'", De: "D'", que: "qu'", Que: "Qu'", le: "l'", Le: "L'", la: "l'", La: "L'" };

/** A template's text and placeholders (with the article written before one, if any), found once per template. */
type Piece = string | { article: string | undefined; key: string };
const PLACEHOLDER = /(?:(?<=^|[\s(«\u00a0])(de|De|que|Que|le|Le|la|La) )?\{(\w+)\}/gu;
const parsed = new Map<string, Piece[]>();

function piecesOf(template: string): Piece[] {
  let pieces = parsed.get(template);
  if (pieces) return pieces;
  pieces = [];
  let end = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (m.index > end) pieces.push(template.slice(end, m.index));
    pieces.push({ article: m[1], key: m[2] });
    end = m.index + m[0].length;
  }
  if (end < template.length) pieces.push(template.slice(end));
  if (parsed.size >= 5000) parsed.clear(); // lang strings are a bounded set; anything else stays bounded too
  parsed.set(template, pieces);
  return pieces;
}

/** Game.i18n.format's `{name}` placeholders, with French elision and the values as given (each template parsed once: sheets fill hundreds per render). */
export function formatTemplate(lang: string, template: string, data: Record<string, unknown>): string {
  const french = isFrench(lang);
  let out = "";
  for (const piece of piecesOf(template)) {
    if (typeof piece === "string") { out += piece; continue; }
    const v = piece.key in data ? String(data[piece.key]) : `{${piece.key}}`;
    out += !piece.article ? v : french && ELIDABLE.test(v) ? `${ELIDED[piece.article]}${v}` : `${piece.article} ${v}`;
  }
  return out;
}
