import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { load } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGGRAVATION_TABLES, DEFAULT_SKILLS, HEALING_COMPLEXITY, LANGUAGES, STARTER_QUALITIES } from "../../src/rules/index";
import { statusDefinitions } from "../../src/data/status-effects";
import { GENERATED_DIRS, PACKS, CATEGORY_TO_MODEL, generatePacks } from "../../tools/packs/generate";
import { readJson, walk } from "../helpers/files";
import { installFoundryStubs, validateSchema as validateObject } from "../stubs/foundry";
import type { StubField as Field } from "../stubs/foundry";

type Doc = Record<string, unknown> & { _id: string; _key: string; name?: string; type?: string };
interface PackDecl { name: string; label: string; type: string; system: string; ownership: Record<string, string> }

const system = readJson<{ packs: PackDecl[]; packFolders: { name: string; packs: string[] }[] }>("system.json");
const template = readJson<Record<string, { types: string[] }>>("template.json");
const COLLECTION: Record<string, string> = { Item: "items", Actor: "actors", JournalEntry: "journal", RollTable: "tables" };
const EMBEDDED: Record<string, string[]> = { items: ["effects"], actors: ["items", "effects"], journal: ["pages", "categories"], tables: ["results"] };

const sources = new Map<string, Doc[]>(
  system.packs.map((p) => [p.name, walk(`packs/${p.name}`, [".yml"]).sort().map((f) => load(readFileSync(f, "utf8")) as Doc)]),
);
const primaries = (pack: string) => (sources.get(pack) ?? []).filter((d) => !d._key.startsWith("!folders!"));
const named = (pack: string, name: string) => primaries(pack).find((d) => d.name === name) as Doc;

/** Every UUID a document answers to: primaries and journal pages. */
function knownUuids(): Set<string> {
  const out = new Set<string>();
  for (const p of system.packs) {
    for (const d of primaries(p.name)) {
      const base = `Compendium.altherion.${p.name}.${p.type}.${d._id}`;
      out.add(base);
      for (const page of (d.pages as Doc[] | undefined) ?? []) out.add(`${base}.JournalEntryPage.${page._id}`);
    }
  }
  return out;
}

/** Every compendium reference inside a value: @UUID[...] links and bare Compendium.* strings. */
function references(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    for (const m of value.matchAll(/Compendium\.[A-Za-z0-9_.-]+/g)) out.push(m[0].replace(/\.$/, ""));
  } else if (Array.isArray(value)) value.forEach((v) => references(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => references(v, out));
  return out;
}

describe("packs: declaration (system.json)", () => {
  it("declares exactly the generator's packs, each with a French label, the system and the ownership rule", () => {
    expect(system.packs.map((p) => [p.name, p.type])).toEqual(PACKS.map((p) => [p.name, p.type]));
    for (const p of system.packs) {
      expect(p.system).toBe("altherion");
      expect(p.ownership).toEqual({ PLAYER: "OBSERVER", ASSISTANT: "OWNER" });
      expect(p.label.length).toBeGreaterThan(0);
    }
  });

  it("puts every pack in exactly one pack folder", () => {
    const foldered = system.packFolders.flatMap((f) => f.packs);
    expect([...foldered].sort()).toEqual(system.packs.map((p) => p.name).sort());
    expect(new Set(foldered).size).toBe(foldered.length);
  });
});

describe("packs: generated sources", () => {
  it("are exactly what tools/generate-packs.ts produces (no drift, no stale file)", () => {
    const generated = generatePacks();
    const onDisk = GENERATED_DIRS.flatMap((d) => walk(d, [".yml", ".json"]));
    expect(onDisk.filter((f) => !generated.has(f)), "stale files: run `npx tsx tools/generate-packs.ts`").toEqual([]);
    const drift = [...generated].filter(([path, text]) => { try { return readFileSync(path, "utf8") !== text; } catch { return true; } }).map(([p]) => p);
    expect(drift, "out of date: run `npx tsx tools/generate-packs.ts`").toEqual([]);
  });
});

describe("packs: documents", () => {
  it("have 16-character alphanumeric ids, the right _key, embedded keys under their parent, and unique ids", () => {
    const seen = new Set<string>();
    for (const p of system.packs) {
      for (const d of sources.get(p.name) ?? []) {
        expect(d._id, `${p.name}/${d.name}`).toMatch(/^[A-Za-z0-9]{16}$/);
        const coll = d._key.startsWith("!folders!") ? "folders" : COLLECTION[p.type];
        expect(d._key, `${p.name}/${d.name}`).toBe(`!${coll}!${d._id}`);
        expect(seen.has(d._id), `duplicate id ${d._id}`).toBe(false);
        seen.add(d._id);
        for (const emb of EMBEDDED[coll] ?? []) {
          for (const e of (d[emb] as Doc[] | undefined) ?? []) {
            expect(e._id).toMatch(/^[A-Za-z0-9]{16}$/);
            expect(e._key).toBe(`!${coll}.${emb}!${d._id}.${e._id}`);
            expect(seen.has(e._id), `duplicate id ${e._id}`).toBe(false);
            seen.add(e._id);
          }
        }
      }
    }
  });

  it("use only sub-types declared in template.json", () => {
    for (const p of system.packs.filter((x) => x.type === "Item" || x.type === "Actor")) {
      for (const d of primaries(p.name)) {
        expect(template[p.type].types, `${p.name}/${d.name}`).toContain(d.type);
        for (const it of (d.items as Doc[] | undefined) ?? []) expect(template.Item.types).toContain(it.type);
      }
    }
  });

  it("reference no missing document (@UUID links, UUID lists, compendium sources)", () => {
    const known = knownUuids();
    const dangling: string[] = [];
    for (const p of system.packs) {
      for (const d of primaries(p.name)) {
        for (const ref of references(d)) if (!known.has(ref)) dangling.push(`${p.name}/${d.name} → ${ref}`);
      }
    }
    expect(dangling).toEqual([]);
    // The rules journal really links to the other packs.
    const links = references(primaries("regles"));
    for (const pack of ["competences", "langues", "tables", "etats", "actions", "exemples-acteurs"]) {
      expect(links.some((l) => l.startsWith(`Compendium.altherion.${pack}.`)), pack).toBe(true);
    }
  });
});

describe("packs: system data validates against the registered data models", () => {
  let itemFields: Record<string, Record<string, Field>>;
  let actorFields: Record<string, Record<string, Field>>;
  beforeAll(async () => {
    installFoundryStubs();
    const data = await import("../../src/data/index");
    const schemas = (models: Record<string, unknown>) => Object.fromEntries(Object.entries(models).map(([type, m]) =>
      [type, (m as { defineSchema(): Record<string, Field> }).defineSchema()]));
    itemFields = schemas(data.ITEM_MODELS);
    actorFields = schemas(data.ACTOR_MODELS);
  });

  it("every item (in packs and embedded in actors) and every actor", () => {
    const problems: string[] = [];
    for (const p of system.packs) {
      for (const d of primaries(p.name)) {
        if (p.type === "Item") problems.push(...validateObject(itemFields[d.type as string], d.system, `${p.name}/${d.name}`));
        if (p.type === "Actor") {
          problems.push(...validateObject(actorFields[d.type as string], d.system, `${p.name}/${d.name}`));
          for (const it of (d.items as Doc[]) ?? []) problems.push(...validateObject(itemFields[it.type as string], it.system, `${p.name}/${d.name}/${it.name}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("packs: content matches the rules' data", () => {
  it("competences: every skill of R-SK-1, with its category and example expertises", () => {
    const docs = primaries("competences");
    expect(docs.filter((d) => d.type === "competence")).toHaveLength(DEFAULT_SKILLS.length);
    // R-PP-4 the achat ruleset's starter qualities sit beside them, each listing its skills by key.
    expect(docs.filter((d) => d.type === "qualite").map((d) => d.name).sort()).toEqual(STARTER_QUALITIES.map((q) => q.name).sort());
    for (const s of DEFAULT_SKILLS) {
      const d = named("competences", s.name);
      expect(d, s.name).toBeDefined();
      const sys = d.system as { categorie: string; expertises: { nom: string }[] };
      expect(sys.categorie).toBe(CATEGORY_TO_MODEL[s.category]);
      expect(sys.expertises.map((e) => e.nom)).toEqual([...s.expertises]);
    }
  });

  it("langues: every language of R-SK-6 with the level descriptors; Vrai Primordial capped by Primordial", () => {
    expect(primaries("langues")).toHaveLength(LANGUAGES.length);
    for (const l of LANGUAGES) {
      const d = named("langues", l.name);
      const sys = d.system as { categorie: string; plafond: string; description: string };
      expect(sys.categorie).toBe(CATEGORY_TO_MODEL.langues);
      expect((sys.description.match(/<li>/g) ?? []).length, l.name).toBe(10);
      expect(sys.plafond).toBe("cappedBy" in l ? l.cappedBy : "");
    }
    expect((named("langues", "Vrai Primordial").system as { plafond: string }).plafond).toBe("primordial");
  });

  it("tables: the six Fragilité tables of R-CRIT-2 (1d10, ranges exactly as the rules) and the healing table of R-SPELL-1", () => {
    AGGRAVATION_TABLES.forEach((rows, f) => {
      const t = named("tables", `Aggravation — Fragilité ${f}`);
      expect(t.formula).toBe("1d10");
      const results = t.results as { range: number[]; type: string; name: string; flags: { altherion: { effet: string } } }[];
      expect(results.map((r) => r.range)).toEqual(rows.map((r) => [r.from, r.to]));
      expect(results.map((r) => r.flags.altherion.effet)).toEqual(rows.map((r) => r.id));
      expect(results.every((r) => r.type === "text" && r.name.length > 0)).toBe(true);
      const covered = results.flatMap((r) => Array.from({ length: r.range[1] - r.range[0] + 1 }, (_, i) => r.range[0] + i));
      expect(covered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });
    const heal = named("tables", "Complexité des sorts de guérison");
    const ranges = (heal.results as { range: number[] }[]).map((r) => r.range[0]);
    expect(ranges).toEqual([1, 2, ...[...HEALING_COMPLEXITY].reverse().map((r) => r.complexity)]);
    expect(primaries("tables")).toHaveLength(AGGRAVATION_TABLES.length + 1);
  });

  it("etats: one page per status effect the system registers, flagged with its id", () => {
    const ids = primaries("etats").flatMap((e) => (e.pages as Doc[]).map((p) => (p.flags as { altherion: { statusId?: string } }).altherion.statusId)).filter(Boolean);
    expect([...ids].sort()).toEqual(statusDefinitions().map((s) => s.id).sort());
  });

  it("regles: two entries (fr, en), one page per chapter 1–14, each rule of RULES.md stated by a paragraph that carries its id out of sight", () => {
    const entries = primaries("regles");
    expect(entries.map((e) => e.name).sort()).toEqual(["Altherion rules", "Règles d'Altherion"]);
    for (const e of entries) {
      const pages = e.pages as { name: string; type: string; text: { format: number; content: string } }[];
      expect(pages).toHaveLength(14);
      expect(pages.every((p) => p.type === "text" && p.text.format === 1)).toBe(true);
      const all = pages.map((p) => p.text.content).join("\n");
      const rulesMd = readFileSync("/work/shared/RULES.md", "utf8");
      const ids = [...new Set([...rulesMd.split("## 15.")[0].matchAll(/^(R-[A-Z]+-\d+)\b/gm)].map((m) => m[1]))];
      const missing = ids.filter((id) => !all.includes(`<p data-rule="${id}">`));
      expect(missing, e.name).toEqual([]);
    }
  });

  it("exemples: species, founding classes, one aptitude of each tier, weapons, armour, shield, healing and area spells, atouts, handicaps", () => {
    const items = primaries("exemples");
    const of = (type: string) => items.filter((d) => d.type === type);
    expect(of("espece")).toHaveLength(2);
    expect(of("classe").map((c) => (c.system as { tier: string }).tier)).toEqual(["fondatrice", "fondatrice"]);
    const tiers = new Set(of("aptitude").map((a) => (a.system as { tier: string }).tier));
    expect([...tiers].sort()).toEqual(["espece", "fondatrice", "heroique", "legendaire", "superieure", "supreme"]);
    for (const t of ["arme", "armure", "bouclier", "atout", "handicap"]) expect(of(t).length, t).toBeGreaterThan(0);
    const sorts = of("sort").map((s) => s.system as { soin: boolean; zone: boolean });
    expect(sorts.some((s) => s.soin)).toBe(true);
    expect(sorts.some((s) => s.zone)).toBe(true);
    const actors = primaries("exemples-acteurs");
    expect(actors.filter((a) => a.type === "personnage")).toHaveLength(2);
    expect(actors.filter((a) => a.type === "pnj")).toHaveLength(3);
    const groupe = actors.find((a) => a.type === "groupe") as Doc;
    expect((groupe.system as { membres: string[] }).membres).toHaveLength(2);
  });
});

/** The text a player reads in a string of a pack or a Babele file: markup (and so attributes) removed. */
const readText = (value: unknown): string[] =>
  typeof value === "string" ? [value.replace(/<[^>]*>/g, " ")]
    : Array.isArray(value) ? value.flatMap(readText)
      : value && typeof value === "object" ? Object.values(value).flatMap(readText) : [];
const RULE_ID = /\bR-[A-Z]{2,}-\d+\b/; // the browser screen check's pattern (test/browser/chromium.ts leaks)

describe("packs: no rule id in what a player reads (GLOSSARY.md)", () => {
  it("the check reads text and ignores attributes", () => {
    expect(readText({ a: ["<p data-rule=\"R-CAR-1\">Neuf</p>"] }).some((t) => RULE_ID.test(t))).toBe(false);
    expect(readText({ a: ["<p>voir <strong>R-CAR-1</strong></p>"] }).some((t) => RULE_ID.test(t))).toBe(true);
  });
  it.each(system.packs.map((p) => p.name))("pack %s: journals, descriptions, tables", (pack) => {
    const shown = primaries(pack).flatMap((d) => readText(d)).filter((t) => RULE_ID.test(t));
    expect(shown.map((t) => t.match(RULE_ID)?.[0])).toEqual([]);
  });
  it.each(walk("lang/babele/en", [".json"]))("Babele %s", (file) => {
    const shown = readText(readJson(file)).filter((t) => RULE_ID.test(t));
    expect(shown.map((t) => t.match(RULE_ID)?.[0])).toEqual([]);
  });
});

describe("packs: Babele English translation files", () => {
  it("cover every entry of every pack but the natively bilingual rules journal", () => {
    for (const p of system.packs.filter((x) => x.name !== "regles")) {
      const file = readJson<{ label: string; entries: Record<string, Record<string, unknown>> }>(`lang/babele/en/altherion.${p.name}.json`);
      expect(file.label.length).toBeGreaterThan(0);
      for (const d of primaries(p.name)) {
        const entry = file.entries[d.name as string];
        expect(entry?.name, `${p.name}/${d.name}`).toBeTruthy();
        if (p.type === "JournalEntry") {
          for (const page of d.pages as Doc[]) expect((entry.pages as Record<string, { text: string }>)[page.name as string]?.text, `${d.name}/${page.name}`).toBeTruthy();
        }
        if (p.type === "RollTable") {
          for (const r of d.results as { range: number[] }[]) expect((entry.results as Record<string, unknown>)[`${r.range[0]}-${r.range[1]}`]).toBeTruthy();
        }
        if (p.type === "Item" || p.type === "Actor") expect(entry.description, `${p.name}/${d.name}`).toBeTruthy();
      }
      expect(Object.keys(file.entries).length).toBe(primaries(p.name).length);
    }
  });
});

describe("packs: foundryvtt-cli round trip", () => {
  const tmp = mkdtempSync(join(tmpdir(), "altherion-packs-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it.each(PACKS.map((p) => p.name))("%s compiles to LevelDB and reads back with the same documents", async (name) => {
    const db = join(tmp, "db", name);
    const out = join(tmp, "out", name);
    await compilePack(`packs/${name}`, db, { yaml: true, recursive: true });
    await extractPack(db, out, { yaml: true, clean: true });
    const back = walk(out, [".yml"]).map((f) => load(readFileSync(f, "utf8")) as Doc);
    const src = sources.get(name) ?? [];
    expect(back.map((d) => d._key).sort()).toEqual(src.map((d) => d._key).sort());
    const byKey = new Map(back.map((d) => [d._key, d]));
    for (const d of src) expect(byKey.get(d._key), d._key).toEqual(d);
  });
});
