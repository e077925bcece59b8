import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readJson, walk } from "../helpers/files";

// The Quench batches (src/testing/quench/) load only when Quench is active: the entry imports them
// dynamically in its `quenchReady` listener, and the build puts them in a chunk that nothing loads
// at startup. Reads dist/ (build first).
const STATIC = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g;
const DYNAMIC = /import\(\s*"(\.[^"]+)"\s*\)/g;

/** Every file the browser loads at startup from `entry`: its static imports, transitively. */
function startupFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(STATIC)) visit(join(dirname(file), m[1]));
  };
  visit(entry);
  return [...seen];
}

describe("Quench batches load only with Quench", () => {
  const entry = "dist/altherion.mjs";

  it("the manifest loads one module; the batches are not in what it loads at startup", () => {
    expect(readJson<{ esmodules: string[] }>("dist/system.json").esmodules).toEqual(["altherion.mjs"]);
    const startup = startupFiles(entry);
    for (const file of startup) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/registerBatch|altherion\.documents/);
    }
  });

  it("the entry reaches them by a dynamic import only, in a chunk of its own", () => {
    const dynamic = [...readFileSync(entry, "utf8").matchAll(DYNAMIC)].map((m) => join("dist", m[1]));
    const chunk = dynamic.find((f) => existsSync(f) && /registerBatch/.test(readFileSync(f, "utf8")));
    expect(chunk).toBeDefined();
    expect(startupFiles(entry)).not.toContain(chunk);
  });

  it("nothing in src/ imports src/testing/ except the entry's dynamic import in the quenchReady listener", () => {
    const outside = walk("src", [".ts"]).filter((f) => !f.replace(/\\/g, "/").startsWith("src/testing/"));
    for (const file of outside) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/from\s+"[^"]*testing\//);
    }
    const main = readFileSync("src/altherion.ts", "utf8");
    expect(main).toMatch(/onceModuleHook\("quenchReady"[\s\S]*?import\("\.\/testing\/quench\/register"\)/);
  });
});
