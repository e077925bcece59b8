/**
 * Pure part of the Moral plumbing: who pays a point (R-MORAL-2/3/5, R-STATE-5), the events a
 * payment sends to the group's reducer, and what those events change on the documents
 * (Fortune and Fatalité capped at 5, Fragilité, personal points). No Foundry globals.
 */
import { DEFAULT_MORAL_RULES, isCalm, isGalvanise, moralReducer } from "../rules/index";
import type { MoralConsequence, MoralEffect, MoralEvent, MoralKind, MoralRules, MoralState } from "../rules/index";

/** Where one point is paid from. */
export type PaySource = "personal" | "group" | "apaisement";

/** A member's place in its group's Moral, as a roll or a card sees it. */
export interface MoralContext {
  /** The group's Moral with this member in it (personal points, Fortune, Apaisement included). */
  state: MoralState;
  /** The member's id in `state` (its actor uuid). */
  memberId: string;
  /** The group's uuid; null for a character in no group (personal points only). */
  groupUuid: string | null;
}

export interface Payment {
  ok: boolean;
  /** The reducer's reason when refused (e.g. "no-points", "tourmente-personal-points", "moral-full"). */
  reason?: string;
  /** One source per effect, in order. */
  sources: PaySource[];
  /** The reducer events, in order; sent at once to the group (one request). */
  events: MoralEvent[];
  /** The Moral once paid. */
  state: MoralState;
}

/** R-FORT-2 [I] where a member's pending Fatalité malus (spent on it by the GM) is kept until its next roll. */
export const FATALITE_FLAG = "flags.altherion.fatalite";

/** A character in no group: its own points only ([I] no group Moral, so no free Apaisement use). */
export function soloContext(member: { id: string; exaltation?: number; espoir: number; desespoir: number; fortune?: number; fatalite?: number }): MoralContext {
  return {
    state: { espoir: 0, desespoir: 0, members: [{ exaltation: 20, ...member }] },
    memberId: member.id,
    groupUuid: null,
  };
}

/**
 * R-MORAL-2 / R-MORAL-3 / R-MORAL-5 / R-STATE-5 who pays each effect: personal points first, then
 * the group's Moral; under Apaisement every use is free (and adds a point of the other kind); under
 * Tourmente a character with personal points cannot use the Moral. Decided by the reducer itself,
 * effect after effect, so the limits of R-MORAL hold exactly as they will when applied.
 */
export function planPayment(ctx: MoralContext, kind: MoralKind, effects: readonly MoralEffect[], rules: MoralRules = DEFAULT_MORAL_RULES): Payment {
  let state = ctx.state;
  const sources: PaySource[] = [];
  const events: MoralEvent[] = [];
  const memberId = ctx.memberId;
  for (const effect of effects) {
    const m = state.members.find((x) => x.id === memberId);
    if (!m) return { ok: false, reason: "unknown-member", sources, events, state: ctx.state };
    const tries: [PaySource, MoralEvent][] = m.apaisement
      ? (ctx.groupUuid ? [["apaisement", { type: "apaisement-use", kind, memberId, effect }]] : [])
      : [
          ["personal", { type: "spend", kind, memberId, effect, personal: true }],
          ...(ctx.groupUuid ? [["group", { type: "spend", kind, memberId, effect }] as [PaySource, MoralEvent]] : []),
        ];
    let reason = m.apaisement && !ctx.groupUuid ? "no-group" : "no-points";
    let paid = false;
    for (const [source, event] of tries) {
      const r = moralReducer(state, event, rules);
      if (r.refused) {
        // The most telling reason: a group refusal (Tourmente, Apaisement) over a plain lack of personal points.
        // (Under Tourmente the group holds no Espoir at all: then the plain lack of points is the truer reason.)
        const empty = source === "group" && r.refused.reason === "tourmente-personal-points" && state[kind] < 1;
        if (!empty && (source !== "personal" || r.refused.reason !== "no-points")) reason = r.refused.reason;
        continue;
      }
      state = r.state;
      sources.push(source);
      events.push(event);
      paid = true;
      break;
    }
    if (!paid) return { ok: false, reason, sources, events, state: ctx.state };
  }
  return { ok: true, sources, events, state };
}

/** One label for a payment: every point from the same place, or "mixed". */
export function paymentSource(p: Pick<Payment, "sources">): PaySource | "mixed" | null {
  if (!p.sources.length) return null;
  return p.sources.every((s) => s === p.sources[0]) ? p.sources[0]! : "mixed";
}

/** i18n key of where a payment comes from (the roll dialog and the sheet show it). */
export function payerLabel(p: Payment | null): string | null {
  if (!p) return null;
  if (!p.ok) return p.reason === "tourmente-personal-points" ? "ALTHERION.Moral.Payer.RefusedTourmente" : "ALTHERION.Moral.Payer.Refused";
  const s = paymentSource(p);
  return s ? `ALTHERION.Moral.Payer.${s.charAt(0).toUpperCase()}${s.slice(1)}` : null;
}

/**
 * R-MORAL-2 the effects an Espoir choice in the roll dialog buys: +1 per point, cancel, swap.
 * One Espoir point each, so their number is the choice's price.
 */
export function espoirEffects(c: { espoirBonus?: number; espoirCancelCrit?: boolean; espoirSwap?: boolean }): MoralEffect[] {
  const bonus = Number(c.espoirBonus);
  const n = Number.isFinite(bonus) ? Math.max(0, Math.trunc(bonus)) : 0;
  return [
    ...Array.from({ length: n }, () => "bonus" as const),
    ...(c.espoirCancelCrit ? ["annule-echec-critique" as const] : []),
    ...(c.espoirSwap ? ["substitution" as const] : []),
  ];
}

/** How many points of a kind the member could spend right now (personal, then the group's when usable). */
export function spendable(ctx: MoralContext, kind: MoralKind): number {
  let n = 0;
  for (; n < 20; n++) {
    if (!planPayment(ctx, kind, Array.from({ length: n + 1 }, () => (kind === "espoir" ? "bonus" : "fortune"))).ok) break;
  }
  return n;
}

// ---- special states by spending (R-STATE-3/4/5) -------------------------------------------------

export type SpendState = "acharnement" | "flamboyance" | "apaisement";
export const SPEND_STATES: readonly SpendState[] = ["acharnement", "flamboyance", "apaisement"];

/** R-STATE-3 / R-STATE-4 the point a state's entry spends, as a Moral event's kind and effect (Apaisement: none). */
export const STATE_COST: Record<SpendState, { kind: MoralKind; effect: MoralEffect } | null> = {
  acharnement: { kind: "desespoir", effect: "acharnement" },
  flamboyance: { kind: "espoir", effect: "flamboyance" },
  apaisement: null,
};

/** A state's point spent from the group's Moral only (the group sheet's chooser): the reducer's verdict on that one spend. */
function groupStatePayment(ctx: MoralContext, state: SpendState): Payment & { kind: MoralKind | null } {
  const cost = STATE_COST[state];
  const refused = (reason: string) => ({ ok: false, reason, sources: [], events: [], state: ctx.state, kind: cost?.kind ?? null });
  if (!cost || !ctx.groupUuid) return refused(cost ? "no-group" : "refused");
  const event: MoralEvent = { type: "spend", kind: cost.kind, memberId: ctx.memberId, effect: cost.effect };
  const r = moralReducer(ctx.state, event);
  return r.refused ? refused(r.refused.reason) : { ok: true, sources: ["group"], events: [event], state: r.state, kind: cost.kind };
}

/**
 * R-STATE-3 Acharnement: 1 Désespoir (the stressful situation is the table's call);
 * R-STATE-4 Flamboyance: 1 Espoir while the group is Galvanisé;
 * R-STATE-5 / R-MORAL-6 Apaisement: the character is calm, nothing is spent.
 * `from: "group"`: the point is the group's (its sheet's chooser), never a personal one.
 */
export function planStateEntry(ctx: MoralContext, state: SpendState, from: "any" | "group" = "any"): Payment & { kind: MoralKind | null } {
  if (from === "group") return groupStatePayment(ctx, state);
  if (state === "apaisement") {
    const calm = ctx.groupUuid ? isCalm(ctx.state, ctx.memberId) : isCalm({ ...ctx.state, espoir: 0, desespoir: 0 }, ctx.memberId);
    const events: MoralEvent[] = ctx.groupUuid ? [{ type: "enter-apaisement", memberId: ctx.memberId }] : [];
    return calm ? { ok: true, sources: [], events, state: ctx.state, kind: null } : { ok: false, reason: "not-calm", sources: [], events: [], state: ctx.state, kind: null };
  }
  if (state === "flamboyance") {
    if (!ctx.groupUuid || !isGalvanise(ctx.state)) return { ok: false, reason: "not-galvanise", sources: [], events: [], state: ctx.state, kind: "espoir" };
    return { ...planPayment(ctx, "espoir", ["flamboyance"]), kind: "espoir" };
  }
  return { ...planPayment(ctx, "desespoir", ["acharnement"]), kind: "desespoir" };
}

// ---- R-DICE-9 narrow success ----------------------------------------------------------------

/** The Désespoir payment of a narrow success (R-MORAL-3), personal first, else the group's. */
export function planNarrowSuccess(ctx: MoralContext, rules: MoralRules = DEFAULT_MORAL_RULES): Payment {
  return planPayment(ctx, "desespoir", ["reussite-de-justesse"], rules);
}

// ---- what events change on the documents --------------------------------------------------------

export interface MoralWrite {
  ok: boolean;
  refused?: string;
  /** The group's new Moral and Fatalité (R-FORT-2: capped at 5 by the reducer). */
  group: { espoir: number; desespoir: number; fatalite: number } | null;
  /** Per member (actor uuid): changed personal points and Fortune (R-FORT-1: capped at 5). */
  members: { id: string; changes: Record<string, number> }[];
  /** Fragilité each member takes (R-MORAL-5), through actor.addFragilite. */
  fragilite: { id: string; amount: number }[];
  descente: string[];
  consequences: MoralConsequence[];
}

/** R-MORAL-1..7 applies events in order through the reducer, all or nothing, and lists the writes. */
export function planMoralWrite(state: MoralState, events: readonly MoralEvent[], rules: MoralRules = DEFAULT_MORAL_RULES): MoralWrite {
  let s = state;
  const consequences: MoralConsequence[] = [];
  for (const e of events) {
    const r = moralReducer(s, e, rules);
    if (r.refused) return { ok: false, refused: r.refused.reason, group: null, members: [], fragilite: [], descente: [], consequences: [] };
    s = r.state;
    consequences.push(...r.consequences);
  }
  const members: MoralWrite["members"] = [];
  for (const m of s.members) {
    const before = state.members.find((b) => b.id === m.id);
    const changes: Record<string, number> = {};
    if (before?.espoir !== m.espoir) changes["system.moral.espoir"] = m.espoir;
    if (before?.desespoir !== m.desespoir) changes["system.moral.desespoir"] = m.desespoir;
    if (m.fortune !== undefined && (before?.fortune ?? 0) !== m.fortune) changes["system.fortune"] = m.fortune;
    if (m.fatalite !== undefined && (before?.fatalite ?? 0) !== m.fatalite) changes[FATALITE_FLAG] = m.fatalite; // R-FORT-2
    if (Object.keys(changes).length) members.push({ id: m.id, changes });
  }
  const fragilite: MoralWrite["fragilite"] = [];
  const descente: string[] = [];
  for (const c of consequences) {
    if (c.type === "fragilite") for (const id of c.memberIds) fragilite.push({ id, amount: c.amount });
    if (c.type === "descente") descente.push(c.memberId);
  }
  const changedGroup = s.espoir !== state.espoir || s.desespoir !== state.desespoir || (s.fatalite ?? 0) !== (state.fatalite ?? 0);
  return {
    ok: true,
    group: changedGroup ? { espoir: s.espoir, desespoir: s.desespoir, fatalite: s.fatalite ?? 0 } : null,
    members, fragilite, descente, consequences,
  };
}
