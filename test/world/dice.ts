/**
 * Dice of the test world: a small Roll (formulas `NdF ± k`, evaluate → `_evaluate`, JSON round
 * trip that rebuilds the registered subclass by class name, as chat messages do) and scripted
 * dice: `CONFIG.Dice.randomUniform` returns the next scripted face, and running out of script
 * is an error (a scene states every die it rolls).
 */
import type { Plain } from "./utils";

export class RollTerm {
  constructor(public data: Plain) {}
  get formula(): string {
    const d = this.data;
    if (d.class === "Die") return `${d.number as number}d${d.faces as number}`;
    if (d.class === "OperatorTerm") return String(d.operator);
    return String(d.number ?? "");
  }
  get total(): number {
    const d = this.data;
    if (d.class === "Die") return ((d.results as { result: number; active: boolean }[]) ?? []).filter((r) => r.active).reduce((s, r) => s + r.result, 0);
    return Number(d.number ?? 0);
  }
  /** A Die's results, as Foundry's `Die#results`. */
  get results(): { result: number; active: boolean }[] {
    return (this.data.results as { result: number; active: boolean }[] | undefined) ?? [];
  }
  toJSON(): Plain {
    return structuredClone(this.data);
  }
  static fromData(data: Plain): RollTerm {
    return new RollTerm(structuredClone(data));
  }
}

/** The scripted d10 faces, consumed in order by CONFIG.Dice.randomUniform. */
export const scriptedDice: number[] = [];
/** Dice asked for beyond the script (counted even when the caller catches the error). */
export const unscripted = { count: 0 };

/** A uniform number that `Math.ceil(u × 10)` and `floor(u × 10) + 1` both turn into `face`. */
export function scriptedUniform(): number {
  const face = scriptedDice.shift();
  if (face === undefined) {
    unscripted.count += 1;
    throw new Error("test world: a die was rolled that the scene did not script");
  }
  if (!Number.isInteger(face) || face < 1 || face > 10) throw new Error(`test world: scripted d10 face ${face} is not 1..10`);
  return (face - 0.5) / 10;
}

/**
 * Dice "entered by hand": when the user's core Dice Configuration (`core.diceConfiguration`) sets d10 to
 * "manual", every asynchronous, interactive evaluation of a roll with d10 terms is one prompt (its formula
 * is recorded) answered from `faces`, and the generator is not read; synchronous evaluations stay digital.
 */
export const manualDice: { faces: number[]; prompts: string[] } = { faces: [], prompts: [] };

type RollClass = { name: string; new (formula: string, data?: Plain, options?: Plain): Roll };
/** Filled by world.ts with CONFIG.Dice.rolls, CONFIG.Dice.randomUniform and the user's d10 fulfillment method. */
export const diceConfig: { rolls: () => RollClass[]; uniform: () => number; d10Method: () => string } = {
  rolls: () => [], uniform: scriptedUniform, d10Method: () => "",
};

function enteredByHand(formula: string): () => number {
  manualDice.prompts.push(formula);
  return () => {
    const face = manualDice.faces.shift();
    if (face === undefined) throw new Error(`test world: a die of "${formula}" was asked by hand that the test did not enter`);
    return face;
  };
}

export class Roll {
  options: Plain;
  data: Plain;
  terms: RollTerm[] = [];
  _total: number | undefined = undefined;
  _evaluated = false;
  #formula: string;

  constructor(formula: string, data: Plain = {}, options: Plain = {}) {
    this.#formula = formula;
    this.data = data;
    this.options = options;
  }

  get formula(): string {
    return this.terms.length ? this.terms.map((t) => t.formula).join(" ") : this.#formula;
  }
  get total(): number | undefined {
    return this._total;
  }
  get dice(): RollTerm[] {
    return this.terms.filter((t) => t.data.class === "Die");
  }
  resetFormula(): string {
    this.#formula = this.formula;
    return this.#formula;
  }

  async evaluate(options: { allowInteractive?: boolean } = {}): Promise<this> {
    if (this._evaluated) throw new Error("This Roll has already been evaluated");
    await this._evaluate(options);
    this._evaluated = true;
    return this;
  }
  evaluateSync(): this {
    if (this._evaluated) throw new Error("This Roll has already been evaluated");
    this._evaluateSync();
    this._evaluated = true;
    return this;
  }
  protected async _evaluate(options: { allowInteractive?: boolean } = {}): Promise<this> {
    const byHand = options.allowInteractive !== false && diceConfig.d10Method() === "manual" && /d10\b/.test(this.#formula);
    return this.#roll(byHand ? enteredByHand(this.#formula) : null);
  }
  /** `NdF[flavor] ± k` only (what the system asks of core rolls); other formulas are refused. */
  protected _evaluateSync(): this {
    return this.#roll(null);
  }
  #roll(byHand: (() => number) | null): this {
    const tokens = this.#formula.replace(/\s+/g, "").match(/[+-]?[^+-]+/g) ?? [];
    let total = 0;
    this.terms = [];
    for (const token of tokens) {
      const sign = token.startsWith("-") ? -1 : 1;
      const body = token.replace(/^[+-]/, "");
      if (this.terms.length || sign < 0) this.terms.push(new RollTerm({ class: "OperatorTerm", operator: sign < 0 ? "-" : "+" }));
      const die = body.match(/^(\d*)d(\d+)(?:\[([^\]]*)\])?$/);
      if (die) {
        const number = Number(die[1] || 1);
        const faces = Number(die[2]);
        const face = () => (byHand && faces === 10 ? byHand() : Math.ceil(diceConfig.uniform() * faces));
        const results = Array.from({ length: number }, () => ({ result: face(), active: true }));
        this.terms.push(new RollTerm({ class: "Die", number, faces, results, options: die[3] ? { flavor: die[3] } : {} }));
        total += sign * results.reduce((s, r) => s + r.result, 0);
      } else if (/^\d+$/.test(body)) {
        this.terms.push(new RollTerm({ class: "NumericTerm", number: Number(body) }));
        total += sign * Number(body);
      } else {
        throw new Error(`test world: unsupported roll formula "${this.#formula}"`);
      }
    }
    this._total = total;
    return this;
  }

  toJSON(): Plain {
    return {
      class: this.constructor.name, options: structuredClone(this.options), formula: this.formula,
      terms: this.terms.map((t) => t.toJSON()), total: this._total ?? null, evaluated: this._evaluated,
    };
  }

  /** Rebuilds a roll of its registered class (CONFIG.Dice.rolls) from its JSON. */
  static fromData(data: Plain): Roll {
    const Cls = diceConfig.rolls().find((c) => c.name === data.class) ?? Roll;
    const roll = new Cls(String(data.formula ?? ""), {}, (data.options as Plain) ?? {});
    roll.terms = ((data.terms as Plain[]) ?? []).map((t) => RollTerm.fromData(t));
    roll._total = typeof data.total === "number" ? data.total : undefined;
    roll._evaluated = data.evaluated === true;
    return roll;
  }
}

export class Die extends RollTerm {}
