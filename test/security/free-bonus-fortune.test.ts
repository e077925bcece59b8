/**
 * Review cheat2, hole 5 (issue 13): Fortune (+1 each) and the pending Fatalité (−1 each) were folded into the roll's
 * flat `input.bonus`, and the GM trusted any player bonus within ±30, so the GM-side Fortune accounting
 * (moral/fortune-spend.ts) bound only an honest client. SAFE: the card records its bonus by source
 * (dice/roll-bonus.ts); the GM trusts it only when the situational part is within the dialog's own ±3, the Fortune
 * no more than it took for that card, the Fatalité no less than it answered, and their sum the roll's bonus
 * (authority/replay.ts bonusFits), the dice replaying to the result as before.
 * The review's repro rolled +5 through the dialog; the dialog now refuses a situational +5 itself, so the patched
 * client is played by rewriting Alice's own card after an honest roll (same actor, same GM records).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { actor, createParty, vitalite, warnings } from "./fixture";
import type { WorldChatMessage } from "../world/classes";
import type { Client } from "../world/runtime";
import type * as Chat from "../../src/chat/actions";

type Plain = Record<string, unknown>;
interface Recorded { input: { bonus: number }; result: { total: number }; context: { cost: { fortune: number }; bonusSources?: Plain | null } }

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let aude: string;
let garde: string;
let sword: string;
let trustedTestCard: typeof Chat.trustedTestCard;
const g = globalThis as unknown as { game: { messages: { get(id: string): WorldChatMessage | undefined } } };

beforeEach(async () => {
  ({ w, d, alice, aude, garde } = await createParty({ aude: { skill: ["melee", 2], sword: true } }, { exaltation: 4 }));
  ({ trustedTestCard } = await import("../../src/chat/actions"));
  sword = actor(aude).items.find((i) => i.type === "arme")!.id;
});

const src = () => actor(aude)._source as unknown as { system: { fortune: number }; flags: { altherion?: Plain } };
const trusted = async (id: string) => {
  const verdict = await w.as(w.gm, () => trustedTestCard(g.game.messages.get(id) as never));
  return !("error" in verdict);
};

const rollJson = (id: string) => structuredClone(g.game.messages.get(id)!.rolls[0].toJSON() as unknown as Plain);

/**
 * Alice rewrites her own card's roll, from `from` (its roll as posted, by default as it now is): `edit` changes its
 * recorded state; its bonus and total move together, so the dice still replay.
 */
async function rewrite(id: string, bonus: number, edit: (state: Recorded) => void, from: Plain = rollJson(id)): Promise<void> {
  const message = g.game.messages.get(id)!;
  const json = structuredClone(from);
  const state = (json.options as Plain).altherion as Recorded;
  state.result.total += bonus - state.input.bonus;
  state.input.bonus = bonus;
  edit(state);
  await w.as(alice, () => message.update({ rolls: [JSON.stringify(json)] }));
}

describe("review cheat2: unpaid Fortune as a free bonus", () => {
  it("R-FORT-1 R-FORT-2 Aude (0 Fortune, Fatalité 2 pending) rolls with +5: the GM does not trust the card", async () => {
    expect(await d.update(aude, { "flags.altherion.fatalite": 2 }, { as: "gm" })).toBe(true);
    // Through the dialog: a situational +5 is refused before anything is settled; the Fatalité stays pending.
    expect(await d.rollTest(aude, { characteristic: "force", complexity: 0, bonus: 5 } as never, { as: "player1", dice: [] })).toBeNull();
    expect(warnings(alice)).toContain("±3");
    expect(src().flags.altherion?.fatalite).toBe(2);
    // An honest roll: the GM answers the Fatalité 2 (−2 on this card) and clears it.
    const card = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    await w.settle();
    expect(card).not.toBeNull();
    expect(src().flags.altherion?.fatalite ?? 0).toBe(0);
    expect(await trusted(card!.messageId)).toBe(true);
    // A patched client makes the same card say +5, every way it could split it (each from the card as posted).
    const posted = rollJson(card!.messageId);
    const shapes: [string, (s: Recorded) => void][] = [
      ["a card without sources, as before the split", (s) => { delete s.context.bonusSources; }],
      ["+5 situational", (s) => { s.context.bonusSources = { situational: 5, espoir: 0, fatalite: 0 }; }],
      ["+7 situational over the answered Fatalité 2", (s) => { s.context.bonusSources = { situational: 7, espoir: 0, fatalite: 2 }; }],
      ["+3 situational and 2 Fortune the GM never took, no Fatalité", (s) => { s.context.bonusSources = { situational: 3, espoir: 0, fatalite: 0 }; s.context.cost.fortune = 2; }],
      ["+3 situational, the Fatalité 2 kept and 4 Fortune", (s) => { s.context.bonusSources = { situational: 3, espoir: 0, fatalite: 2 }; s.context.cost.fortune = 4; }],
      ["+3 situational, 2 Espoir and the answered Fatalité left out", (s) => { s.context.bonusSources = { situational: 3, espoir: 2, fatalite: 0 }; }],
      ["sources that are not numbers", (s) => { s.context.bonusSources = { situational: "5", espoir: 0, fatalite: 0 }; }],
    ];
    for (const [what, edit] of shapes) {
      await rewrite(card!.messageId, 5, edit, posted);
      expect(await trusted(card!.messageId), what).toBe(false);
    }
    // Only the answered Fatalité left out: +3 situational (the dialog's most), no Espoir, no Fortune, the sum right.
    await rewrite(card!.messageId, 3, (s) => { s.context.bonusSources = { situational: 3, espoir: 0, fatalite: 0 }; }, posted);
    expect(await trusted(card!.messageId)).toBe(false);
  });

  it("R-FORT-1 R-FORT-2 R-FIGHT-3 an honest attack with 2 Fortune, a GM bonus +1 and a pending Fatalité 1 is trusted and its damage applies", async () => {
    expect(await d.update(aude, { "system.fortune": 2, "flags.altherion.fatalite": 1 }, { as: "gm" })).toBe(true);
    const before = vitalite(garde);
    // 7 + Force 3 + 1 + 2 (Fortune) − 1 (Fatalité) = 12
    const card = await d.rollTest(aude, { itemId: sword, targets: [garde], characteristic: "force", complexity: 0, bonus: 1, fortune: 2 } as never, { as: "player1", dice: [7, 4, 2] });
    await w.settle();
    expect(card?.result?.total).toBe(12);
    expect(src().system.fortune).toBe(0);
    expect(src().flags.altherion?.fatalite ?? 0).toBe(0);
    expect(await trusted(card!.messageId)).toBe(true);
    await d.pressCard(card!.messageId, "applyDamage", garde, { as: "player1" });
    expect(vitalite(garde)).toBe(before - 9); // R-FIGHT-3 the Épée longue's 6 + Corps 3
    // Claiming one Fortune less (its total 1 lower) only costs the roller: still trusted.
    await rewrite(card!.messageId, 1, (s) => { s.context.cost.fortune = 1; });
    expect(await trusted(card!.messageId)).toBe(true);
  });

  it("R-DICE-6 a card posted before the sources were recorded reads as all situational: trusted within ±3, not beyond, a Fortune claim counted as none", async () => {
    const card = await d.rollTest(aude, { characteristic: "force", complexity: 0, bonus: 2 } as never, { as: "player1", dice: [6] });
    await w.settle();
    await rewrite(card!.messageId, 3, (s) => { delete s.context.bonusSources; });
    expect(await trusted(card!.messageId)).toBe(true);
    await rewrite(card!.messageId, -3, (s) => { delete s.context.bonusSources; });
    expect(await trusted(card!.messageId)).toBe(true);
    await rewrite(card!.messageId, 4, (s) => { delete s.context.bonusSources; s.context.cost.fortune = 1; });
    expect(await trusted(card!.messageId)).toBe(false);
  });
});
