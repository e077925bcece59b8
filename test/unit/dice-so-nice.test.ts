/**
 * Dice So Nice, against its documented API: what the system hands it (colour sets, the dice of a roll about to be
 * shown, a roll added to an existing card) with a stand-in of what Dice So Nice calls and offers — `diceSoNiceReady`
 * with `game.dice3d`, `diceSoNiceRollStart(messageID, context)`, `showForRoll(roll, user, synchronize, users, blind,
 * messageID, speaker)` — and the core hooks a card update fires.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type * as DsnModule from "../../src/modules/dice-so-nice";
import type { DiceAppearance } from "../../src/modules/dice-so-nice";
import type * as RollModule from "../../src/dice/altherion-roll";
import { rollTest, scriptedDice } from "../../src/rules/index";
import { installFoundryStubs } from "../stubs/foundry";

type Dsn = typeof DsnModule;
let ROLE_COLORSET: Dsn["ROLE_COLORSET"], afterRollsUpdate: Dsn["afterRollsUpdate"], beforeRollsUpdate: Dsn["beforeRollsUpdate"], cardRole: Dsn["cardRole"];
let coloured: Dsn["coloured"], dressDice: Dsn["dressDice"], onRollStart: Dsn["onRollStart"], registerDiceSoNice: Dsn["registerDiceSoNice"];
let termData: typeof RollModule["termData"];
const g = globalThis as Record<string, unknown>;
beforeAll(async () => {
  installFoundryStubs(); // AltherionRoll extends core's Roll at import time
  ({ ROLE_COLORSET, afterRollsUpdate, beforeRollsUpdate, cardRole, coloured, dressDice, onRollStart, registerDiceSoNice } = await import("../../src/modules/dice-so-nice"));
  ({ termData } = await import("../../src/dice/altherion-roll"));
});
const saved = { game: g.game, Hooks: g.Hooks };
afterEach(() => Object.assign(g, saved));

/** Foundry's hooks and settings as the module sees them, and Dice So Nice's API; every call recorded. */
function install(options: { active?: boolean; appearance?: DiceAppearance; userId?: string; isGM?: boolean } = {}) {
  const hooks = new Map<string, ((...args: unknown[]) => unknown)[]>();
  const on = (name: string, fn: (...args: unknown[]) => unknown) => { hooks.set(name, [...(hooks.get(name) ?? []), fn]); return 1; };
  const registered = new Map<string, Record<string, unknown>>();
  const values = new Map<string, unknown>(options.appearance ? [["altherion.diceAppearance", options.appearance]] : []);
  const colorsets: [Record<string, unknown>, string | undefined][] = [];
  const shown: unknown[][] = [];
  const user = { id: options.userId ?? "u1", isGM: options.isGM ?? false };
  const dice3d = {
    addColorset: (colorset: Record<string, unknown>, mode?: string) => colorsets.push([colorset, mode]),
    showForRoll: async (...args: unknown[]) => { shown.push(args); return true; },
  };
  g.Hooks = { on, once: on, call: () => true, callAll: () => true };
  g.game = {
    user, dice3d, messages: new Map(),
    modules: new Map([["dice-so-nice", { active: options.active ?? true }]]),
    settings: {
      settings: { has: (key: string) => registered.has(key) },
      register: (ns: string, key: string, config: Record<string, unknown>) => registered.set(`${ns}.${key}`, config),
      get: (ns: string, key: string) => values.get(`${ns}.${key}`) ?? registered.get(`${ns}.${key}`)?.default,
    },
  };
  const fire = (name: string, ...args: unknown[]) => (hooks.get(name) ?? []).map((fn) => fn(...args));
  return { hooks, registered, colorsets, shown, dice3d, user, fire, values };
}

/** A test's terms as AltherionRoll stores them (a power die, an explosion chain), with a colour set an older card stored. */
function storedTerms() {
  const input = { skill: 2, complexity: 0, characteristic: 4, surpuissance: 1 };
  const terms = termData(input, rollTest(input, scriptedDice([10, 6, 3, 4, 5])));
  return terms.filter((t) => t.class === "Die") as { options: Record<string, unknown> }[];
}
const roleOf = (t: { options: Record<string, unknown> }) => t.options.altherionRole;

describe("Dice So Nice: registration only when the module is active", () => {
  it("inactive: no setting, no hook", () => {
    const dsn = install({ active: false });
    registerDiceSoNice();
    expect(dsn.registered.size).toBe(0);
    expect(dsn.hooks.size).toBe(0);
  });

  it("active: a client setting (special dice by default), and on diceSoNiceReady one default colour set per role — never a preferred one", () => {
    const dsn = install();
    registerDiceSoNice();
    const setting = dsn.registered.get("altherion.diceAppearance");
    expect(setting).toMatchObject({ scope: "client", config: true, default: "special" });
    expect(Object.keys(setting?.choices as object)).toEqual(["special", "roles", "own"]);
    dsn.fire("diceSoNiceReady", dsn.dice3d);
    expect(dsn.colorsets.map(([c]) => c.name).sort()).toEqual(Object.values(ROLE_COLORSET).sort());
    expect(dsn.colorsets.every(([c, mode]) => mode === "default" && c.category === "Altherion")).toBe(true);
    expect(["diceSoNiceRollStart", "preUpdateChatMessage", "updateChatMessage"].every((h) => dsn.hooks.has(h))).toBe(true);
  });
});

describe("Dice So Nice: each player's choice of colours", () => {
  it("a test's stored terms carry each die's role and no colour: the choice is made where the dice are shown", () => {
    const terms = storedTerms();
    expect(terms.map(roleOf)).toEqual(expect.arrayContaining(["mastery", "surpuissance", "explosion"]));
    for (const t of terms) expect(t.options).not.toHaveProperty("colorset");
  });

  it("special (default): the power, expertise and chain dice in Altherion's colours, the mastery dice in the roller's own appearance", () => {
    const terms = storedTerms();
    dressDice(terms, null, "special");
    for (const t of terms) {
      const role = roleOf(t) as keyof typeof ROLE_COLORSET;
      if (role === "mastery") expect(t.options).not.toHaveProperty("colorset");
      else expect(t.options).toMatchObject({ colorset: ROLE_COLORSET[role], appearance: { colorset: ROLE_COLORSET[role] } });
    }
  });

  it("roles: every die in its role's colour; own: none, even a colour an older card stored (the roller's appearance shows)", () => {
    const terms = storedTerms();
    dressDice(terms, null, "roles");
    expect(terms.every((t) => t.options.colorset === ROLE_COLORSET[roleOf(t) as keyof typeof ROLE_COLORSET])).toBe(true);
    terms[0].options.appearance = { colorset: "altherion-mastery", texture: "marble" };
    dressDice(terms, null, "own");
    for (const t of terms) expect(t.options).not.toHaveProperty("colorset");
    expect(terms[0].options.appearance).toEqual({ texture: "marble" });
    expect(terms[1].options).not.toHaveProperty("appearance");
  });

  it("the dice of a card that are not a test's take the card's role: the aggravation d10, an exploit's Espoir or Désespoir dice", () => {
    expect(cardRole({ altherion: { aggravation: true } })).toBe("aggravation");
    expect(cardRole({ altherion: { exploit: { kind: "desespoir", dice: [3, 4] } } })).toBe("desespoir");
    expect(cardRole({ altherion: { card: {} } })).toBeNull();
    expect(cardRole(undefined)).toBeNull();
    const d10 = [{ options: {} }];
    dressDice(d10, "aggravation", "special");
    expect(d10[0].options).toMatchObject({ colorset: "altherion-aggravation" });
    expect(coloured("espoir", "special") && coloured("mastery", "roles") && !coloured("mastery", "special") && !coloured("espoir", "own")).toBe(true);
  });

  it("another system's or module's roll on no Altherion card is left as its roller made it", () => {
    const foreign = [{ options: { colorset: "someone-else" } }];
    dressDice(foreign, null, "own");
    expect(foreign[0].options).toEqual({ colorset: "someone-else" });
  });

  it("diceSoNiceRollStart dresses the roll of the shown card with this player's choice", () => {
    const dsn = install({ appearance: "roles" });
    registerDiceSoNice();
    const messages = new Map([["m1", { id: "m1", flags: { altherion: { exploit: { kind: "espoir" } } } }]]);
    const dice = [{ options: {} as Record<string, unknown> }];
    onRollStart("m1", { roll: { dice } }, messages);
    expect(dice[0].options.colorset).toBe("altherion-espoir");
    dsn.values.set("altherion.diceAppearance", "own");
    onRollStart("m1", { roll: { dice } }, messages);
    expect(dice[0].options).not.toHaveProperty("colorset");
  });
});

describe("Dice So Nice: a roll added to an existing card is thrown", () => {
  type Msg = { id: string; rolls: unknown[]; whisper: string[]; blind: boolean; speaker: object; flags: object };
  let message: Msg;
  const first = { formula: "1d10", n: 1 };
  const added = { formula: "1d10", n: 2 };
  beforeEach(() => {
    message = { id: "card1", rolls: [first], whisper: [], blind: false, speaker: { actor: "a1" }, flags: {} };
  });
  /** What core does around `message.update({ rolls })` on the updating client: preUpdate, the write, then update on every client. */
  async function update(dsn: ReturnType<typeof install>, rolls: unknown[], byUser = dsn.user.id) {
    const changes = { rolls: rolls.map((r) => ({ ...(r as object) })) };
    if (byUser === dsn.user.id) dsn.fire("preUpdateChatMessage", message, changes, {}, byUser);
    message.rolls = rolls;
    await Promise.all(dsn.fire("updateChatMessage", message, changes, {}, byUser));
  }

  it("on the client that added it: the new roll only, synchronised, to everyone for a public card", async () => {
    const dsn = install();
    registerDiceSoNice();
    await update(dsn, [first, added]);
    expect(dsn.shown).toEqual([[added, dsn.user, true, null, false, "card1", { actor: "a1" }]]);
  });

  it("a whispered card's roll to its readers; a blind card's hidden from its player (shown to the GM)", async () => {
    const dsn = install();
    registerDiceSoNice();
    message.whisper = ["gm1"];
    message.blind = true;
    await update(dsn, [first, added]);
    expect(dsn.shown[0]?.slice(3, 5)).toEqual([["gm1"], true]);
    const gm = install({ isGM: true });
    registerDiceSoNice();
    message.rolls = [first];
    await update(gm, [first, added]);
    expect(gm.shown[0]?.[4]).toBe(false);
  });

  it("nothing thrown by the other clients (they get it synchronised), nor for an update that adds no roll", async () => {
    const dsn = install();
    registerDiceSoNice();
    await update(dsn, [first, added], "someone-else");
    message.rolls = [first];
    dsn.fire("preUpdateChatMessage", message, { content: "<p>new</p>" }, {}, dsn.user.id);
    await Promise.all(dsn.fire("updateChatMessage", message, { content: "<p>new</p>" }, {}, dsn.user.id));
    await update(dsn, [first]);
    expect(dsn.shown).toEqual([]);
  });

  it("without Dice So Nice's API nothing is called", async () => {
    const dsn = install();
    delete (g.game as { dice3d?: unknown }).dice3d;
    beforeRollsUpdate(message, { rolls: [first, added] });
    message.rolls = [first, added];
    expect(await afterRollsUpdate(message, { rolls: [first, added] }, "u1")).toEqual([]);
    expect(dsn.shown).toEqual([]);
  });
});
