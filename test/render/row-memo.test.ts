/**
 * Speed: a list row, and a part of the sheet that is not a list (personnage-context.ts PART_KEYS), renders once
 * per distinct content (row-memo.ts, the `altRow` block helper). A sheet rendered through a memo that has seen earlier
 * versions of the character must be the same HTML as a cold render (an empty memo) after each change: an edited item,
 * a renamed one, a deleted one, a value derived on the actor (the native language), the mode, an opened description,
 * the skills' filter, another language; and the character's own data (a wound, a characteristic, a state, Moral, XP,
 * an effect, the biography, the open tab, the creation budget).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DRAWN_ONLY, PART_KEYS, PERSONNAGE_TABS, buildPersonnageContext } from "../../src/applications/sheets/personnage-context";
import type { PersonnageInput, PersonnageTab } from "../../src/applications/sheets/personnage-context";
import { rowMemo } from "../../src/applications/sheets/row-memo";
import { EFFECTS, GM, enCreation, personnage } from "../fixtures/sheet-fixtures";
import { createEnvironment, testWords, type Lang } from "./handlebars-env";
import { walk } from "../helpers/files";

let lang: Lang = "fr";
const shared = rowMemo(() => lang); // one memo for both languages, as Foundry has one Handlebars
const warm = { fr: createEnvironment("fr", shared), en: createEnvironment("en", shared) };
/** The sheet's parts as the sheet class lists them (personnage-sheet.ts PARTS, the limited view aside). */
const PART_FILES = ["templates/sheets/personnage/header.hbs", "templates/sheets/parts/tabs.hbs", ...PERSONNAGE_TABS.map((t) => `templates/sheets/personnage/${t}.hbs`)];
const templates = PART_FILES.map((file) => readFileSync(file, "utf8"));
const compiled = new Map<object, Handlebars.TemplateDelegate[]>();

/** A sheet's input and the tab it shows. */
type Step = PersonnageInput & { tab?: PersonnageTab };

function sheet(env: typeof warm.fr, input: Step): string {
  let parts = compiled.get(env);
  if (!parts) compiled.set(env, (parts = templates.map((t) => env.compile(t))));
  const ctx = buildPersonnageContext({ ...input, words: testWords(lang) }, input.tab);
  return parts.map((p) => p(ctx)).join("");
}
/** The same input rendered through a memo emptied first (its own environments, compiled once). */
const coldMemo = rowMemo(() => lang);
const coldEnv = { fr: createEnvironment("fr", coldMemo), en: createEnvironment("en", coldMemo) };
const cold = (input: Step) => { coldMemo.clear(); return sheet(coldEnv[lang], input); };
const withSystem = (input: PersonnageInput, change: (s: PersonnageInput["system"]) => Partial<PersonnageInput["system"]>): PersonnageInput =>
  ({ ...input, system: { ...input.system, ...change(input.system) } });

const base = personnage(GM);
const rows = (html: string) => html.match(/<li class="alt-(item-row|skill) /g)?.length ?? 0;
const edit = (input: PersonnageInput, index: number, change: Partial<PersonnageInput["items"][number]> & { system?: Record<string, unknown> }) => ({
  ...input,
  items: input.items.map((item, i) => (i === index ? { ...item, ...change, system: { ...item.system, ...change.system } } : item)),
});

describe("speed: a row rendered once per distinct content", () => {
  it("after each change, a render through the warm memo is the same HTML as a cold render", () => {
    const gear = base.items.findIndex((i) => i.type === "equipement");
    const skill = base.items.findIndex((i) => i.type === "competence");
    const weapon = base.items.findIndex((i) => i.type === "arme");
    const language = base.items.find((i) => i.type === "competence" && i.system.categorie === "langues");
    expect([gear, skill, weapon].every((i) => i >= 0) && language).toBeTruthy();
    const vitalite = base.system.constitutions.vitalite;
    const steps: [string, Step][] = [
      ["the character as it is", base],
      ["a wound on Vitalité", withSystem(base, (s) => ({ constitutions: { ...s.constitutions, vitalite: { ...vitalite, value: vitalite.value - 3 } } }))],
      ["a characteristic raised", withSystem(base, (s) => ({ effectives: { ...s.effectives!, force: s.effectives!.force + 1 } }))],
      ["a special state entered", { ...base, statuses: [...(base.statuses ?? []), "acharnement"] }],
      ["the personal Moral", withSystem(base, () => ({ moral: { espoir: 3, desespoir: 2 } }))],
      ["XP earned", withSystem(base, (s) => ({ xp: { ...s.xp!, total: s.xp!.total + 5 } }))],
      ["an effect disabled", { ...base, effects: EFFECTS.map((e, i) => (i === 0 ? { ...e, disabled: !e.disabled } : e)) }],
      ["the biography", { ...base, biographieHTML: "<p>Partie à l'aube.</p>" }],
      ["another tab open", { ...base, tab: "sante" }],
      ["in creation, its budget open", { ...enCreation(GM), creationOpen: true }],
      ["a gear quantity edited", edit(base, gear, { system: { quantite: 7 } })],
      ["a skill renamed and its level changed", edit(base, skill, { name: "Mêlée lourde", system: { niveau: 9 } })],
      ["an item deleted", { ...base, items: base.items.filter((_, i) => i !== weapon) }],
      ["the native language, derived on the actor", personnage(GM, { langueNatale: "central" })],
      ["edit mode", { ...base, mode: "edit" }],
      ["a description opened", { ...base, expanded: [{ id: base.items[weapon].id, html: "<p>Forgée à <em>Valmont</em>.</p>" }] }],
      ["the skills filtered", { ...base, skillFilter: { query: "mel", hideZero: true } }],
      ["a viewer who cannot edit", { ...base, flags: { ...GM, editable: false } }],
      ["the character as it is, again", base],
    ];
    for (const l of ["fr", "en", "fr"] as const) {
      lang = l;
      for (const [what, input] of steps) {
        const html = sheet(warm[l], input);
        expect(html, `${l}: ${what}`).toBe(cold(input));
      }
    }
    lang = "fr";
    const at = (what: string) => steps.find(([w]) => w === what)![1];
    const [whole, deleted, renamed] = [at("the character as it is"), at("an item deleted"), at("a skill renamed and its level changed")].map((input) => sheet(warm.fr, input));
    expect(rows(deleted)).toBe(rows(whole) - 1);
    expect(deleted).not.toContain(`data-item-id="${base.items[weapon].id}"`);
    expect(renamed).toContain("Mêlée lourde");
    expect(shared.size).toBeGreaterThan(base.items.length); // the memo did keep rows across the renders
  }, 120_000); // the heavy render tests' timeout: 20 steps × 3 languages, warm and cold, on a shared machine

  it("keeps at most its limit of rows, the least recently used dropped first", () => {
    const memo = rowMemo(() => "fr", 2);
    let runs = 0;
    const options = { fn: (row: unknown) => { runs++; return JSON.stringify(row); }, hash: { editMode: false } };
    for (const row of [{ a: 1 }, { a: 2 }, { a: 1 }, { a: 3 }, { a: 1 }, { a: 2 }]) memo.helper(row, options);
    expect(memo.size).toBe(2);
    expect(runs).toBe(4); // { a: 1 } rendered once (kept as recently used); { a: 2 } dropped by { a: 3 }, rendered again
    expect(memo.helper({ a: 1 }, { ...options, hash: { editMode: true } })).toBe('{"a":1}');
    expect(runs).toBe(5); // the hash is part of the key
  });

  it("keeps no more than its weight (HTML and flat lists), the least recently used dropped first", () => {
    const memo = rowMemo(() => "fr", 100, 100);
    let runs = 0;
    const options = { fn: (row: unknown) => { runs++; return "x".repeat((row as { size: number }).size); }, hash: {} };
    for (const size of [30, 31, 32]) memo.helper({ size }, options); // ~40 each with their flat lists: the first goes
    expect(memo.size).toBe(2);
    runs = 0;
    memo.helper({ size: 31 }, options);
    memo.helper({ size: 32 }, options);
    expect(runs).toBe(0); // the two most recent are kept
    memo.helper({ size: 30 }, options);
    expect(runs).toBe(1); // the first was dropped: rendered again, and now the 31 goes
    memo.helper({ size: 200 }, options); // heavier than the whole weight: kept alone
    expect(memo.size).toBe(1);
    memo.clear();
    expect(memo.size).toBe(0);
  });

  it("two contents of one hash never give each other's HTML, and a row changed after its render is rendered again", () => {
    const memo = rowMemo(() => "fr");
    const options = { fn: (row: unknown) => JSON.stringify(row), hash: { editMode: false } };
    // The key samples a string's length and three characters: these two names share it.
    const [a, b] = [{ name: "abcde" }, { name: "aXcYe" }];
    for (let i = 0; i < 2; i++) {
      expect(memo.helper(a, options)).toBe('{"name":"abcde"}');
      expect(memo.helper(b, options)).toBe('{"name":"aXcYe"}');
    }
    const row = { name: "Dague", facts: [{ label: "Dégâts", value: "2d6+1" }] };
    expect(memo.helper(row, options)).toBe(JSON.stringify(row));
    row.facts[0].value = "2d6-1"; // the context's object changed after its render (the same key): the memo kept a copy
    expect(memo.helper(row, options)).toBe(JSON.stringify(row));
  });

  it("the same leaves in another shape (nesting, an array for an object, another prototype) never share HTML", () => {
    const memo = rowMemo(() => "fr");
    let runs = 0;
    const options = { fn: (row: unknown) => { runs++; return `${JSON.stringify(row)}|${Object.getPrototypeOf(row) === null ? "bare" : "plain"}`; }, hash: { editMode: false } };
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
    const contents: unknown[] = [
      { a: { b: 1 } }, { a: {}, b: 1 }, // one key moved out of its object
      { a: ["x", "y"] }, { a: { 0: "x", 1: "y" } }, { a: ["x"], b: "y" }, // an array, an object with its indexes, a shorter array
      { a: 1 }, bare, // plain and prototype-less
      { a: "", b: null }, { a: null, b: "" }, { a: undefined }, {}, // empty, null and absent values
    ];
    for (let i = 0; i < 2; i++) for (const row of contents) expect(memo.helper(row, options)).toBe(options.fn(row));
    runs = 0;
    for (const row of contents) memo.helper(row, options);
    expect(runs).toBe(0); // each one kept under its own content, found again
  });

  it("a kept part is its whole template, and its keys hold every name of the context its template and partials read", () => {
    const ctx = buildPersonnageContext(personnage(GM));
    const rootKeys = new Set(Object.keys(ctx));
    /** Every name in a template's expressions and in the partials it calls (strings and comments aside): what it can read. */
    const names = (source: string, seen = new Set<string>(), paths: string[] = []): Set<string> => {
      const out = new Set<string>();
      const text = source.replace(/\{\{!--[\s\S]*?--\}\}/g, "").replace(/\{\{#altRow partData\.\w+\}\}/, ""); // the block's own opening
      for (const [, body] of text.matchAll(/\{\{([\s\S]*?)\}\}/g)) {
        for (const [, partial] of body.matchAll(/"systems\/altherion\/([^"]+)"/g)) {
          if (seen.has(partial)) continue;
          seen.add(partial);
          for (const n of names(readFileSync(partial, "utf8"), seen, paths)) out.add(n);
        }
        const bare = body.replace(/"[^"]*"/g, "");
        for (const [name] of bare.matchAll(/[A-Za-z_]\w*/g)) out.add(name);
        for (const [path] of bare.matchAll(/tabsById(\.\w+)?/g)) paths.push(path);
      }
      return out;
    };
    const kept = new Set<string>();
    for (const file of walk("templates", [".hbs"])) {
      const text = readFileSync(file, "utf8");
      const block = text.match(/\{\{#altRow partData\.(\w+)\}\}/);
      if (!block) continue;
      const part = block[1] as keyof typeof PART_KEYS;
      kept.add(part);
      expect(Object.keys(PART_KEYS), file).toContain(part);
      // Nothing outside the block but a leading comment: the whole template is the kept part.
      expect(text.replace(/^\{\{!--[\s\S]*?--\}\}\s*/, "").trim(), file).toMatch(new RegExp(`^\\{\\{#altRow partData\\.${part}\\}\\}[\\s\\S]*\\{\\{/altRow\\}\\}$`));
      expect(text.match(/\{\{#altRow partData\./g), file).toHaveLength(1);
      expect(text, file).not.toMatch(/\blookup\b/); // no name read from a computed key
      const tabs: string[] = [];
      const read = [...names(text, new Set(), tabs)].filter((n) => rootKeys.has(n));
      expect(read.filter((n) => !(PART_KEYS[part] as readonly string[]).includes(n)), `${file}: context keys read but not in PART_KEYS.${part}`).toEqual([]);
      expect(tabs.filter((p) => p !== `tabsById.${part}`), `${file}: tabsById read beyond its own tab`).toEqual([]);
      const slice = ctx.partData[part] as Record<string, unknown>;
      for (const key of PART_KEYS[part]) {
        if (key === "tabsById") expect(slice.tabsById, part).toEqual({ [part]: ctx.tabsById[part as PersonnageTab] });
        else expect(slice[key], `${part}.${key}`).toBe((ctx as Record<string, unknown>)[key]);
      }
      // A DRAWN_ONLY key is read only inside the tab's `{{#if tabsById.<tab>.loaded}}`, which holds all of the panel's content.
      const open = `{{#if tabsById.${part}.loaded}}`;
      const drawnOnly = DRAWN_ONLY[part as keyof typeof DRAWN_ONLY] ?? [];
      if (drawnOnly.length > 0) {
        const from = text.indexOf(open), to = text.lastIndexOf("{{/if}}");
        expect(from, file).toBeGreaterThan(0);
        const outside = text.slice(0, from) + text.slice(to + "{{/if}}".length);
        expect(outside.replace(/\{\{#altRow partData\.\w+\}\}|\{\{\/altRow\}\}|\s/g, ""), file).toMatch(/^<section[^>]*><\/section>$/);
        expect([...names(outside.replaceAll(`tabsById.${part}.`, "tabsById."))].filter((n) => drawnOnly.includes(n)), `${file}: read outside its drawn content`).toEqual([]);
        // No {{else}} of the drawn test itself: every else inside belongs to a block opened inside.
        let depth = 0;
        for (const [tag] of text.slice(from + open.length, to).matchAll(/\{\{~?\s*(#|\/|else\b)[^}]*\}\}/g)) {
          if (/^\{\{~?\s*#/.test(tag)) depth++;
          else if (/^\{\{~?\s*\//.test(tag)) depth--;
          else expect(depth, `${file}: ${tag} of the drawn test`).toBeGreaterThan(0);
          expect(depth, file).toBeGreaterThanOrEqual(0);
        }
        expect(depth, file).toBe(0);
        const undrawn = buildPersonnageContext(personnage(GM), part === "caracteristiques" ? "sante" : "caracteristiques", []).partData[part] as Record<string, unknown>;
        for (const key of drawnOnly) expect(key in undrawn, `${part}.${key} while the tab is not drawn`).toBe(false);
      }
    }
    expect([...kept].sort()).toEqual(Object.keys(PART_KEYS).sort()); // each kept part's template is one block
  });

  it("every altRow block reads only its row, its hash and the row words at @root.rowLabels", () => {
    const blocks = walk("templates", [".hbs"]).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\{\{#altRow this([^}]*)\}\}([\s\S]*?)\{\{\/altRow\}\}/g)]
      .map((m) => ({ file, hash: [...m[1].matchAll(/(\w+)=/g)].map((h) => h[1]), body: m[2] })));
    expect(blocks.length).toBeGreaterThanOrEqual(2); // the item lists and the skills
    for (const { file, hash, body } of blocks) {
      for (const [, path] of body.matchAll(/@root\.([\w.]+)/g)) expect(path.startsWith("rowLabels.") || hash.includes(path), `${file}: @root.${path}`).toBe(true);
      expect(body, file).not.toMatch(/@(index|key|first|last)\b|\.\.\/\.\.\//);
      // `../` only inside a nested each (the skill's own id from its expertises), never out of the row.
      const outside = body.replace(/\{\{#each [\s\S]*?\{\{\/each\}\}/g, "");
      expect(outside, file).not.toMatch(/\.\.\//);
    }
  });
});
