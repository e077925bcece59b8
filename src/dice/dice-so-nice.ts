/**
 * Dice So Nice: one colour set per die role, registered when the module says it is ready.
 * Nothing here runs without the module; the dice terms carry their colour set in their options.
 */
import { ROLE_COLORSET } from "./altherion-roll";
import { ROLE_LABEL } from "../chat/test-card";
import { localize } from "../i18n";
import { onceModuleHook } from "../module-hooks";
import type { DieRole } from "./roll-data";

interface Dice3D {
  addColorset(colorset: Record<string, unknown>, mode?: string): unknown;
}

const COLOURS: Record<DieRole, { background: string; foreground: string; edge: string }> = {
  mastery: { background: "#2f4f6f", foreground: "#f5f0e1", edge: "#1d3347" },
  surpuissance: { background: "#c9952b", foreground: "#1b1405", edge: "#8a6418" },
  impuissance: { background: "#4b3b5c", foreground: "#e9def5", edge: "#2d2238" },
  expertise: { background: "#2e6b4f", foreground: "#f1fbf5", edge: "#1b4431" },
  explosion: { background: "#b23a1e", foreground: "#fff4e6", edge: "#6e2211" },
  implosion: { background: "#1f1f24", foreground: "#d9d9e0", edge: "#000000" },
};

export function registerDiceSoNice(): void {
  onceModuleHook("diceSoNiceReady", (dice3d: Dice3D) => {
    for (const [role, colors] of Object.entries(COLOURS) as [DieRole, (typeof COLOURS)[DieRole]][]) {
      dice3d.addColorset({
        name: ROLE_COLORSET[role], description: `Altherion — ${localize(ROLE_LABEL[role])}`, category: "Altherion",
        foreground: colors.foreground, background: colors.background, outline: colors.edge, edge: colors.edge,
        texture: "none", material: "plastic",
      }, "default");
    }
  });
}
