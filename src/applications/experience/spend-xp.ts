/**
 * The guided Spend XP flow of one character (R-XP-3..5, R-XP-7, R-STATE-1): the wizard's
 * step components over the pure advancement model (rules/advancement.ts). Each render reads the
 * character into the model (the same derivation as the GM's); a purchase the model allows is asked
 * of the GM by its target and situation only (the XP action's `buy`: the GM decides cost and changes);
 * "undo" asks the GM to take the last purchase of this window back. A GM may force a refused
 * purchase: it is logged as an "override" with its reasons.
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { AltherionActor } from "../../documents/actor";
import { buyXp, dispatchUsage, readUsage, readXpLog, undoXpEntry } from "../../experience/store";
import type { ExperienceActor } from "../../experience/store";
import { advancementStateOf } from "../../experience/purchase";
import { canUndo, offer, purchaseRequest, purchaseTarget, reduceAdvancement } from "../../rules/index";
import { reasonKey } from "../../data/advancement";
import type { AdvancementAction, AdvancementEntry, AdvancementState, Situation } from "../../rules/index";
import { ExperienceApplication } from "./base";
import { localize, sheetWords } from "../../i18n";
import type { AppContext } from "./base";
import { ADVANCEMENT_STEPS, buildSpendContext, parsePurchase } from "./spend-context";
import type { AdvancementStep } from "./spend-context";
import { stepAfter } from "../creation/steps";
import { XpLogApp } from "./xp-log";

export const SPEND_TEMPLATE = "systems/altherion/templates/experience/spend.hbs";

type Obj = Record<string, unknown>;

export class SpendXpApp<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends ExperienceApplication<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    classes: ["alt-creation", "alt-advancement"],
    window: { title: "ALTHERION.XP.Spend.Title", icon: "fa-solid fa-arrow-up-right-dots" },
    position: { width: 760, height: 680 },
    form: { handler: SpendXpApp.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: {
      buy: SpendXpApp.#onBuy, override: SpendXpApp.#onOverride, log: SpendXpApp.#onLog, means: SpendXpApp.#onMeans,
      step: SpendXpApp.#onStep, next: SpendXpApp.#onNext, previous: SpendXpApp.#onPrevious, undoLast: SpendXpApp.#onUndoLast,
    },
  };

  static override PARTS = { main: { template: SPEND_TEMPLATE, scrollable: [".alt-creation-body"] } };

  /** Opens (or brings forward) the flow of an actor. */
  static open(actor: AltherionActor): SpendXpApp {
    const id = `altherion-spend-xp-${actor.id}`;
    const existing = foundry.applications.instances.get(id);
    const app = existing instanceof SpendXpApp ? existing : new SpendXpApp({ id });
    app.actor = actor;
    void app.render({ force: true });
    return app;
  }

  actor: AltherionActor | null = null;
  #situation: Situation = { moment: null, trainer: "none", ellipse: null };
  #step: AdvancementStep = "moment";
  /** The purchases made in this window, oldest first (what undo takes back). */
  #applied: AdvancementEntry[] = [];

  override get title(): string {
    return `${localize("ALTHERION.XP.Spend.Title")} — ${this.actor?.name ?? ""}`;
  }

  /** The ellipse tool opens this flow with the ellipse and its trainer already chosen. */
  setSituation(state: Partial<Situation>): void {
    this.#situation = { ...this.#situation, ...state };
  }

  /** The model's state of the character now (its usage, Espoir and states read afresh: the GM's own derivation). */
  modelState(): Promise<AdvancementState> {
    const actor = this.actor!;
    return advancementStateOf(actor, readUsage(actor as unknown as ExperienceActor), this.#situation, this.#applied);
  }

  protected override async buildContext() {
    const actor = this.actor;
    if (!actor) return {};
    const { arc, act } = readUsage(actor as unknown as ExperienceActor);
    return buildSpendContext({ state: await this.modelState(), step: this.#step, arc, act, isGM: Boolean(game.user?.isGM), words: sheetWords() });
  }

  /** Applies one action of the model: a purchase or its undo is written with its log entry. Returns whether it was applied. */
  async dispatch(action: AdvancementAction): Promise<boolean> {
    if (!this.actor) return false;
    const ctx = { isGM: Boolean(game.user?.isGM) };
    const state = await this.modelState();
    const next = reduceAdvancement(state, action, ctx);
    if (action.type === "buy" && next === state) ui.notifications?.warn(offer(state, action.purchase, ctx).reasons.map((k) => localize(reasonKey(k))).join(" "));
    if (next === state) return false;
    const done = action.type === "situation" ? (this.#situation = next.situation, true)
      : action.type === "buy" ? await this.#write(next) : await this.#takeBack(state);
    await this.render();
    return done;
  }

  /**
   * R-XP-3 asks the GM for a purchase the model allows here: only its target and the situation are sent; the
   * GM takes cost and changes from the rules on the character as it reads it, and pays the Espoir (rev 2).
   */
  async #write(next: AdvancementState): Promise<boolean> {
    const entry = next.applied[next.applied.length - 1];
    if (await buyXp(this.actor as unknown as ExperienceActor, purchaseRequest(entry.purchase), this.#situation, entry.override)) return false;
    this.#applied.push(entry);
    return true;
  }

  /** Takes the last purchase of this window back: the GM undoes its log entry and puts back what it changed. */
  async #takeBack(state: AdvancementState): Promise<boolean> {
    const actor = this.actor!;
    const target = purchaseTarget(state.applied[state.applied.length - 1].purchase);
    const entry = readXpLog(actor).reverse().find((e) => !e.undone && e.target === target && (e.kind === "spend" || e.kind === "override"));
    if (!entry) {
      this.#applied.pop(); // the GM already took it back in the log
      return false;
    }
    if (await undoXpEntry(actor as unknown as ExperienceActor, entry.id, true)) return false;
    this.#applied.pop();
    ui.notifications?.info(localize("ALTHERION.XP.Spend.Undone", { label: entry.reason }));
    return true;
  }

  static async #onChange(this: SpendXpApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    const d = foundry.utils.expandObject(formData.object) as Obj;
    // R-XP-7 the GM may record the Combativité triggers by hand.
    if (game.user?.isGM && this.actor && d.usage && typeof d.usage === "object") {
      const u = d.usage as Obj;
      await dispatchUsage(this.actor as unknown as ExperienceActor, { type: "set", moreCombativeEnemy: u.moreCombativeEnemy === true, nearlyDied: u.nearlyDied === true });
    }
    if ("moment" in d) await this.dispatch({ type: "situation", moment: (d.moment || null) as never, trainer: d.trainer as never, ellipse: (d.ellipse || null) as never });
    await this.render();
  }

  static async #onBuy(this: SpendXpApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const purchase = parsePurchase(target.closest<HTMLElement>("[data-purchase]")?.dataset.purchase);
    if (purchase) await this.dispatch({ type: "buy", purchase });
  }

  static async #onOverride(this: SpendXpApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const purchase = parsePurchase(target.closest<HTMLElement>("[data-purchase]")?.dataset.purchase);
    if (purchase && game.user?.isGM) await this.dispatch({ type: "buy", purchase, override: true });
  }

  static async #onUndoLast(this: SpendXpApp): Promise<void> {
    if (canUndo(await this.modelState())) await this.dispatch({ type: "undo" });
  }

  static async #onLog(this: SpendXpApp): Promise<void> {
    if (this.actor) XpLogApp.open(this.actor);
  }

  static async #onStep(this: SpendXpApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const step = ADVANCEMENT_STEPS.find((s) => s === target.dataset.step);
    if (step) await this.goto(step);
  }

  static async #onNext(this: SpendXpApp): Promise<void> {
    await this.goto(stepAfter(ADVANCEMENT_STEPS, this.#step, 1));
  }

  static async #onPrevious(this: SpendXpApp): Promise<void> {
    await this.goto(stepAfter(ADVANCEMENT_STEPS, this.#step, -1));
  }

  /** Shows a step of the flow. */
  async goto(step: AdvancementStep | null): Promise<void> {
    if (!step) return;
    this.#step = step;
    await this.render();
  }

  /** R-XP-3 rev 2 the GM marks (or unmarks) that a théorique has the means to improve it this arc. */
  static async #onMeans(this: SpendXpApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const name = target.dataset.skill;
    if (!game.user?.isGM || !this.actor || !name) return;
    await dispatchUsage(this.actor as unknown as ExperienceActor, { type: target.dataset.marked === "true" ? "unmark" : "mark", means: name });
    await this.render();
  }
}
