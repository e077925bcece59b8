// `npm test`: find the browser, build, type-check, lint, then every Vitest suite with rules coverage.
// Ends with one plain line `N passed, N failed, N skipped` (each check above counts as one test)
// and exits non-zero on any failure.
import { spawnSync } from "node:child_process";
import { tsImport } from "tsx/esm/api";

const { BROWSER_ENV, SKIP_ENV, browserPlan, findBrowser, thisHost } = await tsImport("./browser.ts", import.meta.url);

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

for (const [name, cmd, args] of [
  ["build", "node", ["tools/build.mjs"]],
  ["type-check (tsc --strict)", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["lint (eslint)", "npx", ["eslint", "."]],
  ["layers (dependency-cruiser: every folder's place, no cycle, no import())", "npx", ["depcruise", "src", "--config", ".dependency-cruiser.cjs"]],
]) {
  if (step(name, cmd, args).status === 0) passed++;
  else failed++;
}

const vitest = step("vitest (unit, contract, render, browser) + rules coverage", "npx", ["vitest", "run", "--coverage"]);
const summary = /vitest: (\d+) passed, (\d+) failed, (\d+) skipped \((\d+) browser\)/.exec(vitest.stdout ?? "");
if (summary) {
  passed += Number(summary[1]);
  failed += Number(summary[2]);
  skipped += Number(summary[3]);
}
// A non-zero exit with no failed test is a run-level failure (import error, coverage threshold).
if (vitest.status !== 0 && (!summary || Number(summary[2]) === 0)) failed++;

const skippedBrowser = browser.kind === "skip" && summary ? ` (${summary[4]} browser tests skipped: ${browser.note})` : "";
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${skippedBrowser}`);
process.exit(failed > 0 ? 1 : 0);
