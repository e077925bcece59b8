/**
 * Who may send which Moral event (ARCHITECTURE.md §5–6), and where it runs. The GM-side handler of
 * the `altherion.moral` query calls `authorizeMoral` with the *requesting* user's facts before it
 * changes anything. No Foundry globals.
 */
import type { MoralEvent } from "../rules/index";

export interface MoralRequester {
  /** The user is a GM (a GM may do anything). */
  isGM: boolean;
  /** The user owns the group actor. */
  ownsGroup: boolean;
  /** Uuids of the group's members this user owns. */
  ownedMembers: ReadonlySet<string>;
}

/** The member an event acts for, when it names one. */
export function eventMember(event: MoralEvent): string | null {
  if (event.type === "add-member") return event.member.id;
  return "memberId" in event && typeof event.memberId === "string" ? event.memberId : null;
}

/**
 * An event is allowed when the user owns the group, or owns the member it names; events naming no
 * member (a group gain, an exploit) need a member of the group the user owns. Every event of a
 * request must be allowed.
 */
export function authorizeMoral(events: readonly MoralEvent[], who: MoralRequester): { ok: true } | { ok: false; reason: string } {
  if (!events.length) return { ok: false, reason: "no-event" };
  if (who.isGM || who.ownsGroup) return { ok: true };
  for (const e of events) {
    const member = eventMember(e);
    const allowed = member ? who.ownedMembers.has(member) : who.ownedMembers.size > 0;
    if (!allowed) return { ok: false, reason: "permission" };
  }
  return { ok: true };
}

/**
 * Where a Moral request runs: here when the user may write the group and every member (a GM, or the
 * owner of all of them), else at the active GM, else nowhere, with this warning (chat/permissions.ts route).
 */
export const MORAL_NO_GM = "ALTHERION.Moral.NoGM";
