/**
 * AltherionCombatant: a Combatant whose initiative is the R-FIGHT-1 test (D = 0: one d10,
 * explosions apply, + the Finesse score) rolled through AltherionRoll, and whose Combativité
 * (R-INT-1) gives its number of turns per round.
 */
import { AltherionRoll } from "../dice/altherion-roll";
import { emptyContext } from "../dice/roll-data";
import { clampCombativite, initiativeInput } from "../rules/index";

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

  /** R-FIGHT-1 [I] the initiative test as an AltherionRoll (its formula argument is ignored). */
  override getInitiativeRoll(_formula?: string): AltherionRoll {
    const label = game.i18n?.localize("ALTHERION.Combat.Initiative") ?? "Initiative";
    return AltherionRoll.forTest(initiativeInput(this.finesse), emptyContext({
      actorUuid: this.actor?.uuid ?? null, actorName: this.name ?? "", label,
      characteristicLabel: "ALTHERION.Roll.Characteristic.Finesse", characteristicValue: this.finesse,
    }));
  }
}
