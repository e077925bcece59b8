/**
 * Issue 13: a roll's Fortune (R-FORT-1), the pending Fatalité (R-FORT-2) and a group-less character's
 * own Moral points (R-MORAL-2 / R-MORAL-8) are spent through GM actions (moral/fortune-spend.ts, the
 * soloMoral action of moral/request.ts), and are GM-only fields of the player's own character
 * (data/gm-fields.ts). Played on the test world (a GM client, two player clients, the package socket
 * relaying with the sender's id): each forged request and each plain write is refused, nothing written.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { clients, type Client } from "../world/runtime";
import { actor, createParty, warnings } from "./fixture";
import type { WorldChatMessage } from "../world/classes";
import type * as Authority from "../../src/authority/index";
import type * as Chat from "../../src/chat/actions";
import type * as FortuneSpend from "../../src/moral/fortune-spend";
import type * as MoralRequest from "../../src/moral/request";

let perform: typeof Authority.perform;
let gmFortuneSpent: typeof Authority.gmFortuneSpent;
let CARD_ACTION: typeof Chat.CARD_ACTION;
let FORTUNE_SPEND: typeof FortuneSpend.FORTUNE_SPEND;
let SOLO_MORAL_ACTION: typeof MoralRequest.SOLO_MORAL_ACTION;
let MORAL_ACTION: typeof MoralRequest.MORAL_ACTION;

type Plain = Record<string, unknown>;
const g = globalThis as unknown as {
  game: { messages: { get(id: string): WorldChatMessage | undefined } };
  ChatMessage: { create(data: Plain, options?: Plain): Promise<WorldChatMessage> };
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
  ({ perform, gmFortuneSpent } = await import("../../src/authority/index"));
  ({ CARD_ACTION } = await import("../../src/chat/actions"));
  ({ FORTUNE_SPEND } = await import("../../src/moral/fortune-spend"));
  ({ SOLO_MORAL_ACTION, MORAL_ACTION } = await import("../../src/moral/request"));
});

const src = (uuid: string) => actor(uuid)._source as unknown as { system: { fortune: number; moral: { espoir: number; desespoir: number } }; flags: { altherion?: Plain } };
const fortune = (uuid = aude) => src(uuid).system.fortune;
const fatalite = (uuid = aude) => src(uuid).flags.altherion?.fatalite ?? 0;
const gmSets = async (uuid: string, changes: Plain) => expect(await d.update(uuid, changes, { as: "gm" })).toBe(true);
const spend = (client: Client, payload: Plain) => w.as(client, () => perform(FORTUNE_SPEND, payload as never, false));
const refuse = (id: string, target: string = aude) => w.as(w.gm, () => perform(CARD_ACTION, { messageId: id, action: "refuseFortune", target }, true));
const CARD_ID = "AbCdEfGh12345678";

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

describe("R-FORT-1 / R-FORT-2 a roll's Fortune and pending Fatalité are settled by the GM", () => {
  it("R-FORT-1 the GM takes the Fortune declared; the card keeps the id of the GM's record, whose refusal gives back what was taken, once", async () => {
    await gmSets(aude, { "system.fortune": 3 });
    const card = await d.rollTest(aude, { characteristic: "force", complexity: 0, fortune: 2 } as never, { as: "player1", dice: [6] });
    await w.settle();
    expect(fortune()).toBe(1);
    expect(await refuse(card!.messageId)).toBeNull();
    expect(fortune()).toBe(3);
    expect(await refuse(card!.messageId)).toBe("ALTHERION.Chat.Error.Unavailable");
    expect(fortune()).toBe(3);
  });

  it("R-FORT-1 a spend for another player's character is refused (the sender is the relay's): nothing taken, nothing recorded", async () => {
    await gmSets(aude, { "system.fortune": 2 });
    expect(await spend(bruno, { actorUuid: aude, fortune: 2, messageId: CARD_ID })).toBe("ALTHERION.Roll.Error.FortuneNotOwner");
    expect(await spend(bruno, { actorUuid: aude, fortune: 2, messageId: CARD_ID, userId: w.gm.userId })).toBe("ALTHERION.Authority.Invalid");
    await w.settle();
    expect(fortune()).toBe(2);
    expect(w.as(w.gm, () => gmFortuneSpent(CARD_ID, aude))).toBe(0); // a card with that id claims nothing
  });

  it("R-FORT-1 more Fortune than the character has is refused by the GM (a console skipping the dialog's check): nothing taken", async () => {
    await gmSets(aude, { "system.fortune": 1 });
    expect(await spend(alice, { actorUuid: aude, fortune: 3, messageId: CARD_ID })).toBe("ALTHERION.Roll.Error.NotEnoughFortune");
    expect(await spend(alice, { actorUuid: aude, fortune: 9, messageId: CARD_ID })).toBe("ALTHERION.Authority.Invalid");
    await w.settle();
    expect(fortune()).toBe(1);
  });

  it("R-FORT-1 two spends of 1 at once with 1 Fortune (in one tick on the GM): the GM takes one, refuses the other", async () => {
    await gmSets(aude, { "system.fortune": 1 });
    const both = await Promise.all([
      spend(w.gm, { actorUuid: aude, fortune: 1, messageId: CARD_ID }),
      spend(w.gm, { actorUuid: aude, fortune: 1, messageId: "ZyXwVuTs87654321" }),
    ]);
    await w.settle();
    expect(both.sort()).toEqual(["ALTHERION.Roll.Error.NotEnoughFortune", null].sort());
    expect(fortune()).toBe(0);
  });

  it("R-FORT-1 a replayed spend (the same card id twice, or a card already posted) takes nothing more; a card claiming more than the record is not trusted; the refusal gives back the recorded 1, once", async () => {
    await gmSets(aude, { "system.fortune": 3 });
    expect(await spend(alice, { actorUuid: aude, fortune: 1, messageId: CARD_ID })).toBeNull();
    expect(await spend(alice, { actorUuid: aude, fortune: 2, messageId: CARD_ID })).toBe("ALTHERION.Roll.Error.FortuneReplayed");
    const old = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    expect(await spend(alice, { actorUuid: aude, fortune: 1, messageId: old!.messageId })).toBe("ALTHERION.Roll.Error.FortuneReplayed");
    await w.settle();
    expect(fortune()).toBe(2);
    // Another roll's spend is recorded while that card is still on its way: the GM's record of it is kept.
    const honest = await d.rollTest(aude, { characteristic: "force", complexity: 0, fortune: 1 } as never, { as: "player1", dice: [6] });
    await w.settle();
    expect(fortune()).toBe(1);
    // That write kept the first spend's record, its card still on its way: the same id again still takes nothing.
    expect(await spend(alice, { actorUuid: aude, fortune: 1, messageId: CARD_ID })).toBe("ALTHERION.Roll.Error.FortuneReplayed");
    expect(fortune()).toBe(1);
    // Alice posts her own card with the spend's id, claiming 5 where the GM took 1: the GM trusts no such card
    // (issue 13, bonusFits) and gives nothing back for it.
    const roll = g.game.messages.get(old!.messageId)!.rolls[0].toJSON() as unknown as Plain;
    (((roll.options as Plain).altherion as Plain).context as { cost: { fortune: number } }).cost.fortune = 5;
    await w.as(alice, () => g.ChatMessage.create({ _id: CARD_ID, content: "", rolls: [JSON.stringify(roll)], flags: { altherion: { card: {} } } }, { keepId: true }));
    await w.settle();
    expect(await refuse(CARD_ID)).toBe("ALTHERION.Authority.Forged");
    expect(fortune()).toBe(1);
    // The honest card's refusal gives back what the GM took for it, 1, once.
    expect(await refuse(honest!.messageId)).toBeNull();
    expect(fortune()).toBe(2);
    expect(await refuse(honest!.messageId)).toBe("ALTHERION.Chat.Error.Unavailable");
    expect(fortune()).toBe(2);
  });

  it("R-FORT-2 the roll applies the Fatalité the GM read and the GM clears it: −2 on this roll, none on the next", async () => {
    await gmSets(aude, { "flags.altherion.fatalite": 2 });
    const next = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    await w.settle();
    expect(fatalite()).toBe(0);
    const later = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    expect((next?.result?.total ?? 0) - (later?.result?.total ?? 0)).toBe(-2);
  });

  it("[I] R-FORT-1 with no GM connected a roll declaring Fortune is refused with a message: no card, nothing spent", async () => {
    await gmSets(aude, { "system.fortune": 2 });
    const card = await withoutGM(() => d.rollTest(aude, { characteristic: "force", complexity: 0, fortune: 1 } as never, { as: "player1" }));
    expect(card).toBeNull();
    expect(warnings(alice)).toContain("Un Conteur doit être connecté pour dépenser la Fortune");
    expect(fortune()).toBe(2);
  });

  it("[I] R-FORT-2 with no GM connected a roll is made without the pending Fatalité, which stays for the next roll a GM sees", async () => {
    await gmSets(aude, { "flags.altherion.fatalite": 1 });
    const alone = await withoutGM(() => d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] }));
    expect(fatalite()).toBe(1);
    const seen = await d.rollTest(aude, { characteristic: "force", complexity: 0 }, { as: "player1", dice: [6] });
    await w.settle();
    expect((seen?.result?.total ?? 0) - (alone?.result?.total ?? 0)).toBe(-1);
    expect(fatalite()).toBe(0);
  });
});

describe("R-MORAL-2 / R-MORAL-8 a group-less character's own points change through the GM", () => {
  const moral = (uuid = aude) => src(uuid).system.moral;
  const espoirSpend = (memberId: string) => ({ type: "spend", kind: "espoir", memberId, effect: "bonus", personal: true });

  it("R-MORAL-2 a personal Espoir spent on a roll is written by the GM, applied to the character's current points", async () => {
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

  it("[I] with no GM connected, a personal spend and a group's Moral event are refused with the Moral's no-GM message", async () => {
    await gmSets(aude, { "system.moral.espoir": 1 });
    const party = await w.as(w.gm, () => g.Actor.create({ name: "Groupe", type: "groupe", system: { membres: [bert] }, ownership: { default: 3 } }));
    await w.settle();
    const solo = await withoutGM(() => w.as(alice, () => perform(SOLO_MORAL_ACTION, { actorUuid: aude, events: [espoirSpend(aude)] } as never, false)));
    const group = await withoutGM(() => w.as(bruno, () => perform(MORAL_ACTION, { groupUuid: party.uuid, events: [{ type: "spend", kind: "espoir", memberId: bert, effect: "bonus", personal: true }] } as never, true)));
    expect([solo, group]).toEqual(["ALTHERION.Moral.NoGM", "ALTHERION.Moral.NoGM"]);
    expect(moral()).toEqual({ espoir: 1, desespoir: 0 });
  });
});

describe("R-FORT-1 / R-FORT-2 / R-MORAL-8 Fortune, the pending Fatalité and personal points are GM-only fields", () => {
  const patched = async (uuid: string, fn: () => Promise<unknown>) => {
    const model = actor(uuid).system as unknown as { _preUpdate: unknown };
    const check = model._preUpdate;
    model._preUpdate = async () => undefined; // a console that patched its own client
    try {
      await fn();
    } finally {
      model._preUpdate = check;
    }
    await w.settle();
  };

  it("R-FORT-1 R-FORT-2 R-MORAL-8 a player's plain writes of its Fortune, its pending Fatalité and its personal points are refused with a message", async () => {
    await gmSets(aude, { "flags.altherion.fatalite": 2, "system.fortune": 1 });
    await w.as(alice, () => actor(aude).update({ "system.fortune": 3 }));
    await w.as(alice, () => actor(aude).update({ "flags.altherion.fatalite": 0 }));
    await w.as(alice, () => actor(aude).update({ "system.moral.espoir": 2, "system.moral.desespoir": 1 }));
    await w.as(alice, () => actor(aude).update({ system: { "-=moral": null } }));
    await w.settle();
    expect([fortune(), fatalite(), src(aude).system.moral]).toEqual([1, 2, { espoir: 0, desespoir: 0 }]);
    expect(warnings(alice)).toContain("Seul le Conteur change cette valeur");
  });

  it("R-MORAL-8 a player's write of its own personal points is refused with the GM-only message", async () => {
    await w.as(alice, () => actor(aude).update({ "system.moral.espoir": 1 }));
    await w.settle();
    expect(src(aude).system.moral).toEqual({ espoir: 0, desespoir: 0 });
    expect(warnings(alice)).toContain("Seul le Conteur change cette valeur");
  });

  it("R-FORT-1 R-FORT-2 R-MORAL-8 writes that skip the player's client check are written back by the GM to what it last wrote", async () => {
    await gmSets(aude, { "flags.altherion.fatalite": 2, "system.fortune": 1, "system.moral.espoir": 1 });
    await patched(aude, () => w.as(alice, () => actor(aude).update({ "system.fortune": 5, "flags.altherion.fatalite": 0, "system.moral": { espoir: 2, desespoir: 2 } })));
    expect([fortune(), fatalite(), src(aude).system.moral]).toEqual([1, 2, { espoir: 1, desespoir: 0 }]);
  });

  it("R-FORT-1 R-MORAL-8 the GM's own grants still land: a Fortune, a personal Espoir (a group-less character)", async () => {
    const { gmMemberEvent } = await import("../../src/moral/request");
    expect(await w.as(w.gm, () => gmMemberEvent(actor(aude) as never, (ctx) => ({ type: "grant-fortune", memberId: ctx.memberId })))).toBeNull();
    expect(await w.as(w.gm, () => gmMemberEvent(actor(aude) as never, (ctx) => ({ type: "personal-gain", kind: "espoir", memberId: ctx.memberId })))).toBeNull();
    await w.settle();
    expect([fortune(), src(aude).system.moral.espoir]).toEqual([1, 1]);
  });

  it("R-FORT-1 a player's new character starts with no Fortune, no pending Fatalité, no personal points (a copy holding some is refused)", async () => {
    const { worldPermissions } = await import("../world/documents");
    worldPermissions.playersCreateActors = true;
    const create = (extra: Plain) => w.as(alice, () => g.Actor.create({ name: "Copie", type: "personnage", ...extra }));
    expect(await create({ system: { fortune: 3 } })).toBeUndefined();
    expect(await create({ system: { moral: { espoir: 2, desespoir: 0 } } })).toBeUndefined();
    expect(await create({ flags: { altherion: { fatalite: 0 } } })).toBeDefined();
    expect(warnings(alice)).toContain("Seul le Conteur donne à un nouvel acteur");
  });
});
