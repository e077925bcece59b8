/**
 * R-FIGHT-7 speeds as the sheets show them and the token ruler reads them: the derived
 * `system.vitesses` (rules/combat.ts `speeds`, from the effective Agilité and Vigueur). Pure.
 */
import type { speeds } from "../rules/index";

export type Speeds = ReturnType<typeof speeds>;

export interface SpeedRow {
  /** i18n key, formatted with `data`. */
  label: string;
  data: Record<string, number>;
}

/** The sheet's speed lines (travel, run, sprint, combat move and run), or none without derived speeds. */
export function speedsView(v: Speeds | undefined | null): SpeedRow[] {
  if (!v) return [];
  return [
    { label: "ALTHERION.Combat.Speed.CombatMove", data: { m: v.combatMove } },
    { label: "ALTHERION.Combat.Speed.CombatRun", data: { m: v.combatRun } },
    { label: "ALTHERION.Combat.Speed.Travel", data: { kmh: v.travel.kmh, hours: v.travel.hours } },
    { label: "ALTHERION.Combat.Speed.Run", data: { kmh: v.run.kmh, minutes: v.run.minutes } },
    { label: "ALTHERION.Combat.Speed.Sprint", data: { kmh: v.sprint.kmh, seconds: v.sprint.seconds } },
  ];
}

/** R-FIGHT-7 the ruler's bands for a token's actor: combat move, then combat run (metres per round); null without speeds. */
export function rulerBands(system: unknown): { move: number; run: number } | null {
  const v = (typeof system === "object" && system !== null ? (system as { vitesses?: Partial<Speeds> }).vitesses : undefined) ?? null;
  if (!v || typeof v.combatMove !== "number" || typeof v.combatRun !== "number") return null;
  return { move: Math.max(0, v.combatMove), run: Math.max(0, v.combatRun) };
}

export type RulerBand = "move" | "run" | "beyond";

/** R-FIGHT-7 the band of a distance moved this round: within the combat move, within the combat run, or beyond. */
export function rulerBand(distance: number, bands: { move: number; run: number }): RulerBand {
  if (distance <= bands.move) return "move";
  return distance <= bands.run ? "run" : "beyond";
}
