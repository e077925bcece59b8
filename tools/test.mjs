// `npm test`: find the browser and build, then at the same time: the suites (browser; world, scenes and
// security; render and contract; the rules' unit tests with their coverage), the type-check, lint and the
// layer rules. The static checks run at a lower priority and fill the gaps. Each step's output is printed
// whole when it ends. Ends with one plain line `N passed, N failed, N skipped` (the build, the type-check
// and lint count as one test each) and exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { setPriority } from "node:os";
import { tsImport } from "tsx/esm/api";

const { BROWSER_ENV, SKIP_ENV, browserPlan, findBrowser, thisHost } = await tsImport("./browser.ts", import.meta.url);

/** Runs a command to its end, its output (stdout and stderr) kept whole, at a lower priority when `background`. */
function run(command, args, { background = false } = {}) {
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    if (background) {
      try { setPriority(child.pid, 10); } catch { /* a priority is a preference */ }
    }
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk) => { output += chunk; });
    child.stderr.on("data", (chunk) => { output += chunk; });
    child.on("error", (error) => { output += `\n${error.message}\n`; });
    child.on("close", (status) => done({ status: status ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/** Prints a finished step. */
function report(name, { status, output, seconds }) {
  console.log(`\n▶ ${name}`);
  process.stdout.write(output.endsWith("\n") || !output ? output : `${output}\n`);
  console.log(`${status === 0 ? "✔" : "✘"} ${name} (${seconds.toFixed(1)} s)`);
}

/** Sets the browser the suites use, installing Debian's Chromium if need be; stops with one line if none. */
function chooseBrowser() {
  let plan = browserPlan(thisHost());
  if (plan.kind === "install") {
    console.log(`No Chromium or Chrome found: installing Debian's Chromium (${plan.command}) as .ci/run does…`);
    const install = spawnSync("sh", ["-c", plan.command], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    const path = findBrowser(thisHost({ ...process.env, [BROWSER_ENV]: plan.then }));
    plan = install.status === 0 && path ? { kind: "use", path } : { kind: "stop", message: `Installing Debian's Chromium failed (${plan.command}): install it by hand, or skip the browser suites with ${SKIP_ENV}=1.` };
  }
  if (plan.kind === "stop") {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.kind === "use") {
    process.env[BROWSER_ENV] = plan.path;
    console.log(`Browser tests use ${plan.path}`);
  } else console.log(`Browser suites skipped (${plan.note}).`);
  return plan;
}

const browser = chooseBrowser();
const started = performance.now();
let passed = 0;
let failed = 0;
let skipped = 0;
let browserSkipped = 0;

const build = await run("node", ["tools/build.mjs"]);
report("build", build);
if (build.status === 0) passed++;
else failed++;

// Every test file lives in one of the folders the steps below run: a file elsewhere would be skipped silently.
const SUITES = ["browser", "world", "scenes", "security", "render", "contract", "unit"];
const stray = readdirSync("test", { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".test.ts") && !SUITES.includes(f.split(/[\\/]/)[0]));
if (stray.length) {
  console.log(`✘ test files outside the suites' folders (${SUITES.join(", ")}): ${stray.join(", ")}`);
  failed++;
}

// The test world boots the system once per worker, as a Foundry world boots once, and every scene
// starts from a reset world (createTestWorld); so its suites share one worker and evaluate the
// system's modules once instead of once per file. The unit tests are pure or use the same Foundry
// stand-ins (test/stubs/foundry.ts), never the test world (test/contract/suites.test.ts), and share a
// worker too, as do the render and contract suites (real Handlebars, pages parsed in
// one happy-dom window: test/helpers/dom.ts) and the browser suites (each file opens its own Chromium; two workers: while one waits on
// Chromium, the other runs).
const vitest = (...args) => run("npx", ["vitest", "run", ...args]);
const steps = [
  ["vitest: browser (Chromium)", vitest("test/browser", "--isolate=false", "--maxWorkers", "2"), true],
  ["vitest: world, scenes, security", vitest("test/world", "test/scenes", "test/security", "--isolate=false", "--maxWorkers", "1"), true],
  ["vitest: render, contract", vitest("test/render", "test/contract", "--isolate=false", "--maxWorkers", "1"), true],
  // At the suites' priority: a lowered one starved its property tests past their timeout on a busy machine.
  ["vitest: unit (the rules) + rules coverage", vitest("--coverage", "test/unit", "--isolate=false", "--maxWorkers", "1"), true],
  ["type-check (tsc --strict)", run("npx", ["tsc", "-p", "tsconfig.json"], { background: true }), false],
  ["lint (eslint)", run("npx", ["eslint", "."], { background: true }), false],
  ["layers (dependency-cruiser: every folder's place, no cycle, no import())", run("npx", ["depcruise", "src", "--config", ".dependency-cruiser.cjs"], { background: true }), false],
];
for (const [name, promise, isVitest] of steps) {
  const result = await promise;
  report(name, result);
  if (!isVitest) {
    if (result.status === 0) passed++;
    else failed++;
    continue;
  }
  const summary = /vitest: (\d+) passed, (\d+) failed, (\d+) skipped \((\d+) browser\)/.exec(result.output);
  if (summary) {
    passed += Number(summary[1]);
    failed += Number(summary[2]);
    skipped += Number(summary[3]);
    browserSkipped += Number(summary[4]);
  }
  // A non-zero exit with no failed test is a run-level failure (import error, coverage threshold).
  if (result.status !== 0 && (!summary || Number(summary[2]) === 0)) failed++;
}

const skippedBrowser = browser.kind === "skip" ? ` (${browserSkipped} browser tests skipped: ${browser.note})` : "";
console.log(`\nnpm test: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${skippedBrowser}`);
process.exit(failed > 0 ? 1 : 0);
