/** The personnage sheet: tabs, one click rolls, harm and rest controls. Context from personnage-context.ts. */
import type { DeepPartial } from "fvtt-types/utils";
import { MORAL_GM_ACTIONS } from "../moral-dialogs";
import type { RowKey, RestRank } from "../../rules/index";
import { BaseActorSheet } from "./base-actor-sheet";
import type { ActorConfiguration, ActorRenderContext, ActorRenderOptions, PrepareOptions, SheetActions, SheetDefaults } from "./base-actor-sheet";
import { PERSONNAGE_TABS, buildPersonnageContext } from "./personnage-context";
import type { PersonnageInput, PersonnageSystem, PersonnageTab } from "./personnage-context";
import { rollFromSheet } from "./sheet-actions";
import { onSetTrackAction, onStabilizeAction } from "./constitution-actions";
import { onForceRegenerationAction, onGrappleSheetAction } from "./grapple-actions";
import { PROGRESSION_ACTIONS } from "./progression-actions";
import { moralContextOf } from "../../moral/index";
import { onEnterStateBySpendingAction } from "./state-actions";
import { CreationWizard } from "../creation/wizard";
import { openCreationForPlayers } from "../creation/register";
import { localize, sheetWords } from "../../i18n";
import { findExpertise } from "../../data/builtin-names";
import { focusedWithin } from "../window-dom";
import type { MenuEntry } from "../../platform/context-menu";

const T = "systems/altherion/templates/sheets";
type Action = (this: PersonnageSheet, event: PointerEvent, target: HTMLElement) => Promise<void> | void;

interface ActorMethods {
  spendPoints(pool: RowKey, n?: number): Promise<unknown>;
  refreshPoints(pool?: RowKey): Promise<unknown>;
  rest(rank: RestRank, options: { badSleep?: boolean; wholeDay?: boolean; fullRest?: boolean }): Promise<unknown>;
  enterState(id: string): Promise<unknown>;
  leaveState(id: string): Promise<unknown>;
}

export class PersonnageSheet<
  RenderContext extends ActorRenderContext = ActorRenderContext,
  Configuration extends ActorConfiguration = ActorConfiguration,
  RenderOptions extends ActorRenderOptions = ActorRenderOptions,
> extends BaseActorSheet<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["personnage"],
    position: { width: 760, height: 720 }, // fits a 1366 × 768 screen beside Foundry's sidebar
    actions: {
      rollCharacteristic: PersonnageSheet.#onRollCharacteristic as Action,
      rollScore: PersonnageSheet.#onRollScore as Action,
      rollSkill: PersonnageSheet.#onRollSkill as Action,
      rollItem: PersonnageSheet.#onRollItem as Action,
      addExpertise: PersonnageSheet.#onAddExpertise as Action,
      removeExpertise: PersonnageSheet.#onRemoveExpertise as Action,
      setTrack: onSetTrackAction as Action, // R-CRIT-5 / R-FIGHT-6
      grapple: onGrappleSheetAction as Action, // R-FIGHT-5
      forceRegeneration: onForceRegenerationAction as Action, // R-CON-9
      stabilize: onStabilizeAction as Action, // R-CON-6
      spendPoint: PersonnageSheet.#onSpendPoint as Action,
      refreshPoints: PersonnageSheet.#onRefreshPoints as Action,
      rest: PersonnageSheet.#onRest as Action,
      toggleState: PersonnageSheet.#onToggleState as Action,
      enterStateBySpending: onEnterStateBySpendingAction as Action, // R-STATE-3/4/5 paid, then entered
      ...(PROGRESSION_ACTIONS as Record<string, Action>), // R-XP / R-PP tools of the Progression tab
      openCreation: PersonnageSheet.#onOpenCreation as Action, // the guided creation
      openCreationForPlayers: PersonnageSheet.#onOpenCreationForPlayers as Action,
      ...(MORAL_GM_ACTIONS as Record<string, Action>), // R-MORAL-8 the GM's personal grants
    } as SheetActions,
  };

  static override PARTS = {
    header: { template: `${T}/personnage/header.hbs` },
    tabs: { template: `${T}/parts/tabs.hbs` },
    ...Object.fromEntries(PERSONNAGE_TABS.map((id) => [id, { template: `${T}/personnage/${id}.hbs`, scrollable: [""] }])),
    limited: { template: `${T}/parts/limited.hbs` }, // the limited view, alone (BaseActorSheet._configureRenderOptions)
  };

  override tabGroups: Record<string, string> = { primary: "caracteristiques" };

  /** The creation budget's details are open (kept across renders). */
  #creationOpen = false;

  /** The tabs drawn so far: a tab's content renders from its first opening until the sheet closes (the first render stays small). */
  #loadedTabs = new Set<PersonnageTab>();

  /** The tab list had the focus when a tab's first opening re-rendered it: the focus goes back to the active tab. */
  #refocusTab = false;

  get #activeTab(): PersonnageTab {
    return (this.tabGroups.primary ?? "caracteristiques") as PersonnageTab;
  }

  /** A tab opened for the first time is drawn: the sheet renders again with it (its lists were not rendered before). */
  override changeTab(...args: Parameters<foundry.applications.api.ApplicationV2["changeTab"]>): void {
    super.changeTab(...args);
    if (!this.rendered || this.#loadedTabs.has(this.#activeTab)) return;
    this.#refocusTab = !!focusedWithin(this.element)?.closest('[role="tablist"]'); // the sheet's own document: it may be popped out
    void this.render();
  }

  protected override _onClose(options: DeepPartial<RenderOptions>): void {
    super._onClose(options);
    this.#loadedTabs.clear();
  }

  protected override async _prepareContext(options: PrepareOptions<RenderOptions>): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    if (this.actor.limited) return { ...base, ...(await this.limitedContext()) } as RenderContext;
    const system = this.actor.system as unknown as PersonnageSystem;
    const input: PersonnageInput = {
      id: this.actor.id ?? "", uuid: this.actor.uuid, name: this.actor.name ?? "", img: this.actor.img ?? "",
      system, items: this.sheetItems(), statuses: [...(this.actor.statuses ?? [])],
      biographieHTML: await this.enrich(system.biographie), moral: await moralContextOf(this.actor), flags: this.viewerFlags(), words: sheetWords(),
      usage: (this.actor.flags as Record<string, Record<string, unknown> | undefined>).altherion?.usage,
      mode: this.sheetMode(system.creation?.active ?? false), creationOpen: this.#creationOpen,
      expanded: this.expandedRows(), skillFilter: this.skillFilter, effects: this.sheetEffects(),
    };
    this.#loadedTabs.add(this.#activeTab);
    return { ...base, ...buildPersonnageContext(input, this.#activeTab, [...this.#loadedTabs]) } as RenderContext;
  }

  protected override async _onRender(context: DeepPartial<RenderContext>, options: DeepPartial<RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    const budget = this.element.querySelector<HTMLDetailsElement>("details[data-creation-budget]");
    budget?.addEventListener("toggle", () => { this.#creationOpen = budget.open; });
    if (this.#refocusTab) this.element.querySelector<HTMLElement>(`[role="tab"][data-group="primary"][data-tab="${this.#activeTab}"]`)?.focus();
    this.#refocusTab = false;
  }

  /** The guided creation in the header's menu; the GM may also open it on the owning players' screens. */
  protected override _getHeaderControls(): foundry.applications.api.ApplicationV2.HeaderControlsEntry[] {
    const controls = super._getHeaderControls();
    if (this.isEditable) controls.push({ icon: "fa-solid fa-wand-magic-sparkles", label: "ALTHERION.Creation.Open", action: "openCreation" });
    if (game.user?.isGM) controls.push({ icon: "fa-solid fa-user-pen", label: "ALTHERION.Creation.OpenForPlayers", action: "openCreationForPlayers" });
    return controls;
  }

  static #onOpenCreation(this: PersonnageSheet): void {
    CreationWizard.open(this.actor);
  }

  static async #onOpenCreationForPlayers(this: PersonnageSheet): Promise<void> {
    const n = await openCreationForPlayers(this.actor);
    if (n > 0) ui.notifications?.info(localize("ALTHERION.Creation.OpenedForPlayers", { count: String(n) }));
    else ui.notifications?.warn(localize("ALTHERION.Creation.Error.NoPlayer"));
  }

  private get methods(): ActorMethods {
    return this.actor as unknown as ActorMethods;
  }

  static async #onRollCharacteristic(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await rollFromSheet(this.actor, { characteristic: target.dataset.key as never });
  }

  static async #onRollScore(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    // R-MORAL-2 Puissance / Harmonie are rolled through the dialog's Espoir substitution; start from no characteristic.
    await rollFromSheet(this.actor, { characteristic: null, espoirSwap: true, label: target.dataset.key });
  }

  static async #onRollSkill(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset.itemId;
    if (id) await rollFromSheet(this.actor, { skills: [id] });
  }

  static async #onRollItem(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (item) await rollFromSheet(this.actor, { itemUuid: item.uuid });
  }

  /** A skill row's menu also adds an expertise (the row's « + Expertise » in edit mode). */
  protected override rowMenuEntries(): MenuEntry[] {
    return [
      ...super.rowMenuEntries(),
      { label: "ALTHERION.Sheet.AjouterExpertise", icon: "fa-solid fa-plus", visible: (t) => this.isEditable && t.matches(".alt-skill"), run: (t) => this.addExpertise(this.itemFrom(t)) },
    ];
  }

  static async #onAddExpertise(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.addExpertise(this.itemFrom(target));
  }

  /** Asks the expertise's name; an example of the rulebook already listed becomes owned, any other is added as custom. */
  protected async addExpertise(item: Item.Implementation | undefined): Promise<void> {
    if (!item || !this.isEditable) return;
    const label = game.i18n?.localize("ALTHERION.Sheet.NomExpertise") ?? "";
    const name = await foundry.applications.api.DialogV2.prompt({
      window: { title: "ALTHERION.Sheet.AjouterExpertise" },
      content: `<label>${foundry.utils.escapeHTML(label)} <input type="text" name="nom" required autofocus></label>`,
      ok: { callback: (_e: Event, button: HTMLButtonElement) => (button.form?.elements.namedItem("nom") as HTMLInputElement | null)?.value.trim() ?? "" },
      rejectClose: false,
    } as never) as unknown as string | null;
    if (!name) return;
    const list = [...((item.system as unknown as { expertises: { nom: string; possedee: boolean; personnalisee: boolean }[] }).expertises ?? [])];
    const known = findExpertise(sheetWords(), list, name); // « Writing » is the listed « Écriture » in English
    if (known >= 0) list[known] = { ...list[known], possedee: true };
    else list.push({ nom: name, possedee: true, personnalisee: true });
    await item.update({ "system.expertises": list } as never);
  }

  static async #onRemoveExpertise(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    const index = Number(target.dataset.index);
    if (!item || !Number.isInteger(index)) return;
    const list = [...((item.system as unknown as { expertises: { nom: string; possedee: boolean; personnalisee: boolean }[] }).expertises ?? [])];
    const entry = list[index];
    if (!entry) return;
    // A custom expertise goes away; an example from the rulebook stays listed, no longer owned.
    if (entry.personnalisee) list.splice(index, 1);
    else list[index] = { ...entry, possedee: false };
    await item.update({ "system.expertises": list } as never);
  }

  static async #onSpendPoint(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.methods.spendPoints(target.dataset.pool as RowKey, 1);
  }

  static async #onRefreshPoints(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.methods.refreshPoints(target.dataset.pool as RowKey);
  }

  static async #onRest(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const box = target.closest(".alt-rest");
    const value = (k: string) => box?.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-rest="${k}"]`);
    const checked = (k: string) => (value(k) as HTMLInputElement | null)?.checked ?? false;
    await this.methods.rest((value("rank")?.value ?? "normale") as RestRank, { badSleep: checked("badSleep"), wholeDay: checked("wholeDay"), fullRest: checked("fullRest") });
  }

  static async #onToggleState(this: PersonnageSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset.state;
    if (!id) return;
    if (this.actor.statuses?.has(id)) await this.methods.leaveState(id);
    else await this.methods.enterState(id);
  }

}
