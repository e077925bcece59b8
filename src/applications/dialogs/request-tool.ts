/**
 * The GM roll request tool (a token scene control): a small form over the pure context builder
 * (request-tool-context.ts) that posts a request card through chat/hooks.ts `postRequest`, like
 * `/altherion-demande` and `game.altherion.requestTest`.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { postRequest } from "../../chat/hooks";
import { isRollableSkill, skillItems, skillKey } from "../../data/skill-keys";
import { ExperienceApplication } from "../experience/base";
import { localize } from "../../i18n";
import type { AppContext } from "../experience/base";
import { registerGmTools, showWindow } from "../gm-tools";
import {
  buildRequestToolContext, defaultRequestToolState, parseRequestToolForm, requestSpecOf, requestToolErrors, requestToolOrder, shownSkills,
  type CandidateSource, type RequestCandidate, type RequestToolState,
} from "./request-tool-context";

export const REQUEST_TOOL_TEMPLATE = "systems/altherion/templates/dialogs/request-tool.hbs";

/** R-SK-5 / R-SK-6 / R-SK-7 the actor's rollable skills, by key. */
function rollableSkills(actor: Actor.Implementation): { key: string; name: string }[] {
  return skillItems(actor.items).filter(isRollableSkill).map((i) => ({ key: skillKey(i), name: i.name ?? "" }));
}

function candidate(actor: Actor.Implementation | null | undefined, source: CandidateSource, groupe?: string): RequestCandidate | null {
  if (!actor || actor.type === "groupe") return null;
  return { uuid: actor.uuid, name: actor.name ?? "", source, groupe, skills: rollableSkills(actor) };
}

/** Targeted tokens' actors, selected tokens' actors, then every groupe's members. */
function currentCandidates(): RequestCandidate[] {
  const out: (RequestCandidate | null)[] = [];
  for (const token of game.user?.targets ?? []) out.push(candidate(token.actor as Actor.Implementation | null, "target"));
  for (const token of canvas?.tokens?.controlled ?? []) out.push(candidate(token.actor as Actor.Implementation | null, "selected"));
  for (const g of game.actors?.contents ?? []) {
    if (g.type !== "groupe") continue;
    for (const uuid of (g.system as unknown as { membres?: string[] }).membres ?? []) {
      const member = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
      if (member instanceof Actor) out.push(candidate(member as Actor.Implementation, "groupe", g.name ?? ""));
    }
  }
  return out.filter((c): c is RequestCandidate => c !== null);
}

export class RequestToolApp<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends ExperienceApplication<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    id: "altherion-request-tool",
    classes: ["altherion", "alt-experience", "alt-request-tool-app"],
    window: { title: "ALTHERION.Chat.Request.Tool.Title", icon: "fa-solid fa-dice-d20" },
    position: { width: 460, height: "auto" },
    form: { handler: RequestToolApp.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { send: RequestToolApp.#onSend },
  };

  static override PARTS = { main: { template: REQUEST_TOOL_TEMPLATE } };

  #candidates: RequestCandidate[] = currentCandidates();
  #state: RequestToolState = defaultRequestToolState(this.#candidates);

  protected override buildContext() {
    return buildRequestToolContext(this.#candidates, this.#state);
  }

  #read(values: Record<string, unknown>): void {
    this.#state = shownSkills(this.#candidates, parseRequestToolForm(values, this.#state, requestToolOrder(this.#candidates, this.#state)));
  }

  static async #onChange(this: RequestToolApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    this.#read(foundry.utils.expandObject(formData.object) as Record<string, unknown>);
    await this.render();
  }

  static async #onSend(this: RequestToolApp): Promise<void> {
    this.#read(this.formValues());
    const errors = requestToolErrors(this.#state);
    if (errors.length) return void ui.notifications?.warn(localize(errors[0]));
    const actors = this.#state.actors
      .map((uuid) => fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]))
      .filter((a): a is Actor.Implementation => a instanceof Actor);
    await postRequest(requestSpecOf(this.#state, this.#candidates.flatMap((c) => c.skills)), actors);
    await this.close();
  }
}

/** GM only: the tool in the token scene controls (beside Award XP and Ellipse). */
export function registerRequestTool(): void {
  registerGmTools([
    { name: "altherionRequest", title: "ALTHERION.Chat.Request.Tool.Title", icon: "fa-solid fa-dice-d20", order: 92, onClick: () => void showWindow(() => new RequestToolApp()) },
  ]);
}
