/**
 * Wires experience into Foundry (called once from the entry's init hook):
 * - R-XP-7: each test roll's chat message records what the character used (active GM only; each fight card's
 *   oppositions are recorded by gm/opposition.ts);
 * - `experienceData`: the part of the macro API `game.altherion.experience` that opens no
 *   window (arcs, usage, XP log). The GM tools and the windows are wired by
 *   applications/experience/register.ts, so this layer never imports applications/.
 */
import { dispatchUsage, readFullXpLog, readUsage, recordRollUsage } from "./store";
import type { ExperienceActor } from "./store";
import type { UsageEvent } from "./usage";
import { closeMoments, openMomentList, registerMoments } from "./moments";

export type ActorRef = Actor.Implementation | string;

/** An actor given by document, id or name. */
export function resolveActor(ref: ActorRef): Actor.Implementation | null {
  const actor = typeof ref === "string" ? game.actors?.get(ref) ?? game.actors?.getName(ref) : ref;
  return (actor as Actor.Implementation | undefined) ?? null;
}

const personnages = () => (game.actors?.contents ?? []).filter((a) => a.type === "personnage") as unknown as Actor.Implementation[];

/** The experience API's data functions (no window). */
export const experienceData = {
  /** GM: start a new arc (or act) in the usage record of the given characters, or of every personnage. */
  newArc: async (refs?: ActorRef[], act = false) => {
    const event: UsageEvent = { type: act ? "new-act" : "new-arc" };
    for (const a of (refs?.map(resolveActor) ?? personnages())) if (a) await dispatchUsage(a as unknown as ExperienceActor, event);
  },
  usage: (ref: ActorRef) => { const a = resolveActor(ref); return a ? readUsage(a as unknown as ExperienceActor) : null; },
  /** R-XP-3 the spending moments the GM opened (Entraînement, Réception), and closing them (all, or these characters'). */
  openMoments: () => openMomentList(),
  closeMoments: async (refs?: ActorRef[]) => closeMoments(refs?.map(resolveActor).filter((a): a is Actor.Implementation => a !== null).map((a) => a.uuid)),
  xpLog: (ref: ActorRef) => { const a = resolveActor(ref); return a ? readFullXpLog(a as unknown as ExperienceActor) : []; },
};

export function registerExperience(): void {
  registerMoments(); // R-XP-3
  Hooks.on("createChatMessage", (message) => { void recordRollUsage(message as unknown as { id: string | null; rolls?: { options?: unknown }[] }); });
}
