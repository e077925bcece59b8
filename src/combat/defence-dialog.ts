/**
 * Where the defence flow asks for its dialog. The dialog lives in applications/ and is plugged in by
 * the entry (`registerCombat`'s `defenceDialog`), so this layer never imports applications/; with no
 * dialog plugged in, the defence is rolled as the attack and the defender's equipment prefill it.
 */
import type { ActorRollData } from "../dice/roll-spec";
import type { DefenceAttack, DefenceChoices } from "./defence";

/** What the defence dialog is opened with. */
export interface DefenceDialogInput {
  data: ActorRollData;
  choices: DefenceChoices;
  /** The defender's Finesse points left. */
  finesse: number;
  defenderName: string;
  attack: DefenceAttack;
  /** R-CON-5 an unconscious or dead defender cannot defend. */
  conscious: boolean;
}

export type DefenceDialogFn = (input: DefenceDialogInput) => Promise<DefenceChoices | null>;
let dialog: DefenceDialogFn | null = null;

/** The entry plugs the defence dialog in here (through registerCombat). */
export function configureDefenceDialog(fn: DefenceDialogFn): void {
  dialog = fn;
}

/** The defender's choices, or null when it cancelled. */
export function defenceDialog(input: DefenceDialogInput): Promise<DefenceChoices | null> {
  return dialog ? dialog(input) : Promise.resolve(input.choices);
}
