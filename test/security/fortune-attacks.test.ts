/**
 * A roll's Fortune (R-FORT-1), the pending Fatalité (R-FORT-2) and a group-less character's own Moral points
 * (R-MORAL-2 / R-MORAL-8) are the player's own: its client spends them when it rolls. What crosses ownership goes
 * through the GM: its answer to a Fortune declared, its grants, and a spend on another player's character, which is
 * refused. Played on the test world (a GM client, two player clients, the package socket relaying the sender's id).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { clients, type Client } from "../world/runtime";
import { actor, createParty } from "./fixture";
import type * as Authority from "../../src/net/perform";
import type * as Chat from "../../src/chat/actions";
import type * as MoralRequest from "../../src/moral/request";

let perform: typeof Authority.perform;
let CARD_ACTION: typeof Chat.CARD_ACTION;
let SOLO_MORAL_ACTION: typeof MoralRequest.SOLO_MORAL_ACTION;
let MORAL_ACTION: typeof MoralRequest.MORAL_ACTION;

type Plain = Record<string, unknown>;
const g = globalThis as unknown as {
  Actor: { create(data: Plain): Promise<{ uuid: string }> };
};

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude: string; // Alice's character, in no group
let bert: string; // Bruno's character

beforeEach(async () => {
  ({ w, d, alice, bruno, aude, bert } = await createParty({}, { exaltation: 4 }));
  ({ perform } = await import("../../src/net/perform"));
  ({ CARD_ACTION } = await import("../../src/chat/actions"));
  ({ SOLO_MORAL_ACTION, MORAL_ACTION } = await import("../../src/moral/request"));
});

const src = (uuid: string) => actor(uuid)._source as unknown as { system: { fortune: number; moral: { espoir: number; desespoir: number } }; flags: { altherion?: Plain } };
const fortune = (uuid = aude) => src(uuid).system.fortune;
const fatalite = (uuid = aude) => src(uuid).flags.altherion?.fatalite ?? 0;
const gmSets = async (uuid: string, changes: Plain) => expect(await d.update(uuid, changes, { as: "gm" })).toBe(true);
const refuse = (id: string, target: string = aude) => w.as(w.gm, () => perform(CARD_ACTION, { messageId: id, action: "refuseFortune", target }, true));

/** Runs `fn` while the GM's client is away (no active GM). */
async function withoutGM<T>(fn: () => Promise<T>): Promise<T> {
  const at = clients.indexOf(w.gm);
  clients.splice(at, 1);
  try {
    return await fn();
  } finally {
    clients.splice(at, 0, w.gm);
  }
}

describe("R-FORT-1 / R-FORT-2 a roll spends its own character's Fortune and pending Fatalité", () => {
  it("R-FORT-1 the roll takes the Fortune declared; the GM's refusal gives back what the card declared, once", async () => {
    await gmSets(aude, { "system.fortune": 3 });
    const card = await d.rollTest(aude, { characteristic: "force", complexity: 0, fortune: 2 } as never, { as: "player1", dice: [6] });
    await w.settle();
    expect(fortune()).toBe(1);
    expect(await refuse(card!.messageId)).toBeNull();
    expect(fortune()).toBe(3);
    expect(await refuse(card!.messageId)).toBe("ALTHERION.Chat.Error.Unavailable");
    expect(fortune()).toBe(3);
  });

  it("R-FORT-1 the Fortune answer is the GM's: a player's refusal of its own card is refused, nothing given back", async () => {
    await gmSets(aude, { "system.fortune": 2 });
    const card = await d.rollTest(aude, { characteristic: "force", complexity: 0, fortune: 1 } as never, { as: "player1", dice: [6] });
    await w.settle();
    expect(await w.as(alice, () => perform(CARD_ACTION, { messageId: card!.messageId, action: "refuseFortune", target: aude }, false))).toBe("ALTHERION.Chat.Error.NotAllowed");
    expect(fortune()).toBe(1);
  });

  it("R-FORT-2 the roll applies the pending Fatalité and clears it: −2 on this roll, none on the next", async () => {
    await gmSets(aude, { "flags.altherion.fatalite": 2 });
    const next = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    await w.settle();
    expect(fatalite()).toBe(0);
    const later = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    expect((next?.result?.total ?? 0) - (later?.result?.total ?? 0)).toBe(-2);
  });

  it("R-FORT-1 R-FORT-2 with no GM connected a roll still spends its Fortune and applies its pending Fatalité", async () => {
    await gmSets(aude, { "system.fortune": 2, "flags.altherion.fatalite": 1 });
    const alone = await withoutGM(() => d.rollTest(aude, { characteristic: "force", complexity: 0, fortune: 1 } as never, { as: "player1", dice: [6] }));
    const plain = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    await w.settle();
    expect([fortune(), fatalite()]).toEqual([1, 0]);
    expect((alone?.result?.total ?? 0) - (plain?.result?.total ?? 0)).toBe(1 - 1);
  });
});

describe("R-MORAL-2 / R-MORAL-8 a group-less character's own points", () => {
  const moral = (uuid = aude) => src(uuid).system.moral;
  const espoirSpend = (memberId: string) => ({ type: "spend", kind: "espoir", memberId, effect: "bonus", personal: true });

  it("R-MORAL-2 a personal Espoir spent on a roll is taken from the character's current points", async () => {
    await gmSets(aude, { "system.moral.espoir": 1 });
    const card = await d.rollTest(aude, { characteristic: "force", complexity: 0, espoirBonus: 1 } as never, { as: "player1", dice: [6] });
    await w.settle();
    expect(card).not.toBeNull();
    expect(moral()).toEqual({ espoir: 0, desespoir: 0 });
  });

  it("R-MORAL-2 two spends of one Espoir at once with one left (in one tick on the GM): one lands, the other is refused", async () => {
    await gmSets(aude, { "system.moral.espoir": 1 });
    const ask = () => w.as(w.gm, () => perform(SOLO_MORAL_ACTION, { actorUuid: aude, events: [espoirSpend(aude)] } as never, false));
    const both = await Promise.all([ask(), ask()]);
    await w.settle();
    expect(both.filter((r) => r === null)).toHaveLength(1);
    expect(moral().espoir).toBe(0);
  });

  it("R-MORAL-8 forged solo events are refused: another's character, an event naming another member, a GM-only grant, a forged sender", async () => {
    await gmSets(aude, { "system.moral.espoir": 1 });
    const ask = (c: Client, payload: Plain) => w.as(c, () => perform(SOLO_MORAL_ACTION, payload as never, false));
    expect(await ask(bruno, { actorUuid: aude, events: [espoirSpend(aude)] })).toBe("permission");
    expect(await ask(alice, { actorUuid: aude, events: [espoirSpend(bert)] })).toBe("permission");
    expect(await ask(alice, { actorUuid: aude, events: [{ type: "personal-gain", kind: "espoir", memberId: aude }] })).toBe("permission");
    expect(await ask(alice, { actorUuid: aude, events: [{ type: "grant-fortune", memberId: aude, amount: 5 }] })).toBe("permission");
    expect(await ask(alice, { actorUuid: aude, events: [espoirSpend(aude)], userId: w.gm.userId })).toBe("ALTHERION.Authority.Invalid");
    await w.settle();
    expect(moral()).toEqual({ espoir: 1, desespoir: 0 });
    expect(fortune()).toBe(0);
  });

  it("[I] with no GM connected, Alice's client spends Aude's own Espoir; a group's Moral event is refused with the Moral's no-GM message", async () => {
    await gmSets(aude, { "system.moral.espoir": 1 });
    const party = await w.as(w.gm, () => g.Actor.create({ name: "Groupe", type: "groupe", system: { membres: [bert] }, ownership: { default: 3 } }));
    await w.settle();
    const solo = await withoutGM(() => w.as(alice, () => perform(SOLO_MORAL_ACTION, { actorUuid: aude, events: [espoirSpend(aude)] } as never, true)));
    const group = await withoutGM(() => w.as(bruno, () => perform(MORAL_ACTION, { groupUuid: party.uuid, events: [{ type: "spend", kind: "espoir", memberId: bert, effect: "bonus", personal: true }] } as never, true)));
    expect([solo, group]).toEqual([null, "ALTHERION.Moral.NoGM"]);
    expect(moral()).toEqual({ espoir: 0, desespoir: 0 });
  });

  it("R-FORT-1 R-MORAL-8 the GM's own grants still land: a Fortune, a personal Espoir (a group-less character)", async () => {
    const { gmMemberEvent } = await import("../../src/moral/request");
    expect(await w.as(w.gm, () => gmMemberEvent(actor(aude) as never, (ctx) => ({ type: "grant-fortune", memberId: ctx.memberId })))).toBeNull();
    expect(await w.as(w.gm, () => gmMemberEvent(actor(aude) as never, (ctx) => ({ type: "personal-gain", kind: "espoir", memberId: ctx.memberId })))).toBeNull();
    await w.settle();
    expect([fortune(), src(aude).system.moral.espoir]).toEqual([1, 1]);
  });
});
