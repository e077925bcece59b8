/**
 * What the three actor sheets share: plain-data adapters for the context builders, enrichment of
 * HTML fields, the viewer's flags, item controls, embedded-item inputs, drops and drags.
 * Generic over its render context, configuration and render options (TOOLCHAIN.md: a non-generic
 * `HandlebarsApplicationMixin(ActorSheetV2)` subclass makes tsc fail with TS2589).
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { SheetItem, ViewerFlags } from "./context-common";
import { coreDrops } from "./foundry-v13-sheet";
import { enrichField, pickImage, submitOrReset, viewerFlags } from "./sheet-document";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

export type ActorRenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext;
export type ActorConfiguration = foundry.applications.sheets.ActorSheetV2.Configuration;
export type ActorRenderOptions = foundry.applications.sheets.ActorSheetV2.RenderOptions;

type Action = (this: BaseActorSheet, event: PointerEvent, target: HTMLElement) => Promise<void> | void;
/** Any sheet's action handler: subclasses add theirs to the same `actions` map. */
export type SheetActions = Record<string, (this: never, event: PointerEvent, target: HTMLElement) => Promise<void> | void>;
/** The DEFAULT_OPTIONS every Altherion sheet declares (Foundry merges them down the class chain). */
export interface SheetDefaults {
  classes?: string[];
  position?: { width?: number; height?: number | "auto" };
  window?: { resizable?: boolean; icon?: string };
  form?: { submitOnChange?: boolean; closeOnSubmit?: boolean };
  actions?: SheetActions;
}
/** A sheet's render options as `_prepareContext` receives them. */
export type PrepareOptions<O extends object> = DeepPartial<O> & { isFirstRender: boolean };

export class BaseActorSheet<
  RenderContext extends ActorRenderContext = ActorRenderContext,
  Configuration extends ActorConfiguration = ActorConfiguration,
  RenderOptions extends ActorRenderOptions = ActorRenderOptions,
> extends HandlebarsApplicationMixin(ActorSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["altherion", "sheet", "actor"],
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      editPortrait: BaseActorSheet.#onEditPortrait as Action,
      createItem: BaseActorSheet.#onCreateItem as Action,
      editItem: BaseActorSheet.#onEditItem as Action,
      deleteItem: BaseActorSheet.#onDeleteItem as Action,
    } as SheetActions,
  };

  /** The viewing user's flags for the context builders. */
  protected viewerFlags(): ViewerFlags {
    return viewerFlags(this.isEditable);
  }

  /** Owned items as plain data (the derived values included). */
  protected sheetItems(): SheetItem[] {
    return this.actor.items.contents.map((i) => ({
      id: i.id ?? "", uuid: i.uuid, name: i.name ?? "", img: i.img ?? "", type: i.type, sort: i.sort ?? 0,
      system: i.system as unknown as Record<string, unknown>,
    }));
  }

  /** Server-side enrichment of an HTML field (never in templates). */
  protected async enrich(html: string | undefined): Promise<string> {
    return enrichField(html, this.actor);
  }

  protected itemFrom(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return id ? this.actor.items.get(id) : undefined;
  }

  /**
   * Inputs bound to an owned item's field (skill levels, PP) update that item, not the actor.
   * Owned-item rows carry the `draggable` class in their templates: v13's ActorSheetV2 binds its
   * drag handlers (dragSelector ".draggable") during its own render, before this method adds anything.
   */
  protected override async _onRender(context: DeepPartial<RenderContext>, options: DeepPartial<RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    for (const input of this.element.querySelectorAll<HTMLInputElement>("input[data-item-id][data-field]")) {
      input.addEventListener("change", (event) => {
        event.stopPropagation();
        const item = this.actor.items.get(input.dataset.itemId ?? "");
        if (item) void item.update({ [input.dataset.field ?? ""]: input.valueAsNumber } as never);
      });
    }
    // A characteristic dragged to the hotbar: src/hotbar.ts makes a macro of `{ type: "AltherionTest", spec }`.
    for (const cell of this.element.querySelectorAll<HTMLElement>("[data-carac]")) {
      cell.draggable = true;
      cell.addEventListener("dragstart", (event) => {
        const key = cell.dataset.carac ?? "";
        const label = cell.querySelector(".alt-carac-label")?.textContent?.trim() ?? key;
        event.dataTransfer?.setData("text/plain", JSON.stringify({ type: "AltherionTest", spec: { characteristic: key, label }, label }));
      });
    }
  }

  /** A refused update re-renders the sheet, so the form shows the stored values (sheet-document.ts submitOrReset). */
  protected override async _processSubmitData(_event: SubmitEvent, _form: HTMLFormElement, submitData: object, options?: object): Promise<void> {
    await submitOrReset(this.actor, submitData, options, () => this.render());
  }

  /** Items dropped from a compendium or the sidebar go through the actor's acceptance checks; own items are sorted. */
  async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    if (!this.isEditable) return null;
    if (item.parent === this.actor) return coreDrops(this)._onSortItem(event, item);
    const actor = this.actor as unknown as { acceptItemDrop?: (data: object) => Promise<unknown> };
    if (actor.acceptItemDrop) return actor.acceptItemDrop(item.toObject());
    return coreDrops(this)._onDropItem(event, item);
  }

  static async #onEditPortrait(this: BaseActorSheet): Promise<void> {
    if (this.isEditable) await pickImage(this.actor);
  }

  static async #onCreateItem(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset.type ?? "equipement";
    const name = game.i18n?.format("ALTHERION.Sheet.Nouveau", { type: game.i18n.localize(`TYPES.Item.${type}`) }) ?? type;
    await this.actor.createEmbeddedDocuments("Item", [{ name, type } as never]);
  }

  static #onEditItem(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): void {
    void this.itemFrom(target)?.sheet?.render(true);
  }

  static async #onDeleteItem(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (!item) return;
    const ok = await foundry.applications.api.DialogV2.confirm({
      window: { title: "ALTHERION.Sheet.Supprimer" },
      content: `<p>${foundry.utils.escapeHTML(game.i18n?.format("ALTHERION.Sheet.SupprimerConfirmer", { name: item.name ?? "" }) ?? "")}</p>`,
      rejectClose: false,
    });
    if (ok) await item.delete();
  }
}
