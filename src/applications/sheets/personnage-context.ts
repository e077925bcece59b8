/**
 * Pure context builder of the personnage sheet (ARCHITECTURE.md §3 "A sheet renders"): prepared
 * plain data + the viewer's flags in, exactly what templates/sheets/personnage/*.hbs show out.
 * Every number the game defines comes from src/rules/; nothing here knows Foundry.
 */
import { speedsView, type Speeds } from "../../combat/speeds";
import {
  CHARACTERISTIC_KEYS, COLUMN_KEYS, CONSTITUTION_KEYS, EPUISEMENT_DEATH, FRAGILITE_DEATH, GRID, REST_RANKS, ROW_KEYS, SKILL_CATEGORIES, SPECIAL_STATES,
  creationCost, harmonie, incantationCost, isInPeril, isStabilised, ppDegree, puissance, secondaryScores,
  mayRefresh,
  creationLines, REFUND_LINES,
} from "../../rules/index";
import type { CharacteristicKey, ColumnKey, ConstitutionKey, CreationLine, MainCharacteristics, RowKey } from "../../rules/index";
import type { ItemRow, SheetItem, ViewerFlags } from "./context-common";
import { SPEND_STATES, payerLabel, planStateEntry, soloContext } from "../../moral/payer";
import type { MoralContext, SpendState } from "../../moral/payer";
import { bool, compareNames, itemTypeLabel, keyOf, num, pct, pips, sortItems, str } from "./context-common";
import { buildProgressionContext } from "./progression-context";
import { creationChoices } from "../../data/personnage-derived";
import type { CreationReport } from "../../data/personnage-derived";
import { skillKey } from "../../data/skill-keys";
import { expertiseName } from "../../data/builtin-names";
import { modeView, stepper } from "./sheet-mode";
import { NO_FILTER, buildEffects, equipOf, expansion, itemList, quantityOf, rowLabels, searchKey, skillMatcher } from "./list-context";
import type { ExpandedRows, SheetEffect, SkillFilter } from "./list-context";
import { labelled, localizedOnce, perWords } from "../../words/helpers";
import type { Words } from "../../words/helpers";
import type { SheetMode } from "./sheet-mode";

export interface ConstitutionData {
  value: number; max: number; scars: number; ephemeral: number; stabilized: boolean; premice: number; bonus: number;
}

/** The prepared `system` of a personnage as this builder reads it (derived values optional). */
export interface PersonnageSystem {
  caracteristiques: MainCharacteristics;
  /** Characteristics with the species' bonuses (derived); the base values when absent. */
  effectives?: MainCharacteristics;
  scores?: Record<ColumnKey | RowKey, number>;
  puissance?: number;
  harmonie?: number;
  origine: number;
  exaltation: number;
  combativite: number;
  constitutions: Record<ConstitutionKey, ConstitutionData>;
  /** R-CON-2 the part of the Exaltation bonus not yet distributed (derived). */
  bonusNonAlloue?: number;
  /** R-CON-9 per-round regeneration amounts (system.regeneration); absent: none. */
  regeneration?: Partial<Record<ConstitutionKey, number>>;
  /** R-FIGHT-7 derived speeds. */
  vitesses?: Speeds;
  points: Record<RowKey, { value: number; max?: number }>;
  fragilite: number;
  epuisement: number;
  /** R-FIGHT-6 whole days of full rest in a row (absent in old fixtures). */
  joursRepos?: number;
  aggravation: number;
  agonie: number;
  moral?: { espoir: number; desespoir: number };
  moralMax?: { espoir: number; desespoir: number };
  fortune?: number;
  /** `log` is system.xp.log (data/xp-log.ts), read by the Progression builder. */
  xp?: { total: number; spent: number; log?: unknown };
  /** R-XP-3 / R-XP-5 system.domainesOublies. */
  domainesOublies?: unknown;
  creation?: { active: boolean; budget: number };
  /** R-CREA-2 derived report (personnage-derived.ts); computed here from the items when absent. */
  rapportCreation?: Pick<CreationReport, "depense" | "restant" | "depassement" | "horsPlafond"> & Partial<Pick<CreationReport, "choix" | "langueNatale">>;
  /** R-CREA-2 (rev 2) the native language's R-SK-7 key ("": none). */
  langueNatale?: string;
  /** R-CREA-1 the lineage's swap of one species bonus or malus (characteristic keys; "": none). */
  echangeLignee?: { de: string; vers: string };
  biographie?: string;
  karma?: number;
  legende?: { text: string; value: number };
  lignee?: string;
  /** Special states in force (the actor's statuses that are states). */
  etats?: string[];
  des?: { surpuissance: number; impuissance: number };
}

export interface PersonnageInput {
  id: string;
  uuid: string;
  name: string;
  img: string;
  system: PersonnageSystem;
  items: SheetItem[];
  /** Every status id in force (Foundry's actor.statuses). */
  statuses?: string[];
  /** Biographie already enriched by the sheet class (TextEditor.enrichHTML). */
  biographieHTML?: string;
  /** The character's place in its group's Moral (src/moral/); absent: its own points only. */
  moral?: MoralContext | null;
  flags: ViewerFlags;
  /** The user's words (src/i18n.ts sheetWords): the rows' labels are localized once, here. */
  words: Words;
  /** R-XP-7 the usage record (flags.altherion.usage), raw; absent: nothing used yet. */
  usage?: unknown;
  /** The sheet's play / edit mode (sheet-mode.ts); absent: play. */
  mode?: SheetMode;
  /** The creation budget's details are open (its one-line summary always shows). */
  creationOpen?: boolean;
  /** Item rows open on their description, enriched by the sheet class. */
  expanded?: { id: string; html: string }[];
  /** The skills tab's search and "hide level 0". */
  skillFilter?: SkillFilter;
  /** The Active Effects on the character and those its items transfer. */
  effects?: SheetEffect[];
}

export const PERSONNAGE_TABS = ["caracteristiques", "competences", "sante", "aptitudes", "equipement", "magie", "effets", "progression", "biographie"] as const;
export type PersonnageTab = (typeof PERSONNAGE_TABS)[number];

const TAB_ICONS: Record<PersonnageTab, string> = {
  caracteristiques: "fa-solid fa-table-cells", competences: "fa-solid fa-list-check", sante: "fa-solid fa-heart-pulse",
  aptitudes: "fa-solid fa-star", equipement: "fa-solid fa-shield-halved", magie: "fa-solid fa-wand-sparkles",
  effets: "fa-solid fa-person-rays", progression: "fa-solid fa-chart-line", biographie: "fa-solid fa-feather",
};

export { SKILL_CATEGORIES };
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

const CONSTITUTION_ICONS: Record<ConstitutionKey, string> = {
  vitalite: "fa-solid fa-heart", energie: "fa-solid fa-bolt", confiance: "fa-solid fa-sun",
};

// ---------------------------------------------------------------------------------------------
// Pieces, exported for the NPC sheet and the tests.

/** The derived grid values, computed by the rules when the prepared data lacks them. */
export function gridValues(s: Pick<PersonnageSystem, "caracteristiques" | "effectives" | "scores" | "puissance" | "harmonie" | "origine">) {
  const effectives = s.effectives ?? s.caracteristiques;
  return {
    effectives,
    scores: s.scores ?? secondaryScores(effectives), // R-CAR-2
    puissance: s.puissance ?? puissance(effectives), // R-INT-2
    harmonie: s.harmonie ?? harmonie(effectives, s.origine), // R-INT-3
  };
}

/** R-CAR-1 the 3×3 grid with the six scores on its edges. */
export function buildGrid(s: Pick<PersonnageSystem, "caracteristiques" | "effectives" | "scores" | "puissance" | "harmonie" | "origine">, over: ReadonlySet<string> = new Set<string>()) {
  const g = gridValues(s);
  const columns = COLUMN_KEYS.map((k) => ({ key: k, label: `ALTHERION.Sheet.Score.${keyOf(k)}`, score: g.scores[k] }));
  const rows = ROW_KEYS.map((row) => ({
    key: row,
    label: `ALTHERION.Sheet.Score.${keyOf(row)}`,
    score: g.scores[row],
    cells: COLUMN_KEYS.map((col) => {
      const key: CharacteristicKey = GRID[row][col];
      const base = s.caracteristiques[key];
      const value = g.effectives[key];
      const bonus = value - base;
      return {
        key, label: `ALTHERION.Sheet.Carac.${keyOf(key)}`, name: `system.caracteristiques.${key}`,
        base, value, bonus, hasBonus: bonus !== 0,
        overCap: over.has(key),
      };
    }),
  }));
  return { columns, rows, puissance: g.puissance, harmonie: g.harmonie, origine: s.origine, scores: g.scores };
}

/** A constitution's name (i18n key) and icon. */
export function constitutionHead(key: ConstitutionKey) {
  return { key, label: `ALTHERION.Sheet.Constitution.${keyOf(key)}`, icon: CONSTITUTION_ICONS[key] };
}

/**
 * R-CON-1 R-CON-6 what a constitution's gauge shows wherever it is drawn (the sheet, the group's member rows): value,
 * wounds and scars as widths of one bar, temporary points, Péril.
 */
export function constitutionGauge(key: ConstitutionKey, c: Pick<ConstitutionData, "value" | "max" | "scars" | "ephemeral" | "stabilized">) {
  const max = Math.max(0, c.max);
  const value = Math.max(0, Math.min(c.value, max));
  const scars = Math.max(0, Math.min(c.scars, max));
  const wounds = Math.max(0, max - value - scars);
  return {
    ...constitutionHead(key),
    value, max, scars, ephemeral: c.ephemeral, wounds: max - value, available: max - scars, stabilized: c.stabilized,
    peril: isInPeril({ max, value, scars, ephemeral: c.ephemeral, stabilized: c.stabilized }), // R-CON-6
    stabilisedAtZero: isStabilised({ value, stabilized: c.stabilized }), // R-CON-6 the « Stabilisée » badge: only where it holds Péril off
    valuePct: pct(value, max), woundsPct: pct(wounds, max), scarsPct: pct(scars, max),
    hasEphemeral: c.ephemeral > 0,
  };
}

/**
 * R-CON-1 a constitution gauge: value, wounds, scars and ephemeral as widths of one bar; R-CON-9 the amount it
 * regenerates at the end of each turn (system.regeneration).
 */
export function buildConstitution(key: ConstitutionKey, c: ConstitutionData, words: Words, editable: boolean, regeneration = 0) {
  const gauge = constitutionGauge(key, c);
  const { max, value, scars, peril } = gauge;
  return {
    ...gauge,
    premice: c.premice, bonus: c.bonus,
    canStabilize: peril && editable,
    regeneration, hasRegeneration: regeneration > 0,
    // At the table the value moves between 0 and what the scars leave (R-CON-1).
    step: stepper(words, editable, `ALTHERION.Sheet.Constitution.${keyOf(key)}`, `system.constitutions.${key}.value`, value, 0, Math.max(0, max - scars)),
    names: {
      regeneration: `system.regeneration.${key}`,
      value: `system.constitutions.${key}.value`, scars: `system.constitutions.${key}.scars`,
      ephemeral: `system.constitutions.${key}.ephemeral`, stabilized: `system.constitutions.${key}.stabilized`,
      premice: `system.constitutions.${key}.premice`, bonus: `system.constitutions.${key}.bonus`,
    },
    editable,
  };
}

/** The words a skill row repeats with its name (aria labels, the roll's tooltip) and its search key, once per name. */
const skillWords = perWords((words, name) => {
  const labels = rowLabels(words);
  return {
    searchKey: searchKey(name), testLabel: words.format("ALTHERION.Sheet.Tester", { label: name }),
    levelAria: labelled(words, labels.level, name), addExpertiseAria: labelled(words, labels.addExpertise, name),
    menuAria: labelled(words, labels.actions, name),
  };
});

/** An expertise's remove button's label (« Retirer l'expertise Lames »), once per name. */
const removeExpertiseLabel = perWords((words, name) => words.format("ALTHERION.Sheet.RetirerExpertise", { name }));

/**
 * A skill's row: level, category, expertises, and what its level means (R-SK-1, R-SK-5, R-SK-6, R-PP-1); its words
 * localized (the words every row repeats with its name: skillWords).
 */
export function buildSkill(item: SheetItem, flags: ViewerFlags, words: Words) {
  const s = item.system;
  const category = (SKILL_CATEGORIES as readonly string[]).includes(str(s.categorie)) ? (str(s.categorie) as SkillCategory) : "pratiques";
  const level = num(s.niveau);
  const rollable = category === "combat" || category === "pratiques"; // R-SK-5/6: never rolled
  // R-SK-5 (rev 2) a théorique's degree on each owned expertise's subject, from its derived `sujets`.
  const subjects = Array.isArray(s.sujets) ? (s.sujets as { nom: string; degre: string }[]) : [];
  const expertises = (Array.isArray(s.expertises) ? (s.expertises as Record<string, unknown>[]) : [])
    .map((e, index) => {
      const subject = str(subjects.find((x) => x.nom === str(e.nom))?.degre);
      const name = expertiseName(words, e); // a built-in name in the user's language, a typed one as typed
      return {
        index, name, owned: bool(e.possedee), custom: bool(e.personnalisee), degree: subject, hasDegree: subject !== "",
        degreeLabel: subject ? words.localize(subject) : "", removeLabel: removeExpertiseLabel(words, name),
      };
    })
    .filter((e) => e.owned);
  // R-SK-5 / R-SK-6 / R-PP-1: the item's derived data names the degree or the language descriptor.
  let degree = str(s.degre) || str(s.descripteur);
  if (!degree && flags.ruleset === "achat") degree = `ALTHERION.Degre.${ppDegree(level)}`;
  const named = skillWords(words, item.name);
  return {
    id: item.id, uuid: item.uuid ?? "", key: skillKey(item), name: item.name, searchKey: named.searchKey, img: item.img, category, level,
    levelMax: num(s.niveauMax, flags.ruleset === "achat" ? 100 : 10), rollable, expertises, hasExpertises: expertises.length > 0,
    degree, hasDegree: degree !== "", degreeLabel: degree ? words.localize(degree) : "",
    pp: num((s.pp as Record<string, unknown> | undefined)?.value),
    testLabel: rollable ? named.testLabel : "",
    levelAria: named.levelAria, addExpertiseAria: named.addExpertiseAria, menuAria: named.menuAria,
  };
}

/** A fact of an item row: its label localized, its value as text. */
const fact = (words: Words, label: string, v: unknown) => ({ label: words.localize(label), value: typeof v === "number" ? String(v) : str(v) });

/** An item row's short facts, localized: a label and a value (a tier's name when the value is one). */
function itemFacts(item: SheetItem, words: Words): { label: string; value: string }[] {
  const s = item.system;
  switch (item.type) {
    case "arme": return [fact(words, "ALTHERION.Sheet.Item.Degats", s.degats), fact(words, "ALTHERION.Sheet.Item.Portee", s.portee), fact(words, "ALTHERION.Sheet.Item.Competence", s.competence)].filter((x) => x.value !== "");
    case "armure": return [fact(words, "ALTHERION.Sheet.Item.Blocage", s.blocage), fact(words, "ALTHERION.Sheet.Item.Resistance", s.resistance), fact(words, "ALTHERION.Sheet.Item.Annulation", s.annulation)];
    case "bouclier": return [fact(words, "ALTHERION.Sheet.Item.Blocage", s.blocage)];
    // R-SPELL-3 the cost says what it costs: « 3 Énergie ».
    case "sort": return [fact(words, "ALTHERION.Sheet.Item.PointsSort", s.points), fact(words, "ALTHERION.Sheet.Item.Cout", words.format("ALTHERION.Sheet.Item.EnergieN", { n: String(num(s.cout)) })), fact(words, "ALTHERION.Sheet.Item.Complexite", s.complexite)];
    case "atout": return [fact(words, "ALTHERION.Sheet.Item.Cout", s.cout)];
    case "handicap": return [fact(words, "ALTHERION.Sheet.Item.PointsRendus", s.cout)]; // R-CREA-2 a flaw gives back its X points
    case "aptitude": case "classe": return str(s.tier) ? [fact(words, "ALTHERION.Sheet.Item.Tier", words.localize(`ALTHERION.Sheet.Tier.${keyOf(str(s.tier))}`))] : [];
    case "specialisation": return [fact(words, "ALTHERION.Sheet.Item.Bonus", s.bonus), fact(words, "ALTHERION.Sheet.Item.Cout", s.cout)];
    default: return []; // gear ("equipement"): its quantity is its stepper, not a fact
  }
}

/** The words an item row repeats with its name (its controls' aria labels), once per name. */
const itemWords = perWords((words, name) => {
  const labels = rowLabels(words);
  return { postAria: labelled(words, labels.post, name), editAria: labelled(words, labels.edit, name), deleteAria: labelled(words, labels.delete, name) };
});

/** An item type's name ("Arme"), once per type. */
const typeLabelOf = perWords((words, type) => words.localize(itemTypeLabel(type)));

/**
 * A generic item row (aptitudes, classes, gear, spells, and the item posted to chat): its facts, what it offers at
 * the table, and its words localized (the words every row repeats with its name: itemWords).
 */
export function buildItemRow(item: SheetItem, words: Words, editable: boolean, expanded: ExpandedRows = new Map()): ItemRow {
  const rollable = item.type === "arme" || item.type === "sort";
  const rollLabel = rollable ? words.localize(item.type === "sort" ? "ALTHERION.Sheet.Incanter" : "ALTHERION.Sheet.Attaquer") : "";
  const named = itemWords(words, item.name);
  return {
    id: item.id, uuid: item.uuid ?? "", name: item.name, img: item.img, type: item.type, typeLabel: typeLabelOf(words, item.type),
    facts: itemFacts(item, words),
    rollable, rollLabel, rollAria: rollable ? labelled(words, rollLabel, item.name) : "",
    rollIcon: item.type === "sort" ? "fa-solid fa-wand-sparkles" : "fa-solid fa-khanda",
    postAria: named.postAria, editAria: named.editAria, deleteAria: named.deleteAria,
    ...expansion(item.id, expanded),
    equip: equipOf(item.type, item.system, words, editable),
    quantity: quantityOf(item.id, item.type, item.system, words, editable),
  };
}

/**
 * R-SPELL-3 a spell row on its caster's sheet: off, with the reason in words, when the caster's Énergie cannot pay its
 * cost (the incantation's plan refuses it: dice/spell-plan.ts); the cost fact flagged.
 */
export function spellRow(row: ItemRow, cout: number, energie: number, words: Words): ItemRow {
  const cost = incantationCost(cout, 1);
  if (cost <= energie) return row;
  return { ...row, rollBlocked: words.format("ALTHERION.Sheet.SortImpayable", { cost: String(cost), energie: String(Math.max(0, energie)) }) };
}

/**
 * R-CREA-2 the budget's table, on the sheet and in the wizard's review: the lines bought with their cost, then apart
 * what the flaws give back (their points, never under « Coût »), and how they make the points spent.
 */
export function creationBudgetView(lines: readonly CreationLine[], spent: number, total: number) {
  const label = (l: CreationLine) => `ALTHERION.Sheet.Creation.${l.id}`;
  const costs = lines.filter((l) => !REFUND_LINES.includes(l.id)).map((l) => ({ label: label(l), count: l.count, cost: l.cost }));
  const refunds = lines.filter((l) => REFUND_LINES.includes(l.id)).map((l) => ({ label: label(l), count: l.count, points: -l.cost }));
  return {
    costs, refunds, spent, total,
    costTotal: costs.reduce((n, l) => n + l.cost, 0), refundTotal: refunds.reduce((n, l) => n + l.points, 0),
  };
}

/** R-CREA-2 the budget panel: each line's cost from rules.creationCost, over-spend and caps flagged. */
export function buildCreation(s: PersonnageSystem, items: readonly SheetItem[], ruleset: "altherion" | "achat" = "altherion") {
  const c = s.creation;
  if (!c?.active) return null;
  const r = s.rapportCreation;
  const choices = r?.choix ?? creationChoices(s, items, ruleset);
  const spent = r?.depense ?? creationCost(choices);
  const left = r?.restant ?? c.budget - spent;
  const horsPlafond = r?.horsPlafond ?? [];
  return {
    budget: c.budget, spent, left, over: r?.depassement ?? spent > c.budget, overBy: Math.max(0, spent - c.budget),
    spentPct: pct(spent, c.budget), lines: creationBudgetView(creationLines(choices), spent, c.budget),
    overCap: horsPlafond.map((h) => ({ label: `ALTHERION.Sheet.Carac.${keyOf(h.key)}`, value: h.value, cap: h.cap })),
    hasOverCap: horsPlafond.length > 0,
    native: r?.langueNatale ? { name: r.langueNatale.nom, free: r.langueNatale.gratuite } : null, // R-CREA-2 (rev 2)
  };
}

/** R-CREA-2 (rev 2) the native-language choice of the Langues group: the owned languages, the chosen one selected. */
export function buildNativeLanguage(chosen: string, free: number | null, languages: readonly { key: string; name: string }[]) {
  const options = [{ value: "", label: "ALTHERION.Sheet.LangueNatale.Aucune", translate: true, selected: chosen === "" },
    ...languages.map((l) => ({ value: l.key, label: l.name, translate: false, selected: l.key === chosen }))];
  /** Play mode's text: the chosen language (none when it is no longer owned). */
  const shown = options.find((o) => o.selected) ?? options[0];
  return { name: "system.langueNatale", options, shown, free };
}

/**
 * R-CREA-1 the lineage's swap on the sheet: move the species bonus or malus of one characteristic (`de`, among those the
 * species changes) to another (`vers`); the derivation applies it (personnage-derived especeBonus).
 */
export function buildLineage(s: Pick<PersonnageSystem, "lignee" | "echangeLignee">, espece: { system: Record<string, unknown> } | undefined) {
  const bonus = (espece?.system.bonus ?? {}) as Record<string, unknown>;
  const swap = s.echangeLignee ?? { de: "", vers: "" };
  const label = (k: CharacteristicKey) => `ALTHERION.Sheet.Carac.${keyOf(k)}`;
  const fromKeys = CHARACTERISTIC_KEYS.filter((k) => num(bonus[k]) !== 0);
  const none = (chosen: string) => ({ value: "", label: "ALTHERION.Sheet.Lignee.SansEchange", bonus: 0, selected: chosen === "" });
  const de = fromKeys.find((k) => k === swap.de);
  const vers = CHARACTERISTIC_KEYS.find((k) => k === swap.vers && k !== swap.de);
  return {
    name: s.lignee ?? "",
    hasEspece: !!espece,
    canSwap: fromKeys.length > 0,
    /** Play mode's text of the chosen swap; null when none is chosen. */
    swap: de && vers ? { de: label(de), bonus: num(bonus[de]), vers: label(vers) } : null,
    from: [none(swap.de), ...fromKeys.map((k) => ({ value: k, label: label(k), bonus: num(bonus[k]), selected: k === swap.de }))],
    to: [none(swap.vers), ...CHARACTERISTIC_KEYS.filter((k) => k !== swap.de).map((k) => ({ value: k, label: label(k), bonus: 0, selected: k === swap.vers }))],
  };
}

// ---------------------------------------------------------------------------------------------

/**
 * The whole sheet's context, built once and read by every part. `loaded` lists the tabs whose content renders (the
 * sheet draws a tab when it is first opened, the active one always); absent, every tab renders.
 */
export function buildPersonnageContext(input: PersonnageInput, activeTab: PersonnageTab = "caracteristiques", loaded?: readonly PersonnageTab[]) {
  const { system: s, flags } = input;
  const words = localizedOnce(input.words);
  const items = sortItems(input.items);
  const byType = new Map<string, SheetItem[]>();
  for (const i of items) {
    const list = byType.get(i.type);
    if (list) list.push(i);
    else byType.set(i.type, [i]);
  }
  const of = (type: string, other?: string): SheetItem[] => {
    const list = byType.get(type) ?? [];
    return other === undefined ? list : items.filter((i) => i.type === type || i.type === other);
  };
  const statuses = new Set(input.statuses ?? s.etats ?? []);
  const creation = buildCreation(s, items, flags.ruleset === "achat" ? "achat" : "altherion");
  const grid = buildGrid(s, new Set<string>((s.creation?.active ? s.rapportCreation?.horsPlafond ?? [] : []).map((h) => h.key)));
  const espece = of("espece")[0];
  const classes = of("classe");

  const mode = modeView(input.mode ?? "play", flags.editable);
  const labels = rowLabels(words);

  // Compétences, grouped by category in the rulebook's order (R-SK-1).
  const skillFilter = input.skillFilter ?? NO_FILTER;
  const nativeKey = s.langueNatale ?? "";
  const expanded: ExpandedRows = new Map((input.expanded ?? []).map((e) => [e.id, e.html]));
  // A tab's rows (and their words) are built only when the tab is drawn.
  const drawn = (tab: PersonnageTab) => tab === activeTab || !loaded || loaded.includes(tab);
  const achat = flags.ruleset === "achat";
  const shown = skillMatcher(skillFilter);
  const skills = (drawn("competences") || (achat && drawn("progression")) ? of("competence") : []).map((i) => {
    const k = buildSkill(i, flags, words);
    const open = expansion(k.id, expanded);
    return Object.assign(k, { hidden: !shown(k), native: k.category === "langues" && k.key === nativeKey }, open);
  });
  const skillGroups = SKILL_CATEGORIES.map((cat) => {
    const list = skills.filter((k) => k.category === cat).sort((a, b) => compareNames(a.name, b.name));
    return {
      key: cat, label: `ALTHERION.Sheet.Competence.Categorie.${keyOf(cat)}`,
      rollable: cat === "combat" || cat === "pratiques", // R-SK-5 / R-SK-6 théoriques and languages are never rolled
      skills: list,
      native: cat === "langues" ? buildNativeLanguage(nativeKey, s.rapportCreation?.langueNatale?.gratuite ?? null, list) : null, // R-CREA-2 (rev 2)
      hidden: list.every((k) => k.hidden),
    };
  }).filter((g) => g.skills.length > 0);
  const row = (i: SheetItem) => buildItemRow(i, words, flags.editable, expanded);
  const list = (tab: PersonnageTab, spec: Parameters<typeof itemList>[2], list: SheetItem[]) => itemList(words, mode.editMode, spec, drawn(tab) ? list.map(row) : []);

  const constitutions = CONSTITUTION_KEYS.map((k) => buildConstitution(k, s.constitutions[k], words, flags.editable, s.regeneration?.[k] ?? 0));
  const pointsMax = (k: RowKey) => s.points[k].max ?? grid.scores[k];
  const points = ROW_KEYS.map((k) => ({
    key: k, label: `ALTHERION.Sheet.Points.${keyOf(k)}`, value: s.points[k].value, max: pointsMax(k),
    name: `system.points.${k}.value`, canSpend: s.points[k].value > 0, canRefresh: s.points[k].value < pointsMax(k) && mayRefresh(k, { isGM: flags.isGM, creation: Boolean(s.creation?.active) }), // R-CAR-5
  }));
  // R-STATE-3/4/5 Acharnement, Flamboyance and Apaisement are entered by spending (or by being calm);
  // the button says what it costs and who pays, and is off when the Moral refuses.
  const moral = input.moral ?? soloContext({ id: input.uuid, exaltation: s.exaltation, espoir: s.moral?.espoir ?? 0, desespoir: s.moral?.desespoir ?? 0 });
  const states = SPECIAL_STATES.map((id) => {
    const active = statuses.has(id);
    const bySpending = !active && (SPEND_STATES as readonly string[]).includes(id);
    const entry = bySpending ? planStateEntry(moral, id as SpendState) : null;
    return {
      id, label: `ALTHERION.Etat.${keyOf(id)}`, active,
      actionLabel: active ? "ALTHERION.Sheet.QuitterEtat" : "ALTHERION.Sheet.EntrerEtat",
      action: bySpending ? "enterStateBySpending" : "toggleState",
      cost: entry ? (entry.kind ? `ALTHERION.Moral.State.Cost.${keyOf(entry.kind)}` : "ALTHERION.Moral.State.Cost.Calm") : null,
      payer: entry?.ok && entry.kind ? payerLabel(entry) : null,
      // R-STATE-2 [I] La Zone is entered by its roll (dice/zone.ts); only the GM puts a character in it by hand.
      canEnter: entry ? entry.ok : id !== "zone" || active || flags.isGM,
      refused: entry && !entry.ok ? `ALTHERION.Moral.Reason.${entry.reason ?? "refused"}` : id === "zone" && !active && !flags.isGM ? "ALTHERION.Etat.ZoneByRoll" : null,
    };
  });
  const xp = s.xp ?? { total: 0, spent: 0 };
  const showKarma = flags.isGM || flags.karmaVisible; // R-FORT-3

  const tabs = PERSONNAGE_TABS.map((id) => ({
    id, group: "primary", label: `ALTHERION.Sheet.Tab.${keyOf(id)}`, icon: TAB_ICONS[id],
    active: id === activeTab, cssClass: id === activeTab ? "active" : "",
    loaded: id === activeTab || !loaded || loaded.includes(id),
  }));

  const context = {
    actor: { id: input.id, uuid: input.uuid, name: input.name, img: input.img },
    speeds: speedsView(s.vitesses), // R-FIGHT-7
    flags,
    editable: flags.editable,
    ...mode,
    isGM: flags.isGM,
    achat,
    rowLabels: labels,
    tabs,
    tabsById: Object.fromEntries(tabs.map((t) => [t.id, t])) as Record<PersonnageTab, (typeof tabs)[number]>,
    header: {
      espece: espece ? { id: espece.id, name: espece.name } : null,
      lignee: s.lignee ?? "",
      classes: classes.map((c) => ({ id: c.id, name: c.name })),
      hasClasses: classes.length > 0,
      exaltation: s.exaltation,
      combativite: s.combativite,
      xpAvailable: xp.total - xp.spent,
      moral: s.moral ?? { espoir: 0, desespoir: 0 },
      fortune: s.fortune ?? 0,
      creationActive: !!creation,
      dice: s.des ?? { surpuissance: 0, impuissance: 0 },
      // Always in sight: the three constitutions (scars, Péril) and the three point pools.
      vitals: constitutions,
      pools: points,
    },
    grid,
    creation: creation ? { ...creation, open: input.creationOpen ?? false } : null,
    lineage: buildLineage(s, espece), // R-CREA-1
    skillGroups,
    skillCount: skills.length,
    skillFilter: { ...skillFilter, none: skills.length > 0 && skills.every((k) => k.hidden) },
    effets: { sections: buildEffects(words, input.effects ?? []) },
    sante: {
      constitutions,
      bonusNonAlloue: s.bonusNonAlloue ?? 0, // R-CON-2 shown when the shares do not use the whole bonus
      agonie: s.agonie,
      aggravation: s.aggravation,
      agonieStep: stepper(words, flags.editable, "ALTHERION.Sheet.Sante.Agonie", "system.agonie", s.agonie, 0, 99),
      aggravationStep: stepper(words, flags.editable, "ALTHERION.Sheet.Sante.Aggravation", "system.aggravation", s.aggravation, 0, 99),
      fragilite: { value: s.fragilite, pips: pips(s.fragilite, FRAGILITE_DEATH, FRAGILITE_DEATH), field: "system.fragilite" }, // R-CRIT-5 (0–6, 6 = death)
      epuisement: { value: s.epuisement, pips: pips(s.epuisement, EPUISEMENT_DEATH, EPUISEMENT_DEATH), field: "system.epuisement" }, // R-FIGHT-6
      joursRepos: s.epuisement > 0 ? { value: s.joursRepos ?? 0, needed: s.epuisement } : null, // R-FIGHT-6 the run towards −1 Épuisement
      peril: constitutions.filter((c) => c.peril).map((c) => c.label),
      inPeril: constitutions.some((c) => c.peril),
      restRanks: REST_RANKS.map((r) => ({ value: r, label: `ALTHERION.Sheet.Repos.Rang.${keyOf(r)}`, selected: r === "normale" })),
      states,
      conditions: [...statuses].filter((id) => !(SPECIAL_STATES as readonly string[]).includes(id) && id !== "descente")
        .map((id) => ({ id, label: `ALTHERION.Condition.${keyOf(id)}` })),
      descente: statuses.has("descente"),
    },
    aptitudes: {
      classes: list("aptitudes", { title: "ALTHERION.Sheet.Classes", type: "classe" }, classes),
      especes: list("aptitudes", { title: "TYPES.Item.espece", type: "espece", noCreate: true, empty: "ALTHERION.Sheet.DeposerEspece" }, espece ? [espece] : []), // the one species, in the lists' own rows
      aptitudes: list("aptitudes", { title: "ALTHERION.Sheet.Aptitudes", type: "aptitude" }, of("aptitude")),
      atouts: list("aptitudes", { title: "ALTHERION.Sheet.AtoutsHandicaps", type: "atout" }, of("atout", "handicap")),
    },
    equipement: {
      armes: list("equipement", { title: "ALTHERION.Sheet.Armes", type: "arme" }, of("arme")),
      protections: list("equipement", { title: "ALTHERION.Sheet.Protections", type: "armure" }, of("armure", "bouclier")),
      objets: list("equipement", { title: "ALTHERION.Sheet.Objets", type: "equipement" }, of("equipement")),
    },
    magie: {
      sorts: itemList(words, mode.editMode, { title: "ALTHERION.Sheet.Sorts", type: "sort" },
        drawn("magie") ? of("sort").map((i) => spellRow(row(i), num(i.system.cout), s.constitutions.energie.value, words)) : []),
      hasSorts: of("sort").length > 0,
    },
    progression: {
      ...buildProgressionContext({
        actorName: input.name, xp, usage: input.usage, domainesOublies: s.domainesOublies,
        skills: of("competence").map((i) => ({ name: i.name, level: num(i.system.niveau) })), isGM: flags.isGM, editable: flags.editable, achat,
      }),
      achat: achat
        ? {
          skills: skills.filter((k) => k.category !== "langues").map((k) => ({ ...k, ppMax: k.level })), // R-PP-3
          qualites: list("progression", { title: "ALTHERION.Sheet.PP.Qualites", type: "qualite" }, of("qualite")),
          specialisations: list("progression", { title: "ALTHERION.Sheet.PP.Specialisations", type: "specialisation" }, of("specialisation")),
        }
        : null,
    },
    biographie: {
      source: s.biographie ?? "",
      enriched: input.biographieHTML ?? "",
      legende: s.legende ?? { text: "", value: 0 },
      showKarma,
      karma: showKarma ? (s.karma ?? 0) : null,
    },
  };
  return { ...context, partData: partData(context) };
}

/**
 * The context's keys each part reads — its template and the partials it calls (a test reads them). A
 * part's template is one `{{#altRow partData.<part>}}` block (row-memo.ts): its HTML is kept per distinct content of
 * these keys, so an update that leaves them unchanged (an item edited, another tab's data) does not run the template.
 * In the list tabs, each row is kept too: a list whose rows changed renders again, its unchanged rows from the memo.
 */
export const PART_KEYS = {
  header: ["actor", "editMode", "editable", "isGM", "toggle", "header"],
  tabs: ["actor", "tabs"],
  caracteristiques: ["actor", "tabsById", "editMode", "editable", "grid", "lineage", "creation"],
  competences: ["actor", "tabsById", "editMode", "rowLabels", "skillFilter", "skillGroups"],
  sante: ["actor", "tabsById", "editMode", "editable", "sante"],
  aptitudes: ["actor", "tabsById", "editMode", "rowLabels", "aptitudes"],
  equipement: ["actor", "tabsById", "editMode", "editable", "rowLabels", "speeds", "equipement"],
  magie: ["actor", "tabsById", "editMode", "rowLabels", "magie"],
  effets: ["actor", "tabsById", "editable", "effets"],
  progression: ["actor", "tabsById", "editMode", "editable", "isGM", "achat", "rowLabels", "progression"],
  biographie: ["actor", "tabsById", "editMode", "isGM", "biographie"],
} as const satisfies Record<string, readonly string[]>;
export type KeptPart = keyof typeof PART_KEYS;

/**
 * The keys a tab's part reads only inside its `{{#if tabsById.<tab>.loaded}}` (a test reads the templates): left out of
 * its data while the tab is not drawn (an empty panel does not depend on them).
 */
export const DRAWN_ONLY: Partial<Record<KeptPart, readonly string[]>> = {
  caracteristiques: ["grid", "lineage", "creation"], competences: ["rowLabels", "skillFilter", "skillGroups"], sante: ["sante"],
  aptitudes: ["rowLabels", "aptitudes"], equipement: ["editable", "rowLabels", "speeds", "equipement"], magie: ["rowLabels", "magie"], effets: ["effets"],
  progression: ["achat", "rowLabels", "progression"], biographie: ["biographie"],
};

/**
 * Each kept part's keys, the same objects as the context's (nothing copied); a tab's part gets its own tab of
 * `tabsById` (the only one its template reads), and not its DRAWN_ONLY keys while it is not drawn.
 */
function partData<C extends { tabsById: Record<PersonnageTab, { loaded: boolean }> }>(context: C): Record<KeptPart, Partial<C>> {
  const out = {} as Record<KeptPart, Partial<C>>;
  const all = context as unknown as Record<string, unknown>;
  for (const part of Object.keys(PART_KEYS) as KeptPart[]) {
    const tab = (context.tabsById as Partial<Record<string, { loaded: boolean }>>)[part];
    const slice: Record<string, unknown> = {};
    for (const key of PART_KEYS[part] as readonly string[]) {
      if (key === "tabsById") slice.tabsById = { [part]: tab };
      else if (!(tab && !tab.loaded && DRAWN_ONLY[part]?.includes(key))) slice[key] = all[key];
    }
    out[part] = slice as Partial<C>;
  }
  return out;
}

export type PersonnageContext = ReturnType<typeof buildPersonnageContext>;
