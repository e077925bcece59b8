/**
 * R-FIGHT-4 reactive confrontation: the target of an attack answers with an attack of its own;
 * neither defends; the higher total wins. Pure record, its recomputation from two rolls, and the
 * card view model; no Foundry globals (the flow is confrontation-flow.ts).
 */
import { attackDamage, resolveConfrontation, type ConfrontationResolution, type DamageType, type SecondaryScores, type TestResult } from "../rules/index";
import { CONSTITUTION_LABEL } from "./turn-events";

export interface ConfrontationSide {
  actorUuid: string;
  name: string;
  total: number;
  /** R-CON-7 this side's Agonie, which raises what its total has to beat (absent on old cards). */
  agonie?: number;
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
  /** The responder's answer: its attack roll's message (absent on old cards, which the GM no longer applies). */
  answerMessageId?: string;
  initiator: ConfrontationSide;
  responder: ConfrontationSide;
  resolution: ConfrontationResolution;
  /** Damage applied, by receiving side (written by whoever applied it; the GM's ledger decides). */
  applied: { initiator: boolean; responder: boolean };
}

export type ConfrontationRole = "initiator" | "responder";

/** R-FIGHT-3 one side's blow on the other. */
export function blowOn(attack: { damage: number; type: DamageType; lethal: boolean; attackerScores: SecondaryScores }, result: TestResult, defences: { annulation: number; resistance: number }) {
  return attackDamage({
    weapon: attack.damage, type: attack.type, attacker: attack.attackerScores, lethal: attack.lethal,
    attackTotal: result.total, annulation: defences.annulation || undefined, resistance: defences.resistance,
  });
}

/** What one side brings: its roll (result and attack as read from its card), and what the other side's defences and consciousness are. */
export interface SideFacts {
  actorUuid: string;
  name: string;
  result: TestResult;
  /** R-CON-7 the roller's Agonie (its roll input's). */
  agonie: number;
  attack: { damage: number; type: DamageType; lethal: boolean; attackerScores: SecondaryScores };
  /** The other side's Annulation and Résistance (its armour). */
  otherDefences: { annulation: number; resistance: number };
  conscious: boolean;
}

/** R-FIGHT-4 one side of a confrontation from its roll. */
export function confrontationSide(f: SideFacts): ConfrontationSide {
  const blow = blowOn(f.attack, f.result, f.otherDefences);
  return {
    actorUuid: f.actorUuid, name: f.name, total: f.result.total, agonie: f.agonie, critSuccess: f.result.critSuccess, damage: blow.amount,
    constitution: blow.constitution, damageType: f.attack.type, lethal: f.attack.lethal, conscious: f.conscious,
  };
}

export function confrontationRecord(attackMessageId: string, answerMessageId: string, initiator: ConfrontationSide, responder: ConfrontationSide): ConfrontationRecord {
  const resolution = resolveConfrontation({
    initiatorTotal: initiator.total, responderTotal: responder.total, initiatorDamage: initiator.damage, responderDamage: responder.damage,
    initiatorConscious: initiator.conscious, responderConscious: responder.conscious,
    initiatorAgonie: initiator.agonie, responderAgonie: responder.agonie,
  });
  return { attackMessageId, answerMessageId, initiator, responder, resolution, applied: { initiator: false, responder: false } };
}

const SIDE_FACTS = ["actorUuid", "total", "critSuccess", "damage", "constitution", "damageType", "lethal"] as const;

/**
 * Does a card's record say what the rules give from its two rolls and its actors? Its messages,
 * actors, totals, criticals and blows must be the recomputed ones; names, consciousness and the
 * resolution are not compared (the GM shows and applies its own).
 */
export function sameConfrontation(stored: ConfrontationRecord, recomputed: ConfrontationRecord): boolean {
  const sides = (["initiator", "responder"] as const).every((role) =>
    SIDE_FACTS.every((key) => (stored[role][key] ?? false) === (recomputed[role][key] ?? false)));
  return sides && stored.attackMessageId === recomputed.attackMessageId && stored.answerMessageId === recomputed.answerMessageId;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Reads a record from message flags: null unless its ids and both sides are there (a card is a player's message: anything may be in it). */
export function readConfrontationRecord(flags: unknown): ConfrontationRecord | null {
  const r = isObj(flags) && isObj(flags.altherion) ? flags.altherion.confrontation : null;
  if (!isObj(r) || typeof r.attackMessageId !== "string" || !isObj(r.initiator) || !isObj(r.responder) || !isObj(r.resolution)) return null;
  if (typeof r.initiator.actorUuid !== "string" || typeof r.responder.actorUuid !== "string") return null;
  const record = r as unknown as ConfrontationRecord;
  return { ...record, applied: { initiator: isObj(r.applied) && r.applied.initiator === true, responder: isObj(r.applied) && r.applied.responder === true } };
}

export interface ConfrontationCardView {
  kind: "confrontation";
  winnerName: string;
  sides: {
    role: ConfrontationRole;
    name: string;
    total: number;
    /** R-CON-7 this side's Agonie (0: not shown). */
    agonie: number;
    winner: boolean;
    /** Damage this side takes. */
    takes: number;
    constitution: string;
    applied: boolean;
    button: { action: "applyConfrontationDamage"; label: string; icon: string; target: string; side: ConfrontationRole; owners: string[] } | null;
  }[];
}

/** Damage the side `role` takes. */
export const takenBy = (r: ConfrontationRecord, role: ConfrontationRole): number => (role === "initiator" ? r.resolution.toInitiator : r.resolution.toResponder);

export function confrontationCardView(r: ConfrontationRecord): ConfrontationCardView {
  const side = (role: ConfrontationRole) => {
    const me = r[role];
    const other = role === "initiator" ? r.responder : r.initiator;
    const takes = takenBy(r, role);
    return {
      role, name: me.name, total: me.total, agonie: me.agonie ?? 0, winner: r.resolution.winner === role, takes,
      constitution: CONSTITUTION_LABEL[other.constitution], applied: r.applied[role],
      button: takes > 0 && !r.applied[role]
        ? { action: "applyConfrontationDamage" as const, label: "ALTHERION.Combat.Button.ApplyDamage", icon: "fa-solid fa-heart-crack", target: me.actorUuid, side: role, owners: [me.actorUuid, other.actorUuid] }
        : null,
    };
  };
  return { kind: "confrontation", winnerName: r[r.resolution.winner].name, sides: [side("initiator"), side("responder")] };
}
