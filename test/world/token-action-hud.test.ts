/**
 * Token Action HUD on the test world: a stand-in of Token Action HUD Core (test/world/token-action-hud-core.ts: its
 * base classes, recording what the system adds, and the hook it fires) hands its API to the system, which registers
 * its SystemManager as Core reads it; the HUD is built for Aude (Alice's character), a Brigand (the GM's NPC), their
 * group and both selected, and its clicks run the same flows as the sheet: a skill's test, a weapon's attack naming
 * the weapon, a defence from the attack card's own button, a condition toggled, the Moral chooser, a test for each
 * selected creature.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WorldDriver } from "./driver";
import { createTestWorld, type TestWorld } from "./world";
import { dragged, setSkill } from "../../src/testing/scenes/helpers";
import { coreModule, type RecordedGroups, type StandInActionHandler, type StandInRollHandler } from "./token-action-hud-core";
import type * as RegisterModule from "../../src/modules/token-action-hud/register";
import type { TahDefaults } from "../../src/modules/apis";

const g = globalThis as unknown as { game: Record<string, unknown> & { messages: { contents: { id: string; flags: Record<string, unknown>; content: string; rolls: unknown[] }[] } } };
const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };

type Manager = { getActionHandler(): StandInActionHandler; getRollHandler(id: string): StandInRollHandler; registerDefaults(): Promise<TahDefaults> };
let registered: { api: { requiredCoreModuleVersion: string; SystemManager: new () => Manager } } | null = null;
let w: TestWorld;
let d: WorldDriver;
let aude = "";
let brigand = "";
let company = "";
let sword = "";
let REQUIRED_CORE_MODULE_VERSION = "";

beforeAll(async () => {
  w = await createTestWorld();
  const register: typeof RegisterModule = await import("../../src/modules/token-action-hud/register"); // after the world's globals
  REQUIRED_CORE_MODULE_VERSION = register.REQUIRED_CORE_MODULE_VERSION;
  // Core is active in this world: the system listens for its API (registerTokenActionHud, as the entry does at init).
  g.game.modules = new Map([["token-action-hud-core", { active: true, version: "2.1.0" }]]);
  register.registerTokenActionHud();
  Hooks.on("tokenActionHudSystemReady" as never, ((module: typeof registered) => { registered = module; }) as never);
  (Hooks.callAll as unknown as (name: string, module: object) => boolean)("tokenActionHudCoreApiReady", coreModule);
}, 60_000);

beforeEach(async () => {
  w = await createTestWorld();
  d = new WorldDriver(w);
  aude = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3 } }, { owner: "player1" });
  await setSkill(d, aude, "melee", 3, "player1");
  [sword] = await d.dropItem(aude, await dragged(d, "epeeLongue"), { as: "player1" });
  brigand = await d.createActor({ name: "Brigand", type: "pnj", system: { caracteristiques: CARAC_3 }, items: [{ name: "Mêlée", type: "competence", system: { key: "melee", categorie: "combat", niveau: 5 } }, await dragged(d, "epeeLongue")] });
  company = await d.createActor({ name: "La Compagnie", type: "groupe", system: { membres: [aude], moral: { espoir: 1, desespoir: 0 }, fatalite: 0 } });
  await d.refreshPoints(aude);
  await d.refreshPoints(brigand);
}, 60_000);

const actorOf = (uuid: string) => w.fromUuid(uuid) as unknown as Actor.Implementation;
const manager = () => new (registered as NonNullable<typeof registered>).api.SystemManager();
/** What the HUD lists for `actors` (one: its token; several: all selected), as `seat`'s client builds it. */
async function hudFor(actors: string[], seat: 0 | 1 | "gm" = 0): Promise<RecordedGroups> {
  const handler = manager().getActionHandler();
  if (actors.length === 1) handler.actor = actorOf(actors[0]);
  else handler.actors = actors.map(actorOf);
  await w.as(seat === "gm" ? w.gm : w.players[seat], () => handler.buildSystemActions([]));
  return handler.recorded;
}
const names = (groups: RecordedGroups, id: string) => (groups.get(id) ?? []).map((a) => a.name);
const valueOf = (groups: RecordedGroups, id: string, name: string) => (groups.get(id) ?? []).find((a) => a.name === name)?.encodedValue ?? "";
/** A click on a HUD action, as `seat`'s client: Core's roll handler with the action's encoded value. */
async function click(actors: string[], encodedValue: string, seat: 0 | 1 | "gm" = 0, rightClick = false): Promise<StandInRollHandler> {
  const roll = manager().getRollHandler("core");
  if (actors.length === 1) roll.actor = actorOf(actors[0]);
  else roll.actors = actors.map(actorOf);
  roll.isRightClick = rightClick;
  await w.as(seat === "gm" ? w.gm : w.players[seat], () => roll.handleActionClick(new Event("click"), encodedValue));
  await w.settle();
  return roll;
}
const newMessages = async (fn: () => Promise<unknown>) => {
  const before = new Set(g.game.messages.contents.map((m) => m.id));
  await fn();
  return g.game.messages.contents.filter((m) => !before.has(m.id));
};
const stateOf = (m: { rolls: unknown[] }) => (m.rolls[0] as { options: { altherion: { context: { skillNames: string[]; label: string; actorName: string } } } }).options.altherion.context;

describe("Token Action HUD Core takes the system's integration", () => {
  it("Core is handed a SystemManager and the major version it requires (its own: 2.x)", () => {
    expect(registered?.api.requiredCoreModuleVersion).toBe(REQUIRED_CORE_MODULE_VERSION);
    expect("2.1.0".split(".")[0]).toBe(REQUIRED_CORE_MODULE_VERSION);
    const m = manager();
    expect(m.getActionHandler()).toBeInstanceOf(coreModule.api.ActionHandler);
    expect(m.getRollHandler("core")).toBeInstanceOf(coreModule.api.RollHandler);
  });

  it("the default layout names its categories in the world's language", async () => {
    const defaults = await manager().registerDefaults();
    expect(defaults.layout.map((c) => c.name).slice(0, 6)).toEqual(["Caractéristiques", "Compétences", "Combat", "Magie", "Moral", "Repos et états"]);
  });
});

describe("what the HUD lists", () => {
  it("R-SK-5 a character (Aude, as Alice): characteristics, Mêlée among the rollable skills, her sword, rests, her group's Moral", async () => {
    const hud = await hudFor([aude]);
    expect(names(hud, "corps")).toEqual(["Force", "Vigueur", "Agilité"]);
    expect(names(hud, "competences-combat")).toContain("Mêlée");
    expect([...hud.values()].flat().map((a) => a.name)).not.toContain("Histoire");
    expect(names(hud, "armes")).toEqual([actorOf(aude).items.get(sword)?.name]);
    expect(names(hud, "repos")).toHaveLength(5);
    expect(names(hud, "moral-depenses")).toEqual(["Dépenser un Espoir", "Dépenser un Désespoir"]);
    expect(hud.has("moral-conteur")).toBe(false); // the GM's grants: for the GM only
  });

  it("an NPC (the Brigand, as the GM): its rolls and attacks, no rest and no Moral", async () => {
    const hud = await hudFor([brigand], "gm");
    expect(names(hud, "competences-combat")).toEqual(["Mêlée"]);
    expect(names(hud, "armes")).toHaveLength(1);
    expect(hud.has("repos") || hud.has("moral-depenses")).toBe(false);
  });

  it("a group (as the GM): its Moral's spends, gains and exploits", async () => {
    const hud = await hudFor([company], "gm");
    expect(names(hud, "moral-depenses")).toEqual(["Dépenser un Espoir", "Dépenser un Désespoir"]);
    expect(names(hud, "moral-groupe")).toContain("Ajouter un Espoir au Moral");
  });

  it("several tokens: the characteristics only", async () => {
    const hud = await hudFor([aude, brigand], "gm");
    expect([...hud.keys()]).toEqual(["corps", "ame", "esprit"]);
  });
});

describe("what a click runs: the sheet's flows", () => {
  it("R-SK-5 a skill: the same test card as the sheet's skill button (the roll dialog, pressed)", async () => {
    const hud = await hudFor([aude]);
    w.dice.push(6, 5, 4, 3, 2, 2);
    w.dialogs.push((dialog) => dialog.press("roll"));
    const [card] = await newMessages(() => click([aude], valueOf(hud, "competences-combat", "Mêlée")));
    expect(stateOf(card).skillNames).toEqual(["Mêlée"]);
    expect(stateOf(card).actorName).toBe("Aude");
  });

  it("R-FIGHT-3 a weapon: the attack card, naming the weapon for Automated Animations; a right-click opens its sheet instead", async () => {
    const hud = await hudFor([aude]);
    const value = (hud.get("armes") ?? [])[0].encodedValue;
    w.dice.push(6, 5, 4, 3, 2, 2);
    w.dialogs.push((dialog) => dialog.press("roll"));
    const [card] = await newMessages(() => click([aude], value));
    expect(card.content).toContain(`data-item-id="${sword}"`);
    expect(card.content).toContain('data-item-type="arme"');
    let roll: StandInRollHandler | null = null;
    expect(await newMessages(async () => { roll = await click([aude], value, 0, true); })).toEqual([]);
    expect((roll as unknown as StandInRollHandler).rendered).toEqual([sword]);
  });

  it("R-FIGHT-2 the Brigand attacks Aude: her HUD offers the card's defences; Esquive rolls her defence through the card's own button", async () => {
    const brigandSword = actorOf(brigand).items.find((i) => i.type === "arme")?.id ?? "";
    const attack = await d.rollTest(brigand, { itemId: brigandSword, characteristic: "force", targets: [aude] }, { as: "gm", dice: [9, 8, 7, 6, 5, 4] });
    const hud = await hudFor([aude]);
    const against = ` contre Brigand (${attack?.result?.total})`;
    expect(names(hud, "defenses")).toEqual(["Blocage", "Esquive", "Parade", "Confrontation réactive"].map((n) => `${n}${against}`));
    w.dice.push(5, 5, 5, 5, 5, 5);
    w.dialogs.push((dialog) => dialog.press("roll"));
    const posted = await newMessages(() => click([aude], valueOf(hud, "defenses", `Esquive${against}`)));
    const defence = posted.find((m) => (m.flags.altherion as Record<string, unknown> | undefined)?.defence);
    expect(defence).toBeDefined();
    expect(await hudFor([aude]).then((h) => names(h, "defenses"))).toEqual([]); // answered: the defences go
  });

  it("R-STATE-7 a condition toggles as from the token HUD", async () => {
    const hud = await hudFor([aude]);
    await click([aude], valueOf(hud, "conditions", "À terre"));
    expect(actorOf(aude).statuses.has("a-terre")).toBe(true);
    expect((await hudFor([aude])).get("conditions")?.find((a) => a.name === "À terre")?.cssClass).toBe("toggle active");
  });

  it("R-MORAL-2 spending the group's Espoir opens the group sheet's chooser (effect and member)", async () => {
    const hud = await hudFor([aude]);
    let asked = "";
    w.dialogs.push((dialog) => { asked = dialog.form.innerHTML; return dialog.press("cancel"); });
    await click([aude], valueOf(hud, "moral-depenses", "Dépenser un Espoir"));
    expect(asked).toContain('name="effect"');
  });

  it("R-CON-8 a rest asks the health tab's options, then rests at that rank; cancelled, it does not rest", async () => {
    const hud = await hudFor([aude]);
    const actor = actorOf(aude) as unknown as { rest: (rank?: string, options?: object) => Promise<unknown> };
    const calls: unknown[][] = [];
    const rest = actor.rest.bind(actor);
    actor.rest = (rank?: string, options?: object) => { calls.push([rank, options]); return rest(rank, options); };
    let options = "";
    w.dialogs.push((dialog) => {
      options = [...dialog.form.querySelectorAll("input[type=checkbox]")].map((i) => (i as HTMLInputElement).name).join(",");
      (dialog.form.querySelector("input[name=wholeDay]") as HTMLInputElement).checked = true;
      return dialog.press("rest");
    });
    await click([aude], valueOf(hud, "repos", "Difficile"));
    expect(options).toBe("badSleep,wholeDay,fullRest");
    expect(calls).toEqual([["difficile", { badSleep: false, wholeDay: true, fullRest: false }]]);
    w.dialogs.push((dialog) => dialog.press("cancel"));
    await click([aude], valueOf(hud, "repos", "Normale"));
    expect(calls).toHaveLength(1);
  });

  it("a blocked action says why and runs nothing", async () => {
    const hud = await hudFor([aude]);
    const value = valueOf(hud, "moral-depenses", "Dépenser un Désespoir"); // the group has no Désespoir
    expect(value.startsWith("blocked|")).toBe(true);
    expect(await newMessages(() => click([aude], value))).toEqual([]);
    expect(d.notices("player1").map((n) => n.message)).toContain("Le Moral du groupe n'a aucun point de Désespoir à dépenser.");
  });

  it("several selected: a characteristic rolls one test for each creature", async () => {
    const hud = await hudFor([aude, brigand], "gm");
    w.dice.push(5, 5, 5, 5, 5, 5, 5, 5);
    w.dialogs.push((dialog) => dialog.press("roll"), (dialog) => dialog.press("roll"));
    const posted = await newMessages(() => click([aude, brigand], valueOf(hud, "corps", "Force"), "gm"));
    expect(posted.map((m) => stateOf(m).actorName).sort()).toEqual(["Aude", "Brigand"]);
  });
});
