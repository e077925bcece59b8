/**
 * AltherionActiveEffect: Foundry's ActiveEffect, with one addition for v14, which expires effects on
 * combat events itself: a combatant's extra turns (Combativité ≥ 2, R-FIGHT-1) do not count as more
 * expiry checks, so an effect lasting N rounds lasts N rounds (platform/generation.ts expiryEventCounts).
 * v13 never calls `isExpiryEvent`.
 */
import { expiryEventCounts } from "../platform/generation";
import type { V14CombatTurnContext, V14ExpiryEvent } from "../platform/v14";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    ActiveEffect: typeof AltherionActiveEffect;
  }
}

type ExpiryCheck = (this: ActiveEffect, event: V14ExpiryEvent, context?: V14CombatTurnContext) => boolean;

export class AltherionActiveEffect extends ActiveEffect {
  /** R-FIGHT-1 v14's expiry check, on one turn of the combatant per round. */
  isExpiryEvent(event: V14ExpiryEvent, context?: V14CombatTurnContext): boolean {
    const combat = game.combat;
    const turn = typeof context?.turn === "number" ? context.turn : (combat?.turn ?? null);
    if (!expiryEventCounts(event, (combat?.turns ?? []).map((c) => c.id), turn)) return false;
    const core = (Object.getPrototypeOf(AltherionActiveEffect.prototype) as { isExpiryEvent?: ExpiryCheck }).isExpiryEvent;
    return core ? core.call(this, event, context) : false;
  }
}
