/**
 * The GM's side of the Moral (moral/request.ts MORAL_ACTION, SOLO_MORAL_ACTION; moral/exploit.ts MORAL_EXPLOIT): who
 * may send which event (moral/permissions.ts authorizeMoral, for the user the transport named), the reducer applied to
 * the group's or the character's CURRENT state, and what it decided written: the group's points and Fatalité, members'
 * personal points and Fortune, Fragilité through actor.addFragilite, Descente. An exploit's dice are rolled here.
 */
import { EXPLOIT_DICE, type MoralEvent } from "../rules/index";
import { setting } from "../settings";
import { renderCard } from "../chat/render";
import { EXPLOIT_CARD_TEMPLATE, exploitCardView } from "../chat/exploit-card";
import { actorAt } from "../net/actor-at";
import {
  MORAL_NO_GM, authorizeMoral, groupSystem, moralContextOf, moralRules, planMoralWrite, resolveMembers, stateOf,
  type MoralExploitPayload, type MoralPayload, type MoralRequester, type SoloMoralPayload,
} from "../moral/index";

type AnyUser = User.Implementation;

/** Applies events to a group (GM or owner side): reducer, then the documents. Returns a refusal reason or null. */
async function applyMoralEvents(group: Actor.Implementation, events: readonly MoralEvent[]): Promise<string | null> {
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

/** The user's standing in a group, for authorizeMoral. */
async function requester(group: Actor.Implementation, user: AnyUser): Promise<MoralRequester> {
  const { actors } = await resolveMembers(groupSystem(group).membres);
  const owns = (a: Actor.Implementation) => a.testUserPermission(user, "OWNER");
  return {
    isGM: user.isGM, ownsGroup: owns(group), ownedMembers: new Set(actors.filter(owns).map((a) => a.uuid)),
    playersGainMoral: setting("playersGainMoral"),
  };
}

const groupAt = (uuid: string) => actorAt(uuid, "groupe");

/** The Moral action: a group's events, on the active GM only (the group's points are the GM's to write). */
export async function moral({ groupUuid, events }: MoralPayload, user: AnyUser): Promise<string | null> {
  if (!game.user?.isGM) return MORAL_NO_GM; // the group's points are the GM's to write
  const group = await groupAt(groupUuid);
  if (!group) return "not-found";
  const auth = authorizeMoral(events, await requester(group, user));
  if (!auth.ok) return auth.reason;
  return applyMoralEvents(group, events);
}

/** R-MORAL-2 / R-MORAL-8 / R-FORT-1 a group-less character's own points, for a user who owns it (or a GM). */
export async function soloMoral({ actorUuid, events }: SoloMoralPayload, user: AnyUser): Promise<string | null> {
  const actor = await actorAt(actorUuid, "personnage");
  if (!actor) return "not-found";
  if (events.some((e) => e.type === "take-fatalite")) return "no-group"; // R-FORT-2 the GM's Fatalité lives on a group
  const owns = actor.testUserPermission(user, "OWNER");
  const auth = authorizeMoral(events, { isGM: user.isGM, ownsGroup: false, ownedMembers: new Set(owns ? [actor.uuid] : []), playersGainMoral: setting("playersGainMoral") });
  if (!auth.ok) return auth.reason;
  const ctx = await moralContextOf(actor);
  if (ctx.groupUuid) return "refused"; // it joined a group since: its points are paid through the group
  const write = planMoralWrite(ctx.state, events, moralRules());
  if (!write.ok) return write.refused ?? "refused";
  const mine = write.members.find((m) => m.id === ctx.memberId);
  if (mine) await actor.update(mine.changes as never);
  return null;
}

/** R-MORAL-4 an exploit needs the group's owner, a GM, or the owner of one of its members. */
async function mayExploit(group: Actor.Implementation, user: AnyUser): Promise<boolean> {
  if (user.isGM || group.testUserPermission(user, "OWNER")) return true;
  const { actors } = await resolveMembers(groupSystem(group).membres);
  return actors.some((a) => a.testUserPermission(user, "OWNER"));
}

/** R-MORAL-4 / R-MORAL-5 an exploit: its dice rolled here, the reducer applied, its card posted. */
export async function moralExploit({ groupUuid, kind }: MoralExploitPayload, user: AnyUser): Promise<string | null> {
  const group = await fromUuid(groupUuid as Parameters<typeof fromUuid>[0]);
  if (!(group instanceof Actor) || group.type !== "groupe") return "not-found";
  const g = group as Actor.Implementation;
  if (!(await mayExploit(g, user))) return "permission";
  const roll = await new foundry.dice.Roll(`${EXPLOIT_DICE[kind]}d10`).evaluate();
  const dice = roll.dice.flatMap((d) => d.results.map((r) => r.result));
  const refused = await applyMoralEvents(g, [{ type: "exploit", kind, dice }]);
  if (refused) return refused;
  const content = await renderCard(EXPLOIT_CARD_TEMPLATE, exploitCardView(kind, dice, g.name ?? ""));
  await ChatMessage.create({
    content, rolls: [roll], speaker: ChatMessage.getSpeaker({ actor: g }), sound: CONFIG.sounds.dice,
    flags: { altherion: { exploit: { kind, dice } } },
  } as never);
  return null;
}
