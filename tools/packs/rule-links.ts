/**
 * Rule ids (`R-XXX-n`) are for RULES.md, the code and the tests; no player ever reads one
 * (GLOSSARY.md). The content modules write `<strong>R-XXX-n</strong>` where a rule is stated or
 * cited; this last pass of the generator turns that into what a player reads:
 * - in the rules journal, the paragraph that states a rule keeps its id only as an attribute
 *   (`<p data-rule="R-CAR-1">`, never shown; the packs test finds every rule of RULES.md by it);
 * - everywhere else, a citation becomes a link to that paragraph's section of the rules journal in
 *   the text's language, labelled with the section's title.
 * A rule id left anywhere else in a generated text stops the generator.
 */
import { SYSTEM_ID } from "./core";
import type { Doc } from "./core";

export type Lang = "fr" | "en";
/** Where each rule is stated: rule id → the page's UUID and its section's title, per language. */
export type RuleIndex = Record<Lang, Map<string, { uuid: string; section: string }>>;

const ID = "R-[A-Z]+-\\d+";
const STATED = new RegExp(`<p><strong>(${ID})</strong> `, "g");
const CITED = new RegExp(`<strong>(${ID})</strong>`, "g");
const ANY = new RegExp(`\\b${ID}\\b`);
const HIDDEN = new RegExp(` data-rule="${ID}"`, "g");

type Page = { _id: string; name: string; text: { content: string } };

/** The rules journal's entries (flags.altherion.lang) indexed by the rules their paragraphs state. */
export function ruleIndex(entries: readonly Doc[]): RuleIndex {
  const index: RuleIndex = { fr: new Map(), en: new Map() };
  for (const entry of entries) {
    const lang = (entry.flags as Record<string, { lang?: Lang }>)[SYSTEM_ID]?.lang;
    if (lang !== "fr" && lang !== "en") throw new Error(`Rules journal ${entry.name as string}: no language flag`);
    for (const page of entry.pages as Page[]) {
      let section = page.name;
      for (const m of page.text.content.matchAll(new RegExp(`<h2>([^<]*)</h2>|${STATED.source}`, "g"))) {
        if (m[1] !== undefined) section = m[1];
        else if (!index[lang].has(m[2])) {
          index[lang].set(m[2], { uuid: `Compendium.${SYSTEM_ID}.regles.JournalEntry.${entry._id as string}.JournalEntryPage.${page._id}`, section });
        }
      }
    }
  }
  return index;
}

/** One text as a player reads it: stated rules marked by an attribute, cited rules linked to their section. */
export function playerText(text: string, lang: Lang, index: RuleIndex): string {
  const out = text.replace(STATED, '<p data-rule="$1">').replace(CITED, (_, id: string) => {
    const at = index[lang].get(id);
    if (!at) throw new Error(`Rule ${id} is cited but stated nowhere in the ${lang} rules journal`);
    return `@UUID[${at.uuid}]{${at.section}}`;
  });
  const left = out.replace(HIDDEN, "").match(ANY);
  if (left) throw new Error(`Rule id ${left[0]} left in a player's text: ${out.slice(0, 120)}`);
  return out;
}

/** Every string of a document (or Babele entry), through playerText. */
export function withPlayerTexts<T>(value: T, lang: Lang, index: RuleIndex): T {
  if (typeof value === "string") return playerText(value, lang, index) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => withPlayerTexts(v, lang, index)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlayerTexts(v, lang, index)])) as T;
  }
  return value;
}
