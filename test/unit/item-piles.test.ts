/**
 * Item Piles, against its documented API (fantasycalendar/FoundryVTT-ItemPiles docs/api.md, addSystemIntegration):
 * a stand-in of `game.itempiles.API` that checks what the API's own checks refuse and records what it is told,
 * fired by the `item-piles-ready` hook as Item Piles fires it. Then what a table gets: which items a pile holds,
 * how they stack, what an item looks like once it changed hands.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type * as ItemPilesModule from "../../src/modules/item-piles";
import type { ItemPilesIntegration } from "../../src/modules/apis";
import { installFoundryStubs } from "../stubs/foundry";

type Module = typeof ItemPilesModule;
let registerItemPiles: Module["registerItemPiles"], itemPilesIntegration: Module["itemPilesIntegration"], LOOTABLE_TYPES: Module["LOOTABLE_TYPES"];
let ITEM_MODELS: Record<string, { defineSchema(): Record<string, unknown> }>;
let ACTOR_MODELS: Record<string, unknown>;
const g = globalThis as Record<string, unknown>;

beforeAll(async () => {
  installFoundryStubs(); // the data models' fields, to read their schemas
  ({ registerItemPiles, itemPilesIntegration, LOOTABLE_TYPES } = await import("../../src/modules/item-piles"));
  ({ ITEM_MODELS, ACTOR_MODELS } = (await import("../../src/data/index")) as never);
});
const saved = { game: g.game, Hooks: g.Hooks, CONFIG: g.CONFIG };
afterEach(() => Object.assign(g, saved));

/** Item Piles' checks of addSystemIntegration (src/API/api.js), as its documentation states them; throws like it. */
function checkedByItemPiles(data: ItemPilesIntegration): void {
  const string = (k: keyof ItemPilesIntegration) => { if (typeof data[k] !== "string") throw new Error(`${k} must be of type string`); };
  (["VERSION", "ACTOR_CLASS_TYPE", "ITEM_QUANTITY_ATTRIBUTE", "ITEM_PRICE_ATTRIBUTE", "ITEM_CLASS_LOOT_TYPE", "ITEM_CLASS_WEAPON_TYPE", "ITEM_CLASS_EQUIPMENT_TYPE"] as const).forEach(string);
  if (!Array.isArray(data.ITEM_FILTERS) || data.ITEM_FILTERS.some((f) => typeof f.path !== "string" || typeof f.filters !== "string")) throw new Error("ITEM_FILTERS");
  if (typeof data.ITEM_TRANSFORMER({}) !== "object") throw new Error("ITEM_TRANSFORMER's return value must be of type object");
  if (!Array.isArray(data.ITEM_SIMILARITIES) || data.ITEM_SIMILARITIES.some((p) => typeof p !== "string")) throw new Error("ITEM_SIMILARITIES");
  if (!Array.isArray(data.UNSTACKABLE_ITEM_TYPES)) throw new Error("UNSTACKABLE_ITEM_TYPES");
  if (!Array.isArray(data.CURRENCIES)) throw new Error("CURRENCIES must be an array");
}

function install(active = true) {
  const told: [ItemPilesIntegration, string | undefined][] = [];
  const hooks = new Map<string, (() => void)[]>();
  g.Hooks = { once: (name: string, fn: () => void) => hooks.set(name, [...(hooks.get(name) ?? []), fn]), on: () => 0 };
  g.CONFIG = { Item: { dataModels: ITEM_MODELS } };
  g.game = {
    modules: new Map([["item-piles", { active }]]),
    itempiles: { API: { addSystemIntegration: (data: ItemPilesIntegration, version?: string) => { checkedByItemPiles(data); told.push([data, version]); } } },
  };
  return { told, ready: () => (hooks.get("item-piles-ready") ?? []).forEach((fn) => fn()), hooks };
}

/** Item Piles' own reading of the filters: an item of a listed type is not a pile's (pile-utilities isItemInvalid). */
const hidden = (data: ItemPilesIntegration, type: string) => data.ITEM_FILTERS.some((f) => f.path === "type" && f.filters.split(",").map((s) => s.trim()).includes(type));

describe("Item Piles: the integration, told when Item Piles is ready", () => {
  it("not active: nothing listens", () => {
    const ip = install(false);
    registerItemPiles();
    expect(ip.hooks.size).toBe(0);
  });

  it("active: on item-piles-ready, one integration Item Piles' checks accept", () => {
    const ip = install();
    registerItemPiles();
    expect(ip.told).toEqual([]);
    ip.ready();
    expect(ip.told).toHaveLength(1);
    const [data] = ip.told[0];
    expect(data.VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(ACTOR_MODELS)).toContain(data.ACTOR_CLASS_TYPE);
    expect(data.ACTOR_CLASS_TYPE).toBe("pnj"); // a pile is no player character: no creation, no group Moral
  });

  it("a pile, a chest or an exchange holds weapons, armour, shields and gear; never a character's skills, spells or traits", () => {
    const data = itemPilesIntegration(Object.keys(ITEM_MODELS));
    const shown = Object.keys(ITEM_MODELS).filter((t) => !hidden(data, t));
    expect(shown.sort()).toEqual([...LOOTABLE_TYPES].sort());
    for (const t of ["competence", "aptitude", "classe", "espece", "atout", "handicap", "sort", "specialisation", "qualite"]) expect(hidden(data, t), t).toBe(true);
    // A type the system adds later is kept out until it is named a physical item.
    expect(hidden(itemPilesIntegration([...Object.keys(ITEM_MODELS), "relique"]), "relique")).toBe(true);
  });

  it("quantities are gear's system.quantite (a field of its data model); weapons, armour and shields never stack; same name and type stack", () => {
    const data = itemPilesIntegration(Object.keys(ITEM_MODELS));
    expect(data.ITEM_QUANTITY_ATTRIBUTE).toBe("system.quantite");
    const field = data.ITEM_QUANTITY_ATTRIBUTE.split(".")[1];
    const withQuantity = LOOTABLE_TYPES.filter((t) => field in ITEM_MODELS[t].defineSchema());
    expect(withQuantity).toEqual(["equipement"]);
    expect(data.UNSTACKABLE_ITEM_TYPES.sort()).toEqual(["arme", "armure", "bouclier"]);
    expect(data.ITEM_SIMILARITIES).toEqual(["name", "type"]);
    expect([data.ITEM_CLASS_LOOT_TYPE, data.ITEM_CLASS_WEAPON_TYPE, data.ITEM_CLASS_EQUIPMENT_TYPE]).toEqual(["equipement", "arme", "armure"]);
  });

  it("no price and no currency: the rules give none (a GM adds them in Item Piles' settings)", () => {
    const data = itemPilesIntegration(Object.keys(ITEM_MODELS));
    expect(data.ITEM_PRICE_ATTRIBUTE).toBe("");
    expect(data.CURRENCIES).toEqual([]);
  });

  it("an item that changes hands arrives unequipped (armour, shield); other items and Item Piles' probe pass unchanged", () => {
    const { ITEM_TRANSFORMER } = itemPilesIntegration(Object.keys(ITEM_MODELS));
    expect(ITEM_TRANSFORMER({ type: "armure", name: "Cuirasse", system: { equipee: true, blocage: 3 } })).toEqual({ type: "armure", name: "Cuirasse", system: { equipee: false, blocage: 3 } });
    expect(ITEM_TRANSFORMER({ type: "bouclier", system: { equipe: true } }).system).toEqual({ equipe: false });
    const gear = { type: "equipement", system: { quantite: 3 } };
    expect(ITEM_TRANSFORMER(structuredClone(gear))).toEqual(gear);
    expect(ITEM_TRANSFORMER({})).toEqual({});
  });
});
