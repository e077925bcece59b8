import { clampCombativite } from "./characteristics";
import { withStanding, type StandingModifiers, type TestInput } from "./dice";
import type { ColumnKey, ConstitutionKey, MainCharacteristics, SecondaryScores } from "./types";

/** One round's turns: by initiative (highest first, ties keep input order), then pass k for Combativité ≥ k (R-FIGHT-1). */
export function turnOrder(c: { id: string; initiative: number; combativite: number }[]): string[] {
  const sorted = c.map((x, i) => ({ ...x, i })).sort((a, b) => b.initiative - a.initiative || a.i - b.i);
  const turns: string[] = [];
  for (let pass = 1; pass <= 5; pass++) {
    for (const x of sorted) if (clampCombativite(x.combativite) >= pass) turns.push(x.id);
  }
  return turns;
}

/**
 * R-FIGHT-1 [I] the initiative test: D = 0 (one d10, explosions apply) + Finesse score, as a rollTest
 * input; R-DICE-11 [I] with the actor's power dice and crit ranges (no difficulty, so no Agonie).
 */
export function initiativeInput(finesse: number, standing?: StandingModifiers): TestInput {
  return withStanding({ skill: 0, complexity: 0, characteristic: finesse }, standing, false);
}

export type DefenceId = "blocage" | "esquive" | "parade";

// R-FIGHT-2 [I] each defence costs 1 Finesse point.
export const DEFENCE_FINESSE_COST = 1;

// R-FIGHT-2 the defences: skill(s), base characteristic, and what each does against explosions
// ([I] Blocage is not restricted against explosions by the source: read as usable).
export const DEFENCES = {
  blocage: { skills: ["rigidite"], characteristic: "vigueur", explosion: "usable" },
  esquive: { skills: ["adresse"], characteristic: "agilite", explosion: "mitigate" },
  parade: { skills: ["bagarre", "melee"], characteristic: "agilite", explosion: "unusable" },
} as const;

export interface DefenceContext {
  armour?: number;       // the armour's value (Blocage)
  shield?: boolean;      // a shield lets Force replace Vigueur (Blocage)
  hidden?: boolean;      // a hidden attack (Esquive)
  ranged?: boolean;      // a ranged weapon (Parade)
  explosion?: boolean;   // an explosion (area)
}

/** Where a defence's characteristic comes from: a main characteristic, or the armour's value (Blocage). */
export type DefenceSource = "vigueur" | "force" | "agilite" | "perception" | "armour";

/**
 * The characteristic value a defence uses, where it comes from, and whether it works here (R-FIGHT-2).
 * [I] Blocage takes the best of Vigueur, the armour value and (with a shield) Force.
 */
export function defenceFormula(defence: DefenceId, c: MainCharacteristics, ctx: DefenceContext = {}): {
  skills: readonly string[]; characteristic: number; source: DefenceSource; usable: boolean; mitigateOnly: boolean; finesseCost: number;
} {
  const d = DEFENCES[defence];
  // The candidates, the defence's own characteristic first (it wins a tie): Blocage keeps the best,
  // Esquive against a hidden attack and Parade against a ranged weapon the lowest.
  const own: [DefenceSource, number] = defence === "blocage" ? ["vigueur", c.vigueur] : ["agilite", c.agilite];
  const others: [DefenceSource, number][] = [];
  if (defence === "blocage" && (ctx.armour ?? 0) > 0) others.push(["armour", ctx.armour ?? 0]);
  if (defence === "blocage" && ctx.shield) others.push(["force", c.force]);
  if (defence === "esquive" && ctx.hidden) others.push(["perception", c.perception]);
  if (defence === "parade" && ctx.ranged) others.push(["force", c.force]);
  const best = others.reduce((a, b) => (defence === "blocage" ? (b[1] > a[1] ? b : a) : b[1] < a[1] ? b : a), own);
  const explosion = ctx.explosion ?? false;
  return {
    skills: d.skills,
    characteristic: best[1],
    source: best[0],
    usable: !(explosion && d.explosion === "unusable"),
    mitigateOnly: explosion && d.explosion === "mitigate",
    finesseCost: DEFENCE_FINESSE_COST,
  };
}

// R-FIGHT-3 damage types: the attacker's column that adds to damage and the constitution hit.
export const DAMAGE_TYPES = {
  physique: { column: "corps", constitution: "vitalite" },
  magique: { column: "ame", constitution: "energie" },
  sociale: { column: "esprit", constitution: "confiance" },
} as const satisfies Record<string, { column: ColumnKey; constitution: ConstitutionKey }>;
export type DamageType = keyof typeof DAMAGE_TYPES;

/**
 * R-FIGHT-3 [I] damage of a hit: weapon + attacker's column score when lethal; Annulation cancels all
 * when the attack total is below it; Résistance subtracts; never below 0.
 */
export function attackDamage(input: {
  weapon: number; type: DamageType; attacker: SecondaryScores; lethal?: boolean;
  attackTotal: number; annulation?: number; resistance?: number;
}): { amount: number; constitution: ConstitutionKey; cancelled: boolean } {
  const t = DAMAGE_TYPES[input.type];
  const cancelled = input.annulation !== undefined && input.attackTotal < input.annulation;
  const raw = input.weapon + ((input.lethal ?? true) ? input.attacker[t.column] : 0);
  const amount = cancelled ? 0 : Math.max(0, raw - (input.resistance ?? 0));
  return { amount, constitution: t.constitution, cancelled };
}

/** R-FIGHT-4 [I] reactive confrontation: the winner deals full damage, the loser (if conscious) half, rounded down. */
export function reactiveConfrontation(winnerDamage: number, loserDamage: number, loserConscious: boolean): { winner: number; loser: number } {
  return { winner: winnerDamage, loser: loserConscious ? Math.floor(loserDamage / 2) : 0 };
}

// R-FIGHT-5 grapples (Prises): characteristics by role-play.
export const GRAPPLES = {
  etreinte: { characteristics: ["force", "agilite"], escape: ["force", "agilite"], damageFrom: null },
  "mise-au-sol": { characteristics: ["force", "agilite"], escape: [], damageFrom: "force" },
  projection: { characteristics: ["force", "agilite"], escape: [], damageFrom: "force" },
} as const;

// R-FIGHT-6 Épuisement bounds.
export const EPUISEMENT_MAX = 5;
export const EPUISEMENT_DEATH = 6;

/** Épuisement after gaining points; death at 6 (R-FIGHT-6). */
export function gainEpuisement(epuisement: number, amount = 1): { epuisement: number; death: boolean } {
  const next = Math.min(EPUISEMENT_DEATH, epuisement + amount);
  return { epuisement: next, death: next >= EPUISEMENT_DEATH };
}

/** Épuisement after a full rest of `days` days: −1 once days ≥ Épuisement (R-FIGHT-6). */
export function epuisementAfterRest(epuisement: number, days: number): number {
  return epuisement > 0 && days >= epuisement ? epuisement - 1 : epuisement;
}

/**
 * R-FIGHT-6 one more rest: a day of full rest lengthens the run of consecutive days, any other rest
 * ends it; once the run reaches [Épuisement] days, 1 Épuisement is lost and a new run starts
 * (the next point needs [new Épuisement] days). No Épuisement: no run is kept.
 */
export function epuisementRestDay(epuisement: number, days: number, fullDay: boolean): { epuisement: number; days: number } {
  if (!fullDay || epuisement === 0) return { epuisement, days: 0 };
  const after = epuisementAfterRest(epuisement, days + 1);
  return after < epuisement ? { epuisement: after, days: 0 } : { epuisement, days: days + 1 };
}

/** Travel, run, sprint and combat speeds from Agilité and Vigueur (R-FIGHT-7). */
export function speeds(c: MainCharacteristics): {
  travel: { kmh: number; hours: number }; run: { kmh: number; minutes: number }; sprint: { kmh: number; seconds: number };
  combatMove: number; combatRun: number;
} {
  return {
    travel: { kmh: c.agilite, hours: c.vigueur },
    run: { kmh: 2 * c.agilite, minutes: c.vigueur },
    sprint: { kmh: 3 * c.agilite, seconds: 5 * c.vigueur },
    combatMove: 2 * c.agilite,
    combatRun: 4 * c.agilite,
  };
}
