/** Registers AltherionRoll beside the core Roll (CONFIG.Dice.rolls keeps Roll first), and La Zone entered by a roll (R-STATE-2). */
import { AltherionRoll } from "./altherion-roll";
import { enterZoneFrom } from "./zone";

export function registerDice(): void {
  Hooks.on("createChatMessage", (message) => { void enterZoneFrom(message as never); }); // R-STATE-2
  if (!CONFIG.Dice.rolls.includes(AltherionRoll as never)) CONFIG.Dice.rolls.push(AltherionRoll as never);
}
