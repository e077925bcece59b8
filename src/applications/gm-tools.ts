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
