/**
 * The schema side of the test world: the stub field classes (test/stubs/foundry.ts) plus what a
 * Foundry DataModel does with them — fill missing fields with their initial value, drop keys the
 * schema does not know, cast numeric strings, and validate (type, integer, min/max, choices).
 * `WorldTypeDataModel` is the base of the REAL src/data models inside the world: it keeps the
 * source apart from derived data (`toObject()` is the source, as in Foundry).
 */
import { ArrayField, BooleanField, NumberField, SchemaField, StringField, validateField } from "../stubs/foundry";
import type { StubField } from "../stubs/foundry";
import { isPlain, type Plain } from "./utils";

/** A field's initial value (a copy). */
export function initialValue(field: StubField): unknown {
  if (field instanceof SchemaField) return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, initialValue(f)]));
  const initial = field.options.initial;
  if (initial !== undefined) return structuredClone(typeof initial === "function" ? (initial as () => unknown)() : initial);
  if (field instanceof ArrayField) return [];
  if (field instanceof BooleanField) return false;
  if (field instanceof StringField) return field.options.blank === false ? undefined : "";
  return field.options.nullable ? null : undefined;
}

/** Foundry's cleaning: unknown keys dropped, missing keys initialised, numeric strings cast. */
export function cleanValue(field: StubField, value: unknown): unknown {
  if (value === undefined) return initialValue(field);
  if (field instanceof SchemaField) {
    if (!isPlain(value)) return value;
    return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, cleanValue(f, value[k])]));
  }
  if (field instanceof ArrayField) return Array.isArray(value) ? value.map((v) => cleanValue(field.element as StubField, v)) : value;
  if (field instanceof NumberField && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  if (field instanceof BooleanField && (value === "true" || value === "false")) return value === "true";
  return value;
}

export type SchemaFields = Record<string, StubField>;

/** Cleans a whole `system` source against a schema and returns it with its validation problems. */
export function cleanAndValidate(fields: SchemaFields, source: Plain): { source: Plain; errors: string[] } {
  const schema = new SchemaField(fields);
  const cleaned = cleanValue(schema, source) as Plain;
  return { source: cleaned, errors: validateField(schema, cleaned, "system") };
}

interface ModelClass {
  defineSchema(): SchemaFields;
  migrateData(source: Plain): Plain;
}

/** Each model class's schema, built once (Foundry caches a data model's schema per class too). */
const schemas = new WeakMap<ModelClass, SchemaField>();
function schemaOf(Model: ModelClass): SchemaField {
  let schema = schemas.get(Model);
  if (!schema) schemas.set(Model, (schema = new SchemaField(Model.defineSchema())));
  return schema;
}

/**
 * Stand-in for foundry.abstract.TypeDataModel. Built from a document's `system` source
 * (migrated, then cleaned); derived data is added on the instance by prepare*Data; the source
 * stays in `_source` and `toObject()` returns a copy of it.
 */
export class WorldTypeDataModel {
  declare parent: unknown;
  declare _source: Plain;

  static defineSchema(): SchemaFields {
    return {};
  }

  static migrateData(source: Plain): Plain {
    return source;
  }

  /** The cleaned source for this model class (used on create and after every update). */
  static cleanSource(this: ModelClass, raw: Plain): { source: Plain; errors: string[] } {
    return cleanAndValidate(schemaOf(this).fields, this.migrateData(structuredClone(raw)));
  }

  /** As Foundry's: `_source` is the document's own `system` source; the instance's fields start as a copy of it. */
  constructor(source: Plain, options: { parent?: unknown } = {}) {
    Object.defineProperty(this, "parent", { value: options.parent ?? null, enumerable: false, writable: true });
    Object.defineProperty(this, "_source", { value: source, enumerable: false, writable: true });
    Object.assign(this, structuredClone(source));
  }

  get schema(): SchemaField {
    return schemaOf(this.constructor as unknown as ModelClass);
  }

  toObject(): Plain {
    return structuredClone(this._source);
  }

  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  async _preCreate(..._args: unknown[]): Promise<boolean | void> {}
  async _preUpdate(..._args: unknown[]): Promise<boolean | void> {}
}
