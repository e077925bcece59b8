/**
 * npm test runs the unit tests in one shared worker (tools/test.mjs): they may use the Foundry
 * stand-ins of test/stubs/ but never the test world, which installs Foundry's globals its own way.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { walk } from "../helpers/files";

describe("the suites npm test runs", () => {
  it("no unit test imports the test world (its scenes belong in test/world, test/scenes or test/security)", () => {
    const worldImport = /from\s+["']\.\.\/world\//;
    const offenders = walk("test/unit", [".ts"]).filter((file) => worldImport.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
