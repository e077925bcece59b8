/**
 * AltherionActor: the behaviour a GM, the sheets, the rolls and chat cards call. Each method is a
 * thin wrapper: a pure planner (src/rules/planners.ts) decides, the method writes
 * ONE `system` update (validated by the data model's `_preUpdate`) and toggles status effects.
 */
import { PersonnageData, PnjData } from "../data/index";
import { skillLevelsByKey } from "../data/skill-keys";
import { planItemDrop } from "../data/drops";
import type { ActorSnapshot, DropPlan } from "../data/drops";
import {
  planAddFragilite, planDamage, planEnterState, planHeal, planLeaveState, planRefreshPoints, planRest,
  planPerilStatuses, planSetEpuisement, planSetFragilite, planSpendPoints, planStabilize,
} from "../rules/index";
import { defaultSkillSources } from "../data/default-skills";
import { constitutionBarValue } from "../data/token-bars";
import { keepGmFieldsFromEffects, raisesGuardedPool } from "../data/gm-fields";
import { formatData } from "../data/validation";
import type { ConstitutionKey, MainCharacteristics, RestRank, RowKey, DamageInput, PlanResult, RestPlanOptions, CreatureSource } from "../rules/index";
import { setting } from "../settings";
import { localize } from "../i18n";
import { rollActorTest } from "../dice/test-workflow";
import { buyXp } from "../experience/store";
import { APTITUDE_SOURCE, dropSituation } from "../experience/purchase";
import type { ExperienceActor } from "../experience/store";
import type { RollTestOptions, RollTestSpec } from "../dice/test-workflow";
import { perform } from "../net/perform";
import { REST_ACTION } from "./rest";

/** Where the default skills and languages live once the compendiums exist. */
export const SKILLS_PACKS = ["altherion.competences", "altherion.langues"] as const;

type ItemSource = { type: string; name: string; system?: Record<string, unknown>; _id?: string | null; _stats?: Record<string, unknown> };

export class AltherionActor extends Actor {
  /** The personnage or pnj data, or null for a groupe. */
  get creature(): (PersonnageData | PnjData) | null {
    return this.system instanceof PersonnageData || this.system instanceof PnjData ? this.system : null;
  }

  /** Active Effects apply, except on GM-only fields (XP, Fortune, Moral…: data/gm-fields.ts), which keep their stored value. */
  override applyActiveEffects(...args: Parameters<Actor["applyActiveEffects"]>): ReturnType<Actor["applyActiveEffects"]> {
    const result = super.applyActiveEffects(...args);
    keepGmFieldsFromEffects(this as unknown as Parameters<typeof keepGmFieldsFromEffects>[0]);
    return result;
  }

  /** The plain source of a creature's system data, for the pure planners. */
  creatureSource(): CreatureSource {
    const creature = this.creature;
    if (!creature) throw new Error(`Actor ${this.name} (${this.type}) has no constitutions`);
    return creature.toObject() as unknown as CreatureSource;
  }

  /** R-CAR-7 what species, lineage and Active Effects add to the base characteristics (derived data). */
  ajustements(): MainCharacteristics {
    const creature = this.creature;
    if (!creature) throw new Error(`Actor ${this.name} (${this.type}) has no characteristics`);
    return creature.ajustements;
  }

  /** Writes a plan: one `system` update, then the status effects it adds or removes. Refusals notify. */
  async applyPlan(plan: PlanResult): Promise<PlanResult> {
    if (!plan.ok) {
      ui.notifications?.error(localize(plan.key, formatData(plan.data)));
      return plan;
    }
    const entries = Object.entries(plan.system);
    if (entries.length) await this.update(Object.fromEntries(entries.map(([k, v]) => [`system.${k}`, v])));
    for (const id of plan.removeStatuses) if (this.statuses.has(id)) await this.toggleStatusEffect(id, { active: false });
    for (const id of plan.addStatuses) if (!this.statuses.has(id)) await this.toggleStatusEffect(id, { active: true });
    return plan;
  }

  /** R-CON-3..7 one attack's damage: physique → Vitalité, magique → Énergie, sociale → Confiance. */
  async applyDamage(input: DamageInput): Promise<PlanResult> {
    const plan = await this.applyPlan(planDamage(this.creatureSource(), input));
    // R-CON-3 a non-lethal blow on a creature in Agonie: say what it did instead of damage.
    if (plan.ok && plan.report.nonLetalAgonie && game.i18n) {
      ui.notifications?.info(localize("ALTHERION.Actor.NonLethalAgonie", { name: this.name ?? "", n: String(plan.report.resilienceLost) }));
    }
    return plan;
  }

  /** Heals wounds of one constitution (never above max − scars). */
  heal(key: ConstitutionKey, amount: number): Promise<PlanResult> {
    return this.applyPlan(planHeal(this.creatureSource(), key, amount));
  }

  /**
   * R-CON-8 one rest at a rank, with its options (bad sleep, whole day, full rest). R-CAR-5 one that gives Résilience
   * back to a player's character once creation is over is carried out by the GM (documents/rest.ts).
   */
  async rest(rank: RestRank = "normale", options: RestPlanOptions = {}): Promise<PlanResult> {
    const plan = planRest(this.creatureSource(), rank, options, this.statuses, this.ajustements());
    if (!plan.ok || game.user?.isGM || !raisesGuardedPool(this, { system: plan.system })) return this.applyPlan(plan);
    const flags = { badSleep: options.badSleep === true, wholeDay: options.wholeDay === true, fullRest: options.fullRest === true };
    const refused = await perform(REST_ACTION, { actorUuid: this.uuid, rank, options: flags }, false);
    return refused ? this.applyPlan({ ok: false, key: refused }) : plan;
  }

  /** Spends n points of a pool (R-CAR-5); refused with a notification when too few. */
  spendPoints(pool: RowKey, n = 1): Promise<PlanResult> {
    return this.applyPlan(planSpendPoints(this.creatureSource(), pool, n));
  }

  /** Refills one pool, or all three (R-CAR-5); Impact and Résilience by the GM once creation is over (`mayRefresh`). */
  refreshPoints(pool?: RowKey): Promise<PlanResult> {
    const creature = this.creature;
    if (!creature) throw new Error(`Actor ${this.name} has no points pools`);
    const creation = this.system instanceof PersonnageData && this.system.creation.active;
    return this.applyPlan(planRefreshPoints(creature.points, pool, { isGM: Boolean(game.user?.isGM), creation })); // R-CAR-5
  }

  /** Stabilises a constitution (R-CON-6). */
  stabilize(key: ConstitutionKey): Promise<PlanResult> {
    return this.applyPlan(planStabilize(this.creatureSource(), key));
  }

  /** R-CON-6 the Péril status icons follow the constitutions after a direct edit (sheet edit mode). */
  syncPerilStatuses(): Promise<PlanResult> {
    return this.applyPlan(planPerilStatuses(this.creatureSource(), this.statuses));
  }

  /** Enters a special state (R-STATE-1..5). */
  enterState(id: string): Promise<PlanResult> {
    return this.applyPlan(planEnterState(this.statuses, id));
  }

  /** Leaves a special state with its after-effects (R-STATE-2..6). */
  leaveState(id: string): Promise<PlanResult> {
    return this.applyPlan(planLeaveState(this.creatureSource(), this.statuses, id));
  }

  /** R-CRIT-5 / R-FIGHT-6 the sheet's Fragilité or Épuisement pips; 6 is death. */
  setTrack(track: "fragilite" | "epuisement", value: number): Promise<PlanResult> {
    const s = this.creatureSource();
    return this.applyPlan(track === "fragilite" ? planSetFragilite(s, value) : planSetEpuisement(s, value));
  }

  /** Adds Fragilité; 6 is death (R-CRIT-5). */
  addFragilite(n = 1): Promise<PlanResult> {
    return this.applyPlan(planAddFragilite(this.creatureSource(), n));
  }

  /**
   * R-CON-1 a token-HUD edit of a constitution bar is clamped to max − scars (core clamps to max, which
   * the rules refuse); other attributes keep core's behaviour. The `modifyTokenAttribute` hook still runs.
   */
  override async modifyTokenAttribute(...args: Parameters<Actor["modifyTokenAttribute"]>): Promise<this | undefined> {
    const [attribute, value, isDelta = false, isBar = true] = args;
    const next = isBar ? constitutionBarValue(this.system, attribute, value, isDelta) : null;
    if (next === null) return super.modifyTokenAttribute(...args);
    const updates = { [`system.${attribute}.value`]: next };
    const allowed = Hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates);
    return allowed !== false ? this.update(updates) : this;
  }

  /** What the drop checks need to know of this actor. */
  dropSnapshot(): ActorSnapshot {
    const creature = this.creature;
    const named = (type: string) => this.items.filter((i) => i.type === type).map((i) => i.name);
    const competences = skillLevelsByKey(this.items);
    const personnage = this.system instanceof PersonnageData ? this.system : null;
    return {
      effectives: creature ? creature.effectives : { force: 0, vigueur: 0, agilite: 0, pouvoir: 0, charisme: 0, perception: 0, intellect: 0, volonte: 0, sagesse: 0 },
      competences,
      classes: named("classe"),
      aptitudes: named("aptitude"),
      espece: named("espece")[0] ?? null,
      creation: personnage ? personnage.creation.active : true,
      xpLibre: personnage ? personnage.xp.total - personnage.xp.spent : 0,
    };
  }

  /**
   * Accepts an item dropped on this actor (the sheets call this): checks prerequisites and the XP
   * cost (R-SK-4, R-XP-3), warns and asks for confirmation rather than refusing; an espece
   * replaces the owned one and grants its innate aptitudes (R-CREA-1); an aptitude bought
   * outside creation spends its XP. Returns the created items, or null when cancelled.
   */
  async acceptItemDrop(itemData: ItemSource, sourceUuid?: string): Promise<Item.Implementation[] | null> {
    const plan: DropPlan = planItemDrop(this.dropSnapshot(), { type: itemData.type, name: itemData.name, system: itemData.system ?? {} });
    if (plan.warnings.length) {
      const list = plan.warnings.map((w) => `<li>${foundry.utils.escapeHTML(localize(w.key, formatData(w.data)))}</li>`).join("");
      const proceed = await foundry.applications.api.DialogV2.confirm({
        window: { title: "ALTHERION.Drop.Title" },
        content: `<ul>${list}</ul><p>${game.i18n?.localize("ALTHERION.Drop.Proceed") ?? ""}</p>`,
        rejectClose: false,
      });
      if (!proceed) return null;
    }
    // R-XP-3 R-XP-4 an aptitude out of creation is a purchase: the GM checks it and creates the copy (experience/purchase.ts).
    if (plan.xpCost > 0 && this.system instanceof PersonnageData) return this.#buyAptitude(plan, sourceUuid);
    // R-XP-3 [I] each copy names what it was copied from: the GM checks a player's copy against it (data/gm-fields.ts trustedSource).
    const copied = (data: ItemSource, uuid: string | undefined): ItemSource => (uuid ? { ...data, _stats: { ...(data._stats ?? {}), compendiumSource: uuid } } : { ...data });
    const sources: ItemSource[] = [copied(itemData, sourceUuid)];
    if (plan.grants.length) {
      for (const uuid of plan.grants) {
        const granted = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
        if (granted instanceof Item) {
          const data = copied(granted.toObject() as unknown as ItemSource, uuid);
          sources.push({ ...data, system: { ...(data.system ?? {}), inne: true } });
        } else {
          ui.notifications?.warn(localize("ALTHERION.Drop.MissingAptitude", { uuid }));
        }
      }
    }
    if (plan.replacesEspece) {
      const old = this.items.filter((i) => i.type === "espece").map((i) => i.id).filter((id): id is string => id !== null);
      if (old.length) await this.deleteEmbeddedDocuments("Item", old);
    }
    for (const s of sources) delete s._id;
    const created = await this.createEmbeddedDocuments("Item", sources as Item.CreateData[]);
    return created as Item.Implementation[];
  }

  /**
   * R-XP-3 R-XP-4 an aptitude dropped out of creation: bought from the item it was dragged from (none: refused),
   * in the situation of the drop (dropSituation); a GM's drop forces a refused purchase (logged as an override).
   * Returns the aptitude the GM created, or null when refused.
   */
  async #buyAptitude(plan: DropPlan, sourceUuid: string | undefined): Promise<Item.Implementation[] | null> {
    if (!sourceUuid) {
      ui.notifications?.warn(game.i18n?.localize(APTITUDE_SOURCE) ?? APTITUDE_SOURCE);
      return null;
    }
    const trainer = plan.warnings.some((w) => w.key === "ALTHERION.Drop.AptitudeEllipse");
    const refused = await buyXp(this as unknown as ExperienceActor, { kind: "aptitude", source: sourceUuid }, dropSituation(this as never, trainer), Boolean(game.user?.isGM));
    const copied = this.items.filter((i) => i.type === "aptitude" && (i as { _stats?: { compendiumSource?: unknown } })._stats?.compendiumSource === sourceUuid);
    return refused ? null : (copied.slice(-1) as Item.Implementation[]);
  }

  /** Rolls a test for this actor (ARCHITECTURE.md §4): optional dialog, AltherionRoll, chat card. */
  rollTest(spec: RollTestSpec = {}, options: RollTestOptions = {}): Promise<ChatMessage.Implementation | null> {
    return rollActorTest(this, spec, options);
  }

  /** A new personnage starts with the default skills, its creation budget and a linked token. */
  protected override async _preCreate(...args: Parameters<Actor["_preCreate"]>): Promise<boolean | void> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    const [data] = args;
    if (this.type !== "personnage") return;
    const items = ((data as { items?: { type?: string }[] }).items ?? []);
    const update: Record<string, unknown> = {
      "system.creation.budget": setting("creationBudget"),
      "prototypeToken.actorLink": true,
    };
    if (!items.some((i) => i.type === "competence")) update.items = [...items, ...(await defaultSkills())];
    this.updateSource(update);
  }
}

/** Default skill items: the skills compendium when it exists, else the rules' default list (R-SK-1). */
export async function defaultSkills(): Promise<object[]> {
  const packs = SKILLS_PACKS.map((id) => game.packs?.get(id)).filter((p) => p !== undefined);
  if (!packs.length) return defaultSkillSources();
  const out: object[] = [];
  for (const pack of packs) {
    for (const doc of await pack.getDocuments()) {
      const data = doc.toObject() as Record<string, unknown>;
      if (data.type !== "competence") continue;
      delete data._id;
      out.push(data);
    }
  }
  return out;
}

