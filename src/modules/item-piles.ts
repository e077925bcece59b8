/**
 * Item Piles: the system's integration (fantasycalendar/FoundryVTT-ItemPiles docs/api.md, addSystemIntegration),
 * told once Item Piles is ready. What a pile, a chest or an exchange holds is Altherion's physical items:
 * weapons, armour, shields and gear (arme, armure, bouclier, equipement); skills, aptitudes, classes, species,
 * edges, flaws, spells, specializations and qualities belong to a character and are never dropped or traded.
 * - Quantity: gear's `system.quantite`; weapons, armour and shields have none, each is one item and never stacks.
 * - Stacking: two pieces of gear stack when they have the same name and type.
 * - Price and currency: the rules (seeds) give neither; no price path and no currency are set. A GM who wants
 *   merchants adds a currency and prices in Item Piles' own settings (docs/modules.md).
 * - An item picked up or received is unequipped: its new holder equips it.
 * - The pile actor Item Piles creates is a PNJ (no creation wizard, no default skills, in no group's Moral).
 * Registered only when the module is active; nothing here runs without it.
 */
import { onceModuleHook } from "../module-hooks";
import type { ItemPilesApi, ItemPilesIntegration } from "./apis";

export const MODULE_ID = "item-piles";

/** Raised when what the integration tells Item Piles changes: a world's stored Item Piles settings follow then. */
export const INTEGRATION_VERSION = "1.0.0";

/** The item types a pile, a chest or an exchange holds (physical items). */
export const LOOTABLE_TYPES = ["arme", "armure", "bouclier", "equipement"] as const;

/** The equipped flag of each type that has one: an item changing hands arrives unequipped. */
const EQUIPPED_FIELD: Record<string, string> = { armure: "equipee", bouclier: "equipe" };

/** An item's data as it leaves one holder for another: unequipped (an object in, the same object out). */
export function unequip(itemData: Record<string, unknown>): Record<string, unknown> {
  const field = EQUIPPED_FIELD[String(itemData.type)];
  const system = itemData.system as Record<string, unknown> | undefined;
  if (field && system && typeof system === "object" && field in system) system[field] = false;
  return itemData;
}

/** What Item Piles is told, for a world whose item types are `itemTypes` (CONFIG.Item.dataModels' keys). */
export function itemPilesIntegration(itemTypes: readonly string[]): ItemPilesIntegration {
  const notLoot = itemTypes.filter((t) => !(LOOTABLE_TYPES as readonly string[]).includes(t));
  return {
    VERSION: INTEGRATION_VERSION,
    ACTOR_CLASS_TYPE: "pnj",
    ITEM_CLASS_LOOT_TYPE: "equipement",
    ITEM_CLASS_WEAPON_TYPE: "arme",
    ITEM_CLASS_EQUIPMENT_TYPE: "armure",
    ITEM_QUANTITY_ATTRIBUTE: "system.quantite",
    ITEM_PRICE_ATTRIBUTE: "",
    ITEM_FILTERS: [{ path: "type", filters: notLoot.join(",") }],
    ITEM_SIMILARITIES: ["name", "type"],
    UNSTACKABLE_ITEM_TYPES: ["arme", "armure", "bouclier"],
    ITEM_TRANSFORMER: unequip,
    CURRENCIES: [],
  };
}

export function registerItemPiles(): void {
  if (!game.modules?.get(MODULE_ID)?.active) return;
  onceModuleHook("item-piles-ready", () => {
    const api = (game as unknown as { itempiles?: { API?: ItemPilesApi } }).itempiles?.API;
    api?.addSystemIntegration(itemPilesIntegration(Object.keys(CONFIG.Item.dataModels ?? {})));
  });
}
