import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise } from "dependency-cruiser";
import type { ICruiseResult, IForbiddenRuleType } from "dependency-cruiser";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The one rule of dependencies (ARCHITECTURE.md) is .dependency-cruiser.cjs, run by `npm run lint`; these
// tests prove that it gives every folder of src/ a place and that its rules refuse what they say.
const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as { forbidden: IForbiddenRuleType[] };
const rule = (name: string) => config.forbidden.filter((r) => r.name === name);
const asList = (v: string | string[] | undefined) => (v === undefined ? [] : [v].flat());

/** The places of the layer order: the paths the "every module has a place" rule accepts. */
const places = asList(rule("every-module-has-a-place")[0]?.from.pathNot);

describe("every folder of src/ has one place in the layer order", () => {
  const entries = readdirSync("src", { withFileTypes: true }).map((e) => (e.isDirectory() ? `src/${e.name}/probe.ts` : `src/${e.name}`));

  it.each(entries)("%s", (path) => {
    expect(places.filter((p) => new RegExp(p).test(path)), "add the folder to LAYERS in .dependency-cruiser.cjs").toHaveLength(1);
  });

  it("net/ and gm/ have their places before they exist, and a place outside the order has none", () => {
    for (const path of ["src/net/probe.ts", "src/gm/probe.ts"]) expect(places.some((p) => new RegExp(p).test(path))).toBe(true);
    expect(places.some((p) => new RegExp(p).test("src/nouveau/probe.ts"))).toBe(false);
  });
});

/** A small src/ tree in a temporary directory, cruised with the project's rules. */
const PROBES: Record<string, string> = {
  "src/rules/a.ts": 'import { b } from "../data/b";\nexport const a = b;\n',
  "src/rules/pure.ts": "export const pure = 1;\n",
  "src/data/b.ts": 'import { pure } from "../rules/pure";\nexport const b = pure;\n',
  "src/platform/p.ts": 'import { pure } from "../rules/pure";\nexport const p = pure;\n',
  "src/net/n.ts": 'import { b } from "../data/b";\nimport { p } from "../platform/p";\nexport const n = [b, p];\n',
  "src/dice/d.ts": 'import { c } from "../chat/c";\nexport const d = c;\n',
  "src/chat/c.ts": 'import { g } from "../gm/g";\nexport const c = g;\n',
  "src/combat/k.ts": 'export const k = () => import("./k2");\n',
  "src/combat/k2.ts": "export const k2 = 2;\n",
  "src/moral/m1.ts": 'import { m2 } from "./m2";\nexport const m1 = () => m2;\n',
  "src/moral/m2.ts": 'import { m1 } from "./m1";\nexport const m2 = () => m1;\n',
  "src/documents/doc.ts": 'import { k2 } from "../combat/k2";\nimport { pure } from "../rules/pure";\nexport const doc = [k2, pure];\n',
  "src/gm/g.ts": 'import { doc } from "../documents/doc";\nimport { n } from "../net/n";\nexport const g = [doc, n];\n',
  "src/nouveau/z.ts": 'import { pure } from "../rules/pure";\nexport const z = pure;\n',
  "src/testing/quench/register.ts": "export const registerQuenchBatches = () => undefined;\n",
  "src/altherion.ts": 'import { g } from "./gm/g";\nexport const load = () => [g, import("./testing/quench/register"), import("./combat/k2")];\n',
};

let dir = "";
let violations: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "altherion-layers-"));
  for (const [path, code] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  }
  const result = await cruise(["src"], { baseDir: dir, validate: true, ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: true, includeOnly: "^src/" });
  violations = ((result.output as ICruiseResult).summary.violations ?? []).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the layer rules refuse what ARCHITECTURE.md refuses (dependency-cruiser on probe modules)", () => {
  it("rules/ imports nothing outside itself", () => {
    expect(violations).toContain("layer-rules: src/rules/a.ts → src/data/b.ts");
  });
  it("platform/ and net/ import nothing of the game", () => {
    expect(violations).toContain("layer-platform: src/platform/p.ts → src/rules/pure.ts");
    expect(violations).toContain("layer-net: src/net/n.ts → src/data/b.ts");
    expect(violations.filter((v) => v.startsWith("layer-net:"))).not.toContain("layer-net: src/net/n.ts → src/platform/p.ts");
  });
  it("a feature folder imports only those below it: dice/ never chat/", () => {
    expect(violations).toContain("layer-dice: src/dice/d.ts → src/chat/c.ts");
  });
  it("only the entry imports gm/; gm/ imports the feature folders and net/", () => {
    expect(violations).toContain("only-the-entry-imports-gm: src/chat/c.ts → src/gm/g.ts");
    expect(violations.filter((v) => v.includes("src/gm/g.ts →") || v.includes("src/altherion.ts → src/gm/g.ts"))).toEqual([]);
  });
  it("documents/ sit above the other feature folders", () => {
    expect(violations.filter((v) => v.includes("src/documents/doc.ts →"))).toEqual([]);
  });
  it("no import cycle", () => {
    expect(violations).toContain("no-cycle: src/moral/m1.ts → src/moral/m2.ts");
  });
  it("no import() of a src module, but the entry's of the Quench batches", () => {
    expect(violations).toContain("no-dynamic-import: src/combat/k.ts → src/combat/k2.ts");
    expect(violations).toContain("no-dynamic-import: src/altherion.ts → src/combat/k2.ts");
    expect(violations).not.toContain("no-dynamic-import: src/altherion.ts → src/testing/quench/register.ts");
  });
  it("a module outside every place is refused", () => {
    expect(violations).toContain("every-module-has-a-place: src/nouveau/z.ts → src/rules/pure.ts");
  });
});

describe("ESLint's part of the rule", () => {
  const eslint = new ESLint();
  const ruleIds = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId ?? "");

  it("refuses Foundry globals inside src/rules/", async () => {
    expect(await ruleIds("src/rules/probe.ts", "export const x = () => game;\n")).toContain("no-restricted-globals");
  });
  it("refuses an import() whose module is computed (the layer rules could not see it)", async () => {
    expect(await ruleIds("src/dice/probe.ts", "export const load = (name: string) => import(name);\n")).toContain("no-restricted-syntax");
    expect(await ruleIds("src/altherion.ts", 'export const load = () => import("./testing/quench/register");\n')).not.toContain("no-restricted-syntax");
  });
});
