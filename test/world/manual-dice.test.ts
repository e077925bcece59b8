/**
 * Manual dice fulfillment, on the test world: with the user's core Dice Configuration set
 * to "manual" for d10, every die a test asks for (the pool, then each explosion or implosion chain die
 * by die) is a prompt of a core Roll, answered by hand; the random generator is never read, and the
 * rules engine's result is made of exactly the dice entered.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "./world";
import type { WorldActor, WorldChatMessage } from "./classes";
import { unscripted } from "./dice";
import type { Plain } from "./utils";

const g = globalThis as unknown as { Actor: { create(data: Plain): Promise<WorldActor> }; game: { messages: { contents: WorldChatMessage[] } } };
let w: TestWorld;

async function roll(spec: Plain): Promise<Plain> {
  const actor = await w.as(w.gm, () => g.Actor.create({ name: "Aude", type: "personnage" }));
  const before = unscripted.count;
  await w.as(w.gm, () => (actor as unknown as { rollTest(s: Plain, o: Plain): Promise<unknown> }).rollTest(spec, { skipDialog: true }));
  expect(unscripted.count, "the random generator was not read").toBe(before);
  const [message] = g.game.messages.contents;
  return (message.rolls[0].options.altherion as { result: Plain }).result;
}

beforeEach(async () => {
  w = await createTestWorld({ settings: { "core.diceConfiguration": { d10: "manual" } } });
});

describe("manual dice fulfillment (R-DICE-8)", () => {
  it("R-DICE-2 R-DICE-5 R-DICE-8 the pool in one prompt, then each die of an implosion chain; the result is made of them", async () => {
    w.manualDice.faces.push(1, 4, 6, 3);
    const result = await roll({ characteristic: "force", complexity: 2 });
    expect(w.manualDice.prompts).toEqual(["3d10[Maîtrise]", "1d10[Implosion]"]);
    expect(result).toMatchObject({ mastery: [1, 4, 6], masteryKeep: "lowest", kept: 1, implosions: [[3]], total: 1 - 3 + 2, critFailure: true });
    expect(w.manualDice.faces).toEqual([]);
  });

  it("R-DICE-5 R-DICE-8 an explosion chain asks one more die while it shows 10", async () => {
    w.manualDice.faces.push(10, 10, 4);
    const result = await roll({ characteristic: "force" });
    expect(w.manualDice.prompts).toEqual(["1d10[Maîtrise]", "1d10[Explosion]", "1d10[Explosion]"]);
    expect(result).toMatchObject({ mastery: [10], explosions: [[10, 4]], total: 10 + 14 + 2, critSuccess: true });
  });

  it("without the manual setting, the same test reads Foundry's generator in R-DICE-8 order (scripted dice)", async () => {
    w = await createTestWorld();
    w.dice.push(10, 10, 4);
    const actor = await w.as(w.gm, () => g.Actor.create({ name: "Aude", type: "personnage" }));
    await w.as(w.gm, () => (actor as unknown as { rollTest(s: Plain, o: Plain): Promise<unknown> }).rollTest({ characteristic: "force" }, { skipDialog: true }));
    expect(w.manualDice.prompts).toEqual([]);
    expect(w.dice).toEqual([]);
    expect((g.game.messages.contents[0].rolls[0].options.altherion as { result: Plain }).result).toMatchObject({ explosions: [[10, 4]] });
  });
});
