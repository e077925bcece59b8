/**
 * The constitution controls of the personnage and NPC sheets, through the actor's planners (so the
 * status icons follow): R-CON-6 « Stabiliser » on a constitution in Péril; R-CRIT-5 / R-FIGHT-6 the
 * Fragilité and Épuisement pips (6 = death).
 */
import { CONSTITUTION_KEYS, type ConstitutionKey } from "../../rules/index";
import type { AltherionActor } from "../../documents/actor";

const isConstitutionKey = (v: unknown): v is ConstitutionKey => (CONSTITUTION_KEYS as readonly unknown[]).includes(v);

/** R-CON-6 the sheets' `stabilize` action: the constitution is stabilised and its Péril icon goes. */
export async function onStabilizeAction(this: { actor: Actor.Implementation }, _event: Event, target: HTMLElement): Promise<void> {
  const key = target.dataset.constitution;
  if (isConstitutionKey(key)) await (this.actor as AltherionActor).stabilize(key);
}

/** R-CRIT-5 / R-FIGHT-6 the sheets' `setTrack` action: a pip sets Fragilité or Épuisement through the planners, so 6 marks the creature dead. */
export async function onSetTrackAction(this: { actor: Actor.Implementation }, _event: Event, target: HTMLElement): Promise<void> {
  const track = target.dataset.field === "system.fragilite" ? "fragilite" : target.dataset.field === "system.epuisement" ? "epuisement" : null;
  if (track) await (this.actor as AltherionActor).setTrack(track, Number(target.dataset.value));
}
