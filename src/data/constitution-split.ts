/**
 * R-CON-2 (rev 2) the Exaltation bonus split: the default split (one third each, rules `defaultBonusShares`)
 * is applied whenever Exaltation changes, unless the player has chosen to distribute the bonus by hand
 * (`system.bonusManuel`, set as soon as a share is edited on its own). Pure: the data models' `_preUpdate`
 * add what this returns to the update before it is validated. No Foundry globals.
 */
import { CONSTITUTION_KEYS, defaultBonusShares } from "../rules/index";
import { applyChanges, flattenChanges } from "./validation";

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/** Adds dotted writes to an update's `system` part, nested as Foundry's update pipeline hands it over. */
export function addSystemWrites(system: Plain, writes: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(writes)) {
    const parts = path.split(".");
    let target = system;
    for (const part of parts.slice(0, -1)) {
      if (!isPlain(target[part])) target[part] = {};
      target = target[part] as Plain;
    }
    target[parts[parts.length - 1]] = value;
  }
}

/** Adds the split's changes to an update's `system` part. */
export function addBonusSplit(source: Plain, system: Plain): void {
  addSystemWrites(system, bonusSplitChanges(source, system));
}

/** The `system` changes (dotted) an update implies for the bonus shares: the default split, or the manual mark. */
export function bonusSplitChanges(source: Plain, changes: Plain): Record<string, unknown> {
  const flat = flattenChanges(changes);
  const sharesEdited = CONSTITUTION_KEYS.some((k) => `constitutions.${k}.bonus` in flat);
  if (sharesEdited && !("exaltation" in flat)) return flat.bonusManuel === undefined ? { bonusManuel: true } : {};
  if (!("exaltation" in flat)) return {};
  const after = applyChanges(source, changes) as { exaltation: unknown; bonusManuel?: unknown };
  if (after.bonusManuel === true || typeof after.exaltation !== "number" || !Number.isInteger(after.exaltation)) return {};
  if (after.exaltation < 1 || after.exaltation > 9) return {}; // out of bounds: validation refuses the update
  const shares = defaultBonusShares(after.exaltation);
  return Object.fromEntries(CONSTITUTION_KEYS.map((k, i) => [`constitutions.${k}.bonus`, shares[i]]));
}
