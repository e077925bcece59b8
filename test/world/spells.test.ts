/**
 * R-SPELL-1..3 (rev 2) played on the test world: a player casts a healing spell on another
 * player's character, the GM's client heals it once (the request goes over the package socket,
 * the GM recomputes from the documents); a replayed or forged request heals nothing; the
 * incantation options cost Énergie and Combativité; an area spell rolls once per target or group.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "./world";
import { WorldDriver } from "./driver";
import type { WorldActor, WorldChatMessage, WorldCombat } from "./classes";
import type { Client } from "./runtime";
import { setSkill } from "../../src/testing/scenes/helpers";
import type * as Authority from "../../src/net/perform";
import type * as Chat from "../../src/chat/actions";
import type { TestInput } from "../../src/rules/index";

type Plain = Record<string, unknown>;
const g = globalThis as unknown as {
  game: { messages: { get(id: string): WorldChatMessage | undefined; contents: WorldChatMessage[] }; socket: { emit(n: string, m: unknown): void } };
  ChatMessage: { create(data: Plain): Promise<WorldChatMessage> };
};
const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
const ONDE = ["exemples", "cF3XIPladjsdRuP6"] as const; // Onde de soin: 2 points, cost 3, magique (Énergie), healing
const VAGUE = ["exemples", "CBOUY5lY5dZ3XUCJ"] as const; // Vague déferlante: 3 points, cost 5, complexity 2, area

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let perform: typeof Authority.perform;
let CARD_ACTION: typeof Chat.CARD_ACTION;
let neree = ""; // Alice's caster
let bert = ""; // Bruno's character
let garde = ""; // the GM's
let full = 0; // Nérée's Énergie before any cast

const actor = (uuid: string) => w.fromUuid(uuid) as unknown as WorldActor;
const energie = (uuid: string) => (actor(uuid).system as unknown as { constitutions: { energie: { value: number } } }).constitutions.energie.value;
const spellId = (name: string) => actor(neree).items.find((i) => i.name === name)!.id;
const warnings = (c: Client) => c.notifications.map((n) => n.message).join(" | ");

beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice", "Bruno"] });
  ({ perform } = await import("../../src/net/perform"));
  ({ CARD_ACTION } = await import("../../src/chat/actions"));
  d = new WorldDriver(w);
  [alice] = w.players;
  // Combativité 2: two incantation options at most
  neree = await d.createActor({ name: "Nérée", type: "personnage", system: { caracteristiques: CARAC_3, exaltation: 3, combativite: 2 } }, { owner: "player1" });
  bert = await d.createActor({ name: "Bert", type: "personnage", system: { caracteristiques: CARAC_3 } }, { owner: "player2" });
  garde = await d.createActor({ name: "Garde", type: "personnage", system: { caracteristiques: CARAC_3 } });
  await setSkill(d, neree, "sorcellerie", 1, "player1");
  for (const [pack, id] of [ONDE, VAGUE]) await d.dropItem(neree, await d.compendiumItem(pack, id), { as: "player1" });
  for (const uuid of [neree, bert, garde]) await d.refreshPoints(uuid);
  // Bert (Énergie max 15) is down to 10, no scar: 5 wounds to heal, complexity 1 (R-SPELL-1)
  await d.update(bert, { "system.constitutions.energie.value": 10 });
  full = energie(neree);
}, 60_000);

/** Alice casts Onde de soin on Bert: Sorcellerie 1 − complexity 1 → one die; 7 + Pouvoir 3 = 10 ≥ difficulty 2. */
async function healBert(spell: Plain = {}, dice = [7], fortune = 0) {
  return d.rollTest(neree, { itemId: spellId("Onde de soin"), characteristic: "pouvoir", targets: [bert], spell, ...(fortune ? { fortune } : {}) }, { as: "player1", dice });
}

/** A copy of a message's test roll, rewritten, posted by `client` as its own message. */
async function forge(client: Client, messageId: string, edit: (state: Plain) => void): Promise<string> {
  const original = g.game.messages.get(messageId)!;
  const json = structuredClone(original.rolls[0].toJSON() as unknown as Plain);
  edit((json.options as Plain).altherion as Plain);
  const forged = await w.as(client, () => g.ChatMessage.create({ content: original.content, rolls: [JSON.stringify(json)], flags: { altherion: { card: {} } } }));
  return forged.id;
}

describe("R-SPELL-1 a healing spell at the table", () => {
  it("R-SPELL-1 a player heals another player's character: the test is filled from the target, the GM heals it once, the cost is paid", async () => {
    const card = await healBert();
    expect(card?.result).toMatchObject({ total: 10, success: true });
    const state = (g.game.messages.get(card!.messageId)!.rolls[0].options as { altherion: { input: Plain } }).altherion.input;
    expect(state).toMatchObject({ difficulty: 2, complexity: 1 }); // Onde de soin heals its 2 spell points; no scar
    expect(energie(bert)).toBe(12); // healed at once, through the GM (Alice does not own Bert)
    expect(energie(neree)).toBe(full - 3); // the spell's cost
    const after = await d.card(card!.messageId, "player2");
    expect(after.buttons.some((b) => b.action === "applyHealing")).toBe(false);
    expect(after.flags.altherion).toMatchObject({ card: { healed: [{ target: bert, amount: 2 }] } });
  });

  it("R-SPELL-1 a replayed request (the same payload again, by the API or the raw socket) heals nothing more", async () => {
    const card = await healBert();
    const payload = { messageId: card!.messageId, action: "applyHealing", target: bert };
    expect(await w.as(alice, () => perform(CARD_ACTION, payload as never, false))).toBe("ALTHERION.Chat.Error.Unavailable");
    w.as(alice, () => g.game.socket.emit("system.altherion", { type: "ask", id: "replay1", to: w.gm.userId, action: "cardAction", payload }));
    await w.settle();
    expect(energie(bert)).toBe(12);
  });

  it("R-SPELL-1 forged cards heal nothing: more wounds than the spell points, a lowered complexity, a spell that does not heal", async () => {
    const real = (await healBert())!.messageId;
    await d.update(bert, { "system.constitutions.energie.value": 10 }); // hurt again after the real heal
    // each card is its author's own claim about its roll: what the GM reads of the spell and the target refuses it
    const more = await forge(alice, real, (s) => {
      (s.input as Plain).difficulty = 5;
      (s.result as Plain).margin = 10 - 5;
      ((s.context as Plain).spell as { heal: Plain }).heal.wounds = 5;
    });
    const easier = await forge(alice, real, (s) => {
      (s.input as Plain).complexity = 0; // Sorcellerie 1 − 0: two dice, the highest kept
      (s.result as Plain).mastery = [7, 1];
    });
    const wave = await forge(alice, real, (s) => { ((s.context as Plain).spell as Plain).itemUuid = actor(neree).items.get(spellId("Vague déferlante"))!.uuid; });
    const ask = (id: string) => w.as(alice, () => perform(CARD_ACTION, { messageId: id, action: "applyHealing", target: bert } as never, false));
    expect(await ask(more)).toBe("ALTHERION.Authority.Forged");
    expect(await ask(easier)).toBe("ALTHERION.Spell.Error.TargetChanged");
    expect(await ask(wave)).toBe("ALTHERION.Authority.Forged");
    expect(energie(bert)).toBe(10);
  });

  it("R-SPELL-1 with Fortune declared the heal waits on the card; the target's owner may press it, not for another character; a failed spell heals no one", async () => {
    await d.update(neree, { "system.fortune": 1 });
    const pending = await healBert({}, [7], 1);
    expect(energie(bert)).toBe(10);
    const seen = await d.card(pending!.messageId, "player2");
    expect(seen.buttons).toContainEqual({ action: "applyHealing", target: bert });
    const bruno = w.players[1];
    expect(await w.as(bruno, () => perform(CARD_ACTION, { messageId: pending!.messageId, action: "applyHealing", target: garde } as never, false))).toBe("ALTHERION.Chat.Error.Unavailable");
    await d.pressCard(pending!.messageId, "applyHealing", bert, { as: "player2" });
    expect(energie(bert)).toBe(12);
    const failed = await d.rollTest(neree, { itemId: spellId("Onde de soin"), characteristic: "pouvoir", targets: [bert], spell: {} }, { as: "player1", dice: [1, 5] }); // 1 − 5 (implosion) + 3 = −1 < 2
    expect(failed?.result?.success).toBe(false);
    expect(failed?.buttons.some((b) => b.action === "applyHealing")).toBe(false);
    expect(energie(bert)).toBe(12);
  });

  it("R-SPELL-1 with no token targeted the caster heals the one chosen in the dialog; R-DICE-11 nothing to heal refuses the roll and spends nothing", async () => {
    const card = await d.rollTest(neree, { itemId: spellId("Onde de soin"), characteristic: "pouvoir", spell: { healTarget: bert, wounds: 1 } }, { as: "player1", dice: [7] });
    expect(card?.result?.success).toBe(true);
    expect(energie(bert)).toBe(11);
    const before = energie(neree);
    const none = await d.rollTest(neree, { itemId: spellId("Onde de soin"), characteristic: "pouvoir", targets: [garde], spell: {} }, { as: "player1", dice: [] });
    expect(none).toBeNull();
    expect(energie(neree)).toBe(before);
    expect(warnings(alice)).toMatch(/aucune blessure/);
  });
});

describe("R-SPELL-2 / R-SPELL-3 incantation and area", () => {
  it("R-SPELL-3 focus adds a power die, gestures add spell points, overcharge doubles the cost; [I] Combativité 2 allows two options", async () => {
    const card = await healBert({ concentration: 2, surcharge: true }, []);
    expect(card).toBeNull(); // three options, two Combativité to spend: refused before anything is spent
    expect(energie(neree)).toBe(full);
    expect(warnings(alice)).toMatch(/Trop d'options/);
    const focus = await healBert({ concentration: 1 }, [2, 8]); // one mastery die 2, one surpuissance die 8: 8 + 3 = 11
    expect(focus?.result).toMatchObject({ kept: 8, total: 11 });
    const over = await healBert({ surcharge: true, wounds: 3 }, [7]); // 2 + 2 spell points: 3 more wounds (the last ones)
    expect(energie(bert)).toBe(15);
    expect(energie(neree)).toBe(full - 3 - 6);
    expect(over?.text).toContain("Surcharge");
  });

  it("R-SPELL-2 an area spell rolls once per target, or once per group the caster makes", async () => {
    const wave = spellId("Vague déferlante");
    const before = g.game.messages.contents.length;
    // Sorcellerie 1 − complexity 2: two dice, the lowest kept, per roll
    await d.rollTest(neree, { itemId: wave, characteristic: "pouvoir", targets: [bert, garde], spell: {} }, { as: "player1", dice: [6, 4, 5, 9] });
    const cards = g.game.messages.contents.slice(before);
    expect(cards).toHaveLength(2);
    const targetsOf = (m: WorldChatMessage) => ((m.rolls[0].options as { altherion: { context: { targets: { actorUuid: string }[] } } }).altherion.context.targets).map((t) => t.actorUuid);
    expect(cards.map(targetsOf)).toEqual([[bert], [garde]]);
    expect(energie(neree)).toBe(full - 5); // one cost for the whole cast
    const grouped = g.game.messages.contents.length;
    await d.rollTest(neree, { itemId: wave, characteristic: "pouvoir", targets: [bert, garde], spell: { groups: [1, 1] } }, { as: "player1", dice: [6, 4] });
    const one = g.game.messages.contents.slice(grouped);
    expect(one.map(targetsOf)).toEqual([[bert, garde]]);
  });

  it("[I] R-SPELL-2 R-FORT-1 R-FORT-2 an area spell's Fortune and pending Fatalité go to its first roll only", async () => {
    expect(await d.update(neree, { "system.fortune": 1, "flags.altherion.fatalite": 2 }, { as: "gm" })).toBe(true);
    const before = g.game.messages.contents.length;
    // the lowest of two dice per roll: 6 and 5 kept; + Pouvoir 3, the first + 1 (Fortune) − 2 (Fatalité)
    await d.rollTest(neree, { itemId: spellId("Vague déferlante"), characteristic: "pouvoir", targets: [bert, garde], spell: {}, fortune: 1 } as never, { as: "player1", dice: [6, 7, 5, 9] });
    await w.settle();
    const cards = g.game.messages.contents.slice(before);
    const recorded = (m: WorldChatMessage) => (m.rolls[0].options as { altherion: { input: { bonus: number }; result: { total: number }; context: { cost: { fortune: number } } } }).altherion;
    expect(cards.map((m) => [recorded(m).context.cost.fortune, recorded(m).input.bonus, recorded(m).result.total])).toEqual([[1, -1, 8], [0, 0, 8]]);
  });

  it("[I] R-SPELL-2 R-MORAL-2 an area spell's Espoir +1 goes to its first roll only", async () => {
    expect(await d.update(neree, { "system.moral.espoir": 1 }, { as: "gm" })).toBe(true);
    const before = g.game.messages.contents.length;
    // the lowest of two dice per roll: 6 and 5 kept; + Pouvoir 3, the first + 1 (Espoir)
    await d.rollTest(neree, { itemId: spellId("Vague déferlante"), characteristic: "pouvoir", targets: [bert, garde], spell: {}, espoirBonus: 1 } as never, { as: "player1", dice: [6, 7, 5, 9] });
    await w.settle();
    const cards = g.game.messages.contents.slice(before);
    const recorded = (m: WorldChatMessage) => (m.rolls[0].options as { altherion: { input: { bonus: number }; result: { total: number } } }).altherion;
    expect(cards.map((m) => [recorded(m).input.bonus, recorded(m).result.total])).toEqual([[1, 10], [0, 8]]);
    expect((actor(neree)._source as unknown as { system: { moral: { espoir: number } } }).system.moral.espoir).toBe(0);
  });

  it("[I] R-SPELL-2 R-MORAL-2 an area spell's Espoir swap to Puissance goes to its first roll only", async () => {
    expect(await d.update(neree, { "system.moral.espoir": 1 }, { as: "gm" })).toBe(true);
    const puissance = (actor(neree).system as unknown as { puissance: number }).puissance;
    const before = g.game.messages.contents.length;
    // the lowest of two dice per roll: 6 and 5 kept; the first + Puissance, the second + Pouvoir 3
    await d.rollTest(neree, { itemId: spellId("Vague déferlante"), characteristic: "pouvoir", targets: [bert, garde], spell: {}, espoirSwap: true } as never, { as: "player1", dice: [6, 7, 5, 9] });
    await w.settle();
    const cards = g.game.messages.contents.slice(before);
    const recorded = (m: WorldChatMessage) => (m.rolls[0].options as { altherion: { input: { characteristic: number }; result: { total: number } } }).altherion;
    expect(cards.map((m) => [recorded(m).input.characteristic, recorded(m).result.total])).toEqual([[puissance, 6 + puissance], [3, 8]]);
    expect((actor(neree)._source as unknown as { system: { moral: { espoir: number } } }).system.moral.espoir).toBe(0);
  });
});

describe("R-DICE-4 R-SPELL-2 an area spell's power dice", () => {
  it("[I] R-SPELL-2 R-DICE-4 an area spell's Impact surpuissance goes to its first roll only", async () => {
    const impact = () => (actor(neree)._source as unknown as { system: { points: { impact: { value: number } } } }).system.points.impact.value;
    const had = impact();
    const before = g.game.messages.contents.length;
    // the first roll: the lowest of two dice (6) against its surpuissance die 8, the 8 kept; the second the lowest of two (5)
    await d.rollTest(neree, { itemId: spellId("Vague déferlante"), characteristic: "pouvoir", targets: [bert, garde], spell: {}, impactPoints: 1 } as never, { as: "player1", dice: [6, 7, 8, 5, 9] });
    await w.settle();
    const cards = g.game.messages.contents.slice(before);
    const recorded = (m: WorldChatMessage) => (m.rolls[0].options as { altherion: { input: TestInput; result: { kept: number }; context: { cost: { impact: number } } } }).altherion;
    expect(cards.map((m) => [recorded(m).context.cost.impact, recorded(m).input.surpuissance, recorded(m).result.kept])).toEqual([[1, 1, 8], [0, 0, 5]]);
    expect(impact()).toBe(had - 1);
  });
});

describe("R-SPELL-3 an incantation's later turns in combat", () => {
  type Combat = WorldCombat & { turns: { name: string }[] };
  const G = globalThis as unknown as { Combat: { create(data: Plain): Promise<Combat> } };
  const notices = () => g.game.messages.contents.filter((m) => String(m.content).includes('data-card="incantation"'));
  const perils = () => g.game.messages.contents.filter((m) => String(m.content).includes('data-card="peril"'));
  const flag = () => (actor(neree).flags as { altherion?: { incantation?: unknown } }).altherion?.incantation;
  const gm = async (f: () => Promise<unknown>) => {
    await w.as(w.gm, f);
    await w.settle();
  };

  /** The GM casts Onde de soin for Nérée on Bert (the world does not let a player end its own turn, see docs/test-world.md). */
  const cast = (spell: Plain, dice: number[]) => d.rollTest(neree, { itemId: spellId("Onde de soin"), characteristic: "pouvoir", targets: [bert], spell }, { as: "gm", dice });

  /** Nérée (Combativité 2, Vitalité 0: in Péril) and Garde: Nérée, Garde, Nérée; round 1 started (Nérée's Péril die 9). */
  async function fight(): Promise<Combat> {
    await d.update(neree, { "system.constitutions.vitalite.value": 0 });
    const combat = await w.as(w.gm, () => G.Combat.create({}));
    await w.as(w.gm, () => combat.createEmbeddedDocuments("Combatant", [{ actorId: actor(neree).id, initiative: 12 }, { actorId: actor(garde).id, initiative: 8 }]));
    expect(combat.turns.map((c) => c.name)).toEqual(["Nérée", "Garde", "Nérée"]);
    w.dice.push(9);
    await gm(() => combat.startCombat());
    expect(perils()).toHaveLength(1);
    return combat;
  }

  it("R-SPELL-3 R-CON-6 a Combativité-2 caster incants over 3 actions: the GM's combat plays its two later turns, its round start runs once a round", async () => {
    const combat = await fight();
    // on its own turn, gestures and words: the incantation takes this turn, then (round 1, pass 2) and (round 2, pass 1)
    const card = await cast({ gestes: 4, paroles: 4 }, [7]);
    await w.settle();
    expect(card?.result?.success).toBe(true);
    expect(flag()).toEqual({ combat: combat.id, turns: [{ round: 1, pass: 2 }, { round: 2, pass: 1 }] });
    expect([combat.round, combat.turn]).toEqual([1, 1]); // the cast ended Nérée's turn: Garde's
    w.dice.push(9); // round 2's Péril test: one die, rolled once
    await gm(() => combat.nextTurn()); // Garde ends → Nérée's second turn, taken → round 2, Nérée's first turn, taken → Garde
    expect([combat.round, combat.turn]).toEqual([2, 1]);
    expect(notices().map((m) => m.content)).toEqual([expect.stringContaining("il lui reste 1 action"), expect.stringContaining("dernière action")]);
    expect(flag()).toBeUndefined(); // counted down, then cleared
    expect(perils()).toHaveLength(2); // R-CON-6 once in round 1, once in round 2, though both of Nérée's turns went to the incantation
    expect(w.dice).toEqual([]);
    expect((actor(neree).system as unknown as { agonie: number }).agonie).toBe(2); // R-CON-7 once per round
    await gm(() => combat.nextTurn()); // Nérée's second turn of round 2 is its own again
    expect([combat.round, combat.turn]).toEqual([2, 2]);
    expect(notices()).toHaveLength(2);
  });

  it("R-SPELL-3 [I] the caster's owner breaks off the incantation: its turns are free again, a line says so; a player who does not own it cannot", async () => {
    const combat = await fight();
    await cast({ gestes: 4, paroles: 4 }, [7]);
    await w.settle();
    const { breakIncantation } = await import("../../src/combat/incantation-flow");
    const caster = actor(neree) as unknown as Actor.Implementation;
    expect(await w.as(w.players[1], () => breakIncantation(caster))).toBe(false);
    expect(flag()).toBeDefined();
    expect(await w.as(alice, () => breakIncantation(caster))).toBe(true);
    await w.settle();
    expect(flag()).toBeUndefined();
    expect(notices().map((m) => m.content)).toEqual([expect.stringContaining("Nérée interrompt son incantation")]);
    await gm(() => combat.nextTurn()); // Nérée's second turn is played by Nérée
    expect([combat.round, combat.turn]).toEqual([1, 2]);
    expect(notices()).toHaveLength(1);
  });

  it("R-SPELL-3 R-CON-9 [I] a turn the GM jumps over is not played; the record drops it at the caster's next turn", async () => {
    const combat = await fight();
    await cast({ gestes: 4 }, [7]); // takes (1, 2) only
    await w.settle();
    await gm(() => combat.update({ round: 2, turn: 1 }, { direction: 1 })); // the GM jumps to round 2, Garde
    expect(notices()).toHaveLength(0);
    w.dice.push(9); // R-CON-6 its round start comes at the first turn of round 2 it plays
    await gm(() => combat.nextTurn()); // Nérée's second turn of round 2: its own; the stale record is cleared
    expect([combat.round, combat.turn]).toEqual([2, 2]);
    expect(flag()).toBeUndefined();
    expect(notices()).toHaveLength(0);
    expect(w.dice).toEqual([]);
  });
});
