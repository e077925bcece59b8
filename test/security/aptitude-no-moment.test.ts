/**
 * An aptitude purchase (the XP action's buy {kind: "aptitude"}), tried from a player's console, goes through the
 * rules on the GM: a moment, and the R-XP-4 ellipse + trainer for an aptitude hors classe. The GM reads the
 * aptitude it copies, the character's classes and the open moment itself and runs the rules' verdict
 * (experience/purchase.ts planAptitude), and creates the copy with the entry; a drop out of creation is that
 * purchase (a player's own aptitude copy is refused). Each attack asserts the SAFE behaviour; the honest paths
 * (a trained aptitude with ellipse + trainer, an aptitude of an owned class at Réception) still sell.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "../world/world";
import { WorldDriver } from "../world/driver";
import type { WorldActor } from "../world/classes";
import type { Client } from "../world/runtime";
import type * as Authority from "../../src/net/perform";
import type * as Store from "../../src/experience/store";
import type * as Moments from "../../src/experience/moments";

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
const ECHO = ["exemples", "cq43OsMaPDU098v9"] as const; // Écho primordial, héroïque (20 XP), of the Arcaniste class
let perform: typeof Authority.perform;
let store: typeof Store;
let moments: typeof Moments;
let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let aude: string;
let frappe: string; // a world aptitude of the Guerrier class (the GM's: Alice cannot edit it)
type Entry = { kind: string; amount: number; target: string; reason: string };
const actor = () => w.fromUuid(aude) as unknown as WorldActor & { createEmbeddedDocuments(n: string, d: unknown[]): Promise<{ id: string }[]> };
const xp = () => (actor()._source.system as unknown as { xp: { spent: number; log: Entry[] } }).xp;
const spent = () => xp().spent;
const aptitudes = () => actor().items.filter((i) => i.type === "aptitude").map((i) => i.name);
const g = () => globalThis as unknown as { Item: { create(data: unknown): Promise<{ uuid: string }> } };
const buyAptitude = async (client: Client, source: string, situation: Record<string, unknown>) => {
  const r = await w.as(client, () => perform(store.XP_LOG_ACTION, { actorUuid: aude, change: { op: "buy", purchase: { kind: "aptitude", source }, situation } } as never, false));
  await w.settle();
  return r;
};
const warnings = (c: Client) => c.notifications.map((n) => n.message).join(" | ");

beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice", "Bruno"] });
  ({ perform } = await import("../../src/net/perform"));
  store = await import("../../src/experience/store");
  moments = await import("../../src/experience/moments");
  d = new WorldDriver(w);
  [alice] = w.players;
  aude = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3, creation: { active: false } } }, { owner: "player1" });
  await w.as(w.gm, () => store.addXpGain(actor() as never, 30, "Arc"));
  frappe = (await w.as(w.gm, () => g().Item.create({ name: "Frappe héroïque", type: "aptitude", system: { tier: "heroique", classe: "Guerrier" }, ownership: { default: 2 } }))).uuid; // the GM's, shared with the players (Observer): a trusted source
  await w.settle(); // no moment open
});

describe("an aptitude bought outside any moment (R-XP-3, R-XP-4)", () => {
  it("R-XP-3 R-XP-4 an aptitude of a class Aude lacks, bought with no moment, no ellipse, no trainer: refused, nothing spent", async () => {
    const r = await buyAptitude(alice, frappe, { moment: null, trainer: "none", ellipse: null });
    expect({ r, spent: spent(), aptitudes: aptitudes() }).toEqual({ r: "ALTHERION.XP.Error.NotAllowedNow", spent: 0, aptitudes: [] });
  });

  it("R-XP-4 hors classe: at a Réception (no ellipse), at the GM's minor Entraînement without a trainer, at a medium one with a trainer: refused, nothing spent", async () => {
    await w.as(w.gm, () => moments.openMoments([aude], "receipt"));
    expect(await buyAptitude(alice, frappe, { moment: "receipt", trainer: "trainer", ellipse: "mineure" })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    await w.as(w.gm, () => moments.openMoments([aude], "training", "mineure"));
    expect(await buyAptitude(alice, frappe, { moment: "training", trainer: "none", ellipse: "mineure" })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    await w.as(w.gm, () => moments.openMoments([aude], "training", "moyenne"));
    expect(await buyAptitude(alice, frappe, { moment: "training", trainer: "trainer", ellipse: "mineure" })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 0, aptitudes: [] });
  });

  it("R-XP-3 an aptitude the player may edit (its own world item) or made up by hand is not a source: refused, nothing created", async () => {
    const own = (await w.as(w.gm, () => g().Item.create({ name: "Frappe maison", type: "aptitude", system: { tier: "fondatrice" }, ownership: { default: 0, [alice.userId]: 3 } }))).uuid;
    await w.as(w.gm, () => moments.openMoments([aude], "receipt"));
    expect(await buyAptitude(alice, own, { moment: "receipt", trainer: "none", ellipse: null })).toBe("ALTHERION.Actor.ProgressionItemSource");
    await d.dropItem(aude, { name: "Frappe héroïque", type: "aptitude", system: { tier: "fondatrice" } }, { as: "player1", confirm: true });
    await w.settle();
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 0, aptitudes: [] });
    expect(warnings(alice)).toMatch(/depuis un compendium/);
  });

  it("R-XP-3 the drop is the purchase: dropped with no moment open, Écho primordial is refused and not created; a player's own copy of it is refused too", async () => {
    const echo = await d.compendiumItem(...ECHO);
    await w.as(w.gm, () => actor().createEmbeddedDocuments("Item", [{ name: "Arcaniste", type: "classe", system: {} }]));
    await d.dropItem(aude, echo, { as: "player1", confirm: true });
    await w.settle();
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 0, aptitudes: [] });
    const { uuid, ...data } = echo;
    await w.as(alice, () => actor().createEmbeddedDocuments("Item", [{ ...data, _stats: { compendiumSource: uuid } }]).catch(() => []));
    await w.settle();
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 0, aptitudes: [] });
    expect(warnings(alice)).toMatch(/une aptitude s'achète avec de l'XP/);
  });
});

describe("a patched client's own aptitude copy (R-XP-3, R-XP-4)", () => {
  it("R-XP-3 R-XP-4 an unchanged copy of Écho primordial made by a patched client (its check skipped) is listed for the GM, whose Undo deletes it: nothing bought", async () => {
    const { AptitudeData } = await import("../../src/data/index");
    const model = AptitudeData.prototype as unknown as { _preCreate: unknown };
    const check = model._preCreate;
    model._preCreate = async () => undefined; // a console that patched its own client
    try {
      const { uuid, ...data } = await d.compendiumItem(...ECHO);
      await w.as(alice, () => actor().createEmbeddedDocuments("Item", [{ ...data, _stats: { compendiumSource: uuid } }]));
      await w.settle();
    } finally {
      model._preCreate = check;
    }
    const { gmJournal, undoAsGm } = await import("./fixture");
    const [entry] = await gmJournal(w);
    expect([entry.kind, entry.docName, entry.userName]).toEqual(["itemAdded", "Écho primordial", "Alice"]);
    expect(await undoAsGm(w, entry.id)).toBeNull();
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 0, aptitudes: [] });
  });
});

describe("the honest paths (R-XP-3, R-XP-4)", () => {
  it("R-XP-4 hors classe in the GM's minor Entraînement with a trainer: sold, the GM creates the copy and logs the trainer", async () => {
    await w.as(w.gm, () => moments.openMoments([aude], "training", "mineure"));
    expect(await buyAptitude(alice, frappe, { moment: "training", trainer: "trainer", ellipse: null })).toBeNull();
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 20, aptitudes: ["Frappe héroïque"] });
    expect(xp().log.at(-1)).toMatchObject({ kind: "spend", amount: 20, target: "aptitude:frappe heroique", reason: "Frappe héroïque (avec un entraîneur)" });
    const copy = actor().items.find((i) => i.type === "aptitude") as unknown as { _source: { _stats: { compendiumSource: string } } };
    expect(copy._source._stats.compendiumSource).toBe(frappe);
  });

  it("R-XP-3 R-XP-4 dropped from the compendium: of an owned class at Réception, and hors classe at a minor Entraînement past the warning (a trainer), each sells", async () => {
    await w.as(w.gm, () => actor().createEmbeddedDocuments("Item", [{ name: "Arcaniste", type: "classe", system: {} }]));
    await w.as(w.gm, () => moments.openMoments([aude], "receipt"));
    await d.dropItem(aude, await d.compendiumItem(...ECHO), { as: "player1", confirm: true });
    await w.settle();
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 20, aptitudes: ["Écho primordial"] });
    await w.as(w.gm, () => store.addXpGain(actor() as never, 20, "Ellipse"));
    await w.as(w.gm, () => moments.openMoments([aude], "training", "mineure"));
    const warrior = await w.as(w.gm, () => g().Item.create({ name: "Garde du guerrier", type: "aptitude", system: { tier: "heroique", classe: "Guerrier" }, ownership: { default: 2 } })); // shared (Observer)
    await d.dropItem(aude, { name: "Garde du guerrier", type: "aptitude", system: { tier: "heroique", classe: "Guerrier" }, uuid: warrior.uuid } as never, { as: "player1", confirm: true });
    await w.settle();
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 40, aptitudes: ["Écho primordial", "Garde du guerrier"] });
  });

  it("R-XP-3 a GM's drop out of any moment is forced, logged as an override", async () => {
    await w.as(w.gm, () => actor().createEmbeddedDocuments("Item", [{ name: "Arcaniste", type: "classe", system: {} }]));
    await d.dropItem(aude, await d.compendiumItem(...ECHO), { as: "gm", confirm: true });
    await w.settle();
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 20, aptitudes: ["Écho primordial"] });
    expect(xp().log.at(-1)).toMatchObject({ kind: "override", amount: 20 });
  });
});

describe("the undo of an aptitude purchase takes its aptitude back (R-XP-3, R-XP-4)", () => {
  type Row = Entry & { id: string; undone: boolean; changes?: { item: string; path: string; before: string }[] };
  const last = () => xp().log.at(-1) as Row;
  const copy = () => actor().items.find((i) => i.type === "aptitude") as unknown as { id: string; update(d: unknown): Promise<unknown> } | undefined;
  const bought = async () => {
    await w.as(w.gm, () => moments.openMoments([aude], "training", "mineure"));
    expect(await buyAptitude(alice, frappe, { moment: "training", trainer: "trainer", ellipse: null })).toBeNull();
    expect({ spent: spent(), aptitudes: aptitudes() }).toEqual({ spent: 20, aptitudes: ["Frappe héroïque"] });
  };
  /** The XP log window's undo button of the last entry, pressed by the GM (the control a GM uses). */
  const press = async (action: "undo") => {
    const { XpLogApp } = await import("../../src/applications/experience/xp-log");
    await w.as(w.gm, async () => {
      const app = XpLogApp.open(actor() as never);
      await w.settle();
      const button = (app as unknown as { element: HTMLElement }).element.querySelector(`[data-entry-id="${last().id}"] [data-action="${action}"]`) as HTMLElement;
      const handler = (app as unknown as { options: { actions: Record<string, (this: unknown, e: unknown, t: HTMLElement) => Promise<void>> } }).options.actions[action];
      await handler.call(app, { target: button }, button);
    });
    await w.settle();
  };

  it("R-XP-3 R-XP-4 the GM's undo in the XP log deletes the aptitude it created and gives the XP back; a redo is refused (buy it again)", async () => {
    await bought();
    expect(last().changes?.filter((c) => c.item === copy()!.id).map((c) => [c.path, c.before])).toEqual([["name", "null"], ["system", "null"]]);
    await press("undo");
    expect({ spent: spent(), aptitudes: aptitudes(), undone: last().undone }).toEqual({ spent: 0, aptitudes: [], undone: true });
    const { XpLogApp } = await import("../../src/applications/experience/xp-log");
    const app = await w.as(w.gm, async () => { const a = XpLogApp.open(actor() as never); await w.settle(); return a as unknown as { element: HTMLElement }; });
    expect(app.element.querySelector(`[data-entry-id="${last().id}"] [data-action="redo"]`)).toBeNull(); // the log offers no redo
    expect(await w.as(w.gm, () => store.undoXpEntry(actor() as never, last().id, false))).toBe("ALTHERION.XP.Error.AptitudeRedo");
    await w.settle();
    expect({ spent: spent(), aptitudes: aptitudes(), undone: last().undone }).toEqual({ spent: 0, aptitudes: [], undone: true });
    expect(warnings(w.gm)).toMatch(/ne se rétablit pas/);
  });

  it("R-XP-3 an aptitude changed since its purchase (its tier, its name), or already deleted, is not taken back: the undo is refused, nothing changed", async () => {
    await bought();
    await w.as(w.gm, () => copy()!.update({ "system.tier": "fondatrice" }));
    await w.settle();
    expect(await w.as(w.gm, () => store.undoXpEntry(actor() as never, last().id, true))).toBe("ALTHERION.XP.Error.ChangedSince");
    expect({ spent: spent(), aptitudes: aptitudes(), undone: last().undone }).toEqual({ spent: 20, aptitudes: ["Frappe héroïque"], undone: false });
    await w.as(w.gm, () => copy()!.update({ "system.tier": "heroique", name: "Frappe renommée" }));
    await w.settle();
    expect(await w.as(w.gm, () => store.undoXpEntry(actor() as never, last().id, true))).toBe("ALTHERION.XP.Error.ChangedSince");
    await w.as(w.gm, () => (actor() as unknown as { deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown> }).deleteEmbeddedDocuments("Item", [copy()!.id]));
    await w.settle();
    expect(await w.as(w.gm, () => store.undoXpEntry(actor() as never, last().id, true))).toBe("ALTHERION.XP.Error.ChangedSince");
    expect({ spent: spent(), undone: last().undone }).toEqual({ spent: 20, undone: false });
  });

  it("R-XP-3 the player cannot take its aptitude purchase back itself (the GM's, from the XP log): refused, the aptitude stays", async () => {
    await bought();
    const r = await w.as(alice, () => perform(store.XP_LOG_ACTION, { actorUuid: aude, change: { op: "undo", id: last().id, undone: true } } as never, false));
    await w.settle();
    expect({ r, spent: spent(), aptitudes: aptitudes() }).toEqual({ r: "ALTHERION.XP.Error.GmOnly", spent: 20, aptitudes: ["Frappe héroïque"] });
  });
});
