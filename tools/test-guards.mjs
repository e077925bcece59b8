#!/usr/bin/env node
/**
 * npm run test:guards (issue 13): every protection listed in tools/guards.jsonl (one JSON line per
 * guard: what it protects, its file, the text whose replacement removes it, the test that must
 * catch it) is removed in turn — the file patched in place and restored right after — and its
 * test is run; the run fails unless every removal makes its test fail. The tests are first run
 * untouched: a test that already fails would "catch" anything.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// `node tools/test-guards.mjs <words>` checks only the guards whose description contains them.
const only = process.argv.slice(2).join(" ");
const guards = readFileSync(join(root, "tools/guards.jsonl"), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l))
  .filter((g) => !only || g.guard.includes(only));

/** Runs vitest on these files (only the tests named `name` when given); true when it passes. */
function vitest(files, name) {
  const r = spawnSync("npx", ["vitest", "run", ...files, ...(name ? ["-t", name] : [])], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return r.status === 0;
}

let restore = null;
const cleanUp = () => { if (restore) { restore(); restore = null; } };
process.on("SIGINT", () => { cleanUp(); process.exit(130); });
process.on("SIGTERM", () => { cleanUp(); process.exit(143); });

const problems = [];
const files = [...new Set(guards.map((g) => g.test))];
if (!vitest(files)) problems.push(`the guards' tests fail with every guard in place (${files.join(" ")})`);
if (problems.length === 0) {
  for (const g of guards) {
    const path = join(root, g.file);
    const original = readFileSync(path, "utf8");
    const at = original.indexOf(g.find);
    if (at < 0 || original.indexOf(g.find, at + 1) >= 0) { problems.push(`${g.guard}: the text to remove is not found exactly once in ${g.file}`); continue; }
    restore = () => writeFileSync(path, original);
    writeFileSync(path, original.slice(0, at) + g.replace + original.slice(at + g.find.length));
    let caught;
    try { caught = !vitest([g.test], g.name); } finally { cleanUp(); }
    console.log(`${caught ? "caught " : "MISSED "} ${g.guard} (${g.file} → ${g.test})`);
    if (!caught) problems.push(`${g.guard}: removing it from ${g.file} is not caught by ${g.test} -t "${g.name}"`);
  }
}
if (problems.length) {
  console.error(`\ntest:guards: ${problems.length} problem(s)\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`\ntest:guards: all ${guards.length} guards caught`);
