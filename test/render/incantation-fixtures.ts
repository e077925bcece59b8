/** R-SPELL-3 the tracker's incantation mark built as the tracker builds it, with the lang files' words (render and browser tests). */
import { localize, type Lang } from "./handlebars-env";
import { formatText, pluralText } from "../../src/words/helpers";
import { incantationBadge, incantationRow, type MarkWords } from "../../src/combat/incantation";

/** The lang files' words, as the tracker gets them from Foundry's localization. */
export function markWords(lang: Lang): MarkWords {
  const dict = { lang, localize: (key: string) => localize(lang, key) };
  return { plural: (key, n, data) => pluralText(dict, key, n, data), format: (key, data) => formatText(dict, key, data) };
}

/** Nérée's second turn and next round's first, taken; seen on Brute's turn of round 1. */
export function markOf(name: string, lang: Lang, canStop: boolean) {
  const record = { combat: "c1", turns: [{ round: 1, pass: 2 }, { round: 2, pass: 1 }] };
  const view = incantationRow(record, { id: "c1", round: 1, turn: 1, turnIds: ["neree", "brute", "neree"] }, "neree", 2, name);
  if (!view) throw new Error("no mark");
  return incantationBadge(view, canStop, markWords(lang));
}

