/**
 * A group's Moral and Fatalité change by Moral events applied on the GM (R-MORAL-1/2, R-FORT-2);
 * a player owning the group actor cannot write them directly (GM_FIELDS, data/gm-fields.ts).
 */
import { describe, expect, it } from "vitest";
import { actor, createParty, warnings } from "./fixture";

type Plain = Record<string, unknown>;
const g = globalThis as unknown as { Actor: { create(data: Plain): Promise<{ uuid: string }> } };
type GroupSource = { moral: { espoir: number; desespoir: number }; fatalite: number };

describe("a group's Moral is the GM's, even for the group's owner", () => {
  it("R-MORAL-2 R-FORT-2 Alice (owning the group) sets its Espoir 0 → 2 and its Fatalité 0 → 3: refused with a message, nothing written", async () => {
    const { w, alice, aude, bert } = await createParty();
    const group = await w.as(w.gm, () => g.Actor.create({ name: "Groupe", type: "groupe", system: { membres: [aude, bert] }, ownership: { default: 0, [alice.userId]: 3 } }));
    await w.settle();
    const update = (changes: Plain) => w.as(alice, () => (actor(group.uuid) as unknown as { update(d: unknown): Promise<unknown> }).update(changes).catch(() => undefined));
    await update({ "system.moral.espoir": 2 });
    await update({ system: { fatalite: 3 } });
    await w.settle();
    const s = actor(group.uuid)._source.system as unknown as GroupSource;
    expect({ espoir: s.moral.espoir, fatalite: s.fatalite }).toEqual({ espoir: 0, fatalite: 0 });
    expect(warnings(alice)).toMatch(/Seul le Conteur change les membres, le Moral et la Fatalité d'un groupe/);
  }, 60_000);
});
