/**
 * Keyboard-operable sheets (WCAG 2.1.1): the character sheet's tab list in Chromium, with
 * the real tab-keys.ts module bound as the sheet binds it. Core's tab switch (ApplicationV2#changeTab:
 * the `active` class on the group's tabs and panels) is stood in by `activate` below; a live Foundry
 * runs core's own.
 */
import { readFileSync } from "node:fs";
import ts from "typescript";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { IMAGE_PLACEHOLDER, describeBrowser, page, shoot, show, withBrowserPage } from "./chromium";
import { PERSONNAGE_TABS } from "../../src/applications/sheets/personnage-context";
import { GM, personnage } from "../fixtures/sheet-fixtures";
import { personnageHtml } from "../fixtures/sheet-html";

let p: Page;
withBrowserPage((page) => { p = page; });

/** The product module as the page's script: TypeScript's types stripped, its exports as globals. */
const tabKeys = ts.transpileModule(readFileSync("src/applications/sheets/tab-keys.ts", "utf8"), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
}).outputText.replace(/^export /gm, "");

async function openSheet(theme: "light" | "dark"): Promise<void> {
  await show(p, page(personnageHtml("en", personnage(GM)).replace(/src="icons\/[^"]+"/g, `src="${IMAGE_PLACEHOLDER}"`), theme, "en"));
  await p.addScriptTag({ content: `(() => { ${tabKeys}
    const app = document.querySelector(".application");
    bindTabKeys(app, (tab, group) => {
      for (const el of app.querySelectorAll(\`[data-group="\${group}"][data-tab]\`)) el.classList.toggle("active", el.dataset.tab === tab);
    }); })();` });
}

/** The active tab as the page has it: class, aria-selected, tabindex, focus, and the panel shown. */
async function state() {
  return p.evaluate(() => {
    const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panel = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((el) => el.offsetParent !== null);
    return {
      active: tabs.filter((t) => t.classList.contains("active")).map((t) => t.dataset.tab),
      selected: tabs.filter((t) => t.getAttribute("aria-selected") === "true").map((t) => t.dataset.tab),
      inTabOrder: tabs.filter((t) => t.tabIndex === 0).map((t) => t.dataset.tab),
      focused: (document.activeElement as HTMLElement | null)?.dataset.tab ?? null,
      panels: panel.map((el) => el.dataset.tab),
      controls: panel.map((el) => tabs.find((t) => t.getAttribute("aria-controls") === el.id)?.dataset.tab),
    };
  });
}

const at = (tab: string) => ({ active: [tab], selected: [tab], inTabOrder: [tab], focused: tab, panels: [tab], controls: [tab] });

describeBrowser.each(["light", "dark"] as const)("the tab list by keyboard (%s theme)", (theme) => {
  it("only the selected tab is in the Tab order; arrows move to and activate the next and previous, wrapping; Home and End the ends", async () => {
    await openSheet(theme);
    const [first, second, third] = PERSONNAGE_TABS;
    const last = PERSONNAGE_TABS.at(-1)!;
    await p.focus(`[role="tab"][data-tab="${first}"]`);
    expect(await state()).toEqual(at(first));

    await p.keyboard.press("ArrowDown");
    expect(await state()).toEqual(at(second));
    await p.keyboard.press("ArrowRight");
    expect(await state()).toEqual(at(third));
    await p.keyboard.press("ArrowLeft");
    expect(await state()).toEqual(at(second));
    await p.keyboard.press("ArrowUp");
    await p.keyboard.press("ArrowUp");
    expect(await state()).toEqual(at(last)); // wraps
    await p.keyboard.press("ArrowRight");
    expect(await state()).toEqual(at(first)); // wraps
    await p.keyboard.press("End");
    expect(await state()).toEqual(at(last));
    await shoot(p, ".application", `sheet-keyboard-tab-focused-${theme}`); // the ring on the focused tab, drawn inside the list
    await p.keyboard.press("Home");
    expect(await state()).toEqual(at(first));
  }, 60_000);

  it("Tab from the selected tab leaves the list for the panel; Shift+Tab comes back to the selected tab", async () => {
    await openSheet(theme);
    await p.focus(`[role="tab"][data-tab="${PERSONNAGE_TABS[0]}"]`);
    await p.keyboard.press("End");
    await p.keyboard.press("Tab");
    const inPanel = await p.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.getAttribute("data-tab") ?? document.activeElement?.getAttribute("data-tab"));
    expect(inPanel).toBe(PERSONNAGE_TABS.at(-1));
    await p.keyboard.press("Shift+Tab");
    expect((await state()).focused).toBe(PERSONNAGE_TABS.at(-1));
  }, 60_000);
});
