import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installFoundryStubs, notifications } from "../stubs/foundry";
import type { StubActor } from "../stubs/foundry";
import { heros } from "../fixtures/personnages";
import type { AltherionActor as ActorClass } from "../../src/documents/actor";
import type { PersonnageData as PersonnageClass } from "../../src/data/personnage";

// Behaviour methods against the stand-ins: each writes ONE update and toggles status effects.
let AltherionActor: typeof ActorClass;
let PersonnageData: typeof PersonnageClass;

type TestActor = InstanceType<typeof AltherionActor> & StubActor;

function makeActor(source = heros()): TestActor {
  const ActorClass = AltherionActor as unknown as new (name: string, type: string) => TestActor;
  const actor = new ActorClass("Aelis", "personnage");
  const DataClass = PersonnageData as unknown as new (s: unknown, o: { parent: unknown }) => { prepareDerivedData(): void };
  const system = new DataClass(source, { parent: actor });
  actor.system = system as never;
  system.prepareDerivedData();
  return actor;
}

beforeAll(async () => {
  installFoundryStubs();
  ({ AltherionActor } = await import("../../src/documents/actor"));
  ({ PersonnageData } = await import("../../src/data/personnage"));
});
beforeEach(() => { notifications.length = 0; });

describe("AltherionActor behaviour (stand-ins)", () => {
  it("applyDamage writes one system update and adds the defeat statuses", async () => {
    const actor = makeActor();
    await actor.applyDamage({ amount: 50, type: "physique" });
    expect(actor.updates).toHaveLength(1);
    expect(actor.updates[0]).toMatchObject({ "system.constitutions.vitalite.value": 0, "system.agonie": 1 });
    expect(actor.toggles).toEqual(expect.arrayContaining([{ id: "mort", active: true }, { id: "peril-vitalite", active: true }]));
  });

  it("a refused plan writes nothing and notifies", async () => {
    const actor = makeActor();
    await actor.spendPoints("impact", 9);
    expect(actor.updates).toHaveLength(0);
    expect(notifications).toEqual([{ level: "error", message: "ALTHERION.Actor.NotEnoughPoints" }]);
  });

  it("refreshPoints uses the derived maxima; enterState/leaveState toggle statuses", async () => {
    const actor = makeActor();
    await actor.refreshPoints("impact");
    expect(actor.updates[0]).toEqual({ "system.points.impact.value": 4 });
    await actor.enterState("flamboyance");
    expect(actor.statuses.has("flamboyance")).toBe(true);
    await actor.leaveState("flamboyance");
    expect(actor.updates[1]).toEqual({ "system.fragilite": 2 });
    expect(actor.statuses.has("descente")).toBe(true);
    expect(actor.statuses.has("flamboyance")).toBe(false);
  });

  it("the data model's _preUpdate refuses an invariant-breaking update with a notification", async () => {
    const actor = makeActor();
    const system = actor.system as unknown as { _preUpdate(c: unknown, o: unknown, u: unknown): Promise<boolean | void> };
    expect(await system._preUpdate({ system: { constitutions: { energie: { value: 49 } } } }, {}, {})).toBe(false);
    expect(notifications[0]?.message).toBe("ALTHERION.Validation.Constitution");
    expect(await system._preUpdate({ system: { fragilite: 2 } }, {}, {})).toBeUndefined();
  });

  it("R-XP-3 acceptItemDrop: an aptitude outside creation is the GM's purchase (test/security/aptitude-no-moment.test.ts): with no item it was dragged from, refused; its client creates nothing and writes no XP", async () => {
    const source = heros();
    source.creation.active = false;
    const actor = makeActor(source);
    const g = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
    Object.assign(actor, { uuid: "Actor.aelis", testUserPermission: () => true });
    Object.assign(g.game, { user: { id: "gm", isGM: true }, users: { activeGM: null } });
    g.fromUuid = async () => actor;
    const created = await actor.acceptItemDrop({ type: "aptitude", name: "Coup puissant", system: { tier: "superieure", prerequis: [] } });
    expect(created).toBeNull();
    expect(actor.items).toHaveLength(0);
    expect(notifications.map((n) => n.message)).toEqual(["ALTHERION.XP.Error.AptitudeSource"]);
    const xpWrites = (actor.updates as Record<string, unknown>[]).filter((u) => Object.keys(u).some((k) => k.startsWith("system.xp")));
    expect(xpWrites).toEqual([]);
  });
});
