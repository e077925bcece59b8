/**
 * Pure context of the Award XP tool (R-XP-1 arc checklist, R-XP-2 ellipse XP) and the parser of its form.
 * Labels are i18n keys; the template only loops and localizes.
 */
import { DURATION_MULTIPLIER, TRAINER_MULTIPLIER, arcAwardBreakdown, ellipseExperience } from "../../rules/index";
import type { ArcAward, TrainerKind } from "../../rules/index";

export type AwardMode = "arc" | "ellipse";
export interface EllipseXpInput { weeks: number; surchargeWeeks: number; trainer: TrainerKind }
export interface AwardCharacter { id: string; name: string; img: string; xpAvailable: number }
export interface AwardState {
  mode: AwardMode;
  award: ArcAward;
  ellipse: EllipseXpInput;
  selected: string[];
  reason: string;
  /** Start a new arc (usage record, R-XP-7) for the chosen characters after awarding. */
  newArc: boolean;
  newAct: boolean;
}

export function defaultAward(): ArcAward {
  return {
    danger: 1,
    balance: { allActive: false, noMonopoly: false, balanced: false, coordinated: false, suggestions: false },
    ingenuity: { finished: false, wantedOutcome: false, goodIdea: false, deductions: false, otherChallenge: false },
    bonus: { participated: true, fun: false, roleplay: false, curious: false },
    ending: { kind: "none", objectives: false, hard: false, satisfying: false },
    duration: "hours",
    optionalObjectives: 0,
  };
}

export function defaultAwardState(characters: readonly AwardCharacter[]): AwardState {
  return {
    mode: "arc", award: defaultAward(), ellipse: { weeks: 1, surchargeWeeks: 0, trainer: "libre" },
    selected: characters.map((c) => c.id), reason: "", newArc: true, newAct: false,
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const keyOf = (s: string) => s.split("-").map(cap).join("");

type Line = { name: string; label: string; checked: boolean; points: string; disabled: boolean };
const line = (group: string, field: string, checked: boolean, points: string, disabled = false): Line =>
  ({ name: `award.${group}.${field}`, label: `ALTHERION.XP.Award.${cap(group)}.${cap(field)}`, checked, points, disabled });

type ChecklistGroup = "balance" | "ingenuity" | "bonus" | "ending";
const CHECKLIST_GROUPS: readonly ChecklistGroup[] = ["balance", "ingenuity", "bonus", "ending"];
/** R-XP-1 the checklist, group by group: each box's field and the points it shows. */
const CHECKLIST = {
  balance: [["allActive", "1"], ["noMonopoly", "+1"], ["balanced", "+1"], ["coordinated", "+1"], ["suggestions", "+1"]],
  ingenuity: [["finished", "1"], ["wantedOutcome", "+1"], ["goodIdea", "+1"], ["deductions", "+1"], ["otherChallenge", "+1"]],
  bonus: [["participated", "2"], ["fun", "+1"], ["roleplay", "+1"], ["curious", "+1"]],
  ending: [["objectives", "+1"], ["hard", "+1"], ["satisfying", "+1"]],
} as const satisfies { [G in ChecklistGroup]: readonly (readonly [Exclude<keyof ArcAward[G], "kind">, string])[] };
const checklist = (id: ChecklistGroup): readonly (readonly [string, string])[] => CHECKLIST[id];
const boxes = (a: ArcAward, id: ChecklistGroup) => a[id] as unknown as Record<string, boolean>;

/** R-XP-1 / R-XP-2 what the Award XP window shows. */
export function buildAwardContext(state: AwardState, characters: readonly AwardCharacter[]) {
  const a = state.award;
  const breakdown = arcAwardBreakdown(a);
  const ellipseXp = ellipseExperience(state.ellipse);
  const total = state.mode === "arc" ? breakdown.total : ellipseXp;
  const endingOff = a.ending.kind === "none";
  // R-XP-1 "Équilibré" needs "no monopoly"; the ending's boxes need an ending.
  const disabled = (id: ChecklistGroup, field: string) => (id === "ending" ? endingOff : id === "balance" && field === "balanced" && !a.balance.noMonopoly);
  const groups = CHECKLIST_GROUPS.map((id) => ({
    id, label: `ALTHERION.XP.Award.${cap(id)}.Title`, points: breakdown[id],
    lines: checklist(id).map(([field, points]) => line(id, field, boxes(a, id)[field], points, disabled(id, field))),
  }));
  const selected = new Set(state.selected);
  return {
    mode: state.mode,
    isArc: state.mode === "arc",
    modes: (["arc", "ellipse"] as const).map((m) => ({ value: m, label: `ALTHERION.XP.Award.Mode.${cap(m)}`, active: m === state.mode })),
    danger: [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `ALTHERION.XP.Award.Danger.D${n}`, selected: n === a.danger })),
    groups,
    endingKinds: (["none", "chapter", "act"] as const).map((k) => ({ value: k, label: `ALTHERION.XP.Award.Ending.${cap(k)}`, selected: k === a.ending.kind })),
    durations: (Object.keys(DURATION_MULTIPLIER) as (keyof typeof DURATION_MULTIPLIER)[]).map((d) => ({
      value: d, label: `ALTHERION.XP.Award.Duration.${cap(d)}`, multiplier: DURATION_MULTIPLIER[d], selected: d === a.duration,
    })),
    optionalObjectives: a.optionalObjectives,
    breakdown,
    ellipse: {
      ...state.ellipse,
      trainers: (Object.keys(TRAINER_MULTIPLIER) as TrainerKind[]).map((t) => ({
        value: t, label: `ALTHERION.XP.Trainer.${keyOf(t)}`, multiplier: TRAINER_MULTIPLIER[t], selected: t === state.ellipse.trainer,
      })),
      xp: ellipseXp,
    },
    total,
    reason: state.reason,
    newArc: state.newArc,
    newAct: state.newAct,
    characters: characters.map((c) => ({ ...c, selected: selected.has(c.id), after: c.xpAvailable + (selected.has(c.id) ? total : 0) })),
    selectedCount: characters.filter((c) => selected.has(c.id)).length,
    canAward: total > 0 && characters.some((c) => selected.has(c.id)),
  };
}
export type AwardContext = ReturnType<typeof buildAwardContext>;

const int = (v: unknown, min: number, max: number, fallback: number) => {
  const n = typeof v === "number" ? v : Number.parseInt(String(v ?? ""), 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : fallback;
};
const bool = (v: unknown) => v === true || v === "true" || v === "on";
const oneOf = <T extends string>(v: unknown, list: readonly T[], fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** The form's expanded data (foundry.utils.expandObject of FormDataExtended.object) → a new state; bad input falls back. */
export function parseAwardForm(data: Record<string, unknown>, previous: AwardState): AwardState {
  const a = (data.award ?? {}) as Record<string, Record<string, unknown> | unknown>;
  const g = (k: string) => (a[k] ?? {}) as Record<string, unknown>;
  const e = (data.ellipse ?? {}) as Record<string, unknown>;
  const chars = (data.characters ?? {}) as Record<string, unknown>;
  const ticked = (id: ChecklistGroup) => Object.fromEntries(checklist(id).map(([field]) => [field, bool(g(id)[field])]));
  const award: ArcAward = {
    danger: int(a.danger, 1, 5, previous.award.danger) as ArcAward["danger"],
    balance: ticked("balance") as ArcAward["balance"],
    ingenuity: ticked("ingenuity") as ArcAward["ingenuity"],
    bonus: ticked("bonus") as ArcAward["bonus"],
    ending: { kind: oneOf(g("ending").kind, ["none", "chapter", "act"] as const, "none"), ...(ticked("ending") as Omit<ArcAward["ending"], "kind">) },
    duration: oneOf(a.duration, Object.keys(DURATION_MULTIPLIER) as (keyof typeof DURATION_MULTIPLIER)[], previous.award.duration),
    optionalObjectives: int(a.optionalObjectives, 0, 99, 0),
  };
  const weeks = int(e.weeks, 0, 520, previous.ellipse.weeks);
  // R-XP-1 / R-XP-3 ending an act opens a new act (its once-per-act limits lifted): picking « Fin d'acte » ticks it, leaving it unticks it.
  const endingChanged = award.ending.kind !== previous.award.ending.kind;
  return {
    mode: oneOf(data.mode, ["arc", "ellipse"] as const, previous.mode),
    award,
    ellipse: { weeks, surchargeWeeks: int(e.surchargeWeeks, 0, weeks, 0), trainer: oneOf(e.trainer, Object.keys(TRAINER_MULTIPLIER) as TrainerKind[], "libre") },
    selected: Object.entries(chars).filter(([, v]) => bool(v)).map(([id]) => id),
    reason: typeof data.reason === "string" ? data.reason.slice(0, 200) : previous.reason,
    newArc: bool(data.newArc),
    newAct: endingChanged ? award.ending.kind === "act" : bool(data.newAct),
  };
}
