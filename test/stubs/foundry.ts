/**
 * Small test-only stand-ins for the Foundry globals the data models and documents touch at
 * import and call time. They record what the code asks for; they implement no Foundry logic.
 * Install with `installFoundryStubs()` before importing src/data/*.ts models or src/documents.
 * The field classes and `validateField` are also the schema layer of the test world (test/world/).
 */
type Options = Record<string, unknown>;

export class StubField {
  constructor(public options: Options = {}, public element?: StubField) {}
}
export class NumberField extends StubField { kind = "number"; }
export class StringField extends StubField { kind = "string"; }
export class BooleanField extends StubField { kind = "boolean"; }
export class HTMLField extends StringField { override kind = "html"; }
export class ArrayField extends StubField {
  kind = "array";
  constructor(element: StubField, options: Options = {}) { super(options, element); }
}
export class SchemaField extends StubField {
  kind = "schema";
  constructor(public fields: Record<string, StubField>, options: Options = {}) { super(options); }
}

/**
 * Problems of `value` against a stand-in field at `path` (empty when valid): what Foundry's
 * DataModel validation would refuse — type, integer, min/max, blank, choices, unknown keys.
 */
export function validateField(field: StubField, value: unknown, path = "system"): string[] {
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
    return value.flatMap((v, i) => validateField(field.element as StubField, v, `${path}[${i}]`));
  }
  if (field instanceof SchemaField) return validateSchema(field.fields, value, path);
  return [];
}

/** Problems of a plain object against a schema (a data model's defineSchema()). */
export function validateSchema(fields: Record<string, StubField>, value: unknown, path = "system"): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [`${path}: not an object`];
  const v = value as Record<string, unknown>;
  const unknown = Object.keys(v).filter((k) => !(k in fields)).map((k) => `${path}.${k}: not in the schema`);
  return [...unknown, ...Object.entries(fields).flatMap(([k, f]) => validateField(f, v[k], `${path}.${k}`))];
}

/** Stand-in for foundry.abstract.TypeDataModel: keeps the source on the instance. */
export class StubTypeDataModel {
  declare parent: unknown;
  constructor(source: Record<string, unknown>, options: { parent?: unknown } = {}) {
    Object.assign(this, structuredClone(source));
    Object.defineProperty(this, "parent", { value: options.parent ?? null, enumerable: false, writable: true });
    // Foundry keeps the stored source apart from the prepared values (Active Effects apply to the latter).
    Object.defineProperty(this, "_source", { value: structuredClone(source), enumerable: false, writable: true });
  }
  toObject(): Record<string, unknown> {
    return structuredClone({ ...this }) as Record<string, unknown>;
  }
  prepareDerivedData(): void {}
  async _preUpdate(): Promise<boolean | void> {}
}

/** Stand-in for the Actor base class: records update() and toggleStatusEffect() calls. */
export class StubActor {
  updates: Record<string, unknown>[] = [];
  toggles: { id: string; active: boolean }[] = [];
  created: unknown[][] = [];
  statuses = new Set<string>();
  items: { type: string; name: string; id: string | null; system: unknown }[] = [];
  declare system: unknown;
  constructor(public name: string, public type: string) {}
  async update(changes: Record<string, unknown>) { this.updates.push(changes); return this; }
  async toggleStatusEffect(id: string, { active }: { active: boolean }) {
    this.toggles.push({ id, active });
    if (active) this.statuses.add(id); else this.statuses.delete(id);
  }
  async createEmbeddedDocuments(_type: string, data: unknown[]) { this.created.push(data); return data; }
  async deleteEmbeddedDocuments() { return []; }
  async _preCreate() {}
}

export const notifications: { level: string; message: string }[] = [];

export function installFoundryStubs(): void {
  const g = globalThis as Record<string, unknown>;
  g.foundry = {
    data: { fields: { NumberField, StringField, BooleanField, HTMLField, ArrayField, SchemaField } },
    abstract: { TypeDataModel: StubTypeDataModel },
    utils: { escapeHTML: (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) },
    applications: { api: { DialogV2: { confirm: async () => true } } },
    // Base classes modules extend at import time (AltherionRoll); never evaluated here.
    dice: { Roll: class StubRoll {}, terms: { Die: class StubDie {} } },
  };
  g.Actor = StubActor;
  g.Item = class StubItem {};
  const note = (level: string) => (message: string) => { notifications.push({ level, message }); };
  g.ui = { notifications: { error: note("error"), warn: note("warn"), info: note("info") } };
  g.game = {
    i18n: { lang: "fr", localize: (k: string) => k, format: (k: string) => k },
    settings: { get: () => undefined },
  };
}
