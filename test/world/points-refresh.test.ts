/**
 * R-CAR-5 [I] played on the test world: once creation is over, a player's ↻ of Impact or Résilience is
 * refused with a message and writes nothing; the GM's goes through; Finesse's is the player's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld } from "./world";

let d: WorldDriver;
let hero = "";
const pools = async () => {
  const p = (await d.actor(hero)).source.points as Record<string, { value: number }>;
  return [p.impact.value, p.resilience.value, p.finesse.value];
};

beforeEach(async () => {
  d = new WorldDriver(await createTestWorld());
  hero = await d.createActor({ name: "Aude", type: "personnage", system: { creation: { active: false } } }, { owner: "player1" });
}, 60_000);

describe("the pools' ↻ (R-CAR-5)", () => {
  it("R-CAR-5 a player's ↻ of Impact or Résilience is refused; Finesse's is not; the GM's Impact ↻ goes through", async () => {
    expect(await d.refreshPoints(hero, "impact", { as: "player1" })).toBe(false);
    expect(await d.refreshPoints(hero, "resilience", { as: "player1" })).toBe(false);
    expect(d.notices("player1").some((n) => n.level === "error")).toBe(true);
    expect(await pools()).toEqual([0, 0, 0]);
    expect(await d.refreshPoints(hero, "finesse", { as: "player1" })).toBe(true);
    expect(await d.refreshPoints(hero, "impact", { as: "gm" })).toBe(true);
    const [impact, resilience, finesse] = await pools();
    expect([impact > 0, resilience, finesse > 0]).toEqual([true, 0, true]);
  });
});
