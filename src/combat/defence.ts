/**
 * Defences as reactions to an attack card (R-FIGHT-2, R-FIGHT-4, R-DICE-10, R-CRIT-4), as pure
 * view models and planners. The attack card belongs to the rolling layer (chat/test-card.ts); the
 * combat layer adds, under it, a "defence bar" for each target (its owner and the GM see it) and
 * posts a follow-up defence card that resolves the defence roll against the attack's total.
 * No Foundry globals.
 */
import { criticalMiss, DEFENCES, defenceFormula, defenceInput, resolveDefence, canPayDefence, DEFENCE_FINESSE_COST } from "../rules/index";
import type { DamageType, DefenceContext, DefenceId, DefenceResolution, DefenceSource, MainCharacteristics, TestInput, TestResult } from "../rules/index";
import type { RollState, TargetContext } from "../dice/roll-data";
import { characteristicLabel, standingModifiers, type ActorRollData } from "../dice/roll-spec";
import { damageOn, type DieGroupView } from "../chat/test-card";
import { mayStillAnswer, type DefenceRow } from "../chat/aggravation";
import { sourceItem, type SourceItemView } from "../chat/source-item";
import { CONSTITUTION_LABEL, cardDice } from "./turn-events";

export const DEFENCE_IDS = ["blocage", "esquive", "parade"] as const satisfies readonly DefenceId[];

export const DEFENCE_LABEL: Record<DefenceId, string> = {
  blocage: "ALTHERION.Combat.Defence.Blocage",
  esquive: "ALTHERION.Combat.Defence.Esquive",
  parade: "ALTHERION.Combat.Defence.Parade",
};

// ---------------------------------------------------------------------------------------------
// The bar under an attack card
// ---------------------------------------------------------------------------------------------

export interface DefenceButtonView {
  action: "defend" | "confront";
  defence: DefenceId | null;
  label: string;
  icon: string;
  /** The defender's actor uuid. */
  target: string;
  /** Explosion: Parade is useless and shown disabled. */
  disabled: boolean;
}

export interface DefenceBarView {
  messageId: string;
  attackTotal: number;
  explosion: boolean;
  targets: { actorUuid: string; name: string; buttons: DefenceButtonView[] }[];
}

export interface AttackFacts {
  ranged: boolean;
  hidden: boolean;
  explosion: boolean;
}

/** R-FIGHT-2 what the attack says about the defences: range and area from its item, hidden as the attacker chose in its roll dialog. */
export function attackFacts(itemType: string | null, system: unknown, hidden: boolean): AttackFacts {
  const s = (typeof system === "object" && system !== null ? system : {}) as Record<string, unknown>;
  return {
    ranged: itemType === "arme" && typeof s.portee === "number" && s.portee > 0,
    hidden,
    explosion: itemType === "sort" && s.zone === true,
  };
}

/** Is this roll an evaluated attack with targets (the only cards that get a defence bar)? */
export function isDefendable(state: RollState | null): state is RollState & { result: TestResult } {
  // R-CRIT-1 a critically failed attack with no difficulty misses: nothing to defend.
  return Boolean(state && state.result && state.context.attack && !state.context.defense && state.context.targets.length && !criticalMiss(state.result));
}

/**
 * R-CRIT-1 R-FIGHT-2 what the defence card `card` did, as the attack card keeps it: to the attack's critical, and the
 * blow's damage it left (R-FIGHT-3), which the attack card applies even once the defence card is deleted.
 */
export function defenceRow(r: DefenceRecord, defence: TestResult | null, card: string): DefenceRow {
  return {
    target: r.defenderUuid, avoided: !r.resolution.hit && !r.resolution.criticalApplies, critFailure: !r.choices.pvp && Boolean(defence?.critFailure),
    damage: r.resolution.damage, card,
  };
}

/** The defence bar under an attack card, limited to the targets this viewer may defend that may still answer (R-FIGHT-2/3). */
export function defenceBarView(
  messageId: string, state: RollState, facts: AttackFacts, mayDefend: (actorUuid: string) => boolean,
  card: Parameters<typeof mayStillAnswer>[0] = { defences: [], damage: [] },
): DefenceBarView | null {
  if (!isDefendable(state)) return null;
  const targets = state.context.targets.filter((t) => mayDefend(t.actorUuid) && mayStillAnswer(card, t.actorUuid)).map((t) => ({
    actorUuid: t.actorUuid,
    name: t.name,
    buttons: [
      ...DEFENCE_IDS.map((d): DefenceButtonView => ({
        action: "defend", defence: d, label: DEFENCE_LABEL[d], icon: DEFENCE_ICON[d], target: t.actorUuid,
        disabled: facts.explosion && DEFENCES[d].explosion === "unusable", // R-FIGHT-2 Parade vs explosions
      })),
      { action: "confront" as const, defence: null, label: "ALTHERION.Combat.Defence.Confront", icon: "fa-solid fa-people-arrows", target: t.actorUuid, disabled: false }, // R-FIGHT-4
    ],
  }));
  if (!targets.length) return null;
  return { messageId, attackTotal: state.result.total, explosion: facts.explosion, targets };
}

const DEFENCE_ICON: Record<DefenceId, string> = {
  blocage: "fa-solid fa-shield-halved",
  esquive: "fa-solid fa-person-running",
  parade: "fa-solid fa-hand-fist",
};

// ---------------------------------------------------------------------------------------------
// The defence roll
// ---------------------------------------------------------------------------------------------

/** What the defender chooses in the defence dialog. */
export interface DefenceChoices {
  defence: DefenceId;
  /** Skill item id used (Parade: Bagarre or Mêlée); null = level 0. */
  skillId: string | null;
  armour: number;
  shield: boolean;
  hidden: boolean;
  ranged: boolean;
  explosion: boolean;
  /** R-DICE-10 both sides are player characters. */
  pvp: boolean;
  /** The equipped shield a Blocage uses (its card names it for card readers); absent on older cards. */
  shieldUuid?: string | null;
}

/** The defender's equipment as the dialog prefills it: armour value, whether a shield is equipped, and which. */
export interface DefenderEquipment { armour: number; shield: boolean; shieldUuid?: string | null }
export function defenderEquipment(items: Iterable<{ type: string; system: unknown; uuid?: string }>): DefenderEquipment {
  let armour = 0;
  let shield = false;
  let shieldUuid: string | null = null;
  for (const i of items) {
    const s = (typeof i.system === "object" && i.system !== null ? i.system : {}) as Record<string, unknown>;
    if (i.type === "armure" && s.equipee === true && typeof s.blocage === "number") armour = Math.max(armour, s.blocage);
    if (i.type === "bouclier" && s.equipe === true) {
      shield = true;
      shieldUuid ??= i.uuid ?? null;
    }
  }
  return { armour, shield, shieldUuid };
}

/** Skills of the actor that a defence may use (R-FIGHT-2), best level first. */
export function defenceSkills(data: Pick<ActorRollData, "skills">, defence: DefenceId): { id: string; name: string; level: number }[] {
  const wanted = new Set<string>(DEFENCES[defence].skills); // R-SK-7 the rules' skill ids are the skills' keys
  return data.skills.filter((s) => wanted.has(s.key)).map((s) => ({ id: s.id, name: s.name, level: s.level })).sort((a, b) => b.level - a.level);
}

/** The default choices for a defence against an attack. */
export function defaultChoices(defence: DefenceId, data: Pick<ActorRollData, "skills">, facts: AttackFacts, equipment: DefenderEquipment, pvp: boolean): DefenceChoices {
  return {
    defence, skillId: defenceSkills(data, defence)[0]?.id ?? null,
    armour: equipment.armour, shield: equipment.shield, hidden: facts.hidden, ranged: facts.ranged, explosion: facts.explosion, pvp,
    shieldUuid: equipment.shieldUuid ?? null,
  };
}

/** The label (i18n key) of where a defence's characteristic comes from. */
export const DEFENCE_SOURCE_LABEL: Record<DefenceSource, string> = {
  vigueur: characteristicLabel("vigueur"), force: characteristicLabel("force"), agilite: characteristicLabel("agilite"),
  perception: characteristicLabel("perception"), armour: "ALTHERION.Combat.Option.Armour",
};

/** The defence roll some choices make: its input (null when useless), characteristic and its source, skill, Finesse cost. */
export interface DefenceRoll {
  input: TestInput | null;
  characteristic: number;
  /** i18n key of where the characteristic comes from (Vigueur, the armour, Force…). */
  characteristicLabel: string;
  skillLevel: number;
  skillName: string | null;
  cost: number;
  usable: boolean;
}

export type DefencePlan = ({ ok: true } & DefenceRoll) | { ok: false; reason: string };

/**
 * R-FIGHT-2 the defence roll to make, whatever the Finesse left (the dialog shows it before any is
 * paid): its formula (skill + characteristic, with armour, shield, hidden, ranged) and Finesse cost,
 * and R-DICE-10 the PvP plain die. A useless defence (Parade vs explosion) rolls nothing and costs nothing.
 */
export function defenceRoll(data: ActorRollData, c: DefenceChoices): DefenceRoll {
  const ctx: DefenceContext = { armour: c.armour, shield: c.shield, hidden: c.hidden, ranged: c.ranged, explosion: c.explosion };
  const formula = defenceFormula(c.defence, data.characteristics as MainCharacteristics, ctx);
  const characteristicLabel = DEFENCE_SOURCE_LABEL[formula.source];
  if (!formula.usable) return { input: null, characteristic: formula.characteristic, characteristicLabel, skillLevel: 0, skillName: null, cost: 0, usable: false };
  const skill = defenceSkills(data, c.defence).find((s) => s.id === c.skillId) ?? null;
  const input = defenceInput({ skill: skill?.level ?? 0, characteristic: formula.characteristic, pvp: c.pvp, ...standingModifiers(data) }); // R-DICE-11
  return { input, characteristic: formula.characteristic, characteristicLabel, skillLevel: skill?.level ?? 0, skillName: skill?.name ?? null, cost: formula.finesseCost, usable: true };
}

/** R-FIGHT-2 the defence roll to make, refused when its Finesse cost cannot be paid. */
export function planDefence(data: ActorRollData, c: DefenceChoices, finessePoints: number): DefencePlan {
  const roll = defenceRoll(data, c);
  if (roll.usable && !canPayDefence(finessePoints, roll.cost)) return { ok: false, reason: "ALTHERION.Combat.Error.NoFinesse" };
  return { ok: true, ...roll };
}

/**
 * R-FIGHT-2 R-CON-5 why a defender cannot defend, or null: unconscious or dead (it no longer acts), a
 * useless defence (Parade vs explosion), or no Finesse point left to pay for it.
 */
export function defenceRefusal(roll: Pick<DefenceRoll, "usable" | "cost">, finessePoints: number, conscious: boolean): string | null {
  if (!conscious) return "ALTHERION.Combat.Error.Unconscious";
  if (!roll.usable) return "ALTHERION.Combat.Dialog.Useless";
  if (!canPayDefence(finessePoints, roll.cost)) return "ALTHERION.Combat.Error.NoFinesse";
  return null;
}

/** What the defender faces, as its dialog shows it: the attack's total, its properties, the blow on this defender. */
export interface DefenceAttack {
  attackerName: string;
  total: number;
  /** R-CON-7 the attacker's Agonie: the defence needs that much less. */
  agonie: number;
  critSuccess: boolean;
  /** R-FIGHT-3 the blow's damage on this defender before the defence, and the constitution it hits. */
  damage: number;
  constitution: "vitalite" | "energie" | "confiance";
  /** R-FIGHT-2 hidden, ranged, area: from the attack, never ticked again by the defender. */
  facts: AttackFacts;
  /** R-DICE-10 both sides are player characters. */
  pvp: boolean;
}

/** The attack a target defends against, from the attack card's roll. */
export function defenceAttack(state: RollState & { result: TestResult }, target: TargetContext, facts: AttackFacts, pvp: boolean): DefenceAttack {
  const blow = damageOn(state, target);
  return {
    attackerName: state.context.actorName, total: state.result.total, agonie: state.input.agonie ?? 0, critSuccess: state.result.critSuccess,
    damage: blow?.amount ?? 0, constitution: blow?.constitution ?? "vitalite", facts, pvp,
  };
}

export { DEFENCE_FINESSE_COST };

// ---------------------------------------------------------------------------------------------
// The defence card
// ---------------------------------------------------------------------------------------------

/** Everything the defence card keeps in its message flags (flags.altherion.defence). */
export interface DefenceRecord {
  attackMessageId: string;
  attackerUuid: string | null;
  attackerName: string;
  defenderUuid: string;
  defenderName: string;
  choices: DefenceChoices;
  attackTotal: number;
  attackCritSuccess: boolean;
  /** R-CON-7 the attacker's Agonie, which raises the defence total it has to beat (absent on old cards). */
  attackerAgonie?: number;
  /** The blow's damage on this defender before the defence (R-FIGHT-3), and its constitution. */
  damage: number;
  damageType: DamageType;
  lethal: boolean;
  constitution: "vitalite" | "energie" | "confiance";
  defenceTotal: number | null;
  defenceCritSuccess: boolean;
  skillName: string | null;
  characteristic: number;
  cost: number;
  resolution: DefenceResolution;
  applied: boolean;
}

/** R-FIGHT-2/3 the record of a defence once rolled (or not, when useless). */
export function defenceRecord(input: {
  attackMessageId: string; state: RollState & { result: TestResult }; target: TargetContext; defenderName: string;
  choices: DefenceChoices; plan: Pick<DefenceRoll, "skillName" | "characteristic" | "cost">; defence: TestResult | null;
}): DefenceRecord {
  const { state, target, choices, plan } = input;
  const blow = damageOn(state, target);
  const damage = blow?.amount ?? 0;
  const attack = state.context.attack;
  const attackerAgonie = state.input.agonie ?? 0;
  const resolution = resolveDefence({
    defence: choices.defence, attackTotal: state.result.total, defenceTotal: input.defence?.total ?? null, damage,
    explosion: choices.explosion, attackCritSuccess: state.result.critSuccess, attackerAgonie,
    defenceCritSuccess: choices.pvp ? false : Boolean(input.defence?.critSuccess), // R-DICE-10 / R-CRIT-4
  });
  return {
    attackMessageId: input.attackMessageId, attackerUuid: state.context.actorUuid, attackerName: state.context.actorName,
    defenderUuid: target.actorUuid, defenderName: input.defenderName, choices,
    attackTotal: state.result.total, attackCritSuccess: state.result.critSuccess, attackerAgonie,
    damage, damageType: attack?.type ?? "physique", lethal: attack?.lethal ?? true, constitution: blow?.constitution ?? "vitalite",
    defenceTotal: input.defence?.total ?? null, defenceCritSuccess: Boolean(input.defence?.critSuccess),
    skillName: plan.skillName, characteristic: plan.characteristic, cost: plan.cost, resolution, applied: false,
  };
}

export const OUTCOME_LABEL: Record<DefenceResolution["outcome"], string> = {
  evitee: "ALTHERION.Combat.Resolution.Evitee",
  bloquee: "ALTHERION.Combat.Resolution.Bloquee",
  attenuee: "ALTHERION.Combat.Resolution.Attenuee",
  touchee: "ALTHERION.Combat.Resolution.Touchee",
  inutile: "ALTHERION.Combat.Resolution.Inutile",
};

export interface DefenceCardView {
  kind: "defence";
  attackerName: string;
  defenderName: string;
  defence: string;
  options: string[];
  skillName: string | null;
  characteristic: number;
  attackTotal: number;
  /** R-CON-7 the attacker's Agonie (0: not shown). */
  attackerAgonie: number;
  defenceTotal: number | null;
  /** The defence's dice drawn as on a test card; tied: a die marked tied, explained in the card's legend. */
  groups: DieGroupView[];
  tied: boolean;
  outcome: DefenceResolution["outcome"];
  outcomeLabel: string;
  damage: number;
  constitution: string;
  criticalApplies: boolean;
  riposte: boolean;
  pvp: boolean;
  cost: number;
  applied: boolean;
  /** The "apply damage" button: the defender's owner, the attacker's owner or the GM. */
  button: { action: "applyDefenceDamage"; label: string; icon: string; target: string; owners: string[] } | null;
  /** The shield a Blocage was made with (card readers such as Automated Animations); null otherwise. */
  item: SourceItemView | null;
}

/** R-FIGHT-2 R-DICE-10 the attack's properties a defence answers (i18n keys): hidden, ranged, area, player against player. */
export function attackProperties(c: Pick<DefenceChoices, "hidden" | "ranged" | "explosion" | "pvp">): string[] {
  const out: string[] = [];
  if (c.hidden) out.push("ALTHERION.Combat.Option.Hidden");
  if (c.ranged) out.push("ALTHERION.Combat.Option.Ranged");
  if (c.explosion) out.push("ALTHERION.Combat.Option.Explosion");
  if (c.pvp) out.push("ALTHERION.Combat.Option.Pvp");
  return out;
}

export function defenceCardView(r: DefenceRecord, defence: TestResult | null): DefenceCardView {
  const options: string[] = [];
  if (r.choices.defence === "blocage" && r.choices.armour > 0) options.push("ALTHERION.Combat.Option.Armour");
  if (r.choices.defence === "blocage" && r.choices.shield) options.push("ALTHERION.Combat.Option.Shield");
  options.push(...attackProperties(r.choices));
  const res = r.resolution;
  return {
    kind: "defence", attackerName: r.attackerName, defenderName: r.defenderName, defence: DEFENCE_LABEL[r.choices.defence], options,
    skillName: r.skillName, characteristic: r.characteristic, attackTotal: r.attackTotal, attackerAgonie: r.attackerAgonie ?? 0, defenceTotal: r.defenceTotal,
    ...cardDice(defence), outcome: res.outcome, outcomeLabel: OUTCOME_LABEL[res.outcome], damage: res.damage,
    constitution: CONSTITUTION_LABEL[r.constitution], criticalApplies: res.criticalApplies && r.attackCritSuccess, riposte: res.riposte,
    pvp: r.choices.pvp, cost: r.cost, applied: r.applied,
    button: res.damage > 0 && !r.applied
      ? { action: "applyDefenceDamage", label: "ALTHERION.Combat.Button.ApplyDamage", icon: "fa-solid fa-heart-crack", target: r.defenderUuid, owners: [r.defenderUuid, ...(r.attackerUuid ? [r.attackerUuid] : [])] }
      : null,
    item: r.choices.defence === "blocage" && r.choices.shield ? sourceItem(r.choices.shieldUuid, "bouclier") : null,
  };
}

/** Parses a defence record back from message flags; null when it is not one. */
export function readDefenceRecord(flags: unknown): DefenceRecord | null {
  const f = (typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>).altherion : null) as Record<string, unknown> | null;
  const d = f?.defence as DefenceRecord | undefined;
  if (!d || typeof d !== "object" || typeof d.defenderUuid !== "string" || typeof d.resolution !== "object") return null;
  return d;
}
