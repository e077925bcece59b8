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

// ---- Item Piles -----------------------------------------------------------------------------------------------

/**
 * What a system tells Item Piles through `game.itempiles.API.addSystemIntegration(data, version)`, called on the
 * `item-piles-ready` hook. Source: fantasycalendar/FoundryVTT-ItemPiles `docs/api.md` (addSystemIntegration's table)
 * and `src/API/api.js` (its checks: VERSION and ACTOR_CLASS_TYPE strings; quantity and price paths strings;
 * ITEM_FILTERS `{path, filters}` with `filters` a comma-separated string; ITEM_TRANSFORMER returns an object, also for
 * `{}`; CURRENCIES an array). The integration is applied when its VERSION is newer than the world's, so a GM's own
 * changes in Item Piles' settings stay until the system raises it.
 */
export interface ItemPilesIntegration {
  VERSION: string;
  ACTOR_CLASS_TYPE: string;
  ITEM_CLASS_LOOT_TYPE: string;
  ITEM_CLASS_WEAPON_TYPE: string;
  ITEM_CLASS_EQUIPMENT_TYPE: string;
  ITEM_QUANTITY_ATTRIBUTE: string;
  ITEM_PRICE_ATTRIBUTE: string;
  ITEM_FILTERS: { path: string; filters: string }[];
  ITEM_SIMILARITIES: string[];
  UNSTACKABLE_ITEM_TYPES: string[];
  ITEM_TRANSFORMER: (itemData: Record<string, unknown>) => Record<string, unknown>;
  CURRENCIES: { primary: boolean; type: "attribute" | "item"; name: string; img: string; abbreviation: string; data: { path?: string; uuid?: string }; exchangeRate: number }[];
}

/** `game.itempiles.API`, as far as the system and its in-world tests use it (docs/api.md). */
export interface ItemPilesApi {
  addSystemIntegration(data: ItemPilesIntegration, version?: string): void;
  ITEM_QUANTITY_ATTRIBUTE?: string;
  getActorItems?(target: unknown): { id: string | null; type: string }[];
  canItemStack?(item: unknown, actor?: unknown): boolean;
}

// ---- Token Action HUD Core ------------------------------------------------------------------------------------

/**
 * Token Action HUD Core's API, handed to the `tokenActionHudCoreApiReady` hook as its module (`coreModule.api`). A
 * system gives Core its SystemManager class through `Hooks.call("tokenActionHudSystemReady", { api: {
 * requiredCoreModuleVersion, SystemManager } })`: Core reads only `api.requiredCoreModuleVersion` (its major version
 * must match; minor and patch only when given) and `api.SystemManager`. Sources: Larkinabout/fvtt-token-action-hud-core
 * 2.x `module/main.mjs` (registerCoreModule), `module/core/api.mjs`, `module/managers/system-manager.mjs`,
 * `module/handlers/action-handlers/action-handler.mjs` (addActions, createAction), `module/handlers/roll-handlers/
 * roll-handler.mjs` (handleActionClick, isRenderItem, renderItem), its wiki "Developing a System Module", and
 * Larkinabout/fvtt-token-action-hud-template.
 */
export interface TahCoreModule {
  api: TahCoreApi;
}

export interface TahCoreApi {
  ActionHandler: abstract new () => TahActionHandler;
  RollHandler: abstract new () => TahRollHandler;
  SystemManager: abstract new () => TahSystemManager;
  Utils: { i18n(key: string): string };
}

/** What a system's ActionHandler receives from Core (the selected token and actor, or none when several are) and calls. */
export interface TahActionHandler {
  actor: Actor.Implementation | null | undefined;
  actors: Actor.Implementation[] | null | undefined;
  token: unknown;
  delimiter: string;
  addActions(actions: readonly object[], groupData: { id: string; type: string }): void;
  buildSystemActions(groupIds: string[]): Promise<void>;
}

/** What a system's RollHandler receives from Core (the click's modifiers) and may call (an item's sheet). */
export interface TahRollHandler {
  actor: Actor.Implementation | null | undefined;
  actors: Actor.Implementation[] | null | undefined;
  isRightClick: boolean;
  isRenderItem(): boolean;
  renderItem(actor: Actor.Implementation | null | undefined, itemId: string): boolean;
  handleActionClick(event: Event, encodedValue: string): Promise<void> | void;
}

/** What Core asks a system's SystemManager: its handlers, its roll handler choices, the HUD's default layout. */
export interface TahSystemManager {
  getActionHandler(): TahActionHandler;
  getAvailableRollHandlers(): Record<string, string>;
  getRollHandler(id: string): TahRollHandler;
  registerDefaults(): Promise<TahDefaults>;
}

/** The default layout: categories (top level) nesting groups, and every group the HUD may show. */
export interface TahGroup { id: string; nestId: string; name: string; listName?: string; type: "system" }
export interface TahDefaults {
  layout: { id: string; nestId: string; name: string; groups: TahGroup[] }[];
  groups: Omit<TahGroup, "nestId">[];
}
