import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { flatKeys, readJson, walk } from "../helpers/files";

const fr = new Set(flatKeys(readJson("lang/fr.json")));
const en = new Set(flatKeys(readJson("lang/en.json")));
const template = readJson<Record<string, { types: string[] }>>("template.json");

/** Literal i18n keys written in source and templates (dynamic keys end with "." and are skipped). */
function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of [...walk("src", [".ts"]), ...walk("templates", [".hbs"])]) {
    for (const match of readFileSync(file, "utf8").matchAll(/["'`](ALTHERION\.[A-Za-z0-9_.-]+)["'`]/g)) {
      const key = match[1];
      if (!key.endsWith(".")) used.set(key, file);
    }
  }
  return used;
}

describe("lang/fr.json ↔ lang/en.json", () => {
  it("have the same keys", () => {
    expect([...fr].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !fr.has(k))).toEqual([]);
  });

  it("have no empty string", () => {
    for (const file of ["lang/fr.json", "lang/en.json"]) {
      const empty = flatKeys(readJson(file)).filter((k) => {
        const value = k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], readJson(file));
        return typeof value === "string" && value.trim() === "";
      });
      expect(empty, file).toEqual([]);
    }
  });

  it("define every ALTHERION.* key used in src/ and templates/", () => {
    // a plural key (words/helpers.ts altPlural) is defined by its forms: KEY.one, KEY.other…
    const missing = [...usedKeys()].filter(([key]) => !fr.has(key) && !fr.has(`${key}.other`)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("label every document sub-type (TYPES.*)", () => {
    for (const [doc, decl] of Object.entries(template)) {
      for (const type of decl.types) {
        expect(fr.has(`TYPES.${doc}.${type}`), `fr TYPES.${doc}.${type}`).toBe(true);
        expect(en.has(`TYPES.${doc}.${type}`), `en TYPES.${doc}.${type}`).toBe(true);
      }
    }
  });
});

describe("typography (GLOSSARY.md)", () => {
  const strings = (file: string) => flatKeys(readJson(file)).map((k) => [k, k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], readJson(file))] as const)
    .filter((e): e is readonly [string, string] => typeof e[1] === "string");
  it("French: no-break space before « : » and inside « », narrow no-break space before ; ! ?, real plurals", () => {
    const bad = strings("lang/fr.json").filter(([, v]) => / [:;!?](\s|$)|« | »|\(s\)/.test(v)).map(([k]) => k);
    expect(bad).toEqual([]);
  });
  it("French: no count glued to a plural noun outside plural forms (« {scars} cicatrices » reads « 1 cicatrices »)", () => {
    const fake = (v: string) => /\{\w+\}[\u00a0 ]+(?!max\b)\p{Ll}+[sx](?!\p{L})/u.test(v);
    const bad = strings("lang/fr.json").filter(([k, v]) => !/\.(?:zero|one|two|few|many|other)$/.test(k) && fake(v)).map(([k]) => k);
    expect(bad).toEqual([]);
  });
  it("French: one apostrophe, the straight one the lang file uses (« l'effet » and « d'expertise » on one card, not « d’expertise »)", () => {
    expect(strings("lang/fr.json").filter(([, v]) => v.includes("\u2019")).map(([k]) => k)).toEqual([]);
  });
  it("templates: numbers through the formatting helper (altNumber, altSigned), never core numberFormat (its minus is a hyphen)", () => {
    expect(walk("templates", [".hbs"]).filter((f) => readFileSync(f, "utf8").includes("numberFormat"))).toEqual([]);
  });
  it("a figure out of another (« 0 / 1 ») never splits over two lines: no-break spaces around the slash, in both languages and the chat and Moral templates", () => {
    const bad = [...strings("lang/fr.json"), ...strings("lang/en.json")].filter(([, v]) => /\} \/|\/ \{/.test(v)).map(([k]) => k);
    expect(bad).toEqual([]);
    const templates = [...walk("templates/chat", [".hbs"]), ...walk("templates/moral", [".hbs"])].filter((f) => /\}\} \/|\/ \{\{/.test(readFileSync(f, "utf8")));
    expect(templates).toEqual([]);
  });
  it("English: no space before a colon, no « (s) » plurals", () => {
    const bad = strings("lang/en.json").filter(([, v]) => /\s:(\s|$)|\(s\)/.test(v)).map(([k]) => k);
    expect(bad).toEqual([]);
  });
});

/**
 * A colon typed in a template is right in one language only (French wants « label : », English
 * "label:"): text and the attributes a user reads or hears go through {{altLabelled label value}}
 * (words/helpers.ts) or a lang string. Returns the offending snippets of one template.
 */
function typedColons(source: string): string[] {
  const colon = /(?:^|\s|§):|:(?:\s|§|$)/;
  const bare = source.replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}/g, "");
  const literals = [...bare.matchAll(/\{\{[\s\S]*?\}\}/g)].flatMap((m) => [...m[0].matchAll(/"([^"]*)"/g)].map((l) => l[1])).filter((l) => colon.test(l));
  const html = bare.replace(/\{\{\{?[\s\S]*?\}?\}\}/g, "§").replace(/<(style|script)\b[\s\S]*?<\/\1>/g, "");
  const attributes = [...html.matchAll(/\s(aria-[\w-]+|title|data-tooltip|placeholder|alt)="([^"]*)"/g)].map((m) => m[2]).filter((v) => colon.test(v));
  const text = html.replace(/<[^>]*>/g, "\n").split("\n").filter((t) => colon.test(t.trim()));
  return [...literals, ...attributes, ...text];
}

describe("templates: no colon typed by hand (GLOSSARY.md typography)", () => {
  it("the check sees a colon in an aria-label, a tooltip, a literal and text, and passes the helper", () => {
    expect(typedColons(`<button aria-label="{{localize "X"}} : {{name}}">`)).toHaveLength(1);
    expect(typedColons(`<i data-tooltip="{{x}}: {{y}}"></i>`)).toHaveLength(1);
    expect(typedColons(`{{concat label " : " name}}`)).toHaveLength(1);
    expect(typedColons(`<label>{{localize "X"}} :</label>`)).toHaveLength(1);
    expect(typedColons(`<button aria-label="{{altLabelled (localize "X") name}}" style="width: {{w}}%">`)).toEqual([]);
  });

  it.each(walk("templates", [".hbs"]))("%s", (file) => {
    expect(typedColons(readFileSync(file, "utf8"))).toEqual([]);
  });
});
