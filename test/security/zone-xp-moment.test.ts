/**
 * Issue 13 (console review 2, hole 3): La Zone (a special state, R-STATE-1) opens the « état spécial » XP moment,
 * free of Espoir and of any GM-opened moment. A player owns its character's effects and could enter La Zone
 * without the roll (an Active Effect with statuses ["zone"], enterState / toggleStatusEffect on its own actor);
 * the GM's purchase reads only the special states it vouched for (experience/special-state.ts). Each attack
 * asserts the SAFE behaviour; the honest paths (La Zone from its roll, a GM applying it) still sell.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "../world/world";
import { WorldDriver } from "../world/driver";
import type { WorldActor } from "../world/classes";
import type { Client } from "../world/runtime";
import { setSkill } from "../../src/testing/scenes/helpers";
import type * as Store from "../../src/experience/store";

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
const ETAT_SPECIAL = { moment: "etat-special", trainer: "none", ellipse: null } as const;
let store: typeof Store;
let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let aude: string;
type ZoneActor = WorldActor & { enterState(id: string): Promise<unknown>; toggleStatusEffect(id: string, o?: { active?: boolean }): Promise<unknown>; createEmbeddedDocuments(n: string, d: unknown[]): Promise<unknown> };
const actor = () => w.fromUuid(aude) as unknown as ZoneActor;
const src = () => actor()._source.system as unknown as { xp: { spent: number }; caracteristiques: { force: number } };
const record = () => (actor()._source.flags as { altherion?: { etatsSpeciaux?: unknown } }).altherion?.etatsSpeciaux ?? [];
const buyForce = async (client: Client) => {
  const r = await w.as(client, () => store.buyXp(actor() as never, { kind: "characteristic", id: "force" } as never, ETAT_SPECIAL as never));
  await w.settle();
  return { r, spent: src().xp.spent, force: src().caracteristiques.force };
};
const REFUSED = { r: "ALTHERION.XP.Error.NotAllowedNow", spent: 0, force: 3 };
const SOLD = { r: null, spent: 5, force: 4 };

beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice", "Bruno"] });
  store = await import("../../src/experience/store");
  d = new WorldDriver(w);
  [alice] = w.players;
  aude = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3, creation: { active: false }, points: { impact: { value: 3 } } } }, { owner: "player1" });
  await setSkill(d, aude, "melee", 2, "gm"); // out of creation: the GM's (« Progression gardée par le Conteur »)
  await w.as(w.gm, () => store.addXpGain(actor() as never, 30, "Arc"));
  await w.as(w.gm, () => store.dispatchUsage(actor() as never, { type: "mark", skill: "melee", characteristic: "force", opposition: 5 }));
  await w.settle(); // no moment opened by the GM
});

describe("review cheat2: La Zone without its roll opens no XP moment (R-STATE-1, R-XP-3)", () => {
  it("R-STATE-1 R-XP-3 a player puts its own character in La Zone by hand, then buys Force at « état spécial »: refused, nothing spent", async () => {
    await w.as(alice, () => actor().createEmbeddedDocuments("ActiveEffect", [{ name: "Zone", statuses: ["zone"] }]));
    await w.settle();
    expect(await buyForce(alice)).toEqual(REFUSED);
  });

  it("R-STATE-1 R-XP-3 La Zone entered from the sheet or the token HUD by the player (enterState, toggleStatusEffect): it plays, and opens no moment", async () => {
    await w.as(alice, () => actor().enterState("zone"));
    await w.settle();
    expect(actor().statuses.has("zone")).toBe(true);
    expect(await buyForce(alice)).toEqual(REFUSED);
    await w.as(alice, () => actor().toggleStatusEffect("zone", { active: false }));
    await w.as(alice, () => actor().toggleStatusEffect("acharnement", { active: true }));
    await w.settle();
    expect(await buyForce(alice)).toEqual(REFUSED);
  });

  it("R-STATE-1 R-XP-3 the GM's record is a GM-only field: a player's write of it is refused, and its home-made state still opens nothing", async () => {
    await w.as(alice, () => actor().enterState("zone"));
    await w.settle();
    const effet = actor().effects.find((e) => e.statuses.has("zone"))?.id;
    expect(await d.update(aude, { "flags.altherion.etatsSpeciaux": [{ etat: "zone", effet }] }, { as: "player1" })).toBe(false);
    await w.settle();
    expect(record()).toEqual([]);
    expect(await buyForce(alice)).toEqual(REFUSED);
  });

  it("R-STATE-2 R-XP-3 a copy of Alice's roll forged to claim La Zone (its dice a 10 then a 9) puts no one in La Zone: the GM replays its dice", async () => {
    const card = await d.rollTest(aude, { characteristic: "force", impactPoints: 1 }, { as: "player1", dice: [4, 10, 9] });
    await w.settle();
    const g = globalThis as unknown as { game: { messages: { get(id: string): { content: string; rolls: { toJSON(): unknown }[] } } }; ChatMessage: { create(d: unknown): Promise<unknown> } };
    const roll = structuredClone(g.game.messages.get(card!.messageId).rolls[0].toJSON()) as { options: { altherion: { result: { zone?: boolean } } } };
    roll.options.altherion.result.zone = true;
    await w.as(alice, () => g.ChatMessage.create({ content: g.game.messages.get(card!.messageId).content, rolls: [JSON.stringify(roll)] }));
    await w.settle();
    expect({ zone: actor().statuses.has("zone"), record: record() }).toEqual({ zone: false, record: [] });
    expect(await buyForce(alice)).toEqual(REFUSED);
  });

  it("R-STATE-1 R-XP-3 with the progression guard off (a player may change its effects), a player who turns a GM-applied state's effect off and on again leaves it unvouched", async () => {
    await w.as(w.gm, () => d.setSetting("progressionGuard", false));
    await w.as(w.gm, () => actor().toggleStatusEffect("zone", { active: true }));
    await w.settle();
    const effect = actor().effects.find((e) => e.statuses.has("zone"))!;
    await w.as(alice, () => effect.update({ disabled: true }));
    await w.as(alice, () => effect.update({ disabled: false }));
    await w.settle();
    expect(record()).toEqual([]);
    expect(await buyForce(alice)).toEqual(REFUSED);
  });
});

describe("the honest paths: La Zone from its roll, a GM applying a state (R-STATE-1, R-STATE-2, R-XP-3)", () => {
  it("R-STATE-2 R-XP-3 La Zone entered by its roll (replayed by the GM) lets the player buy Force at « état spécial »; once left, the moment is gone", async () => {
    await d.rollTest(aude, { characteristic: "force", impactPoints: 1 }, { as: "player1", dice: [4, 10, 10, 1] });
    await w.settle();
    expect(actor().statuses.has("zone")).toBe(true);
    expect(record()).toEqual([{ etat: "zone", effet: actor().effects.find((e) => e.statuses.has("zone"))?.id }]);
    expect(await buyForce(alice)).toEqual(SOLD);
    expect(await d.setState(aude, "zone", false, { as: "player1" })).toBe(true);
    await w.settle();
    expect(record()).toEqual([]); // cleared when the state ends
    await w.as(w.gm, () => store.dispatchUsage(actor() as never, { type: "new-act" }));
    await w.settle();
    expect((await buyForce(alice)).r).toBe("ALTHERION.XP.Error.NotAllowedNow");
  });

  it("R-STATE-1 R-XP-3 [I] a GM toggling La Zone from the token HUD vouches for it: the player buys at « état spécial »", async () => {
    await w.as(w.gm, () => actor().toggleStatusEffect("zone", { active: true }));
    await w.settle();
    expect(await buyForce(alice)).toEqual(SOLD);
  });
});
