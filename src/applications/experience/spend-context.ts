/**
 * Pure context of the Spend XP dialog (R-XP-3 costs and checks, R-XP-4 ellipse-bound acquisitions, R-XP-5 training
 * times, R-XP-7 usage): one row per possible purchase, its cost, whether the rules allow it and why not.
 * A GM may still force a refused purchase: the row says so and the purchase is logged as an override.
 */
import {
  APTITUDE_TIERS, APTITUDE_XP_COST, CHARACTERISTIC_KEYS, COMBATIVITE_MAX, SKILL_LEVEL_MAX, canSpend, learntByPractice,
  purchaseTrainingKind, trainingTime,
} from "../../rules/index";
import type { Ellipse, Purchase, SpendContext } from "../../rules/index";
import { hasMeans, spendContext } from "../../experience/usage";
import type { UsageState } from "../../experience/usage";

export type Moment = NonNullable<SpendContext["moment"]>;
export type TrainerLevel = "none" | "trainer" | "educational";

export interface SpendSkill {
  id: string;
  /** R-SK-7 the skill's key: usage and purchases name it by this. */
  key: string;
  name: string;
  level: number;
  categorie: string;
  expertises: { nom: string; possedee: boolean }[];
}

export interface SpendInput {
  actorName: string;
  xp: { total: number; spent: number };
  usage: UsageState;
  characteristics: Record<string, number>;
  combativite: number;
  skills: SpendSkill[];
  moment: Moment | null;
  trainer: TrainerLevel;
  ellipse: Ellipse | null;
  /** R-XP-3 rev 2 Espoir the character could pay right now (personal, else the group's). */
  espoirAvailable: number;
  /** R-STATE-1 the character is in a special state. */
  inSpecialState: boolean;
  isGM: boolean;
}

/** R-XP-3 / R-STATE-1 the four spending moments, in the dialog's order. */
export const SPEND_MOMENTS = ["training", "espoir", "receipt", "etat-special"] as const satisfies readonly Moment[];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const keyOf = (s: string) => s.split("-").map(cap).join("");
/** i18n key of a spending moment (none: "ALTHERION.XP.Moment.None"). */
export const momentLabel = (m: Moment | null) => `ALTHERION.XP.Moment.${m ? keyOf(m) : "None"}`;

/** i18n key of a refusal reason code. */
export const reasonKey = (code: string) => `ALTHERION.XP.Reason.${keyOf(code)}`;

function training(p: Purchase, trainer: TrainerLevel) {
  const kind = purchaseTrainingKind(p);
  if (!kind) return null;
  const t = trainingTime(kind, trainer);
  return { amount: t.amount, unit: `ALTHERION.XP.Unit.${cap(t.unit)}${t.amount > 1 ? "s" : ""}` };
}

/** A row's verdict: the rules' reasons (plus extras), and whether a GM could force it anyway. */
function verdict(p: Purchase, ctx: SpendContext, input: SpendInput, extra: string[] = []) {
  const r = canSpend(p, ctx);
  const reasons = [...r.reasons, ...extra.filter((x) => !r.reasons.includes(x))];
  const allowed = reasons.length === 0;
  // A GM override never creates XP: the character must still afford it (and never beyond the maxima).
  const hard = reasons.some((x) => x === "not-enough-xp" || x === "max-level" || x === "combativite-max");
  return {
    cost: r.cost, allowed, reasons: reasons.map(reasonKey), reasonText: reasons.join(" "),
    canOverride: !allowed && input.isGM && !hard,
    training: training(p, input.trainer),
    purchase: JSON.stringify(p),
  };
}

/** R-XP-3 / R-XP-4 / R-XP-5 everything the Spend XP dialog shows. */
export function buildSpendContext(input: SpendInput) {
  const available = input.xp.total - input.xp.spent;
  const ctx = spendContext(input.usage, {
    xp: available, moment: input.moment, espoirAvailable: input.espoirAvailable > 0, inSpecialState: input.inSpecialState,
    ellipse: input.ellipse, trainer: input.trainer !== "none",
  });
  const used = ctx.usage;
  const characteristics = CHARACTERISTIC_KEYS.map((key) => {
    const p: Purchase = { kind: "characteristic", id: key };
    return { key, label: `ALTHERION.Caracteristique.${key}`, value: input.characteristics[key] ?? 0, used: used.characteristics.includes(key), ...verdict(p, ctx, input) };
  });
  // R-SK-6 [I] languages are learnt by practice: XP buys nothing of them.
  const bought = input.skills.filter((s) => !learntByPractice(s.categorie));
  const skills = bought.map((s) => {
    const id = s.key;
    const theorique = s.categorie === "theoriques";
    const p: Purchase = { kind: "skill", id, level: s.level, theorique };
    const extra = s.level >= SKILL_LEVEL_MAX ? ["max-level"] : [];
    const means = theorique && hasMeans(input.usage, s.key); // R-XP-3 rev 2 the GM's mark, per théorique
    return {
      itemId: s.id, key: s.key, name: s.name, level: s.level, used: used.skills.includes(id), opposition: theorique ? null : used.oppositions[id] ?? null, theorique, means,
      ...verdict(p, { ...ctx, theoriqueMeans: means }, input, extra),
    };
  });
  const combativite = {
    value: input.combativite, max: COMBATIVITE_MAX,
    moreCombativeEnemy: Boolean(used.moreCombativeEnemy), nearlyDied: Boolean(used.nearlyDied),
    ...verdict({ kind: "combativite", current: input.combativite }, ctx, input),
  };
  const domaines = bought.filter((s) => used.skills.includes(s.key)).map((s) => {
    return { itemId: s.id, name: s.name, ...verdict({ kind: "domaine-oublie", id: s.key, level: s.level }, ctx, input) };
  });
  // [I] a spécialité of the core ruleset is an expertise of a skill (R-SK-2): the unowned ones may be bought.
  const specialites = bought.map((s) => {
    const v = verdict({ kind: "specialite", skill: s.key }, ctx, input);
    return {
      itemId: s.id, name: s.name, ...v,
      expertises: s.expertises.filter((e) => !e.possedee).map((e) => ({ nom: e.nom, purchase: JSON.stringify({ kind: "specialite", skill: s.key, expertise: e.nom }) })),
    };
  }).filter((s) => s.expertises.length > 0 || s.allowed);
  const aptitudes = APTITUDE_TIERS.filter((t) => t !== "espece").map((tier) => ({
    tier, label: `ALTHERION.Tier.${tier}`, cost: APTITUDE_XP_COST[tier], affordable: APTITUDE_XP_COST[tier] <= available,
  }));
  return {
    actorName: input.actorName,
    xp: { ...input.xp, available },
    isGM: input.isGM,
    arc: input.usage.arc,
    act: input.usage.act,
    moments: [null, ...SPEND_MOMENTS].map((m) => ({ value: m ?? "", label: momentLabel(m), selected: m === input.moment })),
    espoir: { available: input.espoirAvailable, cost: input.moment === "espoir" },
    trainers: (["none", "trainer", "educational"] as const).map((t) => ({ value: t, label: `ALTHERION.XP.TrainerLevel.${cap(t)}`, selected: t === input.trainer })),
    ellipses: ([null, "mineure", "moyenne", "majeure"] as const).map((e) => ({
      value: e ?? "", label: e ? `ALTHERION.XP.Ellipse.${cap(e)}` : "ALTHERION.XP.Ellipse.None", selected: e === input.ellipse,
    })),
    noMoment: input.moment === null,
    characteristics,
    skills,
    combativite,
    domaines,
    specialites,
    aptitudes,
    aptitudeNeedsEllipse: !canSpend({ kind: "aptitude", tier: "fondatrice", classOwned: false }, { ...ctx, xp: Number.MAX_SAFE_INTEGER }).allowed,
  };
}
export type SpendDialogContext = ReturnType<typeof buildSpendContext>;

/** A specialty purchase carries the expertise it buys (beyond the rules' Purchase shape). */
export type SpendPurchase = Purchase | ({ kind: "specialite"; skill: string; expertise: string });

/** Reads a row's purchase back from its data attribute; null when malformed. */
export function parsePurchase(raw: string | undefined): SpendPurchase | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Record<string, unknown>;
    switch (p.kind) {
      case "characteristic": return typeof p.id === "string" && (CHARACTERISTIC_KEYS as readonly string[]).includes(p.id) ? { kind: "characteristic", id: p.id } : null;
      case "skill": return typeof p.id === "string" && typeof p.level === "number" ? { kind: "skill", id: p.id, level: p.level, theorique: p.theorique === true } : null;
      case "combativite": return typeof p.current === "number" ? { kind: "combativite", current: p.current } : null;
      case "domaine-oublie": return typeof p.id === "string" ? { kind: "domaine-oublie", id: p.id, ...(typeof p.level === "number" ? { level: p.level } : {}) } : null;
      case "specialite":
        if (typeof p.skill !== "string") return null;
        return typeof p.expertise === "string" ? { kind: "specialite", skill: p.skill, expertise: p.expertise } : { kind: "specialite", skill: p.skill };
      default: return null;
    }
  } catch {
    return null;
  }
}

/** The log target of a purchase, "<kind>:<id>" (store.ts lifts once-per-act markers from it on undo). */
export function purchaseTarget(p: SpendPurchase): string {
  switch (p.kind) {
    case "characteristic": return `characteristic:${p.id}`;
    case "skill": return `skill:${p.id}`;
    case "combativite": return "combativite";
    case "domaine-oublie": return `domaine-oublie:${p.id}`;
    case "aptitude": return `aptitude:${p.tier}`;
    case "specialite": return `specialite:${p.skill}${"expertise" in p ? `:${p.expertise}` : ""}`;
  }
}
