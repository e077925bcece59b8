/**
 * Test-only Handlebars environment: the real Handlebars 4 (the major version Foundry ships) with
 * small stand-ins for the Foundry helpers our templates use, and every template of templates/
 * registered as a partial under the path Foundry gives it (systems/altherion/templates/…).
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { readJson, walk } from "../helpers/files";
import { formatHelpers, type Words } from "../../src/words/helpers";
import { formatTemplate } from "../../src/words/format";
import { rowMemo, type RowMemo } from "../../src/applications/sheets/row-memo";

export type Lang = "fr" | "en";
const dictionaries: Record<Lang, Record<string, unknown>> = {
  fr: readJson("lang/fr.json"),
  en: readJson("lang/en.json"),
};

/** Foundry's game.i18n.localize: a missing key comes back as itself (so tests can spot it). */
export function localize(lang: Lang, key: string): string {
  const value = key.split(".").reduce<unknown>((o, p) => (o && typeof o === "object" ? (o as Record<string, unknown>)[p] : undefined), dictionaries[lang]);
  return typeof value === "string" ? value : key;
}

/** Foundry's game.i18n.format: `{name}` placeholders. */
export function format(lang: Lang, key: string, data: Record<string, unknown>): string {
  return localize(lang, key).replace(/\{(\w+)\}/g, (_, k: string) => String(data[k] ?? `{${k}}`));
}

/** The words a sheet class hands its context builder (src/i18n.ts sheetWords), from the test dictionaries. */
export function testWords(lang: Lang): Words {
  return { lang, localize: (key) => localize(lang, key), format: (key, data) => formatTemplate(lang, localize(lang, key), data) };
}

export function createEnvironment(lang: Lang, memo: RowMemo = rowMemo(() => lang)): typeof Handlebars {
  const hbs = Handlebars.create();
  hbs.registerHelper(formatHelpers({ lang, localize: (key) => localize(lang, key) })); // the system's own helpers, as registered at init
  hbs.registerHelper("altRow", memo.helper as never);
  hbs.registerHelper({
    localize: (key: string, options: Handlebars.HelperOptions) => {
      const hash = options?.hash ?? {};
      return Object.keys(hash).length ? format(lang, key, hash) : localize(lang, key);
    },
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    lt: (a: number, b: number) => a < b,
    lte: (a: number, b: number) => a <= b,
    gt: (a: number, b: number) => a > b,
    gte: (a: number, b: number) => a >= b,
    and: (...args: unknown[]) => args.slice(0, -1).every(Boolean),
    or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
    not: (a: unknown) => !a,
    concat: (...args: unknown[]) => args.slice(0, -1).join(""),
    checked: (v: unknown) => (v ? "checked" : ""),
    disabled: (v: unknown) => (v ? "disabled" : ""),
    ifThen: (c: unknown, a: unknown, b: unknown) => (c ? a : b),
    numberFormat: (n: number, options: Handlebars.HelperOptions) => {
      const sign = options?.hash?.sign && n > 0 ? "+" : "";
      return `${sign}${n}`;
    },
    selectOptions: (choices: Record<string, string> | { value: string; label: string }[], options: Handlebars.HelperOptions) => {
      const selected = String(options.hash.selected ?? "");
      const entries = Array.isArray(choices) ? choices.map((c) => [c.value, c.label] as const) : Object.entries(choices);
      const html = entries
        .map(([value, label]) => {
          const text = options.hash.localize ? localize(lang, label) : label;
          return `<option value="${hbs.escapeExpression(value)}"${value === selected ? " selected" : ""}>${hbs.escapeExpression(text)}</option>`;
        })
        .join("");
      return new hbs.SafeString(html);
    },
  });
  for (const file of walk("templates", [".hbs"])) {
    hbs.registerPartial(`systems/altherion/${file}`, readFileSync(file, "utf8"));
  }
  return hbs;
}

const environments = new Map<Lang, typeof Handlebars>();
const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** Renders templates/<path> with the given context, as Foundry's renderTemplate would (compiled once per language, as Foundry caches them). */
export function render(lang: Lang, path: string, context: object): string {
  let hbs = environments.get(lang);
  if (!hbs) environments.set(lang, (hbs = createEnvironment(lang)));
  const key = `${lang}:${path}`;
  let template = compiled.get(key);
  if (!template) compiled.set(key, (template = hbs.compile(readFileSync(path, "utf8"), { strict: false })));
  return template(context);
}
