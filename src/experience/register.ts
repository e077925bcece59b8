/**
 * Wires experience into Foundry (called once from the entry's init hook):
 * - R-XP-7: each test roll's chat message records what the character used (active GM only);
 * - GM tools in the token controls (Award XP, Ellipse) and a macro API `game.altherion.experience`;
 * - sheets call the same API (`spend`, `log`, `pp`) from their Progression tab.
 */
import type { AltherionActor } from "../documents/actor";
import { AwardXpApp } from "../applications/experience/award-xp";
import { EllipseApp } from "../applications/experience/ellipse-tool";
import { PpToolsApp } from "../applications/experience/pp-tools";
import { SpendXpApp } from "../applications/experience/spend-xp";
import { XpLogApp } from "../applications/experience/xp-log";
import { dispatchUsage, readFullXpLog, readUsage, recordRollUsage } from "./store";
import type { ExperienceActor } from "./store";
import type { UsageEvent } from "./usage";

type ActorRef = AltherionActor | string;

function resolve(ref: ActorRef): AltherionActor | null {
  const actor = typeof ref === "string" ? game.actors?.get(ref) ?? game.actors?.getName(ref) : ref;
  return (actor as AltherionActor | undefined) ?? null;
}

const personnages = () => (game.actors?.contents ?? []).filter((a) => a.type === "personnage") as unknown as AltherionActor[];

/** The experience API, for macros and the sheets. */
export const experienceApi = {
  /** GM: the Award XP tool (R-XP-1, R-XP-2). */
  award: () => new AwardXpApp().render({ force: true }),
  /** GM: the Ellipse tool (R-XP-6). */
  ellipse: () => new EllipseApp().render({ force: true }),
  /** The Spend XP dialog of a character (R-XP-3..5). */
  spend: (ref: ActorRef) => { const a = resolve(ref); return a ? SpendXpApp.open(a) : null; },
  /** The XP log of a character (R-XP-7). */
  log: (ref: ActorRef) => { const a = resolve(ref); return a ? XpLogApp.open(a) : null; },
  /** Progression-par-achat tools of a character (R-PP). */
  pp: (ref: ActorRef) => { const a = resolve(ref); return a ? PpToolsApp.open(a) : null; },
  /** GM: start a new arc (or act) in the usage record of the given characters, or of every personnage. */
  newArc: async (refs?: ActorRef[], act = false) => {
    const event: UsageEvent = { type: act ? "new-act" : "new-arc" };
    for (const a of (refs?.map(resolve) ?? personnages())) if (a) await dispatchUsage(a as unknown as ExperienceActor, event);
  },
  usage: (ref: ActorRef) => { const a = resolve(ref); return a ? readUsage(a as unknown as ExperienceActor) : null; },
  xpLog: (ref: ActorRef) => { const a = resolve(ref); return a ? readFullXpLog(a as unknown as ExperienceActor) : []; },
};

export function registerExperience(): void {
  Hooks.on("createChatMessage", (message) => { void recordRollUsage(message as unknown as { rolls?: { options?: unknown }[] }); });

  Hooks.on("getSceneControlButtons", (controls) => {
    const tokens = controls.tokens;
    if (!tokens?.tools || !game.user?.isGM) return;
    tokens.tools.altherionAwardXp = {
      name: "altherionAwardXp", title: "ALTHERION.XP.Award.Title", icon: "fa-solid fa-award", order: 90, button: true, visible: true,
      onChange: () => { void experienceApi.award(); },
    };
    tokens.tools.altherionEllipse = {
      name: "altherionEllipse", title: "ALTHERION.XP.Ellipse.Title", icon: "fa-solid fa-hourglass-half", order: 91, button: true, visible: true,
      onChange: () => { void experienceApi.ellipse(); },
    };
  });

  Hooks.once("ready", () => {
    const g = game as unknown as { altherion?: Record<string, unknown> };
    g.altherion = { ...(g.altherion ?? {}), experience: experienceApi };
  });
}
