/**
 * Issue 15 speed goal: a personnage with 150 owned items (40 skills, its species, 109 other items) renders its
 * whole sheet — the context once, then every part (header, tabs and the nine tabs) as Foundry renders them on
 * first open — with p90 ≤ 3 ms. The fixture is prepared by the real data model with all 150 items; the
 * templates are compiled once (Foundry caches them), in the test Handlebars environment (real Handlebars 4).
 * Also printed, to guide work: each part's median. Run: npx tsx bench/sheets.bench.ts
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { createEnvironment } from "../test/render/handlebars-env";
import { PERSONNAGE_TABS, buildPersonnageContext } from "../src/applications/sheets/personnage-context";
import type { PersonnageContext } from "../src/applications/sheets/personnage-context";
import { withItems } from "../test/fixtures/sheet-fixtures";

const hbs = createEnvironment("fr");
const PARTS = [["header", "personnage/header"], ["tabs", "parts/tabs"], ...PERSONNAGE_TABS.map((t) => [t, `personnage/${t}`])] as const;
const parts = PARTS.map(([name, path]) => ({ name, render: hbs.compile(readFileSync(`templates/sheets/${path}.hbs`, "utf8")) }));
const input = withItems(150);
if (input.items.length !== 150 || input.items.filter((i) => i.type === "competence").length !== 40) throw new Error("fixture is not the 150-item character");

const perPart = new Map<string, number[]>(PARTS.map(([name]) => [name, []]));
perPart.set("context", []);

function once(record: boolean): number {
  const t0 = performance.now();
  const ctx: PersonnageContext = buildPersonnageContext(input);
  let t = performance.now();
  if (record) perPart.get("context")!.push(t - t0);
  let size = 0;
  for (const part of parts) {
    size += part.render(ctx).length;
    if (record) { const now = performance.now(); perPart.get(part.name)!.push(now - t); t = now; }
  }
  if (size < 100_000) throw new Error("the sheet did not render");
  return performance.now() - t0;
}

const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
const at = (s: number[], p: number) => s[Math.floor(p * (s.length - 1))].toFixed(2);
for (let i = 0; i < 300; i++) once(false); // warm-up (JIT, partials compiled on first use)
const whole = sorted(Array.from({ length: 1000 }, () => once(false)));
for (let i = 0; i < 300; i++) once(true);

console.log(`personnage sheet, 150 owned items (40 skills): context + render of ${parts.length} parts; load average ${loadavg()[0].toFixed(1)}`);
console.log(`whole sheet: median ${at(whole, 0.5)} ms · p90 ${at(whole, 0.9)} ms · min ${at(whole, 0)} ms over ${whole.length} runs (goal p90 ≤ 3 ms)`);
console.log(`  medians: ${[...perPart].map(([name, s]) => `${name} ${at(sorted(s), 0.5)}`).join(" · ")} ms`);
