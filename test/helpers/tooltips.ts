/**
 * A tooltip as Foundry shows it: its tooltip manager puts the `data-tooltip` attribute's value in an
 * element's innerHTML. What it shows (text) and how many elements that HTML makes (none, for text).
 */
interface Shown { innerHTML: string; textContent: string | null; querySelectorAll(selector: string): { length: number } }
export interface TooltipCarrier { getAttribute(name: string): string | null; ownerDocument: { createElement(tag: "div"): Shown } }

export function shownTooltip(el: TooltipCarrier): { text: string; elements: number } {
  const shown = el.ownerDocument.createElement("div");
  shown.innerHTML = el.getAttribute("data-tooltip") ?? "";
  return { text: shown.textContent ?? "", elements: shown.querySelectorAll("*").length };
}
