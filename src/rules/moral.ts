import { EXALTATION_MAX, EXALTATION_MIN } from "./characteristics";
import { FATALITE_MAX, FORTUNE_MAX, gainFatalite, gainFortune } from "./fortune";

// R-MORAL-1..7 and R-STATE-5: the group Moral as one pure reducer.

export type MoralKind = "espoir" | "desespoir";

export interface MoralMember {
  id: string;
  exaltation: number;
  espoir: number;        // personal points (R-MORAL-7)
  desespoir: number;
  fortune?: number;      // R-FORT-1, raised by Désespoir (R-MORAL-3)
  apaisement?: boolean;  // in the Apaisement state (R-STATE-5)
  fatalite?: number;     // R-FORT-2 [I] Fatalité the GM spent on this member: −1 each on its next roll
}

export interface MoralState {
  espoir: number;        // group points (R-MORAL-1)
  desespoir: number;
  members: MoralMember[];
  fatalite?: number;     // the GM's Fatalité (R-FORT-2), raised by Désespoir (R-MORAL-3)
}

// R-MORAL-2 / R-MORAL-3 / R-MORAL-4 / R-STATE-3 / R-STATE-4 what a spent point may buy.
// R-XP-3 rev 2 "depense-xp": an Espoir that opens a moment to spend XP outside training and receipt.
export const MORAL_EFFECTS = {
  espoir: ["bonus", "annule-echec-critique", "substitution", "flamboyance", "depense-xp"],
  desespoir: ["acharnement", "reussite-de-justesse", "fortune"],
} as const;
export type MoralEffect = (typeof MORAL_EFFECTS)[MoralKind][number];

export type MoralEvent =
  | { type: "gain"; kind: MoralKind; memberId?: string }            // memberId: taken personally (Galvanisation / Tourmente)
  | { type: "personal-gain"; kind: MoralKind; memberId: string }
  | { type: "spend"; kind: MoralKind; memberId: string; effect: MoralEffect; personal?: boolean }
  | { type: "apaisement-use"; kind: MoralKind; memberId: string; effect: MoralEffect }
  | { type: "exploit"; kind: MoralKind; dice: number[] }             // 1d10 for Espoir, 2d10 for Désespoir
  | { type: "add-member"; member: MoralMember }
  | { type: "remove-member"; memberId: string }
  | { type: "set-exaltation"; memberId: string; exaltation: number }
  | { type: "enter-apaisement"; memberId: string }
  | { type: "end-apaisement"; memberId: string }
  // R-FORT-1 / R-FORT-2 (rev 2, GM only): grant Fortune (a critical success, or a refused Fortune given back),
  // take Fatalité (a critical failure), spend Fatalité as −1 on a member's next roll.
  | { type: "grant-fortune"; memberId: string; amount?: number }
  | { type: "take-fatalite" }
  | { type: "spend-fatalite"; memberId: string };

export type MoralConsequence =
  | { type: "point-removed"; kind: MoralKind }                       // R-MORAL-1: the Moral was full
  | { type: "point-lost"; kind: MoralKind; memberId?: string }       // nothing could hold the point
  | { type: "fragilite"; memberIds: string[]; amount: number }       // R-MORAL-5
  | { type: "effect"; memberId: string; kind: MoralKind; effect: MoralEffect }
  | { type: "fortune"; memberIds: string[] }                         // R-MORAL-3
  | { type: "fatalite" }
  | { type: "exploit"; kind: MoralKind; degree: number; fragilite: number }
  | { type: "descente"; memberId: string };                          // R-STATE-5 end of Apaisement

export interface MoralResult {
  state: MoralState;
  consequences: MoralConsequence[];
  refused?: { reason: string };
}

export interface MoralRules {
  /** R-MORAL-3 [I] false: Fortune/Fatalité is one of Désespoir's three uses; true: it follows every Désespoir spend. */
  fortuneOnEveryDesespoirSpend: boolean;
}
export const DEFAULT_MORAL_RULES: MoralRules = { fortuneOnEveryDesespoirSpend: false };

/** Personal cap of each of Espoir and Désespoir: floor(Exaltation / 2) (R-MORAL-7). */
export function personalCap(exaltation: number): number {
  return Math.floor(exaltation / 2);
}

/** R-MORAL-7 a member holds personal points above the cap of its Exaltation (a `set-exaltation` event brings them down). */
export function aboveExaltationCap(member: Pick<MoralMember, "espoir" | "desespoir" | "exaltation">): boolean {
  const cap = personalCap(member.exaltation);
  return member.espoir > cap || member.desespoir > cap;
}

/** R-MORAL-4 [I] "entirely Espoir": the Moral is full (one point per member, at least one member) and all Espoir. */
export function isGalvanise(state: MoralState): boolean {
  return state.members.length > 0 && state.espoir === state.members.length;
}

/** R-MORAL-5 [I] "entirely Désespoir": the Moral is full and all Désespoir. */
export function isTourmente(state: MoralState): boolean {
  return state.members.length > 0 && state.desespoir === state.members.length;
}

/** A member is calm when the group Moral is empty and it holds no personal point (R-MORAL-6). */
export function isCalm(state: MoralState, memberId: string): boolean {
  const m = state.members.find((x) => x.id === memberId);
  return !!m && state.espoir + state.desespoir === 0 && m.espoir + m.desespoir === 0;
}

/** R-MORAL-1 [I] when members leave, the excess Moral goes from the more numerous kind first (Désespoir on a tie). */
export function clampMoral(espoir: number, desespoir: number, members: number): { espoir: number; desespoir: number } {
  let e = espoir;
  let d = desespoir;
  while (e + d > members) {
    if (d >= e) d--;
    else e--;
  }
  return { espoir: e, desespoir: d };
}

const other = (kind: MoralKind): MoralKind => (kind === "espoir" ? "desespoir" : "espoir");
const full = (s: MoralState) => s.espoir + s.desespoir >= s.members.length;
const refuse = (state: MoralState, reason: string): MoralResult => ({ state, consequences: [], refused: { reason } });

/** Applies one Moral event; the input state is never modified (R-MORAL-1..7, R-STATE-5). */
export function moralReducer(state: MoralState, event: MoralEvent, rules: MoralRules = DEFAULT_MORAL_RULES): MoralResult {
  const s: MoralState = { ...state, members: state.members.map((m) => ({ ...m })) };
  const out: MoralConsequence[] = [];
  const member = (id: string) => s.members.find((m) => m.id === id);
  const reason = apply(s, event, out, member, rules);
  return reason ? refuse(state, reason) : { state: s, consequences: out };
}

type Lookup = (id: string) => MoralMember | undefined;

function apply(s: MoralState, e: MoralEvent, out: MoralConsequence[], member: Lookup, rules: MoralRules): string | null {
  switch (e.type) {
    case "gain": return groupGain(s, e.kind, e.memberId, out, member);
    case "personal-gain": {
      const m = member(e.memberId);
      if (!m) return "unknown-member";
      personalGain(s, m, e.kind, out, member);
      return null;
    }
    case "spend": return spend(s, e, out, member, rules);
    case "apaisement-use": {
      const m = member(e.memberId);
      if (!m) return "unknown-member";
      if (!m.apaisement) return "not-apaisement";
      if (full(s)) return "moral-full";
      const bad = effectError(s, e.kind, e.effect);
      if (bad) return bad;
      s[other(e.kind)] += 1; // R-STATE-5 each use adds a point of the opposite kind
      useEffect(s, m, e.kind, e.effect, out, rules);
      return null;
    }
    case "exploit": return exploit(s, e.kind, e.dice, out);
    case "add-member": {
      if (member(e.member.id)) return "member-exists";
      const m = { ...e.member };
      s.members.push(m);
      enforceCaps(s, m, out, member);
      return null;
    }
    case "remove-member": {
      if (!member(e.memberId)) return "unknown-member";
      s.members = s.members.filter((m) => m.id !== e.memberId);
      Object.assign(s, clampMoral(s.espoir, s.desespoir, s.members.length));
      return null;
    }
    case "set-exaltation": {
      const m = member(e.memberId);
      if (!m) return "unknown-member";
      if (!Number.isInteger(e.exaltation) || e.exaltation < EXALTATION_MIN || e.exaltation > EXALTATION_MAX) return "invalid-exaltation";
      m.exaltation = e.exaltation;
      enforceCaps(s, m, out, member);
      return null;
    }
    case "enter-apaisement": {
      const m = member(e.memberId);
      if (!m || !isCalm(s, m.id)) return "not-calm";
      m.apaisement = true;
      return null;
    }
    case "end-apaisement": {
      const m = member(e.memberId);
      if (!m?.apaisement) return "not-apaisement";
      m.apaisement = false;
      out.push({ type: "descente", memberId: m.id });
      return null;
    }
    case "grant-fortune": {
      const m = member(e.memberId);
      if (!m) return "unknown-member";
      const amount = e.amount ?? 1;
      if (!Number.isInteger(amount) || amount < 1) return "invalid-amount";
      if ((m.fortune ?? 0) >= FORTUNE_MAX) return "fortune-max";
      m.fortune = gainFortune(m.fortune ?? 0, amount);
      return null;
    }
    case "take-fatalite": {
      if ((s.fatalite ?? 0) >= FATALITE_MAX) return "fatalite-max";
      s.fatalite = gainFatalite(s.fatalite ?? 0);
      out.push({ type: "fatalite" });
      return null;
    }
    case "spend-fatalite": {
      const m = member(e.memberId);
      if (!m) return "unknown-member";
      if ((s.fatalite ?? 0) < 1) return "no-fatalite";
      s.fatalite = (s.fatalite ?? 0) - 1;
      m.fatalite = (m.fatalite ?? 0) + 1;
      return null;
    }
  }
}

/**
 * R-MORAL-4 / R-MORAL-5 / R-MORAL-8 a group gain that must go to a character (Galvanisé and an Espoir gain, or
 * Tourmenté and a Désespoir one): the members who can take it (room under their personal cap). Null when the
 * gain goes to the group as usual.
 */
export function gainTakers(state: MoralState, kind: MoralKind): string[] | null {
  const personal = kind === "espoir" ? isGalvanise(state) : isTourmente(state);
  if (!personal) return null;
  return state.members.filter((m) => m[kind] < personalCap(m.exaltation)).map((m) => m.id);
}

// R-MORAL-1 / R-MORAL-4 / R-MORAL-5 a point gained by the group.
function groupGain(s: MoralState, kind: MoralKind, memberId: string | undefined, out: MoralConsequence[], member: Lookup): string | null {
  if (memberId !== undefined) {
    const m = member(memberId);
    if (!m) return "unknown-member";
    if (kind === "espoir" && !isGalvanise(s)) return "not-galvanise";
    if (kind === "desespoir" && !isTourmente(s)) return "not-tourmente";
    if (kind === "desespoir" && m.desespoir >= personalCap(m.exaltation)) return "personal-full";
    personalGain(s, m, kind, out, member);
    return null;
  }
  if (kind === "desespoir" && isTourmente(s)) {
    // R-MORAL-5 the point goes to a character ([I] the first one with room, unless one is named); else all take Fragilité
    const taker = s.members.find((m) => m.desespoir < personalCap(m.exaltation));
    if (taker) taker.desespoir += 1;
    else out.push({ type: "fragilite", memberIds: s.members.map((m) => m.id), amount: 1 });
    return null;
  }
  if (!full(s)) {
    s[kind] += 1;
    return null;
  }
  if (s[other(kind)] === 0) return "moral-full";
  s[other(kind)] -= 1;
  out.push({ type: "point-removed", kind: other(kind) });
  return null;
}

// R-MORAL-7 a personal point: excess Espoir is lost, excess Désespoir goes to the group.
function personalGain(s: MoralState, m: MoralMember, kind: MoralKind, out: MoralConsequence[], member: Lookup): void {
  if (m[kind] < personalCap(m.exaltation)) m[kind] += 1;
  else if (kind === "espoir") out.push({ type: "point-lost", kind, memberId: m.id });
  else groupGain(s, kind, undefined, out, member); // never refused: a full all-Désespoir Moral is Tourmente
}

// R-MORAL-7 caps after a change of Exaltation or a new member.
function enforceCaps(s: MoralState, m: MoralMember, out: MoralConsequence[], member: Lookup): void {
  const cap = personalCap(m.exaltation);
  for (; m.espoir > cap; m.espoir--) out.push({ type: "point-lost", kind: "espoir", memberId: m.id });
  for (; m.desespoir > cap; m.desespoir--) groupGain(s, "desespoir", undefined, out, member);
}

function effectError(s: MoralState, kind: MoralKind, effect: MoralEffect): string | null {
  if (!(MORAL_EFFECTS[kind] as readonly string[]).includes(effect)) return "effect-kind-mismatch";
  if (effect === "flamboyance" && !isGalvanise(s)) return "not-galvanise"; // R-STATE-4
  return null;
}

function spend(s: MoralState, e: Extract<MoralEvent, { type: "spend" }>, out: MoralConsequence[], member: Lookup, rules: MoralRules): string | null {
  const m = member(e.memberId);
  if (!m) return "unknown-member";
  const bad = effectError(s, e.kind, e.effect);
  if (bad) return bad;
  if (e.personal) {
    if (m[e.kind] < 1) return "no-points";
    m[e.kind] -= 1;
  } else {
    if (m.apaisement) return "apaisement-no-moral"; // R-STATE-5
    if (isTourmente(s) && m.espoir + m.desespoir > 0) return "tourmente-personal-points"; // R-MORAL-5
    if (s[e.kind] < 1) return "no-points";
    s[e.kind] -= 1;
  }
  useEffect(s, m, e.kind, e.effect, out, rules);
  return null;
}

// R-MORAL-3 Désespoir's Fortune for every character and Fatalité for the GM (capped, R-FORT).
function useEffect(s: MoralState, m: MoralMember, kind: MoralKind, effect: MoralEffect, out: MoralConsequence[], rules: MoralRules): void {
  out.push({ type: "effect", memberId: m.id, kind, effect });
  if (kind === "desespoir" && (effect === "fortune" || rules.fortuneOnEveryDesespoirSpend)) {
    for (const x of s.members) x.fortune = gainFortune(x.fortune ?? 0);
    s.fatalite = gainFatalite(s.fatalite ?? 0);
    out.push({ type: "fortune", memberIds: s.members.map((x) => x.id) }, { type: "fatalite" });
  }
}

// R-MORAL-4 1d10 for an Espoir exploit; R-MORAL-5 2d10 for a Désespoir one.
export const EXPLOIT_DICE = { espoir: 1, desespoir: 2 } as const satisfies Record<MoralKind, number>;

/** R-MORAL-4 / R-MORAL-5 the best die is the degree of success; the other die the Fragilité to share (Désespoir). */
export function exploitOutcome(kind: MoralKind, dice: readonly number[]): { degree: number; fragilite: number } {
  return { degree: Math.max(...dice), fragilite: kind === "espoir" ? 0 : Math.min(...dice) };
}

// R-MORAL-4 / R-MORAL-5 exploits: spend all the Moral; the dice are the event's data.
function exploit(s: MoralState, kind: MoralKind, dice: number[], out: MoralConsequence[]): string | null {
  if (kind === "espoir" ? !isGalvanise(s) : !isTourmente(s)) return kind === "espoir" ? "not-galvanise" : "not-tourmente";
  if (dice.length !== EXPLOIT_DICE[kind] || dice.some((d) => !Number.isInteger(d) || d < 1 || d > 10)) return "invalid-dice";
  s[kind] = 0;
  out.push({ type: "exploit", kind, ...exploitOutcome(kind, dice) });
  return null;
}

/** R-DICE-9 [I] a failed roll's card offers Désespoir's narrow success when the member could spend one (group or personal). */
export function canOfferNarrowSuccess(success: boolean | null, state: MoralState, memberId: string): boolean {
  if (success !== false) return false;
  const spend = (personal: boolean) => !moralReducer(state, {
    type: "spend", kind: "desespoir", memberId, effect: "reussite-de-justesse", personal,
  }).refused;
  return spend(false) || spend(true);
}
