/**
 * Issue 13 (session-5 console review): the combat's bookkeeping on a Combatant (flags.altherion:
 * rounds started and ended, unconscious count, Aggravation seen) is the GM's. Foundry lets the
 * combatant's owner (its actor's owner) write its flags; a round marked started skips its Péril test.
 * Tried on the test world (a GM client and a player client; the server names each write's author).
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
let ariaId: string;
type Mine = { update(data: Plain): Promise<unknown>; _preUpdate: unknown; flags: Plain };
const mine = () => combat.combatants.find((c) => c.actorId === ariaId)! as unknown as Mine;

beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice"] });
  [alice] = w.players;
  const aria = (await w.as(w.gm, () => g.Actor.create({ name: "Aria", type: "personnage", system: { constitutions: { vitalite: { value: 0, scars: 0 } } }, ownership: { default: 0, [alice.userId]: 3 } }))) as WorldActor;
  const brute = (await w.as(w.gm, () => g.Actor.create({ name: "Brute", type: "personnage" }))) as WorldActor;
  ariaId = aria.id;
  combat = (await w.as(w.gm, () => g.Combat.create({}))) as WorldCombat;
  await w.as(w.gm, () => combat.createEmbeddedDocuments("Combatant", [{ actorId: aria.id, initiative: 12 }, { actorId: brute.id, initiative: 8 }]));
  await w.settle();
});

async function startAndCountPeril(): Promise<number> {
  w.dice.push(9, 9, 9);
  await w.as(w.gm, () => combat.startCombat());
  await w.settle();
  return perilCards().length;
}

describe("issue 13: a combatant's round bookkeeping is the GM's (R-CON-6)", () => {
  it("R-CON-6 a player marking its round start done on its combatant is refused with a message: the GM still rolls its Péril test", async () => {
    expect(await w.as(alice, () => mine().update({ "flags.altherion.rounds": { started: 1, ended: 1 } }))).toBeUndefined();
    await w.settle();
    expect(warnings(alice)).toMatch(/Seul le MJ tient le compte des tours/);
    expect(await startAndCountPeril()).toBe(1);
  });
  it("R-CON-6 a player's write that skips its client's check is written back by the GM (the server names its author)", async () => {
    const c = mine();
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
