/**
 * AltherionCombatant: a Combatant whose initiative is the R-FIGHT-1 test (D = 0: one d10,
 * explosions apply, + the Finesse score; R-DICE-11 with the actor's power dice and crit ranges)
 * rolled through AltherionRoll, and whose Combativité (R-INT-1) gives its number of turns per round.
 */
import { AltherionRoll } from "../dice/altherion-roll";
import { actorRollData } from "../dice/actor-data";
import { emptyContext } from "../dice/roll-data";
import { standingModifiers } from "../dice/roll-spec";
import { clampCombativite, fortuneGrantable, initiativeInput } from "../rules/index";
import { COMBATANT_GM_FLAGS, touchesPath } from "../data/gm-fields";
import { initialCombatantFlags } from "../combat/turn-events";
import { fightsAlready } from "../combat/turns";
import { localize } from "../i18n";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null ? (v as Obj) : {});
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

export class AltherionCombatant extends Combatant {
  /** R-INT-1 turns per round (1 without an actor). */
  get combativite(): number {
    return clampCombativite(num(obj(this.actor?.system).combativite, 1));
  }

  /** R-FIGHT-1 the Finesse score added to the initiative die. */
  get finesse(): number {
    return num(obj(obj(this.actor?.system).scores).finesse);
  }

  /** R-FIGHT-1 [I] the initiative test as an AltherionRoll (its formula argument is ignored); R-DICE-11 with the actor's standing modifiers. */
  override getInitiativeRoll(_formula?: string): AltherionRoll {
    const label = game.i18n?.localize("ALTHERION.Combat.Initiative") ?? "Initiative";
    const standing = this.actor ? standingModifiers(actorRollData(this.actor)) : undefined;
    return AltherionRoll.forTest(initiativeInput(this.finesse, standing), emptyContext({
      actorUuid: this.actor?.uuid ?? null, actorName: this.name ?? "", label,
      characteristicLabel: "ALTHERION.Roll.Characteristic.Finesse", characteristicValue: this.finesse, fortuneGrantable: fortuneGrantable(this.actor?.type),
    }));
  }

  /**
   * The combat's bookkeeping (COMBATANT_GM_FLAGS) is the GM's: a player's new combatant (its own token
   * added to a combat) carries none, or it is refused (gm/combatant-flags.ts cleans a bypass).
   * R-CRIT-3 the combat remembers the actor's Aggravation from the start, so a critical before its first turn counts.
   */
  protected override async _preCreate(...args: Parameters<Combatant["_preCreate"]>): ReturnType<Combatant["_preCreate"]> {
    const user = args[2];
    if (!user.isGM && touchesPath(this._source, COMBATANT_GM_FLAGS)) return refuseCombatFlags("ALTHERION.Combat.Error.GmBookkeepingAtCreation");
    if (!user.isGM && fightsAlready(this as never)) return refuseCombatFlags("ALTHERION.Combat.Error.AlreadyFighting"); // R-INT-1
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    const { aggravation } = initialCombatantFlags(this.actor?.system);
    if (aggravation !== null && foundry.utils.getProperty(this, "flags.altherion.aggravation") === undefined) {
      this.updateSource({ "flags.altherion.aggravation": aggravation } as never);
    }
    return allowed;
  }

  /** The combat's bookkeeping (COMBATANT_GM_FLAGS) is the GM's: a player's write is refused (gm/combatant-flags.ts writes back a bypass). */
  protected override async _preUpdate(...args: Parameters<Combatant["_preUpdate"]>): ReturnType<Combatant["_preUpdate"]> {
    const [changes, , user] = args;
    if (!user.isGM && touchesPath(changes, COMBATANT_GM_FLAGS)) return refuseCombatFlags("ALTHERION.Combat.Error.GmBookkeeping");
    return super._preUpdate(...args);
  }
}

function refuseCombatFlags(key: string): false {
  ui.notifications?.warn(localize(key));
  return false;
}
