/**
 * R-MORAL-8, R-FORT-1 and R-FORT-2 played on the test world, as the GM and a player press the
 * controls: the GM's grant of personal Espoir/Désespoir (the sheet's and Moral panel's handler), the
 * Fortune a player declares in the roll dialog and the GM refuses (points given back), the Fatalité the
 * GM takes from a critical failure's card and spends as −1 on a chosen character's next roll.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld, type TestWorld } from "./world";
import type { TestSpec } from "../../src/testing/driver";
import { MORAL_GM_ACTIONS } from "../../src/applications/moral-dialogs";

let w: TestWorld;
let d: WorldDriver;
let hero = "";
let other = "";
let group = "";

type Source = { moral: { espoir: number; desespoir: number }; fortune: number; fatalite?: number };
const source = async (uuid: string) => (await d.actor(uuid)).source as unknown as Source;
/** Presses a GM Moral control (☀+ / ☾+ beside a member, "Spend 1 Fatalité on…") as the seat's client. */
const press = (seat: "gm" | "player1", action: "moralGrant" | "fataliteSpend", dataset: Record<string, string>) =>
  w.as(seat === "gm" ? w.gm : w.players[0], () => MORAL_GM_ACTIONS[action].call({}, {} as PointerEvent, { dataset } as unknown as HTMLElement));

beforeEach(async () => {
  w = await createTestWorld();
  d = new WorldDriver(w);
  // Exaltation 4: at most floor(4 / 2) = 2 personal points of each kind (R-MORAL-7).
  hero = await d.createActor({ name: "Aude", type: "personnage", system: { exaltation: 4, fortune: 2 } }, { owner: "player1" });
  other = await d.createActor({ name: "Bran", type: "personnage" }, { owner: "player2" });
  group = await d.createActor({ name: "La Compagnie", type: "groupe", system: { membres: [hero, other] } });
}, 60_000);

describe("GM grants of personal points (R-MORAL-8)", () => {
  it("R-MORAL-8 the GM grants a personal Espoir and a Désespoir; beyond floor(Exaltation / 2) an Espoir is lost", async () => {
    await press("gm", "moralGrant", { member: hero, kind: "espoir" });
    await press("gm", "moralGrant", { member: hero, kind: "desespoir" });
    await w.settle();
    expect((await source(hero)).moral).toEqual({ espoir: 1, desespoir: 1 });
    await press("gm", "moralGrant", { member: hero, kind: "espoir" });
    await press("gm", "moralGrant", { member: hero, kind: "espoir" });
    await w.settle();
    expect((await source(hero)).moral.espoir).toBe(2);
  });

  it("R-MORAL-8 a player's press of the grant control changes nothing", async () => {
    await press("player1", "moralGrant", { member: hero, kind: "espoir" });
    await w.settle();
    expect((await source(hero)).moral).toEqual({ espoir: 0, desespoir: 0 });
  });
});

describe("R-MORAL-7 personal caps follow Exaltation", () => {
  it("R-MORAL-7 the GM lowers Exaltation 4 → 2: the personal Espoir above the new cap is lost, the Désespoir above it goes to the group", async () => {
    for (const kind of ["espoir", "espoir", "desespoir", "desespoir"]) await press("gm", "moralGrant", { member: hero, kind });
    await w.settle();
    expect((await source(hero)).moral).toEqual({ espoir: 2, desespoir: 2 });
    const groupBefore = ((await d.actor(group)).source.moral as { desespoir: number }).desespoir;
    expect(await d.update(hero, { "system.exaltation": 2 })).toBe(true);
    await w.settle();
    expect((await source(hero)).moral).toEqual({ espoir: 1, desespoir: 1 });
    expect(((await d.actor(group)).source.moral as { desespoir: number }).desespoir).toBe(groupBefore + 1);
  });
});

describe("Fortune and Fatalité round trip (R-FORT-1, R-FORT-2)", () => {
  it("R-FORT-1 (rev 3) the GM may grant Fortune on a character's critical success, never on an NPC's", async () => {
    const brigand = await d.createActor({ name: "Brigand", type: "pnj" });
    const npc = await d.rollTest(brigand, { characteristic: "force" } as TestSpec, { dice: [10, 3] });
    expect(npc?.result?.critSuccess).toBe(true);
    expect((await d.card(npc?.messageId ?? "")).buttons.map((b) => b.action)).not.toContain("grantFortune");
    const pc = await d.rollTest(hero, { characteristic: "force" } as TestSpec, { as: "player1", dice: [10, 3] });
    expect(pc?.result?.critSuccess).toBe(true);
    expect((await d.card(pc?.messageId ?? "")).buttons.map((b) => b.action)).toContain("grantFortune");
  });

  it("R-FORT-1 Fortune declared by the player is spent at once; only the GM answers; a refusal gives it back", async () => {
    const card = await d.rollTest(hero, { characteristic: "force", difficulty: 30, fortune: 1 } as TestSpec, { as: "player1", dice: [6] });
    const total = card?.result?.total ?? 0;
    expect((await source(hero)).fortune).toBe(1);
    const mine = (await d.card(card?.messageId ?? "", "player1")).buttons.map((b) => b.action);
    expect(mine).not.toContain("refuseFortune");
    const gm = (await d.card(card?.messageId ?? "")).buttons.map((b) => b.action);
    expect(gm).toEqual(expect.arrayContaining(["acceptFortune", "refuseFortune"]));
    await d.pressCard(card?.messageId ?? "", "refuseFortune", hero);
    await w.settle();
    expect((await source(hero)).fortune).toBe(2);
    const after = await d.card(card?.messageId ?? "");
    expect(after.buttons.map((b) => b.action)).not.toContain("refuseFortune");
    expect(after.text).toContain(String(total - 1));
  });

  it("R-FORT-1 an accepted Fortune stays spent", async () => {
    const card = await d.rollTest(hero, { characteristic: "force", fortune: 1 } as TestSpec, { as: "player1", dice: [6] });
    await d.pressCard(card?.messageId ?? "", "acceptFortune", hero);
    await w.settle();
    expect((await source(hero)).fortune).toBe(1);
  });

  it("R-FORT-2 the GM takes 1 Fatalité from a critical failure card and spends it as −1 on the chosen character's next roll", async () => {
    const failed = await d.rollTest(hero, { characteristic: "force" }, { as: "player1", dice: [1, 3] });
    expect(failed?.result?.critFailure).toBe(true);
    expect((await d.card(failed?.messageId ?? "", "player1")).buttons.map((b) => b.action)).not.toContain("takeFatalite");
    await d.pressCard(failed?.messageId ?? "", "takeFatalite", hero);
    await w.settle();
    expect((await source(group)).fatalite).toBe(1);
    await press("gm", "fataliteSpend", { group, member: other });
    await w.settle();
    expect((await source(group)).fatalite).toBe(0);
    // Bran's next roll takes −1; the one after does not.
    const next = await d.rollTest(other, { characteristic: "force" }, { as: "player2", dice: [6] });
    const later = await d.rollTest(other, { characteristic: "force" }, { as: "player2", dice: [6] });
    expect((next?.result?.total ?? 0) - (later?.result?.total ?? 0)).toBe(-1);
    // Aude's roll was not touched.
    const aude = await d.rollTest(hero, { characteristic: "force" }, { as: "player1", dice: [6] });
    expect(aude?.result?.total).toBe(later?.result?.total);
  });
});
