/**
 * The group Moral on documents (ARCHITECTURE.md §6): find a character's group, read its Moral as
 * the reducer sees it, send events (applied here when this user may write everything, else by the
 * active GM through the `altherion.moral` query, whose handler re-checks the requesting user), and
 * write what the reducer decided: the group's points and Fatalité, members' personal points and
 * Fortune, Fragilité through actor.addFragilite, Descente.
 */
import { DEFAULT_MORAL_RULES } from "../rules/index";
import type { MoralEvent, MoralRules } from "../rules/index";
import { setting } from "../settings";
import { planMoralWrite, soloContext } from "./payer";
import type { MoralContext, Payment } from "./payer";
import { GM_NO_ANSWER, runHereOrAtGM } from "../chat/gm-query";
import { authorizeMoral, MORAL_NO_GM } from "./permissions";
import { stateOf } from "./state";
import type { GroupMember, GroupeSystem } from "./state";
import { localize as t } from "../i18n";
import { QUERY_MORAL } from "../query-names";


/** A member resolved on documents: Fortune and Apaisement always read. */
export type ResolvedMember = GroupMember & { fortune: number; apaisement: boolean };

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
      apaisement: actor.statuses?.has("apaisement") ?? false,
    });
  }
  return { actors, members };
}

/** The groupe actors whose `system.membres` include this actor (its token's base actor too). */
export function groupsOf(actor: Actor.Implementation): Actor.Implementation[] {
  const ids = new Set([actor.uuid]);
  const base = (actor as unknown as { isToken?: boolean; baseActor?: { uuid?: string } | null });
  if (base.isToken && base.baseActor?.uuid) ids.add(base.baseActor.uuid);
  return (game.actors?.filter((a) => a.type === "groupe" && groupSystem(a).membres.some((m) => ids.has(m))) ?? []) as Actor.Implementation[];
}

/** The actor's place in its (first) group's Moral; a group-less character pays from its own points. */
export async function moralContextOf(actor: Actor.Implementation): Promise<MoralContext> {
  const s = actor.system as unknown as Member;
  for (const group of groupsOf(actor)) {
    const system = groupSystem(group);
    const { members } = await resolveMembers(system.membres);
    const member = members.find((m) => m.uuid === actor.uuid) ?? members.find((m) => system.membres.includes(m.uuid) && m.id === actor.id);
    if (member) return { state: stateOf(system, members), memberId: member.uuid, groupUuid: group.uuid };
  }
  return soloContext({ id: actor.uuid, exaltation: s.exaltation, espoir: s.moral?.espoir ?? 0, desespoir: s.moral?.desespoir ?? 0, fortune: s.fortune ?? 0 });
}

/** Applies events to a group (GM or owner side): reducer, then the documents. Returns a refusal reason or null. */
export async function applyMoralEvents(group: Actor.Implementation, events: readonly MoralEvent[]): Promise<string | null> {
  const system = groupSystem(group);
  const { actors, members } = await resolveMembers(system.membres);
  const write = planMoralWrite(stateOf(system, members), events, moralRules());
  if (!write.ok) return write.refused ?? "refused";
  const actor = (uuid: string) => actors[members.findIndex((m) => m.uuid === uuid)];
  if (write.group) {
    await group.update({ system: { moral: { espoir: write.group.espoir, desespoir: write.group.desespoir }, fatalite: write.group.fatalite } } as never);
  }
  for (const m of write.members) await actor(m.id)?.update(m.changes as never);
  for (const f of write.fragilite) {
    const a = actor(f.id) as unknown as { addFragilite?: (n: number) => Promise<unknown> } | undefined;
    await a?.addFragilite?.(f.amount);
  }
  for (const id of write.descente) {
    const a = actor(id);
    if (a && !a.statuses.has("descente")) await a.toggleStatusEffect("descente", { active: true });
  }
  return null;
}

async function canWriteAll(group: Actor.Implementation): Promise<boolean> {
  if (game.user?.isGM) return true;
  if (!group.isOwner) return false;
  const { actors } = await resolveMembers(groupSystem(group).membres);
  return actors.every((a) => a.isOwner);
}

/** Events for a group: applied here when allowed, else sent to the active GM. Returns a refusal reason or null (warned). */
export async function requestMoralEvents(group: Actor.Implementation, events: readonly MoralEvent[]): Promise<string | null> {
  const reason = await runHereOrAtGM({
    canWriteAll: await canWriteAll(group), here: () => applyMoralEvents(group, events), noGM: MORAL_NO_GM,
    query: QUERY_MORAL, data: { groupUuid: group.uuid, events: [...events], userId: game.user?.id ?? null },
  });
  if (reason === MORAL_NO_GM || reason === GM_NO_ANSWER) ui.notifications?.warn(t(reason));
  else if (reason) ui.notifications?.warn(t("ALTHERION.Moral.Refused", { reason: t(`ALTHERION.Moral.Reason.${reason}`) }));
  return reason;
}

/** One event for a group (sheets, panel). */
export function requestMoralEvent(group: Actor.Implementation, event: MoralEvent): Promise<string | null> {
  return requestMoralEvents(group, [event]);
}

/** Pays a planned payment (roll dialog, card button, sheet): through the group, or from a group-less character's own points. */
export async function payMoral(actor: Actor.Implementation, ctx: MoralContext, payment: Payment): Promise<boolean> {
  if (!payment.ok) {
    ui.notifications?.warn(t("ALTHERION.Moral.Refused", { reason: t(`ALTHERION.Moral.Reason.${payment.reason ?? "refused"}`) }));
    return false;
  }
  if (!payment.events.length) return true;
  if (ctx.groupUuid) {
    const group = await fromUuid(ctx.groupUuid as Parameters<typeof fromUuid>[0]);
    if (!(group instanceof Actor)) return false;
    return (await requestMoralEvents(group as Actor.Implementation, payment.events)) === null;
  }
  const write = planMoralWrite(ctx.state, payment.events, moralRules());
  if (!write.ok) return false;
  const mine = write.members.find((m) => m.id === ctx.memberId);
  if (mine) await actor.update(mine.changes as never);
  return true;
}

/**
 * The GM side of "altherion.moral": re-checks that the requesting user owns the group or the
 * member each event names (events naming none need a member the user owns), then applies them.
 */
export async function moralQueryHandler(data: { groupUuid: string; events: MoralEvent[]; userId: string | null }): Promise<string | null> {
  if (!game.user?.isGM) return "not-gm";
  const group = await fromUuid(data.groupUuid as Parameters<typeof fromUuid>[0]);
  const user = data.userId ? game.users?.get(data.userId) : null;
  if (!(group instanceof Actor) || !user || !Array.isArray(data.events)) return "not-found";
  const g = group as Actor.Implementation;
  const { actors } = await resolveMembers(groupSystem(g).membres);
  const owns = (a: Actor.Implementation) => a.testUserPermission(user, "OWNER");
  const auth = authorizeMoral(data.events, { isGM: user.isGM, ownsGroup: owns(g), ownedMembers: new Set(actors.filter(owns).map((a) => a.uuid)) });
  if (!auth.ok) return auth.reason;
  return applyMoralEvents(g, data.events);
}

/** Registers the Moral query (entry's init, through applications/register.ts). */
export function registerMoralQuery(): void {
  CONFIG.queries[QUERY_MORAL] = moralQueryHandler;
}
