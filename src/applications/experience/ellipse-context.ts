/** Pure context of the Ellipse tool (R-XP-2, R-XP-4, R-XP-6): options the ellipse opens and each character's preview. */
import { CONSTITUTION_KEYS, ELLIPSES, ELLIPSE_DEFAULT_WEEKS, TRAINER_MULTIPLIER, defaultSurchargeSplit, ellipseEffects, ellipseExperience, ellipseOptions, surchargeWounds } from "../../rules/index";
import type { Constitution, ConstitutionKey, Ellipse, SurchargeSplit, TrainerKind } from "../../rules/index";
import { SURCHARGE_REFUSAL } from "../../experience/ellipse";
import type { OpenMomentRecord } from "../../experience/moments";
import { momentLabel } from "./spend-context";

export interface EllipseCharacter { id: string; name: string; epuisement: number; fragilite: number; constitutions: Record<ConstitutionKey, Constitution> }
/** R-XP-2 one character's Surcharge in the tool (its id, in memory only: never stored in a document). */
export interface EllipseSurcharge extends SurchargeSplit { id: string }
export interface EllipseState { ellipse: Ellipse; weeks: number; trainer: boolean; trainerKind: TrainerKind; surcharges: EllipseSurcharge[]; giveXp: boolean; selected: string[] }

/** R-XP-2 a character's Surcharge as the tool holds it (none: 0 weeks). */
export function surchargeOf(state: EllipseState, id: string): SurchargeSplit {
  const found = state.surcharges.find((x) => x.id === id);
  return found ? { weeks: found.weeks, vitalite: found.vitalite, energie: found.energie, confiance: found.confiance } : defaultSurchargeSplit(0);
}

/** R-XP-2 the refusal key of a character's Surcharge, or null when it can be inflicted (or there is none). */
export function surchargeRefusal(c: EllipseCharacter, split: SurchargeSplit): string | null {
  if (split.weeks === 0) return null;
  const wounded = surchargeWounds(c.constitutions, split);
  return wounded.ok ? null : SURCHARGE_REFUSAL[wounded.reason];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const keyOf = (s: string) => s.split("-").map(cap).join("");

export function defaultEllipseState(characters: readonly EllipseCharacter[], ellipse: Ellipse = "mineure"): EllipseState {
  return { ellipse, weeks: ELLIPSE_DEFAULT_WEEKS[ellipse], trainer: false, trainerKind: "libre", surcharges: [], giveXp: true, selected: characters.map((c) => c.id) };
}

/** R-XP-2 without a trainer the training is free (×1); with one, the trainer's kind sets the multiplier (at least a superior's). */
export function trainerKindOf(state: Pick<EllipseState, "trainer" | "trainerKind">): TrainerKind {
  if (!state.trainer) return "libre";
  return state.trainerKind === "libre" ? "superieur" : state.trainerKind;
}

export function buildEllipseContext(state: EllipseState, characters: readonly EllipseCharacter[]) {
  const kind = trainerKindOf(state);
  const xpOf = (surchargeWeeks: number) => ellipseExperience({ weeks: state.weeks, surchargeWeeks, trainer: kind });
  const selected = new Set(state.selected);
  const rows = characters.map((c) => {
    const after = ellipseEffects({ ellipse: state.ellipse, weeksOfRest: state.weeks, epuisement: c.epuisement, fragilite: c.fragilite });
    const surcharge = surchargeOf(state, c.id);
    return {
      id: c.id, name: c.name, epuisement: c.epuisement, fragilite: c.fragilite, selected: selected.has(c.id),
      epuisementAfter: after.epuisement, fragiliteAfter: after.fragilite, xp: state.giveXp ? xpOf(surcharge.weeks) : 0,
      // R-XP-2 its own Surcharge weeks and the split of their grave wounds (scars) over its constitutions
      surcharge: { ...surcharge, parts: CONSTITUTION_KEYS.map((k) => ({ key: k, name: `surcharge.${c.id}.${k}`, value: surcharge[k], label: `ALTHERION.Sheet.Constitution.${k.charAt(0).toUpperCase()}${k.slice(1)}` })) },
      surchargeRefusal: surchargeRefusal(c, surcharge),
    };
  });
  return {
    ellipses: (Object.keys(ELLIPSES) as Ellipse[]).map((e) => ({ value: e, label: `ALTHERION.XP.Ellipse.${cap(e)}`, selected: e === state.ellipse })),
    ellipse: state.ellipse,
    durationHint: `ALTHERION.XP.Ellipse.Duration.${cap(state.ellipse)}`,
    weeks: state.weeks,
    trainer: state.trainer,
    // The trainer's kind is chosen only with a trainer: free training is the box unticked.
    trainerKinds: (Object.keys(TRAINER_MULTIPLIER) as TrainerKind[]).filter((t) => t !== "libre").map((t) => ({ value: t, label: `ALTHERION.XP.Trainer.${keyOf(t)}`, multiplier: TRAINER_MULTIPLIER[t], selected: t === kind })),
    training: { label: `ALTHERION.XP.Trainer.${keyOf(kind)}`, multiplier: TRAINER_MULTIPLIER[kind] },
    giveXp: state.giveXp,
    xp: xpOf(0),
    options: ellipseOptions(state.ellipse, state.trainer).map((o) => ({ ...o, label: `ALTHERION.XP.Ellipse.Action.${keyOf(o.action)}`, spend: o.action === "depenser-xp" && o.allowed })),
    characters: rows,
    canApply: rows.some((c) => c.selected) && rows.every((c) => !c.selected || c.surchargeRefusal === null),
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
  const asked = (data.surcharge ?? {}) as Record<string, Record<string, unknown> | undefined>;
  // R-XP-2 per character: changing its weeks resets the split to the even one; at most one Surcharge per week of the ellipse
  const surcharges = Object.entries(asked).map(([id, v]): EllipseSurcharge => {
    const before = surchargeOf(previous, id);
    const weeksOf = int(v?.weeks, 0, weeks, 0);
    if (weeksOf !== before.weeks) return { id, ...defaultSurchargeSplit(weeksOf) };
    const part = (k: ConstitutionKey) => int(v?.[k], 0, 20 * weeks, before[k]);
    return { id, weeks: weeksOf, vitalite: part("vitalite"), energie: part("energie"), confiance: part("confiance") };
  }).filter((x) => x.weeks > 0);
  return {
    ellipse, weeks,
    trainer: bool(data.trainer),
    trainerKind: (Object.keys(TRAINER_MULTIPLIER) as TrainerKind[]).includes(data.trainerKind as TrainerKind) ? (data.trainerKind as TrainerKind) : "libre",
    surcharges,
    giveXp: bool(data.giveXp),
    selected: Object.entries(chars).filter(([, v]) => bool(v)).map(([id]) => id),
  };
}

/** R-XP-3 the spending moments open now, as the GM reads them in the tool (characters by name; others left out). */
export function openMomentsView(list: readonly OpenMomentRecord[], characters: readonly { uuid: string; name: string }[]) {
  return list.flatMap((r) => {
    const c = characters.find((x) => x.uuid === r.actor);
    return c ? [{ name: c.name, moment: momentLabel(r.moment), ellipse: r.ellipse ? `ALTHERION.XP.Ellipse.${cap(r.ellipse)}` : null }] : [];
  });
}
