/**
 * A list row's markup rendered once per distinct content. The block helper
 *
 *   {{#altRow this editMode=@root.editMode}}…the row's markup…{{/altRow}}
 *
 * keys its output by the language, the hash and the row's whole content: a row whose data did not change since a
 * render (the same item, derived values, words, open state) gives back the same HTML without running its template;
 * any change (an edit, a derived value, another language, the mode) is another key, rendered anew. Correct as long as
 * the block reads only its row, the hash, and the language's row words (`@root.rowLabels`); a test checks the templates.
 *
 * The key is a number: a hash of the content that samples each string (its length and three characters), cheap to
 * compute on every render. The content is read once per call, into a flat list of its leaves and its shape (each
 * object's prototype and keys, each array's length); the hash is taken over that list, and a kept row is given back only
 * when its own list is the same, item by item. Two contents of the same hash take turns in one place (each renders
 * again), never each other's HTML. What is kept is that list (primitive values, prototypes and markers, no object of the
 * context): a later change to the context's objects cannot reach it.
 */

/** What the helper needs from Handlebars' options (a block helper's last argument). */
interface BlockOptions {
  fn(context: unknown): string;
  hash?: Record<string, unknown>;
}

/** Rows kept (least recently used dropped first): a few sheets of 150 items in each mode and language. */
export const ROW_MEMO_SIZE = 2000;

/**
 * What the kept rows may weigh, in characters of HTML plus items of their flat lists (least recently used dropped
 * first): a sheet's parts are large (a list tab is tens of thousands of characters), and each edit keeps a new version
 * of its part, so a long session must not keep every past version until the count limit.
 */
export const ROW_MEMO_WEIGHT = 4_000_000;

export interface RowMemo {
  /** The `altRow` block helper. */
  helper: (row: unknown, options: BlockOptions) => string;
  /** Forgets every row (the bench's cold render). */
  clear(): void;
  readonly size: number;
}

/** A kept row: the flat list of the content it was rendered from (language, hash, row) and its HTML. */
interface Kept {
  flat: unknown[];
  html: string;
}

/** A row memo for the user's language (read at each call: Foundry's game.i18n.lang, or a test environment's). */
export function rowMemo(lang: () => string, limit = ROW_MEMO_SIZE, maxWeight = ROW_MEMO_WEIGHT): RowMemo {
  const rows = new Map<number, Kept>();
  let weight = 0;
  const weightOf = (k: Kept) => k.html.length + k.flat.length;
  /** The call's content, flattened: its first `n` items (reused from call to call, so a hit allocates nothing). */
  const scratch: Flat = { items: [], n: 0 };
  return {
    helper(row, options) {
      scratch.n = 0;
      put(scratch, lang());
      flatten(options.hash ?? {}, scratch);
      flatten(row, scratch);
      const key = hashOf(scratch);
      const kept = rows.get(key);
      if (kept !== undefined) rows.delete(key); // moved to the most recent end, or replaced
      const found = kept !== undefined && sameList(kept.flat, scratch) ? kept : { flat: scratch.items.slice(0, scratch.n), html: options.fn(row) };
      if (found !== kept) {
        if (kept !== undefined) weight -= weightOf(kept);
        weight += weightOf(found);
        for (const [oldest, dropped] of rows) { // least recently used first
          if (rows.size < limit && weight <= maxWeight) break;
          rows.delete(oldest);
          weight -= weightOf(dropped);
        }
      }
      rows.set(key, found);
      return found.html;
    },
    clear: () => { rows.clear(); weight = 0; },
    get size() { return rows.size; },
  };
}

/** Shape markers of the flat list: no value of the content is one of them (they are this module's own). */
const OBJECT = Symbol("object");
const ARRAY = Symbol("array");
const END = Symbol("end");

/** A flat list being written: its first `n` items. */
interface Flat {
  items: unknown[];
  n: number;
}
const put = (out: Flat, v: unknown): void => { out.items[out.n++] = v; };

/**
 * Plain data (objects, arrays, strings, numbers, booleans, null) as a flat list: a primitive as itself; an object as
 * OBJECT, its prototype, each enumerable key and its value, END; an array as ARRAY, its length, its items. Two contents
 * give the same list only when they are equal (the same keys in the same order, the same prototypes, the same leaves).
 */
function flatten(v: unknown, out: Flat): void {
  if (typeof v !== "object" || v === null) { put(out, v); return; }
  if (Array.isArray(v)) {
    put(out, ARRAY);
    put(out, v.length);
    for (let i = 0; i < v.length; i++) flatten(v[i], out);
    return;
  }
  put(out, OBJECT);
  put(out, Object.getPrototypeOf(v));
  for (const k in v) {
    put(out, k);
    flatten((v as Record<string, unknown>)[k], out);
  }
  put(out, END);
}

/** 32-bit FNV-1a step. */
const mix = (h: number, n: number): number => Math.imul(h ^ n, 0x01000193);

/** A hash of a flat list: strings sampled (length and three characters), numbers and booleans taken, the rest by kind. */
function hashOf({ items, n }: Flat): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < n; i++) {
    const v = items[i];
    switch (typeof v) {
      case "string": {
        const len = v.length;
        h = mix(h, len + 1);
        if (len > 0) h = mix(mix(mix(h, v.charCodeAt(0)), v.charCodeAt(len >> 1)), v.charCodeAt(len - 1));
        break;
      }
      case "number": h = mix(mix(h, 2), (v * 1000) | 0); break;
      case "boolean": h = mix(h, v ? 3 : 4); break;
      case "symbol": h = mix(h, v === OBJECT ? 5 : v === ARRAY ? 6 : 7); break;
      default: h = mix(h, v === null ? 8 : 9); // null, undefined, prototypes, functions: compared by sameList
    }
  }
  return h;
}

/** A kept list and the one being written, item by item (strings by content, everything else by identity). */
function sameList(kept: readonly unknown[], { items, n }: Flat): boolean {
  if (kept.length !== n) return false;
  for (let i = 0; i < n; i++) if (kept[i] !== items[i]) return false;
  return true;
}

/** Registers `altRow` in Foundry's Handlebars (entry's init hook), keyed by the user's language. */
export function registerRowMemo(): void {
  Handlebars.registerHelper("altRow", rowMemo(() => game.i18n?.lang ?? "fr").helper as never);
}
