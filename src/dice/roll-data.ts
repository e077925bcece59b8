/**
 * Pure data of an AltherionRoll: the dice grouped by role as Foundry `Die` terms will hold them
 * (so Dice So Nice throws exactly the dice of the rules engine), and the (de)serialisation of the
 * roll's state kept in `roll.options.altherion` (input, result, context), which survives
 * `toJSON` / `fromData` as plain data. No Foundry globals.
 */
import { DAMAGE_TYPES, masteryRetained } from "../rules/index";
import type { DamageType, DieRole, SecondaryScores, TestInput, TestResult } from "../rules/index";
import type { TestMakeup } from "./roll-spec";
import { parseSpellContext, type SpellContext } from "./spell-data";

export type { DieRole } from "../rules/index";
export const DIE_ROLES: readonly DieRole[] = ["mastery", "surpuissance", "impuissance", "expertise", "explosion", "implosion"];

export interface DieResult {
  result: number;
  /** Counts in the total: the one die whose value is kept (the first of a tie), chains, expertise. */
  active: boolean;
  /** R-DICE-3/4 shows the kept value (ties are all retained): each retained die starts a chain (R-DICE-5). */
  retained: boolean;
}

export interface DieGroup {
  role: DieRole;
  /** Chain number (0-based) for explosion/implosion groups. */
  chain?: number;
  /** −1 for implosions (subtracted), +1 otherwise. */
  sign: 1 | -1;
  results: DieResult[];
}

/**
 * R-DICE-3/4 which pooled die is the kept one, by index: the first mastery die showing the kept
 * value when the mastery pool still holds it, else the first power die showing it. A tie keeps
 * one die in the total; the others are only retained (they start their own chains).
 */
function keptDie(result: TestResult): { group: "mastery" | "power"; index: number } {
  const index = masteryRetained(result, result.kept) ? result.mastery.indexOf(result.kept) : -1;
  return index >= 0 ? { group: "mastery", index } : { group: "power", index: result.power.indexOf(result.kept) };
}

/** R-DICE-8 every die of a result, grouped by role in rolling order. */
export function dieGroups(result: TestResult): DieGroup[] {
  const kept = keptDie(result);
  const pooled = (group: "mastery" | "power", retained: (v: number) => boolean) => (v: number, i: number): DieResult =>
    ({ result: v, active: kept.group === group && kept.index === i, retained: retained(v) });
  const groups: DieGroup[] = [
    { role: "mastery", sign: 1, results: result.mastery.map(pooled("mastery", (v) => masteryRetained(result, v))) },
  ];
  if (result.power.length && result.powerKind) {
    groups.push({ role: result.powerKind, sign: 1, results: result.power.map(pooled("power", (v) => v === result.kept)) });
  }
  const counted = (v: number): DieResult => ({ result: v, active: true, retained: false });
  if (result.expertiseDie !== null) groups.push({ role: "expertise", sign: 1, results: [counted(result.expertiseDie)] });
  result.explosions.forEach((chain, i) => groups.push({ role: "explosion", chain: i, sign: 1, results: chain.map(counted) }));
  result.implosions.forEach((chain, i) => groups.push({ role: "implosion", chain: i, sign: -1, results: chain.map(counted) }));
  return groups;
}

/** A readable formula of the dice actually rolled ("3d10 + 1d10 + 5"); cosmetic, the total is the rules'. */
export function rollFormula(input: TestInput, result: TestResult | null): string {
  const parts: string[] = [];
  if (result) {
    for (const g of dieGroups(result)) parts.push(`${g.sign < 0 ? "- " : parts.length ? "+ " : ""}${g.results.length}d10`);
  } else {
    parts.push(`${Math.abs(input.skill - input.complexity) + 1}d10`);
  }
  const flat = (input.characteristic ?? 0) + (input.bonus ?? 0);
  if (flat) parts.push(`${flat < 0 ? "-" : "+"} ${Math.abs(flat)}`);
  return parts.join(" ");
}

/** What a card needs besides the dice: who rolled what, against whom. */
export interface TestContext extends TestMakeup {
  actorUuid: string | null;
  actorName: string;
  /** Title of the test (skill names, weapon or spell name, or a free label). */
  label: string;
  /** An attack: damage and the column that adds to it (R-FIGHT-3). */
  attack: AttackContext | null;
  /** Tokens/actors targeted when the roll was made. */
  targets: TargetContext[];
  /** R-DICE-10 a defender's roll (immune to its own criticals; a critical success opens a riposte). */
  defense: boolean;
  /** Message id of the card this roll answers: a GM request, R-FIGHT-4 an attack confronted, R-FIGHT-5 a grapple resisted. */
  requestId: string | null;
  /** R-DICE-9 / R-MORAL-3 the roller could pay a Désespoir (personal, group or Apaisement) when the roll was made. */
  narrowSuccessOffered: boolean;
  /** R-FORT-1 (rev 3) the roller is a player character: its critical success may be granted a Fortune. */
  fortuneGrantable: boolean;
  /** R-SPELL-1..3 a spell cast: its options, cost, healing target, place among an area spell's rolls. */
  spell: SpellContext | null;
}

export interface AttackContext {
  itemUuid: string | null;
  itemName: string;
  damage: number;
  /** physique → Vitalité, magique → Énergie, social → Confiance (R-FIGHT-3). */
  type: DamageType;
  lethal: boolean;
  /** The attacker's scores: its column score adds to a lethal hit (R-FIGHT-3). */
  attackerScores: SecondaryScores;
  /** R-FIGHT-2 the attacker made it a hidden attack (the roll dialog's option): an Esquive takes min(Agilité, Perception). Absent: not hidden. */
  hidden?: boolean;
}

export interface TargetContext {
  actorUuid: string;
  name: string;
  annulation: number;
  resistance: number;
}

export interface RollState {
  version: 1;
  input: TestInput;
  result: TestResult | null;
  context: TestContext;
}

export function emptyContext(partial: Partial<TestContext> = {}): TestContext {
  return {
    actorUuid: null, actorName: "", label: "", characteristicLabel: null, characteristicValue: 0, skillNames: [], skillKeys: [], skillLevel: 0,
    modifiers: [], cost: { impact: 0, espoir: 0, fortune: 0 }, attack: null, targets: [], defense: false, requestId: null,
    narrowSuccessOffered: true, fortuneGrantable: false, spell: null, ...partial,
  };
}

/** Plain JSON copy of a state (what goes into roll.options). */
export function serializeRollState(state: RollState): Record<string, unknown> {
  return JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
const isIntArray = (v: unknown): v is number[] => Array.isArray(v) && v.every(isInt);
const isDie = (v: unknown) => isInt(v) && v >= 1 && v <= 10;

function parseInput(v: unknown): TestInput | null {
  if (!isObj(v) || !isInt(v.skill) || !isInt(v.complexity)) return null;
  const out: TestInput = { skill: v.skill, complexity: v.complexity };
  for (const k of ["characteristic", "surpuissance", "impuissance", "bonus", "difficulty", "agonie", "critSuccess", "critFailure"] as const) {
    if (v[k] !== undefined && v[k] !== null) {
      if (!isInt(v[k])) return null;
      out[k] = v[k] as number;
    }
  }
  if (typeof v.expertise === "boolean") out.expertise = v.expertise;
  if (typeof v.cancelCritFailure === "boolean") out.cancelCritFailure = v.cancelCritFailure;
  return out;
}

function parseResult(v: unknown): TestResult | null {
  if (!isObj(v)) return null;
  const chains = (c: unknown) => Array.isArray(c) && c.every((x) => isIntArray(x) && x.every(isDie));
  if (!isIntArray(v.mastery) || !v.mastery.every(isDie) || v.mastery.length === 0) return null;
  if (!isIntArray(v.power) || !v.power.every(isDie)) return null;
  if (v.masteryKeep !== "highest" && v.masteryKeep !== "lowest") return null;
  if (v.powerKind !== null && v.powerKind !== "surpuissance" && v.powerKind !== "impuissance") return null;
  if (!isDie(v.kept) || !isInt(v.retained) || !isInt(v.total) || !chains(v.explosions) || !chains(v.implosions)) return null;
  if (v.expertiseDie !== null && !isDie(v.expertiseDie)) return null;
  if (typeof v.critSuccess !== "boolean" || typeof v.critFailure !== "boolean" || typeof v.zone !== "boolean") return null;
  if (v.success !== null && typeof v.success !== "boolean") return null;
  if (v.margin !== null && !isInt(v.margin)) return null;
  return {
    mastery: v.mastery, masteryKeep: v.masteryKeep, power: v.power, powerKind: v.powerKind, kept: v.kept as number, retained: v.retained,
    explosions: v.explosions as number[][], implosions: v.implosions as number[][], expertiseDie: v.expertiseDie as number | null,
    total: v.total, critSuccess: v.critSuccess, critFailure: v.critFailure, success: v.success as boolean | null,
    margin: v.margin as number | null, zone: v.zone,
  };
}

const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

const SCORE_KEYS = ["corps", "ame", "esprit", "impact", "resilience", "finesse"] as const;
function parseScores(v: unknown): SecondaryScores {
  const o = isObj(v) ? v : {};
  return Object.fromEntries(SCORE_KEYS.map((k) => [k, num(o[k])])) as unknown as SecondaryScores;
}

function parseContext(v: unknown): TestContext {
  if (!isObj(v)) return emptyContext();
  const attack = isObj(v.attack)
    ? {
        itemUuid: typeof v.attack.itemUuid === "string" ? v.attack.itemUuid : null,
        itemName: str(v.attack.itemName),
        damage: num(v.attack.damage),
        type: (Object.hasOwn(DAMAGE_TYPES, str(v.attack.type)) ? v.attack.type : "physique") as DamageType,
        lethal: v.attack.lethal !== false,
        attackerScores: parseScores(v.attack.attackerScores),
        hidden: v.attack.hidden === true,
      }
    : null;
  const targets = Array.isArray(v.targets)
    ? v.targets.filter(isObj).map((t) => ({ actorUuid: str(t.actorUuid), name: str(t.name), annulation: num(t.annulation), resistance: num(t.resistance) }))
    : [];
  const modifiers = Array.isArray(v.modifiers)
    ? v.modifiers.filter(isObj).map((m) => ({ label: str(m.label), surpuissance: num(m.surpuissance), impuissance: num(m.impuissance), flat: num(m.flat), automatic: m.automatic === true }))
    : [];
  const cost = isObj(v.cost) ? { impact: num(v.cost.impact), espoir: num(v.cost.espoir), fortune: num(v.cost.fortune) } : { impact: 0, espoir: 0, fortune: 0 };
  return {
    actorUuid: typeof v.actorUuid === "string" ? v.actorUuid : null,
    actorName: str(v.actorName),
    label: str(v.label),
    characteristicLabel: typeof v.characteristicLabel === "string" ? v.characteristicLabel : null,
    characteristicValue: num(v.characteristicValue),
    skillNames: Array.isArray(v.skillNames) ? v.skillNames.map((s) => str(s)) : [],
    skillKeys: Array.isArray(v.skillKeys) ? v.skillKeys.map((s) => str(s)) : [],
    skillLevel: num(v.skillLevel),
    modifiers, cost, attack, targets,
    defense: v.defense === true,
    requestId: typeof v.requestId === "string" ? v.requestId : null,
    narrowSuccessOffered: v.narrowSuccessOffered !== false, // cards made before it was recorded keep their button
    fortuneGrantable: v.fortuneGrantable !== false, // likewise
    spell: parseSpellContext(v.spell),
  };
}

/** Reads a state back from roll.options.altherion (after a reload); null when it is not one. */
export function parseRollState(data: unknown): RollState | null {
  if (!isObj(data) || data.version !== 1) return null;
  const input = parseInput(data.input);
  if (!input) return null;
  const result = data.result === null || data.result === undefined ? null : parseResult(data.result);
  if (data.result !== null && data.result !== undefined && !result) return null;
  return { version: 1, input, result, context: parseContext(data.context) };
}
