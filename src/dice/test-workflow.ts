/**
 * The roll workflow (ARCHITECTURE.md §4): spec → optional dialog → plan (pure) → points spent once →
 * AltherionRoll evaluated by the rules → one ChatMessage whose card comes from the pure view model.
 * The dialog lives in applications/ and is plugged in by the entry (`configureRollDialog`), so this
 * layer never imports applications/.
 */
import { emptyCardState, testCardView } from "../chat/test-card";
import { renderCard } from "../chat/render";
import { actorRollData, attackContext, matchSkills, targetDefences, unknownSkillRefs, unrollableSkills } from "./actor-data";
import { AltherionRoll, TEST_CARD_TEMPLATE } from "./altherion-roll";
import { emptyContext, type AttackContext, type TargetContext } from "./roll-data";
import { buildRollPlan, isMain, type ActorRollData, type RollChoices, type RollPlan } from "./roll-spec";
import { isSkipDialogHeld } from "./skip-key";
import { fortuneGrantable, type SecondaryScores } from "../rules/index";
import { moralContextOf, moralRules, payMoral, planNarrowSuccess, settleFortune } from "../moral/index";
import type { MoralContext } from "../moral/index";
import { ruleset } from "../settings";
import { localize } from "../i18n";
import { testRoute } from "./pp-test";
import { rollPpTest } from "./pp-workflow";
import { applyMessageMode } from "../platform/generation";
import { spellData } from "./spell-data";
import type { RollTestOptions, RollTestSpec } from "./test-spec";
import type { SpellData } from "./spell-plan";
import { payEnergie, refundEnergie, spellContext, spellDefaults, spellRollData, takeCombatTurns } from "./spell-cast";

export type { RollTestOptions, RollTestSpec } from "./test-spec";

/** The dialog: resolves to the final choices, or null when cancelled. */
export type RollDialogFn = (data: ActorRollData, choices: RollChoices, title: string) => Promise<RollChoices | null>;
let rollDialog: RollDialogFn | null = null;

/** The entry plugs the roll dialog in here. */
export function configureRollDialog(fn: RollDialogFn): void {
  rollDialog = fn;
}

/**
 * R-SPELL-1 what a healing spell's card does once posted: chat/ plugs in its own heal button, pressed at once (the
 * roll workflow posts the card; the card's actions are chat/'s). [I] A roll with Fortune declared waits for the GM.
 */
export type HealingCardFn = (message: ChatMessage.Implementation) => Promise<void>;
let healingCard: HealingCardFn | null = null;

/** chat/ plugs the healing card's action in here (its registration, at init). */
export function configureHealingCard(fn: HealingCardFn): void {
  healingCard = fn;
}




function currentTargets(): TargetContext[] {
  const targets: TargetContext[] = [];
  for (const token of game.user?.targets ?? []) {
    const actor = token.actor;
    if (!actor) continue;
    targets.push({ actorUuid: actor.uuid, name: token.name ?? actor.name ?? "", ...targetDefences(actor) });
  }
  return targets;
}

interface ItemRoll { attack: AttackContext | null; skill: string | null; name: string | null; spell: SpellData | null }

async function attackOf(spec: RollTestSpec, data: ActorRollData): Promise<ItemRoll> {
  if (!spec.itemUuid) return { attack: null, skill: null, name: null, spell: null };
  const item = (await fromUuid(spec.itemUuid)) as Item.Implementation | null;
  if (!item) return { attack: null, skill: null, name: null, spell: null };
  const sys = item.system as unknown as Record<string, unknown>;
  const skill = typeof sys.competence === "string" ? sys.competence : null;
  return { attack: attackContext(item, data.scores as SecondaryScores), skill, name: item.name ?? null, spell: spellData(item) };
}

/** One roll of a cast: its plan, its choices and the targets it is rolled against (null: the user's targets). */
interface CastRoll { plan: RollPlan; choices: RollChoices; targets: string[] | null }

/**
 * R-SPELL-2 the rolls of a test: one, or a spell's one per target or group ([I] an area healing spell one per
 * target, each with its own healing test, R-SPELL-1). Every plan is checked before anything is spent.
 * [I] R-FORT-1 / R-FORT-2 the Fortune declared and the pending Fatalité go to one roll, the cast's first; so do
 * R-MORAL-2 its Espoir +1s, its critical failure cancelled and its swap to Puissance or Harmonie, and R-DICE-4 its
 * Impact points' surpuissance dice (one point, one roll).
 */
function castRolls(data: ActorRollData, choices: RollChoices): CastRoll[] {
  const first = buildRollPlan(data, choices);
  if (!first.spell || !data.spell) return [{ plan: first, choices, targets: null }];
  const healing = data.spell.spell.soin;
  return first.spell.rolls.map((targets, i) => {
    const aimed = healing && targets.length ? { ...choices, spell: { ...choices.spell, healTarget: targets[0] } } : choices;
    const own = i === 0 ? aimed : { ...aimed, fortune: 0, espoirBonus: 0, espoirCancelCrit: false, espoirSwap: false, impactPoints: 0 };
    return { plan: own === choices ? first : buildRollPlan(i === 0 ? data : { ...data, fatalite: 0 }, own), choices: own, targets };
  });
}

type PoolActor = Actor.Implementation & { spendPoints?: (pool: "impact", n: number) => Promise<{ ok: boolean }> };

/**
 * Spends the points a plan costs, once, before the dice are rolled (R-DICE-9), only after the plan
 * passed every check (R-DICE-11: a refused roll spends nothing, the Impact it names is there): the
 * Espoir first, from where the plan says (R-MORAL-2/5, R-STATE-5: personal, the group's Moral through
 * src/moral/, or free under Apaisement), then the Impact (the actor's own pool, R-DICE-4), which a
 * player could not give back once creation is over (R-CAR-5), then R-FORT-1 the Fortune declared and
 * R-FORT-2 the pending Fatalité the roll applies, both the roller's own.
 */
async function spendPoints(actor: Actor.Implementation, plan: RollPlan, moral: MoralContext): Promise<boolean> {
  if (plan.espoirPayment && !(await payMoral(actor, moral, plan.espoirPayment))) return false;
  const pools = actor as PoolActor;
  if (plan.cost.impact && !(await pools.spendPoints?.("impact", plan.cost.impact))?.ok) {
    ui.notifications?.warn(localize("ALTHERION.Roll.Error.NotEnoughImpact"));
    return false;
  }
  await settleFortune(actor, plan.cost.fortune);
  return true;
}

/** Rolls a test for an actor and posts its card; null when cancelled or refused. */
export async function rollActorTest(actor: Actor.Implementation, spec: RollTestSpec = {}, options: RollTestOptions = {}): Promise<ChatMessage.Implementation | null> {
  // R-PP-7 every entry (sheet, hotbar macro, game.altherion.rollTest, @Jet, GM request) comes through here.
  const refs = [...(spec.skillKeys ?? []), ...(spec.skillNames ?? [])];
  const refused = unrollableSkills(actor, { ids: spec.skills, refs });
  if (refused.length) {
    ui.notifications?.warn(localize("ALTHERION.Roll.Error.NeverRolled", { skills: refused.join(", ") }));
    return null;
  }
  // R-SK-7 a skill the actor does not have is refused by name, never rolled at level 0.
  const unknown = unknownSkillRefs(actor, refs);
  if (unknown.length) {
    ui.notifications?.warn(localize("ALTHERION.Roll.Error.UnknownSkill", { name: actor.name ?? "", skills: unknown.join(", ") }));
    return null;
  }
  if (testRoute(ruleset(), spec) === "pp") return rollPpTest(actor, spec, options);
  const moral = await moralContextOf(actor);
  const data = { ...actorRollData(actor), moral };
  const { attack, skill, name, spell } = await attackOf(spec, data);
  if (spell) data.spell = spellRollData(actor, spell); // R-SPELL-1..3
  const skillIds = [...(spec.skills ?? []), ...matchSkills(data, [...(spec.skillKeys ?? []), ...(spec.skillNames ?? []), ...(skill ? [skill] : [])])];
  let choices: RollChoices = { ...spec, skills: [...new Set(skillIds)], ...(attack ? { hidden: spec.hidden ?? attack.hidden } : {}) };
  if (spell) choices = spellDefaults(spell, choices);
  const title = spec.label ?? name ?? (data.skills.filter((s) => choices.skills?.includes(s.id)).map((s) => s.name).join(" / ") || localize("ALTHERION.Roll.Title"));
  const skip = options.skipDialog ?? isSkipDialogHeld();
  if (!skip && rollDialog) {
    const chosen = await rollDialog(data, choices, title);
    if (!chosen) return null;
    choices = chosen;
  }
  const rolls = castRolls(data, choices);
  const errors = [...new Set(rolls.flatMap((r) => r.plan.errors))];
  if (errors.length) {
    for (const e of errors) ui.notifications?.warn(localize(e));
    return null;
  }
  const plan = rolls[0].plan;
  // R-SPELL-3 the cast's Énergie first (given back when the other points cannot be paid), once for all its rolls.
  const energie = plan.spell?.cost ?? 0;
  if (!(await payEnergie(actor, energie))) return null;
  if (!(await spendPoints(actor, plan, moral))) {
    await refundEnergie(actor, energie);
    return null;
  }
  // R-DICE-9 the card offers a narrow success when a Désespoir could then be paid (personal, group or Apaisement).
  const narrowSuccessOffered = planNarrowSuccess({ ...moral, state: plan.espoirPayment?.state ?? moral.state }, moralRules()).ok;
  const targets = attack ? currentTargets() : [];
  const attackMade = attack ? { ...attack, hidden: choices.hidden === true } : null; // R-FIGHT-2 the dialog's hidden-attack option
  let first: ChatMessage.Implementation | null = null;
  for (const [i, cast] of rolls.entries()) {
    const message = await postTest(actor, cast.plan, emptyContext({
      actorUuid: actor.uuid, actorName: actor.name ?? "", label: title,
      characteristicLabel: cast.plan.characteristicLabel, characteristicValue: cast.plan.characteristicValue,
      skillNames: cast.plan.skillNames, skillLevel: cast.plan.skillLevel, modifiers: cast.plan.modifiers, cost: cast.plan.cost,
      // R-SPELL-3 an attack spell's damage is its spell points after the incantation.
      attack: attackMade && cast.plan.spell ? { ...attackMade, damage: cast.plan.spell.spellPoints } : attackMade,
      targets: cast.targets ? targets.filter((t) => cast.targets!.includes(t.actorUuid)) : targets,
      defense: Boolean(spec.defense), requestId: spec.requestId ?? null, narrowSuccessOffered, fortuneGrantable: fortuneGrantable(actor.type),
      spell: spell && cast.plan.spell ? spellContext(spell, cast.plan.spell, cast.choices, i) : null,
    }));
    first ??= message;
    if (message && cast.plan.spell?.heal && !cast.plan.cost.fortune) await healingCard?.(message); // R-SPELL-1
  }
  if (plan.spell) await takeCombatTurns(actor, plan.spell.combativite); // R-SPELL-3
  return first;
}

/** Evaluates one test and posts its card; null when the roll could not be made. */
async function postTest(actor: Actor.Implementation, plan: RollPlan, context: ReturnType<typeof emptyContext>): Promise<ChatMessage.Implementation | null> {
  const roll = AltherionRoll.forTest(plan.input, context);
  try {
    await roll.evaluate();
  } catch (err) {
    ui.notifications?.error(localize("ALTHERION.Roll.Error.Invalid", { message: (err as Error).message }));
    return null;
  }
  const state = roll.state;
  if (!state) return null;
  const content = await renderCard(TEST_CARD_TEMPLATE, testCardView(state));
  const messageData = {
    content,
    rolls: [roll],
    speaker: ChatMessage.getSpeaker({ actor }),
    sound: CONFIG.sounds.dice,
    flags: { altherion: { card: emptyCardState() } },
  };
  applyMessageMode(messageData, undefined);
  const message = await ChatMessage.create(messageData as never);
  return (message as ChatMessage.Implementation | undefined) ?? null;
}

/** Whether a characteristic key is one of the nine (for callers building specs). */
export { isMain };
