/**
 * A stand-in of Token Action HUD Core 2.x for the test world: what the system's integration extends and calls, as
 * Core's source and wiki define it (Larkinabout/fvtt-token-action-hud-core `module/core/api.mjs`, the
 * ActionHandler's `addActions(actions, groupData)`, the RollHandler's `isRenderItem()` / `renderItem(actor, itemId)`,
 * Utils.i18n), recording what the system adds. Core itself (its HUD, layouts, settings, sockets) is not reproduced.
 */
export type RecordedAction = { id: string; name: string; encodedValue: string; info1?: { text: string }; cssClass?: string; tooltip?: string };
export type RecordedGroups = Map<string, RecordedAction[]>;

/** Core's ActionHandler: the selected token's actor (or several actors), and the actions added per group. */
export class StandInActionHandler {
  actor: unknown = null;
  actors: unknown[] | null = null;
  token: unknown = null;
  delimiter = "|";
  recorded: RecordedGroups = new Map();
  addActions(actions: readonly RecordedAction[], groupData: { id: string; type: string }): void {
    if (groupData.type !== "system") throw new Error(`stand-in Core: group ${groupData.id} is not a system group`);
    this.recorded.set(groupData.id, [...(this.recorded.get(groupData.id) ?? []), ...actions]);
  }
  async buildSystemActions(_groupIds: string[]): Promise<void> {}
}

/** Core's RollHandler: the click's actor(s) and modifiers; an item's sheet opened on a right click. */
export class StandInRollHandler {
  actor: unknown = null;
  actors: unknown[] | null = null;
  isRightClick = false;
  rendered: string[] = [];
  isRenderItem(): boolean {
    return this.isRightClick;
  }
  renderItem(_actor: unknown, itemId: string): boolean {
    this.rendered.push(itemId);
    return true;
  }
  handleActionClick(_event: Event, _encodedValue: string): void {}
}

export class StandInSystemManager {}

/** The module object Core hands to `tokenActionHudCoreApiReady`. */
export const coreModule = {
  api: { ActionHandler: StandInActionHandler, RollHandler: StandInRollHandler, SystemManager: StandInSystemManager, Utils: { i18n: (key: string) => key } },
};
