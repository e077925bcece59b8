/**
 * Wires the experience windows into Foundry (called once from the entry's init hook):
 * GM tools in the token controls (Award XP, Ellipse) and the macro API `game.altherion.experience`,
 * which the sheets' Progression tab calls too (`spend`, `log`, `pp`).
 */
import { experienceData, resolveActor, type ActorRef } from "../../experience/register";
import { AwardXpApp } from "./award-xp";
import { EllipseApp } from "./ellipse-tool";
import { PpToolsApp } from "./pp-tools";
import { SpendXpApp } from "./spend-xp";
import { XpLogApp } from "./xp-log";
import { registerGmTools, showWindow } from "../gm-tools";
import { onMomentsChange } from "../../experience/moments";

/** The experience API, for macros and the sheets. */
export const experienceApi = {
  /** GM: the Award XP tool (R-XP-1, R-XP-2). */
  award: () => showWindow(() => new AwardXpApp()),
  /** GM: the Ellipse tool (R-XP-6). */
  ellipse: () => showWindow(() => new EllipseApp()),
  /** The Spend XP dialog of a character (R-XP-3..5). */
  spend: (ref: ActorRef) => { const a = resolveActor(ref); return a ? SpendXpApp.open(a) : null; },
  /** The XP log of a character (R-XP-7). */
  log: (ref: ActorRef) => { const a = resolveActor(ref); return a ? XpLogApp.open(a) : null; },
  /** Progression-par-achat tools of a character (R-PP). */
  pp: (ref: ActorRef) => { const a = resolveActor(ref); return a ? PpToolsApp.open(a) : null; },
  ...experienceData,
};

export function registerExperienceTools(): void {
  registerGmTools([
    { name: "altherionAwardXp", title: "ALTHERION.XP.Award.Title", icon: "fa-solid fa-award", order: 90, onClick: () => void experienceApi.award() },
    { name: "altherionEllipse", title: "ALTHERION.XP.Ellipse.Title", icon: "fa-solid fa-hourglass-half", order: 91, onClick: () => void experienceApi.ellipse() },
  ]);

  // R-XP-3 a moment opened or closed by the GM shows at once in the open Spend XP windows.
  onMomentsChange(() => {
    for (const app of foundry.applications.instances.values()) if (app instanceof SpendXpApp) void app.render();
  });

  Hooks.once("ready", () => {
    const g = game as unknown as { altherion?: Record<string, unknown> };
    g.altherion = { ...(g.altherion ?? {}), experience: experienceApi };
  });
}
