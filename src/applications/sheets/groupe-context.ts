/**
 * Pure context builder of the group (groupe) sheet and of the Moral panel: members, the Moral as
 * Espoir/Désespoir pips up to the member count (R-MORAL-1), Galvanisé/Tourmenté/Accalmie
 * (R-MORAL-4..6) and which spends and exploits are open. Moral maths comes from src/rules/.
 */
import { isCalm, isGalvanise, isTourmente, personalCap } from "../../rules/index";
import { stateOf } from "../../moral/state";
import type { GroupMember, GroupeSystem } from "../../moral/state";
import type { ViewerFlags } from "./context-common";

export interface GroupeInput {
  id: string;
  uuid: string;
  name: string;
  img: string;
  system: GroupeSystem & { biographie?: string };
  /** Resolved from the group's UUID list by the sheet class. */
  members: GroupMember[];
  biographieHTML?: string;
  flags: ViewerFlags;
}

/** R-MORAL-1 one pip per member: Espoir fills from the left, Désespoir from the right. */
export function moralPips(espoir: number, desespoir: number, members: number) {
  return Array.from({ length: members }, (_, i) => {
    const kind = i < espoir ? "espoir" : i >= members - desespoir ? "desespoir" : "vide";
    return { n: i + 1, kind, label: `ALTHERION.Sheet.Moral.Pip.${kind === "espoir" ? "Espoir" : kind === "desespoir" ? "Desespoir" : "Vide"}` };
  });
}

/** The Moral summary shared by the group sheet and the Moral panel (with the GM's controls for a GM). */
export function buildMoral(input: Pick<GroupeInput, "system" | "members" | "uuid">, isGM = false) {
  const state = stateOf(input.system, input.members);
  const count = input.members.length;
  const galvanise = isGalvanise(state); // R-MORAL-4
  const tourmente = isTourmente(state); // R-MORAL-5
  const empty = state.espoir + state.desespoir === 0;
  const canAct = input.members.some((m) => m.owned);
  return {
    espoir: state.espoir, desespoir: state.desespoir, max: count,
    pips: moralPips(state.espoir, state.desespoir, count),
    galvanise, tourmente, accalmie: empty && count > 0, // R-MORAL-6 (the group side of it)
    full: state.espoir + state.desespoir >= count,
    summary: "ALTHERION.Sheet.Moral.Resume",
    canGain: count > 0,
    canSpendEspoir: canAct && state.espoir > 0,
    canSpendDesespoir: canAct && state.desespoir > 0,
    canExploitEspoir: canAct && galvanise,
    canExploitDesespoir: canAct && tourmente,
    calm: input.members.filter((m) => isCalm(state, m.uuid)).map((m) => m.uuid),
    // R-MORAL-8 personal grants and R-FORT-2 the Fatalité, GM only.
    gm: isGM ? {
      group: input.uuid, fatalite: state.fatalite ?? 0, canSpendFatalite: (state.fatalite ?? 0) > 0 && count > 0,
      members: input.members.map((m) => ({
        uuid: m.uuid, name: m.name, espoir: m.espoir, desespoir: m.desespoir, cap: personalCap(m.exaltation), fatalite: m.fatalite ?? 0,
      })),
    } : null,
  };
}

export function buildGroupeContext(input: GroupeInput) {
  const moral = buildMoral(input, input.flags.isGM);
  const calm = new Set(moral.calm);
  return {
    actor: { id: input.id, uuid: input.uuid, name: input.name, img: input.img },
    editable: input.flags.editable,
    isGM: input.flags.isGM,
    moral,
    fatalite: input.system.fatalite,
    members: input.members.map((m) => ({ ...m, calm: calm.has(m.uuid), canSpend: m.owned })),
    hasMembers: input.members.length > 0,
    biographie: { enriched: input.biographieHTML ?? "", source: input.system.biographie ?? "" },
  };
}

export type GroupeContext = ReturnType<typeof buildGroupeContext>;
