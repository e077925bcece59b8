/** Pure context of the Ellipse tool (R-XP-2, R-XP-4, R-XP-6): options the ellipse opens and each character's preview. */
import { ELLIPSES, ELLIPSE_DEFAULT_WEEKS, TRAINER_MULTIPLIER, ellipseEffects, ellipseExperience, ellipseOptions } from "../../rules/index";
import type { Ellipse, TrainerKind } from "../../rules/index";

export interface EllipseCharacter { id: string; name: string; epuisement: number; fragilite: number }
export interface EllipseState { ellipse: Ellipse; weeks: number; trainer: boolean; trainerKind: TrainerKind; surchargeWeeks: number; giveXp: boolean; selected: string[] }

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const keyOf = (s: string) => s.split("-").map(cap).join("");

export function defaultEllipseState(characters: readonly EllipseCharacter[], ellipse: Ellipse = "mineure"): EllipseState {
  return { ellipse, weeks: ELLIPSE_DEFAULT_WEEKS[ellipse], trainer: false, trainerKind: "libre", surchargeWeeks: 0, giveXp: true, selected: characters.map((c) => c.id) };
}

export function buildEllipseContext(state: EllipseState, characters: readonly EllipseCharacter[]) {
  const xp = ellipseExperience({ weeks: state.weeks, surchargeWeeks: state.surchargeWeeks, trainer: state.trainerKind });
  const selected = new Set(state.selected);
  return {
    ellipses: (Object.keys(ELLIPSES) as Ellipse[]).map((e) => ({ value: e, label: `ALTHERION.XP.Ellipse.${cap(e)}`, selected: e === state.ellipse })),
    ellipse: state.ellipse,
    durationHint: `ALTHERION.XP.Ellipse.Duration.${cap(state.ellipse)}`,
    weeks: state.weeks,
    trainer: state.trainer,
    trainerKinds: (Object.keys(TRAINER_MULTIPLIER) as TrainerKind[]).map((t) => ({ value: t, label: `ALTHERION.XP.Trainer.${keyOf(t)}`, multiplier: TRAINER_MULTIPLIER[t], selected: t === state.trainerKind })),
    surchargeWeeks: state.surchargeWeeks,
    giveXp: state.giveXp,
    xp,
    options: ellipseOptions(state.ellipse, state.trainer).map((o) => ({ ...o, label: `ALTHERION.XP.Ellipse.Action.${keyOf(o.action)}`, spend: o.action === "depenser-xp" && o.allowed })),
    characters: characters.map((c) => {
      const after = ellipseEffects({ ellipse: state.ellipse, weeksOfRest: state.weeks, epuisement: c.epuisement, fragilite: c.fragilite });
      return { ...c, selected: selected.has(c.id), epuisementAfter: after.epuisement, fragiliteAfter: after.fragilite, xp: state.giveXp ? xp : 0 };
    }),
    canApply: characters.some((c) => selected.has(c.id)),
  };
}
export type EllipseContext = ReturnType<typeof buildEllipseContext>;

const int = (v: unknown, min: number, max: number, d: number) => {
  const n = typeof v === "number" ? v : Number.parseInt(String(v ?? ""), 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : d;
};
const bool = (v: unknown) => v === true || v === "true" || v === "on";

/** The form's expanded data → the next state (changing the ellipse resets its default weeks). */
export function parseEllipseForm(data: Record<string, unknown>, previous: EllipseState): EllipseState {
  const ellipse = (Object.keys(ELLIPSES) as Ellipse[]).includes(data.ellipse as Ellipse) ? (data.ellipse as Ellipse) : previous.ellipse;
  const weeks = ellipse !== previous.ellipse ? ELLIPSE_DEFAULT_WEEKS[ellipse] : int(data.weeks, 0, 520, previous.weeks);
  const chars = (data.characters ?? {}) as Record<string, unknown>;
  return {
    ellipse, weeks,
    trainer: bool(data.trainer),
    trainerKind: (Object.keys(TRAINER_MULTIPLIER) as TrainerKind[]).includes(data.trainerKind as TrainerKind) ? (data.trainerKind as TrainerKind) : "libre",
    surchargeWeeks: int(data.surchargeWeeks, 0, weeks, 0),
    giveXp: bool(data.giveXp),
    selected: Object.entries(chars).filter(([, v]) => bool(v)).map(([id]) => id),
  };
}
