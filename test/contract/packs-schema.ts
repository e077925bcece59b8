/**
 * A test-only stand-in for `foundry.data.fields` and `foundry.abstract.TypeDataModel`, just enough
 * to load the system's data models under Node and read their schemas, so pack documents can be
 * validated against the very schemas the system registers. It records each field's options and
 * validates plain values the way the DataModel would refuse them (type, integer, min/max, choices,
 * unknown keys).
 */
type Opts = Record<string, unknown>;

export class Field {
  constructor(readonly options: Opts = {}) {}
}
export class NumberField extends Field {}
export class StringField extends Field {}
export class HTMLField extends StringField {}
export class BooleanField extends Field {}
export class ArrayField extends Field {
  constructor(readonly element: Field, options: Opts = {}) { super(options); }
}
export class SchemaField extends Field {
  constructor(readonly fields: Record<string, Field>, options: Opts = {}) { super(options); }
}
class AnyField extends Field {}

/** Installs the stand-in on globalThis (idempotent). */
export function installFoundryStub(): void {
  const g = globalThis as Record<string, unknown>;
  if (g.foundry) return;
  const fields = new Proxy({ NumberField, StringField, HTMLField, BooleanField, ArrayField, SchemaField } as Record<string, unknown>, {
    get: (target, key: string) => target[key] ?? AnyField,
  });
  g.foundry = { data: { fields }, abstract: { TypeDataModel: class {}, DataModel: class {} }, utils: {} };
}

/** Problems of `value` against `field` at `path` (empty when valid). */
export function validate(field: Field, value: unknown, path = "system"): string[] {
  const o = field.options;
  if (value === undefined) return o.required && o.initial === undefined ? [`${path}: missing`] : [];
  if (value === null) return o.nullable ? [] : [`${path}: null`];
  if (field instanceof NumberField) {
    if (typeof value !== "number" || !Number.isFinite(value)) return [`${path}: not a number`];
    const out: string[] = [];
    if (o.integer && !Number.isInteger(value)) out.push(`${path}: not an integer`);
    if (typeof o.min === "number" && value < o.min) out.push(`${path}: ${value} < min ${o.min}`);
    if (typeof o.max === "number" && value > o.max) out.push(`${path}: ${value} > max ${o.max}`);
    return out;
  }
  if (field instanceof StringField) {
    if (typeof value !== "string") return [`${path}: not a string`];
    if (o.blank === false && value === "") return [`${path}: blank`];
    const choices = o.choices as string[] | undefined;
    if (Array.isArray(choices) && !choices.includes(value)) return [`${path}: "${value}" not in ${choices.join("|")}`];
    return [];
  }
  if (field instanceof BooleanField) return typeof value === "boolean" ? [] : [`${path}: not a boolean`];
  if (field instanceof ArrayField) {
    if (!Array.isArray(value)) return [`${path}: not an array`];
    return value.flatMap((v, i) => validate(field.element, v, `${path}[${i}]`));
  }
  if (field instanceof SchemaField) return validateObject(field.fields, value, path);
  return [];
}

export function validateObject(fields: Record<string, Field>, value: unknown, path = "system"): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [`${path}: not an object`];
  const v = value as Record<string, unknown>;
  const unknown = Object.keys(v).filter((k) => !(k in fields)).map((k) => `${path}.${k}: not in the schema`);
  return [...unknown, ...Object.entries(fields).flatMap(([k, f]) => validate(f, v[k], `${path}.${k}`))];
}
