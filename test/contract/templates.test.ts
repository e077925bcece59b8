import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { walk } from "../helpers/files";

const bundle = readFileSync("dist/altherion.mjs", "utf8");
const onDisk = walk("templates", [".hbs"]).map((p) => p.replaceAll("\\", "/")).sort();

describe("templates ↔ the built module", () => {
  it("preloads every template under templates/ (each is then a registered partial)", () => {
    const listed = onDisk.filter((p) => bundle.includes(`"${p}"`));
    expect(listed).toEqual(onDisk);
  });

  it("every partial a template or the code names exists", () => {
    const missing: string[] = [];
    for (const file of [...onDisk, ...walk("src", [".ts"])]) {
      for (const m of readFileSync(file, "utf8").matchAll(/systems\/altherion\/(templates\/[\w/.-]+\.hbs)/g)) {
        if (!existsSync(m[1])) missing.push(`${m[1]} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("templates: tooltips", () => {
  it("every data-tooltip value passes through altTooltip (Foundry reads a tooltip as HTML), a constant excepted", () => {
    const raw: string[] = [];
    for (const file of onDisk) {
      for (const m of readFileSync(file, "utf8").matchAll(/data-tooltip="((?:[^"{]|\{\{(?:[^}"]|"[^"]*")*\}\})*)"/g)) {
        if ([...m[1].matchAll(/\{\{\s*([^\s}]+)/g)].some((x) => x[1] !== "altTooltip")) raw.push(`${file}: ${m[0]}`);
      }
    }
    expect(raw).toEqual([]);
  });

  it("every data-tooltip the code sets passes through tooltipHtml", () => {
    const raw: string[] = [];
    for (const file of walk("src", [".ts"])) {
      for (const m of readFileSync(file, "utf8").matchAll(/dataset\.tooltip\s*=\s*([^;]+);|setAttribute\("data-tooltip",\s*([^)]+)\)/g)) {
        if (!/^tooltipHtml\(/.test((m[1] ?? m[2]).trim())) raw.push(`${file}: ${m[0]}`);
      }
    }
    expect(raw).toEqual([]);
  });
});
