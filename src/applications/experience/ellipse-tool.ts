/**
 * The GM's Ellipse tool (R-XP-6, R-XP-4, R-XP-2): for the chosen characters, erases Épuisement, lowers Fragilité
 * and rests them fully (one plan each, through AltherionActor.applyPlan), optionally awards the ellipse XP, then
 * opens each one's Spend XP dialog with the ellipse set, so the learning options it allows are at hand.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { AltherionActor } from "../../documents/actor";
import { creatureConstitutions, planEllipse } from "../../experience/ellipse";
import { addXpGain } from "../../experience/store";
import type { ExperienceActor } from "../../experience/store";
import { ExperienceApplication, partyCharacters } from "./base";
import { localize } from "../../i18n";
import type { AppContext } from "./base";
import { buildEllipseContext, defaultEllipseState, parseEllipseForm, surchargeOf } from "./ellipse-context";
import type { EllipseCharacter, EllipseState } from "./ellipse-context";
import { SpendXpApp } from "./spend-xp";

export const ELLIPSE_TEMPLATE = "systems/altherion/templates/experience/ellipse.hbs";

function row(a: AltherionActor): EllipseCharacter {
  const source = a.creatureSource();
  return { id: a.id ?? "", name: a.name ?? "", epuisement: source.epuisement, fragilite: source.fragilite, constitutions: creatureConstitutions(source) };
}

export class EllipseApp<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends ExperienceApplication<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    id: "altherion-ellipse",
    window: { title: "ALTHERION.XP.Ellipse.Title", icon: "fa-solid fa-hourglass-half" },
    position: { width: 600, height: "auto" },
    form: { handler: EllipseApp.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { apply: EllipseApp.#onApply },
  };

  static override PARTS = { main: { template: ELLIPSE_TEMPLATE } };

  #state: EllipseState | null = null;

  #characters(): EllipseCharacter[] {
    return partyCharacters().map(row);
  }

  get ellipseState(): EllipseState {
    this.#state ??= defaultEllipseState(this.#characters());
    return this.#state;
  }

  protected override buildContext() {
    return buildEllipseContext(this.ellipseState, this.#characters());
  }

  static async #onChange(this: EllipseApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    this.#state = parseEllipseForm(foundry.utils.expandObject(formData.object) as Record<string, unknown>, this.ellipseState);
    await this.render();
  }

  static async #onApply(this: EllipseApp): Promise<void> {
    this.#state = parseEllipseForm(this.formValues(), this.ellipseState);
    const state = this.ellipseState;
    const ctx = buildEllipseContext(state, this.#characters());
    if (!ctx.canApply) return;
    const label = localize(`ALTHERION.XP.Ellipse.${state.ellipse.charAt(0).toUpperCase()}${state.ellipse.slice(1)}`);
    for (const id of state.selected) {
      const actor = game.actors?.get(id);
      if (!(actor instanceof AltherionActor)) continue;
      // R-XP-2 its own Surcharge: the grave wounds with the ellipse, the XP with them
      const surcharge = surchargeOf(state, id);
      const plan = planEllipse(actor.creatureSource(), actor.statuses, { ellipse: state.ellipse, weeks: state.weeks, surcharge }, actor.ajustements());
      const result = await actor.applyPlan(plan);
      if (!result.ok) continue;
      const xp = ctx.characters.find((c) => c.id === id)?.xp ?? 0;
      if (xp > 0) await addXpGain(actor as unknown as ExperienceActor, xp, localize("ALTHERION.XP.Ellipse.XpReason", { ellipse: label, weeks: state.weeks }));
      const spend = SpendXpApp.open(actor);
      spend.setSituation({ moment: "training", ellipse: state.ellipse, trainer: state.trainer ? "trainer" : "none" });
    }
    ui.notifications?.info(localize("ALTHERION.XP.Ellipse.Done", { ellipse: label }));
    await this.render();
  }
}
