/**
 * The few `foundry.utils` functions our code and the document layer rely on, written from their
 * public behaviour: dotted keys nest (`expandObject`), `-=key` deletes (`mergeObject` with
 * deletions), a change is diffed against the source (`diffObject`). Test code only.
 */
export type Plain = Record<string, unknown>;

export const isPlain = (v: unknown): v is Plain =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Foundry's deepClone: plain objects and arrays are copied deeply; class instances (a Roll) are kept as they are. */
export function deepClone<T>(v: T): T {
  if (Array.isArray(v)) return v.map((x) => deepClone(x)) as T;
  if (isPlain(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deepClone(x)])) as T;
  return v;
}
const clone = deepClone;

/** `{"a.b": 1}` → `{a: {b: 1}}`, recursively (a dotted key inside a nested object nests too). */
export function expandObject(obj: Plain): Plain {
  const out: Plain = {};
  for (const [key, raw] of Object.entries(obj)) {
    const value = isPlain(raw) ? expandObject(raw) : clone(raw);
    const parts = key.split(".");
    let target = out;
    for (const part of parts.slice(0, -1)) {
      if (!isPlain(target[part])) target[part] = {};
      target = target[part] as Plain;
    }
    const last = parts[parts.length - 1];
    target[last] = isPlain(value) && isPlain(target[last]) ? mergeObject(target[last] as Plain, value) : value;
  }
  return out;
}

/** `{a: {b: 1}}` → `{"a.b": 1}` (arrays and non-plain values are leaves). */
export function flattenObject(obj: Plain, prefix = ""): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlain(value) && Object.keys(value).length) Object.assign(out, flattenObject(value, path));
    else out[path] = value;
  }
  return out;
}

export function getProperty(obj: unknown, path: string): unknown {
  let target: unknown = obj;
  for (const part of path.split(".")) {
    if (target === null || target === undefined || typeof target !== "object") return undefined;
    target = (target as Plain)[part];
  }
  return target;
}

export function setProperty(obj: Plain, path: string, value: unknown): void {
  const parts = path.split(".");
  let target = obj;
  for (const part of parts.slice(0, -1)) {
    if (!isPlain(target[part])) target[part] = {};
    target = target[part] as Plain;
  }
  target[parts[parts.length - 1]] = value;
}

/**
 * Merges `other` into `original` in place and returns it: plain objects merge key by key,
 * everything else (arrays included) is replaced; a `-=key` deletes `key`; a `==key` replaces
 * the whole value without merging.
 */
export function mergeObject(original: Plain, other: Plain): Plain {
  for (const [rawKey, value] of Object.entries(other)) {
    if (rawKey === "__proto__" || rawKey === "constructor" || rawKey === "prototype") continue;
    if (rawKey.startsWith("-=")) {
      delete original[rawKey.slice(2)];
      continue;
    }
    if (rawKey.startsWith("==")) {
      original[rawKey.slice(2)] = clone(value);
      continue;
    }
    const current = original[rawKey];
    if (isPlain(value) && isPlain(current)) mergeObject(current, value);
    else original[rawKey] = isPlain(value) ? mergeObject({}, value) : clone(value);
  }
  return original;
}

const equal = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What `changes` really changes in `source`: unchanged leaves are dropped, `-=key` is kept only
 * when `key` exists, arrays compare whole.
 */
export function diffObject(source: Plain, changes: Plain): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      if (key.slice(2) in source) out[key] = null;
      continue;
    }
    const before = source[key];
    if (isPlain(value) && isPlain(before)) {
      const inner = diffObject(before, value);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (!equal(before, value)) out[key] = value;
  }
  return out;
}

let counter = 0;
/** A 16-character id, unique in this process (deterministic, so failures replay). */
export function randomID(): string {
  counter += 1;
  return `w${counter.toString(36).padStart(15, "0")}`;
}

export function escapeHTML(s: string): string {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
