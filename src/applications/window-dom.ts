/**
 * DOM of a window that may not live in the main page, the same on v13 and v14: v14 pops a window out
 * into another browser window (its elements then belong to that window's document) and re-attaches
 * it, running its `_onRender` again on elements it had already bound.
 */

/** The element that has the focus in `root`'s own document (a popped-out window's included), when it is inside `root`. */
export function focusedWithin(root: Element): Element | null {
  const active = root.ownerDocument.activeElement;
  return active && root.contains(active) ? active : null;
}

/** What each element was bound for already (one name per binding). */
const bound = new WeakMap<EventTarget, Set<string>>();

/**
 * Adds `listener` to `target` unless a listener was added to it under `name` already, so a render
 * hook that runs again on the same elements adds nothing twice.
 */
export function listenOnce(target: EventTarget, name: string, type: string, listener: (event: Event) => void): void {
  const names = bound.get(target) ?? new Set<string>();
  if (names.has(name)) return;
  names.add(name);
  bound.set(target, names);
  target.addEventListener(type, listener);
}

/**
 * Replaces each live region of `form` (`data-live`: a dialog's parts that follow its inputs) with its
 * part of the fresh rendering `html`; the focus stays on the input the user was on.
 */
export function refreshLiveRegions(form: HTMLFormElement, html: string): void {
  const fresh = form.ownerDocument.createElement("div");
  fresh.innerHTML = html;
  const active = focusedWithin(form);
  const focused = active?.tagName === "INPUT" ? (active as HTMLInputElement).name : null;
  for (const live of Array.from(form.querySelectorAll<HTMLElement>("[data-live]"))) {
    const next = fresh.querySelector(`[data-live="${live.dataset.live}"]`);
    if (next && live.innerHTML !== next.innerHTML) live.innerHTML = next.innerHTML;
  }
  if (focused) form.querySelector<HTMLInputElement>(`[name="${focused}"]`)?.focus();
}
