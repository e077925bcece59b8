/**
 * A spell cast on Foundry (RULES.md §12): what the roll reads (the spell, the caster's Énergie,
 * Combativité and turns left in a combat, the characters it may be cast on: the user's targets,
 * the caster, the players' characters), the Énergie paid once per cast, and the combat turns the
 * incantation takes (rules/spells.ts turnsTaken, kept by combat/incantation.ts). The pure parts are spell-plan.ts and spell-data.ts.
 */
import { turnsTaken, withTaken } from "../rules/index";
import { INCANTATION_FLAG, passesAhead, readIncantationTurns } from "../combat/incantation";
import { spellTarget } from "./spell-data";
import type { SpellData, SpellPlan, SpellRollData, SpellTargetData } from "./spell-plan";
import type { SpellContext } from "./spell-data";
import type { RollChoices } from "./roll-spec";

type AnyActor = Actor.Implementation;

interface CastCombat {
  combat: Combat;
  ownTurn: boolean;
  ahead: number[];
  /** The caster's turns in a round (R-FIGHT-1: its Combativité). */
  perRound: number;
}

/** The caster's standing in the started combat it fights in; null out of combat. */
function castCombat(actor: AnyActor): CastCombat | null {
  const combat = game.combat ?? null;
  const combatant = combat?.started ? combat.combatants.find((c) => c.actorId === actor.id) : undefined;
  if (!combat || !combatant?.id) return null;
  return {
    combat, ownTurn: combat.combatant?.id === combatant.id,
    ahead: passesAhead(combat.turns.map((c) => c.id), combat.turn ?? null, combatant.id),
    perRound: combat.turns.filter((c) => c.id === combatant.id).length,
  };
}

/** Targeted characters first, then the caster and the players' characters, each once. */
function candidates(caster: AnyActor, spell: SpellData): SpellTargetData[] {
  const out: SpellTargetData[] = [];
  const add = (actor: AnyActor | null | undefined, targeted: boolean) => {
    if (!actor || out.some((c) => c.actorUuid === actor.uuid)) return;
    const t = spellTarget(actor, spell.constitution, targeted);
    if (t) out.push(t);
  };
  for (const token of game.user?.targets ?? []) add(token.actor as AnyActor | null, true);
  if (spell.soin) {
    add(caster, false);
    for (const actor of game.actors ?? []) if (actor.type === "personnage" && actor.hasPlayerOwner) add(actor as AnyActor, false);
  }
  return out;
}

const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** R-SPELL-3 the Combativité a caster's incantation options may spend (at least 1). */
export function casterCombativite(caster: AnyActor): number {
  return num(foundry.utils.getProperty(caster, "system.combativite")) || 1;
}

/** What the roll plan needs of a spell cast by this actor now. */
export function spellRollData(caster: AnyActor, spell: SpellData): SpellRollData {
  const fight = castCombat(caster);
  return {
    spell,
    energie: num(foundry.utils.getProperty(caster, "system.constitutions.energie.value")),
    combativite: casterCombativite(caster),
    inCombat: fight !== null,
    candidates: candidates(caster, spell),
  };
}

/** The dialog's starting choices for a spell: its own complexity (the healing test fills its own). */
export function spellDefaults(spell: SpellData, choices: RollChoices): RollChoices {
  return { ...choices, complexity: choices.complexity ?? spell.complexite, spell: choices.spell ?? {} };
}

/** R-SPELL-3 pays the cast's Énergie (the plan checked it); false when it could not be written. */
export async function payEnergie(caster: AnyActor, cost: number): Promise<boolean> {
  if (!cost) return true;
  const value = num(foundry.utils.getProperty(caster, "system.constitutions.energie.value"));
  if (cost > value) return false;
  await caster.update({ "system.constitutions.energie.value": value - cost } as never);
  return true;
}

/** Gives the Énergie back (a later payment of the same roll failed). */
export async function refundEnergie(caster: AnyActor, cost: number): Promise<void> {
  if (!cost) return;
  const value = num(foundry.utils.getProperty(caster, "system.constitutions.energie.value"));
  await caster.update({ "system.constitutions.energie.value": value + cost } as never);
}

/** What one roll's card keeps of the cast. */
export function spellContext(spell: SpellData, plan: SpellPlan, choices: RollChoices, roll: number): SpellContext {
  const c = choices.spell ?? {};
  const options = { concentration: c.concentration, gestes: c.gestes, paroles: c.paroles, composantes: c.composantes, surcharge: c.surcharge };
  return {
    itemUuid: spell.itemUuid, name: spell.name, options: JSON.parse(JSON.stringify(options)) as SpellContext["options"],
    spellPoints: plan.spellPoints, cost: plan.cost, combativite: plan.combativite,
    heal: plan.heal ? { actorUuid: plan.heal.actorUuid, name: plan.heal.name, constitution: plan.heal.constitution, wounds: plan.heal.wounds } : null,
    area: plan.rolls.length > 1 ? { roll: roll + 1, of: plan.rolls.length } : null,
  };
}

/**
 * R-SPELL-3 in a started combat, the turns the incantation takes: kept on the caster (the active GM's combat
 * plays them when they come, documents/combat.ts), and the caster's own turn ends (as any action that takes a turn).
 */
export async function takeCombatTurns(caster: AnyActor, combativite: number): Promise<void> {
  const fight = castCombat(caster);
  if (!fight?.combat.id) return;
  const turns = turnsTaken(fight.ahead, fight.combat.round ?? 0, fight.perRound, fight.ownTurn, combativite);
  if (turns.length) {
    const record = withTaken(readIncantationTurns(foundry.utils.getProperty(caster, INCANTATION_FLAG)), fight.combat.id, turns);
    await caster.update({ [INCANTATION_FLAG]: record } as never);
  }
  if (fight.ownTurn) await fight.combat.nextTurn();
}
