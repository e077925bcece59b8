/**
 * The test world's own semantics (docs/test-world.md): what it promises to reproduce of
 * Foundry's document layer is checked here, on the REAL data models and document classes.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "./world";
import { WorldDriver } from "./driver";
import type { WorldActor, WorldChatMessage, WorldCombat, WorldItem } from "./classes";
import type { Plain } from "./utils";
import { diffObject, expandObject, mergeObject } from "./utils";

const g = globalThis as unknown as Record<string, { create(data: Plain, options?: Plain): Promise<unknown> }>;
let w: TestWorld;

async function personnage(name = "Aude", data: Plain = {}): Promise<WorldActor> {
  return w.as(w.gm, () => g.Actor.create({ name, type: "personnage", ...data })) as Promise<WorldActor>;
}
const sys = (a: WorldActor) => a.system as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const src = (a: WorldActor) => a._source.system as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeEach(async () => {
  w = await createTestWorld();
});

describe("test world: foundry.utils", () => {
  it("expandObject nests dotted keys, also inside nested objects", () => {
    expect(expandObject({ "a.b": 1, c: { "d.e": 2 } })).toEqual({ a: { b: 1 }, c: { d: { e: 2 } } });
  });
  it("mergeObject deletes -=keys and replaces arrays whole", () => {
    expect(mergeObject({ a: { b: 1, c: 2 }, l: [1, 2] }, { a: { "-=b": null }, l: [3] })).toEqual({ a: { c: 2 }, l: [3] });
  });
  it("diffObject keeps only what changes", () => {
    expect(diffObject({ a: { b: 1, c: 2 }, l: [1] }, { a: { b: 1, c: 3 }, l: [1], "-=z": null })).toEqual({ a: { c: 3 } });
  });
});

describe("test world: updates", () => {
  it("a dotted system key updates the source and the derived data is recomputed by the real model", async () => {
    const a = await personnage();
    const before = sys(a).scores.corps;
    await w.as(w.gm, () => a.update({ "system.caracteristiques.force": src(a).caracteristiques.force + 3 }));
    expect(src(a).caracteristiques.force).toBe(5);
    expect(sys(a).scores.corps).toBeGreaterThan(before);
  });

  it("dotted keys inside flags nest (an id-like key with dots becomes nested objects), -=key deletes", async () => {
    const a = await personnage();
    await w.as(w.gm, () => a.update({ "flags.altherion.applied": { "Actor.abc": true } }));
    expect(a.flags).toEqual({ altherion: { applied: { Actor: { abc: true } } } });
    await w.as(w.gm, () => a.update({ "flags.altherion.-=applied": null }));
    expect(a.flags).toEqual({ altherion: {} });
  });

  it("an update that changes nothing is not sent (no hook, resolves undefined)", async () => {
    const a = await personnage();
    const seen: unknown[] = [];
    (globalThis as unknown as { Hooks: { on(n: string, f: (...x: unknown[]) => void): number } }).Hooks.on("updateActor", (...x) => seen.push(x));
    expect(await w.as(w.gm, () => a.update({ name: "Aude" }))).toBeUndefined();
    await w.settle();
    expect(seen).toEqual([]);
  });

  it("_preUpdate returning false cancels the whole update: nothing of it is written (R-CAR-5 PointsOverMax)", async () => {
    const a = await personnage();
    const max = sys(a).points.impact.max;
    expect(await w.as(w.gm, () => a.update({ name: "Other", "system.points.impact.value": max + 1 }))).toBeUndefined();
    expect(a.name).toBe("Aude");
    expect(src(a).points.impact.value).toBe(0);
    expect(w.gm.notifications.map((n) => n.message).join(" ")).toMatch(/./);
  });

  it("schema validation refuses a value of the wrong type and leaves the source unchanged", async () => {
    const a = await personnage();
    const before = structuredClone(a._source);
    // The world's own check, run after _preUpdate, as Foundry's validation…
    const Model = (globalThis as unknown as { CONFIG: { Actor: { dataModels: Record<string, { cleanSource(s: Plain): { errors: string[] } }> } } }).CONFIG.Actor.dataModels.personnage;
    expect(Model.cleanSource({ ...src(a), lignee: 12 }).errors).toEqual(["system.lignee: not a string"]);
    // …which the system's own data model answers first, in words (src/data/shape.ts): nothing is written.
    expect(await w.as(w.gm, () => a.update({ name: "Other", "system.lignee": 12 }))).toBeUndefined();
    expect(a._source).toEqual(before);
  });

  it("schema cleaning drops keys the schema does not know and casts numeric strings", async () => {
    const a = await personnage();
    await w.as(w.gm, () => a.update({ "system.unknown": 1, "system.fragilite": "2" }));
    expect(src(a).unknown).toBeUndefined();
    expect(src(a).fragilite).toBe(2);
  });

  it("an embedded item's update goes through its own model (_preUpdate of the item refuses a level above the ruleset cap)", async () => {
    const a = await personnage();
    const skill = a.items.find((i) => i.type === "competence") as WorldItem;
    await w.as(w.gm, () => skill.update({ "system.niveau": 3 }));
    expect((skill._source.system as Plain).niveau).toBe(3);
    expect(a.items.get(skill.id)).toBe(skill);
    expect(await w.as(w.gm, () => skill.update({ "system.niveau": 11 }))).toBeUndefined();
    expect((skill._source.system as Plain).niveau).toBe(3);
  });
});

describe("test world: users, ownership and clients", () => {
  it("a player may not write an actor it does not own; the owner may", async () => {
    const [alice, bruno] = w.players;
    const a = await personnage("Aude", { ownership: { default: 0, [alice.userId]: 3 } });
    await expect(w.as(bruno, () => a.update({ "system.fragilite": 1 }))).rejects.toThrow(/lacks permission/);
    await w.as(alice, () => a.update({ "system.fragilite": 1 }));
    expect(src(a).fragilite).toBe(1);
    expect(w.as(alice, () => a.isOwner)).toBe(true);
    expect(w.as(bruno, () => a.isOwner)).toBe(false);
    expect(a.testUserPermission(w.user(bruno), "OWNER")).toBe(false);
    expect(a.items.contents[0].testUserPermission(w.user(alice), "OWNER")).toBe(true);
  });

  it("each client has its own game.user; a query runs the GM's handler on the GM's client and returns to the player", async () => {
    const [alice] = w.players;
    const game = (globalThis as unknown as { game: { user: { id: string; isGM: boolean }; users: { activeGM: { query(n: string, d: unknown): Promise<unknown> } } } }).game;
    const CONFIG = (globalThis as unknown as { CONFIG: { queries: Record<string, (d: unknown) => Promise<unknown>> } }).CONFIG;
    CONFIG.queries["test.whoami"] = async (data) => ({ data, user: game.user.id, isGM: game.user.isGM });
    const answer = await w.as(alice, async () => {
      const r = await game.users.activeGM.query("test.whoami", { x: 1 });
      return { r, after: game.user.id };
    });
    expect(answer).toEqual({ r: { data: { x: 1 }, user: w.gm.userId, isGM: true }, after: alice.userId });
    delete CONFIG.queries["test.whoami"];
  });

  it("the package socket relays a message to every other client, naming the sender's connection (not the payload)", async () => {
    const [alice] = w.players;
    const game = (globalThis as unknown as { game: { user: { id: string }; socket: { on(n: string, f: (m: unknown, s: string) => void): void; emit(n: string, m: unknown): void; off(n: string): void } } }).game;
    const seen: string[] = [];
    game.socket.on("system.test", (m, sender) => void seen.push(`${game.user.id}<-${sender}:${JSON.stringify(m)}`));
    w.as(alice, () => game.socket.emit("system.test", { claim: "someone else" }));
    await w.settle();
    game.socket.off("system.test");
    expect(seen.sort()).toEqual([w.gm, w.players[1]].map((c) => `${c.userId}<-${alice.userId}:{"claim":"someone else"}`).sort());
  });

  it("the system registers no query: its GM-routed actions go through the GM seam's socket (src/net/)", () => {
    const CONFIG = (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG;
    expect(Object.keys(CONFIG.queries)).not.toEqual(expect.arrayContaining(["altherion.cardAction"]));
    expect(Object.keys(CONFIG.queries).filter((k) => /cardAction|requestResult|combatAction|moral/i.test(k))).toEqual([]);
  });

  it("every GM-routed action a feature folder declares has its handler, bound at init by the one list in gm/index.ts", async () => {
    const { declaredActions, unhandledActions } = await import("../../src/net/perform");
    expect(declaredActions()).toEqual(expect.arrayContaining(["cardAction", "requestResult", "combatAction", "moral", "soloMoral", "moralExploit", "xpLog", "usage", "rollUsage", "fightUsage", "rest", "openCreation"]));
    expect(unhandledActions()).toEqual([]);
  });

  it("a player's card button on a document it does not own is carried out by the GM's client through the system's socket", async () => {
    const [alice] = w.players;
    const driver = new WorldDriver(w);
    const hero = await driver.createActor({ name: "Héros", type: "personnage" }, { owner: "player1" });
    const foe = await driver.createActor({ name: "Adversaire", type: "pnj" });
    const [swordId] = await driver.dropItem(hero, await driver.compendiumItem("exemples", "23BX1TQZIQy3wBhf"), { as: "player1" });
    const card = await driver.rollTest(hero, { itemId: swordId, characteristic: "force", complexity: 0, targets: [foe] }, { as: "player1", dice: [6] });
    expect(card?.buttons).toContainEqual({ action: "applyDamage", target: foe });
    const vitalite = async () => ((await driver.actor(foe)).source as { constitutions: { vitalite: { value: number } } }).constitutions.vitalite.value;
    const before = await vitalite();
    await driver.pressCard(card?.messageId ?? "", "applyDamage", foe, { as: "player1" });
    expect(await vitalite()).toBeLessThan(before);
    expect(w.as(alice, () => (globalThis as unknown as { game: { user: { id: string } } }).game.user.id)).toBe(alice.userId);
    expect(driver.notices("player1").filter((n) => n.level !== "info")).toEqual([]);
  });
});

describe("test world: effects, statuses, chat and combat", () => {
  it("toggleStatusEffect adds the status and its Active Effect changes apply before derived data", async () => {
    const a = await personnage();
    await w.as(w.gm, () => a.toggleStatusEffect("inconscience", { active: true }));
    expect(a.statuses.has("inconscience")).toBe(true);
    await w.as(w.gm, () => a.toggleStatusEffect("inconscience", { active: false }));
    expect(a.statuses.has("inconscience")).toBe(false);
    expect(a.effects.size).toBe(0);
  });

  it("a chat message keeps its rolls as JSON and rebuilds them as their registered class", async () => {
    const a = await personnage();
    w.dice.push(7);
    await w.as(w.gm, () => (a as unknown as { rollTest(s: Plain, o: Plain): Promise<unknown> }).rollTest({ characteristic: "force" }, { skipDialog: true }));
    const messages = (globalThis as unknown as { game: { messages: { contents: WorldChatMessage[] } } }).game.messages.contents;
    expect(messages).toHaveLength(1);
    expect(messages[0].rolls[0].constructor.name).toBe("AltherionRoll");
    expect(typeof (messages[0]._source.rolls as unknown[])[0]).toBe("string");
    expect(messages[0].author?.id).toBe(w.gm.userId);
    expect(w.dice).toEqual([]);
  });

  it("a combat's turn events run on the active GM's client only, when the turn moves forward", async () => {
    const a = await personnage("A");
    const b = await personnage("B");
    const combat = (await w.as(w.gm, () => g.Combat.create({}))) as WorldCombat;
    await w.as(w.gm, () => combat.createEmbeddedDocuments("Combatant", [{ actorId: a.id, initiative: 5 }, { actorId: b.id, initiative: 9 }]));
    expect(combat.turns.map((c) => c.name)).toEqual(["B", "A"]);
    const started: string[] = [];
    const original = combat._onStartTurn.bind(combat);
    combat._onStartTurn = async (c, ctx) => {
      started.push(`${c.name}@${(globalThis as unknown as { game: { user: { name: string } } }).game.user.name}`);
      return original(c, ctx);
    };
    await w.as(w.gm, () => combat.startCombat());
    await w.settle();
    await w.as(w.gm, () => combat.nextTurn());
    await w.settle();
    expect(started).toEqual(["B@MJ", "A@MJ"]);
    expect(combat.round).toBe(1);
    expect(combat.turn).toBe(1);
  });
});

describe("test world: message authors, as Foundry's server", () => {
  it("a player may not create a message authored by someone else, nor change a message's author; a GM may", async () => {
    const w = await createTestWorld();
    const g = globalThis as unknown as { ChatMessage: { create(data: Plain): Promise<WorldChatMessage> } };
    const gm = w.user(w.gm).id;
    const alice = w.user(w.players[0]).id;
    await expect(w.as(w.players[0], () => g.ChatMessage.create({ content: "x", author: gm }))).rejects.toThrow(/authored by another user/);
    const own = await w.as(w.players[0], () => g.ChatMessage.create({ content: "mine" }));
    expect(own.author?.id).toBe(alice);
    await expect(w.as(w.players[0], () => own.update({ author: gm }))).rejects.toThrow(/lacks permission/);
    await w.as(w.players[0], () => own.update({ content: "still mine" }));
    expect(own.content).toBe("still mine");
    await w.as(w.gm, () => own.update({ author: gm }));
    expect(own.author?.id).toBe(gm);
  });
});
