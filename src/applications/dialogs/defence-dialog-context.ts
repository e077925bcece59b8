/**
 * Pure context of the defence dialog and the reading of its form (R-FIGHT-2): what the defender
 * faces (the attack's total and properties, the blow), what it rolls (pool, formula, modifiers), its
 * exact chance and what a success or a failure does, the Finesse it pays, and why it cannot defend.
 * The pool, the formula and the chance are the roll dialog's own pieces. No Foundry globals.
 */
import { defenceNeeds, resolveDefence, type DefenceResolution } from "../../rules/index";
import { agonieLine, chancePercent, planChance, powerSourceLines, type ActorRollData, type ModifierLine } from "../../dice/roll-spec";
import { modifierText } from "../../chat/test-card";
import { DEFENCE_LABEL, OUTCOME_LABEL, attackProperties, defenceRefusal, defenceRoll, defenceSkills, type DefenceAttack, type DefenceChoices } from "../../combat/defence";
import { CONSTITUTION_LABEL } from "../../combat/turn-events";
import { formulaView, poolView, type FormulaView, type PoolView } from "./roll-dialog-context";

/** What a success or a failure of the defence does to the blow. */
export interface DefenceOutcomeView {
  /** i18n key of the outcome. */
  label: string;
  damage: number;
  /** R-CRIT-1 the attacker's critical success still strikes. */
  critical: boolean;
}

export interface DefenceDialogContext {
  /** i18n key of the defence. */
  defence: string;
  attack: {
    attackerName: string;
    total: number;
    /** R-CON-7 the attacker's Agonie, taken off what the defence needs (0: not shown). */
    agonie: number;
    /** The smallest defence total the attack does not beat. */
    need: number;
    damage: number;
    /** i18n key of the constitution the blow hits. */
    constitution: string;
    /** i18n keys of the attack's properties (hidden, ranged, area, player against player). */
    properties: string[];
  };
  skills: { value: string; label: string; selected: boolean }[];
  showArmour: boolean;
  armour: number;
  shield: boolean;
  /** The characteristic the defence adds, and where it comes from (i18n key). */
  characteristic: { label: string; value: number };
  /** R-DICE-2 / R-DICE-4 the dice it rolls; null when it rolls nothing (useless). */
  pool: PoolView | null;
  formula: FormulaView;
  modifiers: { label: string; text: string; automatic: boolean }[];
  /** Exact chance (percent) that the defence holds; null when it rolls nothing. */
  chance: number | null;
  /** What each result does to the blow; null when the defence rolls nothing. */
  outcomes: { success: DefenceOutcomeView; failure: DefenceOutcomeView } | null;
  finesse: { value: number; cost: number };
  /** i18n key of why the defender cannot defend (the roll button is disabled); null when it can. */
  refusal: string | null;
}

function outcomeView(r: DefenceResolution, attack: DefenceAttack): DefenceOutcomeView {
  return { label: OUTCOME_LABEL[r.outcome], damage: r.damage, critical: r.criticalApplies && attack.critSuccess };
}

/** R-FIGHT-2 R-DICE-10 R-CON-7 the dialog of one defence against one attack, for the choices as they stand. */
export function defenceDialogContext(c: DefenceChoices, data: ActorRollData, finesse: number, attack: DefenceAttack, conscious = true): DefenceDialogContext {
  const roll = defenceRoll(data, c);
  const need = defenceNeeds(attack.total, attack.agonie);
  const input = roll.input ? { ...roll.input, difficulty: need } : null;
  // R-DICE-10 a PvP defender rolls a plain die: no power dice in force; its Agonie still lowers its total.
  const lines: ModifierLine[] = [...(c.pvp ? [] : powerSourceLines(data)), ...[agonieLine(data)].filter((l): l is ModifierLine => l !== null)];
  const resolve = (defenceTotal: number) => resolveDefence({
    defence: c.defence, attackTotal: attack.total, defenceTotal, damage: attack.damage, explosion: c.explosion,
    attackCritSuccess: attack.critSuccess, attackerAgonie: attack.agonie,
  });
  return {
    defence: DEFENCE_LABEL[c.defence],
    attack: {
      attackerName: attack.attackerName, total: attack.total, agonie: Math.max(0, attack.agonie), need, damage: attack.damage,
      constitution: CONSTITUTION_LABEL[attack.constitution], properties: attackProperties(c),
    },
    skills: defenceSkills(data, c.defence).map((s) => ({ value: s.id, label: `${s.name} (${s.level})`, selected: s.id === c.skillId })),
    showArmour: c.defence === "blocage", armour: c.armour, shield: c.shield,
    characteristic: { label: roll.characteristicLabel, value: roll.characteristic },
    pool: input ? poolView({ input, errors: [] }) : null,
    // The threshold is the attack's, said above the choices (attack.need): the formula leaves it out.
    formula: input ? { ...formulaView({ input, characteristicLabel: roll.characteristicLabel, characteristicValue: roll.characteristic }, "ALTHERION.Roll.Source.Agonie"), threshold: null } : { terms: [], threshold: null },
    modifiers: lines.map((m) => ({ label: m.label, automatic: m.automatic, text: modifierText(m) })),
    chance: input ? chancePercent(planChance({ input })) : null,
    outcomes: input ? { success: outcomeView(resolve(need), attack), failure: outcomeView(resolve(need - 1), attack) } : null,
    finesse: { value: finesse, cost: roll.cost },
    refusal: defenceRefusal(roll, finesse, conscious),
  };
}

/**
 * Reads the dialog's form back into choices: the skill, the armour value and the shield are the
 * defender's; the attack's properties (hidden, ranged, area, PvP) always stay the attack's.
 */
export function readDefenceForm(form: Record<string, unknown>, base: DefenceChoices): DefenceChoices {
  const armour = Number(form.armour);
  return {
    ...base,
    skillId: typeof form.skillId === "string" && form.skillId ? form.skillId : base.skillId,
    armour: "armour" in form && Number.isFinite(armour) ? Math.max(0, Math.trunc(armour)) : base.armour,
    shield: "shield" in form ? form.shield === true || form.shield === "on" || form.shield === "true" : base.shield,
  };
}
