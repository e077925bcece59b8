/**
 * Building blocks of the compendium generator (tools/generate-packs.ts): stable ids, document
 * skeletons in the shape foundryvtt-cli compiles (`_id`, `_key`, embedded documents inline with
 * their own `_key`), compendium folders, and the registry that resolves @UUID links by name so a
 * link to a document that does not exist fails the generation instead of shipping dangling.
 * Pure: no I/O here (the CLI script writes the files).
 */
import { createHash } from "node:crypto";

export const SYSTEM_ID = "altherion";
export const CORE_VERSION = "13.351";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A 16-character alphanumeric id derived from a stable key: same key, same id, forever. */
export function stableId(key: string): string {
  const digest = createHash("sha256").update(`altherion:${key}`).digest();
  let id = "";
  for (let i = 0; i < 16; i++) id += ALPHABET[digest[i] % ALPHABET.length];
  return id;
}

export type DocumentName = "Item" | "Actor" | "JournalEntry" | "RollTable";
export const COLLECTION: Record<DocumentName, string> = {
  Item: "items", Actor: "actors", JournalEntry: "journal", RollTable: "tables",
};

export interface Bilingual { fr: string; en: string }

export type Doc = Record<string, unknown> & { _id: string; _key: string; name?: string };

export interface PackOutput {
  name: string;
  type: DocumentName;
  /** Relative path inside packs/<name>/ → document. */
  files: Map<string, Doc>;
}

/** Lower-case ASCII slug for file names. */
export function slug(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/œ/g, "oe").replace(/Œ/g, "Oe")
    .toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export const stats = () => ({ coreVersion: CORE_VERSION, systemId: SYSTEM_ID });

/** A compendium folder (Folder document stored in the pack). */
export function folder(pack: string, type: DocumentName, name: string, sort: number, parent: string | null = null): Doc {
  const _id = stableId(`${pack}:folder:${name}`);
  return {
    _id, _key: `!folders!${_id}`, name, type, folder: parent, sorting: "m", sort, color: null, description: "", flags: {},
  };
}

/** Registry of every generated document, for links: `uuid("competences", "Mêlée")`. */
export class Registry {
  readonly #byName = new Map<string, { uuid: string; doc: Doc }>();

  add(pack: string, type: DocumentName, doc: Doc, alias?: string): void {
    const key = `${pack}/${alias ?? doc.name}`;
    if (this.#byName.has(key)) throw new Error(`Duplicate document name in ${pack}: ${alias ?? doc.name}`);
    this.#byName.set(key, { uuid: `Compendium.${SYSTEM_ID}.${pack}.${type}.${doc._id}`, doc });
  }

  uuid(pack: string, name: string): string {
    const found = this.#byName.get(`${pack}/${name}`);
    if (!found) throw new Error(`Link to a missing document: ${pack}/${name}`);
    return found.uuid;
  }

  /** `@UUID[...]{label}` for a document of a pack, by name (label defaults to the name). */
  link(pack: string, name: string, label = name): string {
    return `@UUID[${this.uuid(pack, name)}]{${label}}`;
  }

  /** A page of a journal entry: `@UUID[Compendium.altherion.<pack>.JournalEntry.<e>.JournalEntryPage.<p>]{label}`. */
  pageLink(pack: string, entry: string, page: string, label = page): string {
    return `@UUID[${this.uuid(pack, `${entry}#${page}`)}]{${label}}`;
  }
}

/** An embedded journal page (type text, format 1 = HTML). */
export function textPage(entryId: string, entryKey: string, name: string, html: string, sort: number, flags: Record<string, unknown> = {}): Doc {
  const _id = stableId(`${entryKey}:page:${name}`);
  return {
    _id, _key: `!journal.pages!${entryId}.${_id}`, name, type: "text",
    title: { show: true, level: 1 },
    text: { format: 1, content: html },
    src: null, system: {}, sort, ownership: { default: -1 }, flags, _stats: stats(),
  };
}

export function journalEntry(pack: string, key: string, name: string, pages: (entryId: string) => Doc[], opts: { folder?: string | null; sort?: number; flags?: Record<string, unknown> } = {}): Doc {
  const _id = stableId(`${pack}:entry:${key}`);
  return {
    _id, _key: `!journal!${_id}`, name, pages: pages(_id), categories: [], folder: opts.folder ?? null, sort: opts.sort ?? 0,
    ownership: { default: 0 }, flags: opts.flags ?? {}, _stats: stats(),
  };
}

/** A primary Item document (or an embedded one when `parent` is an actor id). */
export function itemDoc(pack: string, key: string, name: string, type: string, system: Record<string, unknown>, opts: { img?: string; folder?: string | null; sort?: number; parent?: string; flags?: Record<string, unknown> } = {}): Doc {
  const _id = stableId(`${pack}:item:${opts.parent ?? ""}:${key}`);
  const _key = opts.parent ? `!actors.items!${opts.parent}.${_id}` : `!items!${_id}`;
  return {
    _id, _key, name, type, img: opts.img ?? ITEM_ICONS[type] ?? "icons/svg/item-bag.svg", system, effects: [],
    folder: opts.parent ? null : (opts.folder ?? null), sort: opts.sort ?? 0,
    ownership: { default: 0 }, flags: opts.flags ?? {}, _stats: stats(),
  };
}

export const ITEM_ICONS: Record<string, string> = {
  competence: "icons/svg/book.svg",
  aptitude: "icons/svg/aura.svg",
  classe: "icons/svg/combat.svg",
  espece: "icons/svg/mystery-man.svg",
  atout: "icons/svg/upgrade.svg",
  handicap: "icons/svg/downgrade.svg",
  arme: "icons/svg/sword.svg",
  armure: "icons/svg/statue.svg",
  bouclier: "icons/svg/shield.svg",
  equipement: "icons/svg/item-bag.svg",
  sort: "icons/svg/daze.svg",
  specialisation: "icons/svg/target.svg",
  qualite: "icons/svg/sun.svg",
};
