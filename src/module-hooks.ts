/**
 * Events fired by optional modules (Babele, Dice So Nice, Quench's `quenchReady`, Token Action HUD, Item Piles) are not among Foundry's typed hooks:
 * this is the one typed door through which the system listens to them.
 */
export function onceModuleHook<A extends unknown[]>(event: string, fn: (...args: A) => void): void {
  (Hooks.once as unknown as (name: string, callback: (...args: A) => void) => number)(event, fn);
}

/** The same door for an event a module fires more than once (Dice So Nice's `diceSoNiceRollStart`). */
export function onModuleHook<A extends unknown[]>(event: string, fn: (...args: A) => void): number {
  return (Hooks.on as unknown as (name: string, callback: (...args: A) => void) => number)(event, fn);
}
