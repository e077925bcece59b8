/**
 * Context-menu entries for core's ContextMenu on both generations (part of the adapter, see
 * generation.ts). v13 reads `name`, `icon`, `condition(target)` and `callback(target)`; v14 reads
 * `label`, `icon`, `visible(target)` and `onClick(event, target)` and logs a deprecation for the
 * v13 keys (public sources: the v14 deprecation warnings quoted in Fabula Ultima PR #1383 and
 * The Witcher TRPG issue #558). v13 hands the callbacks jQuery objects unless the menu is built with
 * `jQuery: false`; v14 hands elements by default and drops the option later (the v13 warning quoted in
 * Muttley/foundryvtt-fallout#672).
 */
import type { Generation } from "./generation";

/** One entry as the system writes it, once for both generations. */
export interface MenuEntry {
  /** i18n key (core localizes it). */
  label: string;
  /** Font Awesome classes. */
  icon: string;
  /** Shown for this row; absent: always. */
  visible?: (target: HTMLElement) => boolean;
  run: (target: HTMLElement) => unknown;
}

export type V13MenuEntry = { name: string; icon: string; condition: (target: HTMLElement) => boolean; callback: (target: HTMLElement) => unknown };
export type V14MenuEntry = { label: string; icon: string; visible: (target: HTMLElement) => boolean; onClick: (event: Event, target: HTMLElement) => unknown };

/** The entries in the running generation's shape. */
export function menuEntries(entries: readonly MenuEntry[], generation: Generation): V13MenuEntry[] | V14MenuEntry[] {
  const icon = (e: MenuEntry) => `<i class="${e.icon}" aria-hidden="true"></i>`;
  const shown = (e: MenuEntry) => (target: HTMLElement) => e.visible?.(target) ?? true;
  if (generation >= 14) return entries.map((e) => ({ label: e.label, icon: icon(e), visible: shown(e), onClick: (_event: Event, target: HTMLElement) => e.run(target) }));
  return entries.map((e) => ({ name: e.label, icon: icon(e), condition: shown(e), callback: (target: HTMLElement) => e.run(target) }));
}

/** A ContextMenu's options for the generation: `jQuery: false` added on v13 only. */
export function menuOptions<T extends object>(options: T, generation: Generation): T & { jQuery?: false } {
  return generation === 13 ? { ...options, jQuery: false } : options;
}

/**
 * A row's ⋮ button opens the row's context menu as a right-click there would (the pattern of dnd5e 5.x's item
 * rows): a `contextmenu` event from the button, bubbling to the element the menu is bound to, at the pointer — or,
 * from the keyboard (no pointer position), at the button's corner. The click stops here, so the menu it opens is not
 * closed by the same click reaching the document.
 */
export function openRowMenu(event: MouseEvent, button: HTMLElement): void {
  event.preventDefault();
  event.stopPropagation();
  const box = button.getBoundingClientRect();
  const fromPointer = event.clientX !== 0 || event.clientY !== 0;
  const at = fromPointer ? { clientX: event.clientX, clientY: event.clientY } : { clientX: box.left, clientY: box.bottom };
  const view = button.ownerDocument.defaultView; // the sheet's own window: it may be popped out
  if (view) button.dispatchEvent(new view.MouseEvent("contextmenu", { bubbles: true, cancelable: true, view, ...at }));
}
