/**
 * Pure context of the group sheet's Moral spend chooser: which effect the point buys (R-MORAL-2:
 * +1, cancel a critical failure, Puissance/Harmonie swap; R-MORAL-3 / R-STATE-3: narrow success,
 * Acharnement, Fortune/Fatalité) and for which member; each choice is checked by the reducer, so a
 * refused one is shown disabled with its reason. No Foundry globals.
 */
import { moralReducer } from "../rules/index";
import type { MoralEffect, MoralKind, MoralRules, MoralState } from "../rules/index";

export const CHOOSER_EFFECTS: Record<MoralKind, readonly MoralEffect[]> = {
  espoir: ["bonus", "annule-echec-critique", "substitution"],
  desespoir: ["reussite-de-justesse", "acharnement", "fortune"],
};

const key = (s: string) => s.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");

export interface ChooserMember { uuid: string; name: string; owned: boolean }

export function moralChooserContext(kind: MoralKind, state: MoralState, members: readonly ChooserMember[], opts: { isGM: boolean; memberId?: string | null; rules?: MoralRules }) {
  const usable = members.filter((m) => opts.isGM || m.owned);
  const selected = usable.find((m) => m.uuid === opts.memberId)?.uuid ?? usable[0]?.uuid ?? null;
  const check = (effect: MoralEffect, memberId: string) => moralReducer(state, { type: "spend", kind, memberId, effect }, opts.rules).refused?.reason ?? null;
  const effects = CHOOSER_EFFECTS[kind].map((effect, i) => {
    const reason = selected ? check(effect, selected) : "unknown-member";
    return { value: effect, label: `ALTHERION.Moral.Effect.${key(effect)}`, checked: i === 0, reason: reason ? `ALTHERION.Moral.Reason.${reason}` : null };
  });
  return {
    kind,
    title: kind === "espoir" ? "ALTHERION.Moral.Chooser.TitleEspoir" : "ALTHERION.Moral.Chooser.TitleDesespoir",
    effects,
    members: usable.map((m) => ({ uuid: m.uuid, name: m.name, selected: m.uuid === selected })),
    hasMembers: usable.length > 0,
    /** R-MORAL-5 under Tourmente a member with personal points cannot use the Moral: say so once. */
    refused: effects.every((e) => e.reason) ? effects[0]?.reason ?? null : null,
  };
}

export type MoralChooserContext = ReturnType<typeof moralChooserContext>;

/** The chooser's form → the event to send, or null when incomplete. */
export function readChooserForm(kind: MoralKind, form: { effect?: unknown; member?: unknown }): { kind: MoralKind; effect: MoralEffect; memberId: string } | null {
  const effect = String(form.effect ?? "") as MoralEffect;
  const memberId = String(form.member ?? "");
  if (!CHOOSER_EFFECTS[kind].includes(effect) || !memberId) return null;
  return { kind, effect, memberId };
}

/** R-MORAL-8 / R-FORT-2 the member picker: the members offered (`uuids`, in the group's order), the first selected. */
export function memberPickContext(hint: string, members: readonly { uuid: string; name: string }[], uuids: readonly string[]) {
  const offered = members.filter((m) => uuids.includes(m.uuid));
  return { hint, members: offered.map((m, i) => ({ uuid: m.uuid, name: m.name, selected: i === 0 })), hasMembers: offered.length > 0 };
}
