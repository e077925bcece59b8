/**
 * The guided advancement (R-XP-3..5, R-XP-7, R-STATE-1): what a character may buy with XP right now, and
 * one pure reducer that applies a purchase (the new value, the XP spent, the once-per-act marker, the log
 * line) or undoes the last one. The character it works on is read from the actor by data/advancement.ts;
 * the Spend XP dialog only renders the offers and writes what `characterWrites` gives.
 */
import { CHARACTERISTIC_KEYS } from "./characteristics";
import { APTITUDE_TIERS, APTITUDE_XP_COST, XP_ESPOIR_COST, canSpend, trainingTime } from "./experience";
import type { ArcUsage, AptitudeTier, Ellipse, Purchase, SpendContext } from "./experience";
import { purchaseTrainingKind } from "./experience-flow";
import { SKILL_LEVEL_MAX, learntByPractice } from "./skills";

export type Moment = NonNullable<SpendContext["moment"]>;
export type TrainerLevel = "none" | "trainer" | "educational";

/** R-XP-3 / R-STATE-1 the four spending moments, in the flow's order. */
export const SPEND_MOMENTS = ["training", "espoir", "receipt", "etat-special"] as const satisfies readonly Moment[];
export const TRAINER_LEVELS = ["none", "trainer", "educational"] as const satisfies readonly TrainerLevel[];
export const ELLIPSE_KINDS = ["mineure", "moyenne", "majeure"] as const satisfies readonly Ellipse[];

/** R-XP-3 / R-XP-5 when and how the character trains: the situation every offer is checked in. */
export interface Situation { moment: Moment | null; trainer: TrainerLevel; ellipse: Ellipse | null }

/** R-XP-3 the moments only the GM opens (Entraînement by an ellipse, Réception by an XP award). */
export const GM_MOMENTS = ["training", "receipt"] as const satisfies readonly Moment[];
export type GmMoment = (typeof GM_MOMENTS)[number];
/** R-XP-3 a moment the GM opened for a character, with the ellipse it trains in (training only). */
export interface OpenMoment { moment: GmMoment; ellipse: Ellipse | null }
const isGmMoment = (m: Moment | null): m is GmMoment => (GM_MOMENTS as readonly string[]).includes(m ?? "");

/**
 * R-XP-3 [I] the moments a character may spend in now: the one the GM opened for it, an Espoir point's
 * (paid, R-XP-3 rev 2), and a special state's while it is in one (R-STATE-1).
 */
export function spendMoments(s: Pick<AdvancementState, "open" | "inSpecialState">): Moment[] {
  return SPEND_MOMENTS.filter((m) => (isGmMoment(m) ? s.open?.moment === m : m === "espoir" || s.inSpecialState));
}

/** R-XP-3 / R-XP-5 a domaine oublié of a skill (`system.domainesOublies`): how many times it was trained [I]. */
export interface DomaineOublie { nom: string; competence: string; niveau: number }
/** R-XP-3 / R-XP-5 [I] the rules give no scale of a domaine oublié: how many times one may be trained (the schema's bound). */
export const DOMAINE_NIVEAU_MAX = 99;

export interface AdvancementSkill {
  /** R-SK-7 the skill's key: usage and purchases name it by this. */
  key: string;
  name: string;
  level: number;
  categorie: string;
  /** `personnalisee`: typed by the user (shown as typed; a built-in one shows in the user's language). */
  expertises: { nom: string; possedee: boolean; personnalisee?: boolean }[];
  /** R-SK-6 the key of the skill capping this one ("" when none). */
  plafond: string;
}

/** What a purchase may change on the character. */
export interface AdvancementCharacter {
  xp: { total: number; spent: number };
  caracteristiques: Record<string, number>;
  combativite: number;
  skills: AdvancementSkill[];
  domaines: DomaineOublie[];
}

/** One purchase as the flow applies it (a spécialité names the expertise it buys). */
export type SpendPurchase = Exclude<Purchase, { kind: "specialite" } | { kind: "aptitude" }> | { kind: "specialite"; skill: string; expertise: string };

/**
 * R-XP-3 what a purchase request names (the XP action's `buy`): its target only. The GM reads the level,
 * the cost and the change from the character itself; an aptitude names the aptitude item it copies (the GM creates the copy).
 */
export type PurchaseRequest =
  | { kind: "characteristic"; id: string }
  | { kind: "skill"; id: string }
  | { kind: "combativite" }
  | { kind: "domaine-oublie"; id: string }
  | { kind: "specialite"; skill: string; expertise: string }
  | { kind: "aptitude"; source: string };

/** The request of a purchase: its target, nothing the GM reads from the character. */
export function purchaseRequest(p: SpendPurchase): PurchaseRequest {
  switch (p.kind) {
    case "characteristic": case "skill": case "domaine-oublie": return { kind: p.kind, id: p.id };
    case "combativite": return { kind: "combativite" };
    case "specialite": return { kind: "specialite", skill: p.skill, expertise: p.expertise };
  }
}

/**
 * The purchase a request names, for the reducer to look up among the character's offers (offers are matched by
 * target: the level and the current Combativité given here are never read, the offer's own are).
 */
export function requestedPurchase(r: Exclude<PurchaseRequest, { kind: "aptitude" }>): SpendPurchase {
  switch (r.kind) {
    case "characteristic": return r;
    case "skill": return { kind: "skill", id: r.id, level: 0 };
    case "combativite": return { kind: "combativite", current: 0 };
    case "domaine-oublie": return { kind: "domaine-oublie", id: r.id };
    case "specialite": return r;
  }
}

/** A purchase the flow applied: what undo takes back (`marked`: it set its once-per-act marker). */
export interface AdvancementEntry { purchase: SpendPurchase; cost: number; override: boolean; espoir: number; marked: boolean }

export interface AdvancementState {
  character: AdvancementCharacter;
  /** R-XP-7 what was used in the spendable arcs (the current one and the one just closed). */
  usage: ArcUsage;
  /** R-XP-3 what was bought this act (once per act each). */
  bought: { characteristics: string[]; skills: string[]; domaines: string[]; combativite: boolean };
  /** R-XP-3 rev 2 the théoriques the GM marked "has the means to improve it". */
  means: string[];
  /** R-XP-3 rev 2 Espoir the character could pay now. */
  espoir: number;
  /** R-STATE-1 the character is in a special state. */
  inSpecialState: boolean;
  /** R-XP-3 the moment the GM opened for the character (a world setting it alone writes), or null. */
  open: OpenMoment | null;
  situation: Situation;
  /** The purchases of this flow, oldest first. */
  applied: AdvancementEntry[];
}

export type AdvancementAction =
  | ({ type: "situation" } & Partial<Situation>)
  | { type: "buy"; purchase: SpendPurchase; override?: boolean }
  | { type: "undo" };

export interface AdvancementContext { isGM: boolean }

/** One thing the character may (or may not yet) buy, with its cost, training time and reasons. */
export interface Offer {
  purchase: SpendPurchase | Purchase;
  cost: number;
  allowed: boolean;
  /** Rule reason codes (canSpend's, plus the flow's: max-level, over-cap). */
  reasons: string[];
  /** A GM may force it (logged as an override): never beyond the XP, the maxima or the caps. */
  canOverride: boolean;
  training: { amount: number; unit: "week" | "month" | "year" } | null;
}

/** R-XP-3 the refusals even a GM's override never passes (it never makes XP, Espoir or levels). */
const HARD_REASONS = ["not-enough-xp", "no-espoir", "max-level", "combativite-max", "over-cap", "already-owned"];

const available = (c: AdvancementCharacter) => c.xp.total - c.xp.spent;
const skillOf = (c: AdvancementCharacter, key: string) => c.skills.find((s) => s.key === key);

/** The rules' SpendContext of the state. */
function spendContext(s: AdvancementState, theoriqueMeans = false): SpendContext {
  return {
    xp: available(s.character), moment: s.situation.moment, usage: s.usage,
    boughtThisAct: { characteristics: s.bought.characteristics, skills: s.bought.skills, combativite: s.bought.combativite, domaines: s.bought.domaines },
    theoriqueMeans, espoirAvailable: s.espoir >= XP_ESPOIR_COST, inSpecialState: s.inSpecialState,
    // R-XP-3 / R-XP-4 the ellipse is the GM's: the one its Entraînement was opened with.
    ellipse: s.open && s.open.moment === s.situation.moment ? s.open.ellipse : null, trainer: s.situation.trainer !== "none",
  };
}

/** R-XP-3 a training or receipt moment the GM has not opened for this character. */
const momentReasons = (s: AdvancementState): string[] => (isGmMoment(s.situation.moment) && s.open?.moment !== s.situation.moment ? ["moment-closed"] : []);

/** The flow's own refusals (beyond canSpend): the maxima and R-SK-6's cap. */
function extraReasons(c: AdvancementCharacter, p: SpendPurchase | Purchase): string[] {
  if (p.kind === "skill") {
    const skill = skillOf(c, p.id);
    const cap = skill?.plafond ? skillOf(c, skill.plafond) : undefined;
    const out = (skill?.level ?? 0) >= SKILL_LEVEL_MAX ? ["max-level"] : [];
    if (cap && (skill?.level ?? 0) + 1 > cap.level) out.push("over-cap"); // R-SK-6
    return out;
  }
  if (p.kind === "domaine-oublie" && (c.domaines.find((d) => d.competence === p.id)?.niveau ?? 0) >= DOMAINE_NIVEAU_MAX) return ["max-level"];
  if (p.kind === "specialite" && "expertise" in p && skillOf(c, p.skill)?.expertises.find((e) => e.nom === p.expertise)?.possedee !== false) return ["already-owned"];
  return [];
}

/** R-XP-3 / R-XP-5 the verdict of one purchase in this state. */
export function offer(s: AdvancementState, p: SpendPurchase | Purchase, ctx: AdvancementContext): Offer {
  const theorique = p.kind === "skill" && p.theorique === true;
  const r = canSpend(p.kind === "specialite" ? { kind: "specialite", skill: p.skill } : p, spendContext(s, theorique && s.means.includes(p.id)));
  const reasons = [...r.reasons, ...momentReasons(s), ...extraReasons(s.character, p).filter((x) => !r.reasons.includes(x))];
  const allowed = reasons.length === 0;
  const kind = purchaseTrainingKind(p.kind === "specialite" ? { kind: "specialite", skill: p.skill } : p);
  return {
    purchase: p, cost: r.cost, allowed, reasons,
    canOverride: !allowed && ctx.isGM && !reasons.some((x) => HARD_REASONS.includes(x)),
    training: kind ? trainingTime(kind, s.situation.trainer) : null,
  };
}

/** R-SK-6 [I] languages are learnt by practice: XP buys nothing of them. */
const boughtSkills = (c: AdvancementCharacter) => c.skills.filter((k) => !learntByPractice(k.categorie));

/** Everything the character could buy now, by kind (the flow's steps), each with its verdict. */
export function advancementOffers(s: AdvancementState, ctx: AdvancementContext) {
  const c = s.character;
  const skills = boughtSkills(c);
  return {
    characteristics: CHARACTERISTIC_KEYS.map((id) => offer(s, { kind: "characteristic", id }, ctx)),
    skills: skills.map((k) => offer(s, { kind: "skill", id: k.key, level: k.level, theorique: k.categorie === "theoriques" }, ctx)),
    combativite: offer(s, { kind: "combativite", current: c.combativite }, ctx),
    // R-XP-3 rev 2 a domaine oublié of a skill used this arc.
    domaines: skills.filter((k) => s.usage.skills.includes(k.key)).map((k) => offer(s, { kind: "domaine-oublie", id: k.key, level: k.level }, ctx)),
    // [I] a spécialité of the core ruleset is an expertise of a skill (R-SK-2): each unowned one may be bought.
    specialites: skills.flatMap((k) => k.expertises.filter((e) => !e.possedee).map((e) => offer(s, { kind: "specialite", skill: k.key, expertise: e.nom }, ctx))),
    // R-XP-3 / R-XP-4 aptitudes are bought by dropping them on the sheet (their prerequisites): the flow shows their costs.
    aptitudes: APTITUDE_TIERS.filter((t): t is Exclude<AptitudeTier, "espece"> => t !== "espece").map((tier) => ({ tier, cost: APTITUDE_XP_COST[tier], affordable: APTITUDE_XP_COST[tier] <= available(c) })),
    aptitudeNeedsEllipse: !canSpend({ kind: "aptitude", tier: "fondatrice", classOwned: false }, { ...spendContext(s), xp: Number.MAX_SAFE_INTEGER }).allowed,
  };
}
export type AdvancementOffers = ReturnType<typeof advancementOffers>;

/** The once-per-act list a purchase marks (R-XP-3; rev 2: Combativité and domaines oubliés too). */
function markBought(b: AdvancementState["bought"], p: SpendPurchase, on: boolean): AdvancementState["bought"] {
  const toggle = (list: string[], id: string) => (on ? (list.includes(id) ? list : [...list, id]) : list.filter((x) => x !== id));
  switch (p.kind) {
    case "characteristic": return { ...b, characteristics: toggle(b.characteristics, p.id) };
    case "skill": return { ...b, skills: toggle(b.skills, p.id) };
    case "domaine-oublie": return { ...b, domaines: toggle(b.domaines, p.id) };
    case "combativite": return { ...b, combativite: on };
    default: return b;
  }
}

/** The character after a purchase (by = 1) or after taking it back (by = -1). */
function improve(c: AdvancementCharacter, p: SpendPurchase, cost: number, by: 1 | -1): AdvancementCharacter {
  const next: AdvancementCharacter = structuredClone(c);
  next.xp.spent += by * cost;
  switch (p.kind) {
    case "characteristic": next.caracteristiques[p.id] = (next.caracteristiques[p.id] ?? 0) + by; break;
    case "combativite": next.combativite += by; break;
    case "skill": { const k = skillOf(next, p.id); if (k) k.level += by; break; }
    case "specialite": {
      const e = skillOf(next, p.skill)?.expertises.find((x) => x.nom === p.expertise);
      if (e) e.possedee = by === 1;
      break;
    }
    case "domaine-oublie": {
      const d = next.domaines.find((x) => x.competence === p.id);
      if (d) d.niveau += by;
      else if (by === 1) next.domaines.push({ nom: skillOf(c, p.id)?.name ?? p.id, competence: p.id, niveau: 1 });
      next.domaines = next.domaines.filter((x) => x.niveau > 0);
      break;
    }
  }
  return next;
}

/** The same purchase (offers are matched by what they buy). */
export const samePurchase = (a: SpendPurchase | Purchase, b: SpendPurchase | Purchase) => purchaseTarget(a) === purchaseTarget(b);

/** The offer of a purchase in this state (null when the flow does not offer it). */
export function offerOf(s: AdvancementState, p: SpendPurchase, ctx: AdvancementContext): Offer | null {
  const o = advancementOffers(s, ctx);
  const all = [...o.characteristics, ...o.skills, o.combativite, ...o.domaines, ...o.specialites];
  return all.find((x) => samePurchase(x.purchase, p)) ?? null;
}

/** Whether the last purchase can be taken back: [I] one paid with Espoir cannot (the point is spent, R-XP-3 rev 2). */
export function canUndo(s: AdvancementState): boolean {
  const last = s.applied[s.applied.length - 1];
  return Boolean(last) && last.espoir === 0;
}

/** R-XP-3 the one reducer of the flow: a refused purchase (unless a GM may force it) changes nothing. */
export function reduceAdvancement(s: AdvancementState, action: AdvancementAction, ctx: AdvancementContext): AdvancementState {
  switch (action.type) {
    case "situation": {
      const situation: Situation = {
        moment: action.moment === undefined ? s.situation.moment : SPEND_MOMENTS.find((m) => m === action.moment) ?? null,
        trainer: action.trainer === undefined ? s.situation.trainer : TRAINER_LEVELS.find((t) => t === action.trainer) ?? "none",
        ellipse: action.ellipse === undefined ? s.situation.ellipse : ELLIPSE_KINDS.find((e) => e === action.ellipse) ?? null,
      };
      return JSON.stringify(situation) === JSON.stringify(s.situation) ? s : { ...s, situation };
    }
    case "buy": {
      const o = offerOf(s, action.purchase, ctx);
      const override = action.override === true;
      if (!o || !(o.allowed || (override && o.canOverride))) return s;
      const p = o.purchase as SpendPurchase;
      const espoir = s.situation.moment === "espoir" ? XP_ESPOIR_COST : 0;
      const bought = markBought(s.bought, p, true);
      return {
        ...s, character: improve(s.character, p, o.cost, 1), bought, espoir: s.espoir - espoir,
        applied: [...s.applied, { purchase: p, cost: o.cost, override: !o.allowed, espoir, marked: JSON.stringify(bought) !== JSON.stringify(s.bought) }],
      };
    }
    case "undo": {
      if (!canUndo(s)) return s;
      const last = s.applied[s.applied.length - 1];
      return {
        ...s, character: improve(s.character, last.purchase, last.cost, -1), bought: last.marked ? markBought(s.bought, last.purchase, false) : s.bought,
        applied: s.applied.slice(0, -1),
      };
    }
    default:
      return s;
  }
}

/** What to write to turn `before` into `after`: the actor's `system` fields, and each changed skill's. */
export function characterWrites(before: AdvancementCharacter, after: AdvancementCharacter): {
  system: Record<string, unknown>;
  skills: { key: string; niveau?: number; expertises?: { nom: string; possedee: boolean }[] }[];
} {
  const system: Record<string, unknown> = {};
  for (const k of Object.keys(after.caracteristiques)) {
    if (after.caracteristiques[k] !== before.caracteristiques[k]) system[`caracteristiques.${k}`] = after.caracteristiques[k];
  }
  if (after.combativite !== before.combativite) system.combativite = after.combativite;
  if (JSON.stringify(after.domaines) !== JSON.stringify(before.domaines)) system.domainesOublies = after.domaines;
  const skills = after.skills.flatMap((k) => {
    const old = skillOf(before, k.key);
    const w: { key: string; niveau?: number; expertises?: { nom: string; possedee: boolean }[] } = { key: k.key };
    if (old?.level !== k.level) w.niveau = k.level;
    if (JSON.stringify(old?.expertises) !== JSON.stringify(k.expertises)) w.expertises = k.expertises;
    return Object.keys(w).length > 1 ? [w] : [];
  });
  return { system, skills };
}

/** The log target of a purchase, "<kind>:<id>" (the XP store lifts once-per-act markers from it on undo). */
export function purchaseTarget(p: SpendPurchase | Purchase): string {
  switch (p.kind) {
    case "characteristic": return `characteristic:${p.id}`;
    case "skill": return `skill:${p.id}`;
    case "combativite": return "combativite";
    case "domaine-oublie": return `domaine-oublie:${p.id}`;
    case "aptitude": return `aptitude:${p.tier}`;
    case "specialite": return `specialite:${p.skill}${"expertise" in p ? `:${p.expertise}` : ""}`;
  }
}
