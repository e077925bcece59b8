/**
 * Hotbar: dropping a skill, a weapon or a spell (an owned Item), or a characteristic dragged from a
 * sheet (`{ type: "AltherionTest", spec }`), makes a script macro that rolls it for the selected
 * token's actor or the user's character through `game.altherion.rollTest`. Any other drop (other
 * item types, macros, documents) is left to Foundry's own hotbar behaviour.
 */
import { hotbarMacro, type HotbarDrop } from "./dice/hotbar-macro";

type DroppedItem = { type: string; name?: string | null; img?: string | null; uuid: string; system?: unknown };

/** The macro a drop makes, decided synchronously (the hook must answer at once whether it handles the drop). */
export function macroForDrop(drop: HotbarDrop, find: (uuid: string) => DroppedItem | null): ReturnType<typeof hotbarMacro> {
  if (drop.type !== "Item" && drop.type !== "AltherionTest") return null;
  const item = drop.type === "Item" && drop.uuid ? find(drop.uuid) : null;
  return hotbarMacro(drop, item ? { type: item.type, name: item.name ?? "", img: item.img ?? null, uuid: item.uuid, system: item.system } : null);
}

export function registerHotbar(): void {
  Hooks.on("hotbarDrop", (_bar: unknown, data: unknown, slot: number) => {
    const macro = macroForDrop(data as HotbarDrop, (uuid) => fromUuidSync(uuid as never) as DroppedItem | null);
    if (!macro) return true;
    void (async () => {
      const existing = game.macros?.find((m) => m.name === macro.name && m.command === macro.command);
      const doc = existing ?? (await Macro.create({ ...macro, type: "script", flags: { altherion: { hotbar: true } } } as never));
      if (doc) await game.user?.assignHotbarMacro(doc as Macro.Implementation, slot);
    })();
    return false;
  });
}
