/**
 * R-XP-7 usage tracker: what a character used during the current arc (skills and characteristics rolled,
 * highest opposition faced with each skill: an ordinary test's complexity, R-DICE-2, or the opponent's skill level in
 * a defence, confrontation or grapple, opposition.ts), the arc just closed (its XP is
 * spent on receipt, R-XP-3), and what was bought this act (R-XP-3: once per act). One pure reducer; the state
 * is stored in `flags.altherion.usage` (store.ts). Skills are named by their folded key (usageKey), always as
 * values in lists, never as object keys (Foundry expands dotted keys on update; migration v4 moved older records).
 */
import type { ArcUsage, Purchase, SpendContext } from "../rules/index";

/** R-XP-7 the highest opposition (a complexity, R-DICE-2, or an opponent's skill level) met with one skill (its usage key). */
export interface OppositionMet { skill: string; level: number }

/** A value of an older record that did not fit (kept whole for the GM, read by no rule): where it was and its JSON. */
export interface KeptValue { path: string; original: string }

export interface ArcUsageState {
  characteristics: string[];
  skills: string[];
  /** Highest opposition (complexity or opponent's skill level) met, one entry per skill key. */
  oppositions: OppositionMet[];
  moreCombativeEnemy: boolean;
  nearlyDied: boolean;
  rolls: number;
  /** R-XP-3 rev 2 théoriques the GM marked "has the means to improve it" for this arc (usage keys). */
  means: string[];
}

export interface UsageState {
  version: 2;
  arc: number;
  act: number;
  current: ArcUsageState;
  /** The arc just closed: still spendable until the next arc closes ([I] R-XP-3 "on receipt"). */
  previous: ArcUsageState | null;
  /** Purchases limited to once per act (R-XP-3; rev 2: Combativité and domaines oubliés too). */
  bought: { characteristics: string[]; skills: string[]; domaines: string[]; combativite: boolean };
  /** Values of an older record that did not fit the current shape (migration v4), kept whole. */
  kept: KeptValue[];
}

export type UsageEvent =
  | { type: "roll"; skills: readonly string[]; characteristic: string | null; opposition: number | null }
  /** R-XP-7 an opponent's skill level faced with these skills (a defence, confrontation or grapple): no roll counted, nothing marked used. */
  | { type: "faced"; skills: readonly string[]; level: number }
  | { type: "new-arc" }
  | { type: "new-act" }
  | { type: "bought"; kind: BoughtKind; id: string }
  | { type: "unbought"; kind: BoughtKind; id: string }
  | { type: "set"; moreCombativeEnemy?: boolean; nearlyDied?: boolean }
  /** GM override of the record itself: marks a skill/characteristic as used, raises an opposition, or gives a théorique its means. */
  | { type: "mark"; skill?: string; characteristic?: string; opposition?: number; means?: string }
  | { type: "unmark"; skill?: string; characteristic?: string; means?: string };

/** The purchases limited to once per act (R-XP-3). */
export type BoughtKind = "characteristic" | "skill" | "domaine-oublie" | "combativite";

/** Case- and accent-insensitive key of a skill name. */
export function usageKey(name: string): string {
  return name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();
}

export function emptyArcUsage(): ArcUsageState {
  return { characteristics: [], skills: [], oppositions: [], moreCombativeEnemy: false, nearlyDied: false, rolls: 0, means: [] };
}

export function initialUsage(): UsageState {
  return { version: 2, arc: 1, act: 1, current: emptyArcUsage(), previous: null, bought: noneBought(), kept: [] };
}

function noneBought(): UsageState["bought"] {
  return { characteristics: [], skills: [], domaines: [], combativite: false };
}

const add = (list: readonly string[], id: string) => (list.includes(id) ? [...list] : [...list, id]);
const remove = (list: readonly string[], id: string) => list.filter((x) => x !== id);

/** The opposition list once `level` was met with `skill`: its entry keeps the highest. */
function withOpposition(list: readonly OppositionMet[], skill: string, level: number): OppositionMet[] {
  const found = list.find((o) => o.skill === skill);
  if (!found) return [...list, { skill, level }];
  return list.map((o) => (o === found ? { skill, level: Math.max(o.level, level) } : o));
}

function markSkill(u: ArcUsageState, name: string, opposition: number | null): ArcUsageState {
  const key = usageKey(name);
  if (!key) return u;
  const oppositions = opposition !== null && Number.isFinite(opposition) ? withOpposition(u.oppositions, key, Math.trunc(opposition)) : u.oppositions;
  return { ...u, skills: add(u.skills, key), oppositions };
}

/** R-XP-7 the one reducer of the usage record. */
export function usageReducer(state: UsageState, event: UsageEvent): UsageState {
  switch (event.type) {
    case "roll": {
      let current: ArcUsageState = { ...state.current, rolls: state.current.rolls + 1 };
      for (const s of event.skills) current = markSkill(current, s, event.opposition);
      if (event.characteristic) current = { ...current, characteristics: add(current.characteristics, event.characteristic) };
      return { ...state, current };
    }
    case "faced": {
      if (!Number.isFinite(event.level)) return state;
      const oppositions = event.skills.map(usageKey).filter(Boolean)
        .reduce((list, key) => withOpposition(list, key, Math.trunc(event.level)), state.current.oppositions);
      return { ...state, current: { ...state.current, oppositions } };
    }
    case "new-arc":
      return { ...state, arc: state.arc + 1, previous: state.current, current: emptyArcUsage() };
    case "new-act":
      return { ...state, arc: state.arc + 1, act: state.act + 1, previous: state.current, current: emptyArcUsage(), bought: noneBought() };
    case "bought":
    case "unbought": {
      if (event.kind === "combativite") return { ...state, bought: { ...state.bought, combativite: event.type === "bought" } };
      const field = event.kind === "characteristic" ? "characteristics" : event.kind === "skill" ? "skills" : "domaines";
      const id = event.kind === "characteristic" ? event.id : usageKey(event.id);
      const list = event.type === "bought" ? add(state.bought[field], id) : remove(state.bought[field], id);
      return { ...state, bought: { ...state.bought, [field]: list } };
    }
    case "set":
      return {
        ...state,
        current: {
          ...state.current,
          moreCombativeEnemy: event.moreCombativeEnemy ?? state.current.moreCombativeEnemy,
          nearlyDied: event.nearlyDied ?? state.current.nearlyDied,
        },
      };
    case "mark": {
      let current = state.current;
      if (event.skill) current = markSkill(current, event.skill, event.opposition ?? null);
      if (event.characteristic) current = { ...current, characteristics: add(current.characteristics, event.characteristic) };
      if (event.means) current = { ...current, means: add(current.means, usageKey(event.means)) };
      return { ...state, current };
    }
    case "unmark": {
      let current = state.current;
      if (event.skill) {
        const key = usageKey(event.skill);
        current = { ...current, skills: remove(current.skills, key), oppositions: current.oppositions.filter((o) => o.skill !== key) };
      }
      if (event.characteristic) current = { ...current, characteristics: remove(current.characteristics, event.characteristic) };
      if (event.means) current = { ...current, means: remove(current.means, usageKey(event.means)) };
      return { ...state, current };
    }
  }
}

/** One side of a fight: its actor, the skills (keys) it used there, and its level in them. */
export interface FightSide { actorUuid: string | null; skills: readonly string[]; level: number }

/** R-XP-7 each side faced the other's skill level, with its own skills (a side without an actor or a skill records nothing). */
export function facedEvents(a: FightSide, b: FightSide): { actorUuid: string; event: UsageEvent }[] {
  const faced = (self: FightSide, other: FightSide) =>
    self.actorUuid && self.skills.length && other.skills.length ? [{ actorUuid: self.actorUuid, event: { type: "faced", skills: [...self.skills], level: other.level } as UsageEvent }] : [];
  return [...faced(a, b), ...faced(b, a)];
}

/** R-XP-3 rev 2 the GM's "means to improve" mark of a théorique, for the current arc or the one just closed. */
export function hasMeans(state: UsageState, skill: string): boolean {
  const key = usageKey(skill);
  return state.current.means.includes(key) || Boolean(state.previous?.means.includes(key));
}

/**
 * What can be spent on: the current arc and the one just closed, merged (R-XP-3, R-XP-7). The rules read the
 * oppositions as a lookup by skill key (in memory only, without a prototype, never stored).
 */
export function spendableUsage(state: UsageState): ArcUsage {
  const arcs = state.previous ? [state.previous, state.current] : [state.current];
  const merged = arcs.flatMap((a) => a.oppositions).reduce<OppositionMet[]>((list, o) => withOpposition(list, o.skill, o.level), []);
  const oppositions = Object.assign(Object.create(null) as Record<string, number>, Object.fromEntries(merged.map((o) => [o.skill, o.level])));
  return {
    characteristics: [...new Set(arcs.flatMap((a) => a.characteristics))],
    skills: [...new Set(arcs.flatMap((a) => a.skills))],
    oppositions,
    moreCombativeEnemy: arcs.some((a) => a.moreCombativeEnemy),
    nearlyDied: arcs.some((a) => a.nearlyDied),
  };
}

/** The rules' SpendContext for a character, with skill ids as usage keys (use `purchaseFor` to build purchases). */
export function spendContext(state: UsageState, input: Pick<SpendContext, "xp" | "moment" | "theoriqueMeans" | "espoirAvailable" | "inSpecialState" | "ellipse" | "trainer">): SpendContext {
  return {
    ...input, usage: spendableUsage(state),
    boughtThisAct: { characteristics: state.bought.characteristics, skills: state.bought.skills, combativite: state.bought.combativite, domaines: state.bought.domaines },
    ellipse: input.ellipse ?? null, trainer: input.trainer ?? false,
  };
}

/** The once-per-act marker a purchase sets (null for purchases without one). */
export function boughtEvent(p: Purchase): UsageEvent | null {
  if (p.kind === "characteristic") return { type: "bought", kind: "characteristic", id: p.id };
  if (p.kind === "skill") return { type: "bought", kind: "skill", id: p.id };
  if (p.kind === "domaine-oublie") return { type: "bought", kind: "domaine-oublie", id: p.id };
  if (p.kind === "combativite") return { type: "bought", kind: "combativite", id: "combativite" };
  return null;
}

/** R-SK-7 the skills a roll used, by key (cards older than keys: their folded names). */
function usedSkills(c: { skillNames: readonly string[]; skillKeys?: readonly string[] }): string[] {
  return c.skillKeys?.length ? [...c.skillKeys] : [...c.skillNames];
}

const CHARACTERISTIC_LABEL = /^ALTHERION\.Roll\.Characteristic\.(\w+)$/;

/**
 * The usage event of a finished test, from the roll state the rolling layer stores (dice/roll-data.ts RollState):
 * the skills' names, the characteristic (from its label key) and the complexity as the opposition.
 * Returns null for a roll of no actor or a defence with no skill.
 */
export function usageEventFromRoll(state: {
  input: { complexity: number };
  context: { actorUuid: string | null; characteristicLabel: string | null; skillNames: readonly string[]; skillKeys?: readonly string[] };
}): { actorUuid: string; event: UsageEvent } | null {
  const actorUuid = state.context.actorUuid;
  if (!actorUuid) return null;
  const match = state.context.characteristicLabel ? CHARACTERISTIC_LABEL.exec(state.context.characteristicLabel) : null;
  const characteristic = match ? match[1].charAt(0).toLowerCase() + match[1].slice(1) : null;
  const skills = usedSkills(state.context);
  if (!characteristic && skills.length === 0) return null;
  const opposition = Number.isFinite(state.input.complexity) ? state.input.complexity : null;
  return { actorUuid, event: { type: "roll", skills, characteristic, opposition } };
}

/**
 * R-XP-7 / R-PP-7 the usage event of a PP test (achat ruleset; dice/pp-test.ts PpTestState): the skills named, no
 * characteristic, no opposition (a PP test has no complexity). Null without an actor or a skill.
 */
export function usageEventFromPpRoll(state: { actorUuid: string | null; plan: { skillNames: readonly string[]; skillKeys?: readonly string[] } }): { actorUuid: string; event: UsageEvent } | null {
  const skills = usedSkills(state.plan);
  if (!state.actorUuid || skills.length === 0) return null;
  return { actorUuid: state.actorUuid, event: { type: "roll", skills, characteristic: null, opposition: null } };
}

/** R-DICE-2 the bounds of a stored opposition (a complexity), as the XP action's schema. */
export const OPPOSITION_MAX = 999;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isLevel = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= OPPOSITION_MAX;

/**
 * R-XP-7 the oppositions of a stored arc: the current list, or an older record keyed by skill (before migration
 * v4), whose keys Foundry may have expanded at their dots ({"st": {"jean": 3}} is the skill "st.jean"). A value
 * that is not a level is kept whole in `kept` (with its path under `at`), never dropped or clamped.
 */
export function readOppositions(raw: unknown, at: string): { oppositions: OppositionMet[]; kept: KeptValue[] } {
  const oppositions: OppositionMet[] = [];
  const kept: KeptValue[] = [];
  const keep = (path: string, value: unknown) => kept.push({ path, original: JSON.stringify(value) ?? String(value) });
  if (Array.isArray(raw)) {
    raw.forEach((o, i) => {
      if (isObj(o) && typeof o.skill === "string" && o.skill && isLevel(o.level)) oppositions.push({ skill: o.skill, level: o.level });
      else keep(`${at}[${i}]`, o);
    });
    return { oppositions, kept };
  }
  const walk = (o: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      const skill = prefix ? `${prefix}.${k}` : k;
      if (isLevel(v)) oppositions.push({ skill, level: v });
      else if (isObj(v) && Object.keys(v).length) walk(v, skill);
      else keep(`${at}.${skill}`, v);
    }
  };
  if (isObj(raw)) walk(raw, "");
  else if (raw !== undefined && raw !== null) keep(at, raw);
  return { oppositions, kept };
}

/** Reads the stored record defensively (flags are free JSON); an older record's oppositions are read as a list. */
export function parseUsage(raw: unknown): UsageState {
  const base = initialUsage();
  if (!isObj(raw)) return base;
  const o = raw;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  const int = (v: unknown, d: number) => (typeof v === "number" && Number.isInteger(v) && v >= 1 ? v : d);
  const kept: KeptValue[] = Array.isArray(o.kept)
    ? o.kept.filter((k): k is KeptValue => isObj(k) && typeof k.path === "string" && typeof k.original === "string").map((k) => ({ path: k.path, original: k.original }))
    : [];
  const arc = (v: unknown, at: string): ArcUsageState | null => {
    if (!isObj(v)) return null;
    const read = readOppositions(v.oppositions, `${at}.oppositions`);
    kept.push(...read.kept.filter((k) => !kept.some((x) => x.path === k.path)));
    return {
      characteristics: strings(v.characteristics), skills: strings(v.skills), oppositions: read.oppositions,
      moreCombativeEnemy: v.moreCombativeEnemy === true, nearlyDied: v.nearlyDied === true,
      rolls: typeof v.rolls === "number" && v.rolls >= 0 ? Math.trunc(v.rolls) : 0, means: strings(v.means),
    };
  };
  const b = isObj(o.bought) ? o.bought : {};
  const current = arc(o.current, "current") ?? emptyArcUsage();
  const previous = arc(o.previous, "previous");
  return {
    version: 2, arc: int(o.arc, 1), act: int(o.act, 1), current, previous,
    bought: { characteristics: strings(b.characteristics), skills: strings(b.skills), domaines: strings(b.domaines), combativite: b.combativite === true },
    kept,
  };
}
