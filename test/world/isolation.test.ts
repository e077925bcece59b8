/**
 * The test world and the scene definitions stay out of the product: nothing in src/ imports
 * test/, and nothing in src/ outside src/testing/ imports src/testing/ except by a dynamic
 * import of the Quench batches (SCENES.md).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { walk } from "../helpers/files";

const sources = walk("src", [".ts"]).map((file) => ({ file, text: readFileSync(file, "utf8") }));
const imports = (text: string) => [...text.matchAll(/(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => ({ path: m[1] ?? m[2], dynamic: !m[1] }));

describe("test world isolation (SCENES.md)", () => {
  it("no file of src/ imports anything under test/", () => {
    const offenders = sources.filter(({ text }) => imports(text).some((i) => /(^|\/)test\//.test(i.path)));
    expect(offenders.map((o) => o.file)).toEqual([]);
  });

  it("src/testing/ is reached only from itself, or by a dynamic import of its Quench batches", () => {
    const offenders = sources
      .filter(({ file }) => !file.startsWith("src/testing/"))
      .filter(({ text }) => imports(text).some((i) => /(^|\/)testing(\/|$)/.test(i.path) && !(i.dynamic && /testing\/quench/.test(i.path))));
    expect(offenders.map((o) => o.file)).toEqual([]);
  });

  it("the import scanner sees static and dynamic imports (so the checks above can fail)", () => {
    expect(imports('import { a } from "../../test/world/world";\nconst q = import("./testing/quench/index");')).toEqual([
      { path: "../../test/world/world", dynamic: false }, { path: "./testing/quench/index", dynamic: true },
    ]);
  });
});
