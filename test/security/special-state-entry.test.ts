/**
 * R-STATE-1..5 with R-XP-3: a special state is the character's status, its owner's to enter. La Zone is entered by
 * its roll (dice/zone.ts); Acharnement, Flamboyance and Apaisement by spending (moral/state-entry.ts): the point is
 * paid through the Moral (the group's through the active GM), then the player's client enters the state. Being in a
 * special state opens the « état spécial » XP moment. What crosses ownership — another player's character, the
 * group's Moral — goes through the GM and is refused for a player who does not own the member. Played on the test
 * world (a GM client, two player clients, the package socket relaying the sender's id).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "../world/world";
import { WorldDriver } from "../world/driver";
import { clients, type Client } from "../world/runtime";
import { window as dom, type OpenDialog } from "../world/applications";
import type { WorldActor } from "../world/classes";
import { setSkill } from "../../src/testing/scenes/helpers";
import type * as Store from "../../src/experience/store";
import type * as StateEntry from "../../src/moral/state-entry";

type Plain = Record<string, unknown>;
const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
const ETAT_SPECIAL = { moment: "etat-special", trainer: "none", ellipse: null } as const;
let store: typeof Store;
let entry: typeof StateEntry;
let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude = ""; // Alice's: Exaltation 4 (2 personal points at most), 30 XP, Force used this arc
let bran = ""; // Bruno's
let group = "";
type StateActor = WorldActor & { enterState(id: string): Promise<unknown>; leaveState(id: string): Promise<unknown>; toggleStatusEffect(id: string, o?: { active?: boolean }): Promise<unknown> };
const actor = (uuid = aude) => w.fromUuid(uuid) as unknown as StateActor;
const src = (uuid = aude) => actor(uuid)._source as unknown as { system: { moral: { espoir: number; desespoir: number }; xp: { spent: number } } };
const groupMoral = () => (w.fromUuid(group)!._source.system as unknown as { moral: { espoir: number; desespoir: number } }).moral;
const points = () => ({ personal: src().system.moral, group: groupMoral() });
const gmSets = async (uuid: string, changes: Plain) => expect(await d.update(uuid, changes, { as: "gm" })).toBe(true);
const buyForce = async () => {
  const r = await w.as(alice, () => store.buyXp(actor() as never, { kind: "characteristic", id: "force" } as never, ETAT_SPECIAL as never));
  await w.settle();
  return { r, spent: src().system.xp.spent };
};
const REFUSED = { r: "ALTHERION.XP.Error.NotAllowedNow", spent: 0 };
const SOLD = { r: null, spent: 5 };
/** The personnage sheet's « Entrer » button of a state (its bound action, as the sheet declares it), pressed by a client. */
const pressEnter = async (client: Client, state: string) => {
  const { PersonnageSheet } = await import("../../src/applications/sheets/personnage-sheet");
  const action = (PersonnageSheet.DEFAULT_OPTIONS.actions as Record<string, (this: unknown, e: Event, t: HTMLElement) => Promise<void>>).enterStateBySpending;
  await w.as(client, () => action.call({ actor: actor() }, new Event("click"), { dataset: { state } } as unknown as HTMLElement));
  await w.settle();
};
const warnings = (c: Client) => c.notifications.map((n) => n.message).join(" | ");

/** Runs `fn` while the GM's client is away (no active GM). */
async function withoutGM<T>(fn: () => Promise<T>): Promise<T> {
  const at = clients.indexOf(w.gm);
  clients.splice(at, 1);
  try {
    return await fn();
  } finally {
    clients.splice(at, 0, w.gm);
  }
}

beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice", "Bruno"] });
  store = await import("../../src/experience/store");
  entry = await import("../../src/moral/state-entry");
  d = new WorldDriver(w);
  [alice, bruno] = w.players;
  aude = await d.createActor({ name: "Aude", type: "personnage", system: { exaltation: 4, caracteristiques: CARAC_3, creation: { active: false }, points: { impact: { value: 3 } } } }, { owner: "player1" });
  bran = await d.createActor({ name: "Bran", type: "personnage", system: { exaltation: 4, caracteristiques: CARAC_3, creation: { active: false } } }, { owner: "player2" });
  group = await d.createActor({ name: "La Compagnie", type: "groupe", system: { membres: [aude, bran] } });
  await setSkill(d, aude, "melee", 2, "gm");
  await w.as(w.gm, () => store.addXpGain(actor() as never, 30, "Arc"));
  await w.as(w.gm, () => store.dispatchUsage(actor() as never, { type: "mark", skill: "melee", characteristic: "force", opposition: 5 }));
  await w.settle(); // no moment opened by the GM
});

describe("what crosses ownership goes through the GM (R-STATE-3..5, R-MORAL-2)", () => {
  it("R-STATE-3 Bruno cannot spend Aude's Désespoir for her Acharnement nor enter her in it: refused, nothing spent, no state", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    expect(await w.as(bruno, () => entry.enterStateBySpending(actor() as never, "acharnement"))).toBe(false);
    await w.settle();
    expect({ state: actor().statuses.has("acharnement"), points: points().personal }).toEqual({ state: false, points: { espoir: 0, desespoir: 1 } });
  });

  it("R-STATE-3 R-STATE-4 R-STATE-5 the cost read from the Moral: no Désespoir, a group not Galvanisé, a Moral not empty — each refused with its reason, nothing spent", async () => {
    await pressEnter(alice, "acharnement");
    await gmSets(group, { "system.moral.espoir": 1 });
    await pressEnter(alice, "flamboyance");
    await pressEnter(alice, "apaisement");
    expect({ states: [...actor().statuses], points: points() }).toEqual({ states: [], points: { personal: { espoir: 0, desespoir: 0 }, group: { espoir: 1, desespoir: 0 } } });
    expect(alice.notifications).toHaveLength(3);
  });

  it("R-STATE-3 one point, one entry: two « Entrer » at once for Aude's one Désespoir — one enters, the other is refused; one point spent", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    await gmSets(group, { "system.moral.desespoir": 1 });
    const both = await w.as(alice, () => Promise.all([0, 1].map(() => entry.enterStateBySpending(actor() as never, "acharnement"))));
    await w.settle();
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(points()).toEqual({ personal: { espoir: 0, desespoir: 0 }, group: { espoir: 0, desespoir: 1 } });
  });

  it("[I] R-STATE-3 with no GM connected, a character in a group cannot pay its Acharnement (the group's Moral is the GM's): the Moral's no-GM message, nothing spent, no state", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    await withoutGM(() => pressEnter(alice, "acharnement"));
    expect({ state: actor().statuses.has("acharnement"), points: points().personal }).toEqual({ state: false, points: { espoir: 0, desespoir: 1 } });
    expect(warnings(alice)).toMatch(/Conteur/);
  });
});

describe("the honest paths: La Zone from its roll, the sheet's button, the group's chooser (R-STATE-1..5, R-XP-3)", () => {
  it("R-STATE-2 R-STATE-1 R-XP-3 La Zone entered by its roll opens the « état spécial » moment; once left, the moment is gone", async () => {
    await d.rollTest(aude, { characteristic: "force", impactPoints: 1 }, { as: "player1", dice: [4, 10, 10, 1] });
    await w.settle();
    expect(actor().statuses.has("zone")).toBe(true);
    expect(await buyForce()).toEqual(SOLD);
    expect(await d.setState(aude, "zone", false, { as: "player1" })).toBe(true);
    await w.as(w.gm, () => store.dispatchUsage(actor() as never, { type: "new-act" }));
    await w.settle();
    expect((await buyForce()).r).toBe("ALTHERION.XP.Error.NotAllowedNow");
  });

  it("R-STATE-1 R-XP-3 the moment reads the character's state: out of any special state, refused; in one, however entered, sold", async () => {
    expect(await buyForce()).toEqual(REFUSED);
    await w.as(alice, () => actor().toggleStatusEffect("acharnement", { active: true }));
    await w.settle();
    expect(await buyForce()).toEqual(SOLD);
  });

  it("R-STATE-3 R-XP-3 the sheet's « Entrer » on Acharnement: Aude's own Désespoir spent, she enters it and buys Force at « état spécial »", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    await gmSets(group, { "system.moral.desespoir": 1 });
    await pressEnter(alice, "acharnement");
    expect({ state: actor().statuses.has("acharnement"), points: points() }).toEqual({ state: true, points: { personal: { espoir: 0, desespoir: 0 }, group: { espoir: 0, desespoir: 1 } } });
    expect(await buyForce()).toEqual(SOLD);
  });

  it("R-STATE-4 R-XP-3 Flamboyance while the group is Galvanisé: 1 group Espoir spent, the moment open", async () => {
    await gmSets(group, { "system.moral.espoir": 2 });
    await pressEnter(alice, "flamboyance");
    expect({ state: actor().statuses.has("flamboyance"), group: groupMoral() }).toEqual({ state: true, group: { espoir: 1, desespoir: 0 } });
    expect(await buyForce()).toEqual(SOLD);
  });

  it("R-STATE-5 R-XP-3 Apaisement when calm: nothing spent, the moment open", async () => {
    await pressEnter(alice, "apaisement");
    expect({ state: actor().statuses.has("apaisement"), points: points() }).toEqual({ state: true, points: { personal: { espoir: 0, desespoir: 0 }, group: { espoir: 0, desespoir: 0 } } });
    expect(await buyForce()).toEqual(SOLD);
  });

  it("R-MORAL-3 R-STATE-3 R-XP-3 the group sheet's Désespoir chooser, Acharnement for Aude: the group's point spent (not hers), she enters it, the moment open", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    await gmSets(group, { "system.moral.desespoir": 1 });
    const { chooseMoralSpend } = await import("../../src/applications/moral-dialogs");
    const g = globalThis as unknown as { FormData: unknown };
    const nodeFormData = g.FormData;
    g.FormData = dom.FormData; // the dialog's callback reads its form as a browser does
    try {
      w.dialogs.push(async (dialog: OpenDialog) => {
        for (const r of dialog.form.querySelectorAll<HTMLInputElement>("input[name=effect]")) r.checked = r.value === "acharnement";
        return dialog.press("spend");
      });
      await w.as(alice, () => chooseMoralSpend(w.fromUuid(group) as never, "desespoir", aude));
      await w.settle();
    } finally {
      g.FormData = nodeFormData;
    }
    expect({ state: actor().statuses.has("acharnement"), points: points() }).toEqual({ state: true, points: { personal: { espoir: 0, desespoir: 1 }, group: { espoir: 0, desespoir: 0 } } });
    expect(await buyForce()).toEqual(SOLD);
  });
});
