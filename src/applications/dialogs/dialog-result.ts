/**
 * What a DialogV2 whose confirming button answers JSON gave back: DialogV2 resolves a button with a
 * callback to the callback's value, a button without one (Cancel) to its action name, and a dialog
 * closed by its header to null. Only the confirming button's JSON is a choice.
 */
export function dialogChoice<T>(result: unknown, cancel = "cancel"): T | null {
  if (typeof result !== "string" || result === cancel) return null;
  try {
    return JSON.parse(result) as T;
  } catch {
    return null;
  }
}
