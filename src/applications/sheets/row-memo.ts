/**
 * Issue 15 speed: a list row's markup rendered once per distinct content. The block helper
 *
 *   {{#altRow this editMode=@root.editMode}}…the row's markup…{{/altRow}}
 *
 * keys its output by the language, the hash and the row's whole content: a row whose data did not change since a
 * render (the same item, derived values, words, open state) gives back the same HTML without running its template;
 * any change (an edit, a derived value, another language, the mode) is another key, rendered anew. Correct as long as
 * the block reads only its row, the hash, and the language's row words (`@root.rowLabels`); a test checks the templates.
 *
 * The key is a number: a hash of the content that samples each string (its length and three characters), cheap to
 * compute on every render; a kept row is given back only when a walk over the whole content finds it equal to the row
 * kept with it (mostly the same strings: the context's words are localized once). Two contents of the same hash take
 * turns in one place (each renders again), never each other's HTML. What is kept is a copy: a later change to the
 * context's objects cannot reach it.
 */

/** What the helper needs from Handlebars' options (a block helper's last argument). */
interface BlockOptions {
  fn(context: unknown): string;
  hash?: Record<string, unknown>;
}

/** Rows kept (least recently used dropped first): a few sheets of 150 items in each mode and language. */
export const ROW_MEMO_SIZE = 2000;

export interface RowMemo {
  /** The `altRow` block helper. */
  helper: (row: unknown, options: BlockOptions) => string;
  /** Forgets every row (the bench's cold render). */
  clear(): void;
  readonly size: number;
}

/** A kept row: a copy of the content it was rendered from (language, hash, row) and its HTML. */
interface Kept {
  content: unknown;
  html: string;
}

/** A row memo for the user's language (read at each call: Foundry's game.i18n.lang, or a test environment's). */
export function rowMemo(lang: () => string, limit = ROW_MEMO_SIZE): RowMemo {
  const rows = new Map<number, Kept>();
  return {
    helper(row, options) {
      const content = [lang(), options.hash ?? {}, row];
      const key = hashOf(content, 0x811c9dc5);
      const kept = rows.get(key);
      if (kept !== undefined) rows.delete(key); // moved to the most recent end, or replaced
      const found = kept !== undefined && same(kept.content, content) ? kept : { content: copyOf(content), html: options.fn(row) };
      if (kept === undefined && rows.size >= limit) rows.delete(rows.keys().next().value as number);
      rows.set(key, found);
      return found.html;
    },
    clear: () => rows.clear(),
    get size() { return rows.size; },
  };
}

/** 32-bit FNV-1a step. */
const mix = (h: number, n: number): number => Math.imul(h ^ n, 0x01000193);

/** A hash of plain data (objects, arrays, strings, numbers, booleans, null): strings sampled, everything else walked. */
function hashOf(v: unknown, h: number): number {
  switch (typeof v) {
    case "string": {
      const n = v.length;
      h = mix(h, n + 1);
      return n === 0 ? h : mix(mix(mix(h, v.charCodeAt(0)), v.charCodeAt(n >> 1)), v.charCodeAt(n - 1));
    }
    case "number": return mix(mix(h, 2), (v * 1000) | 0);
    case "boolean": return mix(h, v ? 3 : 4);
    case "object": {
      if (v === null) return mix(h, 5);
      if (Array.isArray(v)) {
        h = mix(h, 6 + v.length);
        for (const x of v) h = hashOf(x, h);
        return h;
      }
      h = mix(h, 7);
      for (const k in v) h = hashOf((v as Record<string, unknown>)[k], mix(h, k.length));
      return h;
    }
    default: return mix(h, 8); // undefined, functions: equal only to themselves (same)
  }
}

/** Deep equality of plain data, own enumerable keys (what the block can read). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!Object.hasOwn(y, k) || !same(x[k], y[k])) return false;
    n++;
  }
  for (const _ in y) n--;
  return n === 0;
}

/** A deep copy of plain data (each object's prototype kept, so `same` compares like with like). */
function copyOf(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map(copyOf);
  const out = Object.create(Object.getPrototypeOf(v) as object | null) as Record<string, unknown>;
  for (const k of Object.keys(v)) out[k] = copyOf((v as Record<string, unknown>)[k]);
  return out;
}

/** Registers `altRow` in Foundry's Handlebars (entry's init hook), keyed by the user's language. */
export function registerRowMemo(): void {
  Handlebars.registerHelper("altRow", rowMemo(() => game.i18n?.lang ?? "fr").helper as never);
}
