/**
 * Deleting a message undoes nothing the GM already took into account (docs/security.md): a player may delete its
 * own cards, but the defence and the confrontation answer the GM wrote on the attack card, and the resistance it
 * kept for a grapple card, stay. Played on the test
 * world (a GM client and two player clients, the package socket relaying with the sender's id).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import type { WorldChatMessage } from "../world/classes";
import type { Client } from "../world/runtime";
import { actor, createParty, vitalite } from "./fixture";
import { setSkill } from "../../src/testing/scenes/helpers";
import type * as Authority from "../../src/net/perform";
import type * as Chat from "../../src/chat/actions";
import type * as Combat from "../../src/combat/actions";

let perform: typeof Authority.perform;
let CARD_ACTION: typeof Chat.CARD_ACTION;
let COMBAT_ACTION: typeof Combat.COMBAT_ACTION;

type Plain = Record<string, unknown>;
const g = globalThis as unknown as {
  game: { messages: { get(id: string): WorldChatMessage | undefined; contents: WorldChatMessage[] } };
  ChatMessage: { create(data: Plain): Promise<WorldChatMessage> };
};

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude: string; // Alice's character, the attacker
let bert: string; // Bruno's character, the target

/** R-FIGHT-3 one blow of an Épée longue (damage 6 + Corps 3), no armour. */
const HIT = 9;
const weapon = (uuid: string) => actor(uuid).items.find((i) => i.type === "arme")!.id;
const card = (id: string) => (g.game.messages.get(id)!.flags.altherion as { card: { defences: Plain[]; answers?: Plain[] } }).card;
const remove = (client: Client, id: string) => w.as(client, async () => { await g.game.messages.get(id)!.delete(); await w.settle(); });

beforeEach(async () => {
  ({ w, d, alice, bruno, aude, bert } = await createParty({ aude: { skill: ["melee", 2], sword: true }, bert: { skill: ["melee", 2], sword: true } }));
  ({ perform } = await import("../../src/net/perform"));
  ({ CARD_ACTION } = await import("../../src/chat/actions"));
  ({ COMBAT_ACTION } = await import("../../src/combat/actions"));
});

/** Aude's sword attack on Bert: 7, 4, 2 → 7 + Force 3 = 10, a hit of 9. */
async function audeAttacks(): Promise<string> {
  const rolled = await d.rollTest(aude, { itemId: weapon(aude), targets: [bert], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] });
  return rolled!.messageId;
}

describe("deleting a message undoes nothing the GM took into account", () => {
  it("R-FIGHT-2 R-FIGHT-3 Bruno fails his dodge against Aude's hit and deletes his defence card: the attack card still applies the blow (Bert takes 9, not 0)", async () => {
    const attack = await audeAttacks();
    const defence = await d.defend(attack, bert, "esquive", { as: "player2", dice: [2] }); // 2 + Agilité 3 = 5 < 10
    expect(card(attack).defences).toEqual([expect.objectContaining({ target: bert, avoided: false, damage: HIT, card: defence!.messageId })]);
    await remove(bruno, defence!.messageId);
    expect(g.game.messages.get(defence!.messageId)).toBeUndefined();
    const before = vitalite(bert);
    for (const seat of ["player1", "gm"] as const) expect((await d.card(attack, seat)).buttons).toContainEqual({ action: "applyDamage", target: bert });
    await d.pressCard(attack, "applyDamage", bert, { as: "player1" });
    expect(before - vitalite(bert)).toBe(HIT);
    expect(await w.as(w.gm, () => perform(CARD_ACTION, { messageId: attack, action: "applyDamage", target: bert }, true))).toBe("ALTHERION.Chat.Error.Unavailable");
    expect(before - vitalite(bert)).toBe(HIT); // once
  });

  it("R-FIGHT-4 Bruno loses a confrontation and deletes his answer and the confrontation card: no Confront button comes back, the GM takes no second answer", async () => {
    const attack = await audeAttacks();
    const confrontation = await d.confront(attack, bert, { as: "player2", dice: [5, 3, 2] }); // 5 + 3 = 8 < 10: Aude wins
    const record = structuredClone((g.game.messages.get(confrontation!.messageId)!.flags.altherion as { confrontation: Plain & { answerMessageId: string; responder: Plain } }).confrontation);
    expect(record.resolution).toMatchObject({ winner: "initiator" });
    expect(card(attack).answers).toEqual([{ target: bert, answer: record.answerMessageId }]);
    await remove(bruno, record.answerMessageId);
    await remove(bruno, confrontation!.messageId);
    const health = () => [vitalite(aude), vitalite(bert)];
    const before = health();
    // The Confront button (and the defence bar) does not come back for Bert.
    await expect(d.confront(attack, bert, { as: "player2", dice: [10, 9, 3, 4] })).rejects.toThrow(/no button/);
    // Bruno's console rolls a new answer marked for that attack and posts a confrontation card for it: the GM refuses it.
    const { rollActorTest } = await import("../../src/dice/test-workflow");
    w.dice.push(10, 9, 3, 4);
    const sword = actor(bert).items.get(weapon(bert))!.uuid;
    const again = (await w.as(bruno, () => rollActorTest(actor(bert) as never, { itemUuid: sword, requestId: attack }, { skipDialog: true }))) as unknown as WorldChatMessage;
    await w.settle();
    const total = ((again.rolls[0].options as { altherion: { result: { total: number } } }).altherion.result.total);
    const second = await w.as(bruno, () => g.ChatMessage.create({ content: "confrontation", flags: { altherion: {
      confrontation: { ...record, answerMessageId: again.id, responder: { ...record.responder, total }, resolution: { winner: "responder", toResponder: 4, toInitiator: HIT } },
    } } }));
    const ask = (action: string, side: string | null) => w.as(bruno, () => perform(COMBAT_ACTION, { messageId: second.id, action, side, extra: null } as never, false));
    expect(await ask("recordConfrontation", null)).toBe("ALTHERION.Combat.Error.AlreadyAnswered");
    expect(await ask("applyConfrontationDamage", "initiator")).toBe("ALTHERION.Combat.Error.AlreadyAnswered");
    expect(card(attack).answers).toEqual([{ target: bert, answer: record.answerMessageId }]);
    expect(health()).toEqual(before);
  });

  it("R-FIGHT-5 Bert fails to resist Aude's Mise au sol and deletes his resistance roll: the grapple still applies, and no other resistance is taken", async () => {
    const { startGrapple } = await import("../../src/combat/grapple-flow");
    await setSkill(d, aude, "bagarre", 2, "player1");
    w.dice.push(7, 4, 2); // Bagarre 2 + Force 3: 10
    await w.as(alice, () => startGrapple(actor(aude) as never, { actor: actor(bert) as never, name: "Bert" }, { grapple: "mise-au-sol", characteristic: "force", size: "comparable", complexity: 0, distance: 0 }, { skipDialog: true }));
    await w.settle();
    const grapple = g.game.messages.contents.findLast((m) => (m.flags.altherion as Plain | undefined)?.grapple)!;
    await d.grapple(grapple.id, "grappleResist", "force", { as: "player2", dice: [2] }); // 2 + 3 = 5 < 10
    const resisted = (grapple.flags.altherion as { grapple: { resistance: { messageId: string } } }).grapple.resistance;
    await remove(bruno, resisted.messageId);
    // Bruno's console rolls again for the card and asks the GM to take that roll as his resistance: refused.
    const { rollActorTest } = await import("../../src/dice/test-workflow");
    w.dice.push(10, 9);
    const again = await w.as(bruno, () => rollActorTest(actor(bert) as never, { characteristic: "force", requestId: grapple.id }, { skipDialog: true }));
    await w.settle();
    expect(await w.as(bruno, () => perform(COMBAT_ACTION, { messageId: grapple.id, action: "grappleResisted", side: null, extra: { rollMessageId: again!.id, characteristic: "force" } } as never, false))).toBe("ALTHERION.Combat.Error.Unavailable");
    const before = vitalite(bert);
    await d.grapple(grapple.id, "grappleApply", null, { as: "player1" });
    expect((actor(bert) as unknown as { statuses: Set<string> }).statuses.has("a-terre")).toBe(true);
    expect(before - vitalite(bert)).toBe(3); // R-FIGHT-5 [I] Mise au sol: damage from Force
  });
});
