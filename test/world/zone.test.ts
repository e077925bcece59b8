/**
 * R-STATE-2 La Zone played on the test world: the roll that meets its condition puts the roller's
 * character in La Zone (its owner's client writes it), the next roll gets its +1 surpuissance and ignores
 * Agonie (R-STATE-1), and leaving it leaves no after-effect.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld } from "./world";

let d: WorldDriver;
let hero = "";
const CARAC = { force: 4, vigueur: 4, agilite: 4, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };

beforeEach(async () => {
  d = new WorldDriver(await createTestWorld());
  hero = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC, agonie: 2, points: { impact: { value: 3 } } } }, { owner: "player1" });
}, 60_000);

describe("La Zone (R-STATE-2)", () => {
  it("R-STATE-2 one Impact point, the overpower die shows 10 and explodes into a 10: the player's character enters La Zone", async () => {
    const card = await d.rollTest(hero, { characteristic: "force", impactPoints: 1 }, { as: "player1", dice: [4, 10, 10, 1] });
    expect(card?.flags).toBeDefined();
    const a = await d.actor(hero);
    expect(a.statuses).toContain("zone");
    expect(num(a.source, "fragilite")).toBe(0);
  });

  it("R-STATE-2 an overpower 10 whose explosion is a 9 changes nothing", async () => {
    await d.rollTest(hero, { characteristic: "force", impactPoints: 1 }, { as: "player1", dice: [4, 10, 9] });
    expect((await d.actor(hero)).statuses).not.toContain("zone");
  });

  it("R-STATE-1 R-STATE-2 in La Zone the next roll has +1 surpuissance and ignores Agonie; leaving it adds no Fragilité nor Descente", async () => {
    await d.rollTest(hero, { characteristic: "force", impactPoints: 1 }, { as: "player1", dice: [4, 10, 10, 1] });
    // one mastery die and, from the state alone (no Impact spent), one overpower die: 3, then 6 keeps 6;
    // + Force 4 = 10 against the difficulty 10, Agonie 2 ignored (else 12 would be needed)
    const next = await d.rollTest(hero, { characteristic: "force", difficulty: 10 }, { as: "player1", dice: [3, 6] });
    expect([next?.result?.kept, next?.result?.total, next?.result?.success]).toEqual([6, 10, true]);
    expect(await d.setState(hero, "zone", false, { as: "player1" })).toBe(true);
    const a = await d.actor(hero);
    expect([a.statuses.includes("zone"), a.statuses.includes("descente"), num(a.source, "fragilite")]).toEqual([false, false, 0]);
  });

});

const num = (o: Record<string, unknown>, key: string): number => Number(o[key] ?? 0);
