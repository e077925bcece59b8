/**
 * Events fired by optional modules (Babele, Dice So Nice, Quench's `quenchReady`) are not among Foundry's typed hooks:
 * this is the one typed door through which the system listens to them.
 */
export function onceModuleHook<A extends unknown[]>(event: string, fn: (...args: A) => void): void {
  (Hooks.once as unknown as (name: string, callback: (...args: A) => void) => number)(event, fn);
}
