/**
 * The item a card was made from (a weapon's attack, a spell, a defence with a shield), as the card's HTML names it
 * for modules that read cards: Automated Animations finds the item by `data-item-id` on an element inside the
 * message content (with the speaker's token), other readers by `data-item-uuid`; `data-item-type` says what it is.
 * No Foundry globals.
 */
export interface SourceItemView {
  uuid: string;
  /** The item's own id: the last part of its UUID (an actor's item, a token's actor's item). */
  id: string;
  type: string;
}

/** The view of an item by its UUID and type; null without a UUID. */
export function sourceItem(uuid: string | null | undefined, type: string): SourceItemView | null {
  if (!uuid) return null;
  const id = uuid.split(".").at(-1) ?? "";
  return id ? { uuid, id, type } : null;
}
