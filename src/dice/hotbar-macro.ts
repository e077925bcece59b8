import { isRollableSkill, skillKey } from "../data/skill-keys";

/** Pure: the macro (name, icon, command) a hotbar drop makes. */
export interface HotbarDrop {
  type: string;
  uuid?: string;
  /** For `AltherionTest` drops (a characteristic or skill dragged from a sheet). */
  spec?: Record<string, unknown>;
  label?: string;
  img?: string;
}

export function hotbarMacro(drop: HotbarDrop, item: { type: string; name: string; img: string | null; uuid: string; system: unknown } | null): { name: string; img: string; command: string } | null {
  if (drop.type === "AltherionTest" && drop.spec) {
    return { name: drop.label ?? "Altherion", img: drop.img ?? "icons/svg/d10-grey.svg", command: `game.altherion.rollTest(${JSON.stringify(drop.spec)});` };
  }
  if (!item) return null;
  if (item.type === "competence") {
    // R-SK-7 the macro names the skill by key, so it rolls on any actor whatever the skill is called there;
    // R-SK-5 / R-SK-6 théoriques and languages make no macro.
    if (!isRollableSkill(item)) return null;
    return { name: item.name, img: item.img ?? "icons/svg/d10-grey.svg", command: `game.altherion.rollTest(${JSON.stringify({ skillKeys: [skillKey(item)], label: item.name })});` };
  }
  if (item.type === "arme" || item.type === "sort") {
    // The item is looked up by name on whichever actor rolls, so one macro serves the selected token.
    const name = JSON.stringify(item.name);
    return {
      name: item.name, img: item.img ?? "icons/svg/sword.svg",
      command: `const actor = canvas.tokens.controlled[0]?.actor ?? game.user.character;\nconst item = actor?.items.find((i) => i.name === ${name} && i.type === ${JSON.stringify(item.type)});\ngame.altherion.rollTest({ itemUuid: item?.uuid, label: ${name} }, { actor });`,
    };
  }
  return null;
}
