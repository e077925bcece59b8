import { afterEach, describe, expect, it } from "vitest";
import { registerGmTools, showWindow } from "../../src/applications/gm-tools";

const g = globalThis as Record<string, unknown>;
type Controls = { tokens?: { tools: Record<string, { name: string; onChange: () => void; button: boolean }> } };
let hook: ((controls: Controls) => void) | null = null;

afterEach(() => { delete g.Hooks; delete g.game; hook = null; });

function install(isGM: boolean): void {
  g.Hooks = { on: (name: string, fn: (controls: Controls) => void) => { if (name === "getSceneControlButtons") hook = fn; } };
  g.game = { user: { isGM } };
}

describe("GM tools in the token controls", () => {
  it("adds each tool as a button for the GM, wired to its action", () => {
    install(true);
    let clicked = 0;
    registerGmTools([{ name: "altherionAwardXp", title: "ALTHERION.XP.Award.Title", icon: "fa-solid fa-award", order: 90, onClick: () => { clicked++; } }]);
    const controls: Controls = { tokens: { tools: {} } };
    hook!(controls);
    expect(controls.tokens!.tools.altherionAwardXp).toMatchObject({ name: "altherionAwardXp", button: true });
    controls.tokens!.tools.altherionAwardXp.onChange();
    expect(clicked).toBe(1);
  });

  it("adds nothing for a player", () => {
    install(false);
    registerGmTools([{ name: "altherionEllipse", title: "ALTHERION.XP.Ellipse.Title", icon: "fa-solid fa-hourglass-half", order: 91, onClick: () => {} }]);
    const controls: Controls = { tokens: { tools: {} } };
    hook!(controls);
    expect(controls.tokens!.tools).toEqual({});
  });
});

describe("tool windows with a fixed id open once", () => {
  class Tool {
    renders = 0;
    fronted = 0;
    constructor(readonly id: string) {}
    async render() { this.renders++; }
    bringToFront() { this.fronted++; }
  }

  it("opens a new window when none with its id is open", async () => {
    const open = new Map<string, unknown>();
    const app = await showWindow(() => new Tool("altherion-award-xp"), open);
    expect(app.renders).toBe(1);
  });

  it("a second click brings the open window to the front instead of opening another", async () => {
    const first = new Tool("altherion-award-xp");
    const open = new Map<string, unknown>([[first.id, first]]);
    let created: Tool | null = null;
    const app = await showWindow(() => (created = new Tool("altherion-award-xp")), open);
    expect(app).toBe(first);
    expect(first.fronted).toBe(1);
    expect(first.renders).toBe(1);
    expect(created!.renders).toBe(0);
  });
});
