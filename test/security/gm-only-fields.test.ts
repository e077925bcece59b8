/**
 * Fields a player's own actor holds but only a GM writes — a character's XP
 * (R-XP-1) and a group's members (R-MORAL-1) — tried from a player's console on the test world (a GM
 * client and two player clients; the server names the author of every update). A player's client refuses
 * both; what a patched client writes anyway on its own character is listed in the GM's change journal, while a
 * group's members (other players' characters) are written back by the GM. docs/security.md.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import { actor, createParty, gmJournal, journalLines, undoAsGm, warnings } from "./fixture";
import type { WorldActor } from "../world/classes";
import type { Client } from "../world/runtime";
import type * as Authority from "../../src/net/perform";
import type * as MoralRequest from "../../src/moral/request";
import type * as Store from "../../src/experience/store";

type Plain = Record<string, unknown>;
const g = globalThis as unknown as { Actor: { create(data: Plain): Promise<WorldActor> } };

let w: TestWorld;
let alice: Client;
let aude: string; // Alice's character
let bert: string; // Bruno's character
let perform: typeof Authority.perform;
let MORAL_ACTION: typeof MoralRequest.MORAL_ACTION;
let store: typeof Store;

type Xp = { total: number; spent: number; log: { kind: string; amount: number }[] };
const xp = (uuid: string) => (actor(uuid)._source.system as unknown as { xp: Xp }).xp;

beforeEach(async () => {
  ({ w, alice, aude, bert } = await createParty({}, { exaltation: 4 }));
  ({ perform } = await import("../../src/net/perform"));
  ({ MORAL_ACTION } = await import("../../src/moral/request"));
  store = await import("../../src/experience/store");
  await w.as(w.gm, () => store.addXpGain(actor(aude) as never, 10, "Arc"));
  await w.settle();
});

describe("XP totals change only through the GM-written log (R-XP-1)", () => {
  it("R-XP-1 a player's XP write carrying the log's old update option is refused with a message; nothing written", async () => {
    const before = structuredClone(xp(aude));
    expect(await w.as(alice, () => actor(aude).update({ "system.xp.total": 99999 }, { altherionXpLog: true }))).toBeUndefined();
    expect(xp(aude)).toEqual(before);
    expect(warnings(alice)).toMatch(/journal d'expérience/);
  });
  it("R-XP-1 deleting system.xp (v13 \"-=xp\") is refused with the message; the log and totals are kept", async () => {
    const before = structuredClone(xp(aude));
    expect(await w.as(alice, () => actor(aude).update({ "system.-=xp": null }))).toBeUndefined();
    expect(await w.as(alice, () => actor(aude).update({ system: { "-=xp": null } }))).toBeUndefined();
    await w.settle();
    expect(xp(aude)).toEqual(before);
    expect(warnings(alice)).toMatch(/journal d'expérience/);
  });
  it("R-XP-1 a player's XP write that skips its client's check is listed for the GM (the server names its author); Undo puts the totals back", async () => {
    const before = structuredClone(xp(aude));
    const model = actor(aude).system as unknown as { _preUpdate: unknown };
    const check = model._preUpdate;
    model._preUpdate = async () => undefined; // a console that patched its own client
    try {
      await w.as(alice, () => actor(aude).update({ "system.xp.total": 99999, "system.xp.log": [] }));
    } finally {
      model._preUpdate = check;
    }
    await w.settle();
    expect(xp(aude).total).toBe(99999);
    const [entry] = await gmJournal(w);
    expect([entry.userName, journalLines([entry])[0][1]]).toEqual(["Alice", "system.xp.total 10 → 99999"]);
    expect(entry.changes[0].path).toBe("system.xp.log");
    expect(await undoAsGm(w, entry.id)).toBeNull();
    expect(xp(aude)).toEqual(before);
  });
  it("R-XP-1 the GM's own XP writes are not listed; a later player bypass is listed from them, and undone to them", async () => {
    await w.as(w.gm, () => store.addXpGain(actor(aude) as never, 4, "Séance"));
    await w.settle();
    const after = structuredClone(xp(aude));
    expect(after.total).toBe(14);
    expect(await gmJournal(w)).toEqual([]);
    const model = actor(aude).system as unknown as { _preUpdate: unknown };
    const check = model._preUpdate;
    model._preUpdate = async () => undefined;
    try {
      await w.as(alice, () => actor(aude).update({ "system.xp.spent": 0, "system.xp.total": 500 }));
    } finally {
      model._preUpdate = check;
    }
    await w.settle();
    const entries = await gmJournal(w);
    expect(journalLines(entries)).toEqual([["system.xp.total 14 → 500"]]);
    expect(await undoAsGm(w, entries[0].id)).toBeNull();
    expect(xp(aude)).toEqual(after);
  });
});

describe("group membership is the GM's; owning a group is not owning its members (R-MORAL-1)", () => {
  async function ownedGroup(): Promise<WorldActor> {
    await w.as(w.gm, () => actor(bert).update({ "system.moral.desespoir": 1, "system.moral.espoir": 1 }));
    return w.as(w.gm, () => g.Actor.create({ name: "Groupe", type: "groupe", system: { membres: [aude] }, ownership: { default: 0, [alice.userId]: 3 } }));
  }
  const membres = (p: WorldActor) => (p._source.system as unknown as { membres: string[] }).membres;
  const moral = (uuid: string) => (actor(uuid)._source.system as unknown as { moral: { espoir: number; desespoir: number } }).moral;

  it("R-MORAL-1 a group's owner adding another player's character to system.membres is refused with a message; nothing written", async () => {
    const party = await ownedGroup();
    expect(await w.as(alice, () => party.update({ "system.membres": [aude, bert] }))).toBeUndefined();
    await w.settle();
    expect(membres(party)).toEqual([aude]);
    expect(warnings(alice)).toMatch(/Seul le Conteur change les membres, le Moral et la Fatalité d'un groupe/);
  });
  it("R-MORAL-1 a membership write that skips its client's check is written back by the GM", async () => {
    const party = await ownedGroup();
    const model = party.system as unknown as { _preUpdate: unknown };
    model._preUpdate = async () => undefined;
    await w.as(alice, () => party.update({ "system.membres": [aude, bert] }));
    await w.settle();
    expect(membres(party)).toEqual([aude]);
  });
  it("R-MORAL-8 a group's owner spending the personal points of a member it does not own is refused by the GM; nothing spent", async () => {
    const party = await ownedGroup();
    await w.as(w.gm, () => party.update({ "system.membres": [aude, bert] })); // Bert is a member, Bruno's character
    const refused = await w.as(alice, () => perform(MORAL_ACTION, { groupUuid: party.uuid, events: [
      { type: "spend", kind: "desespoir", memberId: bert, effect: "reussite-de-justesse", personal: true },
      { type: "spend", kind: "espoir", memberId: bert, effect: "bonus", personal: true },
    ] } as never, false));
    expect(refused).toBe("permission");
    expect(await w.as(alice, () => perform(MORAL_ACTION, { groupUuid: party.uuid, events: [{ type: "enter-apaisement", memberId: bert }] } as never, false))).toBe("permission");
    await w.settle();
    expect(moral(bert)).toEqual({ espoir: 1, desespoir: 1 });
    expect([...actor(bert).statuses]).toEqual([]);
  });
});
