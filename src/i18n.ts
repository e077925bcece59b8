/** Localization for code that runs in Foundry: the key itself until game.i18n is ready. */

/** Localizes an i18n key, formatted with `data` when given. */
export function localize(key: string, data?: Record<string, string | number>): string {
  if (!game.i18n) return key;
  return data ? game.i18n.format(key, data as Record<string, string>) : game.i18n.localize(key);
}
