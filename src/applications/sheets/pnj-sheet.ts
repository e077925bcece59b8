/** The NPC sheet: one compact page (pnj-context.ts). Rolls and harm controls as on the personnage sheet. */
import { BaseActorSheet } from "./base-actor-sheet";
import type { ActorConfiguration, ActorRenderContext, ActorRenderOptions, PrepareOptions, SheetActions, SheetDefaults } from "./base-actor-sheet";
import { buildPnjContext } from "./pnj-context";
import type { PnjSystem } from "./pnj-context";
import { rollFromSheet } from "./sheet-actions";
import { onSetTrackAction, onStabilizeAction } from "./constitution-actions";
import { onForceRegenerationAction, onGrappleSheetAction } from "./grapple-actions";
import { sheetWords } from "../../i18n";

type Action = (this: PnjSheet, event: PointerEvent, target: HTMLElement) => Promise<void> | void;

export class PnjSheet<
  RenderContext extends ActorRenderContext = ActorRenderContext,
  Configuration extends ActorConfiguration = ActorConfiguration,
  RenderOptions extends ActorRenderOptions = ActorRenderOptions,
> extends BaseActorSheet<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["pnj"],
    position: { width: 740, height: 720 }, // fits a 1366 × 768 screen
    actions: {
      rollCharacteristic: PnjSheet.#onRollCharacteristic as Action,
      rollScore: PnjSheet.#onRollScore as Action,
      rollSkill: PnjSheet.#onRollSkill as Action,
      rollItem: PnjSheet.#onRollItem as Action,
      setTrack: onSetTrackAction as Action, // R-CRIT-5 / R-FIGHT-6
      grapple: onGrappleSheetAction as Action, // R-FIGHT-5
      forceRegeneration: onForceRegenerationAction as Action, // R-CON-9
      stabilize: onStabilizeAction as Action, // R-CON-6
    } as SheetActions,
  };

  static override PARTS = {
    sheet: { template: "systems/altherion/templates/sheets/pnj/sheet.hbs", scrollable: [""] },
    limited: { template: "systems/altherion/templates/sheets/parts/limited.hbs" }, // the limited view, alone
  };

  protected override async _prepareContext(options: PrepareOptions<RenderOptions>): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    if (this.actor.limited) return { ...base, ...(await this.limitedContext()) } as RenderContext;
    const system = this.actor.system as unknown as PnjSystem;
    const flags = this.viewerFlags();
    return {
      ...base,
      ...buildPnjContext({
        id: this.actor.id ?? "", uuid: this.actor.uuid, name: this.actor.name ?? "", img: this.actor.img ?? "", system,
        items: this.sheetItems(), statuses: [...(this.actor.statuses ?? [])], flags, words: sheetWords(),
        biographieHTML: await this.enrich(system.biographie), notesHTML: flags.isGM ? await this.enrich(system.notesMJ) : "",
        mode: this.sheetMode(), expanded: this.expandedRows(),
      }),
    } as RenderContext;
  }

  static async #onRollCharacteristic(this: PnjSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await rollFromSheet(this.actor, { characteristic: target.dataset.key as never });
  }

  static async #onRollScore(this: PnjSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    // R-MORAL-2 Puissance / Harmonie through the dialog's Espoir substitution, as on the personnage sheet.
    await rollFromSheet(this.actor, { characteristic: null, espoirSwap: true, label: target.dataset.key });
  }

  static async #onRollSkill(this: PnjSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset.itemId;
    if (id) await rollFromSheet(this.actor, { skills: [id] });
  }

  static async #onRollItem(this: PnjSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (item) await rollFromSheet(this.actor, { itemUuid: item.uuid });
  }
}
