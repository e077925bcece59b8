/**
 * Spend XP dialog of one character (R-XP-3..5, R-XP-7). Rows come from the pure builder; a purchase writes the
 * improvement, the log entry and the once-per-act marker in as few updates as possible. A GM may force a refused
 * purchase: it is logged as an "override" entry with the reasons it bypassed.
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { AltherionActor } from "../../documents/actor";
import { addXpEntry, dispatchUsage, readUsage } from "../../experience/store";
import type { ExperienceActor, PurchaseItemChange } from "../../experience/store";
import { boughtEvent } from "../../experience/usage";
import { skillKey } from "../../data/skill-keys";
import type { Ellipse } from "../../rules/index";
import { ExperienceApplication } from "./base";
import { localize } from "../../i18n";
import type { AppContext } from "./base";
import { SPEND_MOMENTS, buildSpendContext, parsePurchase, purchaseTarget } from "./spend-context";
import type { Moment, SpendPurchase, SpendSkill, TrainerLevel } from "./spend-context";
import { XpLogApp } from "./xp-log";
import { addDomaineOublie } from "../../experience/domaines";
import { SPECIAL_STATES, XP_ESPOIR_COST } from "../../rules/index";
import { moralContextOf, payMoral, planPayment, spendable } from "../../moral/index";

export const SPEND_TEMPLATE = "systems/altherion/templates/experience/spend.hbs";

interface SpendState { moment: Moment | null; trainer: TrainerLevel; ellipse: Ellipse | null }

type Obj = Record<string, unknown>;

/** The plain skills of an actor for the builder. */
export function spendSkills(actor: AltherionActor): SpendSkill[] {
  return actor.items.filter((i) => i.type === "competence").map((i) => {
    const s = i.system as unknown as Obj;
    const exp = Array.isArray(s.expertises) ? (s.expertises as Obj[]) : [];
    return {
      id: i.id ?? "", key: skillKey(i), name: i.name ?? "", level: Number(s.niveau ?? 0), categorie: String(s.categorie ?? ""),
      expertises: exp.map((e) => ({ nom: String(e.nom ?? ""), possedee: e.possedee === true })).filter((e) => e.nom),
    };
  }).sort((a, b) => a.name.localeCompare(b.name));
}

export class SpendXpApp<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends ExperienceApplication<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    window: { title: "ALTHERION.XP.Spend.Title", icon: "fa-solid fa-arrow-up-right-dots" },
    position: { width: 680, height: 720 },
    form: { handler: SpendXpApp.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { buy: SpendXpApp.#onBuy, override: SpendXpApp.#onOverride, log: SpendXpApp.#onLog, means: SpendXpApp.#onMeans },
  };

  static override PARTS = { main: { template: SPEND_TEMPLATE, scrollable: [".alt-xp-scroll"] } };

  /** Opens (or brings forward) the dialog of an actor. */
  static open(actor: AltherionActor): SpendXpApp {
    const app = new SpendXpApp({ id: `altherion-spend-xp-${actor.id}` });
    app.actor = actor;
    void app.render({ force: true });
    return app;
  }

  actor: AltherionActor | null = null;
  #state: SpendState = { moment: null, trainer: "none", ellipse: null };

  override get title(): string {
    return `${localize("ALTHERION.XP.Spend.Title")} — ${this.actor?.name ?? ""}`;
  }

  /** The ellipse tool opens this dialog with the ellipse and its trainer already chosen. */
  setSituation(state: Partial<SpendState>): void {
    this.#state = { ...this.#state, ...state };
  }

  protected override async buildContext() {
    const actor = this.actor;
    if (!actor) return {};
    const s = actor.system as unknown as Obj;
    const xp = (s.xp ?? { total: 0, spent: 0 }) as { total: number; spent: number };
    return buildSpendContext({
      actorName: actor.name ?? "", xp: { total: xp.total, spent: xp.spent }, usage: readUsage(actor as unknown as ExperienceActor),
      characteristics: (s.caracteristiques ?? {}) as Record<string, number>, combativite: Number(s.combativite ?? 0), skills: spendSkills(actor),
      ...this.#state, isGM: Boolean(game.user?.isGM),
      espoirAvailable: spendable(await moralContextOf(actor), "espoir"), // R-XP-3 rev 2
      inSpecialState: SPECIAL_STATES.some((id) => actor.statuses.has(id)), // R-STATE-1
    });
  }

  static async #onChange(this: SpendXpApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    const d = foundry.utils.expandObject(formData.object) as Obj;
    const moments: readonly string[] = SPEND_MOMENTS;
    const ellipses = ["mineure", "moyenne", "majeure"];
    this.#state = {
      moment: moments.includes(String(d.moment)) ? (d.moment as Moment) : null,
      trainer: (["none", "trainer", "educational"] as const).find((t) => t === d.trainer) ?? "none",
      ellipse: ellipses.includes(String(d.ellipse)) ? (d.ellipse as Ellipse) : null,
    };
    // R-XP-7 the GM may record the Combativité triggers by hand.
    if (game.user?.isGM && this.actor && d.usage && typeof d.usage === "object") {
      const u = d.usage as Obj;
      await dispatchUsage(this.actor as unknown as ExperienceActor, { type: "set", moreCombativeEnemy: u.moreCombativeEnemy === true, nearlyDied: u.nearlyDied === true });
    }
    await this.render();
  }

  static async #onBuy(this: SpendXpApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#purchase(target, false);
  }

  static async #onOverride(this: SpendXpApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!game.user?.isGM) return;
    await this.#purchase(target, true);
  }

  static async #onLog(this: SpendXpApp): Promise<void> {
    if (this.actor) XpLogApp.open(this.actor);
  }

  /** R-XP-3 rev 2 the GM marks (or unmarks) that a théorique has the means to improve it this arc. */
  static async #onMeans(this: SpendXpApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const name = target.dataset.skill;
    if (!game.user?.isGM || !this.actor || !name) return;
    await dispatchUsage(this.actor as unknown as ExperienceActor, { type: target.dataset.marked === "true" ? "unmark" : "mark", means: name });
    await this.render();
  }

  /** Re-checks the row (the data may have changed since the render), then writes the purchase. */
  async #purchase(target: HTMLElement, override: boolean): Promise<void> {
    const actor = this.actor;
    const p = parsePurchase(target.closest<HTMLElement>("[data-purchase]")?.dataset.purchase);
    if (!actor || !p) return;
    const ctx = (await this.buildContext()) as ReturnType<typeof buildSpendContext>;
    const row = findRow(ctx, p);
    if (!row) return;
    if (!row.allowed && !(override && row.canOverride)) {
      ui.notifications?.warn(row.reasons.map((k) => localize(k)).join(" "));
      return;
    }
    // R-XP-3 rev 2 the Espoir moment costs one Espoir (personal first, else the group's), paid before anything is written.
    if (this.#state.moment === "espoir") {
      const moral = await moralContextOf(actor);
      const effects = Array.from({ length: XP_ESPOIR_COST }, () => "depense-xp" as const);
      if (!(await payMoral(actor, moral, planPayment(moral, "espoir", effects)))) return;
    }
    const usage = readUsage(actor as unknown as ExperienceActor);
    const label = purchaseLabel(actor, p);
    const reason = override ? `${label} — ${localize("ALTHERION.XP.Spend.OverrideNote")}: ${row.reasons.map((k) => localize(k)).join(", ")}` : label;
    const system: Record<string, unknown> = {};
    if (p.kind === "characteristic") system[`caracteristiques.${p.id}`] = Number((actor.system as unknown as { caracteristiques: Record<string, number> }).caracteristiques[p.id] ?? 0) + 1;
    if (p.kind === "combativite") system.combativite = p.current + 1;
    // R-XP-3 / R-XP-5 a domaine oublié of a skill: a new entry of system.domainesOublies, or one more level of it [I].
    if (p.kind === "domaine-oublie") system.domainesOublies = addDomaineOublie((actor.system as unknown as Obj).domainesOublies, p.id, purchaseSkillName(actor, p.id));
    const item = p.kind === "skill" || p.kind === "specialite" || p.kind === "domaine-oublie"
      ? actor.items.find((i) => i.type === "competence" && skillKey(i) === (p.kind === "specialite" ? p.skill : p.id)) : undefined;
    // R-XP-3 the skill's level (or expertise) is raised by the log action itself, only once the entry is accepted.
    const items: PurchaseItemChange[] = !item?.id ? []
      : p.kind === "skill" ? [{ item: item.id, expertise: null }]
      : p.kind === "specialite" && "expertise" in p ? [{ item: item.id, expertise: p.expertise }] : [];
    await addXpEntry(actor as unknown as ExperienceActor, {
      kind: override ? "override" : "spend", amount: row.cost, reason, arc: usage.arc, act: usage.act, target: purchaseTarget(p),
    }, { usage: p.kind === "specialite" ? null : boughtEvent(p), system, items });
    await this.render();
  }
}

type Ctx = ReturnType<typeof buildSpendContext>;
type Row = { allowed: boolean; canOverride: boolean; cost: number; reasons: string[] };

function findRow(ctx: Ctx, p: SpendPurchase): Row | null {
  switch (p.kind) {
    case "characteristic": return ctx.characteristics.find((r) => r.key === p.id) ?? null;
    case "skill": return ctx.skills.find((r) => JSON.parse(r.purchase).id === p.id) ?? null;
    case "combativite": return ctx.combativite;
    case "domaine-oublie": return ctx.domaines.find((r) => JSON.parse(r.purchase).id === p.id) ?? null;
    case "specialite": return ctx.specialites.find((r) => JSON.parse(r.purchase).skill === p.skill) ?? null;
    default: return null;
  }
}

/** The skill name of a usage key (the key itself when no owned skill has it). */
function purchaseSkillName(actor: AltherionActor, key: string): string {
  return actor.items.find((i) => i.type === "competence" && skillKey(i) === key)?.name ?? key;
}

function purchaseLabel(actor: AltherionActor, p: SpendPurchase): string {
  const skillName = (key: string) => actor.items.find((i) => i.type === "competence" && skillKey(i) === key)?.name ?? key;
  switch (p.kind) {
    case "characteristic": return localize("ALTHERION.XP.Spend.Log.Characteristic", { name: localize(`ALTHERION.Caracteristique.${p.id}`) });
    case "skill": return localize("ALTHERION.XP.Spend.Log.Skill", { name: skillName(p.id) });
    case "combativite": return localize("ALTHERION.XP.Spend.Log.Combativite");
    case "domaine-oublie": return localize("ALTHERION.XP.Spend.Log.Domaine", { name: skillName(p.id) });
    case "specialite": return localize("ALTHERION.XP.Spend.Log.Specialite", { name: skillName(p.skill), expertise: "expertise" in p ? p.expertise : "" });
    default: return "";
  }
}
