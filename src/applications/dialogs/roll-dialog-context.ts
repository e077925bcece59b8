/**
 * Pure context of the roll dialog and the reading of its form. Every number (the exact chance)
 * comes from roll-spec.ts over rules/. No Foundry globals.
 */
import { MAIN_KEYS, SECONDARY_KEYS, buildRollPlan, chancePercent, characteristicLabel, planChance, rollMoralContext, sourceLabel, type ActorRollData, type RollChoices } from "../../dice/roll-spec";
import { payerLabel, spendable } from "../../moral/payer";

export interface RollDialogContext {
  characteristics: { value: string; label: string; number: number; selected: boolean; group: "main" | "secondary" }[];
  skills: { id: string; name: string; level: number; checked: boolean }[];
  complexity: number;
  difficulty: number | "";
  expertise: boolean;
  expertiseAvailable: boolean;
  impact: { value: number; max: number };
  /**
   * R-MORAL-2 / R-MORAL-5 / R-STATE-5 available: points the actor could spend (personal, then the
   * group's when usable, or free uses under Apaisement); payer: i18n key of where the chosen spends
   * are paid from (null when none is chosen).
   */
  espoir: { available: number; bonus: number; cancelCrit: boolean; swap: boolean; payer: string | null; apaisement: boolean; group: boolean };
  /** R-FORT-1 Fortune declared (+1 each, the GM may refuse it on the card) and the actor's points. */
  fortune: { available: number; value: number };
  /** R-FORT-2 Fatalité the GM spent on this character: −1 each on this roll. */
  fatalite: number;
  circumstantial: { id: string; label: string; checked: boolean }[];
  bonus: number;
  modifiers: { label: string; text: string; automatic: boolean }[];
  chance: number | null;
  cost: { impact: number; espoir: number; fortune: number };
  errors: string[];
}

export function rollDialogContext(data: ActorRollData, choices: RollChoices): RollDialogContext {
  const plan = buildRollPlan(data, choices);
  const selected = choices.characteristic ?? null;
  const moral = rollMoralContext(data);
  const me = moral.state.members.find((m) => m.id === moral.memberId);
  return {
    characteristics: [
      ...MAIN_KEYS.map((k) => ({ value: k, label: characteristicLabel(k), number: data.characteristics[k], selected: selected === k, group: "main" as const })),
      ...SECONDARY_KEYS.map((k) => ({ value: k, label: characteristicLabel(k), number: data.scores[k], selected: selected === k, group: "secondary" as const })),
    ],
    skills: data.skills.map((s) => ({ id: s.id, name: s.name, level: s.level, checked: (choices.skills ?? []).includes(s.id) })),
    complexity: plan.input.complexity,
    difficulty: plan.input.difficulty ?? "",
    expertise: Boolean(choices.expertise),
    expertiseAvailable: plan.expertiseAvailable,
    impact: { value: plan.cost.impact, max: data.impact },
    espoir: {
      available: spendable(moral, "espoir"), bonus: Math.max(0, choices.espoirBonus ?? 0), cancelCrit: Boolean(choices.espoirCancelCrit), swap: Boolean(choices.espoirSwap),
      payer: payerLabel(plan.espoirPayment), apaisement: Boolean(me?.apaisement), group: moral.groupUuid !== null,
    },
    fortune: { available: Math.max(0, data.fortune ?? 0), value: plan.cost.fortune },
    fatalite: Math.max(0, data.fatalite ?? 0),
    circumstantial: data.circumstantial.map((id) => ({ id, label: sourceLabel(id), checked: (choices.circumstantial ?? []).includes(id) })),
    bonus: choices.bonus ?? 0,
    modifiers: plan.modifiers.map((m) => ({
      label: m.label, automatic: m.automatic,
      text: [m.surpuissance ? `+${m.surpuissance}d` : "", m.impuissance ? `−${m.impuissance}d` : "", m.flat ? (m.flat > 0 ? `+${m.flat}` : `−${-m.flat}`) : ""].filter(Boolean).join(" "),
    })),
    chance: chancePercent(planChance(plan)),
    cost: plan.cost,
    errors: plan.errors,
  };
}

const int = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined || v === null || v === "" || v === false ? [] : [String(v)]);

/** The dialog's form (flat object: name → value, checkbox lists as arrays) → choices. */
export function readRollForm(form: Record<string, unknown>, base: RollChoices = {}): RollChoices {
  const c = String(form.characteristic ?? "");
  return {
    ...base,
    characteristic: (c ? c : null) as RollChoices["characteristic"],
    skills: list(form.skills),
    complexity: int(form.complexity),
    difficulty: form.difficulty === "" || form.difficulty === undefined || form.difficulty === null ? null : int(form.difficulty),
    expertise: form.expertise === true || form.expertise === "on",
    impactPoints: int(form.impactPoints),
    espoirBonus: int(form.espoirBonus),
    espoirCancelCrit: form.espoirCancelCrit === true || form.espoirCancelCrit === "on",
    espoirSwap: form.espoirSwap === true || form.espoirSwap === "on",
    circumstantial: list(form.circumstantial),
    bonus: int(form.bonus),
    fortune: int(form.fortune),
  };
}
