/**
 * The guided Spend XP flow of one character (issue 16; R-XP-3..5, R-XP-7, R-STATE-1): the wizard's
 * step components over the pure advancement model (data/advancement.ts). Each render reads the
 * character into the model; a purchase goes through the model's reducer, and what it changed is
 * written with its log entry (the XP action); "undo" takes the last purchase of this window back
 * the same way. A GM may force a refused purchase: it is logged as an "override" with its reasons.
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { AltherionActor } from "../../documents/actor";
import { addXpEntry, dispatchUsage, readUsage, readXpLog, undoXpEntry } from "../../experience/store";
import type { ExperienceActor, PurchaseItemChange } from "../../experience/store";
import { boughtEvent, hasMeans, spendableUsage } from "../../experience/usage";
import { parseDomaines } from "../../experience/domaines";
import { skillKey } from "../../data/skill-keys";
import { canUndo, characterWrites, offer, purchaseTarget, reduceAdvancement } from "../../data/advancement";
import type { AdvancementAction, AdvancementCharacter, AdvancementEntry, AdvancementSkill, AdvancementState, Situation, SpendPurchase } from "../../data/advancement";
import { ExperienceApplication } from "./base";
import { localize } from "../../i18n";
import { LABELLED } from "../../words/helpers";
import type { AppContext } from "./base";
import { ADVANCEMENT_STEPS, buildSpendContext, parsePurchase, reasonKey } from "./spend-context";
import type { AdvancementStep } from "./spend-context";
import { stepAfter } from "../creation/steps";
import { XpLogApp } from "./xp-log";
import { SPECIAL_STATES, XP_ESPOIR_COST } from "../../rules/index";
import { moralContextOf, payMoral, planPayment, spendable } from "../../moral/index";

export const SPEND_TEMPLATE = "systems/altherion/templates/experience/spend.hbs";

type Obj = Record<string, unknown>;

/** The skills of an actor as the model knows them. */
export function spendSkills(actor: AltherionActor): AdvancementSkill[] {
  return actor.items.filter((i) => i.type === "competence").map((i) => {
    const s = i.system as unknown as Obj;
    const exp = Array.isArray(s.expertises) ? (s.expertises as Obj[]) : [];
    return {
      key: skillKey(i), name: i.name ?? "", level: Number(s.niveau ?? 0), categorie: String(s.categorie ?? ""), plafond: String(s.plafond ?? ""),
      expertises: exp.map((e) => ({ nom: String(e.nom ?? ""), possedee: e.possedee === true })).filter((e) => e.nom),
    };
  }).sort((a, b) => a.name.localeCompare(b.name));
}

/** What the model knows of a character now. */
function characterOf(actor: AltherionActor): AdvancementCharacter {
  const s = actor.system as unknown as Obj;
  const xp = (s.xp ?? { total: 0, spent: 0 }) as { total: number; spent: number };
  return {
    xp: { total: Number(xp.total), spent: Number(xp.spent) }, caracteristiques: { ...((s.caracteristiques ?? {}) as Record<string, number>) },
    combativite: Number(s.combativite ?? 0), skills: spendSkills(actor), domaines: parseDomaines(s.domainesOublies),
  };
}

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

  /** The model's state of the character now (its usage, Espoir and states read afresh). */
  async modelState(): Promise<AdvancementState> {
    const actor = this.actor!;
    const usage = readUsage(actor as unknown as ExperienceActor);
    const character = characterOf(actor);
    return {
      character, usage: spendableUsage(usage), bought: { ...usage.bought },
      means: character.skills.filter((k) => hasMeans(usage, k.key)).map((k) => k.key), // R-XP-3 rev 2
      espoir: spendable(await moralContextOf(actor), "espoir"), // R-XP-3 rev 2
      inSpecialState: SPECIAL_STATES.some((id) => actor.statuses.has(id)), // R-STATE-1
      situation: { ...this.#situation }, applied: [...this.#applied],
    };
  }

  protected override async buildContext() {
    const actor = this.actor;
    if (!actor) return {};
    const { arc, act } = readUsage(actor as unknown as ExperienceActor);
    return buildSpendContext({ state: await this.modelState(), step: this.#step, arc, act, isGM: Boolean(game.user?.isGM) });
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
      : action.type === "buy" ? await this.#write(state, next) : await this.#takeBack(state, next);
    await this.render();
    return done;
  }

  /**
   * R-XP-3 writes a purchase: the Espoir first (R-XP-3 rev 2), then the log entry with the actor's fields; the
   * XP action raises the skill once the entry is accepted (a13's purchase order).
   */
  async #write(state: AdvancementState, next: AdvancementState): Promise<boolean> {
    const actor = this.actor!;
    const entry = next.applied[next.applied.length - 1];
    if (entry.espoir > 0) {
      const moral = await moralContextOf(actor);
      const effects = Array.from({ length: XP_ESPOIR_COST }, () => "depense-xp" as const);
      if (!(await payMoral(actor, moral, planPayment(moral, "espoir", effects)))) return false;
    }
    const usage = readUsage(actor as unknown as ExperienceActor);
    const label = this.#label(entry.purchase);
    const reasons = offer(state, entry.purchase, { isGM: true }).reasons.map((k) => localize(reasonKey(k))).join(", ");
    const refused = await addXpEntry(actor as unknown as ExperienceActor, {
      kind: entry.override ? "override" : "spend", amount: entry.cost, arc: usage.arc, act: usage.act, target: purchaseTarget(entry.purchase),
      reason: entry.override ? `${label} — ${localize(LABELLED, { label: localize("ALTHERION.XP.Spend.OverrideNote"), value: reasons })}` : label,
    }, {
      usage: entry.purchase.kind === "specialite" ? null : boughtEvent(entry.purchase),
      system: characterWrites(state.character, next.character).system, items: this.#itemChanges(entry.purchase),
    });
    if (refused) return false;
    this.#applied.push(entry);
    return true;
  }

  /** Takes the last purchase of this window back: its log entry undone, the character's fields as they were. */
  async #takeBack(state: AdvancementState, next: AdvancementState): Promise<boolean> {
    const actor = this.actor!;
    const last = state.applied[state.applied.length - 1];
    const target = purchaseTarget(last.purchase);
    const entry = readXpLog(actor).reverse().find((e) => !e.undone && e.target === target && (e.kind === "spend" || e.kind === "override"));
    if (!entry) {
      this.#applied.pop(); // the GM already took it back in the log
      return false;
    }
    const taken = { system: characterWrites(state.character, next.character).system, items: this.#itemChanges(last.purchase) };
    if (await undoXpEntry(actor as unknown as ExperienceActor, entry.id, true, taken)) return false;
    this.#applied.pop();
    ui.notifications?.info(localize("ALTHERION.XP.Spend.Undone", { label: entry.reason }));
    return true;
  }

  /** What a purchase changes on a skill, for the XP action to apply after (or take back with) its entry. */
  #itemChanges(p: SpendPurchase): PurchaseItemChange[] {
    const key = p.kind === "skill" ? p.id : p.kind === "specialite" ? p.skill : null;
    const item = key ? this.actor?.items.find((i) => i.type === "competence" && skillKey(i) === key) : undefined;
    if (!item?.id) return [];
    return [{ item: item.id, expertise: p.kind === "specialite" ? p.expertise : null }];
  }

  #label(p: SpendPurchase): string {
    const name = (key: string) => this.actor?.items.find((i) => i.type === "competence" && skillKey(i) === key)?.name ?? key;
    switch (p.kind) {
      case "characteristic": return localize("ALTHERION.XP.Spend.Log.Characteristic", { name: localize(`ALTHERION.Caracteristique.${p.id}`) });
      case "skill": return localize("ALTHERION.XP.Spend.Log.Skill", { name: name(p.id) });
      case "combativite": return localize("ALTHERION.XP.Spend.Log.Combativite");
      case "domaine-oublie": return localize("ALTHERION.XP.Spend.Log.Domaine", { name: name(p.id) });
      case "specialite": return localize("ALTHERION.XP.Spend.Log.Specialite", { name: name(p.skill), expertise: p.expertise });
    }
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
