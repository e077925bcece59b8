/**
 * Issue 15 speed goal: a personnage with 150 owned items (40 skills, its species, 109 other items) renders its
 * whole sheet — the context once, then every part (header, tabs and the nine tabs) as Foundry renders them on
 * first open — with p90 ≤ 3 ms. The fixture is prepared by the real data model with all 150 items; the
 * templates are compiled once (Foundry caches them), in the test Handlebars environment (real Handlebars 4), and the
 * context gets the words a sheet class passes (game.i18n's localize and format; here the test dictionaries).
 * The sheet itself draws a tab's content when the tab is first opened (personnage-sheet.ts): also printed, the
 * first render a player meets (the open tab drawn, the others empty panels) and the render that opening a second
 * tab costs; and, to guide work, each part's median in the whole sheet. Run: npx tsx bench/sheets.bench.ts
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { createEnvironment, testWords } from "../test/render/handlebars-env";
import { PERSONNAGE_TABS, buildPersonnageContext } from "../src/applications/sheets/personnage-context";
import type { PersonnageContext, PersonnageTab } from "../src/applications/sheets/personnage-context";
import { withItems } from "../test/fixtures/sheet-fixtures";

const hbs = createEnvironment("fr");
const PARTS = [["header", "personnage/header"], ["tabs", "parts/tabs"], ...PERSONNAGE_TABS.map((t) => [t, `personnage/${t}`])] as const;
const parts = PARTS.map(([name, path]) => ({ name, render: hbs.compile(readFileSync(`templates/sheets/${path}.hbs`, "utf8")) }));
const input = { ...withItems(150), words: testWords("fr") };
if (input.items.length !== 150 || input.items.filter((i) => i.type === "competence").length !== 40) throw new Error("fixture is not the 150-item character");

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

const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
const at = (s: number[], p: number) => s[Math.floor(p * (s.length - 1))].toFixed(2);
const line = (label: string, s: number[]) => `${label}: median ${at(s, 0.5)} ms · p90 ${at(s, 0.9)} ms · min ${at(s, 0)} ms over ${s.length} runs`;
const runs = (f: () => number) => {
  for (let i = 0; i < 300; i++) f(); // warm-up (JIT, partials compiled on first use)
  return sorted(Array.from({ length: 1000 }, f));
};
const whole = runs(() => once(false));
const first = runs(() => once(false, "caracteristiques", []));
const opened = runs(() => once(false, "equipement", ["caracteristiques"]));
for (let i = 0; i < 300; i++) once(true);

console.log(`personnage sheet, 150 owned items (40 skills): context + render of ${parts.length} parts; load average ${loadavg()[0].toFixed(1)}`);
console.log(`${line("whole sheet, every tab drawn", whole)} (goal p90 ≤ 3 ms)`);
console.log(line("first render a player meets (the sheet draws the open tab only)", first));
console.log(line("then opening Équipement (two tabs drawn)", opened));
console.log(`  whole sheet, medians: ${[...perPart].map(([name, s]) => `${name} ${at(sorted(s), 0.5)}`).join(" · ")} ms`);
