/**
 * The one adapter between Foundry v13 and v14. Every difference between the two generations that
 * the system meets is decided here, from `game.release.generation`; nothing else in src/ tests a
 * version (test/contract/platform.test.ts greps for it). Each decision is a function of the
 * generation, so both branches are unit-tested; the `current*` helpers read the running one.
 *
 * Differences handled:
 * - status effects: v13 array with `changes` and numeric `mode`; v14 registry keyed by id with
 *   `system.changes`, string `type`, `phase` and `priority` (statusEffectRegistry);
 * - roll modes vs message modes: `core.rollMode` + `ChatMessage.applyRollMode` + `gmroll` on v13,
 *   `core.messageMode` + `ChatMessage.applyMode` + `gm` on v14 (applyMessageMode); the option that
 *   asks for one, `rollMode` or `messageMode` (splitMessageMode);
 * - deletions in updates: `"-=key": null` on v13, `key: _del` on v14 (forUpdate, isDeletionEntry);
 * - replacements in updates: `"==key": value` on v13, `key: _replace(value)` on v14 (isReplacementEntry,
 *   unwrapOperator); both, and v13's prefixes, are read on v14 (plainKey);
 * - `CONFIG.ActiveEffect.legacyTransferral` exists on v13 only (configureActiveEffects);
 * - Active Effect expiry and duration labels: active-effects.ts (v14 expires effects itself).
 * Identical on both, guarded by contract tests rather than branches: chat messages are styled with
 * `style` (the numeric `type` shim is gone in v14 and never used here); templates use neither the
 * `{{select}}` helper nor TinyMCE; the stylesheet ships through the manifest's `styles` (v14's
 * detached windows load the manifest's styles), never injected by the script.
 */
import type { V14ChatMessageStatics, V14EffectChange, V14Globals, V14MessageMode, V14Operators, V14StatusEffectConfig } from "./v14";

export type Generation = 13 | 14;

/** The generation of a release (`game.release`); anything before v14 is handled as v13. */
export function generationOf(release: { generation?: number } | null | undefined): Generation {
  return (release?.generation ?? 13) >= 14 ? 14 : 13;
}

/** The generation of the running Foundry. */
export function currentGeneration(): Generation {
  return generationOf(typeof game === "undefined" ? undefined : (game as { release?: { generation?: number } }).release);
}

// ---- Status effects ----------------------------------------------------------------------------

/** A status effect as the system defines it: every change adds its value (R-STATE-1, R-STATE-6, R-STATE-7). */
export interface StatusEffectSource {
  id: string;
  name: string;
  img: string;
  changes: readonly { key: string; value: string }[];
}

/** v13's numeric ADD mode (CONST.ACTIVE_EFFECT_MODES.ADD); v13 derives the priority (mode × 10) itself. */
const V13_MODE_ADD = 2;
/** The priority v13 gives an ADD change, kept on v14 so effects apply in the same order. */
const ADD_PRIORITY = 20;

export interface V13StatusEffectConfig {
  id: string;
  name: string;
  img: string;
  changes: { key: string; value: string; mode: number }[];
}

/** An Active Effect's changes that add their values, where and as the generation keeps them: v13's `changes` with a mode, v14's `system.changes` with a type. */
export function addingChanges(changes: readonly { key: string; value: string }[], generation: Generation): { changes: V13StatusEffectConfig["changes"] } | { system: { changes: V14EffectChange[] } } {
  if (generation === 13) return { changes: changes.map((c) => ({ key: c.key, value: c.value, mode: V13_MODE_ADD })) };
  return { system: { changes: changes.map((c) => ({ key: c.key, value: c.value, type: "add", phase: "initial", priority: ADD_PRIORITY })) } };
}

/** `CONFIG.statusEffects` for a generation: v13's array or v14's registry keyed by id. */
export function statusEffectRegistry(defs: readonly StatusEffectSource[], generation: Generation): V13StatusEffectConfig[] | Record<string, V14StatusEffectConfig> {
  const entry = (d: StatusEffectSource) => ({ id: d.id, name: d.name, img: d.img, ...addingChanges(d.changes, generation) });
  if (generation === 13) return defs.map(entry) as V13StatusEffectConfig[];
  return Object.fromEntries(defs.map((d) => [d.id, entry(d)])) as Record<string, V14StatusEffectConfig>;
}

// ---- Roll modes / message modes ----------------------------------------------------------------

/** The visibility of a message, in the system's own words. */
export type Visibility = "public" | "gm" | "blind" | "self";
type V13RollMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";

const V13_MODES: Record<Visibility, V13RollMode> = { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" };
const V14_MODES: Record<Visibility, V14MessageMode> = { public: "public", gm: "gm", blind: "blind", self: "self" };

/** The visibility a mode name of either generation means (null for anything else, e.g. v14's "ic"). */
export function visibilityOf(mode: unknown): Visibility | null {
  for (const v of Object.keys(V13_MODES) as Visibility[]) if (mode === V13_MODES[v] || mode === V14_MODES[v]) return v;
  return null;
}

/** The core setting that holds the user's chosen mode. */
export function modeSetting(generation: Generation): "rollMode" | "messageMode" {
  return generation === 13 ? "rollMode" : "messageMode";
}

/** The mode name a generation's ChatMessage expects for a visibility. */
export function modeName(visibility: Visibility, generation: Generation): string {
  return generation === 13 ? V13_MODES[visibility] : V14_MODES[visibility];
}

/**
 * Makes message data public, GM-only, blind or self-only, the way the generation's ChatMessage does
 * (`applyRollMode` on v13, `applyMode` on v14). `mode` is a mode name of either generation or a
 * visibility; anything else (absent, "roll", v14's "ic") means the user's chosen mode.
 */
export function applyMessageMode<T extends object>(data: T, mode: unknown, generation: Generation = currentGeneration()): T {
  const chosen = visibilityOf(mode) ?? visibilityOf(game.settings?.get("core", modeSetting(generation) as never)) ?? "public";
  const name = modeName(chosen, generation);
  if (generation === 13) ChatMessage.applyRollMode(data as never, name as never);
  else (ChatMessage as unknown as V14ChatMessageStatics).applyMode(data, name);
  return data;
}

/**
 * Message options as a caller of either generation writes them (core's `rollInitiative` takes
 * `messageOptions`): the mode asked for (v14's `messageMode`, else v13's `rollMode`) and the other
 * options, without either, to spread into the message data.
 */
export function splitMessageMode(options: Record<string, unknown> | null | undefined): { mode: unknown; data: Record<string, unknown> } {
  const { messageMode, rollMode, ...data } = options ?? {};
  return { mode: messageMode ?? rollMode, data };
}

// ---- Deletions in updates ----------------------------------------------------------------------

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The deletion of `key` in an update diff, in the system's neutral form: callers spread it where the key sits and
 * send the diff through `forUpdate`, which writes it in the running generation's syntax (`"-=key": null` on v13,
 * `key: _del` on v14). Nothing outside this adapter writes either syntax.
 */
export function deletionOf(key: string): Plain {
  return { [`-=${key}`]: null };
}

/**
 * An update diff written in the system's neutral form (deletions as `"-=key": null`, as the pure
 * migrations write them) in the generation's syntax: unchanged on v13; on v14 every `"-=key"`
 * becomes `key: deletion` (`_del`).
 */
export function deletionsFor(diff: Plain, generation: Generation, deletion: object): Plain {
  if (generation === 13) return diff;
  const out: Plain = {};
  for (const [key, value] of Object.entries(diff)) {
    if (key.startsWith("-=")) out[key.slice(2)] = deletion;
    else out[key] = isPlain(value) ? deletionsFor(value, generation, deletion) : value;
  }
  return out;
}

/** `deletionsFor` on the running Foundry. */
export function forUpdate(diff: Plain): Plain {
  const generation = currentGeneration();
  return generation === 13 ? diff : deletionsFor(diff, generation, (globalThis as unknown as V14Globals)._del);
}

/** An update entry replacing `key`'s whole value: v13's `"==key": value`; v14's `key: _replace(value)`. */
export function replacementFor(key: string, value: unknown, generation: Generation = currentGeneration()): Plain {
  return generation === 13 ? { [`==${key}`]: value } : { [key]: (globalThis as unknown as V14Globals)._replace(value) };
}

/** v14's data operators, when the running Foundry has them. */
function v14Operators(generation: Generation): Partial<V14Operators> | undefined {
  return generation === 13 ? undefined : (globalThis as unknown as Partial<V14Globals>).foundry?.data?.operators;
}

/** Whether `value` is an instance of one of v14's data operators. */
function isOperator(value: unknown, kind: "ForcedDeletion" | "ForcedReplacement", generation: Generation): boolean {
  const operator = v14Operators(generation)?.[kind];
  return typeof value === "object" && value !== null && Boolean(operator && value instanceof operator);
}

/**
 * Whether an entry of an update deletes its key rather than setting a value: v13's `"-=key"` (still
 * read on v14) or v14's deletion operator as the value.
 */
export function isDeletionEntry(key: string, value: unknown, generation: Generation = currentGeneration()): boolean {
  return key.startsWith("-=") || isOperator(value, "ForcedDeletion", generation);
}

/**
 * Whether an entry of an update replaces its key's whole value instead of merging into it: v13's
 * `"==key"` (still read on v14) or v14's replacement operator (`_replace(value)`) as the value.
 */
export function isReplacementEntry(key: string, value: unknown, generation: Generation = currentGeneration()): boolean {
  return key.startsWith("==") || isOperator(value, "ForcedReplacement", generation);
}

/** The key an update entry writes, without v13's `"-="` (delete) or `"=="` (replace) prefix. */
export function plainKey(key: string): string {
  return key.startsWith("-=") || key.startsWith("==") ? key.slice(2) : key;
}

/** The value an update entry writes: the value a v14 replacement operator carries, anything else as it is. */
export function unwrapOperator(value: unknown, generation: Generation = currentGeneration()): unknown {
  if (!isOperator(value, "ForcedReplacement", generation)) return value;
  return v14Operators(generation)?.DataFieldOperator?.get(value as object);
}

// ---- Active Effects ----------------------------------------------------------------------------

/** Item effects apply to their owner without being copied: v13's opt-in flag (v14 has no legacy mode). */
export function configureActiveEffects(config: { legacyTransferral?: boolean }, generation: Generation): void {
  if (generation === 13) config.legacyTransferral = false;
}
