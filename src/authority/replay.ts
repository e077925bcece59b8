/**
 * The GM recomputes; the message only refers. A roll recorded on a card is trusted only when its
 * dice, replayed through the rules engine with scripted dice, give exactly the recorded result,
 * and when its input is one the roll dialog could have produced for that actor. A player can
 * still choose its own dice (its client rolls them, as in any Foundry system); it cannot make a
 * roll say more than those dice give. Pure: rules and plain data only.
 */
import { poolInBounds, rollTest, scriptedDice, ROLL_BONUS_MAX, DEFAULT_CRIT_FAILURE, DEFAULT_CRIT_SUCCESS } from "../rules/index";
import type { TestInput, TestResult } from "../rules/index";
import { standingModifiers, type ActorRollData } from "../dice/roll-spec";
import { NO_BONUS, flatBonus, luckFits, situationalFits, type BonusSources, type SettledLuck } from "../dice/roll-bonus";


/** R-DICE-8 the dice of a result in the order the rules engine rolled them. */
export function diceInOrder(result: TestResult): number[] {
  return [
    ...result.mastery, ...result.power, ...(result.expertiseDie === null ? [] : [result.expertiseDie]),
    ...result.explosions.flat(), ...result.implosions.flat(),
  ];
}

const sameResult = (a: TestResult, b: TestResult) => JSON.stringify(a) === JSON.stringify(b);

/** R-DICE-8 the recorded dice, replayed through rollTest, give exactly the recorded result. */
export function replays(input: TestInput, result: TestResult): boolean {
  try {
    const dice = scriptedDice(diceInOrder(result));
    return sameResult(rollTest(input, dice), result) && dice.remaining() === 0;
  } catch {
    return false;
  }
}

/**
 * An input the dialog could produce for this actor: its skills are the actor's and their level is
 * not above theirs (R-SK-3 the lowest of several), its characteristic not above the actor's best
 * characteristic or score (Puissance and Harmonie too when `swapPaid`: R-MORAL-2 the GM took an Espoir for it), its bonus bounded, its critical thresholds not better than the actor's, its pool in bounds, and
 * R-SK-2 its expertise die only when one of its skills has an owned expertise (the dialog's box follows the skills).
 */
export function plausibleInput(input: TestInput, skillNames: readonly string[], data: ActorRollData, swapPaid = false): boolean {
  const skills = skillNames.map((name) => data.skills.find((s) => s.name === name));
  if (skills.some((s) => s === undefined)) return false;
  const level = skills.length ? Math.min(...skills.map((s) => s!.level)) : 0;
  // R-MORAL-2 Puissance or Harmonie only with the Espoir the GM took for that swap.
  const best = Math.max(0, ...(swapPaid ? [data.puissance, data.harmonie] : []), ...Object.values(data.characteristics), ...Object.values(data.scores));
  return input.skill <= level
    && (input.characteristic ?? 0) <= best
    && Math.abs(input.bonus ?? 0) <= ROLL_BONUS_MAX
    && (input.critSuccess ?? DEFAULT_CRIT_SUCCESS) >= (data.critSuccess ?? DEFAULT_CRIT_SUCCESS)
    && (input.critFailure ?? DEFAULT_CRIT_FAILURE) >= (data.critFailure ?? DEFAULT_CRIT_FAILURE)
    && (!input.expertise || skills.some((s) => s!.expertises.length > 0))
    && poolInBounds(input);
}

/** R-DICE-4 what a card's roll may add to its roller's standing power dice, each part vouched for by the GM. */
export interface PowerPaid {
  /** The Impact points the GM took from the roller for this card (its ledger): one surpuissance die each. */
  impact: number;
  /** R-SPELL-3 the focus dice of the spell the card casts, within its roller's Combativité (0 for any other roll). */
  focus: number;
}

/**
 * R-DICE-4 R-DICE-11 issue 13 a card's power dice are ones the dialog could give this roller: its surpuissance no more
 * than its standing sources (states, effects) plus the Impact the GM took for the card plus a spell's focus, its
 * impuissance no less than its standing sources (Épuisement, Découragement, Descente, injuries; a circumstantial
 * condition only adds some). Read now: a roller whose standing sources changed since its roll is read as it is.
 */
export function powerFits(input: TestInput, data: ActorRollData, paid: PowerPaid): boolean {
  const standing = standingModifiers(data);
  return (input.surpuissance ?? 0) <= standing.surpuissance + paid.impact + paid.focus
    && (input.impuissance ?? 0) >= standing.impuissance;
}

/**
 * R-DICE-6 R-FORT-1 R-FORT-2 R-MORAL-2 issue 13 a card's flat bonus is the sum of its recorded sources, each one the GM
 * vouches for: the situational part within the dialog's own bound, the Espoir +1s no more than the GM took for this
 * card (and a critical failure cancelled only with an Espoir it took for that), the Fortune (the card's `cost.fortune`)
 * no more than the GM took for this card, the Fatalité no less than it answered. A card posted before the sources were
 * recorded reads as all situational, with no Espoir, no Fortune and no Fatalité.
 */
export function bonusFits(input: TestInput, recorded: BonusSources | null, fortune: number, settled: SettledLuck): boolean {
  const sources = recorded ?? { ...NO_BONUS, situational: input.bonus ?? 0 };
  const claimed = recorded ? fortune : 0;
  const espoirFits = Number.isInteger(sources.espoir) && sources.espoir >= 0 && sources.espoir <= Math.min(ROLL_BONUS_MAX, settled.espoir ?? 0);
  const cancelFits = !input.cancelCritFailure || settled.cancelCrit === true;
  return situationalFits(sources.situational) && espoirFits && cancelFits && luckFits(claimed, sources.fatalite, settled)
    && flatBonus(sources, claimed) === (input.bonus ?? 0);
}
