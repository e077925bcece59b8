/**
 * What sheet buttons do, in one place: rolls go to the rolling engineer's workflow
 * (src/dice/test-workflow.ts `rollActorTest`), harm and rest to AltherionActor's methods, the
 * group Moral to rules.moralReducer (through the active GM when the user does not own the group).
 */
import { rollActorTest } from "../../dice/test-workflow";
import type { RollTestSpec } from "../../dice/test-workflow";
import { moralReducer } from "../../rules/index";
import type { MoralEvent, MoralState } from "../../rules/index";
import type { GroupeMember } from "./groupe-context";
import { moralState } from "./groupe-context";

const t = (key: string, data?: Record<string, string>) => (game.i18n ? (data ? game.i18n.format(key, data) : game.i18n.localize(key)) : key);

/** Every roll started from a sheet goes through here (shift skips the dialog, as Foundry's convention). */
export async function rollFromSheet(actor: Actor.Implementation, spec: RollTestSpec, event?: Event): Promise<void> {
  const skipDialog = !!(event as MouseEvent | undefined)?.shiftKey;
  await rollActorTest(actor, spec, { skipDialog });
}

/** The members of a group as the sheet and the Moral reducer see them. */
export async function resolveMembers(uuids: readonly string[]): Promise<{ actors: Actor.Implementation[]; members: GroupeMember[] }> {
  const actors: Actor.Implementation[] = [];
  const members: GroupeMember[] = [];
  for (const uuid of uuids) {
    const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
    if (!(doc instanceof Actor)) continue;
    const actor = doc as Actor.Implementation;
    const s = actor.system as unknown as { exaltation?: number; moral?: { espoir: number; desespoir: number } };
    actors.push(actor);
    members.push({
      uuid, id: actor.id ?? "", name: actor.name ?? "", img: actor.img ?? "", exaltation: s.exaltation ?? 1,
      espoir: s.moral?.espoir ?? 0, desespoir: s.moral?.desespoir ?? 0, owned: actor.isOwner,
      apaisement: actor.statuses?.has("apaisement") ?? false,
    });
  }
  return { actors, members };
}

interface GroupeSystem { membres: string[]; moral: { espoir: number; desespoir: number }; fatalite: number }

/** Applies one Moral event to a group (GM or group owner side): reducer, then the documents. */
export async function applyMoralEvent(group: Actor.Implementation, event: MoralEvent): Promise<string | null> {
  const system = group.system as unknown as GroupeSystem;
  const { actors, members } = await resolveMembers(system.membres);
  const state: MoralState = moralState({ system, members });
  const result = moralReducer(state, event);
  if (result.refused) return result.refused.reason;
  await group.update({ system: { moral: { espoir: result.state.espoir, desespoir: result.state.desespoir }, fatalite: result.state.fatalite ?? system.fatalite } } as never);
  for (const m of result.state.members) {
    const before = state.members.find((x) => x.id === m.id);
    const actor = actors[members.findIndex((x) => x.uuid === m.id)];
    if (!actor || !before) continue;
    const changes: Record<string, number> = {};
    if (m.espoir !== before.espoir) changes["system.moral.espoir"] = m.espoir;
    if (m.desespoir !== before.desespoir) changes["system.moral.desespoir"] = m.desespoir;
    if (m.fortune !== undefined && m.fortune !== before.fortune) changes["system.fortune"] = m.fortune;
    if (Object.keys(changes).length) await actor.update(changes as never);
  }
  for (const c of result.consequences) {
    if (c.type === "fragilite") {
      for (const id of c.memberIds) {
        const actor = actors[members.findIndex((x) => x.uuid === id)] as unknown as { addFragilite?: (n: number) => Promise<unknown> } | undefined;
        await actor?.addFragilite?.(c.amount);
      }
    }
  }
  return null;
}

/** A Moral event from a sheet or the panel: applied here when allowed, else sent to the active GM. */
export async function requestMoralEvent(group: Actor.Implementation, event: MoralEvent): Promise<void> {
  let reason: string | null;
  if (group.isOwner) reason = await applyMoralEvent(group, event);
  else {
    const gm = game.users?.activeGM;
    if (!gm) { ui.notifications?.warn(t("ALTHERION.Sheet.Moral.PasDeMJ")); return; }
    reason = (await gm.query("altherion.moral", { groupUuid: group.uuid, event, userId: game.user?.id ?? null })) as string | null;
  }
  if (reason) ui.notifications?.warn(t("ALTHERION.Sheet.Moral.Refuse", { reason }));
}

/**
 * The GM side of "altherion.moral": re-checks that the requesting user owns the member the event
 * names (or the group), then applies it. Gains and exploits need a member of the group owned by the user.
 */
export async function moralQueryHandler(data: { groupUuid: string; event: MoralEvent; userId: string | null }): Promise<string | null> {
  const group = await fromUuid(data.groupUuid as Parameters<typeof fromUuid>[0]);
  const user = data.userId ? game.users?.get(data.userId) : null;
  if (!(group instanceof Actor) || !user) return "not-found";
  const system = (group as Actor.Implementation).system as unknown as GroupeSystem;
  const { actors } = await resolveMembers(system.membres);
  const memberId = "memberId" in data.event ? data.event.memberId : undefined;
  const owns = (a: Actor.Implementation) => a.testUserPermission(user, "OWNER");
  const allowed = owns(group as Actor.Implementation)
    || (memberId ? actors.some((a) => a.uuid === memberId && owns(a)) : actors.some(owns));
  if (!allowed) return "permission";
  return applyMoralEvent(group as Actor.Implementation, data.event);
}
