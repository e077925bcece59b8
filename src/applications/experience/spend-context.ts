/**
 * The view of the guided Spend XP flow: the steps and rows the dialog shows, from the pure
 * advancement model (rules/advancement.ts: offers, costs, training times, reasons). Each step lists
 * what the rules allow now first, then what they do not allow yet with the reasons. This file only
 * arranges and labels. Pure.
 */
import { advancementOffers, canUndo, spendMoments, SPEND_MOMENTS, TRAINER_LEVELS } from "../../rules/index";
import { codeWord, reasonKey } from "../../data/advancement";
import type { AdvancementState, Moment, Offer, SpendPurchase } from "../../rules/index";
import { CHARACTERISTIC_KEYS, COMBATIVITE_MAX } from "../../rules/index";
import { stepsView } from "../creation/steps";
import { expertiseName, type Localizer } from "../../data/builtin-names";

/** The flow's steps: when, then one step per kind of purchase, then what was bought (with undo). */
export const ADVANCEMENT_STEPS = ["moment", "caracteristiques", "competences", "combativite", "domaines", "specialites", "aptitudes", "revue"] as const;
export type AdvancementStep = (typeof ADVANCEMENT_STEPS)[number];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** i18n key of a spending moment (none: "ALTHERION.XP.Moment.None"). */
export const momentLabel = (m: Moment | null) => `ALTHERION.XP.Moment.${m ? codeWord(m) : "None"}`;

const STEP_KEYS = { label: (s: AdvancementStep) => `ALTHERION.XP.Spend.Step.${s}`, rule: (s: AdvancementStep) => `ALTHERION.XP.Spend.Rule.${s}` };

export interface SpendInput {
  state: AdvancementState;
  step: AdvancementStep;
  arc: number;
  act: number;
  isGM: boolean;
  /** The user's dictionary: a built-in expertise shows in the user's language (data/builtin-names.ts); absent, as stored. */
  words?: Localizer;
}

/** One row of a step: what it buys, its value now, cost, training time and verdict. */
function row(o: Offer, label: string, value: number | string, extra: Record<string, unknown> = {}) {
  const t = o.training;
  return {
    label, value, cost: o.cost, allowed: o.allowed, canOverride: o.canOverride, reasons: o.reasons.map(reasonKey),
    training: t ? { amount: t.amount, unit: `ALTHERION.XP.Unit.${cap(t.unit)}${t.amount > 1 ? "s" : ""}` } : null,
    purchase: JSON.stringify(o.purchase), ...extra,
  };
}
type Row = ReturnType<typeof row>;
/** A step's rows: allowed now, then refused (with reasons). */
const split = (rows: Row[]) => ({ now: rows.filter((r) => r.allowed), later: rows.filter((r) => !r.allowed), all: rows });

/** What a purchase of the review is, as the player reads it (an i18n key and its data). */
function appliedLabel(s: AdvancementState, p: SpendPurchase, words?: Localizer): { key: string; name: string; expertise: string } {
  const name = (key: string) => s.character.skills.find((k) => k.key === key)?.name ?? key;
  switch (p.kind) {
    case "characteristic": return { key: "ALTHERION.XP.Spend.Log.Characteristic", name: `ALTHERION.Caracteristique.${p.id}`, expertise: "" };
    case "skill": return { key: "ALTHERION.XP.Spend.Log.Skill", name: name(p.id), expertise: "" };
    case "combativite": return { key: "ALTHERION.XP.Spend.Log.Combativite", name: "", expertise: "" };
    case "domaine-oublie": return { key: "ALTHERION.XP.Spend.Log.Domaine", name: name(p.id), expertise: "" };
    case "specialite": return { key: "ALTHERION.XP.Spend.Log.Specialite", name: name(p.skill), expertise: shownExpertise(s, p.skill, p.expertise, words) };
  }
}

/** An expertise of a skill as the user reads it: a built-in one in the user's language, a typed one as typed. */
function shownExpertise(s: AdvancementState, skill: string, nom: string, words?: Localizer): string {
  const entry = s.character.skills.find((k) => k.key === skill)?.expertises.find((e) => e.nom === nom) ?? { nom };
  return words ? expertiseName(words, entry) : nom;
}

/** R-XP-3 / R-XP-4 / R-XP-5 / R-XP-7 everything the guided Spend XP flow shows. */
export function buildSpendContext(input: SpendInput) {
  const { state: s, isGM } = input;
  const c = s.character;
  const o = advancementOffers(s, { isGM });
  const open = spendMoments(s);
  const skillsByKey = new Map(c.skills.map((k) => [k.key, k]));
  const characteristics = split(o.characteristics.map((x, i) => row(x, `ALTHERION.Caracteristique.${CHARACTERISTIC_KEYS[i]}`, c.caracteristiques[CHARACTERISTIC_KEYS[i]] ?? 0, {
    localized: true, used: s.usage.characteristics.includes(CHARACTERISTIC_KEYS[i]),
  })));
  const skills = split(o.skills.map((x) => {
    const p = x.purchase as { id: string; theorique?: boolean };
    const k = skillsByKey.get(p.id)!;
    const theorique = p.theorique === true;
    return row(x, k.name, k.level, { key: k.key, theorique, means: theorique && s.means.includes(k.key), opposition: theorique ? null : s.usage.oppositions[k.key] ?? null });
  }));
  const combativite = split([row(o.combativite, "ALTHERION.XP.Spend.Combativite", c.combativite, { localized: true })]);
  const domaines = split(o.domaines.map((x) => {
    const k = skillsByKey.get((x.purchase as { id: string }).id)!;
    return row(x, k.name, c.domaines.find((d) => d.competence === k.key)?.niveau ?? 0);
  }));
  const specialites = split(o.specialites.map((x) => {
    const p = x.purchase as { skill: string; expertise: string };
    return row(x, `${skillsByKey.get(p.skill)?.name ?? p.skill} — ${shownExpertise(s, p.skill, p.expertise, input.words)}`, "");
  }));
  const counts: Record<AdvancementStep, number> = {
    moment: 0, caracteristiques: characteristics.now.length, competences: skills.now.length, combativite: combativite.now.length,
    domaines: domaines.now.length, specialites: specialites.now.length, aptitudes: 0, revue: s.applied.length,
  };
  const available = c.xp.total - c.xp.spent;
  const last = s.applied[s.applied.length - 1];
  return {
    step: input.step,
    flow: stepsView(ADVANCEMENT_STEPS, input.step, STEP_KEYS, (st) => ({ count: counts[st] })),
    xp: { ...c.xp, available },
    isGM,
    arc: input.arc,
    act: input.act,
    situation: {
      // R-XP-3 only the moments open now (the GM's, Espoir, a special state's), and the one chosen if it was closed since
      moments: [null, ...SPEND_MOMENTS.filter((m) => open.includes(m) || m === s.situation.moment)].map((m) => ({
        value: m ?? "", label: momentLabel(m), selected: m === s.situation.moment, closed: m !== null && !open.includes(m),
      })),
      trainers: TRAINER_LEVELS.map((t) => ({ value: t, label: `ALTHERION.XP.TrainerLevel.${cap(t)}`, selected: t === s.situation.trainer })),
      // R-XP-4 the ellipse is the one the GM opened the Entraînement with
      ellipse: s.open?.ellipse && s.open.moment === s.situation.moment ? `ALTHERION.XP.Ellipse.${cap(s.open.ellipse)}` : null,
      gmMomentOpen: s.open !== null,
      noMoment: s.situation.moment === null,
      espoir: { available: s.espoir, cost: s.situation.moment === "espoir" },
      moreCombativeEnemy: Boolean(s.usage.moreCombativeEnemy), nearlyDied: Boolean(s.usage.nearlyDied),
      allowedNow: counts.caracteristiques + counts.competences + counts.combativite + counts.domaines + counts.specialites,
    },
    characteristics, skills, combativite, domaines, specialites,
    combativiteMax: COMBATIVITE_MAX,
    aptitudes: o.aptitudes.map((a) => ({ ...a, label: `ALTHERION.Tier.${a.tier}` })),
    aptitudeNeedsEllipse: o.aptitudeNeedsEllipse,
    revue: {
      applied: s.applied.map((a) => ({ ...appliedLabel(s, a.purchase, input.words), cost: a.cost, override: a.override, espoir: a.espoir > 0 })).reverse(),
      canUndo: canUndo(s),
      lastPaidEspoir: Boolean(last) && !canUndo(s),
    },
  };
}
export type SpendDialogContext = ReturnType<typeof buildSpendContext>;

/** Reads a row's purchase back from its data attribute; null when malformed (the model then offers nothing). */
export function parsePurchase(raw: string | undefined): SpendPurchase | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Record<string, unknown>;
    switch (p.kind) {
      case "characteristic": return typeof p.id === "string" && (CHARACTERISTIC_KEYS as readonly string[]).includes(p.id) ? { kind: "characteristic", id: p.id } : null;
      case "skill": return typeof p.id === "string" && typeof p.level === "number" ? { kind: "skill", id: p.id, level: p.level, theorique: p.theorique === true } : null;
      case "combativite": return typeof p.current === "number" ? { kind: "combativite", current: p.current } : null;
      case "domaine-oublie": return typeof p.id === "string" ? { kind: "domaine-oublie", id: p.id, ...(typeof p.level === "number" ? { level: p.level } : {}) } : null;
      case "specialite": return typeof p.skill === "string" && typeof p.expertise === "string" ? { kind: "specialite", skill: p.skill, expertise: p.expertise } : null;
      default: return null;
    }
  } catch {
    return null;
  }
}
