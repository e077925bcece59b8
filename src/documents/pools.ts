/**
 * R-CAR-5 (rev 3) a pool above a maximum that fell comes down to it, when the maximum falls without an
 * update of the pool's actor that could carry it (data/pool-maxima.ts does that one): an Active Effect
 * created, changed or removed, an item added or removed (a species and its lineage), or an update of the
 * actor that changes its adjustments (a lineage swap). The client that made the change writes the pools,
 * once, from the actor as it is now prepared.
 */
import { ROW_KEYS, poolsAboveMaxima, type RowKey } from "../rules/index";

type Pools = Record<RowKey, { value: number; max: number }>;
const CREATURES = new Set(["personnage", "pnj"]);
const EVENTS = [
  "updateActor", "createActiveEffect", "updateActiveEffect", "deleteActiveEffect", "createItem", "updateItem", "deleteItem",
] as const;

/** The actor a changed document belongs to: itself, its parent, or (an item's effect) its grandparent. */
function actorOf(doc: unknown): Actor.Implementation | null {
  for (let d = doc as { parent?: unknown } | null; d; d = (d.parent ?? null) as { parent?: unknown } | null) {
    if (d instanceof Actor) return d as Actor.Implementation;
  }
  return null;
}

function poolsOf(actor: Actor.Implementation): Pools | null {
  const points = (actor.system as unknown as { points?: Partial<Pools> }).points;
  return points && ROW_KEYS.every((k) => typeof points[k]?.value === "number" && typeof points[k]?.max === "number") ? points as Pools : null;
}

/** The writes that bring the actor's pools down to their maxima, or null when none is above. */
export function poolsDownUpdate(actor: Actor.Implementation): Record<string, number> | null {
  if (!CREATURES.has(actor.type)) return null;
  const pools = poolsOf(actor);
  const down = pools ? poolsAboveMaxima(pools) : {};
  const entries = Object.entries(down);
  return entries.length ? Object.fromEntries(entries.map(([k, v]) => [`system.points.${k}.value`, v])) : null;
}

/** Entry's init: after each such change made by this client, the pools above their maxima come down. */
export function registerPoolMaxima(): void {
  for (const event of EVENTS) {
    Hooks.on(event as never, ((doc: unknown, ...rest: unknown[]) => {
      if (rest[rest.length - 1] !== game.user?.id) return;
      const actor = actorOf(doc);
      const update = actor ? poolsDownUpdate(actor) : null;
      if (actor && update) void actor.update(update as never);
    }) as never);
  }
}
