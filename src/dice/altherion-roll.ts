/**
 * AltherionRoll: a foundry.dice.Roll whose evaluation is the rules engine's `rollTest`, fed by
 * Foundry's random generator (CONFIG.Dice.randomUniform), and whose terms then mirror every die
 * rolled — mastery, power, expertise, each chain — as Foundry `Die` terms, so Dice So Nice throws
 * exactly those dice. The whole state (input, result, context) lives in `options.altherion` and
 * survives toJSON/fromData; the total is the rules' total. ARCHITECTURE.md §4.
 */
import { rollTest, type DiceSource, type TestInput, type TestResult } from "../rules/index";
import { dieGroups, parseRollState, rollFormula, serializeRollState, type DieRole, type RollState, type TestContext } from "./roll-data";

export const TEST_CARD_TEMPLATE = "systems/altherion/templates/chat/test-card.hbs";

/** Dice So Nice colour set of each die role (registered by dice-so-nice.ts). */
export const ROLE_COLORSET: Record<DieRole, string> = {
  mastery: "altherion-mastery",
  surpuissance: "altherion-surpuissance",
  impuissance: "altherion-impuissance",
  expertise: "altherion-expertise",
  explosion: "altherion-explosion",
  implosion: "altherion-implosion",
};

/** A DiceSource on Foundry's generator (a MersenneTwister by default, replaceable by modules). */
export function foundryDice(): DiceSource {
  return { d10: () => Math.min(10, Math.floor(CONFIG.Dice.randomUniform() * 10) + 1) };
}

type TermData = Record<string, unknown>;

/** Serialised Foundry terms for a result: one Die per role group, operators, the flat modifier. */
export function termData(input: TestInput, result: TestResult): TermData[] {
  const terms: TermData[] = [];
  for (const g of dieGroups(result)) {
    if (terms.length || g.sign < 0) terms.push({ class: "OperatorTerm", operator: g.sign < 0 ? "-" : "+", evaluated: true, options: {} });
    terms.push({
      class: "Die", number: g.results.length, faces: 10, modifiers: [], evaluated: true,
      results: g.results.map((r) => ({ result: r.result, active: r.active, ...(r.active ? {} : { discarded: true }) })),
      options: { flavor: g.role, colorset: ROLE_COLORSET[g.role], appearance: { colorset: ROLE_COLORSET[g.role] }, altherionRole: g.role, chain: g.chain ?? null },
    });
  }
  const flat = (input.characteristic ?? 0) + (input.bonus ?? 0);
  if (flat) {
    terms.push({ class: "OperatorTerm", operator: flat < 0 ? "-" : "+", evaluated: true, options: {} });
    terms.push({ class: "NumericTerm", number: Math.abs(flat), evaluated: true, options: {} });
  }
  return terms;
}

export interface AltherionRollOptions {
  altherion?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * No CHAT_TEMPLATE of its own: a test's card is the message content (chat/test-card.ts). Foundry v13 calls
 * Roll#render only for a message whose content is empty or hidden from the viewer (a blind roll's author
 * sees "rolled privately" with `isPrivate`), and core's roll template is the right view for both.
 */
export class AltherionRoll extends foundry.dice.Roll {
  /** A roll ready to evaluate for this test. */
  static forTest(input: TestInput, context: TestContext): AltherionRoll {
    const state: RollState = { version: 1, input, result: null, context };
    const roll = new AltherionRoll(rollFormula(input, null));
    Object.assign(roll.options, { altherion: serializeRollState(state) });
    return roll;
  }

  /** The roll's state (input, result once evaluated, context), read from its options. */
  get state(): RollState | null {
    return parseRollState((this.options as AltherionRollOptions).altherion);
  }

  get testResult(): TestResult | null {
    return this.state?.result ?? null;
  }

  /** R-DICE-1..8: the rules roll the dice; the terms then mirror them. */
  protected override async _evaluate(): Promise<Roll.Evaluated<this>> {
    this.#evaluateWithRules();
    return this as unknown as Roll.Evaluated<this>;
  }

  protected override _evaluateSync(): Roll.Evaluated<this> {
    this.#evaluateWithRules();
    return this as unknown as Roll.Evaluated<this>;
  }

  #evaluateWithRules(): void {
    const state = this.state;
    if (!state) throw new Error("AltherionRoll: options.altherion holds no test input");
    const result = rollTest(state.input, foundryDice());
    (this.options as AltherionRollOptions).altherion = serializeRollState({ ...state, result });
    this.terms = termData(state.input, result).map((t) => foundry.dice.terms.RollTerm.fromData(t as never));
    this.resetFormula();
    this._total = result.total;
  }
}
