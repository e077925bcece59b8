/**
 * Progression-par-achat tools of one character (R-PP-1..6): the GM awards PP per skill (the cap's spend-or-lose
 * choice asked when there is a surplus), levels are raised, qualities bought from the PP of the skills that list
 * them, specialisations bought by degree.
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { AltherionActor } from "../../documents/actor";
import { ppAward, ppQualityCost, ppQualityPurchase, ppRaiseLevel, ppSpecializationPurchase } from "../../rules/index";
import type { PpSpecDegree } from "../../rules/index";
import { setting } from "../../settings";
import { addXpEntry, buyPp, readUsage } from "../../experience/store";
import { ppQualities, ppSkills } from "../../experience/pp-purchase";
import type { ExperienceActor } from "../../experience/store";
import { usageKey } from "../../experience/usage";
import { ExperienceApplication } from "./base";
import { localize } from "../../i18n";
import type { AppContext } from "./base";
import { buildPpContext, ppReasonKey, qualitiesOf } from "./pp-context";
import type { PpQuality, PpSkill } from "./pp-context";

export const PP_TEMPLATE = "systems/altherion/templates/experience/pp.hbs";
type Obj = Record<string, unknown>;

export class PpToolsApp<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends ExperienceApplication<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    window: { title: "ALTHERION.PP.Title", icon: "fa-solid fa-chart-line" },
    position: { width: 760, height: 720 },
    form: { handler: PpToolsApp.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { award: PpToolsApp.#onAward, raise: PpToolsApp.#onRaise, quality: PpToolsApp.#onQuality, specialisation: PpToolsApp.#onSpecialisation },
  };

  static override PARTS = { main: { template: PP_TEMPLATE, scrollable: [".alt-xp-scroll"] } };

  static open(actor: AltherionActor): PpToolsApp {
    const app = new PpToolsApp({ id: `altherion-pp-${actor.id}` });
    app.actor = actor;
    void app.render({ force: true });
    return app;
  }

  actor: AltherionActor | null = null;
  #awards: Record<string, number> = {};
  #quality: string | null = null;
  #contributions: Record<string, number> = {};

  override get title(): string {
    return `${localize("ALTHERION.PP.Title")} — ${this.actor?.name ?? ""}`;
  }

  #skills(): PpSkill[] {
    return ppSkills((this.actor?.items ?? []) as never);
  }

  #qualities(): PpQuality[] {
    return ppQualities((this.actor?.items ?? []) as never);
  }

  protected override buildContext() {
    if (!this.actor) return {};
    return buildPpContext({
      actorName: this.actor.name ?? "", isGM: Boolean(game.user?.isGM), skills: this.#skills(), qualities: this.#qualities(),
      base: setting("qualityBase"), step: setting("qualityStep"), awards: this.#awards, quality: this.#quality, contributions: this.#contributions,
    });
  }

  static async #onChange(this: PpToolsApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    const d = foundry.utils.expandObject(formData.object) as Obj;
    const ints = (o: unknown) => Object.fromEntries(Object.entries((o ?? {}) as Obj).map(([k, v]) => [k, Math.max(0, Math.trunc(Number(v) || 0))]));
    this.#awards = ints(d.award);
    const quality = typeof d.quality === "string" && d.quality ? d.quality : null;
    if (quality !== this.#quality) this.#contributions = {};
    else this.#contributions = ints((d.pay as Obj | undefined)?.[String(quality)] ?? d.pay);
    this.#quality = quality;
    await this.render();
  }

  /** R-PP purchases and awards go to the character's log (system.xp.log) as PP entries: they never move system.xp. */
  async #log(kind: "gain" | "spend", amount: number, reason: string, target: string): Promise<void> {
    const actor = this.actor as unknown as ExperienceActor | null;
    if (!actor || amount <= 0) return;
    const usage = readUsage(actor);
    await addXpEntry(actor, { kind, unit: "pp", amount, reason, arc: usage.arc, act: usage.act, target });
  }

  #item(id: string | undefined) {
    return id ? this.actor?.items.get(id) ?? null : null;
  }

  /** R-PP-3 award: asks spend or lose when the award passes the cap. */
  static async #onAward(this: PpToolsApp, _e: PointerEvent, target: HTMLElement): Promise<void> {
    if (!game.user?.isGM) return;
    const id = target.closest<HTMLElement>("[data-skill-id]")?.dataset.skillId;
    const skill = this.#skills().find((s) => s.id === id);
    const item = this.#item(id);
    const amount = this.#awards[id ?? ""] ?? 0;
    if (!skill || !item || amount <= 0) return;
    const state = { level: skill.level, pp: skill.pp, qualities: qualitiesOf(skill, this.#qualities()).length };
    let choice: "spend" | "lose" = "lose";
    const spend = ppAward(state, amount, "spend");
    const lose = ppAward(state, amount, "lose");
    if (lose.lost > 0) {
      const picked = await foundry.applications.api.DialogV2.wait({
        window: { title: "ALTHERION.PP.Cap.Title" },
        content: `<p>${foundry.utils.escapeHTML(localize("ALTHERION.PP.Cap.Text", { name: skill.name, surplus: lose.lost, level: skill.level }))}</p>`,
        buttons: [
          { action: "spend", label: localize("ALTHERION.PP.Cap.Spend", { level: spend.level, lost: spend.lost }), default: true },
          { action: "lose", label: localize("ALTHERION.PP.Cap.Lose", { lost: lose.lost }) },
        ],
        rejectClose: false,
      });
      if (picked !== "spend" && picked !== "lose") return;
      choice = picked;
    }
    const r = choice === "spend" ? spend : lose;
    await item.update({ "system.niveau": r.level, "system.pp.value": r.pp } as never);
    await this.#log("gain", amount, localize("ALTHERION.PP.Log.Award", { name: skill.name }), `pp-award:${usageKey(skill.name)}`);
    this.#awards = { ...this.#awards, [skill.id]: 0 };
    await this.render();
  }

  /** R-PP-2 / R-PP-4 one level up: the reasons shown here, the cost and the writes the GM's (experience/pp-purchase.ts). */
  static async #onRaise(this: PpToolsApp, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-skill-id]")?.dataset.skillId;
    const skill = this.#skills().find((s) => s.id === id);
    if (!skill || !this.actor) return;
    const r = ppRaiseLevel({ level: skill.level, pp: skill.pp, qualities: qualitiesOf(skill, this.#qualities()).length });
    if (!r.allowed) { ui.notifications?.warn(r.reasons.map((k) => localize(ppReasonKey(k))).join(" ")); return; }
    await buyPp(this.actor as unknown as ExperienceActor, { kind: "raise", skill: skill.id });
    await this.render();
  }

  /** R-PP-5 a quality paid by the contributions shown (re-checked here), created as an owned qualite item. */
  static async #onQuality(this: PpToolsApp, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.actor;
    const el = target.closest<HTMLElement>("[data-quality]");
    if (!actor || !el) return;
    const name = el.dataset.quality ?? "";
    let given: { skill: string; amount: number }[];
    try { given = JSON.parse(el.dataset.contributions ?? "[]") as { skill: string; amount: number }[]; } catch { return; }
    const skills = this.#skills();
    const owned = this.#qualities();
    const contributions = given.map((c) => {
      const s = skills.find((k) => k.id === c.skill);
      return { skill: c.skill, pp: s?.pp ?? 0, listsQuality: Boolean(s?.qualites.some((q) => q.trim().toLowerCase() === name.trim().toLowerCase())), amount: c.amount };
    });
    const r = ppQualityPurchase({ owned: owned.length, base: setting("qualityBase"), step: setting("qualityStep"), contributions });
    if (!r.allowed || r.cost !== ppQualityCost(owned.length, setting("qualityBase"), setting("qualityStep"))) {
      ui.notifications?.warn(r.reasons.map((k) => localize(ppReasonKey(k))).join(" "));
      return;
    }
    // R-PP-5 the GM re-reads the skills' PP, costs the quality and creates it (experience/pp-purchase.ts).
    if (await buyPp(actor as unknown as ExperienceActor, { kind: "quality", name, contributions: contributions.map((c) => ({ skill: c.skill, amount: c.amount })) })) return;
    this.#quality = null;
    this.#contributions = {};
    await this.render();
  }

  /** R-PP-6 a specialisation of a degree, named by the player, paid from its skill (Maître: the GM's cost). */
  static async #onSpecialisation(this: PpToolsApp, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.actor;
    const id = target.closest<HTMLElement>("[data-skill-id]")?.dataset.skillId;
    const degree = target.dataset.degree as PpSpecDegree | undefined;
    const skill = this.#skills().find((s) => s.id === id);
    const item = this.#item(id);
    if (!actor || !skill || !item || !degree) return;
    const gmCost = degree === "maitre" || degree === "secrete";
    const input = await foundry.applications.api.DialogV2.prompt({
      window: { title: "ALTHERION.PP.Specialisation.Title" },
      content: `<label>${foundry.utils.escapeHTML(localize("ALTHERION.PP.Specialisation.Name"))} <input type="text" name="name" required maxlength="100"></label>${
        gmCost ? `<label>${foundry.utils.escapeHTML(localize("ALTHERION.PP.Specialisation.Cost"))} <input type="number" name="cost" min="1" step="1" value="100"></label>` : ""}`,
      ok: { callback: (_event: Event, button: HTMLButtonElement) => {
        const form = button.form;
        return { name: String((form?.elements.namedItem("name") as HTMLInputElement | null)?.value ?? ""), cost: Number((form?.elements.namedItem("cost") as HTMLInputElement | null)?.value ?? 0) };
      } },
      rejectClose: false,
    }) as { name: string; cost: number } | null;
    if (!input?.name.trim()) return;
    if (gmCost && !game.user?.isGM) { ui.notifications?.warn(localize("ALTHERION.PP.Reason.GmOnly")); return; }
    const r = ppSpecializationPurchase({ level: skill.level, pp: skill.pp, degree, itemCost: input.cost });
    if (!r.allowed) { ui.notifications?.warn(r.reasons.map((k) => localize(ppReasonKey(k))).join(" ")); return; }
    // R-PP-6 the GM re-reads the skill's PP, costs the specialisation and creates it (experience/pp-purchase.ts).
    await buyPp(actor as unknown as ExperienceActor, { kind: "specialisation", skill: skill.id, degree, name: input.name.trim(), cost: gmCost ? Math.max(0, Math.trunc(input.cost)) : 0 });
    await this.render();
  }
}
