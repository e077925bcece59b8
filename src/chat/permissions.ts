/**
 * Who may press which card button (ARCHITECTURE.md §5). The card action's handler (authority
 * layer) calls `authorize` again for the user the transport named, before changing anything, with
 * the same view model that decided which buttons to show. No Foundry globals.
 */
import { allButtons, canUse, type ButtonView, type TestCardView, type Viewer } from "./test-card";

export type Authorization = { ok: true; button: ButtonView } | { ok: false; reason: string };

/** Is this button (action on target) on the card, still pending, and usable by this viewer? A test card's view, or a card's buttons (the PP test card). */
export function authorize(view: TestCardView | readonly ButtonView[], action: string, target: string | null, viewer: Viewer): Authorization {
  const buttons = "buttons" in view ? allButtons(view) : view;
  const button = buttons.find((b) => b.action === action && b.target === target);
  if (!button) return { ok: false, reason: "ALTHERION.Chat.Error.Unavailable" };
  if (!canUse(button, viewer)) return { ok: false, reason: "ALTHERION.Chat.Error.NotAllowed" };
  return { ok: true, button };
}
