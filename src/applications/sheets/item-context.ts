/**
 * Pure context builder of the item sheets (all 13 types): a shared header and description, and
 * per type a list of fields with their schema bounds (src/data/bounds.ts) and choices, plus the
 * type's own structured parts (expertises, species bonuses, prerequisites, lists). No Foundry globals.
 */
import { CHARACTERISTIC_KEYS } from "../../rules/index";
import { ITEM_BOUNDS } from "../../data/bounds";
import { APTITUDE_TIERS, CLASS_TIERS, DAMAGE_TYPES, SKILL_CATEGORIES, SPECIALISATION_DEGREES } from "../../data/item-derived";
import { PREREQUISITE_TYPES } from "../../data/drops";
import { expertiseName, type Localizer } from "../../data/builtin-names";
import type { ViewerFlags } from "./context-common";
import { bool, keyOf, num, str } from "./context-common";
import { skillKey } from "../../data/skill-keys";

export const ITEM_TYPES = [
  "competence", "aptitude", "classe", "espece", "atout", "handicap", "arme", "armure", "bouclier", "equipement", "sort", "specialisation", "qualite",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

type FieldKind = "number" | "text" | "select" | "checkbox" | "skill" | "language";
interface FieldSpec {
  path: string; kind: FieldKind; label: string; choices?: { values: readonly string[]; prefix: string }; wide?: boolean; achatOnly?: boolean;
  /** Shown only for an item this holds for (its stored system); absent: always. */
  appliesTo?: (system: Record<string, unknown>) => boolean;
}

const n = (path: string, label: string): FieldSpec => ({ path, kind: "number", label });
const t = (path: string, label: string): FieldSpec => ({ path, kind: "text", label });
/** A sentence (a specialisation's circumstance): the form's whole width, never cut. */
const sentence = (path: string, label: string): FieldSpec => ({ path, kind: "text", label, wide: true });
/** R-PP-3 a field of the progression-par-achat ruleset only (a skill's PP): absent from an XP world's sheets. */
const achat = (f: FieldSpec): FieldSpec => ({ ...f, achatOnly: true });
const c = (path: string, label: string): FieldSpec => ({ path, kind: "checkbox", label });
/** R-SK-7 a skill named by its key, picked among the skills by name (rolled skills only for weapons and spells). */
const skill = (path: string, label: string): FieldSpec => ({ path, kind: "skill", label });
const sel = (path: string, label: string, values: readonly string[], prefix: string): FieldSpec => ({ path, kind: "select", label, choices: { values, prefix } });
/**
 * R-SK-6 the language capping a language (Vrai Primordial ≤ Primordial), picked among the languages by name, its key
 * stored: on a language's sheet, or on any skill that already names a cap (so it can be seen and cleared).
 */
const languageCap = (path: string, label: string): FieldSpec => ({
  path, kind: "language", label, appliesTo: (system) => system.categorie === "langues" || str(get(system, path)).trim() !== "",
});

const TIER = "ALTHERION.Sheet.Tier.";
const DEGATS = "ALTHERION.Sheet.Degats.";
const L = (k: string) => `ALTHERION.Sheet.Item.${k}`;

/** The simple fields of each item type, in display order (the schemas of src/data/items/). */
export const ITEM_FIELDS: Record<ItemType, FieldSpec[]> = {
  competence: [sel("categorie", L("Categorie"), SKILL_CATEGORIES, "ALTHERION.Sheet.Competence.Categorie."), n("niveau", L("Niveau")), achat(n("pp.value", L("PP"))), languageCap("plafond", L("Plafond"))],
  aptitude: [sel("tier", L("Tier"), APTITUDE_TIERS, TIER), t("classe", L("Classe")), t("branche", L("Branche")), c("inne", L("Inne"))],
  classe: [sel("tier", L("Tier"), CLASS_TIERS, TIER)],
  espece: [],
  atout: [n("cout", L("Cout"))],
  handicap: [n("cout", L("PointsRendus"))], // R-CREA-2 a flaw gives back its X points: never a cost
  arme: [skill("competence", L("Competence")), n("degats", L("Degats")), sel("type", L("TypeDegats"), DAMAGE_TYPES, DEGATS), n("portee", L("Portee")), c("letal", L("Letal")), c("cachee", L("Cachee"))],
  armure: [n("blocage", L("Blocage")), n("resistance", L("Resistance")), n("annulation", L("Annulation")), c("equipee", L("Equipee"))],
  bouclier: [n("blocage", L("Blocage")), c("equipe", L("Equipee"))],
  equipement: [n("quantite", L("Quantite"))],
  sort: [skill("competence", L("Competence")), n("points", L("PointsSort")), n("cout", L("CoutEnergie")), n("complexite", L("Complexite")), sel("type", L("TypeDegats"), DAMAGE_TYPES, DEGATS), c("zone", L("Zone")), c("soin", L("Soin"))],
  specialisation: [skill("competence", L("Competence")), sel("degre", L("Degre"), SPECIALISATION_DEGREES, "ALTHERION.Sheet.Degre."), n("bonus", L("Bonus")), n("cout", L("Cout")), sentence("circonstance", L("Circonstance"))],
  qualite: [],
};

/** Lists of plain strings edited as comma-separated text. */
const STRING_LISTS: Partial<Record<ItemType, { path: string; label: string; achatOnly?: boolean }[]>> = {
  competence: [{ path: "qualites", label: L("Qualites"), achatOnly: true }], // R-PP-4 qualities: the achat ruleset
  classe: [{ path: "branches", label: L("Branches") }],
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
  /** The skills a reference may name (R-SK-7): the owner's, else the default list; resolved by the sheet class. */
  skills?: readonly SkillChoice[];
  /** Names of the documents behind UUID lists (espece aptitudes, classe aptitudes), resolved by the sheet class. */
  linked?: Record<string, { uuid: string; name: string }[]>;
  flags: ViewerFlags;
  /** The user's dictionary: a built-in expertise shows in the user's language (data/builtin-names.ts); absent, as stored. */
  words?: Localizer;
}

/** A skill offered by a picker: its key (stored), its name (shown), whether it is rolled and whether it is a language. */
export interface SkillChoice { key: string; name: string; rollable: boolean; language?: boolean }

/** The first option of a picker whose stored reference is empty: "choose…", so nothing looks picked that is not stored. */
const CHOOSE = { value: "", label: "ALTHERION.Sheet.Choisir", text: "", selected: true };

/** Options of a skill picker: the skills by name, the stored key selected; a key no skill has stays shown as written. */
function skillOptions(skills: readonly SkillChoice[], current: string, rolledOnly: boolean) {
  const offered = skills.filter((k) => !rolledOnly || k.rollable);
  const options = offered.map((k) => ({ value: k.key, label: "", text: k.name, selected: k.key === current }))
    .sort((a, b) => a.text.localeCompare(b.text));
  if (current === "") return [CHOOSE, ...options];
  if (!offered.some((k) => k.key === current)) return [{ value: current, label: "", text: current, selected: true }, ...options];
  return options;
}

/** R-SK-6 the caps a language may name: none, or another language by name (its key stored); a key no language has stays as written. */
function languageOptions(skills: readonly SkillChoice[], current: string, own: string) {
  const none = { value: "", label: "ALTHERION.Sheet.Item.PlafondAucun", text: "", selected: current === "" };
  const offered = skills.filter((k) => k.language === true && k.key !== own);
  const options = offered.map((k) => ({ value: k.key, label: "", text: k.name, selected: k.key === current })).sort((a, b) => a.text.localeCompare(b.text));
  const unknown = current !== "" && !offered.some((k) => k.key === current) ? [{ value: current, label: "", text: current, selected: true }] : [];
  return [none, ...unknown, ...options];
}

const CHARACTERISTIC_OPTIONS = (current: string) => {
  const options = CHARACTERISTIC_KEYS.map((k) => ({ value: k as string, label: `ALTHERION.Sheet.Carac.${keyOf(k)}`, selected: k === current }));
  return options.some((o) => o.selected) ? options : [CHOOSE, ...options];
};

export function buildItemContext(input: ItemInput) {
  const type = (ITEM_TYPES as readonly string[]).includes(input.type) ? (input.type as ItemType) : "equipement";
  const s = input.system;
  const bounds = ITEM_BOUNDS[type] ?? {};
  const uid = `${input.id}-${type}`;
  const skills = input.skills ?? [];
  const inWorld = (f: { achatOnly?: boolean }) => !f.achatOnly || input.flags.ruleset === "achat";
  const ownKey = skillKey({ name: input.name, system: s });
  const fields = ITEM_FIELDS[type].filter(inWorld).filter((f) => f.appliesTo?.(s) ?? true).map((f) => {
    const value = get(s, f.path);
    const b = bounds[f.path];
    const max = f.path === "niveau" || f.path === "pp.value" ? num(s.niveauMax, b?.max ?? 100) : b?.max;
    return {
      id: `${uid}-${f.path.replace(/\./g, "-")}`, name: `system.${f.path}`, label: f.label,
      wide: f.wide === true,
      // A language picker is drawn as a skill picker: options by name, the key stored.
      isNumber: f.kind === "number", isText: f.kind === "text", isSelect: f.kind === "select", isCheckbox: f.kind === "checkbox", isSkill: f.kind === "skill" || f.kind === "language",
      skillOptions: f.kind === "skill" ? skillOptions(skills, str(value), type !== "specialisation")
        : f.kind === "language" ? languageOptions(skills, str(value).trim(), ownKey) : [],
      value: f.kind === "checkbox" ? bool(value) : f.kind === "number" ? num(value) : str(value),
      min: b?.min ?? 0, max: max ?? 9999, step: 1,
      options: f.choices?.values.map((v) => ({ value: v, label: `${f.choices!.prefix}${keyOf(v)}`, selected: v === value })) ?? [],
    };
  });
  const summary = itemSummary(type, fields, prerequisLines(s, skills), s);
  const lists = (STRING_LISTS[type] ?? []).filter(inWorld).map((l) => ({
    id: `${uid}-${l.path}`, path: `system.${l.path}`, label: l.label,
    value: (Array.isArray(s[l.path]) ? (s[l.path] as string[]) : []).join(", "),
  }));
  const expertises = type === "competence"
    ? (Array.isArray(s.expertises) ? (s.expertises as Record<string, unknown>[]) : []).map((e, index) => ({
      index, nom: input.words ? expertiseName(input.words, e) : str(e.nom), possedee: bool(e.possedee), personnalisee: bool(e.personnalisee),
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
      // A characteristic or a skill is picked by name, its key stored behind; classes, aptitudes and species are names.
      characteristics: p.type === "caracteristique" ? CHARACTERISTIC_OPTIONS(str(p.cle)) : null,
      skills: p.type === "competence" ? skillOptions(skills, str(p.cle), false) : null,
      hasMinimum: p.type === "caracteristique" || p.type === "competence",
    }))
    : null;
  return {
    item: { id: input.id, uuid: input.uuid, name: input.name, img: input.img, type },
    uid,
    typeLabel: `TYPES.Item.${type}`,
    editable: input.flags.editable,
    isGM: input.flags.isGM,
    fields,
    // The fields drawn on the grid, then the checkboxes together on one line under them.
    inputs: fields.filter((f) => !f.isCheckbox),
    checks: fields.filter((f) => f.isCheckbox),
    hasFields: fields.length > 0 || lists.length > 0,
    summary,
    lists,
    // R-PP-5 the skills whose PP may pay for this quality, by name, with a picker for more.
    qualiteSkills: type === "qualite" ? qualiteSkills(s, skills) : null,
    expertises,
    espece,
    prerequis,
    hasPrerequis: prerequis !== null,
    aptitudesClasse: type === "classe" ? input.linked?.aptitudes ?? [] : null,
    typePart: `systems/altherion/templates/items/${type}.hbs`,
    description: { source: str(s.description), enriched: input.descriptionHTML ?? "", empty: isBlank(input.descriptionHTML ?? str(s.description)) },
  };
}

/** A description with no text and no image: the sheet shows a one-line « Aucune description » instead of an empty box. */
function isBlank(html: string): boolean {
  if (/<(img|video|iframe|hr|table)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;|\s/g, "") === "";
}

/** What the summary reads of one of the sheet's fields. */
interface Field {
  name: string; label: string; value: string | number | boolean;
  options: readonly { label: string; selected: boolean }[]; skillOptions: readonly { text: string; selected: boolean }[];
}

/**
 * One entry of an item's summary under its name: a label (an i18n key, or user text such as a skill's name) and a
 * value — a number, a signed number, an Energy cost, a localised word or user text — or a lone flag (« Létale »).
 */
export interface SummaryEntry {
  label?: string; labelText?: string;
  n?: number; signed?: boolean; energy?: boolean; key?: string; text?: string;
  flag?: boolean;
  /** The prerequisites, in one entry: « Prérequis  Mêlée 4, Agilité 6 ». */
  parts?: PrerequisPart[];
}
interface PrerequisPart { label?: string; labelText?: string; n?: number; text?: string }

/** A prerequisite in a few words: the characteristic (an i18n key) or the skill's name, and its minimum. */
function prerequisLines(s: Record<string, unknown>, skills: readonly SkillChoice[]): SummaryEntry[] {
  if (!Array.isArray(s.prerequis)) return [];
  const parts = (s.prerequis as Record<string, unknown>[]).flatMap((p): PrerequisPart[] => {
    const cle = str(p.cle).trim();
    if (cle === "") return [];
    if (p.type === "caracteristique") return [{ label: `ALTHERION.Sheet.Carac.${keyOf(cle)}`, n: num(p.valeur) }];
    if (p.type === "competence") return [{ labelText: skills.find((k) => k.key === cle || k.name === cle)?.name ?? cle, n: num(p.valeur) }];
    return [{ label: `ALTHERION.Sheet.Prerequis.${keyOf(str(p.type))}`, text: cle }];
  });
  return parts.length > 0 ? [{ label: "ALTHERION.Sheet.Prerequis.Titre", parts }] : [];
}

/**
 * The item's key properties at a glance, read from the sheet's own fields (one source for each number): a weapon's
 * damage, type, range and skill; a spell's Energy cost, points, complexity and skill; an aptitude's tier, class,
 * branch and prerequisites; a protection's figures…
 */
function itemSummary(type: ItemType, fields: Field[], prerequis: SummaryEntry[], s: Record<string, unknown>): SummaryEntry[] {
  const field = (path: string) => fields.find((f) => f.name === `system.${path}`);
  const n = (path: string, label = field(path)?.label): SummaryEntry[] => {
    const f = field(path);
    return f && typeof f.value === "number" ? [{ label, n: f.value }] : [];
  };
  const word = (path: string, label?: string): SummaryEntry[] => {
    const o = field(path)?.options.find((x) => x.selected);
    return o ? [{ label, key: o.label }] : [];
  };
  const skillName = (path: string): SummaryEntry[] => {
    const f = field(path);
    const o = f?.skillOptions.find((x) => x.selected && x.text !== "");
    return f && o ? [{ label: f.label, text: o.text }] : [];
  };
  const text = (path: string): SummaryEntry[] => {
    const f = field(path);
    return f && typeof f.value === "string" && f.value.trim() !== "" ? [{ label: f.label, text: f.value.trim() }] : [];
  };
  const flag = (path: string, key = field(path)?.label): SummaryEntry[] => (field(path)?.value === true && key ? [{ flag: true, key }] : []);
  const R = (k: string) => `ALTHERION.Sheet.Item.Resume.${k}`;
  switch (type) {
    case "arme": {
      const portee = field("portee");
      return [
        ...n("degats"), ...word("type"),
        ...(portee && portee.value === 0 ? [{ label: portee.label, key: R("Contact") }] : n("portee")),
        ...skillName("competence"),
        field("letal")?.value === true ? { flag: true, key: field("letal")!.label } : { flag: true, key: R("NonLetale") },
        ...flag("cachee", R("Cachee")),
      ];
    }
    case "sort": {
      const cout = field("cout");
      return [
        ...(cout && typeof cout.value === "number" ? [{ label: L("Cout"), n: cout.value, energy: true }] : []),
        ...n("points"), ...n("complexite"), ...skillName("competence"), ...word("type"), ...flag("zone"), ...flag("soin"),
      ];
    }
    case "aptitude": return [...word("tier"), ...text("classe"), ...text("branche"), ...flag("inne"), ...prerequis];
    case "classe": return [...word("tier"), ...prerequis];
    case "armure": return [...n("blocage"), ...n("resistance"), ...n("annulation"), ...flag("equipee")];
    case "bouclier": return [...n("blocage"), ...flag("equipe")];
    case "equipement": return n("quantite");
    case "atout": case "handicap": return n("cout");
    case "competence": return [...word("categorie"), ...n("niveau")];
    case "specialisation": {
      const bonus = field("bonus");
      return [...skillName("competence"), ...word("degre"), ...(bonus && typeof bonus.value === "number" ? [{ label: bonus.label, n: bonus.value, signed: true }] : []), ...n("cout")];
    }
    case "espece": {
      const bonus = (s.bonus ?? {}) as Record<string, unknown>;
      return CHARACTERISTIC_KEYS.filter((k) => num(bonus[k]) !== 0).map((k) => ({ label: `ALTHERION.Sheet.Carac.${keyOf(k)}`, n: num(bonus[k]), signed: true }));
    }
    default: return [];
  }
}

function qualiteSkills(s: Record<string, unknown>, skills: readonly SkillChoice[]) {
  const listed = Array.isArray(s.competences) ? (s.competences as unknown[]).map(String) : [];
  const nameOf = (ref: string) => skills.find((k) => k.key === ref || k.name === ref)?.name ?? ref;
  return {
    listed: listed.map((ref, index) => ({ index, name: nameOf(ref) })),
    addable: skillOptions(skills.filter((k) => !listed.includes(k.key) && !listed.includes(k.name)), "", false),
  };
}

export type ItemContext = ReturnType<typeof buildItemContext>;
