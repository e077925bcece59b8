import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readJson } from "../helpers/files";

interface Manifest {
  id: string; version: string; esmodules: string[]; styles: { src: string; layer: string }[];
  languages: { lang: string; path: string }[];
  packs: { name: string; path: string; type: string; label: string }[];
  packFolders: { name: string; packs: string[] }[];
  documentTypes: Record<string, Record<string, { htmlFields: string[] }>>;
  compatibility: { minimum: string; verified: string; maximum: string };
  manifest: string; download: string; url: string; bugs?: string;
  relationships?: { recommends?: { id: string; type: string; reason?: string }[] };
}
interface Template { [doc: string]: { types: string[]; htmlFields?: string[] } }

const built = readJson<Manifest>("dist/system.json");
const source = readJson<Manifest>("system.json");
const template = readJson<Template>("template.json");
const pkg = readJson<{ version: string; description: string }>("package.json");

describe("system.json ↔ dist/", () => {
  it("names only files that exist in dist/", () => {
    const files = [...built.esmodules, ...built.styles.map((s) => s.src), ...built.languages.map((l) => l.path)];
    for (const file of files) expect(existsSync(`dist/${file}`), file).toBe(true);
    for (const pack of built.packs) expect(existsSync(`dist/${pack.path}`), pack.path).toBe(true);
  });

  it("is a v13–v14 system manifest with French first", () => {
    expect(built.id).toBe("altherion");
    // The oldest v13 build the types describe; verified stays 13.x until the Quench suite is run on v14.
    expect(built.compatibility.minimum).toBe("13.345");
    expect(built.compatibility.verified.startsWith("13.")).toBe(true);
    expect(built.compatibility.maximum).toBe("14");
    expect(built.languages.map((l) => l.lang)).toEqual(["fr", "en"]);
  });

  it("declares no empty field (an empty background or url makes Foundry fetch the system's root)", () => {
    const empty = Object.entries(source).filter(([, v]) => v === "").map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it("keeps one version across package.json, system.json and the download URL", () => {
    expect(source.version).toBe(pkg.version);
    expect(built.version).toBe(pkg.version);
    expect(built.download).toContain(`v${pkg.version}`);
    expect(built.manifest).toMatch(/releases\/latest\/download\/system\.json$/);
  });

  it("emits template.json's sub-types and HTML fields as documentTypes (v14 reads these)", () => {
    for (const [doc, decl] of Object.entries(template)) {
      expect(Object.keys(built.documentTypes[doc] ?? {})).toEqual(decl.types);
      for (const type of decl.types) expect(built.documentTypes[doc][type].htmlFields).toEqual(decl.htmlFields ?? []);
    }
  });

  it("puts every declared pack in exactly one pack folder", () => {
    const foldered = built.packFolders.flatMap((f) => f.packs);
    expect([...foldered].sort()).toEqual(built.packs.map((p) => p.name).sort());
  });

  it("recommends the modules tables run with the system, each with a one-line reason", () => {
    const recommends = built.relationships?.recommends ?? [];
    expect(recommends.map((r) => r.id).sort()).toEqual(["babele", "dice-so-nice", "item-piles", "quench", "token-action-hud-core"]);
    for (const r of recommends) {
      expect(r.type, r.id).toBe("module");
      expect(r.reason?.length ?? 0, r.id).toBeGreaterThan(20);
      expect(r.reason, r.id).not.toContain("\n");
    }
  });

  it("sends bug reports to the repository's issues and describes both generations", () => {
    expect(built.bugs).toBe(`${built.url}/issues`);
    expect(pkg.description).toMatch(/v13 and v14/);
  });
});
