/**
 * Issue 13 (y13luck, hole 1): a roll's card records its Espoir +1s (`context.bonusSources.espoir`), and the GM trusted
 * any number of them within ±30: the Espoir is paid through the GM's Moral events, but nothing tied that payment to the
 * card, so a patched client claimed `espoir: +N` on a card it paid nothing for. SAFE: the roll's Moral payment names its
 * card (the id it will be posted with, and its roller); the GM checks the sender owns the roller, the events are the
 * roller's own Espoir spends and the card is yet to be posted, once, and records the effects it took for that card in its
 * ledger (`espoirSpent`); the card is trusted only when its Espoir +1s are no more than that record, and its critical
 * failure is cancelled only with an Espoir the GM took for that (authority/replay.ts bonusFits).
 * The patched client is played by rewriting Alice's own card after an honest roll (same actor, same GM records).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { actor, createParty, vitalite } from "./fixture";
import type { WorldChatMessage } from "../world/classes";
import type { Client } from "../world/runtime";
import { rollTest, scriptedDice, type TestInput, type TestResult } from "../../src/rules/index";
import { diceInOrder } from "../../src/authority/replay";
import type * as Chat from "../../src/chat/actions";
import type * as Authority from "../../src/authority/index";
import type * as MoralRequest from "../../src/moral/request";

type Plain = Record<string, unknown>;
interface Recorded {
  input: { bonus: number; cancelCritFailure?: boolean };
  result: { total: number; critFailure: boolean; implosions: number[][] };
  context: { cost: { fortune: number }; bonusSources?: Plain | null };
}

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude: string;
let bert: string;
let garde: string;
let sword: string;
let trustedTestCard: typeof Chat.trustedTestCard;
let perform: typeof Authority.perform;
let SOLO_MORAL_ACTION: typeof MoralRequest.SOLO_MORAL_ACTION;
const g = globalThis as unknown as {
  game: { messages: { get(id: string): WorldChatMessage | undefined } };
  Actor: { create(data: Plain): Promise<{ uuid: string }> };
};

beforeEach(async () => {
  ({ w, d, alice, bruno, aude, bert, garde } = await createParty({ aude: { skill: ["melee", 2], sword: true } }, { exaltation: 4 }));
  ({ trustedTestCard } = await import("../../src/chat/actions"));
  ({ perform } = await import("../../src/authority/index"));
  ({ SOLO_MORAL_ACTION } = await import("../../src/moral/request"));
  sword = actor(aude).items.find((i) => i.type === "arme")!.id;
});

const src = (uuid: string) => actor(uuid)._source as unknown as { system: { fortune: number; moral: { espoir: number } }; flags: { altherion?: Plain } };
const gmSets = async (uuid: string, changes: Plain) => expect(await d.update(uuid, changes, { as: "gm" })).toBe(true);
const trusted = async (id: string) => {
  const verdict = await w.as(w.gm, () => trustedTestCard(g.game.messages.get(id) as never));
  return !("error" in verdict);
};
const rollJson = (id: string) => structuredClone(g.game.messages.get(id)!.rolls[0].toJSON() as unknown as Plain);

/** Alice rewrites her own card's roll from its roll as posted: `edit` changes its recorded state (the dice still replay). */
async function rewrite(id: string, edit: (state: Recorded) => void): Promise<void> {
  const json = rollJson(id);
  edit((json.options as Plain).altherion as Recorded);
  await w.as(alice, () => g.game.messages.get(id)!.update({ rolls: [JSON.stringify(json)] }));
}

/** The card claims `espoir` Espoir +1s on top of what it records, its bonus and total moving with them. */
const claimEspoir = (espoir: number) => (s: Recorded) => {
  const sources = (s.context.bonusSources ?? { situational: 0, espoir: 0, fatalite: 0 }) as { espoir: number };
  const more = espoir - sources.espoir;
  s.context.bonusSources = { ...sources, espoir };
  s.input.bonus += more;
  s.result.total += more;
};

const espoirSpend = (memberId: string) => ({ type: "spend", kind: "espoir", memberId, effect: "bonus", personal: true });
const pay = (c: Client, payload: Plain) => w.as(c, () => perform(SOLO_MORAL_ACTION, payload as never, false));

describe("y13luck hole 1: a card's Espoir is what the GM took for it", () => {
  it("R-MORAL-2 issue 13 an Espoir +1 on a card that paid nothing, or more than it paid: the GM does not trust the card", async () => {
    await gmSets(aude, { "system.moral.espoir": 2 });
    // An honest roll with 1 Espoir: 6 + Force 3 + 1 = 10, the Espoir taken by the GM for that card.
    const paid = await d.rollTest(aude, { characteristic: "force", complexity: 0, espoirBonus: 1 } as never, { as: "player1", dice: [6] });
    await w.settle();
    expect(paid?.result?.total).toBe(10);
    expect(src(aude).system.moral.espoir).toBe(1);
    expect(await trusted(paid!.messageId)).toBe(true);
    // A roll without Espoir made to claim +1, then +3: nothing was paid for that card.
    const free = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    await w.settle();
    expect(await trusted(free!.messageId)).toBe(true);
    await rewrite(free!.messageId, claimEspoir(1));
    expect(await trusted(free!.messageId)).toBe(false);
    await rewrite(free!.messageId, claimEspoir(3));
    expect(await trusted(free!.messageId)).toBe(false);
    // The paid card made to claim 2 where the GM took 1.
    await rewrite(paid!.messageId, claimEspoir(2));
    expect(await trusted(paid!.messageId)).toBe(false);
    expect(src(aude).system.moral.espoir).toBe(1);
  });

  it("R-MORAL-2 R-DICE-7 issue 13 a critical failure cancelled without an Espoir taken for it: the GM does not trust the card", async () => {
    // A critical failure (1) with its implosion (4): 1 − 4 + 3 = 0. Rewritten as cancelled (no implosion): 4.
    const card = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [1, 4] });
    await w.settle();
    expect(card?.result?.critFailure).toBe(true);
    await rewrite(card!.messageId, (s) => {
      s.input.cancelCritFailure = true;
      s.result.critFailure = false;
      s.result.total += 4;
      s.result.implosions = [];
    });
    expect(await trusted(card!.messageId)).toBe(false);
    // Honest: the Espoir taken for the cancel, the card trusted.
    await gmSets(aude, { "system.moral.espoir": 1 });
    const honest = await d.rollTest(aude, { characteristic: "force", complexity: 0, espoirCancelCrit: true } as never, { as: "player1", dice: [1] });
    await w.settle();
    expect(honest?.result?.critFailure).toBe(false);
    expect(src(aude).system.moral.espoir).toBe(0);
    expect(await trusted(honest!.messageId)).toBe(true);
  });

  it("R-MORAL-2 issue 13 a payment naming a posted card, a card already paid for, or another's character as the roller is refused: nothing taken", async () => {
    await gmSets(aude, { "system.moral.espoir": 2 });
    await gmSets(bert, { "system.moral.espoir": 2 });
    const posted = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    await w.settle();
    expect(await pay(alice, { actorUuid: aude, events: [espoirSpend(aude)], card: { messageId: posted!.messageId, actorUuid: aude } })).toBe("ALTHERION.Roll.Error.EspoirReplayed");
    const id = "EsPoIr0000000001";
    expect(await pay(alice, { actorUuid: aude, events: [espoirSpend(aude)], card: { messageId: id, actorUuid: aude } })).toBeNull();
    expect(await pay(alice, { actorUuid: aude, events: [espoirSpend(aude)], card: { messageId: id, actorUuid: aude } })).toBe("ALTHERION.Roll.Error.EspoirReplayed");
    // Bruno pays his own Espoir for a card of Aude's; Alice names Bert as her card's roller.
    expect(await pay(bruno, { actorUuid: bert, events: [espoirSpend(bert)], card: { messageId: "EsPoIr0000000002", actorUuid: aude } })).toBe("ALTHERION.Roll.Error.EspoirNotRoller");
    expect(await pay(alice, { actorUuid: aude, events: [espoirSpend(aude)], card: { messageId: "EsPoIr0000000003", actorUuid: bert } })).toBe("ALTHERION.Roll.Error.EspoirNotRoller");
    await w.settle();
    expect(src(aude).system.moral.espoir).toBe(1);
    expect(src(bert).system.moral.espoir).toBe(2);
  });

  it("R-MORAL-2 issue 13 Puissance instead of Force only with the Espoir the GM took for that swap: paid, trusted; claimed on a free roll, not", async () => {
    await gmSets(aude, { "system.moral.espoir": 1 });
    const system = actor(aude).system as unknown as { puissance: number; caracteristiques: Record<string, number>; scores: Record<string, number> };
    const puissance = system.puissance;
    expect(puissance).toBeGreaterThan(Math.max(...Object.values(system.caracteristiques), ...Object.values(system.scores)));
    const paid = await d.rollTest(aude, { characteristic: "force", complexity: 0, espoirSwap: true } as never, { as: "player1", dice: [6] });
    await w.settle();
    expect(paid?.result?.total).toBe(6 + puissance);
    expect(src(aude).system.moral.espoir).toBe(0);
    expect(await trusted(paid!.messageId)).toBe(true);
    // A free roll on Force rewritten to Puissance, its result recomputed by the engine from the same die.
    const free = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    await w.settle();
    await rewrite(free!.messageId, (s) => {
      const input = { ...(s.input as unknown as TestInput), characteristic: puissance };
      (s as unknown as { input: TestInput }).input = input;
      (s as unknown as { result: TestResult }).result = rollTest(input, scriptedDice(diceInOrder(s.result as unknown as TestResult)));
    });
    expect(await trusted(free!.messageId)).toBe(false);
  });

  it("R-MORAL-2 R-FORT-1 R-FORT-2 R-FIGHT-3 honest: an attack paying the group's Espoir, with Fortune and a pending Fatalité, is trusted and its damage applies", async () => {
    const group = await w.as(w.gm, () => g.Actor.create({ name: "Groupe", type: "groupe", system: { membres: [aude, bert] } }));
    await w.settle();
    await gmSets(group.uuid, { "system.moral.espoir": 2 });
    await gmSets(aude, { "system.fortune": 1, "flags.altherion.fatalite": 1 });
    const before = vitalite(garde);
    // 7 + Force 3 + 2 (Espoir) + 1 (Fortune) − 1 (Fatalité) = 12
    const card = await d.rollTest(aude, { itemId: sword, targets: [garde], characteristic: "force", complexity: 0, espoirBonus: 2, fortune: 1 } as never, { as: "player1", dice: [7, 4, 2] });
    await w.settle();
    expect(card?.result?.total).toBe(12);
    expect((actor(group.uuid)._source.system as unknown as { moral: { espoir: number } }).moral.espoir).toBe(0);
    expect(await trusted(card!.messageId)).toBe(true);
    await d.pressCard(card!.messageId, "applyDamage", garde, { as: "player1" });
    expect(vitalite(garde)).toBe(before - 9); // R-FIGHT-3 the Épée longue's 6 + Corps 3
    // Claiming one Espoir less (its total 1 lower) only costs the roller: still trusted.
    await rewrite(card!.messageId, claimEspoir(1));
    expect(await trusted(card!.messageId)).toBe(true);
  });
});
