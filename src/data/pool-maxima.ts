/**
 * R-CAR-5 (rev 3) a points pool above a maximum that fell comes down to it. Two ways a maximum falls:
 * an update of the actor that lowers a characteristic (the data models' `_preUpdate` add the pools'
 * new values to that same update, so validation sees no pool above its maximum), and anything that
 * changes the derived maxima without such an update — an Active Effect ending, an item removed, a
 * lineage swap (`poolsAboveMaxima`, written by the client that made the change, documents/pools.ts).
 */
import { ROW_KEYS, pointsMaximaOf, poolsBroughtDown, type MainCharacteristics, type RowKey } from "../rules/index";
import { applyChanges, flattenChanges } from "./validation";
import { addSystemWrites } from "./constitution-split";

type Plain = Record<string, unknown>;
type PoolSource = { caracteristiques: MainCharacteristics; points: Record<RowKey, { value: number }> };

const values = (s: PoolSource): Record<RowKey, number> =>
  Object.fromEntries(ROW_KEYS.map((k) => [k, s.points[k].value])) as Record<RowKey, number>;

/** R-CAR-5 (rev 3) the dotted `system` writes that bring pools down to the maxima this update lowers; a pool the update writes itself is its own. */
export function poolsDownChanges(source: PoolSource, changes: Plain, ajustements: MainCharacteristics): Record<string, number> {
  const after = applyChanges(source, changes);
  const written = flattenChanges(changes);
  const down = poolsBroughtDown(pointsMaximaOf(source, ajustements), pointsMaximaOf(after, ajustements), values(after));
  return Object.fromEntries(Object.entries(down).filter(([k]) => !(`points.${k}.value` in written)).map(([k, v]) => [`points.${k}.value`, v]));
}

/** Adds those writes to an update's `system` part (personnage and PNJ `_preUpdate`). */
export function addPoolsBroughtDown(source: Plain, system: Plain, ajustements: MainCharacteristics): void {
  addSystemWrites(system, poolsDownChanges(source as PoolSource, system, ajustements));
}
