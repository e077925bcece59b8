/**
 * The group Moral on documents (ARCHITECTURE.md § Trust): find a character's group, read its Moral as
 * the reducer sees it, and send events through the GM seam (the `moral` action: checked against
 * their schema, authorised for the user the transport names, applied to the group's current state one
 * request at a time, on the active GM only, since the group crosses ownership; the `soloMoral` action
 * likewise for a group-less character's own points, which its owner's client applies when no GM is
 * connected). What the reducer decided is written by the handlers (gm/moral.ts).
 */
import { DEFAULT_MORAL_RULES } from "../rules/index";
import type { MoralEvent, MoralRules } from "../rules/index";
import { setting } from "../settings";
import { FATALITE_FLAG, soloContext } from "./payer";
import type { MoralContext, Payment } from "./payer";
import { declareAction, perform } from "../net/perform";
import { list, object, uuid } from "../net/schema";
import { eventMember, MORAL_NO_GM, moralEventSchema, moralRequestSchema } from "./permissions";
import { stateOf } from "./state";
import type { GroupMember, GroupeSystem } from "./state";
import { localize as t } from "../i18n";


/** A member resolved on documents: Fortune and Apaisement always read. */
export type ResolvedMember = GroupMember & { fortune: number; apaisement: boolean };

export type MoralPayload = { groupUuid: string; events: MoralEvent[] };
export type SoloMoralPayload = { actorUuid: string; events: MoralEvent[] };

type Member = { fortune?: number; moral?: { espoir: number; desespoir: number }; exaltation?: number };

export const groupSystem = (group: { system: unknown }): GroupeSystem => group.system as GroupeSystem;

/** The world's R-MORAL-3 option (Fortune/Fatalité on every Désespoir spend or as one of its uses). */
export function moralRules(): MoralRules {
  return { ...DEFAULT_MORAL_RULES, fortuneOnEveryDesespoirSpend: setting("fortuneOnEveryDesespoirSpend") };
}

/** The members of a group, resolved from its uuid list. */
export async function resolveMembers(uuids: readonly string[]): Promise<{ actors: Actor.Implementation[]; members: ResolvedMember[] }> {
  const actors: Actor.Implementation[] = [];
  const members: ResolvedMember[] = [];
  for (const uuid of uuids) {
    const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
    if (!(doc instanceof Actor)) continue;
    const actor = doc as Actor.Implementation;
    const s = actor.system as unknown as Member;
    actors.push(actor);
    members.push({
      uuid, id: actor.id ?? "", name: actor.name ?? "", img: actor.img ?? "", exaltation: s.exaltation ?? 1,
      espoir: s.moral?.espoir ?? 0, desespoir: s.moral?.desespoir ?? 0, fortune: s.fortune ?? 0, owned: actor.isOwner,
      apaisement: actor.statuses?.has("apaisement") ?? false, fatalite: pendingFatalite(actor),
    });
  }
  return { actors, members };
}

/** R-FORT-2 the Fatalité malus the GM spent on this actor, waiting for its next roll. */
export function pendingFatalite(actor: { flags?: unknown }): number {
  const n = Number(foundry.utils.getProperty(actor, FATALITE_FLAG) ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * R-FORT-1 / R-FORT-2 a roll's Fortune declared and the pending Fatalité it applied, taken from the roller by the
 * rolling client (its own character): the Fortune spent (the GM's refusal on the card gives it back), the Fatalité used up.
 */
export async function settleFortune(actor: Actor.Implementation, declared: number): Promise<void> {
  const fortune = Number(foundry.utils.getProperty(actor, "system.fortune") ?? 0);
  const settle: Record<string, number> = {};
  if (declared) settle["system.fortune"] = Math.max(0, fortune - declared);
  if (pendingFatalite(actor)) settle[FATALITE_FLAG] = 0;
  if (Object.keys(settle).length) await actor.update(settle as never);
}

/**
 * The queue key of a character's own Moral points, Fortune and pending Fatalité (net/queue.ts):
 * every GM action that writes them (a group's Moral events naming it, its own points, a roll's
 * Fortune) runs one at a time; apart from the actor's own key, which a card or purchase action
 * holds while it pays through these.
 */
export const moralKey = (actorUuid: string): string => `moral:${actorUuid}`;

/** The groupe actors whose `system.membres` include this actor (its token's base actor too). */
export function groupsOf(actor: Actor.Implementation): Actor.Implementation[] {
  const ids = new Set([actor.uuid]);
  const base = (actor as unknown as { isToken?: boolean; baseActor?: { uuid?: string } | null });
  if (base.isToken && base.baseActor?.uuid) ids.add(base.baseActor.uuid);
  return (game.actors?.filter((a) => a.type === "groupe" && groupSystem(a).membres.some((m) => ids.has(m))) ?? []) as Actor.Implementation[];
}

/**
 * The actor's place in its (first) group's Moral; a group-less character pays from its own points.
 * `groupUuid`: in that group only (null when the actor is not one of its members).
 */
export async function moralContextOf(actor: Actor.Implementation): Promise<MoralContext>;
export async function moralContextOf(actor: Actor.Implementation, groupUuid: string): Promise<MoralContext | null>;
export async function moralContextOf(actor: Actor.Implementation, groupUuid?: string): Promise<MoralContext | null> {
  const s = actor.system as unknown as Member;
  for (const group of groupsOf(actor).filter((g) => groupUuid === undefined || g.uuid === groupUuid)) {
    const system = groupSystem(group);
    const { members } = await resolveMembers(system.membres);
    const member = members.find((m) => m.uuid === actor.uuid) ?? members.find((m) => system.membres.includes(m.uuid) && m.id === actor.id);
    if (member) return { state: stateOf(system, members), memberId: member.uuid, groupUuid: group.uuid };
  }
  if (groupUuid !== undefined) return null;
  return soloContext({ id: actor.uuid, exaltation: s.exaltation, espoir: s.moral?.espoir ?? 0, desespoir: s.moral?.desespoir ?? 0, fortune: s.fortune ?? 0, fatalite: pendingFatalite(actor) });
}

/** The queue keys of the members a request's events name. */
const memberKeys = (events: readonly MoralEvent[]): string[] =>
  events.map(eventMember).filter((m): m is string => m !== null).map(moralKey);

/**
 * The Moral action: events applied by the reducer to the group's CURRENT state, on the active GM
 * only (the group's points and members cross ownership: with no GM connected it is refused, MORAL_NO_GM),
 * one request per group (and per member named) at a time; its handler is gm/moral.ts.
 */
export const MORAL_ACTION = declareAction<MoralPayload>({
  name: "moral",
  schema: moralRequestSchema,
  touches: (p) => [p.groupUuid, ...memberKeys(p.events)],
  noGM: MORAL_NO_GM,
});

/**
 * R-MORAL-2 / R-MORAL-8 / R-FORT-1 a group-less character's own points: the same checks as the Moral action, applied
 * by the reducer to the character's CURRENT points (on the active GM, or on its owner's client with no GM connected),
 * one request per character at a time; its handler is gm/moral.ts.
 */
export const SOLO_MORAL_ACTION = declareAction<SoloMoralPayload>({
  name: "soloMoral",
  schema: object({ actorUuid: uuid, events: list(moralEventSchema, 20) }),
  touches: (p) => [moralKey(p.actorUuid)],
  noGM: MORAL_NO_GM,
});

/** Warns about a Moral refusal: a transport or authority key as it is, a reducer reason through its label. */
export function warnMoral(reason: string): void {
  if (reason.startsWith("ALTHERION.")) ui.notifications?.warn(t(reason));
  else ui.notifications?.warn(t("ALTHERION.Moral.Refused", { reason: t(`ALTHERION.Moral.Reason.${reason}`) }));
}

/** Events for a group, through the authority layer. Returns a refusal reason or null (warned, unless `warn` is false). */
export async function requestMoralEvents(group: Actor.Implementation, events: readonly MoralEvent[], warn = true): Promise<string | null> {
  const reason = await perform(MORAL_ACTION, { groupUuid: group.uuid, events: [...events] }, false);
  if (reason && warn) warnMoral(reason);
  return reason;
}

/** One event for a group (sheets, panel). */
export function requestMoralEvent(group: Actor.Implementation, event: MoralEvent): Promise<string | null> {
  return requestMoralEvents(group, [event]);
}

/**
 * Events for one member (a payment, a GM grant): through its group, or on a group-less character's own points
 * (the soloMoral action: on its owner's client when no GM is connected). Returns a refusal reason or null (warned,
 * but for a Fatalité taken on a group-less character, or with `warn` false: a GM's handler paying for a player,
 * who is told by its own client).
 */
export async function memberEvents(actor: Actor.Implementation, ctx: MoralContext, events: readonly MoralEvent[], warn = true): Promise<string | null> {
  if (!events.length) return null;
  if (ctx.groupUuid) {
    const group = await fromUuid(ctx.groupUuid as Parameters<typeof fromUuid>[0]);
    if (!(group instanceof Actor)) return "not-found";
    return requestMoralEvents(group as Actor.Implementation, events, warn);
  }
  if (events.some((e) => e.type === "take-fatalite")) return "no-group"; // R-FORT-2 the GM's Fatalité lives on a group
  const reason = await perform(SOLO_MORAL_ACTION, { actorUuid: actor.uuid, events: [...events] }, actor.isOwner);
  if (reason && warn) warnMoral(reason);
  return reason;
}

/**
 * Pays a planned payment (roll dialog, card button, sheet): through the group, or from a group-less character's own points.
 */
export async function payMoral(actor: Actor.Implementation, ctx: MoralContext, payment: Payment): Promise<boolean> {
  if (!payment.ok) {
    ui.notifications?.warn(t("ALTHERION.Moral.Refused", { reason: t(`ALTHERION.Moral.Reason.${payment.reason ?? "refused"}`) }));
    return false;
  }
  return (await memberEvents(actor, ctx, payment.events)) === null;
}

/**
 * R-MORAL-8 / R-FORT-1 / R-FORT-2 a GM's event for one character (personal grant, Fortune, Fatalité): the GM's
 * client writes it; any refusal is warned (memberEvents). Returns a refusal reason or null.
 */
export async function gmMemberEvent(actor: Actor.Implementation, event: (ctx: MoralContext) => MoralEvent): Promise<string | null> {
  if (!game.user?.isGM) return "gm-only";
  const ctx = await moralContextOf(actor);
  return memberEvents(actor, ctx, [event(ctx)]);
}
