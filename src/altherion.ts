/**
 * Altherion for Foundry VTT — the system's entry point.
 * One `init` hook wires every layer; the layers themselves live in their folders
 * (rules → data → documents/dice/chat → applications), see ARCHITECTURE.md.
 */
import "../styles/altherion.scss";
import { ALTHERION } from "./config";

Hooks.once("init", () => {
  CONFIG.ALTHERION = ALTHERION;
});
