/**
 * Rounds played on the test world: the real AltherionCombat runs a
 * creature's Péril, Agonie, unconsciousness and regeneration once per round whatever its
 * Combativité, nothing for skipped turns, and keeps the stored turn equal to the shown one.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "./world";
import type { WorldActor, WorldChatMessage, WorldCombat } from "./classes";
import type { Plain } from "./utils";
import type { AltherionActor } from "../../src/documents/actor";

const g = globalThis as unknown as Record<string, { create(data: Plain, options?: Plain): Promise<unknown> }>;
const game = () => (globalThis as unknown as { game: { messages: { contents: WorldChatMessage[] } } }).game;
let w: TestWorld;

beforeEach(async () => {
  w = await createTestWorld();
});

const sys = (a: WorldActor) => a.system as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function creature(name: string, system: Plain = {}): Promise<WorldActor> {
  return w.as(w.gm, () => g.Actor.create({ name, type: "personnage", system })) as Promise<WorldActor>;
}

/** A combat of these actors with fixed initiatives (no roll), not started. */
async function combatOf(entries: [WorldActor, number][]): Promise<WorldCombat> {
  const combat = (await w.as(w.gm, () => g.Combat.create({}))) as WorldCombat;
  await w.as(w.gm, () => combat.createEmbeddedDocuments("Combatant", entries.map(([a, initiative]) => ({ actorId: a.id, initiative }))));
  return combat;
}

const step = async (f: () => Promise<unknown>) => {
  await w.as(w.gm, f);
  await w.settle();
};
const cards = (kind: string) => game().messages.contents.filter((m) => String(m.content).includes(`data-card="${kind}"`));
const vitalite = (value: number, scars = 0) => ({ constitutions: { vitalite: { value, scars } } });

describe("rounds on the test world (R-CON-6/7/9, R-CRIT-3 rev 2: once per creature per round)", () => {
  it("R-CON-6 / R-CON-7 a Combativité-3 creature in Péril rolls one Péril test a round and gains Agonie once a round", async () => {
    const aria = await creature("Aria", { combativite: 3, ...vitalite(0) });
    const brute = await creature("Brute", { combativite: 1 });
    const combat = await combatOf([[aria, 12], [brute, 8]]);
    expect(combat.turns.map((c) => c.name)).toEqual(["Aria", "Brute", "Aria", "Aria"]);
    w.dice.push(9, 9, 9); // enough for a Péril test at each of its three turns: only one is rolled
    await step(() => combat.startCombat());
    for (let i = 0; i < 3; i++) await step(() => combat.nextTurn());
    expect(cards("peril")).toHaveLength(1);
    expect(w.dice).toEqual([9, 9]);
    expect(sys(aria).agonie).toBe(1);
    await step(() => combat.nextTurn()); // round 2: one more
    expect(combat.round).toBe(2);
    for (let i = 0; i < 3; i++) await step(() => combat.nextTurn());
    expect(cards("peril")).toHaveLength(2);
    expect(w.dice).toEqual([9]);
    expect(sys(aria).agonie).toBe(2); // R-CON-7 +1 for the full round at 0
  });

  it("R-CON-9 regeneration once a round, at the end of the creature's last turn", async () => {
    const aria = await creature("Aria", { combativite: 2, ...vitalite(5), regeneration: { vitalite: 2 } });
    const brute = await creature("Brute", {});
    const combat = await combatOf([[aria, 12], [brute, 8]]);
    await step(() => combat.startCombat());
    await step(() => combat.nextTurn()); // Aria's first turn ends: no regeneration yet
    expect(sys(aria).constitutions.vitalite.value).toBe(5);
    await step(() => combat.nextTurn()); // Brute's turn ends
    await step(() => combat.nextTurn()); // Aria's last turn ends → round 2
    expect(combat.round).toBe(2);
    expect(sys(aria).constitutions.vitalite.value).toBe(7);
    expect(cards("regeneration")).toHaveLength(1);
  });

  it("R-CON-9 [I] rev 3 a forced regeneration is that round's regeneration: its player forces it on Aria's turn, which ends, and the round's end gives none", async () => {
    const alice = w.user(w.players[0]);
    const aria = (await w.as(w.gm, () => g.Actor.create({
      name: "Aria", type: "personnage", ownership: { default: 0, [alice.id]: 3 }, system: { ...vitalite(5), regeneration: { vitalite: 2 } },
    }))) as WorldActor;
    const brute = await creature("Brute", {});
    const combat = await combatOf([[aria, 12], [brute, 8]]);
    await step(() => combat.startCombat());
    const { forceRegeneration } = await import("../../src/combat/regeneration"); // after the world's globals exist
    await w.as(w.players[0], () => forceRegeneration(aria as unknown as AltherionActor)); // her own turn: it ends (a player may end it)
    await w.settle();
    expect(combat.turn).toBe(1);
    expect(sys(aria).constitutions.vitalite).toMatchObject({ value: 7, scars: 2 });
    await step(() => combat.nextTurn()); // Brute's turn ends, and round 1: no second regeneration for Aria
    expect(combat.round).toBe(2);
    expect(sys(aria).constitutions.vitalite.value).toBe(7);
    expect(cards("regeneration")).toHaveLength(1); // the forced one's card only
    await step(() => combat.nextTurn()); // Aria's turn of round 2 ends
    await step(() => combat.nextTurn()); // round 2 ends: her regeneration as usual
    expect(sys(aria).constitutions.vitalite.value).toBe(9);
    expect(cards("regeneration")).toHaveLength(2);
  });

  it("the test world lets a player end only its own combatant's turn, forward, as Foundry does", async () => {
    const alice = w.user(w.players[0]);
    const aria = (await w.as(w.gm, () => g.Actor.create({ name: "Aria", type: "personnage", ownership: { default: 0, [alice.id]: 3 } }))) as WorldActor;
    const brute = await creature("Brute", {});
    const combat = await combatOf([[aria, 12], [brute, 8]]);
    await step(() => combat.startCombat());
    await expect(w.as(w.players[0], () => combat.update({ round: 3 }))).rejects.toThrow(/lacks permission/);
    await w.as(w.players[0], () => combat.nextTurn());
    await w.settle();
    expect(combat.turn).toBe(1);
    await expect(w.as(w.players[0], () => combat.nextTurn())).rejects.toThrow(/lacks permission/); // the Brute's turn is not hers
  });

  it("R-CON-9 [I] a turn the tracker skips carries nothing: the GM jumps over a creature's only turn", async () => {
    const a = await creature("A", {});
    const dying = await creature("Dying", vitalite(0));
    const c = await creature("C", {});
    const combat = await combatOf([[a, 12], [dying, 8], [c, 4]]);
    await step(() => combat.startCombat());
    await step(() => combat.update({ turn: 2 }, { direction: 1 })); // skips Dying
    expect(cards("peril")).toHaveLength(0);
    expect(sys(dying).agonie).toBe(0);
  });

  it("R-CON-9 [I] a turn event core marks as skipped carries nothing", async () => {
    const dying = await creature("Dying", { ...vitalite(0), regeneration: { vitalite: 3 } });
    const combat = await combatOf([[dying, 8]]);
    await w.as(w.gm, () => combat.update({ round: 1, turn: 0 })); // started without turn events (no direction)
    const c = combat.turns[0];
    const hooks = combat as unknown as { _onStartTurn(c: unknown, x: Plain): Promise<void>; _onEndTurn(c: unknown, x: Plain): Promise<void> };
    w.dice.push(9);
    await w.as(w.gm, () => hooks._onStartTurn(c, { round: 1, turn: 0, skipped: true }));
    await w.as(w.gm, () => hooks._onEndTurn(c, { round: 1, turn: 0, skipped: true }));
    await w.settle();
    expect(cards("peril")).toHaveLength(0);
    expect(sys(dying).constitutions.vitalite.value).toBe(0);
    await w.as(w.gm, () => hooks._onStartTurn(c, { round: 1, turn: 0, skipped: false }));
    await w.settle();
    expect(cards("peril")).toHaveLength(1);
  });

  it("R-CRIT-3 (rev 2) 0 Vitalité without a critical: Agonie, no unconsciousness; after a critical (Aggravation rose): unconscious for max(Aggravation, Agonie) rounds", async () => {
    const aria = await creature("Aria", vitalite(0));
    const brute = await creature("Brute", {});
    const combat = await combatOf([[aria, 12], [brute, 8]]);
    w.dice.push(9);
    await step(() => combat.startCombat());
    expect(aria.statuses.has("inconscience")).toBe(false);
    await step(() => combat.nextTurn());
    await step(() => w.as(w.gm, () => aria.update({ "system.aggravation": 1 }))); // the victim of a critical (R-CRIT-1)
    w.dice.push(9);
    await step(() => combat.nextTurn()); // round 2: Aria's round start
    expect(aria.statuses.has("inconscience")).toBe(true);
    expect(combat.turns[0].flags).toMatchObject({ altherion: { unconscious: 2 } }); // max(Aggravation 1, Agonie 2) rounds
  });
});

describe("the tracker's turn", () => {
  it("setupTurns keeps the current combatant when one before it is removed, and the active GM stores that turn", async () => {
    const [a, b, c] = [await creature("A", {}), await creature("B", {}), await creature("C", {})];
    const combat = await combatOf([[a, 12], [b, 8], [c, 4]]);
    await step(() => combat.startCombat());
    await step(() => combat.nextTurn());
    await step(() => combat.nextTurn());
    expect(combat.combatant?.name).toBe("C");
    const first = combat.turns[0];
    await step(() => combat.deleteEmbeddedDocuments("Combatant", [first.id]));
    expect(combat.combatant?.name).toBe("C");
    expect(combat.turn).toBe(1);
    expect(combat._source.turn).toBe(1); // stored: "next turn" sends a real change
    await step(() => combat.nextTurn());
    expect(combat.round).toBe(2);
    expect(combat.combatant?.name).toBe("B");
  });

  it("R-FIGHT-1 rolling initiative mid-combat keeps the current (combatant, pass) without turn events", async () => {
    const [a, b] = [await creature("A", { combativite: 2 }), await creature("B", {})];
    const combat = await combatOf([[a, 12], [b, 8]]);
    await step(() => combat.startCombat());
    await step(() => combat.nextTurn());
    expect(combat.combatant?.name).toBe("B");
    const seen: Plain[] = [];
    const update = combat.update.bind(combat);
    const updateEmbedded = combat.updateEmbeddedDocuments.bind(combat);
    combat.update = ((data: Plain, options: Plain = {}) => (seen.push(options), update(data, options))) as typeof combat.update;
    combat.updateEmbeddedDocuments = ((name: string, data: Plain[], options: Plain = {}) => (seen.push(options), updateEmbedded(name, data, options))) as typeof combat.updateEmbeddedDocuments;
    w.dice.push(10, 5); // B rolls 10 (explodes 5) + Finesse: now first
    await step(() => combat.rollInitiative([combat.turns[1].id]));
    expect(combat.turns.map((t) => t.name)).toEqual(["B", "A", "A"]);
    expect(combat.combatant?.name).toBe("B");
    expect(combat._source.turn).toBe(0);
    expect(seen.length).toBeGreaterThan(0);
    for (const options of seen) expect(options.turnEvents).toBe(false);
  });
});

describe("initiative messages in the mode the caller asks for (v13 rollMode, v14 messageMode)", () => {
  it("R-FIGHT-1 messageOptions.messageMode (v14) or rollMode (v13) sets the message's mode; neither lands in its data", async () => {
    const [a, b] = [await creature("A", {}), await creature("B", {})];
    const combat = await combatOf([[a, 12], [b, 8]]);
    const roll = (id: string, messageOptions: Plain) => (combat as unknown as { rollInitiative(ids: string[], o: Plain): Promise<unknown> }).rollInitiative([id], { messageOptions });
    w.dice.push(5, 6);
    await step(() => roll(combat.turns[0].id, { messageMode: "blind", flavor: "v14" }));
    await step(() => roll(combat.turns[1].id, { rollMode: "gmroll", flavor: "v13" }));
    const [v14, v13] = game().messages.contents.slice(-2).map((m) => m._source as Plain);
    const gms = [w.gm.userId];
    expect(v14).toMatchObject({ flavor: "v14", whisper: gms, blind: true });
    expect(v13).toMatchObject({ flavor: "v13", whisper: gms });
    expect(v13.blind).not.toBe(true);
    for (const data of [v14, v13]) expect(Object.keys(data).filter((k) => k === "messageMode" || k === "rollMode")).toEqual([]);
  });
});
