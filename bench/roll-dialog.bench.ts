/**
 * One roll-dialog update as the dialog makes it on every input: the pure context (plan, exact
 * chance, pool, formula) and the template render (compiled once, as Foundry caches it). The
 * choices change at each run so nothing is reused. Goal ≤ 2 ms. Run: npx tsx bench/roll-dialog.bench.ts
 */
import { readFileSync } from "node:fs";
import { createEnvironment } from "../test/render/handlebars-env";
import { rollDialogContext } from "../src/applications/dialogs/roll-dialog-context";
import type { RollChoices } from "../src/dice/roll-spec";
import { ROLL_DATA } from "../test/render/dialog-fixtures";

const template = createEnvironment("fr").compile(readFileSync("templates/dialogs/roll-dialog.hbs", "utf8"));
const variants: RollChoices[] = Array.from({ length: 24 }, (_, i) => ({
  characteristic: i % 2 ? "force" : "agilite", skills: ["m"], complexity: i % 9, difficulty: 8 + (i % 7),
  impactPoints: i % 3, expertise: i % 4 === 0, espoirBonus: i % 2, circumstantial: i % 5 ? [] : ["oeil"], bonus: (i % 5) - 2,
}));

let k = 0;
function once(): number {
  const t0 = performance.now();
  const html = template(rollDialogContext(ROLL_DATA, variants[k++ % variants.length]));
  const dt = performance.now() - t0;
  if (!html.includes("data-chance")) throw new Error("no chance rendered");
  return dt;
}
for (let i = 0; i < 300; i++) once(); // warm-up (JIT)
const samples = Array.from({ length: 2000 }, once).sort((a, b) => a - b);
const q = (p: number) => samples[Math.floor(p * (samples.length - 1))].toFixed(3);
console.log("roll dialog: one update (context with the exact chance + render of the template)");
console.log(`median ${q(0.5)} ms · p90 ${q(0.9)} ms · max ${q(1)} ms over ${samples.length} runs (goal ≤ 2 ms)`);
