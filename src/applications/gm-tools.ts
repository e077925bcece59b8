/**
 * GM buttons in the token scene controls (v13 `getSceneControlButtons`): Award XP, Ellipse and
 * the roll request tool each declare themselves here once.
 */
export interface GmTool {
  name: string;
  /** i18n key */
  title: string;
  icon: string;
  order: number;
  onClick: () => void;
}

export function registerGmTools(tools: readonly GmTool[]): void {
  Hooks.on("getSceneControlButtons", (controls) => {
    const tokens = controls.tokens;
    if (!tokens?.tools || !game.user?.isGM) return;
    for (const tool of tools) {
      tokens.tools[tool.name] = {
        name: tool.name, title: tool.title, icon: tool.icon, order: tool.order, button: true, visible: true,
        onChange: () => tool.onClick(),
      };
    }
  });
}

/** A window, as far as showWindow needs it. */
export interface ToolWindow {
  readonly id: string;
  render(options: { force: boolean }): Promise<unknown>;
  bringToFront?(): void;
}

/** v13's registry of open ApplicationV2 windows, by id. */
const openWindows = (): ReadonlyMap<string, unknown> => foundry.applications.instances as unknown as ReadonlyMap<string, unknown>;

/**
 * A tool window with a fixed id (Award XP, Ellipse, roll request): when one with the new window's
 * id is already open it comes to the front instead (two windows cannot share an id); the new one,
 * never rendered, is dropped.
 */
export async function showWindow<T extends ToolWindow>(create: () => T, open: ReadonlyMap<string, unknown> = openWindows()): Promise<T> {
  const fresh = create();
  const existing = open.get(fresh.id) as T | undefined;
  const app = existing ?? fresh;
  existing?.bringToFront?.();
  await app.render({ force: true });
  return app;
}
