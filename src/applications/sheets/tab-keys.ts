/**
 * The WAI-ARIA tabs pattern on a sheet's tab lists (keyboard-operable sheets): only the
 * selected tab is in the Tab order (roving tabindex); the arrow keys move to the previous or next
 * tab and activate it, Home and End the first and last. Activation is the sheet's own tab switch
 * (ApplicationV2#changeTab), so a key press and a click end the same way. Pure DOM, no Foundry globals.
 */

/** Switches `group` to `tab` (the sheet's changeTab). */
export type ActivateTab = (tab: string, group: string) => void;

const TAB = '[role="tab"][data-tab]';

function tabsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(TAB)];
}

/** aria-selected and the roving tabindex follow the active tab (Foundry marks it with the `active` class). */
export function syncTabs(root: ParentNode): void {
  for (const list of root.querySelectorAll('[role="tablist"]')) {
    const tabs = tabsOf(list);
    const current = tabs.find((t) => t.classList.contains("active")) ?? tabs[0];
    for (const t of tabs) {
      t.setAttribute("aria-selected", String(t === current));
      t.tabIndex = t === current ? 0 : -1;
    }
  }
}

/** The tab a key leads to from tab `i` of `n`, or null for any other key (a vertical list also takes Up and Down). */
export function tabIndexFor(key: string, i: number, n: number): number | null {
  switch (key) {
    case "ArrowLeft": case "ArrowUp": return (i - 1 + n) % n;
    case "ArrowRight": case "ArrowDown": return (i + 1) % n;
    case "Home": return 0;
    case "End": return n - 1;
    default: return null;
  }
}

/**
 * Keyboard on every tab list inside `root`, delegated from `root` (bind it once: the sheet's window
 * outlives its re-rendered parts). The focus follows the activated tab, found again after the switch.
 */
export function bindTabKeys(root: HTMLElement, activate: ActivateTab): void {
  root.addEventListener("keydown", (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
    const list = tab?.closest('[role="tablist"]');
    if (!tab || !list || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(list);
    const next = tabIndexFor(event.key, tabs.indexOf(tab), tabs.length);
    if (next === null) return;
    event.preventDefault();
    const { tab: id = "", group = "" } = tabs[next].dataset;
    activate(id, group);
    syncTabs(root);
    root.querySelector<HTMLElement>(`${TAB}[data-group="${CSS.escape(group)}"][data-tab="${CSS.escape(id)}"]`)?.focus();
  });
}
