/**
 * `npx tsx tools/generate-packs.ts` — regenerates every compendium source (packs/<name>/*.yml)
 * and the Babele English files (lang/babele/en/*.json) from src/rules/ and tools/packs/.
 * The output is committed; test/contract/packs.test.ts fails when it drifts from the generator.
 * `--check` writes nothing and exits 1 when a file would change.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { GENERATED_DIRS, generatePacks } from "./packs/generate";

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const check = process.argv.includes("--check");
const files = generatePacks();
const stale = GENERATED_DIRS.flatMap(listFiles).filter((f) => !files.has(f));
const changed = [...files].filter(([path, text]) => !existsSync(path) || readFileSync(path, "utf8") !== text).map(([p]) => p);

if (check) {
  for (const f of [...changed, ...stale]) console.log(`out of date: ${f}`);
  process.exit(changed.length + stale.length ? 1 : 0);
}
for (const f of stale) rmSync(f);
for (const path of changed) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, files.get(path) as string);
}
console.log(`Generated ${files.size} files (${changed.length} written, ${stale.length} removed).`);
