/**
 * Reads what a test needs from an actor's prepared data (src/data derived fields: effectives,
 * scores, puissance, harmonie, des, conditions) into the plain ActorRollData of roll-spec.ts.
 * Takes a plain `{ name, system, items }` shape so it runs under Node too.
 */
import { CONDITIONS, DAMAGE_TYPES, critRanges } from "../rules/index";
import type { CharacteristicKey, DamageType, SecondaryKey, SecondaryScores } from "../rules/index";
import type { AttackContext } from "./roll-data";
import { MAIN_KEYS, SECONDARY_KEYS, type ActorRollData, type PowerSource } from "./roll-spec";
import { isRollableSkill, resolveSkillRefs, skillKey } from "../data/skill-keys";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null ? (v as Obj) : {});
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

export interface ActorLike {
  name: string | null;
  system: unknown;
  flags?: unknown;
  items: Iterable<{ id: string | null; name: string | null; type: string; system: unknown }>;
}

export function actorRollData(actor: ActorLike): ActorRollData {
  const s = obj(actor.system);
  const eff = obj(s.effectives ?? s.caracteristiques);
  const base = obj(s.caracteristiques);
  const scores = obj(s.scores);
  const characteristics = Object.fromEntries(MAIN_KEYS.map((k) => [k, num(eff[k], num(base[k]))])) as Record<CharacteristicKey, number>;
  const sc = Object.fromEntries(SECONDARY_KEYS.map((k) => [k, num(scores[k])])) as Record<SecondaryKey, number>;
  const des = obj(s.des);
  const sources = (Array.isArray(des.sources) ? des.sources : []).map(obj).map((x): PowerSource => ({
    id: String(x.id ?? "effets"), surpuissance: num(x.surpuissance), impuissance: num(x.impuissance),
  }));
  const conditions = Array.isArray(s.conditions) ? s.conditions.map(String) : [];
  const circumstantial = conditions.filter((id) => CONDITIONS.some((c) => c.id === id && c.circumstantial));
  // R-SK-5 / R-SK-6 théoriques and languages never reach a roll: not in the dialog's list, never matched.
  const skills = [...actor.items]
    .filter((i) => i.type === "competence" && isRollableSkill(i))
    .map((i) => {
      const sys = obj(i.system);
      const owned = (Array.isArray(sys.expertises) ? sys.expertises : []).map(obj).filter((e) => e.possedee === true);
      const expertises = owned.map((e) => String(e.nom ?? ""));
      const customExpertises = owned.filter((e) => e.personnalisee === true).map((e) => String(e.nom ?? ""));
      return { id: i.id ?? "", key: skillKey(i), name: i.name ?? "", level: num(sys.niveau), expertises, customExpertises };
    });
  return {
    name: actor.name ?? "",
    characteristics,
    scores: sc,
    puissance: num(s.puissance),
    harmonie: num(s.harmonie),
    skills,
    impact: num(obj(obj(s.points).impact).value),
    espoir: num(obj(s.moral).espoir),
    fortune: num(s.fortune),
    fatalite: num(obj(obj(actor.flags).altherion).fatalite), // R-FORT-2 moral/payer.ts FATALITE_FLAG
    agonie: num(s.agonie),
    power: { sources, ignoreAgonie: des.ignoreAgonie === true },
    circumstantial,
    ...critRanges(obj(s.critiques).succes, obj(s.critiques).echec), // R-DICE-7 every roll of this actor
  };
}

/** The owned competences with their keys, for resolving references (R-SK-7). */
function ownedSkills(actor: Pick<ActorLike, "items">) {
  return [...actor.items].filter((i) => i.type === "competence").map((i) => ({ item: i, key: skillKey(i), name: i.name }));
}

/**
 * R-SK-5 / R-SK-6 the owned théoriques and languages a roll asks for, by item id or by reference (R-SK-7: a key,
 * or a name as the world shows it): every roll path (sheet, macro, roll link, request, API) is refused when this is not empty.
 */
export function unrollableSkills(actor: Pick<ActorLike, "items">, asked: { ids?: readonly string[]; refs?: readonly string[] }): string[] {
  const ids = new Set(asked.ids ?? []);
  const owned = ownedSkills(actor);
  const named = new Set(resolveSkillRefs(owned, asked.refs ?? []).matched.map((s) => s.item));
  return owned.filter((s) => !isRollableSkill(s.item) && ((s.item.id !== null && ids.has(s.item.id)) || named.has(s.item))).map((s) => s.item.name ?? "");
}

/** R-SK-7 the references that name no skill of the actor (a roll asking for them is refused, never made at level 0). */
export function unknownSkillRefs(actor: Pick<ActorLike, "items">, refs: readonly string[]): string[] {
  return resolveSkillRefs(ownedSkills(actor), refs).unknown;
}

/** R-SK-7 item ids of the owned rollable skills the references name: by key, else by the name the world shows. */
export function matchSkills(data: Pick<ActorRollData, "skills">, refs: readonly string[]): string[] {
  return resolveSkillRefs(data.skills, refs).matched.map((s) => s.id);
}

/** What the aggravation flow reads of a victim. */
export function victimData(actor: Pick<ActorLike, "system">): { aggravation: number; fragilite: number; agonie: number; resilience: number } {
  const s = obj(actor.system);
  return { aggravation: num(s.aggravation), fragilite: num(s.fragilite), agonie: num(s.agonie), resilience: num(obj(obj(s.points).resilience).value) };
}

/** Annulation and Résistance of a target from its equipped armour items (R-FIGHT-3). */
export function targetDefences(actor: ActorLike): { annulation: number; resistance: number } {
  let annulation = 0;
  let resistance = 0;
  for (const i of actor.items) {
    if (i.type !== "armure") continue;
    const sys = obj(i.system);
    if (sys.equipee === false) continue;
    annulation = Math.max(annulation, num(sys.annulation));
    resistance += num(sys.resistance);
  }
  return { annulation, resistance };
}

/** R-FIGHT-3 the attack an item makes (a weapon, or a spell that does not heal), with the attacker's scores; null otherwise. */
export function attackContext(item: { uuid: string; name: string | null; type: string; system: unknown }, attackerScores: SecondaryScores): AttackContext | null {
  const sys = obj(item.system);
  if (!(item.type === "arme" || (item.type === "sort" && sys.soin !== true))) return null;
  const damage = typeof sys.degats === "number" ? sys.degats : typeof sys.points === "number" ? sys.points : 0;
  const type: DamageType = Object.hasOwn(DAMAGE_TYPES, String(sys.type)) ? (sys.type as DamageType) : "physique";
  // R-FIGHT-2 a weapon's `cachee` only pre-ticks the dialog's hidden-attack option; the attacker decides each time.
  return { itemUuid: item.uuid, itemName: item.name ?? "", damage, type, lethal: sys.letal !== false, attackerScores, hidden: item.type === "arme" && sys.cachee === true };
}
