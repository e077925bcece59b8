/**
 * How a user reaches the Moral panel (R-MORAL-1): a tool in the token controls and a keybinding
 * toggle it, for users who see a group; it opens at the canvas's top right, clear of the scene
 * controls on the left and of the sidebar; a client setting remembers whether this user keeps it
 * open, so closing it is respected at the next login and the tool brings it back.
 */
import { panelWanted } from "./moral-panel-context";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "altherion.moralPanelOpen": boolean;
  }
}

export const PANEL_WIDTH = 300;
const MARGIN = 16;

/** The panel's place: left of the sidebar (or of the viewport's edge), below the top margin. */
export function panelPosition(viewportWidth: number, sidebarLeft: number | null): { top: number; left: number } {
  const right = sidebarLeft !== null && sidebarLeft > 0 ? Math.min(sidebarLeft, viewportWidth) : viewportWidth;
  return { top: MARGIN, left: Math.max(MARGIN, Math.round(right - PANEL_WIDTH - MARGIN)) };
}

/** What the controls need of the panel window. */
export interface PanelWindow {
  readonly rendered: boolean;
  render(options: { force: boolean; position?: { top: number; left: number } }): unknown;
  close(): unknown;
}

/** What the controls need of Foundry: who sees a group, where the sidebar is, and the remembered choice. */
export interface PanelHost {
  wanted(): boolean;
  position(): { top: number; left: number };
  remember(open: boolean): unknown;
}

/** Opens the panel where it covers no control, or closes it; remembers the choice. */
export async function togglePanel(panel: PanelWindow, host: PanelHost): Promise<void> {
  if (panel.rendered) {
    await panel.close();
    await host.remember(false);
  } else if (host.wanted()) {
    await panel.render({ force: true, position: host.position() });
    await host.remember(true);
  }
}

/** The token-controls tool of the Moral panel, for a user who sees a group (null otherwise). */
export function panelTool(panel: PanelWindow, host: PanelHost): Record<string, unknown> | null {
  if (!host.wanted()) return null;
  return {
    name: "altherionMoral", title: "ALTHERION.Sheet.Moral.Toggle", icon: "fa-solid fa-people-group", order: 80,
    button: true, visible: true, onChange: () => void togglePanel(panel, host),
  };
}

/** Foundry's side of the host: the actors this user observes, the sidebar's left edge, a client setting. */
export function foundryPanelHost(): PanelHost {
  return {
    wanted: () => {
      const user = game.user;
      return Boolean(game.actors && user) && panelWanted(game.actors!, (a) => (a as Actor.Implementation).testUserPermission(user!, "OBSERVER"));
    },
    position: () => {
      const sidebar = typeof ui === "undefined" ? undefined : (ui.sidebar?.element as HTMLElement | undefined);
      return panelPosition(globalThis.innerWidth ?? 0, sidebar?.getBoundingClientRect().left ?? null);
    },
    remember: (open) => game.settings?.set("altherion", "moralPanelOpen", open),
  };
}

/** Registers the tool, the keybinding and the remembered choice (init). */
export function registerPanelControls(panel: () => PanelWindow | null): void {
  const host = foundryPanelHost();
  game.settings?.register("altherion", "moralPanelOpen", { scope: "client", config: false, type: Boolean, default: true });
  game.keybindings?.register("altherion", "toggleMoralPanel", {
    name: "ALTHERION.Sheet.Moral.Toggle",
    hint: "ALTHERION.Sheet.Moral.ToggleHint",
    editable: [{ key: "KeyM", modifiers: ["Shift"] }],
    onDown: () => {
      const p = panel();
      if (p) void togglePanel(p, host);
      return true;
    },
  } as never);
  Hooks.on("getSceneControlButtons", (controls) => {
    const p = panel();
    const tool = p && controls.tokens?.tools ? panelTool(p, host) : null;
    if (tool) controls.tokens!.tools![tool.name as string] = tool;
  });
}

/** At login and when a group appears: opens the panel if this user sees a group and did not close it. */
export function openIfWanted(panel: PanelWindow, host: PanelHost = foundryPanelHost(), keptOpen = (): boolean => game.settings?.get("altherion", "moralPanelOpen") ?? true): void {
  if (!panel.rendered && keptOpen() && host.wanted()) void panel.render({ force: true, position: host.position() });
}
