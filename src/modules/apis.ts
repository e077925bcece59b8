/**
 * The APIs of the optional modules the system calls, declared once, each with the public source it was learnt
 * from. None of these modules ships types; everything the system reads or calls of them is named here, and only
 * src/modules/ reads these declarations.
 */

// ---- Dice So Nice ---------------------------------------------------------------------------------------------

/**
 * `game.dice3d`, handed to the `diceSoNiceReady` hook. Sources: Dice So Nice's `Dice3D.showForRoll(roll, user,
 * synchronize, users, blind, messageID, speaker)` (its source, published with the module), MetaMorphic-Digital/draw-steel
 * `src/module/compatibility/dsn.mjs` (a roll added to an existing message), Nimble-Co/FoundryVTT-Nimble#914
 * (`addColorset(colorset, "default")` registers without overriding a player's theme; a die term's `options.colorset`
 * and `options.appearance` are merged over the roller's appearance).
 */
export interface Dice3D {
  addColorset(colorset: DiceColorset, mode?: "default" | "preferred"): unknown;
  showForRoll(roll: unknown, user?: unknown, synchronize?: boolean, users?: readonly string[] | null, blind?: boolean, messageID?: string | null, speaker?: unknown): Promise<boolean>;
}

export interface DiceColorset {
  name: string;
  description: string;
  category: string;
  foreground: string;
  background: string;
  outline: string;
  edge: string;
  texture: string;
  material: string;
}

/**
 * The context of Dice So Nice's `diceSoNiceRollStart(messageID, context)` hook, called on the client that shows a
 * roll, before the roll is turned into dice: `context.roll` may be changed (its dice terms' options).
 */
export interface DiceRollStartContext {
  roll?: { dice?: readonly { options?: Record<string, unknown> }[] } | null;
  user?: unknown;
  blind?: boolean;
}

// ---- Babele ---------------------------------------------------------------------------------------------------

/** The Babele API handed to its `babele.init` hook (Babele's README: system translations, converters). */
export interface BabeleApi<Translations> {
  setSystemTranslationsDir(dir: string): void;
  registerConverters(converters: Record<string, (value: never, translations: Translations) => unknown>): void;
}
