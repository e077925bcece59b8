import { describe, expect, it } from "vitest";
import { PANEL_WIDTH, openIfWanted, panelPosition, panelTool, togglePanel } from "../../src/applications/moral-panel-controls";
import type { PanelHost, PanelWindow } from "../../src/applications/moral-panel-controls";

function fakePanel(rendered = false): PanelWindow & { positions: unknown[] } {
  const p = {
    rendered, positions: [] as unknown[],
    render(options: { position?: unknown }) { p.rendered = true; p.positions.push(options.position); },
    close() { p.rendered = false; },
  };
  return p;
}

function host(wanted: boolean): PanelHost & { remembered: boolean[] } {
  const h = { remembered: [] as boolean[], wanted: () => wanted, position: () => ({ top: 16, left: 500 }), remember: (open: boolean) => { h.remembered.push(open); } };
  return h;
}

describe("R-MORAL-1 the Moral panel can be reopened once closed", () => {
  it("the tool and the key toggle it: open where it covers no control, then closed, and each choice remembered", async () => {
    const panel = fakePanel();
    const h = host(true);
    await togglePanel(panel, h);
    expect(panel.rendered).toBe(true);
    expect(panel.positions).toEqual([{ top: 16, left: 500 }]);
    await togglePanel(panel, h);
    expect(panel.rendered).toBe(false);
    await togglePanel(panel, h);
    expect(panel.rendered).toBe(true);
    expect(h.remembered).toEqual([true, false, true]);
  });

  it("offers no tool, and opens nothing, for a user who sees no group", async () => {
    const panel = fakePanel();
    expect(panelTool(panel, host(false))).toBeNull();
    await togglePanel(panel, host(false));
    expect(panel.rendered).toBe(false);
  });

  it("the tool is a button of the token controls that toggles the panel", () => {
    const panel = fakePanel();
    const tool = panelTool(panel, host(true))!;
    expect(tool).toMatchObject({ name: "altherionMoral", button: true, title: "ALTHERION.Sheet.Moral.Toggle" });
    (tool.onChange as () => void)();
    expect(panel.rendered).toBe(true);
  });

  it("at login it opens only when this user sees a group and did not close it last time", () => {
    const kept = fakePanel();
    openIfWanted(kept, host(true), () => true);
    expect(kept.rendered).toBe(true);
    const closedLastTime = fakePanel();
    openIfWanted(closedLastTime, host(true), () => false);
    expect(closedLastTime.rendered).toBe(false);
    const noGroup = fakePanel();
    openIfWanted(noGroup, host(false), () => true);
    expect(noGroup.rendered).toBe(false);
  });

  it("opens left of the sidebar, at the top, never over the scene controls on the left", () => {
    expect(panelPosition(1920, 1620)).toEqual({ top: 16, left: 1620 - PANEL_WIDTH - 16 });
    expect(panelPosition(1366, null)).toEqual({ top: 16, left: 1366 - PANEL_WIDTH - 16 });
    // A collapsed or missing sidebar, or a tiny window: the panel stays inside the viewport, right of the margin.
    expect(panelPosition(1366, 0).left).toBe(1366 - PANEL_WIDTH - 16);
    expect(panelPosition(200, 150).left).toBe(16);
  });
});
