/**
 * A player with a browser console: a player the world lets create actors (Foundry's
 * "Create New Actors" permission; the creation wizard opens for a player's own new character) makes
 * one with GM-only fields already set — XP, a group's members. Refused on its client. From a patched
 * client, a character is its player's: it is listed in the GM's change journal, whose Undo puts the initial
 * values; a group's members name other players' characters, so the GM writes the group's initial values at
 * once. Tried on the test world (a GM client and two player clients). docs/security.md, "GM-only fields".
 */
import { describe, expect, it } from "vitest";
import { CARAC_3, actor, createParty, gmJournal, journalLines, undoAsGm, warnings } from "./fixture";
import type { WorldActor } from "../world/classes";
import { worldPermissions } from "../world/documents";
import type * as Models from "../../src/data/index";
import type * as Store from "../../src/experience/store";
import type * as Authority from "../../src/net/perform";
import type * as MoralRequest from "../../src/moral/request";

type Xp = { total: number; spent: number };

describe("GM-only fields on a player's new actor (Foundry's \"Create New Actors\" permission)", () => {
  const g = globalThis as unknown as { Actor: { create(data: Record<string, unknown>): Promise<WorldActor | undefined> } };
  async function creatingParty() {
    const party = await createParty({}, { exaltation: 4 });
    worldPermissions.playersCreateActors = true;
    return party;
  }

  it("R-XP-1 a character a player creates with 5000 XP is refused with a message; one with none is made", async () => {
    const { w, alice } = await creatingParty();
    const riche = await w.as(alice, () => g.Actor.create({ name: "Riche", type: "personnage", system: { caracteristiques: CARAC_3, xp: { total: 5000, spent: 0, log: [] } } }));
    const pauvre = await w.as(alice, () => g.Actor.create({ name: "Pauvre", type: "personnage", system: { caracteristiques: CARAC_3 } }));
    await w.settle();
    expect({ riche, pauvre: Boolean(pauvre) }).toEqual({ riche: undefined, pauvre: true });
    expect(warnings(alice)).toMatch(/Seul le Conteur donne à un nouvel acteur/);
  });

  it("R-XP-1 R-MORAL-1 a creation that skipped its client's check: the character is listed for the GM (Undo: no XP), the group gets its initial values from the GM", async () => {
    const { w, alice, bert } = await creatingParty();
    const { PersonnageData, GroupeData }: typeof Models = await import("../../src/data/index");
    const models = [PersonnageData, GroupeData].map((m) => m.prototype as unknown as { _preCreate: unknown });
    const checks = models.map((m) => m._preCreate);
    for (const m of models) m._preCreate = async () => undefined; // a console that patched its own client
    try {
      const riche = await w.as(alice, () => g.Actor.create({ name: "Riche", type: "personnage", ownership: { default: 0, [alice.userId]: 3 }, system: { caracteristiques: CARAC_3, xp: { total: 5000, spent: 0, log: [] } } }));
      const party = await w.as(alice, () => g.Actor.create({ name: "Faux groupe", type: "groupe", system: { membres: [bert] } }));
      await w.settle();
      expect((party!._source.system as unknown as { membres: string[] }).membres).toEqual([]);
      const [entry] = await gmJournal(w);
      expect([entry.kind, entry.actorName, journalLines([entry])[0]]).toEqual(["created", "Riche", ["system.xp.total 0 → 5000"]]);
      expect(await undoAsGm(w, entry.id)).toBeNull();
      expect((riche!._source.system as unknown as { xp: Xp }).xp.total).toBe(0);
    } finally {
      models.forEach((m, i) => { m._preCreate = checks[i]; });
    }
  });

  it("R-MORAL-1 a group a player creates naming another player's character is refused", async () => {
    const { w, alice, bert } = await creatingParty();
    const party = await w.as(alice, () => g.Actor.create({ name: "Faux groupe", type: "groupe", system: { membres: [bert], moral: { espoir: 0, desespoir: 1 } } }));
    expect(party).toBeUndefined();
    expect(warnings(alice)).toMatch(/Seul le Conteur donne à un nouvel acteur/);
  });
});

describe("what the GM does with a forged new actor", () => {
  const g = globalThis as unknown as { Actor: { create(data: Record<string, unknown>): Promise<WorldActor | undefined> } };
  /** A party whose players may create actors, and a creation from a client whose data models' checks were patched out. */
  async function patchedCreation() {
    const party = await createParty({}, { exaltation: 4 });
    worldPermissions.playersCreateActors = true;
    const { PersonnageData, GroupeData }: typeof Models = await import("../../src/data/index");
    const models = [PersonnageData, GroupeData].map((m) => m.prototype as unknown as { _preCreate: unknown });
    const create = async (data: Record<string, unknown>) => {
      const checks = models.map((m) => m._preCreate);
      for (const m of models) m._preCreate = async () => undefined; // a console that patched its own client
      try {
        return (await party.w.as(party.alice, () => g.Actor.create(data)))!;
      } finally {
        models.forEach((m, i) => { m._preCreate = checks[i]; });
      }
    };
    return { ...party, create };
  }

  it("R-XP-1 R-XP-3 a character created with 5000 XP is listed for the GM; once undone, the GM's purchase finds no XP", async () => {
    const { w, create } = await patchedCreation();
    const store: typeof Store = await import("../../src/experience/store");
    const { perform }: typeof Authority = await import("../../src/net/perform");
    const riche = await create({ name: "Riche", type: "personnage", system: { caracteristiques: CARAC_3, xp: { total: 5000, spent: 0, log: [] } } });
    await w.settle();
    const [entry] = await gmJournal(w);
    expect(await undoAsGm(w, entry.id)).toBeNull();
    const spend = await w.as(w.players[0], () => perform(store.XP_LOG_ACTION, { actorUuid: riche.uuid, change: {
      op: "buy", purchase: { kind: "combativite" }, situation: { moment: "receipt", trainer: "none", ellipse: null },
    } } as never, false));
    await w.settle();
    const xp = (actor(riche.uuid)._source.system as unknown as { xp: Xp }).xp;
    expect({ spend, total: xp.total, spent: xp.spent }).toEqual({ spend: store.XP_NOT_ENOUGH, total: 0, spent: 0 });
  });

  it("R-MORAL-1 R-MORAL-8 a group created naming another player's character, already Tourmenté: the GM writes nothing on that character", async () => {
    const { w, d, alice, bert, create } = await patchedCreation();
    const { MORAL_ACTION }: typeof MoralRequest = await import("../../src/moral/request");
    const { perform }: typeof Authority = await import("../../src/net/perform");
    await w.as(w.gm, () => d.setSetting("playersGainMoral", true));
    const party = await create({ name: "Faux groupe", type: "groupe", system: { membres: [bert], moral: { espoir: 0, desespoir: 1 }, fatalite: 0 } });
    await w.settle();
    await w.as(alice, () => perform(MORAL_ACTION, { groupUuid: party.uuid, events: [{ type: "gain", kind: "desespoir" }] } as never, false));
    await w.settle();
    const membres = (actor(party.uuid)._source.system as unknown as { membres: string[] }).membres;
    const bertMoral = (actor(bert)._source.system as unknown as { moral: { desespoir: number } }).moral;
    expect({ membres, desespoir: bertMoral.desespoir }).toEqual({ membres: [], desespoir: 0 });
  });
});
