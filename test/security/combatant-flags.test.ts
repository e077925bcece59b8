/**
 * Tried from a player's console: the combat's bookkeeping on a Combatant (flags.altherion:
 * rounds started and ended, unconscious count, Aggravation seen) is the GM's. Foundry lets the
 * combatant's owner (its actor's owner) write its flags; a round marked started skips its Péril test.
 * A player may also add its own character to a combat (Foundry lets it create a combatant owned as
 * its actor), with no such marks. Tried on the test world (a GM client and a player client; the
 * server names each write's author).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "../world/world";
import type { WorldActor, WorldChatMessage, WorldCombat } from "../world/classes";
import type { Client } from "../world/runtime";
import { warnings } from "./fixture";

type Plain = Record<string, unknown>;
const g = globalThis as unknown as Record<string, { create(data: Plain, options?: Plain): Promise<unknown> }>;
const game = () => (globalThis as unknown as { game: { messages: { contents: WorldChatMessage[] } } }).game;
const perilCards = () => game().messages.contents.filter((m) => String(m.content).includes('data-card="peril"'));

let w: TestWorld;
let alice: Client;
let combat: WorldCombat;
let aria: WorldActor; // Alice's, in Péril (Vitalité 0)
let brute: WorldActor; // the GM's
type Mine = { update(data: Plain): Promise<unknown>; _preUpdate: unknown; flags: Plain };
const mine = () => combat.combatants.find((c) => c.actorId === aria.id) as unknown as Mine | undefined;
const join = (client: Client, entries: Plain[]) => w.as(client, () => combat.createEmbeddedDocuments("Combatant", entries));

beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice"] });
  [alice] = w.players;
  aria = (await w.as(w.gm, () => g.Actor.create({ name: "Aria", type: "personnage", system: { constitutions: { vitalite: { value: 0, scars: 0 } } }, ownership: { default: 0, [alice.userId]: 3 } }))) as WorldActor;
  brute = (await w.as(w.gm, () => g.Actor.create({ name: "Brute", type: "personnage" }))) as WorldActor;
  combat = (await w.as(w.gm, () => g.Combat.create({}))) as WorldCombat;
  await join(w.gm, [{ actorId: brute.id, initiative: 8 }]);
  await w.settle();
});

async function startAndCountPeril(): Promise<number> {
  w.dice.push(9, 9, 9);
  await w.as(w.gm, () => combat.startCombat());
  await w.settle();
  return perilCards().length;
}

describe("a combatant's round bookkeeping is the GM's (R-CON-6)", () => {
  beforeEach(async () => {
    await join(w.gm, [{ actorId: aria.id, initiative: 12 }]);
    await w.settle();
  });
  it("R-CON-6 a player marking its round start done on its combatant is refused with a message: the GM still rolls its Péril test", async () => {
    expect(await w.as(alice, () => mine()!.update({ "flags.altherion.rounds": { started: 1, ended: 1 } }))).toBeUndefined();
    await w.settle();
    expect(warnings(alice)).toMatch(/Seul le Conteur tient le compte du combat d.un combattant/);
    expect(await startAndCountPeril()).toBe(1);
  });
  it("R-CON-6 a player's write that skips its client's check is written back by the GM (the server names its author)", async () => {
    const c = mine()!;
    const check = c._preUpdate;
    c._preUpdate = async () => undefined; // a console that patched its own client
    try {
      await w.as(alice, () => c.update({ "flags.altherion.rounds": { started: 1, ended: 1 } }));
    } finally {
      c._preUpdate = check;
    }
    await w.settle();
    expect((c.flags.altherion as { rounds?: { started: unknown } } | undefined)?.rounds?.started ?? null).toBeNull();
    expect(await startAndCountPeril()).toBe(1);
  });
});

describe("a player's new combatant starts with no bookkeeping of its own (R-CON-6)", () => {
  const FORGED = { altherion: { rounds: { started: 1, ended: 1 }, unconscious: 0, aggravation: 9 } };
  type Proto = { _preCreate: unknown };
  const combatantClass = () => (globalThis as unknown as { CONFIG: { Combatant: { documentClass: { prototype: Proto } } } }).CONFIG.Combatant.documentClass.prototype;
  const aggravation = () => (aria.system as unknown as { aggravation: number }).aggravation;
  const marks = () => (mine()!.flags.altherion ?? {}) as { rounds?: { started: unknown }; unconscious?: unknown; aggravation?: unknown };

  it("R-CON-6 a player adds its own character to a combat (Foundry's token toggle), never another's", async () => {
    await expect(join(alice, [{ actorId: brute.id, initiative: 20 }])).rejects.toThrow(/lacks permission/);
    await join(alice, [{ actorId: aria.id, initiative: 12 }]);
    await w.settle();
    expect(combat.combatants.map((c) => c.actorId).sort()).toEqual([aria.id, brute.id].sort());
    expect(marks().aggravation).toBe(aggravation());
    expect(await startAndCountPeril()).toBe(1);
  });
  it("R-CON-6 a player's new combatant carrying round marks is refused with a message: nothing is added", async () => {
    expect(await join(alice, [{ actorId: aria.id, initiative: 12, flags: FORGED }])).toEqual([]);
    await w.settle();
    expect(warnings(alice)).toMatch(/ne porte aucune marque du combat/);
    expect(mine()).toBeUndefined();
  });
  it("R-CON-6 R-CRIT-3 a forged new combatant that skipped its client's check is cleaned by the GM: its Péril test is rolled", async () => {
    const proto = combatantClass();
    const check = proto._preCreate;
    proto._preCreate = async () => undefined; // a console that patched its own client
    try {
      await join(alice, [{ actorId: aria.id, initiative: 12, flags: FORGED }]);
    } finally {
      proto._preCreate = check;
    }
    await w.settle();
    expect({ started: marks().rounds?.started ?? null, unconscious: marks().unconscious ?? null, aggravation: marks().aggravation }).toEqual({ started: null, unconscious: null, aggravation: aggravation() });
    expect(await startAndCountPeril()).toBe(1);
  });
});

describe("one combatant per character for a player (R-INT-1)", () => {
  type Proto = { _preCreate: unknown };
  const combatantClass = () => (globalThis as unknown as { CONFIG: { Combatant: { documentClass: { prototype: Proto } } } }).CONFIG.Combatant.documentClass.prototype;
  const ariaTurns = () => (combat as unknown as { turns: { actorId: string }[] }).turns.filter((t) => t.actorId === aria.id).length;
  const ariaCombatants = () => combat.combatants.filter((c) => c.actorId === aria.id).length;
  beforeEach(async () => {
    await join(alice, [{ actorId: aria.id, initiative: 12 }]);
    await w.settle();
  });
  it("R-INT-1 a player adding its character a second time is refused with a message: one combatant, one turn a round", async () => {
    expect(await join(alice, [{ actorId: aria.id, initiative: 30 }])).toEqual([]);
    await startAndCountPeril();
    expect(warnings(alice)).toMatch(/Ce personnage combat déjà dans ce combat/);
    expect({ combatants: ariaCombatants(), turns: ariaTurns() }).toEqual({ combatants: 1, turns: 1 });
  });
  it("R-INT-1 a second combatant that skipped its client's check is deleted by the GM", async () => {
    const proto = combatantClass();
    const check = proto._preCreate;
    proto._preCreate = async () => undefined; // a console that patched its own client
    try {
      await join(alice, [{ actorId: aria.id, initiative: 30 }]);
    } finally {
      proto._preCreate = check;
    }
    await startAndCountPeril();
    expect({ combatants: ariaCombatants(), turns: ariaTurns() }).toEqual({ combatants: 1, turns: 1 });
  });
});
