/**
 * R-XP-3 the spending moments opened by the GM, played on the test world: the Award XP tool opens Réception,
 * the Ellipse tool Entraînement (with its ellipse) and posts its summary card (R-XP-6); the player's Spend XP
 * flow offers only the moments open for its character; the GM closes them from the Ellipse tool.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld, type TestWorld } from "./world";
import type * as Moments from "../../src/experience/moments";

let w: TestWorld;
let d: WorldDriver;
let moments: typeof Moments;
let hero = "";
let id = "";
type Spend = { element?: HTMLElement | null; options: { actions?: Record<string, unknown> } };
const g = () => (globalThis as unknown as { game: { altherion: { experience: { spend(a: unknown): Spend | null; ellipse(): Promise<Spend> } } } }).game;
const offered = async (): Promise<string[]> => {
  const app = w.as(w.players[0], () => g().altherion.experience.spend(w.fromUuid(hero)));
  await w.settle();
  return Array.from(app?.element?.querySelectorAll("select[name=moment] option") ?? []).map((o) => (o as HTMLOptionElement).value);
};

beforeEach(async () => {
  w = await createTestWorld();
  d = new WorldDriver(w);
  moments = await import("../../src/experience/moments");
  hero = await d.createActor({ name: "Aude", type: "personnage", system: { epuisement: 1 } }, { owner: "player1" });
  id = hero.split(".").pop() ?? "";
}, 60_000);

describe("R-XP-3 the GM opens the spending moments", () => {
  it("R-XP-3 before anything only the Espoir moment is offered; the award opens Réception", async () => {
    expect(await offered()).toEqual(["", "espoir"]);
    await d.awardXp({ "award.danger": 1, "award.bonus.participated": true, [`characters.${id}`]: true });
    expect(moments.openMomentOf(hero)).toEqual({ moment: "receipt", ellipse: null });
    expect(await offered()).toEqual(["", "espoir", "receipt"]);
  });

  it("R-XP-3 R-XP-6 the ellipse replaces it by Entraînement in its ellipse, posts its summary card; the GM closes the moments", async () => {
    await d.ellipse({ ellipse: "moyenne", weeks: 2, giveXp: true, [`characters.${id}`]: true });
    expect(moments.openMomentOf(hero)).toEqual({ moment: "training", ellipse: "moyenne" });
    expect(await offered()).toEqual(["", "training", "espoir"]);
    const card = (await d.messages("player1")).pop();
    expect(card?.text).toContain("Aude");
    expect(card?.text).toContain("1 → 0");
    const tool = await w.as(w.gm, () => g().altherion.experience.ellipse());
    await w.settle();
    expect(tool.element?.textContent).toContain("Aude");
    const close = tool.options.actions?.closeMoments as ((this: unknown) => Promise<void>) | undefined;
    await w.as(w.gm, () => close?.call(tool));
    await w.settle();
    expect(moments.openMomentList()).toEqual([]);
    expect(await offered()).toEqual(["", "espoir"]);
  });
});
