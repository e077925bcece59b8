import { afterEach, describe, expect, it } from "vitest";
import { registerSettings, renderOpenActorSheets } from "../../src/settings";
import { panelWanted } from "../../src/applications/moral-panel-context";

// v13 defects a live table would hit, on the pieces that decide them.
const g = globalThis as Record<string, unknown>;
afterEach(() => { delete g.game; });

describe("R-FORT-3 the Karma setting reaches the open sheets", () => {
  const sheet = (rendered: boolean) => ({ rendered, renders: 0, render() { this.renders++; } });

  it("renders again every open actor sheet, and only those", () => {
    const open = sheet(true);
    const closed = sheet(false);
    renderOpenActorSheets([{ sheet: open }, { sheet: closed }, { sheet: null }]);
    expect(open.renders).toBe(1);
    expect(closed.renders).toBe(0);
  });

  it("karmaVisible is registered with that re-render as its onChange", () => {
    const configs: Record<string, { onChange?: () => void }> = {};
    const open = sheet(true);
    g.game = { settings: { register: (_s: string, key: string, config: object) => { configs[key] = config; } }, actors: [{ sheet: open }] };
    registerSettings();
    configs.karmaVisible.onChange?.();
    expect(open.renders).toBe(1);
  });
});

describe("R-MORAL-1 the Moral panel opens only for users who see a group", () => {
  it("stays closed in a world without a group, or whose groups this user cannot see", () => {
    expect(panelWanted([{ type: "personnage" }, { type: "pnj" }], () => true)).toBe(false);
    expect(panelWanted([{ type: "groupe" }], () => false)).toBe(false);
  });
  it("opens when a visible group exists", () => {
    expect(panelWanted([{ type: "personnage" }, { type: "groupe" }], (a) => a.type === "groupe")).toBe(true);
  });
});

describe("R-DICE-1 the skip-dialog key is the configured binding, and a lost key-up does not stick", () => {
  it("no roll reads event.shiftKey (it ignores a rebinding); they read isSkipDialogHeld", async () => {
    const { readFileSync } = await import("node:fs");
    const { walk } = await import("../helpers/files");
    const offenders = walk("src", [".ts"]).filter((f) => /\.shiftKey\b/.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("held while the binding is down; released by its key-up or by the window losing focus", async () => {
    const { isSkipDialogHeld, registerSkipKey } = await import("../../src/dice/skip-key");
    let binding: { onDown(): void; onUp(): void } | null = null;
    g.game = { keybindings: { register: (_ns: string, _id: string, config: { onDown(): void; onUp(): void }) => { binding = config; } } };
    const focus = new EventTarget();
    registerSkipKey(focus);
    binding!.onDown();
    expect(isSkipDialogHeld()).toBe(true);
    binding!.onUp();
    expect(isSkipDialogHeld()).toBe(false);
    binding!.onDown();
    focus.dispatchEvent(new Event("blur"));
    expect(isSkipDialogHeld()).toBe(false);
  });
});

describe("R-DICE-1 the hotbar makes roll macros only for what it handles", () => {
  it("a skill, a weapon or a dragged characteristic make a macro; other drops go to Foundry's hotbar", async () => {
    const { macroForDrop } = await import("../../src/hotbar");
    const items: Record<string, { type: string; name: string; uuid: string }> = {
      "Item.skill": { type: "competence", name: "Mêlée", uuid: "Item.skill" },
      "Item.sword": { type: "arme", name: "Épée longue", uuid: "Item.sword" },
      "Item.armour": { type: "armure", name: "Brigandine", uuid: "Item.armour" },
    };
    const find = (uuid: string) => items[uuid] ?? null;
    expect(macroForDrop({ type: "Item", uuid: "Item.skill" }, find)?.command).toContain("Mêlée");
    expect(macroForDrop({ type: "Item", uuid: "Item.sword" }, find)).not.toBeNull();
    expect(macroForDrop({ type: "AltherionTest", spec: { characteristic: "force" }, label: "Force" }, find)).not.toBeNull();
    expect(macroForDrop({ type: "Item", uuid: "Item.armour" }, find)).toBeNull();
    expect(macroForDrop({ type: "Macro", uuid: "Macro.x" } as never, find)).toBeNull();
    expect(macroForDrop({ type: "Item", uuid: "Item.unknown" }, find)).toBeNull();
  });
});

describe("R-CON-2 a refused sheet edit does not stay in the form", () => {
  it("re-renders when the update is refused or throws, not when it is written", async () => {
    const { submitOrReset } = await import("../../src/applications/sheets/sheet-document");
    let renders = 0;
    const render = () => { renders++; };
    await submitOrReset({ update: async () => undefined }, { "system.constitutions.vitalite.value": 99 }, undefined, render);
    expect(renders).toBe(1);
    await submitOrReset({ update: async () => ({ id: "a" }) }, { name: "Aude" }, undefined, render);
    expect(renders).toBe(1);
    await expect(submitOrReset({ update: async () => { throw new Error("invalid"); } }, { "system.niveau": -1 }, undefined, render)).rejects.toThrow("invalid");
    expect(renders).toBe(2);
  });
});
