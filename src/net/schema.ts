/**
 * Payload schemas of the authority layer: every request is checked against one before anything of
 * it is read (type, allowed kinds, ids, bounds, no extra keys). A failed check names the path that
 * did not fit; the caller refuses with a localized message. Pure: no Foundry globals.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; path: string };
export type Schema<T> = (value: unknown, path: string) => Checked<T>;

const fail = (path: string): { ok: false; path: string } => ({ ok: false, path });
const pass = <T>(value: T): Checked<T> => ({ ok: true, value });

/** Keys that would reach an object's prototype when used as a path segment. */
export const FORBIDDEN_KEYS: readonly string[] = ["__proto__", "prototype", "constructor"];

/** A string of at most `max` characters, matching `pattern` when given. */
export const text = (max: number, pattern?: RegExp): Schema<string> => (v, path) =>
  typeof v === "string" && v.length <= max && (!pattern || pattern.test(v)) ? pass(v) : fail(path);

/** A Foundry document id (16 letters and digits). */
export const documentId: Schema<string> = text(16, /^[A-Za-z0-9]{16}$/);
/** A document uuid ("Actor.xxx", "Scene.xxx.Token.yyy.Actor.zzz", "Compendium.a.b.Actor.xxx"). */
export const uuid: Schema<string> = text(200, /^[A-Za-z][A-Za-z0-9-]*(\.[A-Za-z0-9_-]+)+$/);

/** An integer in [min, max]. */
export const int = (min: number, max: number): Schema<number> => (v, path) =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? pass(v) : fail(path);

export const bool: Schema<boolean> = (v, path) => (typeof v === "boolean" ? pass(v) : fail(path));

/** One of a fixed list of strings. */
export const oneOf = <const T extends string>(choices: readonly T[]): Schema<T> => (v, path) =>
  typeof v === "string" && (choices as readonly string[]).includes(v) ? pass(v as T) : fail(path);

export const nullable = <T>(inner: Schema<T>): Schema<T | null> => (v, path) => (v === null ? pass(null) : inner(v, path));

/** A list of at most `max` items, each checked. */
export const list = <T>(item: Schema<T>, max: number): Schema<T[]> => (v, path) => {
  if (!Array.isArray(v) || v.length > max) return fail(path);
  const out: T[] = [];
  for (let i = 0; i < v.length; i++) {
    const r = item(v[i], `${path}[${i}]`);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return pass(out);
};

type Shape = Record<string, Schema<unknown>>;
type Of<S extends Shape> = { [K in keyof S]: S[K] extends Schema<infer T> ? T : never };

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/**
 * A plain object with exactly these keys (optional ones may be absent or undefined): an unknown key, or a key
 * that reaches a prototype, refuses the whole object. The result is a fresh object.
 */
export const object = <S extends Shape>(shape: S, optional: readonly (keyof S)[] = []): Schema<Of<S>> => (v, path) => {
  if (!isPlain(v)) return fail(path);
  for (const key of Object.keys(v)) if (!(key in shape) || FORBIDDEN_KEYS.includes(key)) return fail(`${path}.${key}`);
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    if (v[key] === undefined && optional.includes(key)) continue;
    const r = schema(v[key], `${path}.${key}`);
    if (!r.ok) return r;
    out[key] = r.value;
  }
  return pass(out as Of<S>);
};

/** A union told apart by its `type` field (or another `tag`). */
export const variants = <T>(byType: Record<string, Schema<T>>, tag = "type"): Schema<T> => (v, path) => {
  const type = isPlain(v) ? v[tag] : undefined;
  return typeof type === "string" && Object.hasOwn(byType, type) ? byType[type](v, path) : fail(`${path}.${tag}`);
};

/** Anything (an envelope's payload, checked later by its action's own schema). */
export const anything: Schema<unknown> = (v) => pass(v);

export const literal = <const T extends string>(value: T): Schema<T> => oneOf([value]);

/** Checks a value; the entry point of every handler. */
export function check<T>(schema: Schema<T>, value: unknown): Checked<T> {
  return schema(value, "payload");
}
