/**
 * Who may press which card button, and where the action runs (ARCHITECTURE.md §5). The GM-side
 * query handlers call `authorize` again with the *requesting* user before changing anything, using
 * the same view model that decided which buttons to show. No Foundry globals.
 */
import { allButtons, canUse, type ButtonView, type TestCardView, type Viewer } from "./test-card";

export type Authorization = { ok: true; button: ButtonView } | { ok: false; reason: string };

/** Is this button (action on target) on the card, still pending, and usable by this viewer? */
export function authorize(view: TestCardView, action: string, target: string | null, viewer: Viewer): Authorization {
  const button = allButtons(view).find((b) => b.action === action && b.target === target);
  if (!button) return { ok: false, reason: "ALTHERION.Chat.Error.Unavailable" };
  if (!canUse(button, viewer)) return { ok: false, reason: "ALTHERION.Chat.Error.NotAllowed" };
  return { ok: true, button };
}

/** Where an allowed action runs: here when this user may write every document it changes, else at the active GM. */
export type Route = { via: "local" } | { via: "gm" } | { via: "none"; reason: string };

export function route(facts: { canWriteAll: boolean; activeGM: boolean }, noGM = "ALTHERION.Chat.Error.NoGM"): Route {
  if (facts.canWriteAll) return { via: "local" };
  if (facts.activeGM) return { via: "gm" };
  return { via: "none", reason: noGM };
}
