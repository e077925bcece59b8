import { COMBATIVITE_MAX } from "./characteristics";

// R-XP-1..7 experience awards, costs, training times and ellipses.

export interface ArcAward {
  danger: 1 | 2 | 3 | 4 | 5;
  balance: { allActive: boolean; noMonopoly: boolean; balanced: boolean; coordinated: boolean; suggestions: boolean };
  ingenuity: { finished: boolean; wantedOutcome: boolean; goodIdea: boolean; deductions: boolean; otherChallenge: boolean };
  bonus: { participated: boolean; fun: boolean; roleplay: boolean; curious: boolean };
  ending: { kind: "none" | "chapter" | "act"; objectives: boolean; hard: boolean; satisfying: boolean };
  duration: "hours" | "days" | "weeks" | "months" | "years";
  optionalObjectives: number;
}

// R-XP-1 [I] the arc's time in game multiplies the five lines.
export const DURATION_MULTIPLIER = { hours: 1, days: 2, weeks: 3, months: 4, years: 5 } as const;
// R-XP-1 the ending line's base.
export const ENDING_POINTS = { none: 0, chapter: 1, act: 2 } as const;
// R-XP-1 [I] taking part is worth 2; not taking part 0 (the other bonus +1s still count).
export const PARTICIPATION_POINTS = 2;

const count = (...flags: boolean[]) => flags.filter(Boolean).length;

export interface ArcAwardBreakdown {
  danger: number; balance: number; ingenuity: number; bonus: number; ending: number;
  sum: number; multiplier: number; optional: number; total: number;
}

/** R-XP-1 the award line by line, as the GM's checklist shows it; `total` is the arc's XP. */
export function arcAwardBreakdown(award: ArcAward): ArcAwardBreakdown {
  if (!Number.isInteger(award.danger) || award.danger < 1 || award.danger > 5) throw new RangeError(`danger must be 1..5, got ${award.danger}`);
  if (!Number.isInteger(award.optionalObjectives) || award.optionalObjectives < 0) {
    throw new RangeError(`optionalObjectives must be a non-negative integer, got ${award.optionalObjectives}`);
  }
  const b = award.balance;
  const balance = count(b.allActive, b.noMonopoly, b.noMonopoly && b.balanced, b.coordinated, b.suggestions);
  const i = award.ingenuity;
  const ingenuity = count(i.finished, i.wantedOutcome, i.goodIdea, i.deductions, i.otherChallenge);
  const p = award.bonus;
  const bonus = (p.participated ? PARTICIPATION_POINTS : 0) + count(p.fun, p.roleplay, p.curious);
  const e = award.ending;
  const ending = e.kind === "none" ? 0 : ENDING_POINTS[e.kind] + count(e.objectives, e.hard, e.satisfying);
  const sum = award.danger + balance + ingenuity + bonus + ending;
  const multiplier = DURATION_MULTIPLIER[award.duration];
  return {
    danger: award.danger, balance, ingenuity, bonus, ending, sum,
    multiplier, optional: award.optionalObjectives, total: sum * multiplier + award.optionalObjectives,
  };
}

/** XP of an arc = (danger + balance + ingenuity + bonus + ending) × time + optional objectives (R-XP-1). */
export function arcExperience(award: ArcAward): number {
  return arcAwardBreakdown(award).total;
}

// R-XP-2 the trainer's multiplier of ellipse XP.
export const TRAINER_MULTIPLIER = { libre: 1, superieur: 2, "tres-bon": 3, expert: 4, apogee: 5 } as const;
export type TrainerKind = keyof typeof TRAINER_MULTIPLIER;

/** R-XP-2 [I] ellipse XP: (1 per week + 1 per week of Surcharge, at most 1 per week) × the trainer's multiplier. */
export function ellipseExperience(input: { weeks: number; surchargeWeeks?: number; trainer?: TrainerKind }): number {
  const surcharge = Math.min(input.surchargeWeeks ?? 0, input.weeks);
  return (input.weeks + surcharge) * TRAINER_MULTIPLIER[input.trainer ?? "libre"];
}

// R-XP-3 XP costs.
export const XP_COSTS = { characteristic: 5, skill: 10, combativite: 25, domaineOublie: 25, specialite: 5 } as const;

// R-XP-3 aptitude tiers and their XP cost. [I] espece (an acquired species aptitude, 1 creation point like a
// founding aptitude) costs as a founding aptitude: 10.
export const APTITUDE_TIERS = ["espece", "fondatrice", "superieure", "heroique", "legendaire", "supreme"] as const;
export type AptitudeTier = (typeof APTITUDE_TIERS)[number];
export const APTITUDE_XP_COST = {
  espece: 10, fondatrice: 10, superieure: 15, heroique: 20, legendaire: 30, supreme: 50,
} as const satisfies Record<AptitudeTier, number>;

/** R-XP-7 what a character used during the arc/act, recorded so spending can be checked. */
export interface ArcUsage {
  characteristics: readonly string[];
  skills: readonly string[];
  oppositions: Readonly<Record<string, number>>;   // highest opposing level met, per skill
  moreCombativeEnemy?: boolean;
  nearlyDied?: boolean;
}

export type Purchase =
  | { kind: "characteristic"; id: string }
  | { kind: "skill"; id: string; level: number; theorique?: boolean }
  | { kind: "combativite"; current: number }
  | { kind: "domaine-oublie"; id: string; level?: number }   // level: the skill's, for the opposition gate
  | { kind: "aptitude"; tier: AptitudeTier; classOwned: boolean }
  | { kind: "specialite"; skill: string };

export type Ellipse = "mineure" | "moyenne" | "majeure";

export interface SpendContext {
  xp: number;
  // R-XP-3 when XP may be spent; R-STATE-1 "etat-special": the fourth moment, while in a special state.
  moment: "training" | "espoir" | "receipt" | "etat-special" | null;
  usage: ArcUsage;
  boughtThisAct: {
    characteristics: readonly string[]; skills: readonly string[];
    combativite?: boolean;                              // R-XP-3 rev 2: once per act
    domaines?: readonly string[];                       // R-XP-3 rev 2: once per skill per act
  };
  theoriqueMeans?: boolean;                             // the GM's "has the means to improve it" mark (R-XP-3 rev 2)
  espoirAvailable?: boolean;                            // moment "espoir": a point to pay with (false: refused)
  inSpecialState?: boolean;                             // moment "etat-special": the character is in one (R-STATE-1)
  ellipse?: Ellipse | null;
  trainer?: boolean;
}

// R-XP-3 [I] rev 2: spending "with an Espoir point" costs one Espoir per purchase.
export const XP_ESPOIR_COST = 1;

/** Cost of a purchase in XP (R-XP-3). */
export function purchaseCost(p: Purchase): number {
  switch (p.kind) {
    case "characteristic": return XP_COSTS.characteristic;
    case "skill": return XP_COSTS.skill;
    case "combativite": return XP_COSTS.combativite;
    case "domaine-oublie": return XP_COSTS.domaineOublie;
    case "aptitude": return APTITUDE_XP_COST[p.tier];
    case "specialite": return XP_COSTS.specialite;
  }
}

/** Whether an XP purchase is allowed, with reason codes when not (R-XP-3, R-XP-4, R-XP-7); the GM may override. */
export function canSpend(p: Purchase, ctx: SpendContext): { allowed: boolean; cost: number; reasons: string[] } {
  const cost = purchaseCost(p);
  const reasons: string[] = [];
  if (ctx.xp < cost) reasons.push("not-enough-xp");
  if (ctx.moment === null) reasons.push("not-training");
  if (ctx.moment === "espoir" && ctx.espoirAvailable === false) reasons.push("no-espoir");       // R-XP-3 rev 2
  if (ctx.moment === "etat-special" && !ctx.inSpecialState) reasons.push("no-special-state");   // R-STATE-1
  if (p.kind === "characteristic") {
    if (!ctx.usage.characteristics.includes(p.id)) reasons.push("not-used");
    if (ctx.boughtThisAct.characteristics.includes(p.id)) reasons.push("already-this-act");
  } else if (p.kind === "skill") {
    // R-XP-3 rev 2 a théorique is never "used" by rolling: the GM's mark is its only gate (besides once per act).
    if (!p.theorique && !ctx.usage.skills.includes(p.id)) reasons.push("not-used");
    if (ctx.boughtThisAct.skills.includes(p.id)) reasons.push("already-this-act");
    if (!p.theorique && (ctx.usage.oppositions[p.id] ?? -1) < p.level) reasons.push("opposition-too-low");
    if (p.theorique && !ctx.theoriqueMeans) reasons.push("theorique-no-means");
  } else if (p.kind === "combativite") {
    if (p.current >= COMBATIVITE_MAX) reasons.push("combativite-max");
    if (ctx.boughtThisAct.combativite) reasons.push("already-this-act"); // R-XP-3 rev 2
    if (!ctx.usage.moreCombativeEnemy && !ctx.usage.nearlyDied) reasons.push("no-combativite-trigger");
  } else if (p.kind === "domaine-oublie") {
    // R-XP-3 rev 2 once per skill per act, and an opposition of a level ≥ the skill's.
    if (!ctx.usage.skills.includes(p.id)) reasons.push("not-used");
    if (ctx.boughtThisAct.domaines?.includes(p.id)) reasons.push("already-this-act");
    if (p.level !== undefined && (ctx.usage.oppositions[p.id] ?? -1) < p.level) reasons.push("opposition-too-low");
  } else if (p.kind === "specialite") {
    if (!ctx.usage.skills.includes(p.skill)) reasons.push("not-used");
  } else if (!p.classOwned && !canDuringEllipse("aptitude-hors-classe", ctx.ellipse ?? null, ctx.trainer ?? false)) {
    reasons.push("needs-minor-ellipse-and-trainer"); // R-XP-4
  }
  return { allowed: reasons.length === 0, cost, reasons };
}

// R-XP-5 training times, by trainer: none, a trainer, an educational (or specialised) trainer.
export const TRAINING_TIMES = {
  characteristic: { none: { amount: 1, unit: "month" }, trainer: { amount: 3, unit: "week" }, educational: { amount: 2, unit: "week" } },
  skill: { none: { amount: 4, unit: "month" }, trainer: { amount: 3, unit: "month" }, educational: { amount: 2, unit: "month" } },
  specialite: { none: { amount: 1, unit: "month" }, trainer: { amount: 3, unit: "week" }, educational: { amount: 2, unit: "week" } },
  domaineOublie: { none: { amount: 1, unit: "year" }, trainer: { amount: 9, unit: "month" }, educational: { amount: 6, unit: "month" } },
} as const;

/** Training time of an improvement (R-XP-5). */
export function trainingTime(kind: keyof typeof TRAINING_TIMES, trainer: "none" | "trainer" | "educational" = "none"): {
  amount: number; unit: "week" | "month" | "year";
} {
  return TRAINING_TIMES[kind][trainer];
}

// R-XP-6 ellipses: rough duration and what characters may do; R-XP-4 class acquisitions live here too.
// The ONE table that both the ellipse's options (ellipseOptions) and its effects (ellipseEffects) read.
// R-XP-6 [I] medium and major ellipses erase Épuisement too: their weeks of rest always cover R-FIGHT-6's
// [Épuisement] days per point (5 + 4 + 3 + 2 + 1 = 15 days at most).
export const ELLIPSES = {
  mineure: { duration: "quelques jours à environ une semaine", actions: ["aptitude-hors-classe", "effacer-epuisement", "depenser-xp"] },
  moyenne: { duration: "environ 2 semaines à 2 mois", actions: ["depenser-xp", "branche", "baisser-fragilite", "effacer-epuisement"] },
  majeure: { duration: "3 mois ou plus", actions: ["classe", "baisser-fragilite", "depenser-xp", "effacer-epuisement"] },
} as const satisfies Record<Ellipse, { duration: string; actions: readonly string[] }>;

// R-XP-4 acquisitions that need a trainer.
export const NEEDS_TRAINER = ["classe", "aptitude-hors-classe"] as const;

/** Whether an action can be done during an ellipse (R-XP-4, R-XP-6). */
export function canDuringEllipse(action: string, ellipse: Ellipse | null, trainer: boolean): boolean {
  if (!ellipse) return false;
  if ((NEEDS_TRAINER as readonly string[]).includes(action) && !trainer) return false;
  return (ELLIPSES[ellipse].actions as readonly string[]).includes(action);
}

/** R-XP-6 [I] Fragilité lowered by an ellipse's rest (X = floor(weeks / 2)): medium X − 1, major X, minor 0. */
export function ellipseFragiliteReduction(ellipse: Ellipse, weeksOfRest: number): number {
  const x = Math.floor(weeksOfRest / 2);
  if (ellipse === "majeure") return x;
  return ellipse === "moyenne" ? Math.max(0, x - 1) : 0;
}
