/**
 * AltherionActiveEffect: Foundry's ActiveEffect, with v14's expiry check installed by the adapter
 * (platform/active-effects.ts installExpiryCheck): a combatant's extra turns (Combativité ≥ 2,
 * R-FIGHT-1) do not count as more expiry checks, so an effect lasting N rounds lasts N rounds.
 */
import { installExpiryCheck } from "../platform/active-effects";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    ActiveEffect: typeof AltherionActiveEffect;
  }
}

export class AltherionActiveEffect extends ActiveEffect {}
installExpiryCheck(AltherionActiveEffect); // R-FIGHT-1
