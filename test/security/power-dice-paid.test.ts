/**
 * Issue 13, review 8 hole 3: an attack card's power dice and expertise die are the roller's own. Before, the GM checked
 * only the pool's size (authority/replay.ts plausibleInput: up to 20 power dice), so Aude, with no power source, no
 * Impact spent (her card's cost says 0) and no expertise, posted her own copy of her hit on Bert with 5 surpuissance
 * dice, or an expertise die, its dice replayed by the engine itself, and the GM applied it; a forged power die of 10
 * exploding into a 10 put her in La Zone (the « état spécial » XP moment) with no Impact paid. Now a roll's Impact is
 * taken by the GM for its card (dice/impact-spend.ts, its ledger), a card's surpuissance is no more than its roller's
 * standing sources + that Impact + a spell's focus, its impuissance no less than its standing sources (powerFits), and
 * its expertise die needs an owned expertise of one of its skills (plausibleInput). The honest paths still apply.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { actor, createParty, vitalite, warnings } from "./fixture";
import type { WorldChatMessage } from "../world/classes";
import type { Client } from "../world/runtime";
import { rollTest, scriptedDice, type TestInput, type TestResult } from "../../src/rules/index";
import { diceInOrder } from "../../src/authority/replay";
import type * as Chat from "../../src/chat/actions";
import type * as Authority from "../../src/authority/index";
import type * as ImpactSpend from "../../src/dice/impact-spend";

type Plain = Record<string, unknown>;
const g = globalThis as unknown as {
  game: { messages: { get(id: string): WorldChatMessage | undefined } };
  ChatMessage: { create(data: Plain): Promise<WorldChatMessage> };
};

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let aude: string;
let bert: string;
let sword: string;
let perform: typeof Authority.perform;
let CARD_ACTION: typeof Chat.CARD_ACTION;
let IMPACT_SPEND: typeof ImpactSpend.IMPACT_SPEND;

beforeEach(async () => {
  ({ w, d, alice, aude, bert } = await createParty({ aude: { skill: ["melee", 2], sword: true } }));
  ({ perform } = await import("../../src/authority/index"));
  ({ CARD_ACTION } = await import("../../src/chat/actions"));
  ({ IMPACT_SPEND } = await import("../../src/dice/impact-spend"));
  sword = actor(aude).items.find((i) => i.type === "arme")!.id;
});

const impact = () => (actor(aude).system as unknown as { points: { impact: { value: number } } }).points.impact.value;
const hit = (dice: number[], impactPoints = 0, expertise = false) =>
  d.rollTest(aude, { itemId: sword, targets: [bert], characteristic: "force", complexity: 0, impactPoints, expertise }, { as: "player1", dice });

/**
 * Alice's copy of a real card, its input rewritten and its result recomputed by the engine from `extra` dice after the
 * real ones (its mastery dice, and its power dice unless `keepPower` is false).
 */
async function forge(edit: (input: TestInput) => void, extra: number[], real?: string, keepPower = true): Promise<string> {
  real ??= (await hit([7, 4, 2]))!.messageId;
  const original = g.game.messages.get(real)!;
  const json = structuredClone(original.rolls[0].toJSON() as unknown as Plain);
  const state = (json.options as Plain).altherion as Plain;
  const input = { ...(state.input as TestInput) };
  edit(input);
  const result = state.result as TestResult;
  state.input = input;
  const dice = [...result.mastery, ...(keepPower ? result.power : []), ...extra];
  state.result = rollTest(input, scriptedDice(dice));
  expect(diceInOrder(state.result as TestResult).length).toBe(dice.length);
  const forged = await w.as(alice, () => g.ChatMessage.create({ content: original.content, rolls: [JSON.stringify(json)], flags: { altherion: { card: { narrowSuccess: false, damage: [], aggravation: [] } } } }));
  return forged.id;
}

const apply = (id: string) => w.as(alice, () => perform(CARD_ACTION, { messageId: id, action: "applyDamage", target: bert }, false));

describe("review 8 hole 3: an attack card's power dice and expertise die are the roller's own", () => {
  it("control: an unchanged copy is applied (the forgeries below differ only by the field they name)", async () => {
    expect(await apply(await forge(() => {}, []))).toBeNull();
  });
  it("R-DICE-4 five surpuissance dice Aude has no source for (no Impact spent, no state, no condition) are refused; nothing written", async () => {
    const before = vitalite(bert);
    const id = await forge((input) => { input.surpuissance = 5; }, [9, 9, 9, 9, 9]);
    expect(await apply(id)).toBe("ALTHERION.Authority.Forged");
    expect(vitalite(bert)).toBe(before);
  });
  it("R-DICE-4 R-DICE-11 an impuissance die her Épuisement imposes, left out of the card, is refused", async () => {
    await w.as(w.gm, () => (actor(aude) as unknown as { update(d: Plain): Promise<unknown> }).update({ "system.epuisement": 1 }));
    const real = (await hit([7, 4, 2, 8]))!.messageId; // honest: one impuissance die, the 7 kept
    expect(await apply(await forge(() => {}, [], real))).toBeNull();
    const before = vitalite(bert);
    expect(await apply(await forge((input) => { input.impuissance = 0; }, [], real, false))).toBe("ALTHERION.Authority.Forged");
    expect(vitalite(bert)).toBe(before);
  });
  it("R-DICE-4 a copy of an honest card with one Impact spent, posted anew with two surpuissance dice, took no Impact: refused", async () => {
    const real = (await hit([7, 4, 2, 4], 1))!.messageId;
    const before = vitalite(bert);
    expect(await apply(await forge(() => {}, [], real))).toBe("ALTHERION.Authority.Forged"); // the Impact was taken for the real card only
    expect(await apply(await forge((input) => { input.surpuissance = 2; }, [4], real))).toBe("ALTHERION.Authority.Forged");
    expect(vitalite(bert)).toBe(before);
  });
  it("R-SPELL-3 R-DICE-4 a spell's focus claimed on her sword's card (its context naming the sword as the spell) is refused", async () => {
    const real = (await hit([7, 4, 2]))!.messageId;
    const original = g.game.messages.get(real)!;
    const json = structuredClone(original.rolls[0].toJSON() as unknown as Plain);
    const state = (json.options as Plain).altherion as Plain;
    const input = { ...(state.input as TestInput), surpuissance: 1 };
    const context = state.context as Plain;
    context.spell = { itemUuid: (context.attack as { itemUuid: string }).itemUuid, name: "Épée", options: { concentration: 1 }, spellPoints: 0, cost: 0, combativite: 1, heal: null, area: null };
    state.input = input;
    state.result = rollTest(input, scriptedDice([7, 4, 2, 9]));
    const forged = await w.as(alice, () => g.ChatMessage.create({ content: original.content, rolls: [JSON.stringify(json)], flags: { altherion: { card: { narrowSuccess: false, damage: [], aggravation: [] } } } }));
    const before = vitalite(bert);
    expect(await apply(forged.id)).toBe("ALTHERION.Authority.Forged");
    expect(vitalite(bert)).toBe(before);
  });
  it("R-SK-2 an expertise die on a skill with no expertise is refused; nothing written", async () => {
    const before = vitalite(bert);
    const id = await forge((input) => { input.expertise = true; }, [10]);
    expect(await apply(id)).toBe("ALTHERION.Authority.Forged");
    expect(vitalite(bert)).toBe(before);
  });
  it("R-STATE-2 R-XP-3 a forged power die of 10 exploding into a 10 (no Impact spent) does not put Aude in La Zone, the special state that opens a spending moment", async () => {
    const before = impact();
    await forge((input) => { input.surpuissance = 1; }, [10, 10, 1]);
    await w.settle();
    expect(impact()).toBe(before); // nothing paid
    expect([...actor(aude).statuses]).not.toContain("zone");
  });
  it("R-DICE-4 the Impact spend is the GM's: refused for a character the sender does not own, above the pool, or for a card id already spent for", async () => {
    const bertBefore = (actor(bert).system as unknown as { points: { impact: { value: number } } }).points.impact.value;
    expect(await w.as(alice, () => perform(IMPACT_SPEND, { actorUuid: bert, impact: 1, messageId: "aaaaaaaaaaaaaaaa" }, false))).toBe("ALTHERION.Roll.Error.ImpactNotOwner");
    expect((actor(bert).system as unknown as { points: { impact: { value: number } } }).points.impact.value).toBe(bertBefore);
    const before = impact();
    expect(await w.as(alice, () => perform(IMPACT_SPEND, { actorUuid: aude, impact: before + 1, messageId: "bbbbbbbbbbbbbbbb" }, false))).toBe("ALTHERION.Roll.Error.NotEnoughImpact");
    expect(warnings(w.gm)).toBe(""); // refused before anything is tried: nothing shown on the GM's screen
    expect(await w.as(alice, () => perform(IMPACT_SPEND, { actorUuid: aude, impact: 1, messageId: "cccccccccccccccc" }, false))).toBeNull();
    expect(await w.as(alice, () => perform(IMPACT_SPEND, { actorUuid: aude, impact: 1, messageId: "cccccccccccccccc" }, false))).toBe("ALTHERION.Roll.Error.ImpactReplayed");
    expect(impact()).toBe(before - 1);
  });
});

describe("the honest paths: Impact spent on surpuissance, an owned expertise, La Zone from its roll (R-DICE-4, R-SK-2, R-STATE-2)", () => {
  it("R-DICE-4 an attack with one Impact spent: the GM takes the point and applies the card's surpuissance die", async () => {
    const before = impact();
    const card = await hit([4, 7, 2, 8], 1); // the surpuissance die's 8 kept
    expect(impact()).toBe(before - 1);
    const hp = vitalite(bert);
    expect(await apply(card!.messageId)).toBeNull();
    expect(vitalite(bert)).toBeLessThan(hp);
  });
  it("R-SK-2 an expertise die with an owned expertise of Mêlée is applied", async () => {
    const melee = actor(aude).items.find((i) => i.type === "competence" && i.name === "Mêlée")!;
    expect(await d.update(melee.uuid, { "system.expertises": [{ nom: "Lames lourdes", possedee: true, personnalisee: false }] }, { as: "gm" })).toBe(true);
    const card = await hit([7, 4, 2, 5], 0, true);
    const json = g.game.messages.get(card!.messageId)!.rolls[0].toJSON() as unknown as { options: { altherion: { input: TestInput } } };
    expect(json.options.altherion.input.expertise).toBe(true);
    expect(await apply(card!.messageId)).toBeNull();
  });
  it("R-STATE-2 La Zone entered by an honest power die of 10 exploding into a 10 (one Impact paid to the GM)", async () => {
    const before = impact();
    await hit([4, 4, 2, 10, 10, 1], 1);
    await w.settle();
    expect(impact()).toBe(before - 1);
    expect(actor(aude).statuses.has("zone")).toBe(true);
    expect(warnings(alice)).toBe("");
  });
});
