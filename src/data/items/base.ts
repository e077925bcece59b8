/** What every item model shares: the `description` HTML field and bounds/ruleset validation of updates. */
import { ruleset } from "../../settings";
import { htmlField } from "../fields";
import type { NoData } from "../fields";
import { formatData, systemChanges, validateItemUpdate } from "../validation";
import { shapeRefused } from "../shape";
import type { SiblingSkill } from "../validation";
import { skillItems, skillKey } from "../skill-keys";
import { progressionItemAllowed, progressionWriteRefused, typeChangeRefused } from "../gm-fields";
import { localize } from "../../i18n";

export const descriptionField = () => ({ description: htmlField() });

type OwnedSkill = { id: string | null; type: string; name: string | null; system: unknown };

/** R-SK-6 the owner's other skills (key, level, cap), for the caps between skills; undefined for an unowned item. */
export function ownerSkills(item: { id: string | null; name: string | null; system: unknown; parent?: unknown }): { key: string; siblings: SiblingSkill[] } | undefined {
  const actor = item.parent as { items?: Iterable<OwnedSkill> } | null | undefined;
  if (!actor?.items) return undefined;
  const siblings = skillItems([...actor.items]).filter((i) => i.id !== item.id).map((i) => {
    const s = i.system as { niveau?: unknown; plafond?: unknown };
    return { key: skillKey(i), name: i.name ?? "", niveau: typeof s.niveau === "number" ? s.niveau : 0, plafond: typeof s.plafond === "string" ? s.plafond.trim() : "" };
  });
  return { key: skillKey(item), siblings };
}

/** Refuses an item update that breaks a bound, the ruleset's skill cap or an R-SK-6 cap, with a localized reason. */
export function refuseBadItemUpdate(type: string, source: object, changes: unknown, owner?: { key: string; siblings: SiblingSkill[] }): boolean {
  const system = systemChanges(changes); // any form: "==system" and v14's replacement are checked too
  if (!system) return false;
  const result = validateItemUpdate(type, source, system, ruleset(), owner);
  if (result.ok) return false;
  ui.notifications?.error(localize(result.key, formatData(result.data)));
  return true;
}

/**
 * The base class of every item model: each update is checked by refuseBadItemUpdate against the
 * bounds and ruleset of its item's type, and an owned item's progression fields are the GM's once its
 * character's creation is over (data/gm-fields.ts). `Derived` is what a model's prepareDerivedData adds.
 */
export abstract class ItemModel<Schema extends foundry.data.fields.DataSchema, Derived extends Record<string, unknown> = NoData>
  extends foundry.abstract.TypeDataModel<Schema, Item.Implementation, NoData, Derived> {
  /** R-XP-3 [I] a player's new item on a character whose progression is kept: a trusted copy, unchanged (gm-fields.ts). */
  override async _preCreate(...args: Parameters<foundry.abstract.TypeDataModel<Schema, Item.Implementation, NoData, Derived>["_preCreate"]>): Promise<boolean | void> {
    if (!(await progressionItemAllowed(this.parent as never, args[2]))) return false;
    return super._preCreate(...args);
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel<Schema, Item.Implementation, NoData, Derived>["_preUpdate"]>): Promise<boolean | void> {
    if (typeChangeRefused(this.parent, this.parent.parent as never, args[0], args[2])) return false; // R-XP-3 [I] a type change: refused
    // A malformed update is refused whole, before anything reads it (a type change brings another type's system).
    const typeChange = "type" in args[0] && args[0].type !== this.parent.type;
    if (!typeChange && shapeRefused(this.schema, args[0])) return false;
    if (progressionWriteRefused(this.parent as never, this.parent.parent as never, args[0], args[2])) return false; // R-XP-3 [I]
    const owner = this.parent.type === "competence" ? ownerSkills(this.parent) : undefined; // R-SK-6
    if (refuseBadItemUpdate(this.parent.type, this.toObject(), args[0], owner)) return false;
    return super._preUpdate(...args);
  }
}
