/**
 * The aggravation flow of a critical (R-CRIT-1..5), as pure planners: who the victims are, what
 * "spend N Résilience" costs and changes, and what "suffer" does with a d10 on the Fragilité table.
 * The tables exist once, in rules/; these functions only read them. No Foundry globals.
 */
import { aggravationRow, aggravationTable, hasRiposte, isFragiliteDeath, resiliencePriceToAvoid } from "../rules/index";
import type { RollState } from "../dice/roll-data";

export interface Victim {
  actorUuid: string;
  name: string;
  /** Why: the attacker's critical success against it, or its own critical failure. */
  cause: "critSuccess" | "critFailure";
}

/**
 * What a defence against this card's attack did, as the GM took it into account (a row of the attack card's state):
 * deleting the defence card later changes none of it.
 */
export interface DefenceRow {
  /** The defender's actor uuid. */
  target: string;
  /** R-CRIT-1 the defence avoided the blow, and with it the attacker's critical. */
  avoided: boolean;
  /** R-CRIT-1 (rev 2) the defender critically failed its own defence roll (never in PvP, R-DICE-10). */
  critFailure: boolean;
  /** R-FIGHT-2 R-FIGHT-3 the blow's damage left after the defence (absent on rows written before it was kept). */
  damage?: number;
  /** The defence card the GM took into account (absent on rows written before it was kept). */
  card?: string;
}

/** R-FIGHT-4 a reactive confrontation's answer the GM took into account for one target (a row of the attack card's state). */
export interface AnswerRow {
  /** The responder's actor uuid. */
  target: string;
  /** The responder's answer roll (its message id). */
  answer: string;
}

/** R-FIGHT-4 the answer `actorUuid` confronted this attack with, as the GM took it into account; null when none. */
export const answerOf = (answers: readonly AnswerRow[] | undefined, actorUuid: string): AnswerRow | null => answers?.find((a) => a.target === actorUuid) ?? null;

/**
 * R-FIGHT-2 [I] a target defends once against one attack: its first defence card decides the blow
 * (a second roll would let it retry, one Finesse point each, until a defence succeeds).
 */
export const hasDefended = (defences: readonly DefenceRow[], actorUuid: string): boolean => defences.some((d) => d.target === actorUuid);

/** R-FIGHT-3 the attack's blow was already applied to this target (its damage row on the attack card). */
export const blowApplied = (damage: readonly { target: string }[], actorUuid: string): boolean => damage.some((d) => d.target === actorUuid);

/**
 * R-FIGHT-2 R-FIGHT-3 R-FIGHT-4 a target may still answer an attack (defend or confront): it has not defended, nor
 * confronted it (its answer kept even once deleted), and the blow has not been applied to it — a blow taken is taken,
 * and no Finesse is spent after it.
 */
export const mayStillAnswer = (card: { defences: readonly DefenceRow[]; damage: readonly { target: string }[]; answers?: readonly AnswerRow[] }, actorUuid: string): boolean =>
  !hasDefended(card.defences, actorUuid) && !answerOf(card.answers, actorUuid) && !blowApplied(card.damage, actorUuid);

/**
 * R-CRIT-1 victims of a roll's critical: the targets of a critical success, except those whose
 * defence avoided the blow; the roller on its own critical failure; (rev 2) a defender that
 * critically failed its defence roll against this attack (a PvP defender has no critical,
 * R-DICE-10). A defence roll's own card names no victim: its defender is named on the attack's card.
 */
export function aggravationVictims(state: RollState, defences: readonly DefenceRow[] = []): Victim[] {
  const r = state.result;
  if (!r || state.context.defense) return [];
  const victims: Victim[] = [];
  if (r.critSuccess) {
    const avoided = new Set(defences.filter((d) => d.avoided).map((d) => d.target));
    for (const t of state.context.targets) if (!avoided.has(t.actorUuid)) victims.push({ actorUuid: t.actorUuid, name: t.name, cause: "critSuccess" });
  } else if (r.critFailure && state.context.actorUuid) {
    victims.push({ actorUuid: state.context.actorUuid, name: state.context.actorName, cause: "critFailure" });
  }
  for (const d of defences) {
    const t = state.context.targets.find((x) => x.actorUuid === d.target);
    if (d.critFailure && t && !victims.some((v) => v.actorUuid === t.actorUuid)) victims.push({ actorUuid: t.actorUuid, name: t.name, cause: "critFailure" });
  }
  return victims;
}

/** R-CRIT-4 a defence card whose roll is a critical success shows the riposte it opens (`hasRiposte`). */
export function hasRiposteNotice(state: RollState): boolean {
  return Boolean(state.context.defense) && hasRiposte(state.result?.critSuccess === true);
}

/** What the victim has, read from its prepared data. */
export interface VictimData {
  aggravation: number;
  fragilite: number;
  agonie: number;
  resilience: number;
}

/** A change to apply to the victim; the executor turns it into document updates / status effects. */
export interface AggravationOutcome {
  choice: "avoid" | "suffer";
  /** R-CRIT-1 the new Aggravation level. */
  aggravation: number;
  /** Résilience points spent (avoid). */
  resilienceSpent: number;
  d10: number | null;
  effectId: string | null;
  /** Increases the effect causes. */
  fragilite: number;
  agonie: number;
  /** Lasting injury status (R-STATE-7), null when none. */
  condition: string | null;
  /** Death: a Fragilité 5 result, or Fragilité reaching 6 (R-CRIT-5). */
  death: boolean;
  /** The Fragilité table that was read (the victim's Fragilité before the effect). */
  table: number;
  /** Plain `system.*` update of the victim. */
  update: Record<string, number>;
}

/** Price of avoiding the effect: as many Résilience points as the new Aggravation level (R-CRIT-2). */
export function avoidPrice(v: VictimData): number {
  return resiliencePriceToAvoid(v.aggravation + 1);
}

export function canAvoid(v: VictimData): boolean {
  return v.resilience >= avoidPrice(v);
}

/** R-CRIT-1, R-CRIT-2 "spend N Résilience": +1 Aggravation, −N Résilience points, no effect. */
export function planAvoid(v: VictimData): AggravationOutcome | { error: string } {
  const price = avoidPrice(v);
  if (v.resilience < price) return { error: "ALTHERION.Aggravation.NotEnoughResilience" };
  const aggravation = v.aggravation + 1;
  return {
    choice: "avoid", aggravation, resilienceSpent: price, d10: null, effectId: null, fragilite: 0, agonie: 0,
    condition: null, death: false, table: v.fragilite,
    update: { "system.aggravation": aggravation, "system.points.resilience.value": v.resilience - price },
  };
}

/** R-CRIT-1, R-CRIT-2, R-CRIT-5 "suffer": +1 Aggravation, the d10 on the table of its Fragilité. */
export function planSuffer(v: VictimData, d10: number): AggravationOutcome {
  const aggravation = v.aggravation + 1;
  const table = aggravationTable(v.fragilite);
  const row = aggravationRow(table, d10);
  const fragilite = v.fragilite + row.fragilite;
  const agonie = v.agonie + row.agonie;
  const update: Record<string, number> = { "system.aggravation": aggravation };
  if (row.fragilite) update["system.fragilite"] = fragilite;
  if (row.agonie) update["system.agonie"] = agonie;
  return {
    choice: "suffer", aggravation, resilienceSpent: 0, d10, effectId: row.id, fragilite: row.fragilite, agonie: row.agonie,
    condition: row.condition, death: row.death || isFragiliteDeath(fragilite), table, update,
  };
}

/** i18n key of an effect id ("perte-d-equilibre" → ALTHERION.Aggravation.Effect.PerteDEquilibre). */
export function effectLabel(id: string): string {
  return `ALTHERION.Aggravation.Effect.${id.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("")}`;
}
