/**
 * R-CAR-5 [I] played on the test world: once creation is over, a player's ↻ of Impact or Résilience is
 * refused with a message and writes nothing; the GM's goes through; Finesse's is the player's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld, type TestWorld } from "./world";

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

describe("R-CAR-5 (rev 3) a pool above a maximum that fell comes down to it", () => {
  const impact = async () => ((await d.actor(hero)).system.points as Record<string, { value: number; max: number }>).impact;

  it("R-CAR-5 the GM lowers Force under a full Impact pool: the update goes through and the pool comes down with it", async () => {
    await d.update(hero, { "system.caracteristiques": { force: 3, pouvoir: 3, intellect: 3 } });
    await d.refreshPoints(hero, "impact");
    expect(await impact()).toEqual({ value: 3, max: 3 });
    expect(await d.update(hero, { "system.caracteristiques.force": 0 })).toBe(true); // floor((0 + 3 + 3) / 3) = 2
    expect(await impact()).toEqual({ value: 2, max: 2 });
  });

  it("R-CAR-5 an Active Effect that raised the maximum ends: the pool filled above the new maximum comes down", async () => {
    await d.update(hero, { "system.caracteristiques": { force: 3, pouvoir: 3, intellect: 3 } });
    const w = (d as unknown as { world: TestWorld }).world;
    const actor = w.fromUuid(hero) as unknown as { createEmbeddedDocuments(n: string, data: object[]): Promise<{ id: string; delete(): Promise<unknown> }[]> };
    const [effect] = await w.as(w.gm, () => actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Force du taureau", changes: [{ key: "system.caracteristiques.force", mode: 2, value: "3" }] }]));
    await w.settle();
    await d.refreshPoints(hero, "impact");
    expect(await impact()).toEqual({ value: 4, max: 4 }); // floor((6 + 3 + 3) / 3)
    await w.as(w.gm, () => effect.delete());
    await w.settle();
    expect(await impact()).toEqual({ value: 3, max: 3 });
  });
});
