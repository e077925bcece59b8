/**
 * What the scenes share: the compendium documents a GM drags (by pack and id, so a translated
 * world finds the same ones), finding a skill by its R-SK-7 key, and one character built as
 * scene 1 builds it (scenes 2 and 3 start from it).
 */
import type { ActorView, ItemView, SceneDriver, Seat } from "../driver";
import { SceneCheckError, expectEqual } from "./scene";

/** Compendium documents the scenes drag (pack → id), named as in the French compendium. */
export const COMPENDIUM = {
  humain: ["exemples", "3MhlsUF30kTz20fi"],
  rempart: ["exemples", "3epIDShLasqzVF1M"],
  gardeDeFer: ["exemples", "R2IndK78tFEyoJaa"],
  sangFroid: ["exemples", "mOdQ4O0QNVDpF0PM"],
  cauchemars: ["exemples", "YTWsQhlqZqYgKprJ"],
  epeeLongue: ["exemples", "23BX1TQZIQy3wBhf"],
  brigandine: ["exemples", "zBXRE1l5GLFoLv75"],
} as const satisfies Record<string, readonly [string, string]>;

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");

/** R-SK-7 an owned skill by its stable key (a world made before keys existed: by its folded name). */
export function skill(view: ActorView, key: string): ItemView {
  const skills = view.items.filter((i) => i.type === "competence");
  const found = skills.find((i) => (typeof i.system.key === "string" ? i.system.key === key : fold(i.name) === key));
  if (!found) throw new SceneCheckError(`R-SK-7 ${view.name} has no skill with key "${key}"`);
  return found;
}

/** Sets a skill's level as the player does on the sheet; the write must go through. */
export async function setSkill(d: SceneDriver, actorUuid: string, key: string, level: number, as: Seat): Promise<void> {
  const item = skill(await d.actor(actorUuid), key);
  expectEqual(await d.update(item.uuid, { "system.niveau": level }, { as }), true, `${key} ${level} written`);
}

export async function dragged(d: SceneDriver, which: keyof typeof COMPENDIUM) {
  const [pack, id] = COMPENDIUM[which];
  return d.compendiumItem(pack, id);
}

/**
 * Aude, the Human of scene 1 (R-CREA-1/2): bought characteristics (base values; the species adds
 * +1 Volonté and +1 Sagesse), Combativité 2, Rigidité 2, Mêlée 3, Adresse 2, Vigilance 1, the
 * Lames lourdes expertise, the Rempart class, Garde de fer, Sang-froid and Cauchemars.
 */
export const AUDE_BASE = { force: 5, vigueur: 5, agilite: 4, pouvoir: 2, charisme: 3, perception: 4, intellect: 3, volonte: 3, sagesse: 3 };
export const AUDE_SKILLS: Record<string, number> = { rigidite: 2, melee: 3, adresse: 2, vigilance: 1 };

export async function createAude(d: SceneDriver, owner: Seat = "player1"): Promise<string> {
  const uuid = await d.createActor({ name: "Aude", type: "personnage" }, { owner });
  await d.dropItem(uuid, await dragged(d, "humain"), { as: owner });
  const caracteristiques = Object.fromEntries(Object.entries(AUDE_BASE).map(([k, v]) => [`system.caracteristiques.${k}`, v]));
  expectEqual(await d.update(uuid, { ...caracteristiques, "system.combativite": 2 }, { as: owner }), true, "characteristics and Combativité written");
  for (const [key, level] of Object.entries(AUDE_SKILLS)) await setSkill(d, uuid, key, level, owner);
  return uuid;
}
