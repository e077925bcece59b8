// `npm run bench`: runs every bench/*.bench.ts with tsx, then every bench/*.world-bench.ts (they play on the test
// world, which needs Vitest) through bench/vitest.config.ts. Each measures and prints its own table.
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";

const files = readdirSync("bench").sort();
let status = 0;
for (const file of files.filter((f) => f.endsWith(".bench.ts"))) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync("npx", ["tsx", `bench/${file}`], { stdio: "inherit" });
  status ||= r.status ?? 1;
}
for (const file of files.filter((f) => f.endsWith(".world-bench.ts"))) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync("npx", ["vitest", "run", "--config", "bench/vitest.config.ts", `bench/${file}`], { stdio: "inherit" });
  status ||= r.status ?? 1;
}
process.exit(status);
