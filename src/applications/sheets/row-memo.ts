/**
 * Issue 15 speed: a list row's markup rendered once per distinct content. The block helper
 *
 *   {{#altRow this editMode=@root.editMode}}…the row's markup…{{/altRow}}
 *
 * keys its output by the language, the hash and the row's whole content (JSON): a row whose data did not change since
 * a render (the same item, derived values, words, open state) gives back the same HTML without running its template;
 * any change (an edit, a derived value, another language, the mode) is another key, rendered anew. Correct as long as
 * the block reads only its row, the hash, and the language's row words (`@root.rowLabels`); a test checks the templates.
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

/** A row memo for the user's language (read at each call: Foundry's game.i18n.lang, or a test environment's). */
export function rowMemo(lang: () => string, limit = ROW_MEMO_SIZE): RowMemo {
  const rows = new Map<string, string>();
  return {
    helper(row, options) {
      const key = `${lang()}\u0000${JSON.stringify(options.hash ?? {})}\u0000${JSON.stringify(row)}`;
      let html = rows.get(key);
      if (html === undefined) {
        html = options.fn(row);
        if (rows.size >= limit) rows.delete(rows.keys().next().value as string);
      } else rows.delete(key); // moved to the most recent end
      rows.set(key, html);
      return html;
    },
    clear: () => rows.clear(),
    get size() { return rows.size; },
  };
}

/** Registers `altRow` in Foundry's Handlebars (entry's init hook), keyed by the user's language. */
export function registerRowMemo(): void {
  Handlebars.registerHelper("altRow", rowMemo(() => game.i18n?.lang ?? "fr").helper as never);
}
