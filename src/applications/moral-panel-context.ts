/**
 * Pure context builder of the Moral panel shown to every user: which group to show and its
 * Moral summary (the same one the group sheet shows). No Foundry globals.
 */
import { buildMoral } from "./sheets/groupe-context";
import type { GroupeInput } from "./sheets/groupe-context";

export type MoralPanelGroup = Pick<GroupeInput, "system" | "members" | "name" | "uuid">;

/** Picks the group to show: the first one with a member the user owns, else the first one. */
/** The Moral panel is worth opening for a user who can see at least one group (R-MORAL-1). */
export function panelWanted(actors: Iterable<{ type: string }>, sees: (actor: { type: string }) => boolean): boolean {
  for (const actor of actors) if (actor.type === "groupe" && sees(actor)) return true;
  return false;
}

export function pickGroup<T extends { members: { owned: boolean }[] }>(groups: readonly T[]): T | null {
  return groups.find((g) => g.members.some((m) => m.owned)) ?? groups[0] ?? null;
}

export function buildMoralPanelContext(group: MoralPanelGroup | null, isGM = false, playersGainMoral = false) {
  if (!group) return { hasGroup: false, name: "", uuid: "", moral: null };
  return { hasGroup: true, name: group.name, uuid: group.uuid, moral: buildMoral(group, isGM, playersGainMoral) };
}

export type MoralPanelContext = ReturnType<typeof buildMoralPanelContext>;
