/**
 * The GM sees (docs/change-journal.md): what a player changes on its own character in what « Progression gardée
 * par le Conteur » keeps is listed in the GM's change journal — who, when, which fields, before → after — and a GM
 * undoes an entry once. Played on the test world (a GM client and two player clients; the server names the author
 * of every write): a patched client's write (its sheet lock skipped, as a console does), an honest sheet edit with
 * the lock off, and what a player's client can see of the journal (nothing).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actor, createParty, journalLines, undoAsGm, warnings, withChecksSkipped, type Party } from "./fixture";
import { skill } from "../../src/testing/scenes/helpers";
import { instances, pressAction, window as dom, type WorldApplication } from "../world/applications";
import { Hooks, type Client } from "../world/runtime";
import type { WorldChatMessage } from "../world/classes";
import type * as Store from "../../src/journal/store";
import type * as Window from "../../src/applications/change-journal";
import type { JournalEntry } from "../../src/rules/index";

type Plain = Record<string, unknown>;
type Updatable = { update(d: unknown): Promise<unknown>; _preUpdate: unknown; system: unknown };
const g = globalThis as unknown as {
  game: { settings: { set(scope: string, key: string, value: unknown): Promise<unknown> }; messages: { contents: WorldChatMessage[] }; journal: { contents: { testUserPermission(u: unknown, l: string): boolean }[] } };
  fromUuidSync(uuid: string): (Updatable & { _source: { system: Plain } }) | null;
  CONFIG: { ActiveEffect: { documentClass: { prototype: { _preCreate: unknown } } } };
};

let p: Party;
let store: typeof Store;
let win: typeof Window;
const system = (uuid: string) => actor(uuid)._source.system as unknown as { caracteristiques: Record<string, number>; critiques: { succes: number }; creation: { active: boolean } };
/** The journal as the GM's client reads it. */
const journal = (): JournalEntry[] => p.w.as(p.w.gm, () => store.journalEntries());
const undo = (id: string) => undoAsGm(p.w, id);
const notices = () => g.game.messages.contents.filter((m) => (m.flags.altherion as Plain | undefined)?.changeJournal);

const patched = (models: readonly string[], fn: () => Promise<unknown>) => withChecksSkipped(p.w, p.alice, models, fn);
const update = (uuid: string, changes: Plain) => (g.fromUuidSync(uuid) as Updatable).update(changes);

beforeEach(async () => {
  p = await createParty({ aude: { skill: ["melee", 2], sword: true } });
  store = await import("../../src/journal/store");
  win = await import("../../src/applications/change-journal");
  expect(await p.d.update(p.aude, { "system.creation.active": false }, { as: "gm" })).toBe(true);
  await p.w.settle();
});

describe("the GM sees a patched client's writes (R-XP-3 [I])", () => {
  it("R-XP-3 Force 3 → 20 and a critical range 10 → 2 written by Alice's patched client are listed with who, which character, before → after; Undo puts them back, once", async () => {
    await patched(["PersonnageData"], () => update(p.aude, { "system.caracteristiques.force": 20, "system.critiques.succes": 2 }));
    expect(system(p.aude).caracteristiques.force).toBe(20); // nothing is written back behind the GM's back
    const [entry] = journal();
    expect(journal()).toHaveLength(1);
    expect(entry).toMatchObject({ userName: "Alice", actorName: "Aude", actorUuid: p.aude, kind: "update", undone: false });
    expect(entry.changes).toEqual([
      { path: "system.caracteristiques.force", before: "3", after: "20" },
      { path: "system.critiques.succes", before: "10", after: "2" },
    ]);
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    expect(await undo(entry.id)).toBeNull();
    await p.w.settle();
    expect([system(p.aude).caracteristiques.force, system(p.aude).critiques.succes]).toEqual([3, 10]);
    expect(journal()).toMatchObject([{ id: entry.id, undone: true }]); // the GM's undo is not listed itself
    expect(await undo(entry.id)).toBe("ALTHERION.ChangeJournal.Refused.Undone");
  });

  it("R-XP-3 Undo is refused with a message when the field changed again since; nothing is written; the window then says why instead", async () => {
    await patched(["PersonnageData"], () => update(p.aude, { "system.caracteristiques.force": 20 }));
    const app = await p.w.as(p.w.gm, () => win.ChangeJournalApp.open()) as unknown as WorldApplication; // open before the GM's change
    expect(await p.d.update(p.aude, { "system.caracteristiques.force": 5 }, { as: "gm" })).toBe(true);
    await p.w.settle();
    await p.w.as(p.w.gm, () => pressAction(app, "undo"));
    await p.w.settle();
    expect(system(p.aude).caracteristiques.force).toBe(5);
    expect(warnings(p.w.gm)).toMatch(/le champ a changé depuis/);
    expect(journal()[0].undone).toBe(false);
    // Rendered again, the window reads the character as it is now: no Undo for that entry, and why.
    expect(app.element?.querySelector("[data-action=undo]")).toBeNull();
    expect(app.element?.querySelector(".alt-journal-cannot")?.textContent?.trim()).toBe("Modifié depuis\u00a0: ne peut plus être annulé");
  });

  it("R-XP-1 R-XP-3 XP, a skill's level and a weapon's damage from a patched client: each listed on its document, each undone", async () => {
    const melee = skill(await p.d.actor(p.aude), "melee").uuid;
    const sword = actor(p.aude).items.find((i) => i.type === "arme")!.uuid;
    await patched(["CompetenceData", "ArmeData", "PersonnageData"], async () => {
      await update(melee, { "system.niveau": 10 });
      await update(sword, { "system.degats": 999 });
      await update(p.aude, { "system.xp.total": 5000 });
    });
    const entries = journal();
    expect([entries.map((e) => e.docUuid), journalLines(entries)]).toEqual([[melee, sword, p.aude], [["system.niveau 2 → 10"], ["system.degats 6 → 999"], ["system.xp.total 0 → 5000"]]]);
    for (const e of entries) expect(await undo(e.id)).toBeNull();
    await p.w.settle();
    expect([(actor(p.aude)._source.system as unknown as { xp: { total: number } }).xp.total, g.fromUuidSync(melee)!._source.system.niveau, g.fromUuidSync(sword)!._source.system.degats]).toEqual([0, 2, 6]);
  });

  it("R-XP-3 a made-up weapon, a type change and an effect from a patched client are listed; Undo deletes, retypes, deletes", async () => {
    const effects = g.CONFIG.ActiveEffect.documentClass.prototype;
    const check = effects._preCreate;
    effects._preCreate = async () => undefined;
    try {
      await patched(["ArmeData", "EquipementData"], async () => {
        await actor(p.aude).createEmbeddedDocuments("Item", [{ name: "Lame d'ombre", type: "arme", system: { degats: 40 } }]);
        const [staff] = await actor(p.aude).createEmbeddedDocuments("Item", [{ name: "Bâton", type: "equipement", system: {} }]);
        await (staff as unknown as Updatable).update({ type: "arme", "==system": { degats: 30 } });
        await actor(p.aude).createEmbeddedDocuments("ActiveEffect", [{ name: "Chance", changes: [{ key: "system.critiques.succes", mode: 5, value: "2" }] }]);
      });
    } finally {
      effects._preCreate = check;
    }
    const entries = journal();
    expect(entries.map((e) => [e.kind, e.docName])).toEqual([["itemAdded", "Lame d'ombre"], ["itemType", "Bâton"], ["effectAdded", "Chance"]]);
    expect(entries[1].changes[0]).toEqual({ path: "type", before: '"equipement"', after: '"arme"' });
    for (const e of entries) expect(await undo(e.id)).toBeNull();
    await p.w.settle();
    expect(actor(p.aude).items.filter((i) => i.type !== "competence").map((i) => `${i.name} ${i.type}`).sort()).toEqual(["Bâton equipement", "Épée longue arme"]);
    expect(actor(p.aude).effects.size).toBe(0);
  });

  it("R-XP-3 a skill Alice removes after creation is listed, and Undo gives it back under its id", async () => {
    const melee = skill(await p.d.actor(p.aude), "melee");
    await p.w.as(p.alice, () => actor(p.aude).deleteEmbeddedDocuments("Item", [melee.id]));
    await p.w.settle();
    const [entry] = journal();
    expect(entry).toMatchObject({ kind: "itemRemoved", docName: "Mêlée", docType: "competence" });
    expect(await undo(entry.id)).toBeNull();
    await p.w.settle();
    expect(actor(p.aude).items.get(melee.id)?.name).toBe("Mêlée");
  });
});

describe("what is listed, and what is not", () => {
  it("R-XP-3 with the lock off, Alice's honest sheet edit of Force is made and listed too", async () => {
    await p.w.as(p.w.gm, () => g.game.settings.set("altherion", "progressionGuard", false));
    expect(await p.d.update(p.aude, { "system.caracteristiques.force": 5 }, { as: "player1" })).toBe(true);
    await p.w.settle();
    expect(journal().map((e) => e.changes)).toEqual([[{ path: "system.caracteristiques.force", before: "3", after: "5" }]]);
  });

  it("R-FORT-1 R-MORAL-8 a rise of its Fortune or personal Espoir by the player is listed (the GM grants them); its spends are not", async () => {
    expect(await p.d.update(p.aude, { "system.fortune": 3, "system.moral.espoir": 1 }, { as: "player1" })).toBe(true);
    expect(await p.d.update(p.aude, { "system.fortune": 1, "system.moral.espoir": 0 }, { as: "player1" })).toBe(true);
    await p.w.settle();
    expect(journalLines(journal())).toEqual([["system.fortune 0 → 3", "system.moral.espoir 0 → 1"]]);
  });

  it("R-CREA-2 R-CAR-5 during creation, and in what stays the player's (damage, biography, a spend), nothing is listed", async () => {
    const bert = p.bert; // in creation
    expect(await p.d.update(bert, { "system.caracteristiques.force": 4 }, { as: "player2" })).toBe(true);
    expect(await p.d.update(p.aude, { "system.constitutions.vitalite.value": 5, "system.biographie": "<p>Port-Sable</p>" }, { as: "player1" })).toBe(true);
    await p.w.as(p.alice, () => (actor(p.aude) as unknown as { spendPoints(k: string, n: number): Promise<unknown> }).spendPoints("impact", 1));
    await p.w.settle();
    expect(journal()).toEqual([]);
  });

  it("R-CAR-5 a patched client's Impact back up is listed; the GM's own writes are not", async () => {
    await p.w.as(p.alice, () => (actor(p.aude) as unknown as { spendPoints(k: string, n: number): Promise<unknown> }).spendPoints("impact", 2));
    await p.w.settle();
    await patched(["PersonnageData"], () => update(p.aude, { "system.points.impact.value": 3 }));
    expect(await p.d.update(p.aude, { "system.caracteristiques.force": 4 }, { as: "gm" })).toBe(true);
    await p.w.settle();
    expect(journal().map((e) => e.changes)).toEqual([[{ path: "system.points.impact.value", before: "1", after: "3" }]]);
  });
});

describe("the journal is the GM's (no player's interface shows it)", () => {
  it("the GMs get one whisper per player and character in a row, with a button to the journal; players see none", async () => {
    await patched(["PersonnageData"], async () => {
      await update(p.aude, { "system.caracteristiques.force": 20 });
      await update(p.aude, { "system.caracteristiques.agilite": 9 });
    });
    const [notice] = notices();
    expect(notices()).toHaveLength(1);
    expect(notice.content).toContain("Alice a fait 2\u00a0changements sur Aude.".replace("\u00a0", " "));
    expect(notice.content).toContain('data-action="openChangeJournal"');
    expect(p.w.as(p.w.gm, () => notice.visible)).toBe(true);
    expect(p.w.as(p.alice, () => notice.visible)).toBe(false);
    expect(p.w.as(p.bruno, () => notice.visible)).toBe(false);
  });

  it("the notice's button opens the journal on a GM's client; a player's rendering of it has no button", async () => {
    await patched(["PersonnageData"], () => update(p.aude, { "system.caracteristiques.force": 20 }));
    const [notice] = notices();
    const render = (client: Client) => {
      const html = dom.document.createElement("li") as unknown as HTMLElement;
      html.innerHTML = `<div class="message-content">${notice.content}</div>`;
      p.w.as(client, () => Hooks.callAll("renderChatMessageHTML", notice, html, {}));
      return html;
    };
    expect(render(p.alice).querySelector("[data-action=openChangeJournal]")).toBeNull();
    const button = render(p.w.gm).querySelector<HTMLButtonElement>("[data-action=openChangeJournal]")!;
    p.w.as(p.w.gm, () => button.click());
    await p.w.settle();
    const app = instances.get("altherion-change-journal")!;
    expect(app.renderedFor).toBe(p.w.gm.userId);
    expect(app.element?.querySelector(".alt-journal-actor")?.textContent).toBe("Aude");
  });

  it("the GM tools offer the journal to a GM only; their button opens it, and it shows a new entry as it comes", async () => {
    type Controls = { tokens: { tools: Record<string, { onChange(): void }> } };
    const controls = (client: Client) => {
      const c: Controls = { tokens: { tools: {} } };
      p.w.as(client, () => Hooks.callAll("getSceneControlButtons", c));
      return c.tokens.tools;
    };
    expect(controls(p.alice).altherionChangeJournal).toBeUndefined();
    await instances.get("altherion-change-journal")?.close();
    p.w.as(p.w.gm, () => controls(p.w.gm).altherionChangeJournal.onChange());
    await p.w.settle();
    const app = instances.get("altherion-change-journal")!;
    expect([app.renderedFor, app.element?.querySelectorAll("[data-entry-id]").length]).toEqual([p.w.gm.userId, 0]);
    await patched(["PersonnageData"], () => update(p.aude, { "system.caracteristiques.force": 20 })); // the open window follows its records
    expect(app.element?.querySelectorAll("[data-entry-id]").length).toBe(1);
  });

  it("a player's client reads no entry and cannot open the window; it cannot open the book nor write it", async () => {
    await patched(["PersonnageData"], () => update(p.aude, { "system.caracteristiques.force": 20 }));
    expect(journal()).toHaveLength(1);
    expect(p.w.as(p.alice, () => store.journalEntries())).toEqual([]);
    expect(await p.w.as(p.alice, () => win.ChangeJournalApp.open())).toBeNull();
    expect(warnings(p.alice)).toMatch(/Seul le Conteur ouvre le journal des changements/);
    const [book] = g.game.journal.contents;
    expect(book.testUserPermission(p.w.user(p.alice), "LIMITED")).toBe(false);
    expect(await p.w.as(p.alice, () => store.undoJournalEntry(journal()[0].id))).toBe("ALTHERION.ChangeJournal.Refused.GmOnly");
    expect(system(p.aude).caracteristiques.force).toBe(20);
  });
});
