/**
 * One change of an actor's XP log as the XP action carries it: the store applies it (store.ts), the
 * action's schema checks it (xp-schema.ts). Its own module so that neither imports the other.
 */
import type { UsageEvent } from "./usage";
import type { PurchaseRequest, Situation, NewEntry, editEntry } from "../rules/index";
import type { PpPurchase } from "./pp-purchase";

/** One change of the log, as the XP action carries it (applied to the log as it is when it runs). */
export type XpOp =
  | { op: "append"; entry: NewEntry; usage: UsageEvent | null }
  // R-XP-3 a purchase names only what is bought and when: the GM takes its cost and changes from the rules.
  | { op: "buy"; purchase: PurchaseRequest; situation: Situation; override?: boolean }
  | { op: "edit"; id: string; patch: Parameters<typeof editEntry>[2] }
  | { op: "undo"; id: string; undone: boolean }
  | { op: "delete"; id: string }
  // R-PP-2..6 a PP purchase names only what is bought: the GM costs it and writes it (pp-purchase.ts).
  | { op: "pp"; purchase: PpPurchase };
