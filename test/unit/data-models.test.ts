import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { ACTOR_BOUNDS, ITEM_BOUNDS, PERSONNAGE_ARRAY_BOUNDS } from "../../src/data/bounds";
import { installFoundryStubs } from "../stubs/foundry";
import type { StubField } from "../stubs/foundry";
import type * as DataIndex from "../../src/data/index";

type Walked = { path: string; field: StubField & { kind?: string; fields?: Record<string, StubField> } };

function walk(schema: Record<string, StubField>, prefix = ""): Walked[] {
  return Object.entries(schema).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const f = field as Walked["field"];
    if (f.kind === "schema" && f.fields) return walk(f.fields, path);
    if (f.kind === "array" && f.element) {
      const el = f.element as Walked["field"];
      return [{ path, field: f }, ...(el.kind === "schema" && el.fields ? walk(el.fields, `${path}[]`) : [])];
    }
    return [{ path, field: f }];
  });
}

const template = JSON.parse(readFileSync("template.json", "utf8")) as Record<string, { types: string[]; htmlFields: string[] }>;
let models: typeof DataIndex;

beforeAll(async () => {
  installFoundryStubs();
  models = await import("../../src/data/index");
});

describe("data models ↔ template.json ↔ bounds table", () => {
  it("every declared type has a data model, and nothing more", () => {
    expect(Object.keys(models.ACTOR_MODELS).sort()).toEqual([...template.Actor.types].sort());
    expect(Object.keys(models.ITEM_MODELS).sort()).toEqual([...template.Item.types].sort());
  });

  it("every NumberField is an integer, not nullable, with min, max and an initial inside them", () => {
    const all = { ...models.ACTOR_MODELS, ...models.ITEM_MODELS };
    for (const [type, model] of Object.entries(all)) {
      for (const { path, field } of walk(model.defineSchema() as unknown as Record<string, StubField>)) {
        if (field.kind !== "number") continue;
        const o = field.options as { integer?: boolean; nullable?: boolean; min?: number; max?: number; initial?: number };
        expect(o.integer, `${type}.${path}`).toBe(true);
        expect(o.nullable, `${type}.${path}`).toBe(false);
        expect(typeof o.min, `${type}.${path}`).toBe("number");
        expect(typeof o.max, `${type}.${path}`).toBe("number");
        expect(o.initial as number).toBeGreaterThanOrEqual(o.min as number);
        expect(o.initial as number).toBeLessThanOrEqual(o.max as number);
      }
    }
  });

  it("the schema's numbers are exactly the bounds table's entries (one source of bounds)", () => {
    const check = (type: string, model: { defineSchema(): unknown }, table: Record<string, { min: number; max: number; initial: number }>) => {
      const numbers = walk(model.defineSchema() as Record<string, StubField>).filter((w) => w.field.kind === "number" && !w.path.includes("[]"));
      expect(numbers.map((n) => n.path).sort(), type).toEqual(Object.keys(table).sort());
      for (const n of numbers) expect(n.field.options, `${type}.${n.path}`).toMatchObject(table[n.path]);
    };
    for (const [type, model] of Object.entries(models.ACTOR_MODELS)) check(type, model, ACTOR_BOUNDS[type]);
    for (const [type, model] of Object.entries(models.ITEM_MODELS)) check(type, model, ITEM_BOUNDS[type]);
  });

  it("the numbers of personnage array entries (xp.log, domainesOublies) come from PERSONNAGE_ARRAY_BOUNDS", () => {
    const inArrays = walk(models.ACTOR_MODELS.personnage.defineSchema() as unknown as Record<string, StubField>)
      .filter((w) => w.field.kind === "number" && w.path.includes("[]"));
    const expected = Object.entries(PERSONNAGE_ARRAY_BOUNDS).flatMap(([array, table]) => Object.keys(table).map((k) => `${array}[].${k}`));
    expect(inArrays.map((n) => n.path).sort()).toEqual(expected.sort());
    for (const n of inArrays) {
      const [array, key] = n.path.split("[].");
      expect(n.field.options, n.path).toMatchObject(PERSONNAGE_ARRAY_BOUNDS[array][key]);
    }
  });

  it("the HTML fields of template.json are HTMLFields on every type; other texts are plain strings", () => {
    for (const [doc, list] of [["Actor", models.ACTOR_MODELS], ["Item", models.ITEM_MODELS]] as const) {
      for (const [type, model] of Object.entries(list)) {
        const fields = walk(model.defineSchema() as unknown as Record<string, StubField>);
        const html = fields.filter((f) => f.field.kind === "html").map((f) => f.path).sort();
        expect(html, `${doc}.${type}`).toEqual([...template[doc].htmlFields].sort());
      }
    }
  });
});
