/** What every item model shares: the `description` HTML field and bounds/ruleset validation of updates. */
import { ruleset } from "../../settings";
import { htmlField } from "../fields";
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
