/**
 * AltherionActiveEffect: Foundry's ActiveEffect, with v14's expiry check installed by the adapter
 * (platform/active-effects.ts installExpiryCheck): a combatant's extra turns (Combativité ≥ 2,
 * R-FIGHT-1) do not count as more expiry checks, so an effect lasting N rounds lasts N rounds; an effect put on a
 * creature during a fight counts its rounds from that creature's turns, whoever put it on (affectedCreatureUpdate). A player's
 * effect changing a kept character's progression is refused (data/gm-fields.ts progressionEffectRefused).
 */
import { affectedCreatureUpdate, installExpiryCheck } from "../platform/active-effects";
import { progressionEffectRefused } from "../data/gm-fields";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    ActiveEffect: typeof AltherionActiveEffect;
  }
}

export class AltherionActiveEffect extends ActiveEffect {
  protected override async _preCreate(...args: Parameters<ActiveEffect["_preCreate"]>): Promise<boolean | void> {
    if (progressionEffectRefused(this as never, null, args[2])) return false; // R-XP-3 [I]
    if ((await super._preCreate(...args)) === false) return false;
    const start = affectedCreatureUpdate(this as never); // R-FIGHT-1
    if (start) this.updateSource(start as never);
  }

  protected override async _preUpdate(...args: Parameters<ActiveEffect["_preUpdate"]>): Promise<boolean | void> {
    if (progressionEffectRefused(this as never, args[0], args[2])) return false; // R-XP-3 [I]
    return super._preUpdate(...args);
  }
}
installExpiryCheck(AltherionActiveEffect); // R-FIGHT-1
