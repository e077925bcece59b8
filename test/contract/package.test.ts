import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readJson } from "../helpers/files";
import { releaseManifest, tagVersion } from "../../tools/release.mjs";

interface Manifest {
  id: string; version: string; url: string; manifest: string; download: string;
  esmodules: string[]; styles: { src: string }[]; languages: { path: string }[]; packs: { path: string }[];
}

/** File names of a zip, read from its central directory (signature PK\x01\x02; name at offset 46). */
function zipEntries(buffer: Buffer): string[] {
  const names: string[] = [];
  for (let i = buffer.indexOf("PK\x01\x02", 0, "latin1"); i >= 0; i = buffer.indexOf("PK\x01\x02", i + 4, "latin1")) {
    const length = buffer.readUInt16LE(i + 28);
    names.push(buffer.toString("utf8", i + 46, i + 46 + length));
  }
  return names;
}

const version = readJson<{ version: string }>("package.json").version;

describe("a release's manifest", () => {
  it("reads the version from a version tag only", () => {
    expect(tagVersion("v0.2.0")).toBe("0.2.0");
    expect(tagVersion("v1.10.3-beta.1")).toBe("1.10.3-beta.1");
    expect(tagVersion("0.2.0")).toBeNull();
    expect(tagVersion("release")).toBeNull();
    expect(tagVersion(undefined)).toBeNull();
  });

  it("points Foundry at the latest system.json and at the tag's zip", () => {
    const released = releaseManifest({ id: "altherion", version: "0.0.0", url: "https://github.com/o/r/" }, "1.2.3");
    expect(released).toEqual({
      id: "altherion", version: "1.2.3", url: "https://github.com/o/r/",
      manifest: "https://github.com/o/r/releases/latest/download/system.json",
      download: "https://github.com/o/r/releases/download/v1.2.3/altherion.zip",
    });
  });
});

describe("npm run package", () => {
  it("writes dist/release/system.json and altherion.zip: one folder altherion/ with the same manifest and every file it names", () => {
    const run = spawnSync("node", ["tools/package.mjs", `v${version}`], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const manifest = readJson<Manifest>("dist/release/system.json");
    expect(manifest.version).toBe(version);
    expect(manifest.download).toBe(`${manifest.url}/releases/download/v${version}/altherion.zip`);
    const zip = readFileSync("dist/release/altherion.zip");
    const all = zipEntries(zip);
    expect(all.filter((e) => !e.startsWith(`${manifest.id}/`))).toEqual([]);
    const entries = all.map((e) => e.slice(manifest.id.length + 1));
    const expected = ["system.json", ...manifest.esmodules, ...manifest.styles.map((s) => s.src), ...manifest.languages.map((l) => l.path)];
    for (const file of expected) expect(entries.includes(file), file).toBe(true);
    for (const pack of manifest.packs) expect(entries.some((e) => e.startsWith(`${pack.path}/`)), pack.path).toBe(true);
    expect(entries.filter((e) => e === "system.json")).toHaveLength(1);
    expect(entries.some((e) => e.startsWith("release/"))).toBe(false);
  });

  it("refuses a tag that does not name package.json's version", () => {
    const run = spawnSync("node", ["tools/package.mjs", "v99.0.0"], { encoding: "utf8" });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("99.0.0");
  });
});
