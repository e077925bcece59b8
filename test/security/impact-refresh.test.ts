/**
 * R-CAR-5 [I] Impact and Résilience are refilled by the GM once creation is over (mayRefresh, src/rules/planners.ts),
 * and the owner could write system.points.*.value back up behind that rule, read on its own client. A player's raise
 * of either pool is refused on its client (data/gm-fields.ts poolRaiseRefused); a patched client's raise is listed in
 * the GM's change journal (journal/watch.ts), whose Undo takes it back; a rest that gives Résilience back is
 * carried out by the GM (documents/rest.ts). Spending and the honest refills still work, and are not listed.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "../world/world";
import { WorldDriver } from "../world/driver";
import type { WorldActor } from "../world/classes";
import { clients, type Client } from "../world/runtime";
import { gmJournal, journalLines, undoAsGm, warnings } from "./fixture";

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let aude: string;
type Pts = { spendPoints(p: string, n?: number): Promise<unknown>; refreshPoints(p?: string): Promise<unknown>; update(d: unknown): Promise<unknown> };
const actor = () => w.fromUuid(aude) as unknown as WorldActor & Pts;
const impact = () => (actor()._source.system as unknown as { points: { impact: { value: number } } }).points.impact.value;

beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice", "Bruno"] });
  d = new WorldDriver(w);
  [alice] = w.players;
  aude = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3, creation: { active: false } } }, { owner: "player1" });
  await w.as(w.gm, () => actor().refreshPoints());
  await w.as(alice, () => actor().spendPoints("impact", 1));
  await w.settle();
});

describe("Impact refilled by the player after creation", () => {
  it("R-CAR-5 a direct write of system.points.impact.value back to its max: refused on the player's client", async () => {
    const spentTo = impact();
    await w.as(alice, () => actor().update({ "system.points.impact.value": spentTo + 1 }).catch(() => undefined));
    await w.settle();
    expect(impact()).toBe(spentTo);
  });
  it("R-CAR-5 creation.active set back to true by the player, then ↻ Impact: refused", async () => {
    const spentTo = impact();
    await w.as(alice, () => actor().update({ "system.creation.active": true }).catch(() => undefined));
    await w.as(alice, () => actor().refreshPoints("impact"));
    await w.settle();
    expect(impact()).toBe(spentTo);
  });
});

type Points = Record<"impact" | "resilience" | "finesse", { value: number; max: number }>;
const stored = () => (actor()._source.system as unknown as { points: Points }).points;
const pools = () => [stored().impact.value, stored().resilience.value];
const maxima = () => {
  const p = (actor().system as unknown as { points: Points }).points;
  return [p.impact.max, p.resilience.max];
};

/** R-CON-8 R-CAR-5 the GM heals Aude's every wound (a rest then gives Résilience back), and Alice spends 2 Résilience. */
async function unwoundedLessTwoResilience(): Promise<void> {
  for (const key of ["vitalite", "energie", "confiance"]) await w.as(w.gm, () => (actor() as unknown as { heal(k: string, n: number): Promise<unknown> }).heal(key, 99));
  await w.as(alice, () => actor().spendPoints("resilience", 2));
  await w.settle();
}

/** Runs `fn` on Alice's client with its data model's check skipped (a console that patched its own client). */
async function patched(fn: () => Promise<unknown>): Promise<void> {
  const model = actor().system as unknown as { _preUpdate: unknown };
  const check = model._preUpdate;
  model._preUpdate = async () => undefined;
  try {
    await w.as(alice, fn);
  } finally {
    model._preUpdate = check;
  }
  await w.settle();
}

describe("a player's raise of Impact or Résilience once creation is over (R-CAR-5 [I])", () => {
  it("R-CAR-5 every form of a raise (dotted, nested, replaced, deleted, Résilience) is refused on the player's client with a message", async () => {
    await w.as(alice, () => actor().spendPoints("resilience", 2));
    const before = pools();
    const tries = [
      { system: { points: { impact: { value: 3 } } } },
      { "system.points.resilience.value": 3 },
      { "system.points": { impact: { value: 3 }, resilience: { value: 3 }, finesse: { value: 0 } } },
      { "system.points.==impact": { value: 3 } },
      { "system.points.-=resilience": null },
    ];
    for (const changes of tries) expect(await d.update(aude, changes, { as: "player1" }), JSON.stringify(changes)).toBe(false);
    await w.settle();
    expect(pools()).toEqual(before);
    expect(warnings(alice)).toMatch(/Seul le Conteur rend tous les points d'Impact/);
  });

  it("R-CAR-5 a patched client's raise is listed for the GM from the value it last saw, spends included; Undo takes it back", async () => {
    await w.as(alice, () => actor().spendPoints("resilience", 1));
    await w.settle();
    const before = pools();
    await patched(() => actor().update({ "system.points.impact.value": 3, "system.points.resilience.value": 3 }));
    expect(pools()).toEqual([3, 3]);
    const entries = await gmJournal(w);
    expect(journalLines(entries)).toEqual([[`system.points.impact.value ${before[0]} → 3`, `system.points.resilience.value ${before[1]} → 3`]]);
    expect(await undoAsGm(w, entries[0].id)).toBeNull();
    expect(pools()).toEqual(before);
  });

  it("R-CAR-5 a patched client reopening creation and refilling in one write: both listed, so is its next refill; Undo closes creation again", async () => {
    const before = pools();
    await patched(() => actor().update({ "system.creation.active": true, "system.points.impact.value": 3 }));
    await w.as(alice, () => actor().spendPoints("impact", 1));
    await patched(() => actor().update({ "system.points.impact.value": 3 }));
    const entries = await gmJournal(w);
    expect(journalLines(entries)).toEqual([["system.creation.active false → true", `system.points.impact.value ${before[0]} → 3`], ["system.points.impact.value 2 → 3"]]);
    expect(await undoAsGm(w, entries[1].id)).toBeNull();
    expect(await undoAsGm(w, entries[0].id)).toBe("ALTHERION.ChangeJournal.Refused.ChangedSince"); // Impact is 2 now, not the entry's 3
    expect([pools()[0], (actor()._source.system as unknown as { creation: { active: boolean } }).creation.active]).toEqual([2, true]);
  });

  it("R-CAR-5 R-CON-8 Bruno asking the GM to rest Aude (its Résilience back) is refused: nothing written", async () => {
    await unwoundedLessTwoResilience();
    const before = structuredClone(actor()._source.system);
    const { perform } = await import("../../src/net/perform");
    const { REST_ACTION } = await import("../../src/documents/rest");
    const refused = await w.as(w.players[1], () => perform(REST_ACTION, { actorUuid: aude, rank: "rapide", options: { badSleep: false, wholeDay: true, fullRest: true } }, false));
    await w.settle();
    expect([refused, actor()._source.system]).toEqual(["ALTHERION.Chat.Error.NotAllowed", before]);
  });

  it("R-CAR-5 an Active Effect of the player's on a pool's value or maximum is refused; the maxima stay derived", async () => {
    const before = maxima();
    const effect = (key: string) => ({ name: "Réserve", changes: [{ key, mode: 2, value: "5" }] });
    for (const key of ["system.points.impact.value", "system.points.resilience.max"]) {
      const made = await w.as(alice, () => (actor() as unknown as { createEmbeddedDocuments(t: string, d: unknown[]): Promise<unknown[]> }).createEmbeddedDocuments("ActiveEffect", [effect(key)]).catch(() => []));
      expect(made ?? [], key).toEqual([]);
    }
    await w.settle();
    expect([maxima(), actor().effects.size]).toEqual([before, 0]);
  });
});

describe("the honest ways Impact and Résilience move once creation is over (R-CAR-5)", () => {
  it("R-CAR-5 R-DICE-4 the player's own roll spends its Impact, and the spend stays", async () => {
    const before = impact();
    const card = await d.rollTest(aude, { characteristic: "force", complexity: 0, impactPoints: 1 } as never, { as: "player1", dice: [6, 6] });
    await w.settle();
    expect([card !== null, impact()]).toEqual([true, before - 1]);
  });

  it("R-CAR-5 R-CON-8 a player's rest with no scars nor wounds gives Résilience back, through the GM", async () => {
    await unwoundedLessTwoResilience();
    expect(await d.rest(aude, "normale", {}, { as: "player1" })).toBe(true);
    await w.settle();
    expect(stored().resilience.value).toBe(maxima()[1]);
  });

  it("[I] R-CAR-5 with no GM connected, that rest is refused with a message and writes nothing; one that gives no Résilience back is made", async () => {
    await unwoundedLessTwoResilience();
    const before = structuredClone(actor()._source.system);
    const at = clients.indexOf(w.gm);
    clients.splice(at, 1);
    try {
      expect(await d.rest(aude, "normale", {}, { as: "player1" })).toBe(false);
      expect(actor()._source.system).toEqual(before);
      expect(warnings(alice)).toMatch(/Un repos qui rend la Résilience passe par le Conteur/);
      await w.as(alice, () => actor().update({ "system.constitutions.vitalite.value": 1 }));
      expect(await d.rest(aude, "normale", {}, { as: "player1" })).toBe(true);
      expect(stored().resilience.value).toBe((before as { points: Points }).points.resilience.value);
    } finally {
      clients.splice(at, 0, w.gm);
    }
  });

  it("R-CAR-5 the GM's ↻ and direct writes refill; during creation the player's ↻ does; Finesse is the player's: none of it is listed", async () => {
    expect(await d.refreshPoints(aude, "impact", { as: "gm" })).toBe(true);
    await w.as(alice, () => actor().spendPoints("resilience", 1));
    expect(await d.update(aude, { "system.points.resilience.value": maxima()[1] }, { as: "gm" })).toBe(true);
    await w.as(alice, () => actor().spendPoints("finesse", 1));
    expect(await d.refreshPoints(aude, "finesse", { as: "player1" })).toBe(true);
    await w.settle();
    expect(pools()).toEqual(maxima());
    expect(await d.update(aude, { "system.creation.active": true }, { as: "gm" })).toBe(true);
    await w.as(alice, () => actor().spendPoints("impact", 1));
    expect(await d.refreshPoints(aude, undefined, { as: "player1" })).toBe(true);
    await w.settle();
    expect(pools()).toEqual(maxima());
    expect(await gmJournal(w)).toEqual([]);
  });
});
