/**
 * R-FIGHT-6 played on the test world: a character loses 1 Épuisement after [Épuisement] whole days
 * of full rest in a row, as the sheet's rest button asks for them (whole day + full rest ticked).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld } from "./world";

let d: WorldDriver;
let hero = "";
const FULL_DAY = { wholeDay: true, fullRest: true };
const track = async () => {
  const s = (await d.actor(hero)).source as { epuisement: number; joursRepos: number };
  return [s.epuisement, s.joursRepos];
};

beforeEach(async () => {
  d = new WorldDriver(await createTestWorld());
  hero = await d.createActor({ name: "Aude", type: "personnage", system: { epuisement: 2 } }, { owner: "player1" });
}, 60_000);

describe("losing Épuisement by rest (R-FIGHT-6)", () => {
  it("R-FIGHT-6 Épuisement 2: two whole days of full rest lose 1, then one more day loses the last", async () => {
    expect(await d.rest(hero, "normale", FULL_DAY, { as: "player1" })).toBe(true);
    expect(await track()).toEqual([2, 1]);
    await d.rest(hero, "normale", FULL_DAY, { as: "player1" });
    expect(await track()).toEqual([1, 0]);
    await d.rest(hero, "normale", FULL_DAY, { as: "player1" });
    expect(await track()).toEqual([0, 0]);
  });

  it("R-FIGHT-6 a rest that is not a whole day of full rest breaks the run", async () => {
    await d.rest(hero, "normale", FULL_DAY, { as: "player1" });
    await d.rest(hero, "normale", { fullRest: true }, { as: "player1" });
    expect(await track()).toEqual([2, 0]);
    await d.rest(hero, "normale", FULL_DAY, { as: "player1" });
    expect(await track()).toEqual([2, 1]);
  });
});
