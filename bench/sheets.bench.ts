/**
 * Speed goal: a personnage with 150 owned items (40 skills, its species, 109 other items) renders its
 * whole sheet — the context once, then every part (header, tabs and the nine tabs, every tab drawn) as Foundry renders
 * them — with p90 ≤ 3 ms. The fixture is prepared by the real data model with all 150 items; the templates are
 * compiled once (Foundry caches them), in the test Handlebars environment (real Handlebars 4, the system's helpers),
 * and the context gets the words a sheet class passes (game.i18n's localize and format; here the test dictionaries).
 *
 * A list row, and each part (personnage-context.ts PART_KEYS), renders once per distinct content (row-memo.ts, `altRow`),
 * so a render's cost depends on what changed:
 * - cold: no row or part rendered before (the memo emptied before each run): the first sheet opened after loading Foundry;
 * - re-render after one item edit: one row changes (a gear quantity), so does its tab's part (Équipement, rendered
 *   again with its 45 other rows from the memo); the other 149 rows and the ten other parts come from the memo — what a
 *   sheet does on every update of its actor or items; this is the figure the goal is about;
 * - re-render with nothing changed (a window re-render).
 * The sheet itself draws a tab's content when the tab is first opened (personnage-sheet.ts): also printed, the first
 * render a player meets (the open tab drawn, the others empty panels), cold, and the render that opening each other tab
 * costs (its rows never rendered before). Each part's median, to guide work. Run: npx tsx bench/sheets.bench.ts
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { createEnvironment, testWords } from "../test/render/handlebars-env";
import { PERSONNAGE_TABS, buildPersonnageContext } from "../src/applications/sheets/personnage-context";
import type { PersonnageContext, PersonnageInput, PersonnageTab } from "../src/applications/sheets/personnage-context";
import { rowMemo } from "../src/applications/sheets/row-memo";
import { withItems } from "../test/fixtures/sheet-fixtures";

const memo = rowMemo(() => "fr");
const hbs = createEnvironment("fr", memo);
const PARTS = [["header", "personnage/header"], ["tabs", "parts/tabs"], ...PERSONNAGE_TABS.map((t) => [t, `personnage/${t}`])] as const;
const parts = PARTS.map(([name, path]) => ({ name, render: hbs.compile(readFileSync(`templates/sheets/${path}.hbs`, "utf8")) }));
const input: PersonnageInput = { ...withItems(150), words: testWords("fr") };
if (input.items.length !== 150 || input.items.filter((i) => i.type === "competence").length !== 40) throw new Error("fixture is not the 150-item character");
const gear = input.items.findIndex((i) => i.type === "equipement");
if (gear < 0) throw new Error("the fixture has no gear to edit");

const perPart = new Map<string, number[]>([["context", []], ...PARTS.map(([name]): [string, number[]] => [name, []])]);

/** One render: the context once, then every part; `loaded` as the sheet passes it (absent: every tab drawn). */
function once(record: boolean, tab: PersonnageTab = "caracteristiques", loaded?: PersonnageTab[]): number {
  const t0 = performance.now();
  const ctx: PersonnageContext = buildPersonnageContext(input, tab, loaded);
  let t = performance.now();
  if (record) perPart.get("context")!.push(t - t0);
  let size = 0;
  for (const part of parts) {
    size += part.render(ctx).length;
    if (record) { const now = performance.now(); perPart.get(part.name)!.push(now - t); t = now; }
  }
  if (size < (loaded ? 10_000 : 100_000)) throw new Error("the sheet did not render");
  return performance.now() - t0;
}

/** The gear's quantity changes (a new value each time, as an edit gives its row content never rendered before). */
let edits = 0;
function editOneItem(): void {
  const item = input.items[gear];
  input.items[gear] = { ...item, system: { ...item.system, quantite: ++edits % 9000 } };
}
const cold = (f: () => number) => () => { memo.clear(); return f(); };

const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
const at = (s: number[], p: number) => s[Math.floor(p * (s.length - 1))].toFixed(2);
const line = (label: string, s: number[]) => `${label}: median ${at(s, 0.5)} ms · p90 ${at(s, 0.9)} ms · min ${at(s, 0)} ms over ${s.length} runs`;
const runs = (f: () => number, n = 1000) => {
  for (let i = 0; i < 300; i++) f(); // warm-up (JIT, partials compiled on first use)
  return sorted(Array.from({ length: n }, f));
};
const load = () => loadavg()[0].toFixed(1);

const loadBefore = load();
const edited = runs(() => { editOneItem(); return once(false); });
const unchanged = runs(() => once(false));
const wholeCold = runs(cold(() => once(false)));
const first = runs(cold(() => once(false, "caracteristiques", [])));
const opening = PERSONNAGE_TABS.filter((t) => t !== "caracteristiques").map((tab) => [tab, runs(cold(() => once(false, tab, ["caracteristiques"])), 300)] as const);
for (let i = 0; i < 300; i++) { editOneItem(); once(true); }

console.log(`personnage sheet, 150 owned items (40 skills): context + render of ${parts.length} parts; load average ${loadBefore} before, ${load()} after`);
console.log("whole sheet, every tab drawn:");
console.log(`  ${line("re-render after one item edit (the goal's figure)", edited)} (goal p90 ≤ 3 ms)`);
console.log(`  ${line("re-render, nothing changed", unchanged)}`);
console.log(`  ${line("cold (no row rendered before)", wholeCold)}`);
console.log("what a player meets (the sheet draws a tab when it is first opened):");
console.log(`  ${line("first render, cold (the open tab only)", first)}`);
for (const [tab, s] of opening) console.log(`  ${line(`then opening ${tab}, cold (two tabs drawn)`, s)}`);
console.log(`  whole sheet after one item edit, medians: ${[...perPart].map(([name, s]) => `${name} ${at(sorted(s), 0.5)}`).join(" · ")} ms`);
