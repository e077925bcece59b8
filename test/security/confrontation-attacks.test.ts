/**
 * R-FIGHT-4: the reactive confrontation's damage is recomputed by the GM from the two
 * rolls and the two actors; a curious player's forged card, forged answer, replay, concurrent
 * clicks and impersonation are refused with nothing written. Played on the test world (a GM client
 * and two player clients, the package socket relaying with the sender's id).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import type { WorldChatMessage } from "../world/classes";
import { clients, type Client } from "../world/runtime";
import { actor, createParty, vitalite, warnings } from "./fixture";
import type * as Authority from "../../src/net/perform";
import type * as Combat from "../../src/combat/actions";
import type * as Chat from "../../src/chat/actions";

let perform: typeof Authority.perform;
let COMBAT_ACTION: typeof Combat.COMBAT_ACTION;
let CARD_ACTION: typeof Chat.CARD_ACTION;

type Plain = Record<string, unknown>;
const g = globalThis as unknown as {
  game: { messages: { get(id: string): WorldChatMessage | undefined }; socket: { emit(n: string, m: unknown): void } };
  ChatMessage: { create(data: Plain): Promise<WorldChatMessage> };
};

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude: string; // Alice's character, the initiator
let bert: string; // Bruno's character, the responder
let garde: string; // the GM's

const health = () => [vitalite(aude), vitalite(bert), vitalite(garde)];
const weapon = (uuid: string) => actor(uuid).items.find((i) => i.type === "arme")!.id;
const apply = (c: Client, messageId: string, side: "initiator" | "responder", extra: Plain = {}) =>
  w.as(c, () => perform(COMBAT_ACTION, { messageId, action: "applyConfrontationDamage", side, extra: null, ...extra } as never, false));

beforeEach(async () => {
  ({ w, d, alice, bruno, aude, bert, garde } = await createParty({ aude: { skill: ["melee", 2], sword: true }, bert: { skill: ["melee", 2], sword: true }, garde: { skill: ["melee", 2], sword: true } }));
  ({ perform } = await import("../../src/net/perform"));
  ({ COMBAT_ACTION } = await import("../../src/combat/actions"));
  ({ CARD_ACTION } = await import("../../src/chat/actions"));
});

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

/** R-FIGHT-3 one blow of an Épée longue (damage 6 + Corps 3), no armour. */
const HIT = 9;

/** Aude's sword attack on `target`: 7, 4, 2 → 7 + Force 3 = 10. */
async function audeAttacks(target = bert): Promise<string> {
  const card = await d.rollTest(aude, { itemId: weapon(aude), targets: [target], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] });
  return card!.messageId;
}

/** Bert answers with his sword: 5, 3, 2 → 5 + 3 = 8, Aude wins (Bert takes 9, Aude half of 9 = 4). */
async function bertConfronts(attack: string, dice = [5, 3, 2]): Promise<string> {
  const card = await d.confront(attack, bert, { as: "player2", dice });
  expect(card).not.toBeNull();
  return card!.messageId;
}

/** Bruno's console rolls Bert's sword outside the button, marked as answering `attack` when given; its message and result. */
async function bertRolls(dice: number[], attack?: string): Promise<{ message: WorldChatMessage; total: number; critSuccess: boolean }> {
  const { rollActorTest } = await import("../../src/dice/test-workflow");
  const sword = actor(bert).items.get(weapon(bert))!.uuid;
  w.dice.push(...dice);
  const message = (await w.as(bruno, () => rollActorTest(actor(bert) as never, { itemUuid: sword, ...(attack ? { requestId: attack } : {}) }, { skipDialog: true }))) as unknown as WorldChatMessage;
  await w.settle();
  const { total, critSuccess } = (message.rolls[0].options as { altherion: { result: { total: number; critSuccess: boolean } } }).altherion.result;
  return { message, total, critSuccess };
}

const record = (messageId: string) => structuredClone((g.game.messages.get(messageId)!.flags.altherion as Plain).confrontation as Plain);

/** A confrontation card posted by `client` as its own message, its record rewritten. */
async function forgeCard(client: Client, honest: string, edit: (r: Plain & { initiator: Plain; responder: Plain; resolution: Plain; applied: Plain }) => void): Promise<string> {
  const r = record(honest) as Plain & { initiator: Plain; responder: Plain; resolution: Plain; applied: Plain };
  edit(r);
  return (await w.as(client, () => g.ChatMessage.create({ content: "confrontation", flags: { altherion: { confrontation: r } } }))).id;
}

describe("R-FIGHT-4: the GM recomputes the reactive confrontation", () => {
  it("R-FIGHT-4 an honest confrontation: the winner's full blow and the loser's half, each applied once, from the GM's own reading", async () => {
    const attack = await audeAttacks();
    const card = await bertConfronts(attack);
    const [a, b] = health();
    await d.applyConfrontationDamage(card, "responder", { as: "player1" });
    await d.applyConfrontationDamage(card, "initiator", { as: "player2" });
    expect([a - vitalite(aude), b - vitalite(bert)]).toEqual([Math.floor(HIT / 2), HIT]);
    expect(record(card)).toMatchObject({ applied: { initiator: true, responder: true }, resolution: { winner: "initiator", toResponder: HIT, toInitiator: 4 } });
    // Once means once across cards: the attack card's own "apply damage" on Bert is gone, and refused if asked.
    expect((await d.card(attack, "player1")).buttons.filter((x) => x.action === "applyDamage")).toEqual([]);
    expect(await w.as(alice, () => perform(CARD_ACTION, { messageId: attack, action: "applyDamage", target: bert }, false))).toBe("ALTHERION.Chat.Error.Unavailable");
    expect(vitalite(bert)).toBe(b - HIT);
  });

  it("R-FIGHT-4 a forged confrontation card (damage 500, a fake winner) is refused with a localized message; nothing written", async () => {
    const attack = await audeAttacks();
    const honest = await bertConfronts(attack);
    const before = health();
    const big = await forgeCard(bruno, honest, (r) => { r.initiator.damage = 500; r.resolution = { winner: "initiator", toResponder: 1, toInitiator: 500 }; });
    const winner = await forgeCard(bruno, honest, (r) => { r.responder.total = 99; r.resolution = { winner: "responder", toResponder: 0, toInitiator: 500 }; });
    expect(await apply(bruno, big, "initiator")).toBe("ALTHERION.Authority.Forged");
    expect(await apply(bruno, winner, "initiator")).toBe("ALTHERION.Authority.Forged");
    expect(health()).toEqual(before);
    // Pressed on the card as Bruno sees it (the view his client would render for the forged record): the same refusal, in French.
    await w.as(bruno, async () => {
      const { confrontationCardView } = await import("../../src/combat/confrontation");
      const { renderCard } = await import("../../src/chat/render");
      const message = g.game.messages.get(winner)!;
      await message.update({ content: await renderCard("systems/altherion/templates/chat/combat-confrontation.hbs", confrontationCardView(record(winner) as never)) });
    });
    await d.applyConfrontationDamage(winner, "initiator", { as: "player2" });
    expect(health()).toEqual(before);
    expect(warnings(bruno)).toMatch(/ne correspond pas à ses dés/);
    expect(record(honest).applied).toEqual({ initiator: false, responder: false });
  });

  it("R-FIGHT-4 a later, better answer is refused; only the first answer counts", async () => {
    const attack = await audeAttacks();
    // Bert confronts while no GM is connected: his answer is not yet taken into account on the attack card.
    const honest = await withoutGM(() => bertConfronts(attack));
    const before = health();
    // Bruno's client rolls again, marked as answering the same attack (a console, bypassing the button's check).
    const rolled = await bertRolls([10, 9, 3, 4], attack);
    expect(rolled.total).toBeGreaterThan(10);
    // The card says exactly what that later roll gives: only the first-answer rule refuses it.
    const better = await forgeCard(bruno, honest, (r) => { r.answerMessageId = rolled.message.id; r.responder.total = rolled.total; r.responder.critSuccess = rolled.critSuccess; });
    expect(await apply(bruno, better, "initiator")).toBe("ALTHERION.Authority.Forged");
    // The button itself refuses a second answer.
    await d.confront(attack, bert, { as: "player2" });
    expect(warnings(bruno)).toMatch(/déjà répondu à cette attaque/);
    expect(health()).toEqual(before);
  });

  it("R-FIGHT-4 once the GM took an answer into account, a card with another answer is refused", async () => {
    const attack = await audeAttacks();
    const honest = await bertConfronts(attack);
    const before = health();
    const rolled = await bertRolls([10, 9, 3, 4], attack);
    const other = await forgeCard(bruno, honest, (r) => { r.answerMessageId = rolled.message.id; r.responder.total = rolled.total; r.responder.critSuccess = rolled.critSuccess; });
    expect(await apply(bruno, other, "initiator")).toBe("ALTHERION.Combat.Error.AlreadyAnswered");
    expect(health()).toEqual(before);
  });

  it("R-FIGHT-4 replay after rewriting the card: the GM's ledger refuses the second blow", async () => {
    const attack = await audeAttacks();
    const card = await bertConfronts(attack);
    expect(await apply(alice, card, "responder")).toBeNull();
    const once = health();
    const message = g.game.messages.get(card)!;
    await w.as(bruno, () => message.update({ "flags.altherion.confrontation.applied": { initiator: false, responder: false } }));
    expect(await apply(alice, card, "responder")).toBe("ALTHERION.Combat.Error.Unavailable");
    // A copy of the card, posted anew, names the same blow: refused too.
    const copy = await forgeCard(bruno, card, (r) => { r.applied = { initiator: false, responder: false }; });
    expect(await apply(bruno, copy, "responder")).toBe("ALTHERION.Combat.Error.Unavailable");
    expect(health()).toEqual(once);
  });

  it("R-FIGHT-4 concurrent clicks: the same blow asked twice at once, and from two cards at once, lands once", async () => {
    const attack = await audeAttacks();
    const card = await bertConfronts(attack);
    const copy = await forgeCard(bruno, card, () => {});
    const [, b] = health();
    const results = await Promise.all([apply(alice, card, "responder"), apply(bruno, card, "responder"), apply(bruno, copy, "responder"),
      w.as(alice, () => perform(CARD_ACTION, { messageId: attack, action: "applyDamage", target: bert }, false))]);
    await w.settle();
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(b - vitalite(bert)).toBe(HIT);
    // The GM's own clicks start in the same tick: the card, a copy and the attack card's own button wait for each other.
    const again = await audeAttacks();
    const second = await bertConfronts(again);
    const copy2 = await forgeCard(bruno, second, () => {});
    const [, b2] = health();
    const gm = await w.as(w.gm, () => Promise.all([apply(w.gm, second, "responder"), apply(w.gm, copy2, "responder"),
      perform(CARD_ACTION, { messageId: again, action: "applyDamage", target: bert }, true)]));
    await w.settle();
    expect(gm.filter((r) => r === null)).toHaveLength(1);
    expect(b2 - vitalite(bert)).toBe(HIT);
  });

  it("R-FIGHT-4 impersonation: a payload naming the GM is refused whole; the real sender, owning neither side, is not allowed", async () => {
    const attack = await audeAttacks(garde);
    const card = await d.confront(attack, garde, { as: "gm", dice: [5, 3, 2] });
    const before = health();
    expect(await apply(bruno, card!.messageId, "responder", { userId: w.gm.userId })).toBe("ALTHERION.Authority.Invalid");
    expect(await apply(bruno, card!.messageId, "responder")).toBe("ALTHERION.Combat.Error.NotAllowed");
    w.as(bruno, () => g.game.socket.emit("system.altherion", { type: "ask", id: "forgedConf1", to: w.gm.userId, action: "combatAction",
      payload: { messageId: card!.messageId, action: "applyConfrontationDamage", side: "responder", extra: null, userId: w.gm.userId } }));
    await w.settle();
    expect(health()).toEqual(before);
  });

  it("R-FIGHT-4 neither side defends: a target that confronted cannot defend, one that defended cannot confront — the buttons and the GM refuse", async () => {
    const attack = await audeAttacks();
    const card = await bertConfronts(attack);
    await expect(d.defend(attack, bert, "esquive", { as: "player2", dice: [2] })).rejects.toThrow(/no button/); // the bar is gone once Bert confronted
    // A defence card Bruno's console posts anyway is not recorded on the attack card.
    const { defenceRecord, defaultChoices } = await import("../../src/combat/defence");
    const { readTestCard } = await import("../../src/chat/actions");
    const state = readTestCard(g.game.messages.get(attack) as never)!.state;
    const choices = defaultChoices("esquive", { skills: [] }, { ranged: false, hidden: false, explosion: false }, { armour: 0, shield: false }, true);
    const dodge = defenceRecord({ attackMessageId: attack, state: state as never, target: state.context.targets[0], defenderName: "Bert", choices, plan: { characteristic: 3, skillName: null, cost: 1 }, defence: null });
    const posted = await w.as(bruno, () => g.ChatMessage.create({ content: "defence", flags: { altherion: { defence: { ...dodge, defenceTotal: null } } } }));
    expect(await w.as(bruno, () => perform(COMBAT_ACTION, { messageId: posted.id, action: "recordDefence", side: null, extra: null }, false))).toBe("ALTHERION.Combat.Error.AlreadyAnswered");
    expect(await apply(alice, card, "responder")).toBeNull(); // the confrontation still decides
    // Another attack: Bert defends first; the bar is gone, and a confrontation card his console posts is refused by the GM.
    const other = await audeAttacks();
    await d.defend(other, bert, "esquive", { as: "player2", dice: [2] });
    await expect(d.confront(other, bert, { as: "player2" })).rejects.toThrow(/no button/);
    const rolled = await bertRolls([5, 3, 2], other);
    const { confrontationRecord } = await import("../../src/combat/confrontation");
    const side = (actorUuid: string, total: number) => ({ actorUuid, name: "", total, critSuccess: false, damage: HIT, constitution: "vitalite", damageType: "physique", lethal: true, conscious: true });
    const late = await w.as(bruno, () => g.ChatMessage.create({ content: "confrontation", flags: { altherion: {
      confrontation: confrontationRecord(other, rolled.message.id, side(aude, 10) as never, side(bert, rolled.total) as never),
    } } }));
    const before = health();
    expect(await apply(alice, late.id, "responder")).toBe("ALTHERION.Combat.Error.Defended");
    expect(health()).toEqual(before);
  });

  it("R-FIGHT-4 an answer from an actor the attack did not target is refused", async () => {
    const attack = await audeAttacks(garde);
    const rolled = await bertRolls([10, 9, 3, 4], attack);
    const answer = rolled.message;
    const side = (actorUuid: string, total: number, critSuccess: boolean) => ({ actorUuid, name: "", total, critSuccess, damage: HIT, constitution: "vitalite", damageType: "physique", lethal: true, conscious: true });
    const { confrontationRecord } = await import("../../src/combat/confrontation");
    const card = await w.as(bruno, () => g.ChatMessage.create({ content: "confrontation", flags: { altherion: {
      confrontation: confrontationRecord(attack, answer.id, side(aude, 10, false) as never, side(bert, rolled.total, rolled.critSuccess) as never),
    } } }));
    const before = health();
    expect(await apply(bruno, card.id, "initiator")).toBe("ALTHERION.Authority.Forged");
    expect(health()).toEqual(before);
  });
});
