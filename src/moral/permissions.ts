/**
 * Who may send which Moral event (ARCHITECTURE.md §5–6), and the schema every event is checked
 * against before it is read. The Moral action's handler (moral/request.ts) calls `authorizeMoral`
 * with the facts of the user the transport named. No Foundry globals.
 */
import { EXALTATION_MAX, EXALTATION_MIN, MORAL_EFFECTS } from "../rules/index";
import type { MoralEvent } from "../rules/index";
import { bool, int, list, literal, object, oneOf, uuid, variants, type Schema } from "../net/schema";

export interface MoralRequester {
  /** The user is a GM (a GM may do anything). */
  isGM: boolean;
  /** The user owns the group actor. */
  ownsGroup: boolean;
  /** Uuids of the group's members this user owns. */
  ownedMembers: ReadonlySet<string>;
  /** R-MORAL-1 [I] the world lets players add points to the Moral (setting `playersGainMoral`). */
  playersGainMoral: boolean;
}

/**
 * Events only a GM may send: membership and Exaltation (R-MORAL-1, R-MORAL-7); R-MORAL-8 personal grants,
 * R-FORT-1 Fortune and R-FORT-2 Fatalité (even for the group's owner).
 */
export const GM_ONLY_EVENTS: readonly MoralEvent["type"][] = [
  "add-member", "remove-member", "set-exaltation", "personal-gain", "grant-fortune", "take-fatalite", "spend-fatalite",
];

/** The member an event acts for, when it names one. */
export function eventMember(event: MoralEvent): string | null {
  if (event.type === "add-member") return event.member.id;
  return "memberId" in event && typeof event.memberId === "string" ? event.memberId : null;
}

/**
 * Events sent by a client: a GM-only event needs a GM; an exploit never comes from a client (its
 * dice are rolled by the handler, `moralExploit`); otherwise an event naming a member is allowed when
 * the user owns that member (owning the group is not enough); events naming no member (a group gain)
 * need the group or a member of it the user owns; a gain needs a GM unless the world lets players
 * gain. Every event of a request must be allowed.
 */
export function authorizeMoral(events: readonly MoralEvent[], who: MoralRequester): { ok: true } | { ok: false; reason: string } {
  if (!events.length) return { ok: false, reason: "no-event" };
  for (const e of events) {
    if (e.type === "exploit") return { ok: false, reason: "permission" };
    if (GM_ONLY_EVENTS.includes(e.type) && !who.isGM) return { ok: false, reason: "permission" };
    if (e.type === "gain" && !who.isGM && !who.playersGainMoral) return { ok: false, reason: "permission" };
  }
  if (who.isGM) return { ok: true };
  for (const e of events) {
    const member = eventMember(e);
    // Owning the group never lets a player act for a member it does not own (its personal points, its states).
    const allowed = member ? who.ownedMembers.has(member) : who.ownsGroup || who.ownedMembers.size > 0;
    if (!allowed) return { ok: false, reason: "permission" };
  }
  return { ok: true };
}

const kind = oneOf(["espoir", "desespoir"] as const);
const effect = oneOf([...MORAL_EFFECTS.espoir, ...MORAL_EFFECTS.desespoir]);
const points = int(0, 99);
const member = uuid;

/** R-MORAL the shape of every event (kinds, effects, ids, bounds); exploits are not sent by clients. */
export const moralEventSchema = variants<MoralEvent>({
  gain: object({ type: literal("gain"), kind, memberId: member }, ["memberId"]),
  "personal-gain": object({ type: literal("personal-gain"), kind, memberId: member }),
  spend: object({ type: literal("spend"), kind, memberId: member, effect, personal: bool }, ["personal"]),
  "apaisement-use": object({ type: literal("apaisement-use"), kind, memberId: member, effect }),
  "add-member": object({
    type: literal("add-member"),
    member: object({ id: member, exaltation: int(EXALTATION_MIN, EXALTATION_MAX), espoir: points, desespoir: points }),
  }),
  "remove-member": object({ type: literal("remove-member"), memberId: member }),
  "set-exaltation": object({ type: literal("set-exaltation"), memberId: member, exaltation: int(EXALTATION_MIN, EXALTATION_MAX) }),
  "enter-apaisement": object({ type: literal("enter-apaisement"), memberId: member }),
  "end-apaisement": object({ type: literal("end-apaisement"), memberId: member }),
  "grant-fortune": object({ type: literal("grant-fortune"), memberId: member, amount: int(1, 5) }, ["amount"]),
  "take-fatalite": object({ type: literal("take-fatalite") }),
  "spend-fatalite": object({ type: literal("spend-fatalite"), memberId: member }),
} as Record<string, Schema<MoralEvent>>);

export const moralRequestSchema = object({ groupUuid: uuid, events: list(moralEventSchema, 20) });
export const moralExploitSchema = object({ groupUuid: uuid, kind });

/** The warning when a Moral request cannot run here and no GM is connected. */
export const MORAL_NO_GM = "ALTHERION.Moral.NoGM";
