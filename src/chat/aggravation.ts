/**
 * The aggravation flow of a critical (R-CRIT-1..5), as pure planners: who the victims are, what
 * "spend N Résilience" costs and changes, and what "suffer" does with a d10 on the Fragilité table.
 * The tables exist once, in rules/; these functions only read them. No Foundry globals.
 */
import { aggravationRow, aggravationTable, isFragiliteDeath, resiliencePriceToAvoid } from "../rules/index";
import type { RollState } from "../dice/roll-data";

export interface Victim {
  actorUuid: string;
  name: string;
  /** Why: the attacker's critical success against it, or its own critical failure. */
  cause: "critSuccess" | "critFailure";
}

/**
 * R-CRIT-1 victims of a roll's critical: the targets of a critical success, the roller on its own
 * critical failure. R-DICE-10 a defender is immune to its own criticals (a critical success of a
 * defender is a riposte, R-CRIT-4, not an aggravation).
 */
export function aggravationVictims(state: RollState): Victim[] {
  const r = state.result;
  if (!r || state.context.defense) return [];
  if (r.critSuccess) return state.context.targets.map((t) => ({ actorUuid: t.actorUuid, name: t.name, cause: "critSuccess" as const }));
  if (r.critFailure && state.context.actorUuid) {
    return [{ actorUuid: state.context.actorUuid, name: state.context.actorName, cause: "critFailure" }];
  }
  return [];
}

/** R-CRIT-4 a defender's critical success opens a riposte. */
export function hasRiposteNotice(state: RollState): boolean {
  return Boolean(state.result?.critSuccess && state.context.defense);
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
