// `npm test`: build, type-check, lint, then every Vitest suite with rules coverage.
// Ends with one plain line `N passed, N failed, N skipped` (each check above counts as one test)
// and exits non-zero on any failure.
import { spawnSync } from "node:child_process";

let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, command, args) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", env: process.env });
  process.stdout.write(result.stdout ?? "");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? "✔" : "✘"} ${name} (${seconds} s)`);
  return result;
}

for (const [name, cmd, args] of [
  ["build", "node", ["tools/build.mjs"]],
  ["type-check (tsc --strict)", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["lint (eslint, dependency rule)", "npx", ["eslint", "."]],
]) {
  if (step(name, cmd, args).status === 0) passed++;
  else failed++;
}

const vitest = step("vitest (unit, contract, render, browser) + rules coverage", "npx", ["vitest", "run", "--coverage"]);
const summary = /vitest: (\d+) passed, (\d+) failed, (\d+) skipped/.exec(vitest.stdout ?? "");
if (summary) {
  passed += Number(summary[1]);
  failed += Number(summary[2]);
  skipped += Number(summary[3]);
}
// A non-zero exit with no failed test is a run-level failure (import error, coverage threshold).
if (vitest.status !== 0 && (!summary || Number(summary[2]) === 0)) failed++;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
