/**
 * AltherionRoll: a foundry.dice.Roll whose evaluation is the rules engine's `rollTest` fed with dice that
 * Foundry itself rolls: the d10s the test asks for (rules `testDice`: the pool, then each explosion or
 * implosion chain die by die) are evaluated as core Rolls, so core's dice fulfillment applies to them —
 * the random generator, or the user's "Dice Configuration" (dice typed by hand, a module's physical dice).
 * Its terms then mirror every die rolled — mastery, power, expertise, each chain — as Foundry `Die` terms,
 * so Dice So Nice throws exactly those dice. The whole state (input, result, context) lives in
 * `options.altherion` and survives toJSON/fromData; the total is the rules' total. ARCHITECTURE.md §4.
 */
import { rollTestAsync, rollTestWith, type DiceRequest, type TestInput, type TestResult } from "../rules/index";
import { dieGroups, parseRollState, rollFormula, serializeRollState, type RollState, type TestContext } from "./roll-data";
import { ROLE_LABEL } from "../chat/test-card";
import { localize } from "../i18n";

export const TEST_CARD_TEMPLATE = "systems/altherion/templates/chat/test-card.hbs";

/** The core formula of a request: one d10 term per role, flavoured with its name ("3d10[Maîtrise] + 1d10[Surpuissance]"). */
export function requestFormula(requests: readonly DiceRequest[]): string {
  return requests.map((r) => `${r.count}d10[${localize(ROLE_LABEL[r.role]).replace(/[[\]]/g, "")}]`).join(" + ");
}

/** The faces of an evaluated request roll, one list per term, in the request's order. */
export function requestFaces(roll: { dice: readonly { results: readonly { result: number }[] }[] }): number[][] {
  return roll.dice.map((d) => d.results.map((r) => r.result));
}

/** Foundry's evaluation options an AltherionRoll passes on to the rolls of its dice. */
interface DiceOptions { allowInteractive?: boolean }

type TermData = Record<string, unknown>;

/** Serialised Foundry terms for a result: one Die per role group, operators, the flat modifier. */
export function termData(input: TestInput, result: TestResult): TermData[] {
  const terms: TermData[] = [];
  for (const g of dieGroups(result)) {
    if (terms.length || g.sign < 0) terms.push({ class: "OperatorTerm", operator: g.sign < 0 ? "-" : "+", evaluated: true, options: {} });
    terms.push({
      class: "Die", number: g.results.length, faces: 10, modifiers: [], evaluated: true,
      results: g.results.map((r) => ({ result: r.result, active: r.active, ...(r.active ? {} : { discarded: true }) })),
      // The role, not a colour: each player's Dice So Nice dresses it as they chose (src/modules/dice-so-nice.ts).
      options: { flavor: g.role, altherionRole: g.role, chain: g.chain ?? null },
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

  /**
   * R-DICE-1..8: the rules ask for the dice, core Rolls roll them (its dice fulfillment may prompt the
   * user), `rollTest` reads them; the terms then mirror them.
   */
  protected override async _evaluate(options: DiceOptions = {}): Promise<Roll.Evaluated<this>> {
    const state = this.#stateToRoll();
    const result = await rollTestAsync(state.input, async (requests) => {
      const roll = await new foundry.dice.Roll(requestFormula(requests)).evaluate({ allowInteractive: options.allowInteractive !== false });
      return requestFaces(roll);
    });
    this.#mirror(state, result);
    return this as unknown as Roll.Evaluated<this>;
  }

  /** A synchronous evaluation cannot wait for a prompt: core's synchronous evaluation of the same dice. */
  protected override _evaluateSync(): Roll.Evaluated<this> {
    const state = this.#stateToRoll();
    const result = rollTestWith(state.input, (requests) => requestFaces(new foundry.dice.Roll(requestFormula(requests)).evaluateSync()));
    this.#mirror(state, result);
    return this as unknown as Roll.Evaluated<this>;
  }

  #stateToRoll(): RollState {
    const state = this.state;
    if (!state) throw new Error("AltherionRoll: options.altherion holds no test input");
    return state;
  }

  #mirror(state: RollState, result: TestResult): void {
    (this.options as AltherionRollOptions).altherion = serializeRollState({ ...state, result });
    this.terms = termData(state.input, result).map((t) => foundry.dice.terms.RollTerm.fromData(t as never));
    this.resetFormula();
    this._total = result.total;
  }
}
