/**
 * R-FORT-1 and R-FORT-2 on PP tests (achat ruleset, R-PP-7), played on the test world as a player and the GM
 * press the controls: the Fortune a player declares in the PP test dialog (bounded by its points, spent at once),
 * the GM's refusal on the PP card giving it back, and the Fatalité the GM takes from a PP test's critical failure
 * and spends as −1 on a chosen character's next PP test, used once. The world's PP die is a d10 so that the
 * scripted faces are the PP die's own faces.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld, type TestWorld } from "./world";
import type { WorldChatMessage } from "./classes";
import type { TestSpec } from "../../src/testing/driver";
import { setSkill } from "../../src/testing/scenes/helpers";
import { MORAL_GM_ACTIONS } from "../../src/applications/moral-dialogs";

let w: TestWorld;
let d: WorldDriver;
let hero = "";
let other = "";
let group = "";

type Source = { fortune: number };
const source = async (uuid: string) => (await d.actor(uuid)).source as unknown as Source;
const g = globalThis as unknown as { game: { messages: { get(id: string): WorldChatMessage | undefined } } };
/** The PP test a message carries, as rolled (its total before any answer of the GM). */
const ppOf = (id: string) => (g.game.messages.get(id)?.rolls[0]?.options as { altherionPp: { total: number; plan: { fortune: number; fatalite: number } } }).altherionPp;
const actions = async (id: string, seat: "gm" | "player1" = "gm") => (await d.card(id, seat)).buttons.map((b) => b.action);
/** Mêlée 40 on the world's d10. */
const MELEE = { skillNames: ["melee"] } as TestSpec;

beforeEach(async () => {
  w = await createTestWorld({ settings: { ruleset: "achat", ppTestDie: "1d10" } });
  d = new WorldDriver(w);
  hero = await d.createActor({ name: "Aude", type: "personnage", system: { fortune: 2 } }, { owner: "player1" });
  other = await d.createActor({ name: "Bran", type: "personnage" }, { owner: "player2" });
  group = await d.createActor({ name: "La Compagnie", type: "groupe", system: { membres: [hero, other] } });
  await setSkill(d, hero, "melee", 40, "gm");
  await setSkill(d, other, "melee", 40, "gm");
}, 60_000);

describe("Fortune on a PP test (R-FORT-1, R-PP-7)", () => {
  it("R-FORT-1 the player declares Fortune in the PP dialog: spent at once; only the GM answers; the refusal gives it back and takes it off the total", async () => {
    let offered: string | null = null;
    const card = await d.rollTestWithDialog(hero, { ...MELEE, difficulty: 47 } as TestSpec, (dialog) => {
      const field = dialog.form.querySelector<HTMLInputElement>("input[name=fortune]");
      offered = field?.max ?? null;
      if (field) field.value = "1";
      return dialog.press("roll");
    }, { as: "player1", dice: [6] });
    const id = card?.messageId ?? "";
    expect(offered).toBe("2"); // bounded by Aude's 2 Fortune
    expect(ppOf(id)).toMatchObject({ total: 6 + 40 + 1, plan: { fortune: 1 } });
    expect((await source(hero)).fortune).toBe(1);
    expect(await actions(id, "player1")).not.toContain("refuseFortune");
    expect(await actions(id)).toEqual(expect.arrayContaining(["acceptFortune", "refuseFortune"]));
    await d.pressCard(id, "refuseFortune", hero);
    await w.settle();
    expect((await source(hero)).fortune).toBe(2);
    const after = await d.card(id);
    expect(after.buttons.map((b) => b.action)).toEqual([]);
    expect(after.text).toContain("46"); // 47 − the refused Fortune
    expect(after.flags).toMatchObject({ altherion: { card: { fortuneDecision: "refused" } } });
    // The answer is given once: a second refusal is not offered, and the points stay as they are.
    await expect(d.pressCard(id, "refuseFortune", hero)).rejects.toThrow(/no button/);
    expect((await source(hero)).fortune).toBe(2);
  });

  it("R-FORT-1 an accepted Fortune stays spent; more Fortune than the actor has is refused and spends nothing", async () => {
    const card = await d.rollTest(hero, { ...MELEE, fortune: 2 } as TestSpec, { as: "player1", dice: [5] });
    await d.pressCard(card?.messageId ?? "", "acceptFortune", hero);
    await w.settle();
    expect((await source(hero)).fortune).toBe(0);
    expect(await d.rollTest(hero, { ...MELEE, fortune: 1 } as TestSpec, { as: "player1", dice: [] })).toBeNull();
    expect((await source(hero)).fortune).toBe(0);
  });

  it("R-PP-7 [I] a PP test's highest face is a critical success: the GM grants 1 Fortune from its card", async () => {
    const card = await d.rollTest(hero, MELEE, { as: "player1", dice: [10] });
    expect(await actions(card?.messageId ?? "", "player1")).not.toContain("grantFortune");
    await d.pressCard(card?.messageId ?? "", "grantFortune", hero);
    await w.settle();
    expect((await source(hero)).fortune).toBe(3);
  });
});

describe("Fatalité on a PP test (R-FORT-2, R-PP-7)", () => {
  it("R-FORT-2 the GM takes 1 Fatalité from a PP test's critical failure and spends it as −1 on the chosen character's next PP test, once", async () => {
    const failed = await d.rollTest(hero, MELEE, { as: "player1", dice: [1] });
    const id = failed?.messageId ?? "";
    expect(await actions(id, "player1")).not.toContain("takeFatalite");
    await d.pressCard(id, "takeFatalite", hero);
    await w.settle();
    expect(((await d.actor(group)).source as unknown as { fatalite: number }).fatalite).toBe(1);
    await w.as(w.gm, () => MORAL_GM_ACTIONS.fataliteSpend.call({}, {} as PointerEvent, { dataset: { group, member: other } } as unknown as HTMLElement));
    await w.settle();
    // Bran's next PP test takes −1, shown on its card; the one after does not.
    const next = await d.rollTest(other, MELEE, { as: "player2", dice: [6] });
    const later = await d.rollTest(other, MELEE, { as: "player2", dice: [6] });
    expect(ppOf(next?.messageId ?? "")).toMatchObject({ total: 45, plan: { fatalite: 1 } });
    expect(next?.text).toMatch(/Fatalité.*−1|Fatalité.*-1/);
    expect(ppOf(later?.messageId ?? "")).toMatchObject({ total: 46, plan: { fatalite: 0 } });
    // Aude's test was not touched.
    expect(ppOf((await d.rollTest(hero, MELEE, { as: "player1", dice: [6] }))?.messageId ?? "").total).toBe(46);
  });
});
