/**
 * Pure context builder of the item sheets (all 13 types): a shared header and description, and
 * per type a list of fields with their schema bounds (src/data/bounds.ts) and choices, plus the
 * type's own structured parts (expertises, species bonuses, prerequisites, lists). No Foundry globals.
 */
import { CHARACTERISTIC_KEYS } from "../../rules/index";
import { ITEM_BOUNDS } from "../../data/bounds";
import { APTITUDE_TIERS, CLASS_TIERS, DAMAGE_TYPES, SKILL_CATEGORIES, SPECIALISATION_DEGREES } from "../../data/item-derived";
import { PREREQUISITE_TYPES } from "../../data/drops";
import type { ViewerFlags } from "./context-common";
import { bool, keyOf, num, str } from "./context-common";

export const ITEM_TYPES = [
  "competence", "aptitude", "classe", "espece", "atout", "handicap", "arme", "armure", "bouclier", "equipement", "sort", "specialisation", "qualite",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

type FieldKind = "number" | "text" | "select" | "checkbox";
interface FieldSpec { path: string; kind: FieldKind; label: string; choices?: { values: readonly string[]; prefix: string } }

const n = (path: string, label: string): FieldSpec => ({ path, kind: "number", label });
const t = (path: string, label: string): FieldSpec => ({ path, kind: "text", label });
const c = (path: string, label: string): FieldSpec => ({ path, kind: "checkbox", label });
const sel = (path: string, label: string, values: readonly string[], prefix: string): FieldSpec => ({ path, kind: "select", label, choices: { values, prefix } });

const TIER = "ALTHERION.Sheet.Tier.";
const DEGATS = "ALTHERION.Sheet.Degats.";
const L = (k: string) => `ALTHERION.Sheet.Item.${k}`;

/** The simple fields of each item type, in display order (the schemas of src/data/items/). */
export const ITEM_FIELDS: Record<ItemType, FieldSpec[]> = {
  competence: [sel("categorie", L("Categorie"), SKILL_CATEGORIES, "ALTHERION.Sheet.Competence.Categorie."), n("niveau", L("Niveau")), n("pp.value", L("PP")), t("plafond", L("Plafond"))],
  aptitude: [sel("tier", L("Tier"), APTITUDE_TIERS, TIER), t("classe", L("Classe")), t("branche", L("Branche")), c("inne", L("Inne"))],
  classe: [sel("tier", L("Tier"), CLASS_TIERS, TIER)],
  espece: [],
  atout: [n("cout", L("Cout"))],
  handicap: [n("cout", L("Cout"))],
  arme: [t("competence", L("Competence")), n("degats", L("Degats")), sel("type", L("TypeDegats"), DAMAGE_TYPES, DEGATS), n("portee", L("Portee")), c("letal", L("Letal")), c("cachee", L("Cachee"))],
  armure: [n("blocage", L("Blocage")), n("resistance", L("Resistance")), n("annulation", L("Annulation")), c("equipee", L("Equipee"))],
  bouclier: [n("blocage", L("Blocage")), c("equipe", L("Equipee"))],
  equipement: [n("quantite", L("Quantite"))],
  sort: [t("competence", L("Competence")), n("points", L("Points")), n("cout", L("Cout")), n("complexite", L("Complexite")), sel("type", L("TypeDegats"), DAMAGE_TYPES, DEGATS), c("zone", L("Zone")), c("soin", L("Soin"))],
  specialisation: [t("competence", L("Competence")), sel("degre", L("Degre"), SPECIALISATION_DEGREES, "ALTHERION.Sheet.Degre."), n("bonus", L("Bonus")), n("cout", L("Cout")), t("circonstance", L("Circonstance"))],
  qualite: [],
};

/** Lists of plain strings edited as comma-separated text. */
const STRING_LISTS: Partial<Record<ItemType, { path: string; label: string }[]>> = {
  competence: [{ path: "qualites", label: L("Qualites") }],
  classe: [{ path: "branches", label: L("Branches") }],
  qualite: [{ path: "competences", label: L("Competences") }],
};

const get = (o: Record<string, unknown>, path: string): unknown =>
  path.split(".").reduce<unknown>((v, p) => (v && typeof v === "object" ? (v as Record<string, unknown>)[p] : undefined), o);

export interface ItemInput {
  id: string;
  uuid: string;
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
  /** The description enriched by the sheet class. */
  descriptionHTML?: string;
  /** Names of the documents behind UUID lists (espece aptitudes, classe aptitudes), resolved by the sheet class. */
  linked?: Record<string, { uuid: string; name: string }[]>;
  flags: ViewerFlags;
}

export function buildItemContext(input: ItemInput) {
  const type = (ITEM_TYPES as readonly string[]).includes(input.type) ? (input.type as ItemType) : "equipement";
  const s = input.system;
  const bounds = ITEM_BOUNDS[type] ?? {};
  const uid = `${input.id}-${type}`;
  const fields = ITEM_FIELDS[type].map((f) => {
    const value = get(s, f.path);
    const b = bounds[f.path];
    const max = f.path === "niveau" || f.path === "pp.value" ? num(s.niveauMax, b?.max ?? 100) : b?.max;
    return {
      id: `${uid}-${f.path.replace(/\./g, "-")}`, name: `system.${f.path}`, label: f.label,
      isNumber: f.kind === "number", isText: f.kind === "text", isSelect: f.kind === "select", isCheckbox: f.kind === "checkbox",
      value: f.kind === "checkbox" ? bool(value) : f.kind === "number" ? num(value) : str(value),
      min: b?.min ?? 0, max: max ?? 9999, step: 1,
      options: f.choices?.values.map((v) => ({ value: v, label: `${f.choices!.prefix}${keyOf(v)}`, selected: v === value })) ?? [],
    };
  });
  const lists = (STRING_LISTS[type] ?? []).map((l) => ({
    id: `${uid}-${l.path}`, path: `system.${l.path}`, label: l.label,
    value: (Array.isArray(s[l.path]) ? (s[l.path] as string[]) : []).join(", "),
  }));
  const expertises = type === "competence"
    ? (Array.isArray(s.expertises) ? (s.expertises as Record<string, unknown>[]) : []).map((e, index) => ({
      index, nom: str(e.nom), possedee: bool(e.possedee), personnalisee: bool(e.personnalisee),
    }))
    : null;
  const espece = type === "espece"
    ? {
      bonus: CHARACTERISTIC_KEYS.map((k) => ({
        key: k, id: `${uid}-bonus-${k}`, name: `system.bonus.${k}`, label: `ALTHERION.Sheet.Carac.${keyOf(k)}`,
        value: num((s.bonus as Record<string, unknown> | undefined)?.[k]), min: bounds[`bonus.${k}`]?.min ?? -5, max: bounds[`bonus.${k}`]?.max ?? 5,
        favorite: Array.isArray(s.favorites) && (s.favorites as string[]).includes(k),
      })),
      innees: input.linked?.aptitudesInnees ?? [],
      acquerables: input.linked?.aptitudesAcquerables ?? [],
    }
    : null;
  const prerequis = Array.isArray(s.prerequis)
    ? (s.prerequis as Record<string, unknown>[]).map((p, index) => ({
      index, cle: str(p.cle), valeur: num(p.valeur),
      options: PREREQUISITE_TYPES.map((v) => ({ value: v, label: `ALTHERION.Sheet.Prerequis.${keyOf(v)}`, selected: v === p.type })),
    }))
    : null;
  return {
    item: { id: input.id, uuid: input.uuid, name: input.name, img: input.img, type },
    uid,
    typeLabel: `TYPES.Item.${type}`,
    editable: input.flags.editable,
    isGM: input.flags.isGM,
    fields,
    hasFields: fields.length > 0,
    lists,
    expertises,
    espece,
    prerequis,
    hasPrerequis: prerequis !== null,
    aptitudesClasse: type === "classe" ? input.linked?.aptitudes ?? [] : null,
    typePart: `systems/altherion/templates/items/${type}.hbs`,
    description: { source: str(s.description), enriched: input.descriptionHTML ?? "" },
  };
}

export type ItemContext = ReturnType<typeof buildItemContext>;
