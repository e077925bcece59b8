/**
 * The Moral panel: a small window every user sees, showing the group Moral live (R-MORAL-1) with
 * the same pips and buttons as the group sheet. Re-renders when a group or a member changes.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { buildMoralPanelContext, pickGroup } from "./moral-panel-context";
import type { MoralPanelGroup } from "./moral-panel-context";
import type { GroupeInput } from "./sheets/groupe-context";
import type { SheetActions } from "./sheets/base-actor-sheet";
import { resolveMembers } from "../moral/index";
import { MORAL_GM_ACTIONS, confirmExploit, gainMoral } from "./moral-dialogs";
import { PANEL_WIDTH } from "./moral-panel-controls";
import { setting } from "../settings";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
type Ctx = foundry.applications.api.ApplicationV2.RenderContext;
type Cfg = foundry.applications.api.ApplicationV2.Configuration;
type Opts = foundry.applications.api.ApplicationV2.RenderOptions;
type Action = (this: MoralPanel, event: PointerEvent, target: HTMLElement) => Promise<void> | void;
type Kind = "espoir" | "desespoir";

export class MoralPanel<C extends Ctx = Ctx, O extends Cfg = Cfg, R extends Opts = Opts> extends HandlebarsApplicationMixin(ApplicationV2)<C, O, R> {
  static override DEFAULT_OPTIONS = {
    id: "altherion-moral-panel",
    classes: ["altherion", "alt-moral-app"],
    tag: "aside",
    window: { title: "ALTHERION.Sheet.Moral.Panneau", icon: "fa-solid fa-people-group", minimizable: true, resizable: false },
    position: { width: PANEL_WIDTH, height: "auto" as const },
    actions: {
      moralGain: MoralPanel.#onGain as Action,
      moralExploit: MoralPanel.#onExploit as Action,
      ...(MORAL_GM_ACTIONS as Record<string, Action>), // R-MORAL-8 / R-FORT-2
    } as SheetActions,
  };

  static override PARTS = { panel: { template: "systems/altherion/templates/moral/panel.hbs" } };

  private groupUuid: string | null = null;

  /** Closed by its × (or the toggle): this user keeps it closed until the tool or the key opens it again. */
  protected override _onClose(options: DeepPartial<R>): void {
    super._onClose(options);
    if (game.ready) void game.settings?.set("altherion", "moralPanelOpen", false);
  }

  protected override async _prepareContext(options: DeepPartial<R> & { isFirstRender: boolean }): Promise<C> {
    const base = await super._prepareContext(options);
    const groups: (MoralPanelGroup & { members: { owned: boolean }[] })[] = [];
    for (const actor of game.actors?.filter((a) => a.type === "groupe") ?? []) {
      const system = actor.system as unknown as GroupeInput["system"];
      const { members } = await resolveMembers(system.membres);
      groups.push({ name: actor.name ?? "", uuid: actor.uuid, system, members });
    }
    const group = pickGroup(groups);
    this.groupUuid = group?.uuid ?? null;
    return { ...base, ...buildMoralPanelContext(group, Boolean(game.user?.isGM), setting("playersGainMoral")) } as C;
  }

  private async group(): Promise<Actor.Implementation | null> {
    const doc = this.groupUuid ? await fromUuid(this.groupUuid as Parameters<typeof fromUuid>[0]) : null;
    return doc instanceof Actor ? (doc as Actor.Implementation) : null;
  }

  static async #onGain(this: MoralPanel, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const group = await this.group();
    if (group) await gainMoral(group, target.dataset.kind as Kind); // R-MORAL-4 / R-MORAL-5 / R-MORAL-8
  }

  static async #onExploit(this: MoralPanel, _event: PointerEvent, target: HTMLElement): Promise<void> {
    // R-MORAL-4 / R-MORAL-5 the table agrees, then the exploit is rolled and posted (src/moral/exploit.ts).
    const group = await this.group();
    if (group) await confirmExploit(group, target.dataset.kind as Kind);
  }
}
