/**
 * What the creation wizard may add (R-CREA-1, R-CREA-2): species, classes, aptitudes, atouts and
 * handicaps (and the achat ruleset's qualities and specialisations, R-PP-5/6) from the world's Item compendiums and the world's own items, each name once (the
 * world's own first, so a GM's edit of a compendium item wins).
 */
import type { ItemInput } from "../../rules/index";

export const CATALOG_TYPES = ["espece", "classe", "aptitude", "atout", "handicap", "qualite", "specialisation"] as const;

const wanted = (type: string) => (CATALOG_TYPES as readonly string[]).includes(type);

export async function loadCatalog(): Promise<ItemInput[]> {
  const out: ItemInput[] = [];
  const seen = new Set<string>();
  const add = (i: ItemInput) => {
    const id = `${i.type}:${i.name}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push(i);
  };
  for (const item of game.items?.contents ?? []) if (wanted(item.type)) add(itemInput(item as unknown as Item.Implementation));
  for (const pack of game.packs?.contents ?? []) {
    if (pack.documentName !== "Item") continue;
    for (const doc of await pack.getDocuments()) if (doc instanceof Item && wanted(doc.type)) add(itemInput(doc));
  }
  return out;
}

/** A document as the draft takes it. */
export function itemInput(doc: Item.Implementation, uuid = doc.uuid): ItemInput {
  const source = doc.toObject() as unknown as { system: Record<string, unknown> };
  return { uuid, type: doc.type as ItemInput["type"], name: doc.name ?? "", img: doc.img ?? "", system: source.system };
}
