/**
 * The base of the experience tools: a Handlebars ApplicationV2 kept generic (TOOLCHAIN.md: a non-generic
 * subclass of the mixin makes tsc run out of depth) and a form that re-renders on change.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { AltherionActor } from "../../documents/actor";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export type AppContext = foundry.applications.api.ApplicationV2.RenderContext & Record<string, unknown>;

export abstract class ExperienceApplication<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends HandlebarsApplicationMixin(ApplicationV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    classes: ["altherion", "alt-experience"],
    tag: "form",
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
  };

  /** The tool's own context (a pure builder's output). */
  protected abstract buildContext(): Promise<Record<string, unknown>> | Record<string, unknown>;

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    return { ...base, ...(await this.buildContext()) } as RenderContext;
  }

  /** The form's values, expanded (`a.b` → { a: { b } }). */
  protected formValues(): Record<string, unknown> {
    const form = this.element instanceof HTMLFormElement ? this.element : this.element?.querySelector("form");
    if (!form) return {};
    const data = new foundry.applications.ux.FormDataExtended(form);
    return foundry.utils.expandObject(data.object) as Record<string, unknown>;
  }
}


/** The personnages the GM tools act on: the player characters' actors, else every personnage. */
export function partyCharacters(): AltherionActor[] {
  const all = (game.actors?.contents ?? []).filter((a): a is typeof a & AltherionActor => a instanceof AltherionActor && a.type === "personnage");
  const owned = all.filter((a) => a.hasPlayerOwner);
  return owned.length ? owned : all;
}
