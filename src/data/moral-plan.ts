/**
 * The group Moral as document updates (R-MORAL-1..7, R-STATE-5): the rules' reducer decides,
 * this turns its new state and consequences into one update of the groupe and one per member
 * whose personal points or Fortune changed, plus the Fragilité and Descente it causes.
 * No Foundry globals.
 */
import { moralReducer } from "../rules/index";
import type { MoralEvent, MoralMember, MoralState } from "../rules/index";

export interface MoralPlan {
  ok: boolean;
  refused?: string;
  groupe: { "moral.espoir": number; "moral.desespoir": number; fatalite: number };
  /** Per member (by id = actor UUID): the changed personal numbers, dotted under `system`. */
  membres: { id: string; system: Record<string, number> }[];
  /** Fragilité to add per member (R-MORAL-5). */
  fragilite: { id: string; amount: number }[];
  /** Members entering Descente (R-STATE-5). */
  descente: string[];
  consequences: ReturnType<typeof moralReducer>["consequences"];
}

/** Plans a Moral event for a group whose members are given as the rules see them. */
export function planMoral(state: MoralState, event: MoralEvent): MoralPlan {
  const result = moralReducer(state, event);
  const after = result.state;
  const membres: MoralPlan["membres"] = [];
  for (const m of after.members) {
    const before: MoralMember | undefined = state.members.find((b) => b.id === m.id);
    const system: Record<string, number> = {};
    if (!before || before.espoir !== m.espoir) system["moral.espoir"] = m.espoir;
    if (!before || before.desespoir !== m.desespoir) system["moral.desespoir"] = m.desespoir;
    if (m.fortune !== undefined && before?.fortune !== m.fortune) system.fortune = m.fortune;
    if (Object.keys(system).length) membres.push({ id: m.id, system });
  }
  const fragilite: MoralPlan["fragilite"] = [];
  const descente: string[] = [];
  for (const c of result.consequences) {
    if (c.type === "fragilite") for (const id of c.memberIds) fragilite.push({ id, amount: c.amount });
    if (c.type === "descente") descente.push(c.memberId);
  }
  return {
    ok: !result.refused,
    refused: result.refused?.reason,
    groupe: { "moral.espoir": after.espoir, "moral.desespoir": after.desespoir, fatalite: after.fatalite ?? 0 },
    membres, fragilite, descente, consequences: result.consequences,
  };
}
