/**
 * The spell part of a test card (R-SPELL-1..3), as a pure view model: the incantation options
 * and what they gave, the area roll's place, and a healing spell's target with its "heal" button
 * (owners: the caster and the target; GMs always). `healingAmount` is what the GM recomputes
 * from documents before healing: the card only refers. No Foundry globals.
 */
import { healingComplexity } from "../rules/index";
import type { TestInput } from "../rules/index";
import { spellPointsOf, type SpellContext } from "../dice/spell-data";
import type { SpellData, SpellTargetData } from "../dice/spell-plan";
import type { AppliedHealing, ButtonView } from "./card-types";

export type { AppliedHealing } from "./card-types";

export interface SpellCardView {
  name: string;
  spellPoints: number;
  cost: number;
  combativite: number;
  /** i18n keys of the options chosen, with their efficiency in quarters or their count. */
  options: { label: string; value: number | null }[];
  area: { roll: number; of: number } | null;
  heal: {
    actorUuid: string; name: string; wounds: number;
    /** i18n key of the constitution healed. */
    constitution: string;
    /** Wounds healed once applied; null while pending. */
    healed: number | null;
    button: ButtonView | null;
  } | null;
}

const OPTION_LABEL = {
  concentration: "ALTHERION.Spell.Option.Concentration",
  gestes: "ALTHERION.Spell.Option.Gestes",
  paroles: "ALTHERION.Spell.Option.Paroles",
  composantes: "ALTHERION.Spell.Option.Composantes",
} as const;

const CONSTITUTION_LABEL = { vitalite: "ALTHERION.Roll.Constitution.Vitalite", energie: "ALTHERION.Roll.Constitution.Energie", confiance: "ALTHERION.Roll.Constitution.Confiance" } as const;

/** The card's spell block; `hit` is whether the test succeeded (isHit). */
export function spellCardView(spell: SpellContext | null, casterUuid: string | null, healed: readonly AppliedHealing[], hit: boolean): SpellCardView | null {
  if (!spell) return null;
  const options: SpellCardView["options"] = (Object.keys(OPTION_LABEL) as (keyof typeof OPTION_LABEL)[])
    .filter((k) => (spell.options[k] ?? 0) > 0).map((k) => ({ label: OPTION_LABEL[k], value: spell.options[k] ?? null }));
  if (spell.options.surcharge) options.push({ label: "ALTHERION.Spell.Option.Surcharge", value: null });
  const h = spell.heal;
  const done = h ? healed.find((x) => x.target === h.actorUuid) : undefined;
  return {
    name: spell.name, spellPoints: spell.spellPoints, cost: spell.cost, combativite: spell.combativite, options, area: spell.area,
    heal: h ? {
      actorUuid: h.actorUuid, name: h.name, wounds: h.wounds, constitution: CONSTITUTION_LABEL[h.constitution], healed: done?.amount ?? null,
      button: hit && !done && h.wounds > 0
        ? { action: "applyHealing", label: "ALTHERION.Spell.Heal", icon: "fa-solid fa-hand-holding-medical", target: h.actorUuid, owners: [...(casterUuid ? [casterUuid] : []), h.actorUuid], tone: "primary" }
        : null,
    } : null,
  };
}

/**
 * R-SPELL-1 what the GM heals, recomputed from documents: the card's spell must be the caster's own healing spell;
 * its difficulty the wounds healed, at most the spell points its options give; its complexity at least the one
 * the target's scars, Résilience points and Péril give now. Heals those wounds, up to max − scars. A refusal key otherwise.
 */
export function healingAmount(input: TestInput, spell: SpellContext, item: SpellData | null, target: SpellTargetData): { amount: number } | { error: string } {
  const h = spell.heal;
  const forged = { error: "ALTHERION.Authority.Forged" };
  if (!h || !item || !item.soin || item.itemUuid !== spell.itemUuid || h.constitution !== item.constitution || h.actorUuid !== target.actorUuid) return forged;
  if (h.wounds < 1 || input.difficulty !== h.wounds || h.wounds > spellPointsOf(item.points, spell.options)) return forged;
  if (input.complexity < healingComplexity(target) + Math.max(0, item.complexite)) return { error: "ALTHERION.Spell.Error.TargetChanged" };
  const { max, scars, value } = target.constitution;
  return { amount: Math.min(h.wounds, Math.max(0, max - scars - value)) };
}
