/**
 * Pure context of the change journal window (journal/): one row per entry, newest first — when, who, which
 * character, what (a sheet's fields, an item or an effect added, removed or changed), each field's label and its
 * value before → after in the user's words — and whether a GM may undo it, or why not (read against the documents as
 * they are now, when the window gives them). Names a player chose (characters, items, effects) stay plain text: the
 * template escapes them.
 */
import { CHARACTERISTIC_KEYS, parseJournalValue, undoPlan, type JournalChange, type JournalDoc, type JournalEntry, type JournalKind, type UndoRefusal, type UndoTarget } from "../rules/index";
import { formatDateTime, formatNumber, formatSigned } from "../words/format";
import { formatText, labelled, pluralText, type Words } from "../words/helpers";
import { expertiseName } from "../data/builtin-names";

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A character's fields, by path: a label key, or a key filled with the constitution the path names. */
const ACTOR_FIELDS: readonly [RegExp, string][] = [
  [/^system\.origine$/, "ALTHERION.Sheet.Integrite.Origine"],
  [/^system\.exaltation$/, "ALTHERION.Sheet.Integrite.Exaltation"],
  [/^system\.combativite$/, "ALTHERION.Sheet.Integrite.Combativite"],
  [/^system\.regeneration\.(\w+)$/, "ALTHERION.ChangeJournal.Field.Regeneration"],
  [/^system\.constitutions\.(\w+)\.premice$/, "ALTHERION.ChangeJournal.Field.Premice"],
  [/^system\.modificateurs\.surpuissance$/, "ALTHERION.ChangeJournal.Field.Surpuissance"],
  [/^system\.modificateurs\.impuissance$/, "ALTHERION.ChangeJournal.Field.Impuissance"],
  [/^system\.critiques\.succes$/, "ALTHERION.ChangeJournal.Field.CritSuccess"],
  [/^system\.critiques\.echec$/, "ALTHERION.ChangeJournal.Field.CritFailure"],
  [/^system\.domainesOublies\b/, "ALTHERION.Sheet.XP.Domaines.Titre"],
  [/^system\.creation\.active$/, "ALTHERION.ChangeJournal.Field.Creation"],
  [/^system\.points\.impact\b/, "ALTHERION.Sheet.Points.Impact"],
  [/^system\.points\.resilience\b/, "ALTHERION.Sheet.Points.Resilience"],
  [/^system\.points\.finesse\b/, "ALTHERION.Sheet.Points.Finesse"],
  [/^system\.xp\.total$/, "ALTHERION.ChangeJournal.Field.XpTotal"],
  [/^system\.xp\.spent$/, "ALTHERION.ChangeJournal.Field.XpSpent"],
  [/^system\.xp\.log\b/, "ALTHERION.Sheet.XP.Journal"],
  [/^system\.xp\b/, "ALTHERION.Sheet.XP.Titre"],
  [/^flags\.altherion\.usage\b/, "ALTHERION.ChangeJournal.Field.Usage"],
  [/^system\.fortune$/, "ALTHERION.ChangeJournal.Field.Fortune"],
  [/^system\.moral\.espoir$/, "ALTHERION.Sheet.Moral.Espoir"],
  [/^system\.moral\.desespoir$/, "ALTHERION.Sheet.Moral.Desespoir"],
  [/^flags\.altherion\.fatalite\b/, "ALTHERION.ChangeJournal.Field.Fatalite"],
  [/^flags\.altherion\.etatsSpeciaux\b/, "ALTHERION.ChangeJournal.Field.States"],
];

/** An item's fields, by the field under `system` (what follows it, a characteristic's key, is named too). */
const ITEM_FIELDS: Readonly<Record<string, string>> = {
  niveau: "ALTHERION.Sheet.Item.Niveau", expertises: "ALTHERION.Sheet.Competence.Expertises", pp: "ALTHERION.Sheet.Item.PP",
  degats: "ALTHERION.Sheet.Item.Degats", portee: "ALTHERION.Sheet.Item.Portee", type: "ALTHERION.Sheet.Item.TypeDegats",
  letal: "ALTHERION.Sheet.Item.Letal", competence: "ALTHERION.Sheet.Item.Competence", blocage: "ALTHERION.Sheet.Item.Blocage",
  resistance: "ALTHERION.Sheet.Item.Resistance", annulation: "ALTHERION.Sheet.Item.Annulation", points: "ALTHERION.Sheet.Item.Points",
  cout: "ALTHERION.Sheet.Item.Cout", complexite: "ALTHERION.Sheet.Item.Complexite", zone: "ALTHERION.Sheet.Item.Zone",
  soin: "ALTHERION.Sheet.Item.Soin", degre: "ALTHERION.Sheet.Item.Degre", bonus: "ALTHERION.Sheet.Item.Bonus",
  competences: "ALTHERION.Sheet.Item.Competences", tier: "ALTHERION.Sheet.Item.Tier", inne: "ALTHERION.Sheet.Item.Inne",
  favorites: "ALTHERION.ChangeJournal.Field.Favorites",
};

const EFFECT_FIELDS: Readonly<Record<string, string>> = {
  changes: "ALTHERION.ChangeJournal.Field.EffectChanges", system: "ALTHERION.ChangeJournal.Field.EffectChanges", disabled: "ALTHERION.ChangeJournal.Field.EffectDisabled", transfer: "ALTHERION.ChangeJournal.Field.EffectTransfer",
};

const isCharacteristic = (k: string | undefined): k is string => (CHARACTERISTIC_KEYS as readonly string[]).includes(k ?? "");

/** A character's field in the user's words (a characteristic by its name); "" when the path is none of its known fields. */
function actorField(path: string, words: Words): string {
  const carac = /^system\.caracteristiques\.(\w+)$/.exec(path)?.[1];
  if (isCharacteristic(carac)) return words.localize(`ALTHERION.Caracteristique.${carac}`);
  for (const [pattern, key] of ACTOR_FIELDS) {
    const m = pattern.exec(path);
    if (m) return m[1] ? formatText(words, key, { constitution: words.localize(`ALTHERION.Constitution.${m[1]}`) }) : words.localize(key);
  }
  return "";
}

/** The label of a field of an entry's document, in the user's words. */
export function fieldLabel(docKind: string, path: string, words: Words): string {
  if (docKind === "Actor") return actorField(path, words) || words.localize("ALTHERION.ChangeJournal.Field.Other");
  if (docKind === "Item") {
    if (path === "type") return words.localize("ALTHERION.ChangeJournal.Field.ItemType");
    const [, field, sub] = path.split(".");
    const key = ITEM_FIELDS[field ?? ""];
    if (!key) return words.localize("ALTHERION.ChangeJournal.Field.Other");
    return isCharacteristic(sub) ? labelled(words, words.localize(key), words.localize(`ALTHERION.Caracteristique.${sub}`)) : words.localize(key);
  }
  return words.localize(EFFECT_FIELDS[path.split(".")[0]] ?? "ALTHERION.ChangeJournal.Field.Other");
}

/** Core's Active Effect modes an amount reads with: ADD (v13 mode 2, v14 type "add") and OVERRIDE (5, "override"). */
const ADD = new Set<unknown>([2, "add"]);
const OVERRIDE = new Set<unknown>([5, "override"]);

/** One change's amount as a reader says it: "+2" or "−1" added, "= 8" set, the value itself otherwise. */
function effectAmount(change: Record<string, unknown>, words: Words): string {
  const { value } = change;
  if (value === undefined || value === null || value === "") return "";
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  const how = change.mode ?? change.type;
  if (ADD.has(how) && Number.isFinite(n)) return formatSigned(words.lang, n);
  if (OVERRIDE.has(how)) return `= ${Number.isFinite(n) ? formatNumber(words.lang, n, 2) : String(value)}`;
  return String(value);
}

/** An Active Effect's changes as a reader says them: "Force +2", the key itself when it is none of a character's fields. */
function effectChangesText(changes: unknown[], words: Words): string {
  return changes.map((c) => {
    const change = isPlain(c) ? c : {};
    const label = typeof change.key === "string" ? actorField(change.key, words) || change.key : "";
    return [label, effectAmount(change, words)].filter(Boolean).join(" ");
  }).join(", ");
}

/** A skill's name as the character shows it, by its key (R-SK-7); the key itself when the character has no such skill. */
export type SkillName = (actorUuid: string, key: string) => string | undefined;
/** An item's fields that hold skill keys (a weapon's or a spell's skill, a quality's skills). */
const SKILL_PATHS = new Set(["system.competence", "system.competences"]);

/**
 * A value as the journal shows it: numbers in the user's digits (− for negatives), yes/no, names of a list, a type's
 * name, a skill by its name on the character (`skill`, R-SK-7); nothing (an empty text too) as « aucune valeur », which
 * agrees with any field's gender.
 */
export function valueText(docKind: string, path: string, json: string, words: Words, skill: (key: string) => string = (key) => key): string {
  const value = parseJournalValue(json);
  if (value === undefined || value === null || value === "") return words.localize("ALTHERION.ChangeJournal.Value.None");
  if (typeof value === "number") return formatNumber(words.lang, value, 2);
  if (typeof value === "boolean") return words.localize(value ? "ALTHERION.ChangeJournal.Value.Yes" : "ALTHERION.ChangeJournal.Value.No");
  const skills = docKind === "Item" && SKILL_PATHS.has(path);
  if (typeof value === "string") {
    if (docKind === "Item" && path === "type") return words.localize(`TYPES.Item.${value}`);
    if (docKind === "Item" && path === "system.type") return words.localize(`ALTHERION.Degats.${value}`);
    return skills ? skill(value) : value;
  }
  if (Array.isArray(value)) {
    if (!value.length) return words.localize("ALTHERION.ChangeJournal.Value.None");
    if (docKind === "ActiveEffect") return effectChangesText(value, words);
    // a skill's expertises: a built-in one in the user's language, a typed one as typed (data/builtin-names.ts)
    const entryName = (v: Record<string, unknown>) => (path === "system.expertises" ? expertiseName(words, v) : v.nom ?? v.name);
    const names = value.map((v) => (typeof v === "string" || typeof v === "number" ? String(v) : isPlain(v) ? entryName(v) : undefined));
    if (names.every((n): n is string => typeof n === "string" && n !== "")) return names.map((n) => (skills ? skill(n) : isCharacteristic(n) ? words.localize(`ALTHERION.Caracteristique.${n}`) : n)).join(", ");
    return pluralText(words, "ALTHERION.ChangeJournal.Value.Entries", value.length);
  }
  return words.localize("ALTHERION.ChangeJournal.Value.Set");
}

/** The line of one field: its label, before → after (a value too long to keep says so). */
function line(entry: JournalEntry, c: JournalChange, words: Words, skill: (key: string) => string) {
  const text = (json: string) => (c.cut ? words.localize("ALTHERION.ChangeJournal.Value.Cut") : valueText(entry.docKind, c.path, json, words, skill));
  return { label: fieldLabel(entry.docKind, c.path, words), before: text(c.before), after: text(c.after) };
}

/** A line's place: a character's characteristics in the grid's order (Force, Vigueur, Agilité …), then the rest as recorded. */
const gridRank = (path: string) => {
  const i = (CHARACTERISTIC_KEYS as readonly string[]).indexOf(/^system\.caracteristiques\.(\w+)$/.exec(path)?.[1] ?? "");
  return i < 0 ? CHARACTERISTIC_KEYS.length : i;
};

/**
 * An entry's lines as the GM reads them: characteristics in the grid's order, and no line that reads the same before
 * and after (a new weapon's empty range: « aucune valeur → aucune valeur »).
 */
function lines(entry: JournalEntry, words: Words, skill: (key: string) => string) {
  const ordered = entry.docKind === "Actor" ? [...entry.changes].sort((a, b) => gridRank(a.path) - gridRank(b.path)) : entry.changes;
  return ordered.map((c) => line(entry, c, words, skill)).filter((l) => l.before !== l.after);
}

const UPDATE_TITLES: Readonly<Record<JournalDoc, string>> = {
  Actor: "ALTHERION.ChangeJournal.Kind.UpdateSheet", Item: "ALTHERION.ChangeJournal.Kind.UpdateItem", ActiveEffect: "ALTHERION.ChangeJournal.Kind.UpdateEffect",
};
const TITLES: Readonly<Record<Exclude<JournalKind, "update">, string>> = {
  created: "ALTHERION.ChangeJournal.Kind.Created", itemAdded: "ALTHERION.ChangeJournal.Kind.ItemAdded", itemRemoved: "ALTHERION.ChangeJournal.Kind.ItemRemoved",
  itemType: "ALTHERION.ChangeJournal.Kind.ItemType", effectAdded: "ALTHERION.ChangeJournal.Kind.EffectAdded", effectRemoved: "ALTHERION.ChangeJournal.Kind.EffectRemoved",
};

/** What an entry records, as its row's title: the sheet, or the item or effect by its name and type. */
function title(entry: JournalEntry, words: Words): string {
  const type = entry.docKind === "Item" ? words.localize(`TYPES.Item.${entry.docType}`) : "";
  const key = entry.kind === "update" ? UPDATE_TITLES[entry.docKind] : TITLES[entry.kind];
  return formatText(words, key, { name: entry.docName, type });
}

/** Whether an entry can be undone as far as it alone tells (a GM's undo also checks the document as it is now). */
export function undoable(entry: JournalEntry): boolean {
  if (entry.undone || entry.changes.some((c) => c.cut)) return false;
  return !["itemRemoved", "effectRemoved", "itemType"].includes(entry.kind) || entry.source !== "";
}

/** Why the window offers no undo of an entry it already knows a GM's undo would refuse. */
const CANNOT_UNDO: Readonly<Record<Exclude<UndoRefusal, "undone">, string>> = {
  changedSince: "ALTHERION.ChangeJournal.CannotUndo.ChangedSince",
  gone: "ALTHERION.ChangeJournal.CannotUndo.Gone",
  exists: "ALTHERION.ChangeJournal.CannotUndo.Exists",
  notKept: "ALTHERION.ChangeJournal.CannotUndo.NotKept",
};

/** The world as it is now, as far as the journal reads it (the window's client). */
export interface JournalNow {
  /** The document at a uuid with its stored data, or null when it no longer exists. */
  doc(uuid: string): UndoTarget;
  skillName: SkillName;
}

/**
 * Whether an entry can be undone now, or the key of why not: from the entry alone (undoable), and, when the window
 * gives the documents as they are now, the plan a GM's undo would follow (undoPlan: a field changed since, a document
 * gone or back). An undone entry says so by its badge, not here.
 */
function undoState(entry: JournalEntry, now: JournalNow | undefined): { canUndo: boolean; cannotUndo: string } {
  if (entry.undone) return { canUndo: false, cannotUndo: "" };
  const plan = now ? undoPlan(entry, now.doc(entry.docUuid)) : null;
  if (plan && !plan.ok && plan.reason !== "undone") return { canUndo: false, cannotUndo: CANNOT_UNDO[plan.reason] };
  return undoable(entry) ? { canUndo: true, cannotUndo: "" } : { canUndo: false, cannotUndo: CANNOT_UNDO.notKept };
}

export interface JournalFilter {
  /** A character's uuid, or "" for all. */
  actor: string;
  /** A user's id, or "" for all. */
  user: string;
}

/** The choices of a filter: each character or player the entries name once, by name. */
function choices(entries: readonly JournalEntry[], id: (e: JournalEntry) => string, name: (e: JournalEntry) => string, selected: string) {
  const seen = new Map<string, string>();
  for (const e of entries) seen.set(id(e), name(e));
  return [...seen].map(([value, label]) => ({ value, label, selected: value === selected })).sort((a, b) => a.label.localeCompare(b.label));
}

export function buildJournalContext(input: { entries: readonly JournalEntry[]; isGM: boolean; filter: JournalFilter; seenUntil: string; words: Words; now?: JournalNow }) {
  const { words, filter, now } = input;
  const entries = input.isGM ? input.entries : [];
  const shown = entries.filter((e) => (!filter.actor || e.actorUuid === filter.actor) && (!filter.user || e.userId === filter.user));
  const rows = [...shown].sort((a, b) => b.at.localeCompare(a.at)).map((e) => {
    const fresh = !e.undone && e.at > input.seenUntil;
    const skill = (key: string) => now?.skillName(e.actorUuid, key) ?? key;
    const undo = input.isGM ? undoState(e, now) : { canUndo: false, cannotUndo: "" };
    return {
      id: e.id,
      at: e.at,
      when: formatDateTime(words.lang, e.at),
      user: e.userName,
      actor: e.actorName,
      title: title(e, words),
      lines: lines(e, words, skill),
      undone: e.undone,
      canUndo: undo.canUndo,
      cannotUndo: undo.cannotUndo ? words.localize(undo.cannotUndo) : "",
      fresh,
      cssClass: [e.undone ? "alt-journal-undone" : "", fresh ? "alt-journal-fresh" : ""].filter(Boolean).join(" "),
    };
  });
  return {
    isGM: input.isGM,
    rows,
    hasRows: rows.length > 0,
    total: entries.length,
    fresh: rows.filter((r) => r.fresh).length,
    actors: choices(entries, (e) => e.actorUuid, (e) => e.actorName, filter.actor),
    users: choices(entries, (e) => e.userId, (e) => e.userName, filter.user),
    filtered: Boolean(filter.actor || filter.user),
  };
}
export type JournalContext = ReturnType<typeof buildJournalContext>;
