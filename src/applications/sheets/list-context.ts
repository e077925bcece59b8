/**
 * The sheets' lists at the table, pure: what a row offers (its description on click,
 * equip toggle, quantity stepper, attack button), the skills' search and "hide level 0", the
 * Active Effects tab, and an item posted to chat. No Foundry globals.
 */
import { disabledAttr, stepper } from "./sheet-mode";
import type { Stepper } from "./sheet-mode";
import type { ItemRow } from "./context-common";
import type { Dictionary, Words } from "../../words/helpers";
import { pluralText } from "../../words/helpers";
import { formatDuration } from "../../words/format";
import type { EffectLength } from "../../platform/active-effects";

/** An item row's description, enriched by the sheet class once the row is opened. */
export type ExpandedRows = ReadonlyMap<string, string>;

/** Whether a row (an item, a skill, the species) is open on its description (and its CSS modifier), and that description. */
export function expansion(id: string, expanded: ExpandedRows): { expanded: boolean; expandedClass: string; descriptionHTML: string } {
  const html = expanded.get(id);
  return { expanded: html !== undefined, expandedClass: html !== undefined ? "alt-expanded" : "", descriptionHTML: html ?? "" };
}

/** Armour is worn through `equipee`, a shield through `equipe` (their schemas); the toggle is off for a viewer who cannot edit. */
export function equipOf(type: string, system: Record<string, unknown>, words: Words, editable: boolean): ItemRow["equip"] {
  const field = type === "armure" ? "equipee" : type === "bouclier" ? "equipe" : null;
  if (!field) return null;
  const on = system[field] === true;
  return {
    field: `system.${field}`, on, onClass: on ? "alt-on" : "", icon: on ? "fa-shield-halved" : "fa-shield",
    label: words.localize(on ? "ALTHERION.SheetList.Equipped" : "ALTHERION.SheetList.NotEquipped"), disabled: disabledAttr(!editable),
  };
}

/** Gear's quantity stepper, 0..9999 (the `equipement.quantite` bound). */
export function quantityOf(id: string, type: string, system: Record<string, unknown>, words: Words, editable: boolean): Stepper | null {
  if (type !== "equipement") return null;
  const q = typeof system.quantite === "number" ? system.quantite : 0;
  return stepper(words, editable, "ALTHERION.Sheet.Item.Quantite", "system.quantite", q, 0, 9999, id);
}

/** The words every row of the lists repeats (item lists, skills), localized once per render; the templates read them at `@root.rowLabels`. */
export function rowLabels(words: Words) {
  return {
    show: words.localize("ALTHERION.SheetList.ShowDescription"),
    post: words.localize("ALTHERION.SheetList.Post"),
    edit: words.localize("ALTHERION.Sheet.Modifier"),
    delete: words.localize("ALTHERION.Sheet.Supprimer"),
    roll: words.localize("ALTHERION.Sheet.Jet"),
    level: words.localize("ALTHERION.Sheet.Niveau"),
    addExpertise: words.localize("ALTHERION.Sheet.AjouterExpertise"),
    /** The « + Expertise » button's visible word: an expertise is added, never a level. */
    expertise: words.localize("ALTHERION.Sheet.Competence.Expertise"),
    /** The row's actions button (⋮): core's context menu, as a right-click opens it. */
    actions: words.localize("ALTHERION.SheetList.Actions"),
    expertises: words.localize("ALTHERION.Sheet.Competence.Expertises"),
  };
}
export type RowLabels = ReturnType<typeof rowLabels>;

/**
 * A list of owned items as parts/item-list.hbs reads it: its title and empty text localized, the + button's label in
 * edit mode (none for the one species: `noCreate`), its rows. `type` is the item type the + button creates.
 */
export function itemList(words: Words, editMode: boolean, spec: { title: string; type: string; empty?: string; noCreate?: boolean }, rows: ItemRow[]) {
  return {
    type: spec.type, title: words.localize(spec.title), rows,
    createLabel: editMode && !spec.noCreate ? words.format("ALTHERION.Sheet.Ajouter", { type: words.localize(`TYPES.Item.${spec.type}`) }) : "",
    emptyLabel: words.localize(spec.empty ?? "ALTHERION.Sheet.DeposerIci"),
  };
}
export type ItemList = ReturnType<typeof itemList>;

// ---------------------------------------------------------------------------------------------
// Skills: a search over the names (accents and case ignored) and "hide level 0".

export interface SkillFilter {
  query: string;
  hideZero: boolean;
}
export const NO_FILTER: SkillFilter = { query: "", hideZero: false };

/** A name folded for search: lower case, no accents ("Médecine" → "medecine"). */
export function searchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** The filter's test of a skill row, its query folded once; the sheet's live filter and the context use this one test. */
export function skillMatcher(filter: SkillFilter): (skill: { searchKey: string; level: number }) => boolean {
  const q = searchKey(filter.query);
  return (skill) => !(filter.hideZero && skill.level === 0) && (q === "" || skill.searchKey.includes(q));
}

/** Whether a skill row shows under the filter (skillMatcher for one row). */
export function skillVisible(skill: { searchKey: string; level: number }, filter: SkillFilter): boolean {
  return skillMatcher(filter)(skill);
}

// ---------------------------------------------------------------------------------------------
// Active Effects tab.

/** An Active Effect as the sheet class copies it: the actor's own and those its items transfer. */
export interface SheetEffect {
  id: string;
  uuid: string;
  name: string;
  img: string;
  disabled: boolean;
  temporary: boolean;
  /** The item the effect comes from; "" for the actor's own. */
  source: string;
  /** How long it lasts (platform effectLength); null when it lasts. */
  duration: EffectLength | null;
}

/** An effect's length in the language's words and plurals: rounds (« tours »), then turns, or world time. */
export function effectLengthText(words: Dictionary, length: EffectLength | null): string {
  if (!length) return "";
  if ("seconds" in length) return formatDuration(words.lang, length.seconds);
  const parts = [["Rounds", length.rounds], ["Turns", length.turns]] as const;
  return parts.filter(([, n]) => n > 0).map(([key, n]) => pluralText(words, `ALTHERION.SheetList.Effects.${key}`, n)).join(", ");
}

export const EFFECT_SECTIONS = ["temporary", "passive", "inactive"] as const;

/** The effects in three sections as dnd5e and core show them: temporary, passive, inactive. */
export function buildEffects(words: Dictionary, effects: readonly SheetEffect[]) {
  const section = (e: SheetEffect) => (e.disabled ? "inactive" : e.temporary ? "temporary" : "passive");
  const sorted = [...effects].sort((a, b) => a.name.localeCompare(b.name));
  return EFFECT_SECTIONS.map((key) => ({
    key,
    label: `ALTHERION.SheetList.Effects.${key.charAt(0).toUpperCase()}${key.slice(1)}`,
    effects: sorted.filter((e) => section(e) === key).map((e) => ({
      ...e,
      duration: effectLengthText(words, e.duration),
      hasSource: e.source !== "",
      toggleLabel: e.disabled ? "ALTHERION.SheetList.Effects.Enable" : "ALTHERION.SheetList.Effects.Disable",
    })),
  }));
}
