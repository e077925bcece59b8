/** What every item model shares: the `description` HTML field and bounds/ruleset validation of updates. */
import { ruleset } from "../../settings";
import { htmlField } from "../fields";
import type { NoData } from "../fields";
import { formatData, validateItemUpdate } from "../validation";

export const descriptionField = () => ({ description: htmlField() });

/** Refuses an item update that breaks a bound or the ruleset's skill cap, with a localized reason. */
export function refuseBadItemUpdate(type: string, source: object, changes: unknown): boolean {
  const system = (changes as { system?: Record<string, unknown> }).system;
  if (!system) return false;
  const result = validateItemUpdate(type, source, system, ruleset());
  if (result.ok) return false;
  ui.notifications?.error(game.i18n ? game.i18n.format(result.key, formatData(result.data)) : result.key);
  return true;
}

/**
 * The base class of every item model: each update is checked by refuseBadItemUpdate against the
 * bounds and ruleset of its item's type. `Derived` is what a model's prepareDerivedData adds.
 */
export abstract class ItemModel<Schema extends foundry.data.fields.DataSchema, Derived extends Record<string, unknown> = NoData>
  extends foundry.abstract.TypeDataModel<Schema, Item.Implementation, NoData, Derived> {
  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel<Schema, Item.Implementation, NoData, Derived>["_preUpdate"]>): Promise<boolean | void> {
    if (refuseBadItemUpdate(this.parent.type, this.toObject(), args[0])) return false;
    return super._preUpdate(...args);
  }
}
