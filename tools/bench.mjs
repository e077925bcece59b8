// `npm run bench`: runs every bench/*.bench.ts (each measures and prints its own table).
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";

const files = readdirSync("bench").filter((f) => f.endsWith(".bench.ts")).sort();
let status = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync("npx", ["tsx", `bench/${file}`], { stdio: "inherit" });
  status ||= r.status ?? 1;
}
process.exit(status);
