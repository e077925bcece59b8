/**
 * v13 core methods that fvtt-types 13.345.1 does not declare yet, typed once here
 * (TOOLCHAIN.md: "13.345.1 lacks some v13 core methods"). They exist on Foundry v13's
 * ActorSheetV2: `_onDropItem` (an item dropped on the sheet: create it, or sort it when it is
 * already owned) and `_onSortItem` (reorder owned items by `sort`).
 */
export interface V13ActorSheetDrops {
  _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
  _onSortItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
}

/** Calls Foundry's own ActorSheetV2 drop handlers on a sheet instance. */
export function coreDrops(sheet: object): V13ActorSheetDrops {
  const proto = foundry.applications.sheets.ActorSheetV2.prototype as unknown as V13ActorSheetDrops;
  return { _onDropItem: (e, i) => proto._onDropItem.call(sheet, e, i), _onSortItem: (e, i) => proto._onSortItem.call(sheet, e, i) };
}
