/**
 * Pure context builder of the group (groupe) sheet and of the Moral panel: members, the Moral as
 * Espoir/Désespoir pips up to the member count (R-MORAL-1), Galvanisé/Tourmenté/Accalmie
 * (R-MORAL-4..6) and which spends and exploits are open. Moral maths comes from src/rules/.
 */
import { gainTakers, isCalm, isGalvanise, isTourmente, personalCap } from "../../rules/index";
import type { MoralKind } from "../../rules/index";
import { stateOf } from "../../moral/state";
import type { GroupMember, GroupeSystem } from "../../moral/state";
import type { ViewerFlags } from "./context-common";
import { CONSTITUTION_KEYS } from "../../rules/index";
import type { ConstitutionKey } from "../../rules/index";
import { constitutionGauge, constitutionHead } from "./personnage-context";
import type { ConstitutionData } from "./personnage-context";

/** A member's health as the group sheet reads it: its prepared constitutions and Agonie; null for a viewer who may not observe it. */
export type MemberHealth = {
  constitutions: Record<ConstitutionKey, Pick<ConstitutionData, "value" | "max" | "scars" | "ephemeral" | "stabilized">>;
  agonie?: number;
} | null;

export interface GroupeInput {
  id: string;
  uuid: string;
  name: string;
  img: string;
  system: GroupeSystem & { biographie?: string };
  /** Resolved from the group's UUID list by the sheet class, each with its health when the viewer may see it. */
  members: (GroupMember & { health?: MemberHealth })[];
  biographieHTML?: string;
  flags: ViewerFlags;
  /** The world lets players add points to the Moral (setting `playersGainMoral`). */
  playersGainMoral?: boolean;
}

/**
 * R-MORAL-1 [I] the gain buttons: offered to the GM, and to players only when the world setting lets
 * them; disabled, with the reason shown, when no point can be gained (no member yet; Galvanisé with
 * every member at their personal cap, R-MORAL-4). A Désespoir gain always lands (R-MORAL-5 Fragilité).
 */
function moralGains(state: ReturnType<typeof stateOf>, count: number, mayGain: boolean) {
  if (!mayGain) return [];
  return (["espoir", "desespoir"] as const satisfies readonly MoralKind[]).map((kind) => {
    const takers = gainTakers(state, kind);
    const reason = count === 0 ? "ALTHERION.Sheet.Moral.GainImpossible.NoMember"
      : kind === "espoir" && takers !== null && takers.length === 0 ? "ALTHERION.Sheet.Moral.GainImpossible.EveryoneFull" : null;
    return { kind, label: `ALTHERION.Sheet.Moral.${kind === "espoir" ? "Espoir" : "Desespoir"}`, reason, disabled: reason !== null };
  });
}

/**
 * R-MORAL-4 / R-MORAL-5 the exploit buttons: disabled, with the reason shown, unless the viewer owns a member and the
 * group is Galvanisé (an Espoir exploit) or Tourmenté (a Désespoir exploit).
 */
function moralExploits(count: number, canAct: boolean, galvanise: boolean, tourmente: boolean) {
  return (["espoir", "desespoir"] as const satisfies readonly MoralKind[]).map((kind) => {
    const espoir = kind === "espoir";
    const reason = count === 0 ? "ALTHERION.Sheet.Moral.GainImpossible.NoMember"
      : !canAct ? "ALTHERION.Sheet.Moral.ExploitImpossible.NotMember"
      : !(espoir ? galvanise : tourmente) ? `ALTHERION.Sheet.Moral.ExploitImpossible.${espoir ? "NotGalvanise" : "NotTourmente"}` : null;
    return {
      kind, reason, disabled: reason !== null,
      label: espoir ? "ALTHERION.Sheet.Moral.ExploitEspoir" : "ALTHERION.Sheet.Moral.ExploitDesespoir",
      help: espoir ? "ALTHERION.Sheet.Moral.ExploitEspoirAide" : "ALTHERION.Sheet.Moral.ExploitDesespoirAide",
      icon: espoir ? "fa-star" : "fa-skull",
    };
  });
}

/** R-MORAL-2 / R-MORAL-3 why a member's spend of the group's Espoir or Désespoir is disabled: none to spend. */
function spendReasons(espoir: number, desespoir: number) {
  return {
    espoir: espoir > 0 ? null : "ALTHERION.Sheet.Moral.SpendImpossible.Espoir",
    desespoir: desespoir > 0 ? null : "ALTHERION.Sheet.Moral.SpendImpossible.Desespoir",
  };
}

/** R-MORAL-1 one pip per member: Espoir fills from the left, Désespoir from the right. */
export function moralPips(espoir: number, desespoir: number, members: number) {
  return Array.from({ length: members }, (_, i) => {
    const kind = i < espoir ? "espoir" : i >= members - desespoir ? "desespoir" : "vide";
    return { n: i + 1, kind, label: `ALTHERION.Sheet.Moral.Pip.${kind === "espoir" ? "Espoir" : kind === "desespoir" ? "Desespoir" : "Vide"}` };
  });
}

/** The Moral summary shared by the group sheet and the Moral panel (with the GM's controls for a GM). */
export function buildMoral(input: Pick<GroupeInput, "system" | "members" | "uuid">, isGM = false, playersGainMoral = false) {
  const state = stateOf(input.system, input.members);
  const count = input.members.length;
  const galvanise = isGalvanise(state); // R-MORAL-4
  const tourmente = isTourmente(state); // R-MORAL-5
  const empty = state.espoir + state.desespoir === 0;
  const canAct = input.members.some((m) => m.owned);
  return {
    espoir: state.espoir, desespoir: state.desespoir, max: count,
    domId: input.uuid.replace(/[^\w-]/g, "-"),
    pips: moralPips(state.espoir, state.desespoir, count),
    galvanise, tourmente, accalmie: empty && count > 0, // R-MORAL-6 (the group side of it)
    full: state.espoir + state.desespoir >= count,
    summary: "ALTHERION.Sheet.Moral.Resume",
    gains: moralGains(state, count, isGM || playersGainMoral),
    canSpendEspoir: canAct && state.espoir > 0,
    canSpendDesespoir: canAct && state.desespoir > 0,
    exploits: moralExploits(count, canAct, galvanise, tourmente),
    spendReasons: spendReasons(state.espoir, state.desespoir),
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

/**
 * R-CON-1 R-CON-6 a member's three constitutions at a glance on the group sheet: value over maximum, scars (hatched, and
 * counted), Péril; none for a viewer who may not observe that member.
 */
export function memberVitals(health: MemberHealth) {
  if (!health) return null;
  return CONSTITUTION_KEYS.map((k) => {
    const g = constitutionGauge(k, health.constitutions[k]);
    return {
      key: g.key, label: g.label, icon: g.icon, value: g.value, max: g.max, scars: g.scars, ephemeral: g.ephemeral, peril: g.peril,
      valuePct: g.valuePct, woundsPct: g.woundsPct, scarsPct: g.scarsPct,
    };
  });
}

export function buildGroupeContext(input: GroupeInput) {
  const moral = buildMoral(input, input.flags.isGM, input.playersGainMoral);
  const calm = new Set(moral.calm);
  return {
    actor: { id: input.id, uuid: input.uuid, name: input.name, img: input.img },
    editable: input.flags.editable,
    isGM: input.flags.isGM,
    moral,
    fatalite: input.system.fatalite,
    // One row per member: its personal points against their cap (R-MORAL-7) and, for the GM, the grant buttons and the
    // Fatalité waiting for its next roll (R-MORAL-8, R-FORT-2) that the Moral panel lists; the sheet's Moral shows no second list.
    members: input.members.map((m) => ({
      ...m, calm: calm.has(m.uuid), canSpend: m.owned, vitals: memberVitals(m.health ?? null),
      agonie: Math.max(0, m.health?.agonie ?? 0), // R-CON-7 every roll's difficulty rises by it: beside the name
      cap: personalCap(m.exaltation),
      canGrant: input.flags.isGM,
      pendingFatalite: input.flags.isGM ? m.fatalite ?? 0 : 0,
    })),
    /** The gauges' column heads, when some member's health shows. */
    vitalHeads: input.members.some((m) => m.health) ? CONSTITUTION_KEYS.map(constitutionHead) : null,
    hasMembers: input.members.length > 0,
    /** Some row shows the spend buttons (a member the viewer owns), so their disabled reasons show under the list. */
    anySpend: input.members.some((m) => m.owned),
    biographie: { enriched: input.biographieHTML ?? "", source: input.system.biographie ?? "" },
  };
}

export type GroupeContext = ReturnType<typeof buildGroupeContext>;
