/**
 * Text enrichers (called once from the entry's init hook): `@Jet[…]{…}` / `@Test[…]{…}` in
 * journal pages, item descriptions and chat become a roll link. The syntax is parsed by the pure
 * `chat/enricher-parse.ts`; a click (or Enter / Space) rolls for the selected token's actor, else
 * the user's character, through game.altherion's `rollTest` (Shift skips the dialog, as elsewhere).
 * Bad syntax keeps the original text and adds a visible, localized error marker; nothing throws.
 */
import { api } from "./api";
import { ROLL_ENRICHER_PATTERN, parseRollEnricher, rollSpecOf } from "./chat/enricher-parse";
import { rollEnricherElement } from "./chat/enricher-element";
import { localize as t } from "./i18n";

export const ROLL_ENRICHER_ID = "altherionJet";

/** Rolls what a link says for the speaker (selected token's actor, else the user's character). */
export async function rollFromLink(link: HTMLElement): Promise<void> {
  const parsed = parseRollEnricher(link.dataset.altRoll ?? "", link.dataset.altRollLabel ?? null);
  if (!parsed.ok) return;
  await api.rollTest(rollSpecOf(parsed.roll));
}

/** Click and keyboard activation of the link inside a rendered `<enriched-content>`. */
function onRenderRollLink(element: HTMLElement): void {
  const link = element.querySelector<HTMLElement>("a.alt-roll-link");
  if (!link || link.dataset.altBound) return;
  link.dataset.altBound = "1";
  link.addEventListener("click", (event) => {
    event.preventDefault();
    void rollFromLink(link);
  });
  link.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    void rollFromLink(link);
  });
}

/**
 * v13's enricher config (`id` and `onRender`, called with the `<enriched-content>` wrapper once it
 * is in the DOM), which fvtt-types 13.345.1 lacks: declared here once (TOOLCHAIN.md).
 */
interface V13EnricherConfig {
  id?: string;
  pattern: RegExp;
  enricher: (match: RegExpMatchArray, options?: object) => Promise<HTMLElement | null>;
  onRender?: (element: HTMLElement) => void;
  replaceParent?: boolean;
}

export function registerEnrichers(): void {
  (CONFIG.TextEditor.enrichers as unknown as V13EnricherConfig[]).push({
    id: ROLL_ENRICHER_ID,
    pattern: ROLL_ENRICHER_PATTERN,
    enricher: async (match: RegExpMatchArray) => rollEnricherElement(match, t),
    onRender: onRenderRollLink,
  });
}
