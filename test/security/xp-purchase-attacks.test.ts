/**
 * The XP action (src/experience/store.ts, purchase.ts): a purchase names only its target and
 * situation; the GM reads the character, takes cost and changes from the rules (R-XP-3) and records what
 * it changed on the entry; an undo puts back exactly that. Each attack a player with a console could try
 * is played on the test world (a GM client and two player clients) and refused with nothing written.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "../world/world";
import { WorldDriver } from "../world/driver";
import type { WorldActor, WorldItem } from "../world/classes";
import type { Client } from "../world/runtime";
import { setSkill } from "../../src/testing/scenes/helpers";
import type * as Authority from "../../src/net/perform";
import type * as Store from "../../src/experience/store";
import type * as Moments from "../../src/experience/moments";

type Plain = Record<string, unknown>;
type Entry = { id: string; kind: string; unit: string; amount: number; target: string; undone: boolean; gmApplied?: boolean; changes?: { item: string; path: string; before: string; after: string }[] };
type Xp = { total: number; spent: number; log: Entry[] };

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
const RECEIPT = { moment: "receipt", trainer: "none", ellipse: null } as const;

let perform: typeof Authority.perform;
let store: typeof Store;
let moments: typeof Moments;
const g = () => (globalThis as unknown as { game: { settings: { set(ns: string, key: string, v: unknown): Promise<unknown> } } }).game;
let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude: string; // Alice's character: Mêlée 2, 30 XP, Force and Mêlée used this arc (an opposition of 5)

const actor = () => w.fromUuid(aude) as unknown as WorldActor;
const source = () => actor()._source.system as unknown as { xp: Xp; caracteristiques: { force: number; intellect: number } };
const xp = () => source().xp;
const melee = () => actor().items.find((i) => i.type === "competence" && i.name === "Mêlée") as WorldItem;
const meleeSource = () => melee()._source.system as unknown as { niveau: number; expertises: { nom: string; possedee: boolean }[] };
const warnings = (c: Client) => c.notifications.map((n) => n.message).join(" | ");
/** Everything a purchase or an undo could write on Aude: her system (XP and log included) and her Mêlée. */
const snapshot = () => structuredClone({ system: actor()._source.system, melee: melee()._source.system });
const xpAction = (client: Client, change: Plain) => w.as(client, () => perform(store.XP_LOG_ACTION, { actorUuid: aude, change } as never, false));
const buy = (client: Client, purchase: Plain, situation: Plain = RECEIPT) => w.as(client, () => store.buyXp(actor() as never, purchase as never, situation as never));
const undo = (client: Client, id: string) => w.as(client, () => store.undoXpEntry(actor() as never, id, true));
const lastEntry = () => xp().log[xp().log.length - 1];
/** R-XP-4 the GM gives Aude the Arcaniste class (Écho primordial's: no ellipse needed). */
const arcaniste = () => w.as(w.gm, () => (actor() as unknown as { createEmbeddedDocuments(n: string, d: unknown[]): Promise<unknown> }).createEmbeddedDocuments("Item", [{ name: "Arcaniste", type: "classe", system: {} }]));

beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice", "Bruno"] });
  ({ perform } = await import("../../src/net/perform"));
  store = await import("../../src/experience/store");
  d = new WorldDriver(w);
  [alice, bruno] = w.players;
  aude = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3, creation: { active: false } } }, { owner: "player1" });
  await setSkill(d, aude, "melee", 2, "gm"); // out of creation: the GM's (R-XP-3 « Progression gardée par le Conteur »)
  await w.as(w.gm, () => store.addXpGain(actor() as never, 30, "Arc"));
  await w.as(w.gm, () => store.dispatchUsage(actor() as never, { type: "mark", skill: "melee", characteristic: "force", opposition: 5 }));
  moments = await import("../../src/experience/moments");
  await w.as(w.gm, () => moments.openMoments([aude], "receipt")); // R-XP-3 the award's Réception, opened by the GM
  await w.settle();
});

describe("R-XP-3 the spending moments are the GM's to open", () => {
  it("R-XP-3 a player's buy at Entraînement, never opened, is refused on the GM; nothing written", async () => {
    const before = snapshot();
    expect(await xpAction(alice, { op: "buy", purchase: { kind: "characteristic", id: "force" }, situation: { moment: "training", trainer: "none", ellipse: "majeure" } })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    expect(snapshot()).toEqual(before);
  });

  it("R-XP-3 once the GM closes the Réception, a buy there is refused; the Espoir moment stays the player's (paid)", async () => {
    await w.as(w.gm, () => moments.closeMoments([aude]));
    const before = snapshot();
    expect(await xpAction(alice, { op: "buy", purchase: { kind: "characteristic", id: "force" }, situation: RECEIPT })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    expect(snapshot()).toEqual(before);
  });

  it("R-XP-3 a player cannot open a moment: the world setting is the GM's (refused), and openMoments writes nothing from its client", async () => {
    await w.as(w.gm, () => moments.closeMoments());
    await expect(w.as(alice, () => g().settings.set("altherion", "openMoments", [{ actor: aude, moment: "training", ellipse: "majeure" }]))).rejects.toThrow();
    await w.as(alice, () => moments.openMoments([aude], "training", "majeure"));
    expect(w.as(w.gm, () => moments.openMomentOf(aude))).toBeNull();
  });

  it("R-XP-3 the GM's buy at the open Réception goes through", async () => {
    expect(await xpAction(alice, { op: "buy", purchase: { kind: "characteristic", id: "force" }, situation: RECEIPT })).toBeNull();
    expect(source().caracteristiques.force).toBe(4);
  });
});

describe("a purchase carries only its target; the GM decides cost and changes (R-XP-3)", () => {
  it("R-XP-3 a forged 1-XP spend carrying Force 20 is refused whole; nothing written", async () => {
    const before = snapshot();
    const entry = { kind: "spend", unit: "xp", amount: 1, reason: "Force", arc: 1, act: 1, target: "characteristic:force" };
    // The first version's shape: the changes beside the entry.
    expect(await xpAction(alice, { op: "append", entry, usage: null, system: [{ key: "caracteristiques.force", value: 20 }] })).toBe("ALTHERION.Authority.Invalid");
    // The changes inside the entry, as the GM records them.
    expect(await xpAction(alice, { op: "append", entry: { ...entry, gmApplied: true, changes: [{ item: "", path: "system.caracteristiques.force", before: "3", after: "20" }] }, usage: null })).toBe("ALTHERION.Authority.Invalid");
    // A plain XP spend of 1 (no change): an XP spend is the GM's to log; a player buys.
    expect(await xpAction(alice, { op: "append", entry, usage: null })).toBe("ALTHERION.XP.Error.GmOnly");
    // A purchase naming a value or a cost.
    expect(await xpAction(alice, { op: "buy", purchase: { kind: "characteristic", id: "force", value: 20 }, situation: RECEIPT })).toBe("ALTHERION.Authority.Invalid");
    expect(await xpAction(alice, { op: "buy", purchase: { kind: "characteristic", id: "force" }, situation: RECEIPT, cost: 1 })).toBe("ALTHERION.Authority.Invalid");
    await w.settle();
    expect(snapshot()).toEqual(before);
  });

  it("R-XP-3 the cost and the change are the GM's: Force 3 → 4 for 5 XP, recorded on the entry the GM marks", async () => {
    expect(await buy(alice, { kind: "characteristic", id: "force" })).toBeNull();
    await w.settle();
    expect(source().caracteristiques.force).toBe(4);
    expect(xp()).toMatchObject({ total: 30, spent: 5 });
    expect(lastEntry()).toMatchObject({ kind: "spend", amount: 5, target: "characteristic:force", gmApplied: true, changes: [{ item: "", path: "system.caracteristiques.force", before: "3", after: "4" }] });
    expect(xp().log[0].gmApplied).toBe(false); // the GM's award: not a purchase (the default)
  });

  it("R-XP-3 the rules gate the purchase on the GM: Intellect (not used), Force twice in an act, a player's override, no moment: refused; nothing written", async () => {
    expect(await buy(alice, { kind: "characteristic", id: "force" })).toBeNull();
    await w.settle();
    const before = snapshot();
    expect(await buy(alice, { kind: "characteristic", id: "intellect" })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    expect(await buy(alice, { kind: "characteristic", id: "force" })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    expect(await xpAction(alice, { op: "buy", purchase: { kind: "characteristic", id: "intellect" }, situation: RECEIPT, override: true })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    expect(await buy(alice, { kind: "skill", id: "melee" }, { moment: null, trainer: "none", ellipse: null })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    await w.settle();
    expect(snapshot()).toEqual(before);
    expect(warnings(alice)).toMatch(/Les règles ne permettent pas cet achat/);
  });

  it("R-XP-3 a GM may force a refused purchase: logged as an override, its change recorded", async () => {
    expect(await w.as(w.gm, () => store.buyXp(actor() as never, { kind: "characteristic", id: "intellect" }, RECEIPT as never, true))).toBeNull();
    await w.settle();
    expect(source().caracteristiques.intellect).toBe(4);
    expect(lastEntry()).toMatchObject({ kind: "override", amount: 5, gmApplied: true });
  });

  it("R-XP-3 a skill +1 and a spécialité: the GM raises the skill's level and owns the expertise, with their entries", async () => {
    expect(await buy(alice, { kind: "skill", id: "melee" })).toBeNull();
    expect(await buy(alice, { kind: "specialite", skill: "melee", expertise: "Haches" })).toBeNull();
    await w.settle();
    expect(meleeSource().niveau).toBe(3);
    expect(meleeSource().expertises.find((e) => e.nom === "Haches")?.possedee).toBe(true);
    expect(xp()).toMatchObject({ spent: 15 });
    expect(xp().log.slice(-2).map((e) => [e.target, e.amount, e.changes?.[0]?.path])).toEqual([["skill:melee", 10, "system.niveau"], ["specialite:melee:Haches", 5, "system.expertises"]]);
  });

  it("R-XP-3 R-XP-4 an aptitude dropped on the sheet costs what its tier costs, read by the GM from the compendium item it was copied from", async () => {
    await arcaniste();
    await d.dropItem(aude, await d.compendiumItem("exemples", "cq43OsMaPDU098v9"), { as: "player1", confirm: true }); // Écho primordial, héroïque
    await w.settle();
    expect(lastEntry()).toMatchObject({ kind: "spend", amount: 20, target: "aptitude:echo primordial", gmApplied: true });
    expect(xp().spent).toBe(20);
  });

  it("R-XP-3 the tier is the compendium item's, not the copy's: a copy lowered to fondatrice (the setting off lets it be made) still costs 20", async () => {
    await w.as(w.gm, () => (globalThis as unknown as { game: { settings: { set(s: string, k: string, v: unknown): Promise<unknown> } } }).game.settings.set("altherion", "progressionGuard", false));
    await arcaniste();
    const echo = await d.compendiumItem("exemples", "cq43OsMaPDU098v9"); // Écho primordial, héroïque
    await d.dropItem(aude, { ...echo, system: { ...echo.system, tier: "fondatrice" } }, { as: "player1", confirm: true });
    await w.settle();
    expect(lastEntry()).toMatchObject({ kind: "spend", amount: 20, target: "aptitude:echo primordial" });
  });

  it("R-XP-3 an aptitude the player made up (no compendium source) is refused outside creation: nothing created, no XP", async () => {
    const before = snapshot();
    await d.dropItem(aude, { name: "Frappe héroïque", type: "aptitude", system: { tier: "fondatrice" } }, { as: "player1", confirm: true });
    await w.settle();
    expect(actor().items.filter((i) => i.type === "aptitude")).toHaveLength(0);
    expect(snapshot()).toEqual(before);
    expect(warnings(alice)).toMatch(/depuis un compendium/);
  });

  it("R-XP-3 a purchase beyond the XP left, or of a skill the character does not have, is refused; nothing written", async () => {
    expect(await buy(alice, { kind: "skill", id: "melee" })).toBeNull();
    expect(await buy(alice, { kind: "characteristic", id: "force" })).toBeNull();
    await w.as(w.gm, () => store.addXpEntry(actor() as never, { kind: "spend", amount: 13, reason: "x", arc: 1, act: 1, target: null }));
    await w.settle();
    const before = snapshot();
    expect(await buy(alice, { kind: "specialite", skill: "melee", expertise: "Haches" })).toBe("ALTHERION.XP.Error.NotEnough");
    expect(await buy(alice, { kind: "skill", id: "tir-a-l-arc" })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    await w.settle();
    expect(snapshot()).toEqual(before);
    expect(warnings(alice)).toMatch(/plus assez d'XP/);
  });
});

describe("undo takes back what the entry recorded (R-XP-3)", () => {
  it("R-XP-3 a player's undo of its last purchase: Mêlée back to 2 and the 10 XP back, the entry kept undone", async () => {
    expect(await buy(alice, { kind: "skill", id: "melee" })).toBeNull();
    await w.settle();
    expect(await undo(alice, lastEntry().id)).toBeNull();
    await w.settle();
    expect(meleeSource().niveau).toBe(2);
    expect(xp()).toMatchObject({ total: 30, spent: 0 });
    expect(lastEntry()).toMatchObject({ target: "skill:melee", undone: true });
    expect(await buy(alice, { kind: "skill", id: "melee" })).toBeNull(); // its once-per-act marker lifted
  });

  it("R-XP-3 an undo by another player, of an older purchase, of a legacy entry or a redo is refused; nothing written", async () => {
    expect(await buy(alice, { kind: "characteristic", id: "force" })).toBeNull();
    await w.settle();
    const force = lastEntry().id;
    expect(await buy(alice, { kind: "skill", id: "melee" })).toBeNull();
    await w.settle();
    const skill = lastEntry().id;
    const before = snapshot();
    expect(await undo(bruno, skill)).toBe("ALTHERION.Chat.Error.NotAllowed");
    expect(await undo(alice, force)).toBe("ALTHERION.XP.Error.GmOnly"); // not the last one
    expect(await w.as(alice, () => store.undoXpEntry(actor() as never, skill, false))).toBe("ALTHERION.XP.Error.GmOnly");
    await w.settle();
    expect(snapshot()).toEqual(before);
    // A spend logged before the GM decided purchases (no recorded change): taking it back would refund without reverting.
    await w.as(w.gm, () => store.addXpEntry(actor() as never, { kind: "spend", amount: 5, reason: "Force (old)", arc: 1, act: 1, target: "characteristic:force" }));
    await w.settle();
    expect(await undo(alice, lastEntry().id)).toBe("ALTHERION.XP.Error.GmOnly");
  });

  it("R-XP-3 an undo after the sheet was edited since (by the GM) is refused with a message: the edit and the XP stay", async () => {
    expect(await buy(alice, { kind: "characteristic", id: "force" })).toBeNull();
    await w.settle();
    expect(await w.as(w.gm, () => actor().update({ "system.caracteristiques.force": 6 }))).toBeDefined();
    await w.settle();
    const before = snapshot();
    expect(await undo(alice, lastEntry().id)).toBe("ALTHERION.XP.Error.ChangedSince");
    await w.settle();
    expect(snapshot()).toEqual(before);
    expect(warnings(alice)).toMatch(/ne peut plus être annulé/);
    expect(await w.as(w.gm, () => store.undoXpEntry(actor() as never, lastEntry().id, true))).toBe("ALTHERION.XP.Error.ChangedSince"); // the GM's too
  });

  it("R-XP-3 the GM's undo and redo from the log take the change back and write it again", async () => {
    expect(await buy(alice, { kind: "skill", id: "melee" })).toBeNull();
    await w.settle();
    const id = lastEntry().id;
    expect(await w.as(w.gm, () => store.undoXpEntry(actor() as never, id, true))).toBeNull();
    await w.settle();
    expect([meleeSource().niveau, xp().spent]).toEqual([2, 0]);
    expect(await w.as(w.gm, () => store.undoXpEntry(actor() as never, id, false))).toBeNull();
    await w.settle();
    expect([meleeSource().niveau, xp().spent]).toEqual([3, 10]);
  });
});

describe("one at a time on the GM (R-XP-1, R-XP-3)", () => {
  it("R-XP-1 R-XP-3 an XP award made while a player buys: both entries kept, totals moved by both", async () => {
    await Promise.all([
      w.as(w.gm, () => store.addXpGain(actor() as never, 4, "Séance")),
      buy(alice, { kind: "characteristic", id: "force" }),
    ]);
    await w.settle();
    expect(xp().log.map((e) => [e.kind, e.amount]).sort()).toEqual([["gain", 30], ["gain", 4], ["spend", 5]].sort());
    expect(xp()).toMatchObject({ total: 34, spent: 5 });
    expect(source().caracteristiques.force).toBe(4);
  });

  it("R-XP-3 two purchases at once with XP for one: one is refused, the level rises once", async () => {
    await w.as(w.gm, () => store.addXpEntry(actor() as never, { kind: "spend", amount: 18, reason: "x", arc: 1, act: 1, target: null }));
    await w.settle();
    expect((await Promise.all([buy(alice, { kind: "skill", id: "melee" }), buy(alice, { kind: "skill", id: "melee" })])).sort()).toEqual(["ALTHERION.XP.Error.NotEnough", null].sort());
    await w.settle();
    expect(meleeSource().niveau).toBe(3);
    expect(xp().log.filter((e) => e.target === "skill:melee")).toHaveLength(1);
  });
});

describe("a PP purchase carries only what is bought; the GM costs and writes it (R-PP-2..6)", () => {
  const ppOf = () => (meleeSource() as unknown as { pp: { value: number } }).pp.value;
  beforeEach(async () => {
    await w.as(w.gm, () => melee().update({ "system.pp.value": 60 }));
    await w.settle();
  });

  it("R-PP-2 a level raised by the GM from the skill's own PP: Mêlée 2 → 3 for ppLevelCost(3), the PP entry logged", async () => {
    const { ppLevelCost } = await import("../../src/rules/index");
    expect(await w.as(alice, () => store.buyPp(actor() as never, { kind: "raise", skill: melee().id }))).toBeNull();
    await w.settle();
    expect([meleeSource().niveau, ppOf()]).toEqual([3, 60 - ppLevelCost(3)]);
    expect(lastEntry()).toMatchObject({ kind: "spend", unit: "pp", amount: ppLevelCost(3), target: "pp-level:melee", gmApplied: true });
  });

  it("R-PP-2 R-PP-5 R-PP-6 forged PP purchases are refused whole: a cost named, PP a skill lacks, a quality paid beyond the skills' PP, a player's Maître cost", async () => {
    const before = snapshot();
    const pp = (purchase: Plain) => xpAction(alice, { op: "pp", purchase });
    const other = actor().items.find((i) => i.type === "competence" && i.id !== melee().id && String((i.system as unknown as Plain).categorie) !== "langues")!;
    expect(await pp({ kind: "raise", skill: melee().id, cost: 0 })).toBe("ALTHERION.Authority.Invalid");
    expect(await pp({ kind: "raise", skill: other.id })).toBe("ALTHERION.XP.Error.NotAllowedNow"); // 0 PP
    expect(await pp({ kind: "quality", name: "Précision", contributions: [{ skill: melee().id, amount: 500 }] })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    expect(await pp({ kind: "quality", name: "Précision", contributions: [{ skill: melee().id, amount: 1 }] })).toBe("ALTHERION.XP.Error.NotAllowedNow");
    expect(await pp({ kind: "specialisation", skill: melee().id, degree: "maitre", name: "Botte", cost: 1 })).toBe("ALTHERION.PP.Reason.GmOnly");
    await w.settle();
    expect(snapshot()).toEqual(before);
  });
});

describe("what else a player may log (R-XP-1, R-PP)", () => {
  it("a player cannot award itself XP through the log action", async () => {
    const before = structuredClone(xp());
    expect(await w.as(alice, () => store.addXpGain(actor() as never, 500, "moi"))).toBe("ALTHERION.XP.Error.GmOnly");
    await w.settle();
    expect(xp()).toEqual(before);
  });

  it("R-PP-2 a player's PP spend written as a log entry is the GM's: a spend of any size, or carrying a usage event, is refused", async () => {
    const before = structuredClone(xp());
    const spend = (entry: Plain, usage: Plain | null = null) => w.as(alice, () => store.addXpEntry(actor() as never,
      { kind: "spend", unit: "pp", reason: "x", arc: 1, act: 1, target: "pp-level:melee", ...entry } as never, { usage: usage as never }));
    expect(await spend({ amount: 0 })).toBe("ALTHERION.XP.Error.GmOnly");
    expect(await spend({ amount: 5 })).toBe("ALTHERION.XP.Error.GmOnly");
    expect(await spend({ amount: 1 }, { type: "new-arc" })).toBe("ALTHERION.XP.Error.GmOnly");
    await w.settle();
    expect(xp()).toEqual(before);
  });
});
