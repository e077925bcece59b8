/**
 * Wires the combat layer (called once from the entry's init hook): the Combat and Combatant
 * document classes, the tracker (an applications/ class the entry passes in, so this layer never
 * imports applications/), the defence dialog (passed in the same way), the defence bar and combat cards' buttons, and the GM query. R-SPELL-3 the tracker
 * shows the turns incantations take and each combatant's resources: it is drawn again when a caster's record or a
 * combatant's Finesse points, constitutions or Agonie change.
 */
import { AltherionCombat } from "../documents/combat";
import { AltherionCombatant } from "../documents/combatant";
import { onRenderChatMessage } from "./actions";
import { touchesIncantation } from "./incantation";
import { touchesTrackerResources } from "./tracker-resources";
import { configureDefenceDialog, type DefenceDialogFn } from "./defence-dialog";

export function registerCombat(options: {
  tracker?: typeof foundry.applications.sidebar.tabs.CombatTracker;
  /** Drawn on every render of the tracker: its rows' incantation marks (R-SPELL-3) and resources (R-FIGHT-2, R-CON-6, R-CON-7). */
  onRenderTracker?: (app: { viewed?: Combat | null }, html: HTMLElement) => Promise<void>;
  /** R-FIGHT-2 the defence dialog (an applications/ function the entry passes in). */
  defenceDialog?: DefenceDialogFn;
} = {}): void {
  if (options.defenceDialog) configureDefenceDialog(options.defenceDialog);
  CONFIG.Combat.documentClass = AltherionCombat;
  CONFIG.Combatant.documentClass = AltherionCombatant;
  if (options.tracker) CONFIG.ui.combat = options.tracker;
  const onRender = options.onRenderTracker;
  if (onRender) Hooks.on("renderCombatTracker" as never, ((app: { viewed?: Combat | null }, html: HTMLElement) => void onRender(app, html)) as never);
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => onRenderChatMessage(message, html));
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: unknown) => {
    // R-SPELL-3 the incantation marks; R-FIGHT-2 R-CON-6 R-CON-7 the resources under each name.
    if ((touchesIncantation(changes) || touchesTrackerResources(changes)) && ui.combat?.viewed?.combatants.some((c) => c.actorId === actor.id)) void ui.combat.render();
  });
}
