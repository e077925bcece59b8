/**
 * Issue 15 speed: a list row renders once per distinct content (row-memo.ts, the `altRow` block helper). A sheet
 * rendered through a memo that has seen earlier versions of the character must be the same HTML as a cold render
 * (an empty memo) after each change: an edited item, a renamed one, a deleted one, a value derived on the actor (the
 * native language), the mode, an opened description, the skills' filter, another language.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PERSONNAGE_TABS, buildPersonnageContext } from "../../src/applications/sheets/personnage-context";
import type { PersonnageInput } from "../../src/applications/sheets/personnage-context";
import { rowMemo } from "../../src/applications/sheets/row-memo";
import { GM, personnage } from "../fixtures/sheet-fixtures";
import { createEnvironment, testWords, type Lang } from "./handlebars-env";
import { walk } from "../helpers/files";

let lang: Lang = "fr";
const shared = rowMemo(() => lang); // one memo for both languages, as Foundry has one Handlebars
const warm = { fr: createEnvironment("fr", shared), en: createEnvironment("en", shared) };
const templates = PERSONNAGE_TABS.map((t) => readFileSync(`templates/sheets/personnage/${t}.hbs`, "utf8"));
const compiled = new Map<object, Handlebars.TemplateDelegate[]>();

function sheet(env: typeof warm.fr, input: PersonnageInput): string {
  let parts = compiled.get(env);
  if (!parts) compiled.set(env, (parts = templates.map((t) => env.compile(t))));
  const ctx = buildPersonnageContext({ ...input, words: testWords(lang) });
  return parts.map((p) => p(ctx)).join("");
}
/** The same input rendered by an environment whose memo is empty. */
const cold = (input: PersonnageInput) => sheet(createEnvironment(lang, rowMemo(() => lang)), input);

const base = personnage(GM);
const rows = (html: string) => html.match(/<li class="alt-(item-row|skill) /g)?.length ?? 0;
const edit = (input: PersonnageInput, index: number, change: Partial<PersonnageInput["items"][number]> & { system?: Record<string, unknown> }) => ({
  ...input,
  items: input.items.map((item, i) => (i === index ? { ...item, ...change, system: { ...item.system, ...change.system } } : item)),
});

describe("issue 15 speed: a row rendered once per distinct content", () => {
  it("after each change, a render through the warm memo is the same HTML as a cold render", () => {
    const gear = base.items.findIndex((i) => i.type === "equipement");
    const skill = base.items.findIndex((i) => i.type === "competence");
    const weapon = base.items.findIndex((i) => i.type === "arme");
    const language = base.items.find((i) => i.type === "competence" && i.system.categorie === "langues");
    expect([gear, skill, weapon].every((i) => i >= 0) && language).toBeTruthy();
    const steps: [string, PersonnageInput][] = [
      ["the character as it is", base],
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
    const [whole, deleted, renamed] = [steps[0][1], steps[3][1], steps[2][1]].map((input) => sheet(warm.fr, input));
    expect(rows(deleted)).toBe(rows(whole) - 1);
    expect(deleted).not.toContain(`data-item-id="${base.items[weapon].id}"`);
    expect(renamed).toContain("Mêlée lourde");
    expect(shared.size).toBeGreaterThan(base.items.length); // the memo did keep rows across the renders
  });

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
