import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readJson } from "../helpers/files";

interface Manifest { esmodules: string[]; styles: { src: string }[]; languages: { path: string }[]; packs: { path: string }[] }

/** File names of a zip, read from its central directory (signature PK\x01\x02; name at offset 46). */
function zipEntries(buffer: Buffer): string[] {
  const names: string[] = [];
  for (let i = buffer.indexOf("PK\x01\x02", 0, "latin1"); i >= 0; i = buffer.indexOf("PK\x01\x02", i + 4, "latin1")) {
    const length = buffer.readUInt16LE(i + 28);
    names.push(buffer.toString("utf8", i + 46, i + 46 + length));
  }
  return names;
}

describe("npm run package", () => {
  it("writes dist/altherion.zip holding one folder altherion/ (the system id) with system.json and every file the manifest names", () => {
    const run = spawnSync("node", ["tools/package.mjs"], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const all = zipEntries(readFileSync("dist/altherion.zip"));
    const manifest = readJson<Manifest & { id: string }>("dist/system.json");
    expect(all.filter((e) => !e.startsWith(`${manifest.id}/`))).toEqual([]);
    const entries = new Set(all.map((e) => e.slice(manifest.id.length + 1)));
    const expected = ["system.json", ...manifest.esmodules, ...manifest.styles.map((s) => s.src), ...manifest.languages.map((l) => l.path)];
    for (const file of expected) expect(entries.has(file), file).toBe(true);
    for (const pack of manifest.packs) expect([...entries].some((e) => e.startsWith(`${pack.path}/`)), pack.path).toBe(true);
    expect(entries.has("altherion.zip")).toBe(false);
  });
});
