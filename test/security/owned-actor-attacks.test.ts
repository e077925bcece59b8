/**
 * A player with a browser console: what a player could still change through documents
 * it owns — an Active Effect on a GM-only field, a compendium actor as a card's target, its usage record —
 * tried on the test world (a GM client and two player clients). docs/security.md, "GM-only fields"; what a
 * patched client writes on its own character is listed in the GM's change journal (docs/change-journal.md).
 */
import { describe, expect, it } from "vitest";
import { actor, createParty, gmJournal, undoAsGm, vitalite, warnings } from "./fixture";
import type { WorldActor } from "../world/classes";
import type * as Store from "../../src/experience/store";
import type * as Authority from "../../src/net/perform";

type Xp = { total: number; spent: number };
type EffectHost = WorldActor & { createEmbeddedDocuments(n: string, d: unknown[]): Promise<unknown> };

/** Aude with 10 XP from the GM, and Alice's request to buy Combativité +1 (25 XP, R-XP-3). */
async function tenXp() {
  const party = await createParty();
  const store: typeof Store = await import("../../src/experience/store");
  const { perform }: typeof Authority = await import("../../src/net/perform");
  await party.w.as(party.w.gm, () => store.addXpGain(actor(party.aude) as never, 10, "Arc"));
  await party.w.settle();
  const spend25 = () => perform(store.XP_LOG_ACTION, { actorUuid: party.aude, change: {
    op: "buy", purchase: { kind: "combativite" }, situation: { moment: "receipt", trainer: "none", ellipse: null },
  } } as never, false);
  return { ...party, store, spend25 };
}

describe("Active Effects on GM-only fields (R-XP-1)", () => {
  it("R-XP-1 an effect +5000 on system.xp.total is inert and the GM's XP check reads the stored total", async () => {
    const { w, alice, aude, store, spend25 } = await tenXp();
    await w.as(alice, () => (actor(aude) as EffectHost).createEmbeddedDocuments("ActiveEffect", [{ name: "Chance", changes: [{ key: "system.xp.total", mode: 2, value: "5000" }] }]));
    await w.settle();
    expect((actor(aude).system as unknown as { xp: Xp }).xp.total).toBe(10);
    const spend = await w.as(alice, spend25);
    await w.settle();
    expect({ spend, spent: (actor(aude)._source.system as unknown as { xp: Xp }).xp.spent }).toEqual({ spend: store.XP_NOT_ENOUGH, spent: 0 });
  });

  it("R-XP-1 the GM's XP check reads the stored totals even when the prepared ones were changed", async () => {
    const { w, alice, aude, store, spend25 } = await tenXp();
    (actor(aude).system as unknown as { xp: Xp }).xp.total = 5000; // prepared data the GM's client computed otherwise (a module, an effect)
    const spend = await w.as(alice, spend25);
    expect(spend).toBe(store.XP_NOT_ENOUGH);
  });
});

describe("a compendium actor is no card's target", () => {
  it("R-FIGHT-3 the GM applies no damage from a player's card to a compendium's actor", async () => {
    const { w, d, aude, garde } = await createParty({ aude: { skill: ["melee", 2], sword: true } });
    const uuid = "Compendium.altherion.exemples-acteurs.Actor.Q0wlweIsbwYa8h5v";
    const brigand = () => JSON.stringify((w.fromUuid(uuid) as unknown as WorldActor)._source.system);
    expect(w.fromUuid(uuid)).toBeTruthy();
    const before = brigand();
    const sword = actor(aude).items.find((i) => i.type === "arme")!.id;
    const card = await d.rollTest(aude, { itemId: sword, targets: [uuid, garde], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] });
    const garde0 = vitalite(garde);
    await d.pressCard(card!.messageId, "applyDamage", uuid, { as: "player1" });
    await d.pressCard(card!.messageId, "applyDamage", garde, { as: "player1" });
    expect({ brigand: brigand(), garde: garde0 - vitalite(garde) }).toEqual({ brigand: before, garde: 9 });
  });
});

describe("the usage record is the GM's (R-XP-7)", () => {
  it("R-XP-7 a player's write of its usage record (marks, bought this act) is refused; one that skips the check is listed for the GM, whose Undo puts it back", async () => {
    const { w, alice, aude } = await createParty();
    const usage = () => structuredClone(((actor(aude)._source.flags as Record<string, Record<string, unknown>> | undefined)?.altherion?.usage) ?? null);
    const before = usage();
    const forged = { version: 2, arc: 1, act: 1, current: { characteristics: ["force"], skills: ["melee"], oppositions: [{ skill: "melee", level: 9 }], moreCombativeEnemy: true, nearlyDied: true, rolls: 99, means: [] }, previous: null, bought: { characteristics: [], skills: [], domaines: [], combativite: false }, kept: [] };
    await w.as(alice, () => actor(aude).update({ "flags.altherion.usage": forged }));
    expect(warnings(alice)).toMatch(/Seul le Conteur change cette valeur/);
    const model = actor(aude).system as unknown as { _preUpdate: unknown };
    const check = model._preUpdate;
    model._preUpdate = async () => undefined; // a console that patched its own client
    try {
      await w.as(alice, () => actor(aude).update({ "flags.altherion.usage": forged }));
      await w.settle();
    } finally {
      model._preUpdate = check;
    }
    const [entry] = await gmJournal(w);
    expect(entry.changes.map((c) => c.path).every((p) => p.startsWith("flags.altherion.usage"))).toBe(true);
    expect(await undoAsGm(w, entry.id)).toBeNull();
    expect(JSON.stringify(usage())).toBe(JSON.stringify(before));
  });
});
