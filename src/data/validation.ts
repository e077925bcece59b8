/**
 * Pure validation of document updates (ARCHITECTURE.md, data flow 1): numeric bounds from the
 * bounds tables and the invariants of R-CON, R-CAR-5, R-MORAL-1, R-PP-3. A bad update is refused
 * whole: the first failure is returned with a localization key; nothing is half-applied.
 * The TypeDataModels' `_preUpdate` call these; tests call them directly. No Foundry globals.
 */
import {
  CHARACTERISTIC_KEYS, CONSTITUTION_KEYS, ROW_KEYS, SKILL_LEVEL_CAPS, checkConstitution, constitutionBonus, pointsMaximaOf, toConstitution,
} from "../rules/index";
import type { CreatureSource, MainCharacteristics, Ruleset, ValidationFailure } from "../rules/index";
import { ACTOR_BOUNDS, ITEM_BOUNDS } from "./bounds";
import type { BoundsTable } from "./bounds";
import { isDeletionEntry, plainKey, unwrapOperator } from "../platform/generation";

export type ValidationResult = { ok: true } | ValidationFailure;

/** Values for `game.i18n.format`, which takes strings. */
export function formatData(data: Record<string, string | number> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)]));
}

export const OK: ValidationResult = Object.freeze({ ok: true });

const fail = (key: string, path?: string, data?: Record<string, string | number>): ValidationFailure =>
  ({ ok: false, key: `ALTHERION.Validation.${key}`, path, data });

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Set);

/**
 * Dotted paths of the leaves of a (possibly partly flattened) change object. A replaced value (v13's
 * `"==key"` on any segment, v14's replacement operator) is read like a set one, so each value it carries
 * is checked; deletions carry no value to check (platform/generation.ts).
 */
export function flattenChanges(changes: Plain, prefix = ""): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, raw] of Object.entries(changes)) {
    const segments = rawKey.split(".");
    if (isDeletionEntry(rawKey, raw) || segments.some((s) => isDeletionEntry(s, undefined))) continue;
    const path = [...(prefix ? [prefix] : []), ...segments.map(plainKey)].join(".");
    const value = unwrapOperator(raw);
    if (isPlain(value)) Object.assign(out, flattenChanges(value, path));
    else out[path] = value;
  }
  return out;
}

/**
 * The `system` part of a document update, whatever its form: `system: {…}`, v13's `"==system"`, v14's
 * replacement of `system`, or dotted `"system.…"` keys; each value is checked as applied over the source.
 * The update's own object when it has one form (so a planner's additions reach the update); undefined
 * when the update leaves `system` alone.
 */
export function systemChanges(changes: unknown): Plain | undefined {
  if (!isPlain(changes)) return undefined;
  const parts: Plain[] = [];
  for (const [key, raw] of Object.entries(changes)) {
    const [first, ...more] = key.split(".");
    if (plainKey(first) !== "system" || isDeletionEntry(key, raw)) continue;
    const value = more.length ? { [more.join(".")]: raw } : unwrapOperator(raw);
    if (isPlain(value)) parts.push(value);
  }
  return parts.length > 1 ? Object.assign({}, ...parts) as Plain : parts[0];
}

/** Path segments that would reach an object's prototype: a change through one is ignored. */
const UNSAFE_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

/** A deep copy of `source` with the (nested or dotted) `changes` applied; arrays are replaced. */
export function applyChanges<T>(source: T, changes: Plain): T {
  const copy = structuredClone(source) as Plain;
  for (const [path, value] of Object.entries(flattenChanges(changes))) {
    const parts = path.split(".");
    if (parts.some((p) => UNSAFE_SEGMENTS.has(p))) continue;
    let target: Plain = copy;
    for (const part of parts.slice(0, -1)) {
      if (!Object.hasOwn(target, part) || !isPlain(target[part])) target[part] = {};
      target = target[part] as Plain;
    }
    const last = parts[parts.length - 1];
    // A numeric text where the source holds a number is that number, as Foundry's cleaning casts it.
    const numeric = typeof target[last] === "number" && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value));
    target[last] = numeric ? Number(value) : value;
  }
  return copy as T;
}

/** Every changed number that has a bound must be a finite integer inside it. */
export function checkBounds(table: BoundsTable, changes: Plain): ValidationResult {
  for (const [path, value] of Object.entries(flattenChanges(changes))) {
    const bound = table[path];
    if (!bound) continue;
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    if (typeof n !== "number" || !Number.isFinite(n)) return fail("NotANumber", path, { path });
    if (!Number.isInteger(n)) return fail("NotInteger", path, { path });
    if (n < bound.min || n > bound.max) return fail("OutOfRange", path, { path, min: bound.min, max: bound.max });
  }
  return OK;
}

/** Invariant violations of a creature, as stable codes "<area>:<detail>"; `ajustements` as for `effectivesOf`. */
export function creatureViolations(s: CreatureSource, ajustements: MainCharacteristics): string[] {
  const out: string[] = [];
  for (const key of CONSTITUTION_KEYS) {
    for (const v of checkConstitution(toConstitution(s.exaltation, s.constitutions[key]))) out.push(`constitution:${key}:${v}`); // R-CON-1
  }
  const shares = CONSTITUTION_KEYS.reduce((sum, key) => sum + s.constitutions[key].bonus, 0);
  if (shares > constitutionBonus(s.exaltation)) out.push("bonus:over-allocated"); // R-CON-2
  const maxima = pointsMaximaOf(s, ajustements);
  for (const key of ROW_KEYS) if (s.points[key].value > maxima[key]) out.push(`points:${key}`); // R-CAR-5 / R-CAR-7
  return out;
}

function failureFor(violation: string): ValidationFailure {
  const [area, key, detail] = violation.split(":");
  if (area === "constitution") return fail("Constitution", `constitutions.${key}`, { constitution: key, violation: detail });
  if (area === "bonus") return fail("BonusOverAllocated", "constitutions");
  if (area === "points") return fail("PointsOverMax", `points.${key}.value`, { pool: key });
  if (area === "moral") return fail("MoralOverMembers", "moral");
  return fail("PpOverLevel", "pp.value");
}

/** Refuses an update that adds an invariant violation; violations already there do not block others. */
function newViolations(before: string[], after: string[]): ValidationResult {
  const known = new Set(before);
  const added = after.find((v) => !known.has(v));
  return added ? failureFor(added) : OK;
}

/** Group Moral: Espoir + Désespoir never exceed the members (R-MORAL-1). */
export function groupeViolations(s: { membres: string[]; moral: { espoir: number; desespoir: number } }): string[] {
  return s.moral.espoir + s.moral.desespoir > s.membres.length ? ["moral:members"] : [];
}

/** R-CREA-1 a lineage swap names characteristic keys (or "" for none): anything else is refused. */
function lineageSwapRefusal(changes: Plain): ValidationFailure | null {
  const flat = flattenChanges(changes);
  for (const side of ["de", "vers"]) {
    const path = `echangeLignee.${side}`;
    if (!(path in flat)) continue;
    const v = flat[path];
    if (v !== "" && !CHARACTERISTIC_KEYS.includes(v as (typeof CHARACTERISTIC_KEYS)[number])) return fail("BadLineageSwap", path);
  }
  return null;
}

/**
 * Validates an actor's `system` update against its bounds and invariants.
 * `source` is the current `system` source, `changes` the `system` part of the update, `ajustements` the
 * derived R-CAR-7 adjustments (an update of the system never changes species items nor Active Effects; a groupe's:
 * NO_ADJUSTMENT).
 */
export function validateActorUpdate(type: string, source: unknown, changes: Plain, ajustements: MainCharacteristics): ValidationResult {
  const table = ACTOR_BOUNDS[type];
  if (!table) return OK;
  const bounds = checkBounds(table, changes);
  if (!bounds.ok) return bounds;
  const after = applyChanges(source, changes);
  const swap = lineageSwapRefusal(changes);
  if (swap) return swap;
  if (type === "groupe") {
    type G = Parameters<typeof groupeViolations>[0];
    return newViolations(groupeViolations(source as G), groupeViolations(after as G));
  }
  return newViolations(creatureViolations(source as CreatureSource, ajustements), creatureViolations(after as CreatureSource, ajustements));
}

/** A skill of the same owner as the checked one, as the R-SK-6 cap check sees it. */
export interface SiblingSkill {
  /** R-SK-7 its key. */
  key: string;
  name: string;
  niveau: number;
  /** The key of the skill capping it ("" when none). */
  plafond: string;
}

/**
 * R-SK-6 Vrai Primordial ≤ Primordial, for any skill whose `plafond` names another: an update that raises a capped
 * skill above its cap (a cap the owner lacks counts 0), or lowers a cap under a skill it caps, is refused. An update
 * that leaves an old violation no worse passes.
 */
export function checkSkillCaps(
  before: { niveau: number; plafond?: string }, after: { niveau: number; plafond?: string }, key: string, siblings: readonly SiblingSkill[],
): ValidationResult {
  const ref = (after.plafond ?? "").trim();
  if (ref && ref !== key) {
    const cap = siblings.find((x) => x.key === ref);
    const max = cap?.niveau ?? 0;
    const worse = before.niveau <= max || after.niveau > before.niveau || (before.plafond ?? "") !== ref;
    if (after.niveau > max && worse) return fail("SkillOverCap", "niveau", { cap: cap?.name ?? ref, max });
  }
  for (const capped of siblings.filter((x) => x.plafond === key)) {
    if (capped.niveau > after.niveau && after.niveau < before.niveau) {
      return fail("CapUnderSkill", "niveau", { skill: capped.name, level: capped.niveau });
    }
  }
  return OK;
}

/**
 * Validates an item's `system` update: bounds, the ruleset's skill level cap, PP ≤ level (R-PP-3) and, given the
 * owner's other skills (`siblings`, with `key` the skill's own R-SK-7 key), R-SK-6 caps between skills.
 */
export function validateItemUpdate(
  type: string, source: unknown, changes: Plain, ruleset: Ruleset, owner?: { key: string; siblings: readonly SiblingSkill[] },
): ValidationResult {
  const table = ITEM_BOUNDS[type];
  if (!table) return OK;
  const bounds = checkBounds(table, changes);
  if (!bounds.ok) return bounds;
  if (type !== "competence") return OK;
  const flat = flattenChanges(changes);
  const after = applyChanges(source, changes) as { niveau: number; pp: { value: number } };
  const cap = SKILL_LEVEL_CAPS[ruleset];
  if ("niveau" in flat && after.niveau > cap) return fail("SkillLevelRuleset", "niveau", { max: cap }); // R-SK-1 / R-PP-1
  if (ruleset === "achat" && after.pp.value > after.niveau && ("pp.value" in flat || "niveau" in flat)) {
    return fail("PpOverLevel", "pp.value"); // R-PP-3
  }
  if (owner && ("niveau" in flat || "plafond" in flat)) return checkSkillCaps(source as { niveau: number; plafond?: string }, after, owner.key, owner.siblings); // R-SK-6
  return OK;
}
