/**
 * Context build + template render of a whole personnage sheet with 150 owned items (40 skills, 110
 * others), every part as Foundry renders them on first open, the fixture prepared by the real data
 * model. Templates are compiled once (Foundry caches them). Goal (issue 15): p90 ≤ 3 ms.
 * Run: npx tsx bench/sheets.bench.ts
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { createEnvironment } from "../test/render/handlebars-env";
import { PERSONNAGE_TABS, buildPersonnageContext } from "../src/applications/sheets/personnage-context";
import { personnage, withItems } from "../test/fixtures/sheet-fixtures";

const hbs = createEnvironment("fr");
const parts = ["templates/sheets/personnage/header.hbs", "templates/sheets/parts/tabs.hbs", ...PERSONNAGE_TABS.map((t) => `templates/sheets/personnage/${t}.hbs`)]
  .map((path) => hbs.compile(readFileSync(path, "utf8")));
const input = withItems(personnage(), 150);
if (input.items.length !== 150 || input.items.filter((i) => i.type === "competence").length !== 40) throw new Error("fixture is not the 150-item character");

function once(): number {
  const t0 = performance.now();
  const ctx = buildPersonnageContext(input);
  let size = 0;
  for (const part of parts) size += part(ctx).length;
  const dt = performance.now() - t0;
  if (size < 1000) throw new Error("nothing rendered");
  return dt;
}
for (let i = 0; i < 300; i++) once(); // warm-up (JIT, partial compilation)
const samples = Array.from({ length: 1000 }, once).sort((a, b) => a - b);
const q = (p: number) => samples[Math.floor(p * (samples.length - 1))].toFixed(2);
console.log(`personnage sheet (40 skills, ${input.items.length - 40} other items): context + render of ${parts.length} parts; load average ${loadavg()[0].toFixed(1)}`);
console.log(`median ${q(0.5)} ms · p90 ${q(0.9)} ms · min ${q(0)} ms over ${samples.length} runs (goal p90 ≤ 3 ms)`);
