/**
 * Issue 13, R-STATE-3/4/5 with R-STATE-1 / R-XP-3: a special state a player enters by spending (Acharnement for
 * 1 Désespoir, Flamboyance for 1 Espoir while Galvanisé, Apaisement when calm) is paid and entered by the active
 * GM (moral/state-entry.ts, the `enterSpecialState` action), so the state it vouches for opens the « état
 * spécial » XP moment (experience/special-state.ts). Each attack a player with a console could try asserts the
 * SAFE behaviour (no moment, nothing spent); the honest paths — the sheet's button, the group's Désespoir chooser —
 * enter the state, spend the point once and open the moment.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "../world/world";
import { WorldDriver } from "../world/driver";
import { clients, type Client } from "../world/runtime";
import { window as dom, type OpenDialog } from "../world/applications";
import type { WorldActor } from "../world/classes";
import { setSkill } from "../../src/testing/scenes/helpers";
import type * as Authority from "../../src/authority/index";
import type * as Store from "../../src/experience/store";
import type * as StateEntry from "../../src/moral/state-entry";

type Plain = Record<string, unknown>;
const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
const ETAT_SPECIAL = { moment: "etat-special", trainer: "none", ellipse: null } as const;
let perform: typeof Authority.perform;
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
const src = (uuid = aude) => actor(uuid)._source as unknown as { system: { moral: { espoir: number; desespoir: number }; xp: { spent: number } }; flags: { altherion?: { etatsSpeciaux?: unknown } } };
const groupMoral = () => (w.fromUuid(group)!._source.system as unknown as { moral: { espoir: number; desespoir: number } }).moral;
const record = () => src().flags.altherion?.etatsSpeciaux ?? [];
const points = () => ({ personal: src().system.moral, group: groupMoral() });
const gmSets = async (uuid: string, changes: Plain) => expect(await d.update(uuid, changes, { as: "gm" })).toBe(true);
const ask = async (client: Client, payload: Plain) => {
  const r = await w.as(client, () => perform(entry.STATE_ENTRY, payload as never, false));
  await w.settle();
  return r;
};
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
  ({ perform } = await import("../../src/authority/index"));
  store = await import("../../src/experience/store");
  entry = await import("../../src/moral/state-entry");
  d = new WorldDriver(w);
  [alice, bruno] = w.players;
  aude = await d.createActor({ name: "Aude", type: "personnage", system: { exaltation: 4, caracteristiques: CARAC_3, creation: { active: false } } }, { owner: "player1" });
  bran = await d.createActor({ name: "Bran", type: "personnage", system: { exaltation: 4, caracteristiques: CARAC_3, creation: { active: false } } }, { owner: "player2" });
  group = await d.createActor({ name: "La Compagnie", type: "groupe", system: { membres: [aude, bran] } });
  await setSkill(d, aude, "melee", 2, "gm");
  await w.as(w.gm, () => store.addXpGain(actor() as never, 30, "Arc"));
  await w.as(w.gm, () => store.dispatchUsage(actor() as never, { type: "mark", skill: "melee", characteristic: "force", opposition: 5 }));
  await w.settle(); // no moment opened by the GM
});

describe("review: a special state entered around the GM opens no moment and spends nothing (R-STATE-1, R-STATE-3..5, R-XP-3)", () => {
  it("R-STATE-3 R-XP-3 a player who puts Aude in Acharnement by hand (enterState, its own status) spends nothing and opens no moment", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    await w.as(alice, () => actor().enterState("acharnement"));
    await w.settle();
    expect(actor().statuses.has("acharnement")).toBe(true); // it plays
    expect({ points: points(), record: record() }).toEqual({ points: { personal: { espoir: 0, desespoir: 1 }, group: { espoir: 0, desespoir: 0 } }, record: [] });
    expect(await buyForce()).toEqual(REFUSED);
  });

  it("R-STATE-1 a forged entry in the GM's list (naming the player's own Flamboyance effect) is refused; the state opens nothing", async () => {
    await w.as(alice, () => actor().toggleStatusEffect("flamboyance", { active: true }));
    await w.settle();
    const effet = actor().effects.find((e) => e.statuses.has("flamboyance"))?.id;
    expect(await d.update(aude, { "flags.altherion.etatsSpeciaux": [{ etat: "flamboyance", effet }] }, { as: "player1" })).toBe(false);
    await w.settle();
    expect(record()).toEqual([]);
    expect(await buyForce()).toEqual(REFUSED);
  });

  it("R-STATE-3 Bruno asks the GM to put Aude (not his) in Acharnement with her Désespoir: refused, nothing spent, no state", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    expect(await ask(bruno, { actorUuid: aude, state: "acharnement", groupUuid: null })).toBe(entry.STATE_NOT_OWNER);
    expect({ state: actor().statuses.has("acharnement"), points: points().personal }).toEqual({ state: false, points: { espoir: 0, desespoir: 1 } });
  });

  it("R-STATE-2 forged payloads: La Zone by spending, an extra key, another group's Moral — refused whole, nothing spent", async () => {
    await gmSets(group, { "system.moral.desespoir": 1 });
    const other = await d.createActor({ name: "Autre groupe", type: "groupe", system: { membres: [bran], moral: { espoir: 0, desespoir: 1 } } });
    expect(await ask(alice, { actorUuid: aude, state: "zone", groupUuid: null })).toBe("ALTHERION.Authority.Invalid");
    expect(await ask(alice, { actorUuid: aude, state: "acharnement", groupUuid: null, paid: true })).toBe("ALTHERION.Authority.Invalid");
    expect(await ask(alice, { actorUuid: aude, state: "acharnement", groupUuid: other })).toBe(entry.STATE_NOT_OWNER);
    expect({ zone: actor().statuses.has("zone"), acharnement: actor().statuses.has("acharnement"), group: groupMoral().desespoir, other: (w.fromUuid(other)!._source.system as { moral: { desespoir: number } }).moral.desespoir })
      .toEqual({ zone: false, acharnement: false, group: 1, other: 1 });
  });

  it("R-STATE-3 R-STATE-4 R-STATE-5 the cost read on the GM: no Désespoir, a group not Galvanisé, a Moral not empty — each refused with its reason, nothing spent", async () => {
    expect(await ask(alice, { actorUuid: aude, state: "acharnement", groupUuid: null })).toBe("no-points");
    await gmSets(group, { "system.moral.espoir": 1 });
    expect(await ask(alice, { actorUuid: aude, state: "flamboyance", groupUuid: null })).toBe("not-galvanise");
    expect(await ask(alice, { actorUuid: aude, state: "apaisement", groupUuid: null })).toBe("not-calm");
    expect({ states: [...actor().statuses], points: points() }).toEqual({ states: [], points: { personal: { espoir: 0, desespoir: 0 }, group: { espoir: 1, desespoir: 0 } } });
  });

  it("R-STATE-3 one at a time on Aude: two asks for her one Désespoir — one enters, the other is refused; one point spent", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    await gmSets(group, { "system.moral.desespoir": 1 });
    const both = await Promise.all([0, 1].map(() => w.as(w.gm, () => perform(entry.STATE_ENTRY, { actorUuid: aude, state: "acharnement", groupUuid: null }, false))));
    await w.settle();
    expect(both.filter((r) => r === null)).toHaveLength(1);
    expect(both).toContain("ALTHERION.Actor.AlreadyInState");
    expect(points()).toEqual({ personal: { espoir: 0, desespoir: 0 }, group: { espoir: 0, desespoir: 1 } });
  });

  it("R-STATE-1 a stale record counts nothing: Aude left her vouched Acharnement with no GM connected and re-entered it by hand", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    await pressEnter(alice, "acharnement");
    expect(record()).toHaveLength(1);
    await withoutGM(async () => {
      await w.as(alice, () => actor().leaveState("acharnement"));
      await w.as(alice, () => actor().toggleStatusEffect("acharnement", { active: true }));
      await w.settle();
    });
    expect(record()).toHaveLength(1); // the GM saw none of it: its row names an effect that is gone
    expect(actor().statuses.has("acharnement")).toBe(true);
    expect(await buyForce()).toEqual(REFUSED);
  });

  it("[I] R-STATE-3 with no GM connected, the sheet's Acharnement is refused with the Moral's no-GM message; nothing spent, no state", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    await withoutGM(() => pressEnter(alice, "acharnement"));
    expect({ state: actor().statuses.has("acharnement"), points: points().personal }).toEqual({ state: false, points: { espoir: 0, desespoir: 1 } });
    expect(warnings(alice)).toMatch(/Conteur/);
  });
});

describe("the honest paths: the sheet's button and the group's chooser (R-STATE-3..5, R-STATE-1, R-XP-3)", () => {
  it("R-STATE-3 R-XP-3 the sheet's « Entrer » on Acharnement: the GM spends Aude's own Désespoir, enters her, vouches for it — she buys Force at « état spécial »", async () => {
    await gmSets(aude, { "system.moral.desespoir": 1 });
    await gmSets(group, { "system.moral.desespoir": 1 });
    await pressEnter(alice, "acharnement");
    const effet = actor().effects.find((e) => e.statuses.has("acharnement"))?.id;
    expect({ points: points(), record: record() }).toEqual({ points: { personal: { espoir: 0, desespoir: 0 }, group: { espoir: 0, desespoir: 1 } }, record: [{ etat: "acharnement", effet }] });
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

  it("R-MORAL-3 R-STATE-3 R-XP-3 the group sheet's Désespoir chooser, Acharnement for Aude: the group's point spent (not hers), the GM enters her, the moment open", async () => {
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
    expect(record()).toHaveLength(1);
    expect(await buyForce()).toEqual(SOLD);
  });
});
