/**
 * The few Foundry v14 APIs the system uses. The installed types stop at v13 (no v14 package exists
 * on the registry), so each shape is declared here, once, with the public source it was learnt from.
 * Only src/platform/ reads these declarations.
 */

/**
 * A change of an Active Effect in v14's format ("Active Effects v2"): it lives in `system.changes`,
 * with a string `type` instead of the numeric `mode`, and a `phase` and `priority`.
 * Sources: foundryvtt/foundryvtt#13740 (changes moved to `system.changes`; `type`, `phase`, `priority`
 * enforced), foundryvtt/foundryvtt#13566 (`mode` → `type`), foundryvtt-dcc/dcc#634 (string types
 * `add`, `override`…, phase `initial`), foundryvtt/dnd5e#7183 (`initial` phase).
 */
export interface V14EffectChange {
  key: string;
  value: string;
  type: "add" | "multiply" | "override" | "upgrade" | "downgrade" | "custom";
  phase: "initial" | "final";
  priority: number;
}

/**
 * One entry of v14's status effect registry: `CONFIG.statusEffects` is a record keyed by id.
 * Source: foundryvtt/foundryvtt#13122 ("changed from StatusEffectConfig[] to {[id]: StatusEffectConfig}").
 */
export interface V14StatusEffectConfig {
  id: string;
  name: string;
  img: string;
  system: { changes: V14EffectChange[] };
}

/**
 * v14's message modes replace v13's roll modes: the setting `core.messageMode`, the static
 * `ChatMessage.applyMode(data, mode)`, and the mode names `public`, `gm`, `blind`, `self`.
 * Sources: foundryvtt/dnd5e#6958 (`core.rollMode` → `core.messageMode`, `gmroll` → `gm`),
 * Muttley/foundryvtt-fallout#744 (`applyRollMode` deprecated for `applyMode`), foundryvtt/dnd5e 5.3
 * `module/dice/basic-roll.mjs` `getMessageMode`.
 */
export type V14MessageMode = "public" | "gm" | "blind" | "self";
export interface V14ChatMessageStatics {
  applyMode(data: object, mode: string): object;
}

/**
 * v14's data operators: a deletion is the value `_del` (a `ForcedDeletion` singleton) under the plain
 * key, instead of v13's `"-=key": null`; a replacement is the value `_replace(value)`
 * (`ForcedReplacement.create(value)`) under the plain key, instead of v13's `"==key": value`, and
 * `DataFieldOperator.get(operator)` reads the value it carries. Sources: MetaMorphic-Digital/draw-steel#1747
 * (`_del`, `_replace` globals), Muttley/foundryvtt-fallout#751 (legacy `-=` syntax deprecated),
 * foundryvtt/dnd5e 5.3 `module/documents/item.mjs` `deleteActivity`, the FXMaster module's compatibility
 * helpers (`ForcedReplacement.create`, the `==key` form on v13), open-source v14 systems' collection
 * fields (`instanceof ForcedReplacement`, `DataFieldOperator.get`).
 */
export interface V14Operators {
  ForcedDeletion: abstract new (...args: never[]) => object;
  ForcedReplacement: abstract new (...args: never[]) => object;
  DataFieldOperator: { get(operator: object): unknown };
}
export interface V14Globals {
  _del: object;
  _replace(value: unknown): object;
  foundry: { data: { operators: V14Operators } };
}

/**
 * v14 expires Active Effects itself; an effect decides whether an event ends it (`isExpiryEvent`).
 * Core's combat events are `combatStart`, `roundStart`, `roundEnd`, `turnStart`, `turnEnd`; a change
 * of world time is `updateWorldTime`; a system may name its own events (any other string). The
 * context of a turn event names the combat, round and turn. Sources: foundryvtt/crucible
 * `module/documents/actor.mjs` (`effect.isExpiryEvent("turnStart", context)`), foundryvtt/crucible#705,
 * foundryvtt/foundryvtt#14725 (core's check of `updateWorldTime` and `combatStart`),
 * foundryvtt-dcc/dcc `docs/dev/V14.md` (combat expiry events), MetaMorphic-Digital/torgeternity#668.
 */
export type V14CombatExpiryEvent = "combatStart" | "roundStart" | "roundEnd" | "turnStart" | "turnEnd";
export type V14ExpiryEvent = V14CombatExpiryEvent | "updateWorldTime" | (string & {});
export interface V14CombatTurnContext {
  combat?: { turn: number | null; turns: readonly { id: string | null }[] } | null;
  round?: number;
  turn?: number | null;
}
