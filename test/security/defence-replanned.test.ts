/**
 * Issue 13 (review 8): a defence card's roll is the one the defence dialog plans for its defender and the choices
 * it declares (combat/actions.ts trustedDefence, replannedDefence) — not only bounded. Bruno posts his own defence
 * card against Aude's hit, its roll rewritten and its dice replayed by the engine itself: the GM refuses it and
 * her blow lands.
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
import type * as Combat from "../../src/combat/actions";
import type * as Authority from "../../src/authority/index";

type Plain = Record<string, unknown>;
const g = globalThis as unknown as {
  game: { messages: { get(id: string): WorldChatMessage | undefined } };
  ChatMessage: { create(data: Plain): Promise<WorldChatMessage> };
};

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude: string;
let bert: string;
let sword: string;
let perform: typeof Authority.perform;
let CARD_ACTION: typeof Chat.CARD_ACTION;
let COMBAT_ACTION: typeof Combat.COMBAT_ACTION;

beforeEach(async () => {
  ({ w, d, alice, bruno, aude, bert } = await createParty({ aude: { skill: ["melee", 2], sword: true } }));
  ({ perform } = await import("../../src/authority/index"));
  ({ CARD_ACTION } = await import("../../src/chat/actions"));
  ({ COMBAT_ACTION } = await import("../../src/combat/actions"));
  sword = actor(aude).items.find((i) => i.type === "arme")!.id;
});

const HIT = 9; // Aude's Épée longue: 6 + Corps 3
const audeAttacks = async () => (await d.rollTest(aude, { itemId: sword, targets: [bert], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] }))!.messageId;

/** Bruno's defence card against `attack`, copied from an honest (failed) one against another attack, its roll rewritten by `edit`. */
async function forgedDefence(attack: string, edit: (input: TestInput, choices: Plain) => void): Promise<string> {
  const other = await audeAttacks();
  const honest = await d.defend(other, bert, "esquive", { as: "player2", dice: [2] });
  const original = g.game.messages.get(honest!.messageId)!;
  const json = structuredClone(original.rolls[0].toJSON() as unknown as Plain);
  const state = (json.options as Plain).altherion as Plain;
  const flags = structuredClone(original.flags) as Plain;
  const record = (flags.altherion as Plain).defence as Plain;
  const input = { ...(state.input as TestInput) };
  edit(input, record.choices as Plain);
  state.input = input;
  state.result = rollTest(input, scriptedDice(diceInOrder(state.result as TestResult))); // the same die, replayed by the engine
  record.attackMessageId = attack;
  record.defenceTotal = (state.result as TestResult).total;
  record.result = state.result;
  const posted = await w.as(bruno, () => g.ChatMessage.create({ content: original.content, rolls: [JSON.stringify(json)], flags }));
  return posted.id;
}

describe("issue 13: a defence card's roll is recomputed from its defence, not only bounded", () => {
  it("a +30 defence bonus Bruno never had (a real dodge's bonus is only −Agonie) is refused; Aude's blow lands", async () => {
    const attack = await audeAttacks();
    const forged = await forgedDefence(attack, (input) => { input.bonus = 30; });
    const before = vitalite(bert);
    const recorded = await w.as(bruno, () => perform(COMBAT_ACTION, { messageId: forged, action: "recordDefence", side: null, extra: null }, false));
    const applied = await w.as(alice, () => perform(CARD_ACTION, { messageId: attack, action: "applyDamage", target: bert }, false));
    expect(recorded).toBe("ALTHERION.Authority.Forged");
    expect(applied).toBeNull();
    await w.settle();
    expect(before - vitalite(bert)).toBe(HIT);
  });
  it("control: the same copy unchanged is recorded (the forgery differs only by its bonus or characteristic)", async () => {
    const attack = await audeAttacks();
    const copy = await forgedDefence(attack, () => {});
    expect(await w.as(bruno, () => perform(COMBAT_ACTION, { messageId: copy, action: "recordDefence", side: null, extra: null }, false))).toBeNull();
  });
  it("a defence rolled on a characteristic its Esquive does not use (Bert's Force 5 instead of Agilité 3) is refused; Aude's blow lands", async () => {
    // The rules' Esquive uses Agilité 3; Bert claims his Force 5, a value a roll of his may use (so only the
    // defence's own plan refuses it).
    expect(await d.update(bert, { "system.caracteristiques.force": 5 }, { as: "gm" })).toBe(true);
    const attack = await audeAttacks();
    const forged = await forgedDefence(attack, (input) => { input.characteristic = 5; });
    const before = vitalite(bert);
    const recorded = await w.as(bruno, () => perform(COMBAT_ACTION, { messageId: forged, action: "recordDefence", side: null, extra: null }, false));
    expect(recorded).toBe("ALTHERION.Authority.Forged");
    expect(await w.as(alice, () => perform(CARD_ACTION, { messageId: attack, action: "applyDamage", target: bert }, false))).toBeNull();
    await w.settle();
    expect(before - vitalite(bert)).toBe(HIT);
  });
});
