/** The GM's Award XP tool (R-XP-1 arc checklist, R-XP-2 ellipse XP): awards to the chosen characters and logs it. */
import type { DeepPartial } from "fvtt-types/utils";
import { AltherionActor } from "../../documents/actor";
import { addXpGain } from "../../experience/store";
import { openMoments } from "../../experience/moments";
import type { ExperienceActor } from "../../experience/store";
import { buildAwardContext, defaultAwardState, parseAwardForm } from "./award-context";
import type { AwardCharacter, AwardState } from "./award-context";
import { ExperienceApplication, partyCharacters } from "./base";
import { localize } from "../../i18n";
import type { AppContext } from "./base";

export const AWARD_TEMPLATE = "systems/altherion/templates/experience/award.hbs";

function characterRow(a: AltherionActor): AwardCharacter {
  const xp = (a.system as unknown as { xp?: { total: number; spent: number } }).xp ?? { total: 0, spent: 0 };
  return { id: a.id ?? "", name: a.name ?? "", img: a.img ?? "", xpAvailable: xp.total - xp.spent };
}

export class AwardXpApp<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends ExperienceApplication<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    id: "altherion-award-xp",
    window: { title: "ALTHERION.XP.Award.Title", icon: "fa-solid fa-award" },
    position: { width: 620, height: "auto" as const },
    form: { handler: AwardXpApp.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { award: AwardXpApp.#onAward },
  };

  static override PARTS = { main: { template: AWARD_TEMPLATE, scrollable: [""] } };

  #state: AwardState | null = null;

  #characters(): AwardCharacter[] {
    return partyCharacters().map(characterRow);
  }

  get awardState(): AwardState {
    this.#state ??= defaultAwardState(this.#characters());
    return this.#state;
  }

  protected override buildContext() {
    return buildAwardContext(this.awardState, this.#characters());
  }

  static async #onChange(this: AwardXpApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    this.#state = parseAwardForm(foundry.utils.expandObject(formData.object) as Record<string, unknown>, this.awardState);
    await this.render();
  }

  /** Writes one gain per chosen character, opens a new arc/act in their usage record when asked (R-XP-7), then their Réception (R-XP-3). */
  static async #onAward(this: AwardXpApp): Promise<void> {
    this.#state = parseAwardForm(this.formValues(), this.awardState);
    const state = this.awardState;
    const ctx = buildAwardContext(state, this.#characters());
    if (!ctx.canAward) return;
    const reason = state.reason.trim() || localize(state.mode === "arc" ? "ALTHERION.XP.Award.DefaultReason" : "ALTHERION.XP.Award.EllipseReason");
    const names: string[] = [];
    const awarded: string[] = [];
    for (const id of state.selected) {
      const actor = game.actors?.get(id);
      if (!(actor instanceof AltherionActor)) continue;
      const event = state.newAct ? { type: "new-act" as const } : state.newArc ? { type: "new-arc" as const } : null;
      if (await addXpGain(actor as unknown as ExperienceActor, ctx.total, reason, event)) continue;
      names.push(actor.name ?? "");
      awarded.push(actor.uuid);
    }
    await openMoments(awarded, "receipt"); // R-XP-3 the XP received opens its Réception
    ui.notifications?.info(`${localize("ALTHERION.XP.Award.Done", { xp: ctx.total, names: names.join(", ") })} ${localize("ALTHERION.XP.Award.ReceiptOpened")}`);
    await this.render();
  }
}
