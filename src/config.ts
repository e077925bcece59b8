/**
 * CONFIG.ALTHERION: what the Foundry side needs to present the game (i18n keys, icons).
 * The game's own numbers and tables live in src/rules/ and are only referenced here.
 */
export const ALTHERION = {
  id: "altherion",
} as const;

export type AltherionConfig = typeof ALTHERION;

declare global {
  interface CONFIG {
    ALTHERION: AltherionConfig;
  }
}
