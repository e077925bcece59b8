/** Registers AltherionRoll beside the core Roll (CONFIG.Dice.rolls keeps Roll first). */
import { AltherionRoll } from "./altherion-roll";

export function registerDice(): void {
  if (!CONFIG.Dice.rolls.includes(AltherionRoll as never)) CONFIG.Dice.rolls.push(AltherionRoll as never);
}
