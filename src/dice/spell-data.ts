/**
 * What a spell roll reads of documents (a spell item, the characters it may be cast on) and what
 * its card keeps of it (`TestContext.spell`), with the reading back of a stored card. Plain
 * `{ uuid, name, type, system }` shapes, so it runs under Node too.
 */
import { DAMAGE_TYPES, incantation } from "../rules/index";
import type { ConstitutionKey, DamageType } from "../rules/index";
import { incantationChoices, type IncantationForm, type SpellData, type SpellTargetData } from "./spell-plan";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const int = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : fallback);
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** A spell item as a roll reads it; null for any other item. */
export function spellData(item: { uuid: string; name: string | null; type: string; system: unknown }): SpellData | null {
  if (item.type !== "sort") return null;
  const s = obj(item.system);
  const type: DamageType = Object.hasOwn(DAMAGE_TYPES, str(s.type)) ? (s.type as DamageType) : "magique";
  return {
    itemUuid: item.uuid, name: item.name ?? "", points: int(s.points), cout: int(s.cout), complexite: int(s.complexite),
    zone: s.zone === true, soin: s.soin === true, constitution: DAMAGE_TYPES[type].constitution, // R-SPELL-1 [I]
  };
}

/** A character read in one constitution (prepared data: max beside value, derived Péril); null without constitutions. */
export function spellTarget(actor: { uuid: string; name: string | null; system: unknown }, key: ConstitutionKey, targeted: boolean): SpellTargetData | null {
  const s = obj(actor.system);
  const c = obj(obj(s.constitutions)[key]);
  if (typeof c.value !== "number") return null;
  return {
    actorUuid: actor.uuid, name: actor.name ?? "", targeted,
    constitution: { max: int(c.max), value: int(c.value), scars: int(c.scars), ephemeral: int(c.ephemeral), stabilized: c.stabilized === true },
    resiliencePoints: int(obj(obj(s.points).resilience).value),
    peril: c.peril === true,
  };
}

/** What the card keeps of a spell cast (R-SPELL-1..3). */
export interface SpellContext {
  itemUuid: string;
  name: string;
  /** The incantation options chosen (the GM recomputes the spell points from them and the item). */
  options: IncantationForm;
  spellPoints: number;
  /** Énergie paid and Combativité spent, once for the whole cast. */
  cost: number;
  combativite: number;
  /** R-SPELL-1 the healing test's target. */
  heal: { actorUuid: string; name: string; constitution: ConstitutionKey; wounds: number } | null;
  /** R-SPELL-2 this card's roll among an area spell's rolls. */
  area: { roll: number; of: number } | null;
}

/** R-SPELL-3 the spell points a card's options give on the spell's own points (what the GM recomputes). */
export function spellPointsOf(points: number, options: IncantationForm): number {
  return incantation(points, incantationChoices(options)).spellPoints;
}

const OPTION_KEYS = ["concentration", "gestes", "paroles", "composantes"] as const;
const CONSTITUTIONS: readonly string[] = ["vitalite", "energie", "confiance"];

/** Reads a stored spell context back; null when there is none. */
export function parseSpellContext(v: unknown): SpellContext | null {
  if (typeof v !== "object" || v === null) return null;
  const o = obj(v);
  const opts = obj(o.options);
  const options: IncantationForm = {};
  for (const k of OPTION_KEYS) if (int(opts[k]) > 0) options[k] = int(opts[k]);
  if (opts.surcharge === true) options.surcharge = true;
  const h = obj(o.heal);
  const heal = typeof h.actorUuid === "string" && CONSTITUTIONS.includes(str(h.constitution))
    ? { actorUuid: h.actorUuid, name: str(h.name), constitution: h.constitution as ConstitutionKey, wounds: Math.max(0, int(h.wounds)) }
    : null;
  const a = obj(o.area);
  return {
    itemUuid: str(o.itemUuid), name: str(o.name), options, spellPoints: int(o.spellPoints), cost: int(o.cost), combativite: int(o.combativite),
    heal, area: int(a.of) > 0 ? { roll: int(a.roll), of: int(a.of) } : null,
  };
}
