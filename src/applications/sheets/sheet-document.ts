/**
 * What the actor sheets and the item sheet do alike with their document: the viewer's flags for
 * the context builders, server-side enrichment of an HTML field, and the image picker.
 */
import { setting } from "../../settings";
import { browseImage } from "../../platform/file-picker";
import type { SheetItem, ViewerFlags } from "./context-common";

/** The viewing user's flags for the context builders. */
export function viewerFlags(editable: boolean): ViewerFlags {
  return { isGM: game.user?.isGM ?? false, editable, karmaVisible: setting("karmaVisible"), ruleset: setting("ruleset") };
}

/** Server-side enrichment of an HTML field (never in templates); "" for an empty field. */
export async function enrichField(html: string | undefined, relativeTo: Actor.Implementation | Item.Implementation): Promise<string> {
  if (!html) return "";
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, { secrets: relativeTo.isOwner, relativeTo });
}

/** Opens the image picker on a document's `img`; the chosen path updates it. */
export async function pickImage(doc: Actor.Implementation | Item.Implementation): Promise<void> {
  await browseImage(doc.img ?? "", (path) => void doc.update({ img: path } as never));
}

/**
 * Writes a sheet form's data. When the update is refused (a `_preUpdate` check returns false, or the
 * schema throws) the form shows the stored values again: otherwise the refused value stays in its
 * field and every later edit would submit it again and be refused too.
 */
export async function submitOrReset(doc: { update(data: object, options?: object): Promise<unknown> }, data: object, options: object | undefined, render: () => unknown): Promise<void> {
  let updated: unknown = null;
  try {
    updated = await doc.update(data, options);
  } finally {
    if (!updated) await render();
  }
}

/** An actor's owned items as plain data for the context builders (the derived values included): the sheets' and the HUD's. */
export function sheetItemsOf(actor: Actor.Implementation): SheetItem[] {
  return actor.items.contents.map((i) => ({
    id: i.id ?? "", uuid: i.uuid, name: i.name ?? "", img: i.img ?? "", type: i.type, sort: i.sort ?? 0,
    system: i.system as unknown as Record<string, unknown>,
  }));
}
