/**
 * The guided creation window (R-CREA-1/2): one step at a time in the rulebook's order.
 * It only renders the pure state (rules/creation-draft.ts) and its evaluation; each choice goes
 * through the reducer and the draft is saved on the actor at once (store.ts), so closing and
 * reopening resumes it. Generic over its render types (TOOLCHAIN.md: TS2589 otherwise).
 */
import type { DeepPartial } from "fvtt-types/utils";
import { CREATION_STEPS, reduceCreation, swapChoice } from "../../rules/index";
import type { CreationAction, CreationState, CreationStep, ItemInput } from "../../rules/index";
import { localize } from "../../i18n";
import { ruleset, setting } from "../../settings";
import { buildWizardContext } from "./wizard-context";
import { createFromDraft, creationUndo, discardDraft, evaluate, loadDraft, mayReopenCreation, saveDraft, undoCreation } from "./store";
import { itemInput, loadCatalog } from "./catalog";
import { stepAfter } from "./steps";
import { browseImage, mayBrowseFiles } from "../../platform/file-picker";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export const WIZARD_TEMPLATE = "systems/altherion/templates/creation/wizard.hbs";

type AppContext = foundry.applications.api.ApplicationV2.RenderContext & Record<string, unknown>;
type Action = (this: CreationWizard, event: PointerEvent, target: HTMLElement) => Promise<void> | void;

export class CreationWizard<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends HandlebarsApplicationMixin(ApplicationV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    classes: ["altherion", "alt-creation"],
    tag: "form",
    window: { title: "ALTHERION.Creation.Title", icon: "fa-solid fa-wand-magic-sparkles", resizable: true },
    position: { width: 760, height: 760 },
    form: { handler: CreationWizard.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: {
      step: CreationWizard.#onStep as Action,
      next: CreationWizard.#onNext as Action,
      previous: CreationWizard.#onPrevious as Action,
      add: CreationWizard.#onAdd as Action,
      remove: CreationWizard.#onRemove as Action,
      undo: CreationWizard.#onUndo as Action,
      defaultSplit: CreationWizard.#onDefaultSplit as Action,
      create: CreationWizard.#onCreate as Action,
      undoCreation: CreationWizard.#onUndoCreation as Action,
      discard: CreationWizard.#onDiscard as Action,
      pickPortrait: CreationWizard.#onPickPortrait as Action,
    },
  };

  static override PARTS = { main: { template: WIZARD_TEMPLATE, scrollable: [".alt-creation-body"] } };

  /** Opens (or brings forward) the wizard of a character. */
  static open(actor: Actor.Implementation): CreationWizard {
    const id = `altherion-creation-${actor.id}`;
    const existing = foundry.applications.instances.get(id);
    if (existing instanceof CreationWizard) {
      void existing.render({ force: true });
      return existing;
    }
    const app = new CreationWizard({ id });
    app.actor = actor;
    app.#state = { draft: loadDraft(actor), past: [] };
    void app.render({ force: true });
    return app;
  }

  actor: Actor.Implementation | null = null;
  #state: CreationState | null = null;
  #catalog: ItemInput[] | null = null;

  override get title(): string {
    return `${localize("ALTHERION.Creation.Title")} — ${this.actor?.name ?? ""}`;
  }

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    const actor = this.actor;
    if (!actor || !this.#state) return base;
    this.#catalog ??= await loadCatalog();
    const context = buildWizardContext({
      state: this.#state, evaluation: evaluate(actor, this.#state.draft), catalog: this.#catalog, ruleset: ruleset(),
      isGM: Boolean(game.user?.isGM), canUndoCreation: creationUndo(actor) !== null && mayReopenCreation(actor), t: localize,
      quality: { base: setting("qualityBase"), step: setting("qualityStep") }, canBrowseFiles: mayBrowseFiles(),
    });
    return { ...base, ...context } as RenderContext;
  }

  /** Applies a choice, saves the draft when it changed, and re-renders. */
  async dispatch(action: CreationAction): Promise<void> {
    if (!this.actor || !this.#state) return;
    const next = reduceCreation(this.#state, action, { ruleset: ruleset(), isGM: Boolean(game.user?.isGM) });
    if (next === this.#state) return;
    this.#state = next;
    await saveDraft(this.actor, next.draft);
    await this.render();
  }

  #catalogItem(uuid: string | undefined): ItemInput | undefined {
    return this.#catalog?.find((i) => i.uuid === uuid);
  }

  static async #onChange(this: CreationWizard, event: Event | SubmitEvent): Promise<void> {
    const input = event.target;
    if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement || input instanceof HTMLTextAreaElement)) return;
    const { choice, key, nom } = input.dataset;
    const n = Number(input.value);
    const checked = input instanceof HTMLInputElement && input.checked;
    switch (choice) {
      case "espece": {
        const espece = this.#catalogItem(input.value) ?? null;
        const innees = await innateAptitudes(espece);
        return this.dispatch({ type: "espece", espece, innees });
      }
      case "caracteristique": return this.dispatch({ type: "caracteristique", key: key as never, value: n });
      case "niveau": return this.dispatch({ type: "niveau", item: key ?? "", value: n });
      case "expertise": return this.dispatch({ type: "expertise", item: key ?? "", nom: nom ?? "", possedee: checked });
      case "combativite": return this.dispatch({ type: "combativite", value: n });
      case "exaltation": return this.dispatch({ type: "exaltation", value: n });
      case "premice": return this.dispatch({ type: "premice", key: key as never, value: n });
      case "bonus": return this.dispatch({ type: "bonus", key: key as never, value: n });
      case "identite": return this.dispatch({ type: "identite", [key ?? ""]: input.type === "number" ? n : input.value });
      case "echangeLignee": return this.dispatch({ type: "echangeLignee", ...swapChoice(this.#state?.draft.echangeLignee, key, input.value) }); // R-CREA-1
      case "langueNatale": return this.dispatch({ type: "langueNatale", key: input.value }); // R-CREA-2
      default: return undefined;
    }
  }

  static async #onStep(this: CreationWizard, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const step = target.dataset.step as CreationStep;
    if (CREATION_STEPS.includes(step)) await this.dispatch({ type: "goto", step });
  }

  static async #onNext(this: CreationWizard): Promise<void> {
    await this.#move(1);
  }

  static async #onPrevious(this: CreationWizard): Promise<void> {
    await this.#move(-1);
  }

  async #move(by: number): Promise<void> {
    const step = this.#state?.draft.step;
    if (!step) return;
    const next = stepAfter(CREATION_STEPS, step, by);
    if (next) await this.dispatch({ type: "goto", step: next });
  }

  static async #onAdd(this: CreationWizard, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const select = target.closest(".alt-creation-add")?.querySelector("select");
    const item = this.#catalogItem(select?.value ?? target.dataset.uuid);
    if (item) await this.dispatch({ type: "ajouter", item });
  }

  static async #onRemove(this: CreationWizard, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (target.dataset.key) await this.dispatch({ type: "retirer", item: target.dataset.key });
  }

  /** The portrait from Foundry's file picker, opened on the current one (a user who may not browse files has the button disabled). */
  static async #onPickPortrait(this: CreationWizard): Promise<void> {
    if (!this.#state || !mayBrowseFiles()) return;
    await browseImage(this.#state.draft.img, (img) => this.dispatch({ type: "identite", img }));
  }

  static async #onUndo(this: CreationWizard): Promise<void> {
    await this.dispatch({ type: "undo" });
  }

  static async #onDefaultSplit(this: CreationWizard): Promise<void> {
    await this.dispatch({ type: "repartitionParDefaut" });
  }

  /** R-CREA-2 warnings never block: the review lists them, "create" writes the character. */
  static async #onCreate(this: CreationWizard): Promise<void> {
    if (!this.actor || !this.#state) return;
    const done = await createFromDraft(this.actor, this.#state.draft);
    if (!done) return;
    ui.notifications?.info(localize("ALTHERION.Creation.Created", { name: this.actor.name ?? "" }));
    this.#state = { draft: loadDraft(this.actor), past: [] };
    await this.render();
  }

  static async #onUndoCreation(this: CreationWizard): Promise<void> {
    if (!this.actor || !(await undoCreation(this.actor))) return;
    this.#state = { draft: loadDraft(this.actor), past: [] };
    await this.render();
  }

  static async #onDiscard(this: CreationWizard): Promise<void> {
    if (!this.actor) return;
    const ok = await foundry.applications.api.DialogV2.confirm({
      window: { title: "ALTHERION.Creation.Discard" }, content: `<p>${localize("ALTHERION.Creation.DiscardConfirm")}</p>`, rejectClose: false,
    });
    if (!ok) return;
    await discardDraft(this.actor);
    this.#state = { draft: loadDraft(this.actor), past: [] };
    await this.render();
  }
}

/** R-CREA-1 the innate aptitudes a species lists, as items to add with it. */
async function innateAptitudes(espece: ItemInput | null): Promise<ItemInput[]> {
  const uuids = ((espece?.system.aptitudesInnees ?? []) as unknown[]).filter((u): u is string => typeof u === "string" && u !== "");
  const out: ItemInput[] = [];
  for (const uuid of uuids) {
    const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
    if (doc instanceof Item) out.push(itemInput(doc, uuid));
    else ui.notifications?.warn(localize("ALTHERION.Drop.MissingAptitude", { uuid }));
  }
  return out;
}
