/**
 * Token Action HUD: Altherion's own integration, shipped in the system (docs/modules.md says why). When Token
 * Action HUD Core publishes its API (`tokenActionHudCoreApiReady`), the system builds its SystemManager, ActionHandler
 * and RollHandler on Core's base classes and hands them to Core (`tokenActionHudSystemReady`), as a companion module
 * would: Core reads only the SystemManager and the major version it requires. The HUD lists what the selected token's
 * sheet offers (hud-data.ts) and runs the sheet's flows (hud-run.ts); a new attack card aimed at a selected token
 * refreshes it. Registered only when Core is active; nothing here runs without it.
 */
import { onceModuleHook } from "../../module-hooks";
import { sheetWords } from "../../i18n";
import type { TahActionHandler, TahCoreApi, TahCoreModule, TahDefaults, TahRollHandler } from "../apis";
import { hudDefaults } from "./defaults";
import { decode, severalHud } from "./hud-actions";
import { aimsAt, hudGroupsFor } from "./hud-data";
import { runHudAction } from "./hud-run";

export const CORE_MODULE_ID = "token-action-hud-core";
/** The Core major version whose API this integration is written against (Core refuses a system asking another). */
export const REQUIRED_CORE_MODULE_VERSION = "2";

/** The actors of the selected tokens. */
function controlledActors(): Actor.Implementation[] {
  return (canvas?.tokens?.controlled ?? []).map((t) => t.actor as Actor.Implementation | null).filter((a): a is Actor.Implementation => Boolean(a));
}

/** The three classes Core asks for, built on its own base classes (they exist only once its API is ready). */
export function systemManagerClass(api: TahCoreApi) {
  abstract class ActionHandlerBase extends api.ActionHandler {}
  class AltherionActionHandler extends (ActionHandlerBase as unknown as new () => TahActionHandler) {
    override async buildSystemActions(_groupIds: string[]): Promise<void> {
      const groups = this.actor ? await hudGroupsFor(this.actor) : (this.actors?.length ? severalHud(sheetWords()) : []);
      for (const group of groups) if (group.actions.length) this.addActions(group.actions, { id: group.id, type: "system" });
    }
  }
  class AltherionRollHandler extends (api.RollHandler as unknown as new () => TahRollHandler) {
    override async handleActionClick(event: Event, encodedValue: string): Promise<void> {
      const action = decode(encodedValue);
      if (!action) return;
      // Core's convention: a right-click on an item's action opens its sheet.
      if ((action.kind === "item" || action.kind === "skill") && this.isRenderItem()) {
        this.renderItem(this.actor, action.args[0]);
        return;
      }
      const actors = this.actor ? [this.actor] : (this.actors?.length ? this.actors : controlledActors());
      for (const actor of actors) await runHudAction(actor, action, event);
    }
  }
  return class AltherionSystemManager extends (api.SystemManager as unknown as new () => object) {
    getActionHandler(): TahActionHandler {
      return new AltherionActionHandler();
    }
    getAvailableRollHandlers(): Record<string, string> {
      return { core: "Altherion" };
    }
    getRollHandler(_id: string): TahRollHandler {
      return new AltherionRollHandler();
    }
    async registerDefaults(): Promise<TahDefaults> {
      return hudDefaults(sheetWords(), (key) => api.Utils.i18n(key));
    }
  };
}

export function registerTokenActionHud(): void {
  if (!game.modules?.get(CORE_MODULE_ID)?.active) return;
  onceModuleHook("tokenActionHudCoreApiReady", (core: TahCoreModule) => {
    const integration = { id: "altherion", title: "Altherion", api: { requiredCoreModuleVersion: REQUIRED_CORE_MODULE_VERSION, SystemManager: systemManagerClass(core.api) } };
    (Hooks.call as unknown as (name: string, module: object) => boolean)("tokenActionHudSystemReady", integration);
  });
  // R-FIGHT-2 an attack aimed at a selected token, or answered: the HUD's defences follow (Core refreshes on its own hooks only).
  const refresh = (message: ChatMessage.Implementation) => {
    const selected = controlledActors().map((a) => a.uuid);
    if (selected.length && aimsAt(message, selected)) (Hooks.callAll as unknown as (name: string) => boolean)("forceUpdateTokenActionHud");
  };
  Hooks.on("createChatMessage", refresh);
  Hooks.on("updateChatMessage", refresh);
}
