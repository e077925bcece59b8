/**
 * The DOM of the roll enricher (src/enrichers.ts registers it): a focusable role=button link, or
 * the original text with a visible error marker. Built from the pure view in enricher-parse.ts
 * with textContent only, so nothing of the journal text is ever parsed as HTML here; its tooltips, which
 * Foundry reads as HTML, are escaped.
 */
import { rollLinkView } from "./enricher-parse";
import { tooltipHtml } from "../words/helpers";

type Localize = (key: string, data?: Record<string, string>) => string;

/** Builds the link (or the error marker) for one match; text only, never HTML from the source. */
export function rollEnricherElement(match: RegExpMatchArray, t: Localize): HTMLElement {
  const view = rollLinkView([...match], t);
  if (!view.ok) {
    const span = document.createElement("span");
    span.className = "alt-enricher-error";
    span.append(document.createTextNode(view.source));
    const marker = document.createElement("span");
    marker.className = "alt-enricher-error__marker";
    marker.setAttribute("role", "note");
    marker.dataset.tooltip = tooltipHtml(view.message); // Foundry reads a tooltip as HTML
    marker.title = view.message;
    const icon = document.createElement("i");
    icon.className = "fa-solid fa-triangle-exclamation";
    icon.setAttribute("aria-hidden", "true");
    marker.append(icon, document.createTextNode(` ${view.message}`));
    span.append(" ", marker);
    return span;
  }
  const link = document.createElement("a");
  link.className = "alt-roll-link";
  link.setAttribute("role", "button");
  link.tabIndex = 0;
  link.setAttribute("aria-label", view.ariaLabel);
  link.dataset.tooltip = tooltipHtml(view.tooltip);
  link.dataset.altRoll = view.params;
  link.dataset.altRollLabel = view.label;
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-dice-d20";
  icon.setAttribute("aria-hidden", "true");
  link.append(icon, document.createTextNode(` ${view.text}`));
  return link;
}

