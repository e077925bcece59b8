#!/usr/bin/env node
/**
 * npm run test:guards: every protection listed in tools/guards.jsonl (one JSON line per guard: what
 * it protects, its file, the text whose replacement removes it, the test that must catch it) is
 * removed in turn — the file patched in place and restored right after — and its test is run; the
 * run fails unless every removal makes its test fail. The tests are first run untouched: a test
 * that already fails would "catch" anything.
 *
 * One warm Vitest (its Node API) runs everything: the Vite server keeps every untouched module
 * transformed, and only the patched file is invalidated before its test file is run again, alone and
 * filtered by the guard's test name. Test files still run isolated (a fresh worker each time), so
 * no module evaluated with a guard removed survives into the next run.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createVitest } from "vitest/node";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
// `node tools/test-guards.mjs <words>` checks only the guards whose description contains them.
const only = process.argv.slice(2).join(" ");
const guards = readFileSync(join(root, "tools/guards.jsonl"), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l))
  .filter((g) => !only || g.guard.includes(only));

let restore = null;
const cleanUp = () => { if (restore) { restore(); restore = null; } };
process.on("SIGINT", () => { cleanUp(); process.exit(130); });
process.on("SIGTERM", () => { cleanUp(); process.exit(143); });

// No reporter: this script prints one line per guard. `isolate` is Vitest's default, stated here
// because the mutants' correctness depends on it (a reused worker would keep evaluated modules).
const vitest = await createVitest("test", { watch: false, reporters: [{}], isolate: true, coverage: { enabled: false } });
const project = vitest.getRootProject();

/**
 * Runs each test file on the tests whose full name matches one of its names (as `vitest -t`), the whole file
 * when a guard names no test, and tallies them.
 */
async function run(byFile) {
  const specs = [...byFile].map(([file, names]) => project.createSpecification(resolve(root, file), names.every((n) => n)
    ? { testNamePattern: new RegExp(names.map((n) => `(?:${n})`).join("|")) }
    : undefined));
  const result = await vitest.runTestSpecifications(specs);
  const wanted = new Set(specs.map((s) => s.moduleId));
  const tally = { passed: 0, failed: result.unhandledErrors.length, ran: 0, broken: [], failures: result.unhandledErrors.map((e) => String(e?.message ?? e)) };
  for (const mod of result.testModules) {
    if (!wanted.has(mod.moduleId)) continue;
    if (mod.state() === "failed" && !mod.children.size) {
      tally.broken.push(mod.moduleId);
      tally.failures.push(`${mod.moduleId}: ${mod.errors().map((e) => e.message).join("; ")}`);
    }
    for (const test of mod.children.allTests()) {
      const state = test.result().state;
      if (state === "passed") tally.passed++;
      else if (state === "failed") {
        tally.failed++;
        tally.failures.push(`${test.fullName}: ${test.result().errors?.[0]?.message ?? ""}`);
      }
    }
  }
  tally.ran = tally.passed + tally.failed;
  return tally;
}

const started = performance.now();
const problems = [];
// The untouched run: each guard's test, as the guard runs it, must pass with every guard in place.
const byFile = new Map();
for (const g of guards) byFile.set(g.test, [...(byFile.get(g.test) ?? []), g.name]);
const baseline = guards.length ? await run(byFile) : { failed: 0, broken: [], failures: [] };
console.log(`untouched: the guards' tests in ${byFile.size} files pass (${((performance.now() - started) / 1000).toFixed(1)} s)`);
if (baseline.failed || baseline.broken.length) problems.push(`the guards' tests fail with every guard in place:\n  ${baseline.failures.join("\n  ")}`);
if (problems.length === 0) {
  for (const g of guards) {
    const path = resolve(root, g.file);
    const original = readFileSync(path, "utf8");
    const at = original.indexOf(g.find);
    if (at < 0 || original.indexOf(g.find, at + 1) >= 0) { problems.push(`${g.guard}: the text to remove is not found exactly once in ${g.file}`); continue; }
    restore = () => { writeFileSync(path, original); vitest.invalidateFile(path); };
    writeFileSync(path, original.slice(0, at) + g.replace + original.slice(at + g.find.length));
    // The Vite server caches each module's transform: drop the patched file's so the mutant is what runs.
    vitest.invalidateFile(path);
    const t0 = performance.now();
    let tally;
    try { tally = await run(new Map([[g.test, [g.name]]])); } finally { cleanUp(); }
    const caught = tally.failed > 0 || tally.broken.length > 0;
    const line = !caught && tally.ran === 0 ? "NO TEST" : caught ? "caught " : "MISSED ";
    console.log(`${line} ${g.guard} (${g.file} → ${g.test}, ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    if (!caught) {
      problems.push(tally.ran === 0
        ? `${g.guard}: no test of ${g.test} is named "${g.name}"`
        : `${g.guard}: removing it from ${g.file} is not caught by ${g.test}${g.name ? ` -t "${g.name}"` : ""}`);
    }
  }
}
await vitest.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length) {
  console.error(`\ntest:guards: ${problems.length} problem(s) (${seconds} s)\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`\ntest:guards: all ${guards.length} guards caught (${seconds} s)`);
process.exit(0);
