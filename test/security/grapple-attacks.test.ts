/**
 * R-FIGHT-5: a grapple card's effect is recomputed by the GM from the grappler's roll,
 * the grappler's Force and the target's first resistance roll; a forged total or resolution, a
 * chosen resistance, a replay and concurrent clicks are refused with nothing written. Played on
 * the test world (a GM client and two player clients).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import type { WorldChatMessage } from "../world/classes";
import type { Client } from "../world/runtime";
import { actor, createParty, vitalite } from "./fixture";
import type * as Authority from "../../src/net/perform";
import type * as Combat from "../../src/combat/actions";
import type { GrappleRecord } from "../../src/combat/grapple";

let perform: typeof Authority.perform;
let COMBAT_ACTION: typeof Combat.COMBAT_ACTION;

type Plain = Record<string, unknown>;
const g = globalThis as unknown as { game: { messages: { get(id: string): WorldChatMessage | undefined; contents: WorldChatMessage[] } } };

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude: string; // Alice's character, the grappler
let bert: string; // Bruno's character, the target

const statuses = (uuid: string) => [...(actor(uuid) as unknown as { statuses: Set<string> }).statuses].sort();
const grappleCard = () => g.game.messages.contents.findLast((m) => (m.flags.altherion as Plain | undefined)?.grapple)!;
const record = (m: WorldChatMessage) => structuredClone((m.flags.altherion as { grapple: GrappleRecord }).grapple);
const ask = (c: Client, messageId: string, action: string, extra: Plain | null = null) =>
  w.as(c, () => perform(COMBAT_ACTION, { messageId, action, side: null, extra } as never, false));

beforeEach(async () => {
  ({ w, d, alice, bruno, aude, bert } = await createParty({ aude: { skill: ["bagarre", 2] } }));
  ({ perform } = await import("../../src/net/perform"));
  ({ COMBAT_ACTION } = await import("../../src/combat/actions"));
});

/** R-FIGHT-5 Aude's Mise au sol on Bert: Bagarre 2 + Force 3, dice 7, 4, 2 → 10. */
async function audeGrapples(): Promise<WorldChatMessage> {
  const { startGrapple } = await import("../../src/combat/grapple-flow");
  w.dice.push(7, 4, 2);
  await w.as(alice, () => startGrapple(actor(aude) as never, { actor: actor(bert) as never, name: "Bert" }, { grapple: "mise-au-sol", characteristic: "force", size: "comparable", complexity: 0, distance: 0 }, { skipDialog: true }));
  await w.settle();
  return grappleCard();
}

/** Bert resists with Force: one die + 3. */
const bertResists = (card: WorldChatMessage, die: number) => d.grapple(card.id, "grappleResist", "force", { as: "player2", dice: [die] });

describe("R-FIGHT-5: the GM recomputes the grapple", () => {
  it("R-FIGHT-5 an honest Mise au sol: prone and Force in damage, once; a replay after rewriting the card is refused", async () => {
    const card = await audeGrapples();
    await bertResists(card, 2); // 2 + 3 = 5 < 10
    const before = vitalite(bert);
    await d.grapple(card.id, "grappleApply", null, { as: "player1" });
    expect(statuses(bert)).toContain("a-terre");
    expect(before - vitalite(bert)).toBe(3); // R-FIGHT-5 [I] Mise au sol: damage from Force
    await w.as(alice, () => card.update({ "flags.altherion.grapple.applied": false }));
    expect(await ask(alice, card.id, "grappleApply")).toBe("ALTHERION.Combat.Error.Unavailable");
    expect(before - vitalite(bert)).toBe(3);
  });

  it("R-FIGHT-5 a forged grappler's total (99) is refused when the target resists; nothing written", async () => {
    const card = await audeGrapples();
    await w.as(alice, () => card.update({ "flags.altherion.grapple.grappler.total": 99 }));
    await bertResists(card, 9); // 12 > 10: honest Bert wins
    expect(record(card).resolution).toBeNull();
    expect(bruno.notifications.map((n) => n.message).join(" ")).toMatch(/ne correspond pas à ses dés/);
  });

  it("R-FIGHT-5 a forged resolution (Bert resisted; the card says 500 damage and dead) is refused; nothing written", async () => {
    const card = await audeGrapples();
    await bertResists(card, 9);
    expect(record(card).resolution).toMatchObject({ success: false });
    await w.as(alice, () => card.update({ "flags.altherion.grapple.resolution": { success: true, addStatuses: ["mort"], damage: 500, distance: 0 } }));
    const before = vitalite(bert);
    expect(await ask(alice, card.id, "grappleApply")).toBe("ALTHERION.Authority.Forged");
    expect(vitalite(bert)).toBe(before);
    expect(statuses(bert)).not.toContain("mort");
  });

  it("R-FIGHT-5 only the target's first resistance counts: a later roll is refused, and the grappler cannot point the card at another roll", async () => {
    const card = await audeGrapples();
    const { rollActorTest } = await import("../../src/dice/test-workflow");
    w.dice.push(3);
    const first = await w.as(bruno, () => rollActorTest(actor(bert) as never, { characteristic: "force", requestId: card.id }, { skipDialog: true }));
    w.dice.push(10, 9);
    const later = await w.as(bruno, () => rollActorTest(actor(bert) as never, { characteristic: "force", requestId: card.id }, { skipDialog: true }));
    await w.settle();
    expect(await ask(bruno, card.id, "grappleResisted", { rollMessageId: later!.id, characteristic: "force" })).toBe("ALTHERION.Combat.Error.Unavailable");
    expect(await ask(bruno, card.id, "grappleResisted", { rollMessageId: first!.id, characteristic: "force" })).toBeNull();
    // Alice rewrites the resistance to the later roll's message: the card no longer matches.
    const r = record(card);
    await w.as(alice, () => card.update({ "flags.altherion.grapple.resistance": { ...r.resistance!, messageId: later!.id, total: 1 } }));
    expect(await ask(alice, card.id, "grappleApply")).toBe("ALTHERION.Authority.Forged");
    expect(statuses(bert)).not.toContain("a-terre");
  });

  it("R-FIGHT-5 concurrent clicks: the grapple applied twice at once lands once", async () => {
    const card = await audeGrapples();
    await bertResists(card, 2);
    const before = vitalite(bert);
    const results = await w.as(w.gm, () => Promise.all([ask(w.gm, card.id, "grappleApply"), ask(w.gm, card.id, "grappleApply")]));
    await w.settle();
    expect(results.filter((x) => x === null)).toHaveLength(1);
    expect(before - vitalite(bert)).toBe(3);
  });
});
