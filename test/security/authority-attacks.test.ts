/**
 * Each attack a curious player could try from its browser console, played on the test
 * world (a GM client and two player clients, the package socket relaying with the sender's id),
 * and refused with nothing written. docs/security.md lists the guards these tests catch.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { actor, createParty, vitalite, warnings } from "./fixture";
import type { WorldActor, WorldChatMessage } from "../world/classes";
import type { Client } from "../world/runtime";
import { createRequest } from "../../src/chat/request-card";
import type * as Authority from "../../src/net/perform";
import type * as Chat from "../../src/chat/actions";
import type * as Combat from "../../src/combat/actions";
import type * as MoralRequest from "../../src/moral/request";
import type * as MoralExploit from "../../src/moral/exploit";

// The system's modules read Foundry globals at import: loaded once the world has installed them.
let perform: typeof Authority.perform;
let CARD_ACTION: typeof Chat.CARD_ACTION;
let REQUEST_RESULT: typeof Chat.REQUEST_RESULT;
let COMBAT_ACTION: typeof Combat.COMBAT_ACTION;
let MORAL_ACTION: typeof MoralRequest.MORAL_ACTION;
let MORAL_EXPLOIT: typeof MoralExploit.MORAL_EXPLOIT;

type Plain = Record<string, unknown>;
const g = globalThis as unknown as {
  game: { messages: { get(id: string): WorldChatMessage | undefined; contents: WorldChatMessage[] }; actors: { get(id: string): WorldActor | undefined }; socket: { emit(n: string, ...args: unknown[]): void }; user: { id: string }; settings: { get(scope: string, key: string): unknown; set(scope: string, key: string, value: unknown): Promise<unknown> } };
  ChatMessage: { create(data: Plain): Promise<WorldChatMessage> };
  Actor: { create(data: Plain): Promise<WorldActor> };
  CONFIG: { Dice: { rolls: { name: string; fromData(d: Plain): { toJSON(): Plain } }[] } };
};

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude: string; // Alice's character
let bert: string; // Bruno's character
let garde: string; // the GM's
let sword: string;

beforeEach(async () => {
  ({ w, d, alice, bruno, aude, bert, garde } = await createParty({ aude: { skill: ["melee", 2], sword: true } }));
  ({ perform } = await import("../../src/net/perform"));
  ({ CARD_ACTION, REQUEST_RESULT } = await import("../../src/chat/actions"));
  ({ COMBAT_ACTION } = await import("../../src/combat/actions"));
  ({ MORAL_ACTION } = await import("../../src/moral/request"));
  ({ MORAL_EXPLOIT } = await import("../../src/moral/exploit"));
  sword = actor(aude).items.find((i) => i.type === "arme")!.id;
});

/** R-FIGHT-3 one hit of Aude's Épée longue: its damage 6 + her Corps 3. */
const HIT = 9;

/** Alice's sword attack on the guard: three dice 7, 4, 2 → 7 + Force 3 = 10, no difficulty: a hit. */
async function audeAttacks(target = garde): Promise<string> {
  const card = await d.rollTest(aude, { itemId: sword, targets: [target], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] });
  return card!.messageId;
}

/** A copy of a message's test roll, rewritten, posted by `client` as its own message. */
async function forge(client: Client, messageId: string, edit: (state: Plain) => void): Promise<string> {
  const original = g.game.messages.get(messageId)!;
  const json = structuredClone(original.rolls[0].toJSON() as unknown as Plain);
  edit((json.options as Plain).altherion as Plain);
  const forged = await w.as(client, () => g.ChatMessage.create({ content: original.content, rolls: [JSON.stringify(json)], flags: { altherion: { card: { narrowSuccess: false, damage: [], aggravation: [] } } } }));
  return forged.id;
}

describe("who asks is known from the transport, not the payload", () => {
  it("impersonation: a payload naming the GM is refused whole; without it, the real sender is not allowed; nothing written", async () => {
    const card = await d.rollTest(bert, { targets: [garde], characteristic: "force", complexity: 0 }, { as: "player2", dice: [7] });
    const before = vitalite(garde);
    const payload = { messageId: card!.messageId, action: "applyDamage", target: garde };
    expect(await w.as(alice, () => perform(CARD_ACTION, { ...payload, userId: w.gm.userId } as never, false))).toBe("ALTHERION.Authority.Invalid");
    expect(await w.as(alice, () => perform(CARD_ACTION, payload as never, false))).toMatch(/NotAllowed|Unavailable/);
    // the raw socket, as a console would: the GM handles it for Alice, whoever the envelope claims
    w.as(alice, () => g.game.socket.emit("system.altherion", { type: "ask", id: "forged1", to: w.gm.userId, action: "cardAction", payload: { ...payload, userId: w.gm.userId } }));
    await w.settle();
    expect(vitalite(garde)).toBe(before);
  });
  it("impersonation: a sender id the console emits itself (the GM's) is ignored, the relay's own id comes after it", async () => {
    const card = await d.rollTest(bert, { targets: [garde], characteristic: "force", complexity: 0 }, { as: "player2", dice: [7] });
    const before = vitalite(garde);
    const ask = { type: "ask", id: "forged2", to: w.gm.userId, action: "cardAction", payload: { messageId: card!.messageId, action: "applyDamage", target: garde } };
    w.as(alice, () => g.game.socket.emit("system.altherion", ask, w.gm.userId));
    await w.settle();
    expect(vitalite(garde)).toBe(before);
  });
});

describe("the GM reads a card as posted, from a roller its author owns, and computes its effect from documents", () => {
  it("a forged damage of 500 on the card's attack: the GM applies the weapon's own damage", async () => {
    const real = await audeAttacks();
    const forged = await forge(alice, real, (s) => { ((s.context as Plain).attack as Plain).damage = 500; });
    const before = vitalite(garde);
    await d.pressCard(forged, "applyDamage", garde, { as: "player1" });
    expect(before - vitalite(garde)).toBe(HIT);
  });
  it("a card claiming an actor its author does not own is refused", async () => {
    const real = await audeAttacks();
    const forged = await forge(bruno, real, () => {});
    expect(await w.as(bruno, () => perform(CARD_ACTION, { messageId: forged, action: "applyDamage", target: garde }, false))).toBe("ALTHERION.Authority.Forged");
  });
});

describe("what happened since comes from the GM's copy, not the card's flags", () => {
  it("a narrow success written in the card's flags (never paid): a missed attack still deals nothing", async () => {
    const card = await d.rollTest(aude, { itemId: sword, targets: [garde], characteristic: "force", complexity: 0, difficulty: 30 }, { as: "player1", dice: [7, 4, 2] });
    const id = card!.messageId;
    const before = vitalite(garde);
    await w.as(alice, () => g.game.messages.get(id)!.update({ "flags.altherion.card.narrowSuccess": true }));
    expect(await w.as(alice, () => perform(CARD_ACTION, { messageId: id, action: "applyDamage", target: garde }, false))).not.toBeNull();
    expect(vitalite(garde)).toBe(before);
  });
  it("R-CRIT-1 a defender's critical failure written in the card's flags makes no aggravation victim, even when the GM presses", async () => {
    const id = await audeAttacks();
    const before = structuredClone(actor(garde)._source.system);
    await w.as(alice, () => g.game.messages.get(id)!.update({ "flags.altherion.card.defences": [{ target: garde, avoided: false, critFailure: true }] }));
    const r = await w.as(w.gm, () => perform(CARD_ACTION, { messageId: id, action: "aggravationAvoid", target: garde }, false));
    expect(r).not.toBeNull();
    expect(actor(garde)._source.system).toEqual(before);
  });
});

describe("once means once", () => {
  it("replay after rewriting the card: the GM's ledger refuses the second application", async () => {
    const id = await audeAttacks();
    const before = vitalite(garde);
    await d.pressCard(id, "applyDamage", garde, { as: "player1" });
    const once = vitalite(garde);
    expect(once).toBeLessThan(before);
    const message = g.game.messages.get(id)!;
    await w.as(alice, () => message.update({ "flags.altherion.card": { narrowSuccess: false, damage: [], aggravation: [] } }));
    expect(await w.as(alice, () => perform(CARD_ACTION, { messageId: id, action: "applyDamage", target: garde }, false))).toBe("ALTHERION.Chat.Error.Unavailable");
    expect(vitalite(garde)).toBe(once);
  });
  it("once means once without the card's history: a GM stopped between its two writes (the action recorded, the card's copy not) still refuses a replay", async () => {
    const id = await audeAttacks();
    await d.pressCard(id, "applyDamage", garde, { as: "player1" });
    const once = vitalite(garde);
    const { ledgerBook } = await import("../../src/net/records");
    const cardState = ledgerBook.find((r) => r.action === "cardState" && r.message === id)!;
    await w.as(w.gm, () => ledgerBook.remove(cardState.id));
    expect(await w.as(alice, () => perform(CARD_ACTION, { messageId: id, action: "applyDamage", target: garde }, false))).toBe("ALTHERION.Combat.Error.BlowApplied");
    expect(vitalite(garde)).toBe(once);
  });
  it("dotted-key round trip: after a later update of the card, the applied damage stays applied (no button back)", async () => {
    const id = await audeAttacks();
    await d.pressCard(id, "applyDamage", garde, { as: "player1" });
    const message = g.game.messages.get(id)!;
    await w.as(w.gm, () => message.update({ "flags.altherion.card.narrowSuccess": false, content: message.content + " " }));
    const card = await d.card(id, "gm");
    expect(card.buttons.filter((b) => b.action === "applyDamage")).toEqual([]);
    expect((message.flags.altherion as Plain).card).toMatchObject({ damage: [expect.objectContaining({ target: garde })] });
  });
  it("concurrent clicks: two requests at once apply the damage once", async () => {
    const id = await audeAttacks();
    const before = vitalite(garde);
    const payload = { messageId: id, action: "applyDamage" as const, target: garde };
    const results = await Promise.all([w.as(alice, () => perform(CARD_ACTION, payload, false)), w.as(alice, () => perform(CARD_ACTION, payload, false))]);
    await w.settle();
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(before - vitalite(garde)).toBe(HIT); // R-FIGHT-3 once
  });
});

describe("R-FIGHT-3 one record per blow: the attack card and the defender's defence card", () => {
  /** Aude's hit on Bert, who dodges and fails (Esquive, die 2): its defence card offers the blow's damage too. */
  async function defended(): Promise<{ attack: string; defence: string }> {
    const attack = await audeAttacks(bert);
    const card = await d.defend(attack, bert, "esquive", { as: "player2", dice: [2] });
    return { attack, defence: card!.messageId };
  }
  const fromDefence = (id: string) => w.as(bruno, () => perform(COMBAT_ACTION, { messageId: id, action: "applyDefenceDamage", side: null, extra: null }, false));
  const fromAttack = (id: string) => w.as(alice, () => perform(CARD_ACTION, { messageId: id, action: "applyDamage", target: bert }, false));
  it("R-FIGHT-2 R-FIGHT-3 once Bert defended, the attack card offers the blow his defence left; either card applies it, once", async () => {
    const { attack, defence } = await defended();
    const before = vitalite(bert);
    const seen = await d.card(attack, "player1");
    expect(seen.buttons).toContainEqual({ action: "applyDamage", target: bert });
    expect(seen.text).toMatch(/après sa défense/);
    expect(await fromAttack(attack)).toBeNull();
    expect(before - vitalite(bert)).toBe(HIT);
    expect(await fromDefence(defence)).toBe("ALTHERION.Combat.Error.BlowApplied");
    expect(before - vitalite(bert)).toBe(HIT);
  });
  it("R-FIGHT-2 the attacker's owner may apply the blow from the defender's defence card (the attacker read from the GM's recomputation)", async () => {
    const { defence } = await defended();
    const before = vitalite(bert);
    expect(await w.as(alice, () => perform(COMBAT_ACTION, { messageId: defence, action: "applyDefenceDamage", side: null, extra: null }, false))).toBeNull();
    await w.settle();
    expect(before - vitalite(bert)).toBe(HIT);
  });
  it("R-FIGHT-2 [I] a successful dodge leaves nothing to apply: the attack card's full damage is refused, its button gone", async () => {
    const attack = await audeAttacks(bert);
    await d.defend(attack, bert, "esquive", { as: "player2", dice: [10, 1] });
    await w.settle();
    const before = vitalite(bert);
    expect((await d.card(attack, "player1")).buttons).not.toContainEqual({ action: "applyDamage", target: bert });
    expect(await fromAttack(attack)).toBe("ALTHERION.Combat.Error.AlreadyDefended");
    expect(vitalite(bert)).toBe(before);
  });
  it("R-FIGHT-2 [I] a second defence against the same attack is not recorded: the first decides (no retrying a failed defence until one succeeds)", async () => {
    const { attack, defence } = await defended();
    // The defence bar is gone for Bert …
    await expect(d.defend(attack, bert, "esquive", { as: "player2", dice: [10, 1] })).rejects.toThrow(/no button/);
    // … and a second defence card posted from a console is not recorded on the attack card.
    const original = g.game.messages.get(defence)!;
    const copy = await w.as(bruno, () => g.ChatMessage.create({ content: original.content, rolls: original.rolls.map((r) => JSON.stringify(r.toJSON())), flags: structuredClone(original.flags) }));
    const before = structuredClone(g.game.messages.get(attack)!.flags);
    expect(await w.as(bruno, () => perform(COMBAT_ACTION, { messageId: copy.id, action: "recordDefence", side: null, extra: null }, false))).toBe("ALTHERION.Combat.Error.AlreadyDefended");
    expect(g.game.messages.get(attack)!.flags).toEqual(before);
  });
  it("R-FIGHT-2 R-FIGHT-3 once the attack card's blow is applied, its target is offered no defence and spends no Finesse: the blow lands once", async () => {
    const attack = await audeAttacks(bert);
    const before = vitalite(bert);
    const finesse = () => (actor(bert).system as unknown as { points: { finesse: { value: number } } }).points.finesse.value;
    const points = finesse();
    await d.pressCard(attack, "applyDamage", bert, { as: "player1" });
    await w.settle();
    await expect(d.defend(attack, bert, "esquive", { as: "player2", dice: [2] })).rejects.toThrow(/no button/);
    expect(finesse()).toBe(points);
    expect(before - vitalite(bert)).toBe(HIT);
  });
  it("R-FIGHT-3 concurrent clicks on the defence card (player and GM at once): the blow lands once", async () => {
    const { defence } = await defended();
    const before = vitalite(bert);
    const results = await Promise.all([fromDefence(defence), w.as(w.gm, () => perform(COMBAT_ACTION, { messageId: defence, action: "applyDefenceDamage", side: null, extra: null }, true))]);
    await w.settle();
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toMatch(/BlowApplied|Unavailable/);
    expect(before - vitalite(bert)).toBe(HIT);
  });
  it("R-FIGHT-3 two blows on one actor, one from its defence card and one from its attack card, at once: both count", async () => {
    const first = await defended();
    const second = { attack: await audeAttacks(bert) };
    const before = vitalite(bert);
    expect(await Promise.all([fromDefence(first.defence), fromAttack(second.attack)])).toEqual([null, null]);
    await w.settle();
    expect(before - vitalite(bert)).toBe(2 * HIT);
  });
});

describe("one at a time", () => {
  it("two hits on one actor from two cards at once both count", async () => {
    const a = await audeAttacks();
    const b = await audeAttacks();
    const before = vitalite(garde);
    await Promise.all([
      w.as(alice, () => perform(CARD_ACTION, { messageId: a, action: "applyDamage", target: garde }, false)),
      w.as(alice, () => perform(CARD_ACTION, { messageId: b, action: "applyDamage", target: garde }, false)),
    ]);
    await w.settle();
    expect(before - vitalite(garde)).toBe(2 * HIT);
    // The GM's own clicks start in the same tick: the two cards wait for each other on their target (Bert, unhurt).
    const c = await audeAttacks(bert);
    const e = await audeAttacks(bert);
    const before2 = vitalite(bert);
    expect(await w.as(w.gm, () => Promise.all([c, e].map((id) => perform(CARD_ACTION, { messageId: id, action: "applyDamage", target: bert }, true))))).toEqual([null, null]);
    await w.settle();
    expect(before2 - vitalite(bert)).toBe(2 * HIT);
  });
});

async function group(espoir: number): Promise<WorldActor> {
  const party = await w.as(w.gm, () => g.Actor.create({ name: "Groupe", type: "groupe", system: { membres: [aude, bert] }, ownership: { default: 0 } }));
  await w.as(w.gm, () => party.update({ "system.moral.espoir": espoir }));
  return party;
}
const groupSys = (p: WorldActor) => p.system as unknown as { moral: { espoir: number; desespoir: number }; fatalite: number; membres: string[] };

describe("the Moral changes by events on the GM, each checked", () => {
  it("concurrent Moral spends: 2 Espoir, two spends at once, none left; a third is refused", async () => {
    const party = await group(2);
    expect(groupSys(party).moral.espoir).toBe(2);
    const spend = (c: Client, member: string) => w.as(c, () => perform(MORAL_ACTION, { groupUuid: party.uuid, events: [{ type: "spend", kind: "espoir", memberId: member, effect: "bonus" }] }, false));
    expect(await Promise.all([spend(alice, aude), spend(bruno, bert)])).toEqual([null, null]);
    expect(groupSys(party).moral.espoir).toBe(0);
    expect(await spend(alice, aude)).toBe("no-points");
    // The GM's own two spends start in the same tick: each reads the Moral the other left.
    await w.as(w.gm, () => party.update({ "system.moral.espoir": 2 }));
    expect(await w.as(w.gm, () => Promise.all([spend(w.gm, aude), spend(w.gm, bert)]))).toEqual([null, null]);
    expect(groupSys(party).moral.espoir).toBe(0);
  });
  it("unchecked kinds: a gain of 'fatalite', an unknown effect, a spend for another's member: refused, nothing written", async () => {
    const party = await group(1);
    const before = structuredClone(party._source.system);
    const ask = (events: unknown[]) => w.as(alice, () => perform(MORAL_ACTION, { groupUuid: party.uuid, events } as never, false));
    expect(await ask([{ type: "gain", kind: "fatalite" }])).toBe("ALTHERION.Authority.Invalid");
    expect(await ask([{ type: "spend", kind: "espoir", memberId: aude, effect: "everything" }])).toBe("ALTHERION.Authority.Invalid");
    expect(await ask([{ type: "spend", kind: "espoir", memberId: bert, effect: "bonus" }])).toBe("permission");
    expect(await ask([{ type: "set-exaltation", memberId: aude, exaltation: 9 }])).toBe("permission");
    expect(await ask([{ type: "remove-member", memberId: bert }])).toBe("permission");
    expect(party._source.system).toEqual(before);
  });
  it("R-MORAL-1 [I] a player's gain is refused unless the world lets players gain; the GM's lands", async () => {
    const party = await group(0);
    const gain = (c: Client) => w.as(c, () => perform(MORAL_ACTION, { groupUuid: party.uuid, events: [{ type: "gain", kind: "espoir" }] }, false));
    expect(await gain(alice)).toBe("permission");
    expect(groupSys(party).moral.espoir).toBe(0);
    expect(await gain(w.gm)).toBeNull();
    expect(groupSys(party).moral.espoir).toBe(1);
    await w.as(w.gm, () => (g.game as unknown as { settings: { set(a: string, b: string, v: unknown): Promise<unknown> } }).settings.set("altherion", "playersGainMoral", true));
    expect(await gain(alice)).toBeNull();
    expect(groupSys(party).moral.espoir).toBe(2);
  });
  it("client-chosen exploit dice: an exploit event from a client is refused; the exploit action rolls on the GM", async () => {
    const party = await group(0);
    expect(await w.as(alice, () => perform(MORAL_ACTION, { groupUuid: party.uuid, events: [{ type: "exploit", kind: "desespoir", dice: [10, 10] }] } as never, false))).toMatch(/Invalid|permission/);
    w.dice.push(4, 4);
    const refused = await w.as(alice, () => perform(MORAL_EXPLOIT, { groupUuid: party.uuid, kind: "espoir" }, false));
    expect(refused).toBe("not-galvanise"); // R-MORAL-4 only a Galvanisé group makes an Espoir exploit
  });
});

describe("a request result is checked against its request", () => {
  it("a request answered with another roll of the actor is refused; nothing recorded", async () => {
    const request = createRequest({ label: "", skills: ["Vigilance"], characteristic: "perception", complexity: 1, difficulty: 6 }, [{ uuid: aude, name: "Aude" }]);
    const card = await w.as(w.gm, () => g.ChatMessage.create({ content: "request", flags: { altherion: { request: request } } }));
    const other = await audeAttacks();
    expect(await w.as(alice, () => perform(REQUEST_RESULT, { messageId: card.id, actorUuid: aude, rollMessageId: other }, false))).toBe("ALTHERION.Authority.WrongAnswer");
    expect(((card.flags.altherion as Plain).request as { entries: { result: unknown }[] }).entries[0].result).toBeNull();
  });
});

describe("R-PP-7 a PP test answers a request only from a roller its author owns (achat ruleset)", () => {
  /** R-PP-7 Aude's Mêlée 2 on the d100: face 45 (scripted 5) + 2 = 47 against a difficulty of 40. */
  async function ppRequest(): Promise<{ card: WorldChatMessage; roll: string }> {
    await d.setSetting("ruleset", "achat");
    const request = createRequest({ label: "", skills: ["melee"], characteristic: null, complexity: 0, difficulty: 40 }, [{ uuid: aude, name: "Aude" }]);
    const card = await w.as(w.gm, () => g.ChatMessage.create({ content: "request", flags: { altherion: { request } } }));
    const rolled = await d.rollTest(aude, { skillNames: ["Mêlée"], requestId: card.id, difficulty: 40 } as never, { as: "player1", dice: [5] });
    return { card, roll: rolled!.messageId };
  }
  const result = (card: WorldChatMessage) => ((card.flags.altherion as Plain).request as { entries: { result: { total: number } | null }[] }).entries[0].result;
  /** A copy of a PP test's roll, rewritten, posted by `client` as its own message. */
  async function forgePp(client: Client, messageId: string, edit: (state: { plan: { skill: { level: number } }; total: number; die: number }) => void): Promise<string> {
    const original = g.game.messages.get(messageId)!;
    const json = structuredClone(original.rolls[0].toJSON() as unknown as Plain);
    edit((json.options as Plain).altherionPp as never);
    return (await w.as(client, () => g.ChatMessage.create({ content: original.content, rolls: [JSON.stringify(json)] }))).id;
  }
  it("R-PP-7 an honest PP test answers its request with the GM's own total", async () => {
    const { card, roll } = await ppRequest();
    expect(await w.as(alice, () => perform(REQUEST_RESULT, { messageId: card.id, actorUuid: aude, rollMessageId: roll }, false))).toBeNull();
    expect(result(card)).toMatchObject({ total: 47 });
  });
  it("R-PP-7 a copy of Aude's honest PP test Bruno posts as his own does not answer her request; nothing recorded", async () => {
    const { card, roll } = await ppRequest();
    const copy = await forgePp(bruno, roll, () => {});
    expect(await w.as(bruno, () => perform(REQUEST_RESULT, { messageId: card.id, actorUuid: aude, rollMessageId: copy }, false))).toBe("ALTHERION.Authority.WrongAnswer");
    expect(result(card)).toBeNull();
  });
});

describe("R-FORT-1 a PP test card's Fortune answer is the GM's (achat ruleset)", () => {
  const fortune = () => (actor(aude)._source.system as unknown as { fortune: number }).fortune;
  const decision = (id: string) => ((g.game.messages.get(id)!.flags.altherion as Plain).card as { fortuneDecision: string | null }).fortuneDecision;
  /** Alice declares 1 of Aude's 2 Fortune on a PP test of Mêlée 2 (d100 face 45): 1 left. */
  async function declared(): Promise<string> {
    await d.setSetting("ruleset", "achat");
    expect(await d.update(aude, { "system.fortune": 2 }, { as: "gm" })).toBe(true);
    const rolled = await d.rollTest(aude, { skillNames: ["Mêlée"], fortune: 1 } as never, { as: "player1", dice: [5] });
    expect(fortune()).toBe(1);
    return rolled!.messageId;
  }
  it("R-FORT-1 a player's refusal of its own Fortune, through the layer and the raw socket naming the GM, is refused: nothing given back", async () => {
    const id = await declared();
    const payload = { messageId: id, action: "refuseFortune", target: aude };
    expect(await w.as(alice, () => perform(CARD_ACTION, payload as never, false))).toBe("ALTHERION.Chat.Error.NotAllowed");
    expect(await w.as(alice, () => perform(CARD_ACTION, { ...payload, userId: w.gm.userId } as never, false))).toBe("ALTHERION.Authority.Invalid");
    w.as(alice, () => g.game.socket.emit("system.altherion", { type: "ask", id: "forgedFortune1", to: w.gm.userId, action: "cardAction", payload: { ...payload, userId: w.gm.userId } }));
    await w.settle();
    expect(fortune()).toBe(1);
    expect(decision(id)).toBeNull();
    // The GM's own refusal gives it back, once.
    expect(await w.as(w.gm, () => perform(CARD_ACTION, payload as never, true))).toBeNull();
    expect(await w.as(w.gm, () => perform(CARD_ACTION, payload as never, true))).toBe("ALTHERION.Chat.Error.Unavailable");
    expect(fortune()).toBe(2);
  });
  it("R-FORT-1 a PP card Bruno forges in Aude's name (5 Fortune declared) is refused when the GM refuses it: nothing given back", async () => {
    const id = await declared();
    const original = g.game.messages.get(id)!;
    const json = structuredClone(original.rolls[0].toJSON() as unknown as Plain);
    const pp = (json.options as Plain).altherionPp as { plan: { fortune: number }; total: number };
    pp.plan.fortune = 5;
    pp.total += 4;
    const forged = await w.as(bruno, () => g.ChatMessage.create({ content: original.content, rolls: [JSON.stringify(json)], flags: { altherion: { card: {} } } }));
    expect(await w.as(w.gm, () => perform(CARD_ACTION, { messageId: forged.id, action: "refuseFortune", target: aude } as never, true))).toBe("ALTHERION.Authority.Forged");
    expect(fortune()).toBe(1);
  });
});

describe("usage (R-XP-7) changes only through the GM", () => {
  const usage = (uuid: string) => ((actor(uuid)._source.flags as Record<string, Plain>).altherion ?? {}).usage as { current: { skills: string[]; rolls: number }; arc: number } | undefined;
  it("R-XP-7 usage is recorded only for actors the message author owns: Bruno's roll in Aude's name records nothing", async () => {
    const real = await audeAttacks();
    expect(usage(aude)?.current.rolls).toBe(1); // her own roll counts
    await forge(bruno, real, () => {});
    await w.settle();
    expect(usage(aude)?.current.rolls).toBe(1);
    await d.rollTest(bert, { skillNames: ["Mêlée"], characteristic: "force", complexity: 0 }, { as: "player2", dice: [7] });
    await w.settle();
    expect(usage(bert)?.current.skills).toEqual(["melee"]); // his own roll counts
  });
  it("R-XP-7 a player's own usage override (new arc, mark) is refused with a message; nothing written", async () => {
    const store = await import("../../src/experience/store");
    const before = structuredClone(usage(aude));
    expect(await w.as(alice, () => store.dispatchUsage(actor(aude) as never, { type: "new-arc" }, { type: "mark", skill: "Tir", opposition: 9 }))).toBe("ALTHERION.XP.Error.UsageGmOnly");
    w.as(alice, () => g.game.socket.emit("system.altherion", { type: "ask", id: "forgedUsage1", to: w.gm.userId, action: "rollUsage", payload: { messageId: g.game.messages.contents[0]?.id ?? "x", actorUuid: aude } }));
    await w.settle();
    expect(usage(aude)).toEqual(before);
    expect(warnings(alice)).toMatch(/Seul le Conteur peut changer l'usage/);
  });
  it("R-XP-7 the GM's new arc and marks go through the usage action, applied to the record as it is", async () => {
    const store = await import("../../src/experience/store");
    await audeAttacks();
    await Promise.all([
      w.as(w.gm, () => store.dispatchUsage(actor(aude) as never, { type: "mark", skill: "Tir", opposition: 2 })),
      w.as(w.gm, () => store.dispatchUsage(actor(aude) as never, { type: "mark", characteristic: "agilite" })),
    ]);
    expect(usage(aude)?.current.skills).toEqual(["melee", "tir"]);
    expect(await w.as(w.gm, () => store.dispatchUsage(actor(aude) as never, { type: "new-arc" }))).toBeNull();
    expect(usage(aude)?.arc).toBe(2);
  });
});
