/**
 * The group Moral as the sheet, the panel and the reducer see it (ARCHITECTURE.md §6): a group's
 * resolved members and its MoralState. Pure: no Foundry globals.
 */
import type { MoralState } from "../rules/index";

/** A member of a group, resolved from the group's uuid list. */
export interface GroupMember {
  uuid: string;
  id: string;
  name: string;
  img: string;
  exaltation: number;
  espoir: number;
  desespoir: number;
  fortune?: number;
  /** The viewing user owns this member and may act for it. */
  owned: boolean;
  apaisement?: boolean;
  /** R-FORT-2 Fatalité malus waiting for this member's next roll. */
  fatalite?: number;
}

/** What a groupe actor's system holds of the Moral. */
export interface GroupeSystem { membres: string[]; moral: { espoir: number; desespoir: number }; fatalite: number }

/** The group's Moral as the reducer sees it, personal points, Fortune and Apaisement included. */
export function stateOf(system: GroupeSystem, members: readonly GroupMember[]): MoralState {
  return {
    espoir: system.moral.espoir, desespoir: system.moral.desespoir, fatalite: system.fatalite,
    members: members.map((m) => ({ id: m.uuid, exaltation: m.exaltation, espoir: m.espoir, desespoir: m.desespoir, fortune: m.fortune, apaisement: m.apaisement, fatalite: m.fatalite })),
  };
}
