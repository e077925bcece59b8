/**
 * What the three actor sheets share: plain-data adapters for the context builders, enrichment of
 * HTML fields, the viewer's flags, item controls, embedded-item inputs, drops and drags.
 * Generic over its render context, configuration and render options (TOOLCHAIN.md: a non-generic
 * `HandlebarsApplicationMixin(ActorSheetV2)` subclass makes tsc fail with TS2589).
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { SheetItem, ViewerFlags } from "./context-common";
import { coreDrops } from "./foundry-v13-sheet";
import { enrichField, pickImage, sheetItemsOf, submitOrReset, viewerFlags } from "./sheet-document";
import { initialMode, limitedView, steppedValue } from "./sheet-mode";
import type { SheetMode } from "./sheet-mode";
import { skillMatcher } from "./list-context";
import type { SheetEffect, SkillFilter } from "./list-context";
import { buildItemRow } from "./personnage-context";
import { bindTabKeys, syncTabs } from "./tab-keys";
import { bindItemFieldInputs } from "./item-field-inputs";
import { lockProgressionInputs } from "./progression-lock";
import { listenOnce } from "../window-dom";
import { currentGeneration } from "../../platform/generation";
import { effectLength } from "../../platform/active-effects";
import { menuEntries, menuOptions, openRowMenu } from "../../platform/context-menu";
import type { MenuEntry } from "../../platform/context-menu";
import { localize, sheetWords } from "../../i18n";

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
      toggleMode: BaseActorSheet.#onToggleMode as Action,
      step: BaseActorSheet.#onStep as Action,
      toggleDescription: BaseActorSheet.#onToggleDescription as Action,
      rowMenu: BaseActorSheet.#onRowMenu as Action,
      postItem: BaseActorSheet.#onPostItem as Action,
      toggleEquip: BaseActorSheet.#onToggleEquip as Action,
      createEffect: BaseActorSheet.#onCreateEffect as Action,
      toggleEffect: BaseActorSheet.#onToggleEffect as Action,
      editEffect: BaseActorSheet.#onEditEffect as Action,
      deleteEffect: BaseActorSheet.#onDeleteEffect as Action,
    } as SheetActions,
  };

  /** Item rows open on their description: item id → enriched description (enriched once, on opening). */
  #expanded = new Map<string, string>();

  /** The skills tab's search and "hide level 0" (kept across renders, applied live without one). */
  protected skillFilter: SkillFilter = { query: "", hideZero: false };

  /** The open rows for the context builders. */
  protected expandedRows(): { id: string; html: string }[] {
    return [...this.#expanded].filter(([id]) => this.actor.items.has(id)).map(([id, html]) => ({ id, html }));
  }

  /** A viewer with LIMITED permission gets the limited part alone; everyone else every part but it. */
  protected override _configureRenderOptions(options: DeepPartial<RenderOptions>): void {
    super._configureRenderOptions(options);
    const o = options as { parts?: string[] };
    o.parts = this.actor.limited ? ["limited"] : (o.parts ?? []).filter((p) => p !== "limited");
  }

  /** The limited view's context: name, portrait, public description (biographie). */
  protected async limitedContext(): Promise<ReturnType<typeof limitedView>> {
    const system = this.actor.system as unknown as { biographie?: string };
    return limitedView(this.actor.name ?? "", this.actor.img ?? "", await this.enrich(system.biographie));
  }

  /** The Active Effects on the actor and those its items transfer, as plain data (list-context.ts). */
  protected sheetEffects(): SheetEffect[] {
    const out: SheetEffect[] = [];
    for (const e of this.actor.allApplicableEffects()) {
      const parent = e.parent as { documentName?: string; name?: string | null } | null;
      const duration = effectLength(e);
      out.push({
        id: e.id ?? "", uuid: e.uuid, name: e.name ?? "", img: e.img ?? "", disabled: e.disabled, temporary: e.isTemporary,
        source: parent?.documentName === "Item" ? (parent.name ?? "") : "", duration,
      });
    }
    return out;
  }

  /** Play or edit (sheet-mode.ts); chosen on the first render, then kept until the sheet closes. */
  #mode: SheetMode | null = null;

  /** The sheet's mode; on the first call, edit while the character is being created and play otherwise. */
  protected sheetMode(creationActive = false): SheetMode {
    return (this.#mode ??= initialMode(creationActive));
  }

  /** The viewing user's flags for the context builders. */
  protected viewerFlags(): ViewerFlags {
    return viewerFlags(this.isEditable);
  }

  /** Owned items as plain data (the derived values included). */
  protected sheetItems(): SheetItem[] {
    return sheetItemsOf(this.actor);
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
   * Inputs bound to an owned item's field (skill levels, PP) update that item, not the actor (item-field-inputs.ts).
   * Each element gets its listeners once: v14 runs this again on the same elements when a popped-out sheet is re-attached.
   * Owned-item rows carry the `draggable` class in their templates: v13's ActorSheetV2 binds its
   * drag handlers (dragSelector ".draggable") during its own render, before this method adds anything.
   */
  protected override async _onRender(context: DeepPartial<RenderContext>, options: DeepPartial<RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    bindItemFieldInputs(this.element, (id) => this.actor.items.get(id) as { update(data: object): unknown } | undefined);
    lockProgressionInputs(this.element, this.actor.type, this.actor, Boolean(game.user?.isGM), (id) => this.actor.items.get(id)?.type); // R-XP-3 [I]
    this.#bindSkillFilter();
    // A characteristic dragged to the hotbar: src/hotbar.ts makes a macro of `{ type: "AltherionTest", spec }`.
    for (const cell of this.element.querySelectorAll<HTMLElement>("[data-carac]")) {
      cell.draggable = true;
      listenOnce(cell, "carac-drag", "dragstart", (event) => {
        const key = cell.dataset.carac ?? "";
        const label = cell.querySelector(".alt-carac-label")?.textContent?.trim() ?? key;
        (event as DragEvent).dataTransfer?.setData("text/plain", JSON.stringify({ type: "AltherionTest", spec: { characteristic: key, label }, label }));
      });
    }
  }

  /**
   * Right-click on an item row (or the keyboard's context-menu key on one of its buttons): edit, duplicate, delete, post,
   * in core's ContextMenu; and the tab list's arrow keys (tab-keys.ts). Bound once: the window element outlives every
   * re-render and both delegate from it.
   */
  protected override async _onFirstRender(context: DeepPartial<RenderContext>, options: DeepPartial<RenderOptions>): Promise<void> {
    await super._onFirstRender(context, options);
    bindTabKeys(this.element, (tab, group) => this.changeTab(tab, group));
    new foundry.applications.ux.ContextMenu.implementation(this.element, ".alt-item-row[data-item-id], .alt-skill[data-item-id], .alt-skill-chip[data-item-id]",
      menuEntries(this.rowMenuEntries(), currentGeneration()) as never, menuOptions({ fixed: true }, currentGeneration()) as never);
  }

  /**
   * The actions of an item row's context menu (right-click, or its ⋮ button: platform openRowMenu): a skill row's
   * description, edit, duplicate, delete, post. A sheet adds its own (PersonnageSheet: a skill's expertise).
   */
  protected rowMenuEntries(): MenuEntry[] {
    const item = (target: HTMLElement) => this.itemFrom(target);
    return [
      { label: "ALTHERION.SheetList.ShowDescription", icon: "fa-solid fa-align-left", visible: (t) => t.matches(".alt-skill"), run: (t) => this.toggleDescription(item(t)) },
      { label: "ALTHERION.Sheet.Modifier", icon: "fa-solid fa-pen", run: (t) => item(t)?.sheet?.render(true) },
      { label: "ALTHERION.SheetList.Duplicate", icon: "fa-solid fa-copy", visible: () => this.isEditable, run: (t) => this.duplicateItem(item(t)) },
      { label: "ALTHERION.Sheet.Supprimer", icon: "fa-solid fa-trash", visible: () => this.isEditable, run: (t) => this.deleteItem(item(t)) },
      { label: "ALTHERION.SheetList.Post", icon: "fa-solid fa-comment", run: (t) => this.postItem(item(t)) },
    ];
  }

  /** A clicked tab (core's `tab` action) or a key press (tab-keys.ts): core switches it, then aria-selected and the roving tabindex follow. */
  override changeTab(...args: Parameters<foundry.applications.api.ApplicationV2["changeTab"]>): void {
    super.changeTab(...args);
    syncTabs(this.element);
  }

  /** A refused update re-renders the sheet, so the form shows the stored values (sheet-document.ts submitOrReset). */
  protected override async _processSubmitData(_event: SubmitEvent, _form: HTMLFormElement, submitData: object, options?: object): Promise<void> {
    await submitOrReset(this.actor, submitData, options, () => this.render());
    // R-CON-6 an edit-mode value or « Stabilisé » box moves the constitution in or out of Péril: its icon follows.
    const actor = this.actor as unknown as { syncPerilStatuses?: () => Promise<unknown>; creature?: unknown };
    if (actor.creature && actor.syncPerilStatuses) await actor.syncPerilStatuses();
  }

  /** Items dropped from a compendium or the sidebar go through the actor's acceptance checks; own items are sorted. */
  async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    if (!this.isEditable) return null;
    if (item.parent === this.actor) return coreDrops(this)._onSortItem(event, item);
    const actor = this.actor as unknown as { acceptItemDrop?: (data: object, sourceUuid?: string) => Promise<unknown> };
    if (actor.acceptItemDrop) return actor.acceptItemDrop(item.toObject(), item.uuid);
    return coreDrops(this)._onDropItem(event, item);
  }

  /** The skills' search and "hide level 0" filter the rows as one types (list-context.ts skillMatcher), no re-render. */
  #bindSkillFilter(): void {
    const search = this.element.querySelector<HTMLInputElement>("input[data-skill-search]");
    const hideZero = this.element.querySelector<HTMLInputElement>("input[data-skill-hide-zero]");
    if (!search || !hideZero) return;
    const apply = () => {
      this.skillFilter = { query: search.value, hideZero: hideZero.checked };
      const matches = skillMatcher(this.skillFilter);
      let any = false;
      for (const group of this.element.querySelectorAll<HTMLElement>(".alt-skill-group")) {
        let shown = 0;
        for (const row of group.querySelectorAll<HTMLElement>(".alt-skill[data-search]")) {
          row.hidden = !matches({ searchKey: row.dataset.search ?? "", level: Number(row.dataset.level) });
          if (!row.hidden) shown++;
        }
        group.hidden = shown === 0;
        any ||= shown > 0;
      }
      const none = this.element.querySelector<HTMLElement>("[data-skill-none]");
      if (none) none.hidden = any;
    };
    for (const input of [search, hideZero]) {
      listenOnce(input, "skill-filter", "input", apply);
      listenOnce(input, "skill-filter-change", "change", (event) => event.stopPropagation()); // not a document field: no form submit
    }
  }

  protected async duplicateItem(item: Item.Implementation | undefined): Promise<void> {
    if (!item || !this.isEditable) return;
    const data = item.toObject() as { _id?: string | null; name: string };
    delete data._id;
    data.name = localize("ALTHERION.SheetList.Copy", { name: item.name ?? "" });
    await this.actor.createEmbeddedDocuments("Item", [data as never]);
  }

  protected async deleteItem(item: Item.Implementation | undefined): Promise<void> {
    if (!item || !this.isEditable) return;
    const ok = await foundry.applications.api.DialogV2.confirm({
      window: { title: "ALTHERION.Sheet.Supprimer" },
      content: `<p>${foundry.utils.escapeHTML(localize("ALTHERION.Sheet.SupprimerConfirmer", { name: item.name ?? "" }))}</p>`,
      rejectClose: false,
    });
    if (ok) await item.delete();
  }

  /** Shows an owned item in chat: its facts and enriched description (templates/chat/item-post.hbs). */
  protected async postItem(item: Item.Implementation | undefined): Promise<void> {
    if (!item) return;
    const system = item.system as unknown as Record<string, unknown>;
    const row = buildItemRow({ id: item.id ?? "", uuid: item.uuid, name: item.name ?? "", img: item.img ?? "", type: item.type, sort: 0, system }, sheetWords(), false);
    const descriptionHTML = await enrichField(typeof system.description === "string" ? system.description : "", item);
    const content = await foundry.applications.handlebars.renderTemplate("systems/altherion/templates/chat/item-post.hbs", { ...row, descriptionHTML });
    await ChatMessage.implementation.create({ content, speaker: ChatMessage.implementation.getSpeaker({ actor: this.actor }) } as never);
  }

  static async #onToggleDescription(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.toggleDescription(this.itemFrom(target));
  }

  /** A row's ⋮ button opens the row's context menu where the button is. */
  static #onRowMenu(this: BaseActorSheet, event: PointerEvent, target: HTMLElement): void {
    openRowMenu(event, target);
  }

  /** Opens or closes an item row on its enriched description (enriched once, on opening). */
  protected async toggleDescription(item: Item.Implementation | undefined): Promise<void> {
    if (!item?.id) return;
    if (this.#expanded.has(item.id)) this.#expanded.delete(item.id);
    else {
      const description = (item.system as unknown as { description?: string }).description;
      this.#expanded.set(item.id, await enrichField(description, item));
    }
    await this.render();
  }

  static async #onPostItem(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.postItem(this.itemFrom(target));
  }

  static async #onToggleEquip(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    const field = target.dataset.field;
    if (!item || !field || !this.isEditable) return;
    await item.update({ [field]: foundry.utils.getProperty(item, field) !== true } as never);
  }

  #effectFrom(target: HTMLElement): ActiveEffect.Implementation | null {
    const uuid = target.closest<HTMLElement>("[data-effect-uuid]")?.dataset.effectUuid;
    const effect = uuid ? foundry.utils.fromUuidSync(uuid as `ActiveEffect.${string}`) : null;
    return effect instanceof foundry.documents.BaseActiveEffect ? (effect as ActiveEffect.Implementation) : null;
  }

  /** A new effect on the actor, opened in core's effect sheet. */
  static async #onCreateEffect(this: BaseActorSheet): Promise<void> {
    if (!this.isEditable) return;
    await ActiveEffect.implementation.create({ name: localize("ALTHERION.SheetList.Effects.New"), img: "icons/svg/aura.svg" } as never, { parent: this.actor, renderSheet: true } as never);
  }

  static async #onToggleEffect(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const effect = this.#effectFrom(target);
    if (effect && this.isEditable) await effect.update({ disabled: !effect.disabled } as never);
  }

  static #onEditEffect(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): void {
    void this.#effectFrom(target)?.sheet?.render(true);
  }

  static async #onDeleteEffect(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const effect = this.#effectFrom(target);
    if (effect && this.isEditable) await effect.deleteDialog();
  }

  static #onToggleMode(this: BaseActorSheet): void {
    this.#mode = this.sheetMode() === "edit" ? "play" : "edit";
    void this.render();
  }

  /** A −/+ stepper (parts/stepper.hbs): one field of the actor, or of an owned item, moved by one within its bounds. */
  static async #onStep(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { field, delta, min, max, itemId } = target.dataset;
    if (!field || !this.isEditable) return;
    const doc = itemId ? this.actor.items.get(itemId) : this.actor;
    if (!doc) return;
    const current = Number(foundry.utils.getProperty(doc, field));
    const next = steppedValue(current, Number(delta), Number(min), Number(max));
    if (next !== current) await doc.update({ [field]: next } as never);
  }

  static async #onEditPortrait(this: BaseActorSheet): Promise<void> {
    if (this.isEditable) await pickImage(this.actor);
  }

  static async #onCreateItem(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset.type ?? "equipement";
    const name = localize("ALTHERION.Sheet.Nouveau", { type: localize(`TYPES.Item.${type}`) });
    await this.actor.createEmbeddedDocuments("Item", [{ name, type } as never]);
  }

  static #onEditItem(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): void {
    void this.itemFrom(target)?.sheet?.render(true);
  }

  static async #onDeleteItem(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.deleteItem(this.itemFrom(target));
  }
}
