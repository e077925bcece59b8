/**
 * R-FIGHT-4 reactive confrontation: the target of an attack answers with an attack of its own;
 * neither defends; the higher total wins. Pure record and card view model; no Foundry globals.
 */
import { attackDamage, resolveConfrontation, type ConfrontationResolution, type DamageType, type SecondaryScores, type TestResult } from "../rules/index";
import { CONSTITUTION_LABEL } from "./turn-events";

export interface ConfrontationSide {
  actorUuid: string;
  name: string;
  total: number;
  /** This side's roll was a critical success (R-CON-3: its non-lethal blow on a creature in Agonie takes every Résilience point); absent on old cards. */
  critSuccess?: boolean;
  /** Damage this side's blow deals to the other (R-FIGHT-3, after the other's Annulation/Résistance). */
  damage: number;
  constitution: "vitalite" | "energie" | "confiance";
  damageType: DamageType;
  lethal: boolean;
  conscious: boolean;
}

export interface ConfrontationRecord {
  attackMessageId: string;
  initiator: ConfrontationSide;
  responder: ConfrontationSide;
  resolution: ConfrontationResolution;
  /** Damage applied, by receiving side. */
  applied: { initiator: boolean; responder: boolean };
}

/** R-FIGHT-3 one side's blow on the other. */
export function blowOn(attack: { damage: number; type: DamageType; lethal: boolean; attackerScores: SecondaryScores }, result: TestResult, defences: { annulation: number; resistance: number }) {
  return attackDamage({
    weapon: attack.damage, type: attack.type, attacker: attack.attackerScores, lethal: attack.lethal,
    attackTotal: result.total, annulation: defences.annulation || undefined, resistance: defences.resistance,
  });
}

export function confrontationRecord(attackMessageId: string, initiator: ConfrontationSide, responder: ConfrontationSide): ConfrontationRecord {
  const resolution = resolveConfrontation({
    initiatorTotal: initiator.total, responderTotal: responder.total, initiatorDamage: initiator.damage, responderDamage: responder.damage,
    initiatorConscious: initiator.conscious, responderConscious: responder.conscious,
  });
  return { attackMessageId, initiator, responder, resolution, applied: { initiator: false, responder: false } };
}

export interface ConfrontationCardView {
  kind: "confrontation";
  winnerName: string;
  sides: {
    role: "initiator" | "responder";
    name: string;
    total: number;
    winner: boolean;
    /** Damage this side takes. */
    takes: number;
    constitution: string;
    applied: boolean;
    button: { action: "applyConfrontationDamage"; label: string; icon: string; target: string; side: "initiator" | "responder"; owners: string[] } | null;
  }[];
}

export function confrontationCardView(r: ConfrontationRecord): ConfrontationCardView {
  const side = (role: "initiator" | "responder") => {
    const me = r[role];
    const other = role === "initiator" ? r.responder : r.initiator;
    const takes = role === "initiator" ? r.resolution.toInitiator : r.resolution.toResponder;
    return {
      role, name: me.name, total: me.total, winner: r.resolution.winner === role, takes,
      constitution: CONSTITUTION_LABEL[other.constitution], applied: r.applied[role],
      button: takes > 0 && !r.applied[role]
        ? { action: "applyConfrontationDamage" as const, label: "ALTHERION.Combat.Button.ApplyDamage", icon: "fa-solid fa-heart-crack", target: me.actorUuid, side: role, owners: [me.actorUuid, other.actorUuid] }
        : null,
    };
  };
  return { kind: "confrontation", winnerName: r[r.resolution.winner].name, sides: [side("initiator"), side("responder")] };
}
