/**
 * The GM's Ellipse tool (R-XP-6, R-XP-4, R-XP-2): for the chosen characters, erases Épuisement, lowers Fragilité
 * and rests them fully (one plan each, through AltherionActor.applyPlan), optionally awards the ellipse XP, opens
 * their Entraînement (R-XP-3: the moment their Spend XP flow then offers, with this ellipse) and posts a summary card.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { AltherionActor } from "../../documents/actor";
import { creatureConstitutions, planEllipse } from "../../experience/ellipse";
import { addXpGain } from "../../experience/store";
import type { ExperienceActor } from "../../experience/store";
import { ExperienceApplication, partyCharacters } from "./base";
import { localize } from "../../i18n";
import type { AppContext } from "./base";
import { buildEllipseContext, defaultEllipseState, openMomentsView, parseEllipseForm, surchargeOf } from "./ellipse-context";
import type { EllipseCharacter, EllipseState } from "./ellipse-context";
import { closeMoments, openMomentList, openMoments } from "../../experience/moments";
import { postEllipseCard } from "../../chat/ellipse-card";
import { ellipseSummaryRow, type EllipseReport, type EllipseSummaryRow } from "../../chat/ellipse-card";

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
    actions: { apply: EllipseApp.#onApply, closeMoments: EllipseApp.#onCloseMoments },
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
    return { ...buildEllipseContext(this.ellipseState, this.#characters()), openMoments: openMomentsView(openMomentList(), partyCharacters().map((a) => ({ uuid: a.uuid, name: a.name ?? "" }))) };
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
    // R-XP-3 / R-XP-6 an ellipse that lets its characters spend XP in training opens their Entraînement.
    const training = ctx.options.some((o) => o.spend);
    const rows: EllipseSummaryRow[] = [];
    const opened: string[] = [];
    const refused: string[] = [];
    for (const id of state.selected) {
      const actor = game.actors?.get(id);
      if (!(actor instanceof AltherionActor)) continue;
      // R-XP-2 its own Surcharge: the grave wounds with the ellipse, the XP with them
      const surcharge = surchargeOf(state, id);
      const before = actor.creatureSource();
      const plan = planEllipse(before, actor.statuses, { ellipse: state.ellipse, weeks: state.weeks, surcharge }, actor.ajustements());
      const result = await actor.applyPlan(plan);
      if (!result.ok) {
        refused.push(actor.name ?? "");
        continue;
      }
      const xp = ctx.characters.find((c) => c.id === id)?.xp ?? 0;
      if (xp > 0) await addXpGain(actor as unknown as ExperienceActor, xp, localize("ALTHERION.XP.Ellipse.XpReason", { ellipse: label, weeks: state.weeks }));
      opened.push(actor.uuid);
      rows.push(ellipseSummaryRow(actor.name ?? "", before, actor.creatureSource(), result.report as unknown as EllipseReport, xp, training));
    }
    if (training && opened.length) await openMoments(opened, "training", state.ellipse);
    await postEllipseCard({ ellipse: state.ellipse, weeks: state.weeks, rows, refused }); // R-XP-6 the summary card
    ui.notifications?.info(localize("ALTHERION.XP.Ellipse.Done", { ellipse: label }));
    await this.render();
  }

  /** R-XP-3 the GM closes every spending moment it opened (Entraînement, Réception). */
  static async #onCloseMoments(this: EllipseApp): Promise<void> {
    await closeMoments();
    await this.render();
  }
}
