/**
 * The group sheet: members (drop actors), the Moral pips and its spends and exploits
 * (groupe-context.ts). Every Moral change is a rules.moralReducer event (sheet-actions.ts),
 * applied here when the user owns the group, else by the active GM through a query.
 */
import { BaseActorSheet } from "./base-actor-sheet";
import type { ActorConfiguration, ActorRenderContext, ActorRenderOptions, PrepareOptions, SheetActions, SheetDefaults } from "./base-actor-sheet";
import { buildGroupeContext } from "./groupe-context";
import { setting } from "../../settings";
import type { GroupeInput, MemberHealth } from "./groupe-context";
import { requestMoralEvent, resolveMembers } from "./sheet-actions";
import { MORAL_GM_ACTIONS, chooseMoralSpend, confirmExploit, gainMoral } from "../moral-dialogs";

type Action = (this: GroupeSheet, event: PointerEvent, target: HTMLElement) => Promise<void> | void;
type Kind = "espoir" | "desespoir";

export class GroupeSheet<
  RenderContext extends ActorRenderContext = ActorRenderContext,
  Configuration extends ActorConfiguration = ActorConfiguration,
  RenderOptions extends ActorRenderOptions = ActorRenderOptions,
> extends BaseActorSheet<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["groupe"],
    position: { width: 640, height: 640 },
    actions: {
      moralGain: GroupeSheet.#onMoralGain as Action,
      moralSpend: GroupeSheet.#onMoralSpend as Action,
      moralExploit: GroupeSheet.#onMoralExploit as Action,
      openMember: GroupeSheet.#onOpenMember as Action,
      removeMember: GroupeSheet.#onRemoveMember as Action,
      ...(MORAL_GM_ACTIONS as Record<string, Action>), // R-MORAL-8 / R-FORT-2
    } as SheetActions,
  };

  static override PARTS = { sheet: { template: "systems/altherion/templates/sheets/groupe/sheet.hbs", scrollable: [""] } };

  private get groupSystem(): GroupeInput["system"] {
    return this.actor.system as unknown as GroupeInput["system"];
  }

  protected override async _prepareContext(options: PrepareOptions<RenderOptions>): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    const system = this.groupSystem;
    const { actors, members } = await resolveMembers(system.membres);
    // R-CON-1 R-CON-7 each member's constitutions and Agonie, for a viewer who may observe that member (the GM sees the whole party).
    const user = game.user;
    const health = (a: Actor.Implementation): MemberHealth => {
      const { constitutions, agonie } = a.system as unknown as { constitutions?: NonNullable<MemberHealth>["constitutions"]; agonie?: number };
      return constitutions && user && (user.isGM || a.testUserPermission(user, "OBSERVER")) ? { constitutions, agonie } : null;
    };
    return {
      ...base,
      ...buildGroupeContext({
        id: this.actor.id ?? "", uuid: this.actor.uuid, name: this.actor.name ?? "", img: this.actor.img ?? "", system,
        members: members.map((m, i) => ({ ...m, health: health(actors[i]) })),
        biographieHTML: await this.enrich(system.biographie), flags: this.viewerFlags(), playersGainMoral: setting("playersGainMoral"),
      }),
    } as RenderContext;
  }

  /** Actors dropped on the group join it (R-MORAL-1: the Moral's maximum follows the member count). */
  async _onDropActor(_event: DragEvent, actor: Actor.Implementation): Promise<unknown> {
    if (!this.isEditable || actor.type === "groupe") return null;
    const membres = this.groupSystem.membres;
    if (membres.includes(actor.uuid)) return null;
    await requestMoralEvent(this.actor, { type: "add-member", member: { id: actor.uuid, exaltation: 1, espoir: 0, desespoir: 0 } });
    return this.actor.update({ "system.membres": [...membres, actor.uuid] } as never);
  }

  static async #onMoralGain(this: GroupeSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await gainMoral(this.actor, target.dataset.kind as Kind); // R-MORAL-4 / R-MORAL-5 / R-MORAL-8
  }

  static async #onMoralSpend(this: GroupeSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    // R-MORAL-2 / R-MORAL-3 the chooser asks which effect and which member (src/applications/moral-dialogs.ts).
    await chooseMoralSpend(this.actor, target.dataset.kind as Kind, target.dataset.member ?? null);
  }

  static async #onMoralExploit(this: GroupeSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await confirmExploit(this.actor, target.dataset.kind as Kind);
  }

  static async #onOpenMember(this: GroupeSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const doc = await fromUuid((target.dataset.member ?? "") as Parameters<typeof fromUuid>[0]);
    if (doc instanceof Actor) void doc.sheet?.render(true);
  }

  static async #onRemoveMember(this: GroupeSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const uuid = target.dataset.member ?? "";
    await requestMoralEvent(this.actor, { type: "remove-member", memberId: uuid });
    await this.actor.update({ "system.membres": this.groupSystem.membres.filter((m) => m !== uuid) } as never);
  }
}
