/**
 * Issue 13 (y13luck, hole 2, R-FORT-2): a roll applies the pending Fatalité the GM answers when its client asks before
 * the dice (moral/fortune-spend.ts). A patched client that never asks had the GM answer nothing, so its card's
 * `fatalite: 0` fitted and the Fatalité stayed pending for a roll of the player's choosing. SAFE [I]: every player's roll
 * asks the active GM (even with nothing to settle), and the active GM, seeing a player's roll card of a character whose
 * Fatalité is pending without having answered for that card, notes it (authority/index.ts fataliteSkipped): the card is
 * trusted only when it carries that Fatalité — its buttons are refused with the Forged message — and the Fatalité stays
 * pending for the next honest roll. A Fatalité the GM spends while an honest roll is on its way waits for the next roll.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { actor, createParty, vitalite, warnings } from "./fixture";
import type { WorldChatMessage } from "../world/classes";
import { Hooks, type Client } from "../world/runtime";
import type * as Chat from "../../src/chat/actions";

type Plain = Record<string, unknown>;
let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let aude: string;
let garde: string;
let sword: string;
let trustedTestCard: typeof Chat.trustedTestCard;
const g = globalThis as unknown as {
  game: { messages: { get(id: string): WorldChatMessage | undefined } };
  ChatMessage: { create(data: Plain, options?: Plain): Promise<WorldChatMessage> };
};

beforeEach(async () => {
  ({ w, d, alice, aude, garde } = await createParty({ aude: { skill: ["melee", 2], sword: true } }));
  ({ trustedTestCard } = await import("../../src/chat/actions"));
  sword = actor(aude).items.find((i) => i.type === "arme")!.id;
});

const fatalite = () => (actor(aude)._source as unknown as { flags: { altherion?: { fatalite?: number } } }).flags.altherion?.fatalite ?? 0;
const trusted = async (id: string) => !("error" in (await w.as(w.gm, () => trustedTestCard(g.game.messages.get(id) as never))));
const attack = (dice: number[]) => d.rollTest(aude, { itemId: sword, targets: [garde], characteristic: "force", complexity: 0 } as never, { as: "player1", dice });

describe("y13luck hole 2: a card that skipped the GM's ask for a pending Fatalité", () => {
  it("R-FORT-2 issue 13 Aude's patched client posts an attack without asking while 2 Fatalité are pending: not trusted, no damage, the Fatalité still pending", async () => {
    // An honest attack with nothing pending, trusted; its roll is what the patched client will post again.
    const honest = await attack([7, 4, 2]);
    await w.settle();
    expect(await trusted(honest!.messageId)).toBe(true);
    const roll = structuredClone(g.game.messages.get(honest!.messageId)!.rolls[0].toJSON() as unknown as Plain);
    expect(await d.update(aude, { "flags.altherion.fatalite": 2 }, { as: "gm" })).toBe(true);
    // The patched client skips the ask: its card (a fresh id the GM answered nothing for) claims no Fatalité.
    const content = g.game.messages.get(honest!.messageId)!.content;
    const forged = await w.as(alice, () => g.ChatMessage.create({ content, rolls: [JSON.stringify(roll)], flags: { altherion: { card: {} } } }));
    const before = vitalite(garde);
    await d.pressCard(forged.id, "applyDamage", garde, { as: "player1" });
    await w.settle();
    expect(vitalite(garde)).toBe(before);
    expect(warnings(alice)).toContain("Cette carte ne correspond pas à ses dés");
    expect(await trusted(forged.id)).toBe(false);
    expect(fatalite()).toBe(2);
    // The next honest roll takes it: −2 on that card, trusted, and its damage applies.
    const next = await attack([7, 4, 2]);
    await w.settle();
    expect(fatalite()).toBe(0);
    expect(next?.result?.total).toBe(honest!.result!.total - 2);
    expect(await trusted(next!.messageId)).toBe(true);
    await d.pressCard(next!.messageId, "applyDamage", garde, { as: "player1" });
    expect(vitalite(garde)).toBe(before - 9); // R-FIGHT-3 the Épée longue's 6 + Corps 3
  });

  it("R-FORT-2 issue 13 honest: a Fatalité the GM spends while Aude's roll is on its way leaves that card trusted and waits for her next roll", async () => {
    expect(await d.update(aude, { "system.moral.espoir": 1 }, { as: "gm" })).toBe(true);
    // The GM spends 1 Fatalité on Aude as her roll pays its Espoir (after its ask, before its card).
    let spent = false;
    const id = Hooks.on("updateActor", (...args: unknown[]) => {
      const [doc, changes] = args as [{ uuid: string }, Plain];
      if (spent || doc.uuid !== aude || !JSON.stringify(changes).includes("espoir")) return;
      spent = true;
      void w.as(w.gm, () => (actor(aude) as unknown as { update(c: Plain): Promise<unknown> }).update({ "flags.altherion.fatalite": 1 }));
    });
    const card = await d.rollTest(aude, { characteristic: "force", complexity: 0, espoirBonus: 1 } as never, { as: "player1", dice: [6] });
    await w.settle();
    Hooks.off("updateActor", id);
    expect(spent).toBe(true);
    expect(card?.result?.total).toBe(10);
    expect(fatalite()).toBe(1);
    expect(await trusted(card!.messageId)).toBe(true);
    const next = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    await w.settle();
    expect(next?.result?.total).toBe(8);
    expect(fatalite()).toBe(0);
    expect(await trusted(next!.messageId)).toBe(true);
  });
});
