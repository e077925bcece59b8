/**
 * The spell part of the roll dialog (templates/dialogs/_spell-options.hbs): R-SPELL-3's
 * incantation options, a healing spell's target and wounds (R-SPELL-1), an area spell's groups
 * (R-SPELL-2), with what they cost and give, from the same plan the roll uses. Pure.
 */
import type { ActorRollData, RollChoices, RollPlan } from "../../dice/roll-spec";
import { healingCandidate, type SpellChoices } from "../../dice/spell-plan";

interface Choice { value: number | string; label: string; selected: boolean }

export interface SpellDialogContext {
  name: string;
  soin: boolean;
  zone: boolean;
  concentration: number;
  /** Gestures, words, components: efficiency in quarters (0 = not used). */
  options: { name: string; label: string; choices: Choice[] }[];
  surcharge: boolean;
  /** Combativité the options may spend; whether that is the turns left in a combat. */
  allowance: number;
  inCombat: boolean;
  heal: { candidates: Choice[]; wounds: number; most: number; healable: number; difficulty: number; complexity: number } | null;
  /** R-SPELL-2 each targeted character's group (0 = its own roll). */
  groups: { name: string; field: string; choices: Choice[] }[];
  summary: { spellPoints: number; cost: number; energie: number; combativite: number; rolls: number };
}

const EFFICIENCY = [
  { value: 0, label: "ALTHERION.Spell.Efficiency.None" },
  { value: 4, label: "ALTHERION.Spell.Efficiency.Full" },
  { value: 3, label: "ALTHERION.Spell.Efficiency.ThreeQuarters" },
  { value: 2, label: "ALTHERION.Spell.Efficiency.Half" },
  { value: 1, label: "ALTHERION.Spell.Efficiency.Quarter" },
] as const;
const SCALED = [
  { key: "gestes", field: "spellGestes", label: "ALTHERION.Spell.Option.Gestes" },
  { key: "paroles", field: "spellParoles", label: "ALTHERION.Spell.Option.Paroles" },
  { key: "composantes", field: "spellComposantes", label: "ALTHERION.Spell.Option.Composantes" },
] as const;

/** The dialog's spell part for a plan; null when no spell is cast. */
export function spellDialogContext(data: ActorRollData, choices: RollChoices, plan: RollPlan): SpellDialogContext | null {
  const s = data.spell;
  const p = plan.spell;
  if (!s || !p) return null;
  const c: SpellChoices = choices.spell ?? {};
  const targeted = s.candidates.filter((t) => t.targeted);
  const healOn = s.spell.soin ? healingCandidate(s, c) : null;
  return {
    name: s.spell.name, soin: s.spell.soin, zone: s.spell.zone,
    concentration: Math.max(0, c.concentration ?? 0),
    options: SCALED.map((o) => ({
      name: o.field, label: o.label,
      choices: EFFICIENCY.map((e) => ({ value: e.value, label: e.label, selected: (c[o.key] ?? 0) === e.value })),
    })),
    surcharge: Boolean(c.surcharge),
    allowance: p.allowance, inCombat: s.inCombat,
    heal: p.heal ? {
      candidates: s.candidates.map((t) => ({ value: t.actorUuid, label: t.name, selected: t.actorUuid === healOn?.actorUuid })),
      wounds: p.heal.wounds, most: p.heal.most, healable: p.heal.healable, difficulty: p.heal.difficulty, complexity: p.heal.complexity,
    } : null,
    groups: s.spell.zone && !s.spell.soin && targeted.length > 1
      ? targeted.map((t, i) => ({
          name: t.name, field: `spellGroup.${i}`,
          choices: [0, ...targeted.map((_, g) => g + 1)].map((g) => ({ value: g, label: g ? String(g) : "—", selected: (c.groups?.[i] ?? 0) === g })),
        }))
      : [],
    summary: { spellPoints: p.spellPoints, cost: p.cost, energie: s.energie, combativite: p.combativite, rolls: p.rolls.length },
  };
}

const int = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};

/** The spell fields of the dialog's form (flat name → value) → the spell choices. */
export function readSpellForm(form: Record<string, unknown>): SpellChoices {
  const groups = Object.keys(form).filter((k) => k.startsWith("spellGroup.")).map((k) => [int(k.slice("spellGroup.".length)), int(form[k])] as const);
  const out: SpellChoices = {
    concentration: Math.max(0, int(form.spellConcentration)),
    gestes: int(form.spellGestes), paroles: int(form.spellParoles), composantes: int(form.spellComposantes),
    surcharge: form.spellSurcharge === true || form.spellSurcharge === "on",
  };
  if (typeof form.spellHealTarget === "string" && form.spellHealTarget) out.healTarget = form.spellHealTarget;
  if (form.spellWounds !== undefined && form.spellWounds !== "") out.wounds = int(form.spellWounds);
  if (groups.length) {
    const list: number[] = [];
    for (const [i, g] of groups) if (i >= 0 && i < 100) list[i] = Math.max(0, g);
    out.groups = Array.from(list, (g) => g ?? 0);
  }
  return out;
}
