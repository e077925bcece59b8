/**
 * Every GM decision, wired once by the entry: the hooks through which a GM's client keeps what is the GM's
 * (a group's GM-only fields, the combat's bookkeeping on combatants). Only the entry imports gm/.
 */
import { registerCombatantFlags } from "./combatant-flags";
import { registerGmFields } from "./gm-fields";

/** Entry's init: every GM decision's hooks. */
export function registerGm(): void {
  registerGmFields();
  registerCombatantFlags();
}
