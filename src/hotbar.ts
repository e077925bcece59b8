/**
 * Hotbar: dropping a skill, a weapon or a spell (an owned Item), or a characteristic dragged from a
 * sheet (`{ type: "AltherionTest", spec }`), makes a script macro that rolls it for the selected
 * token's actor or the user's character through `game.altherion.rollTest`.
 */
import { hotbarMacro, type HotbarDrop } from "./dice/hotbar-macro";

export function registerHotbar(): void {
  Hooks.on("hotbarDrop", (_bar: unknown, data: unknown, slot: number) => {
    const drop = data as HotbarDrop;
    if (drop.type !== "Item" && drop.type !== "AltherionTest") return true;
    void (async () => {
      const item = drop.type === "Item" && drop.uuid ? ((await fromUuid(drop.uuid)) as Item.Implementation | null) : null;
      const macro = hotbarMacro(drop, item ? { type: item.type, name: item.name ?? "", img: item.img ?? null, uuid: item.uuid, system: item.system } : null);
      if (!macro) return;
      const existing = game.macros?.find((m) => m.name === macro.name && m.command === macro.command);
      const doc = existing ?? (await Macro.create({ ...macro, type: "script", flags: { altherion: { hotbar: true } } } as never));
      if (doc) await game.user?.assignHotbarMacro(doc as Macro.Implementation, slot);
    })();
    return false;
  });
}
