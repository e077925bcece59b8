/**
 * The document layer of the test world: a small Foundry-shaped Document with an honest update
 * pipeline — permission of the acting user, `expandObject` of the change, diff against the
 * source, `_preUpdate` (false cancels the whole update, nothing is written), schema cleaning and
 * validation (a refusal throws and leaves the source unchanged), then the source is merged
 * (`-=key` deletes) and the document re-prepared (prepareBaseData → embedded documents → Active
 * Effects → prepareDerivedData of the REAL src/data models). Events (`_onUpdate`, hooks) reach
 * every connected client. docs/test-world.md lists what is reproduced and what is not.
 */
import { WorldTypeDataModel } from "./data-model";
import { broadcast, currentClient, runAs, track, type Client } from "./runtime";
import { deepClone, diffObject, expandObject, getProperty, isPlain, mergeObject, randomID, type Plain } from "./utils";

export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export type OwnershipName = Exclude<keyof typeof OWNERSHIP, "INHERIT">;
export const ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
export const EFFECT_MODES = { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } as const;

/** Foundry's Collection: a keyed store whose iteration yields the documents (not entries). */
export class Collection<T> {
  #map = new Map<string, T>();
  [Symbol.iterator](): IterableIterator<T> {
    return this.#map.values();
  }
  get size(): number {
    return this.#map.size;
  }
  get contents(): T[] {
    return [...this.#map.values()];
  }
  get(id: string): T | undefined {
    return this.#map.get(id);
  }
  set(id: string, value: T): this {
    this.#map.set(id, value);
    return this;
  }
  has(id: string): boolean {
    return this.#map.has(id);
  }
  delete(id: string): boolean {
    return this.#map.delete(id);
  }
  clear(): void {
    this.#map.clear();
  }
  keys(): IterableIterator<string> {
    return this.#map.keys();
  }
  values(): IterableIterator<T> {
    return this.#map.values();
  }
  getName(name: string): T | undefined {
    return this.contents.find((d) => (d as { name?: string }).name === name);
  }
  filter(fn: (d: T) => boolean): T[] {
    return this.contents.filter(fn);
  }
  find(fn: (d: T) => boolean): T | undefined {
    return this.contents.find(fn);
  }
  map<U>(fn: (d: T) => U): U[] {
    return this.contents.map(fn);
  }
  some(fn: (d: T) => boolean): boolean {
    return this.contents.some(fn);
  }
  forEach(fn: (d: T) => void): void {
    this.contents.forEach(fn);
  }
}

/**
 * What the world's store was asked to write, by document name ("Setting" for settings): the serialized size of each
 * create's data, each update's diff and each deletion's id, as a client sends them (the envelope left out). A benchmark
 * reads and resets it; nothing else does.
 */
export const writeMeter = {
  bytes: new Map<string, number>(),
  add(documentName: string, payload: unknown): void {
    this.bytes.set(documentName, (this.bytes.get(documentName) ?? 0) + JSON.stringify(payload ?? null).length);
  },
  total(...documentNames: string[]): number {
    return documentNames.reduce((sum, name) => sum + (this.bytes.get(name) ?? 0), 0);
  },
};

/** A refused write, as Foundry reports it (the promise rejects; nothing was written). */
export class WorldDocumentError extends Error {}

type ModelCtor = (new (source: Plain, options: { parent: unknown }) => WorldTypeDataModel) & {
  cleanSource(raw: Plain): { source: Plain; errors: string[] };
};

/** Where the world keeps its settings for models and classes (filled by world.ts from CONFIG). */
export interface Registry {
  dataModels(documentName: string): Record<string, ModelCtor>;
  documentClass(documentName: string): typeof WorldDocument;
  user(id: string): WorldUser | undefined;
  users(): WorldUser[];
  collection(documentName: string): Collection<WorldDocument> | null;
  statusEffect(id: string): Plain | undefined;
  defeatedStatus(): string;
  clients(): Client[];
}
let registry: Registry | null = null;
export function setRegistry(r: Registry): void {
  registry = r;
}
const reg = (): Registry => {
  if (!registry) throw new Error("test world: not created");
  return registry;
};
export const worldRegistry = reg;

/** The user of the client the current call runs on. */
export function actingUser(): WorldUser {
  const user = reg().user(currentClient().userId);
  if (!user) throw new Error("test world: acting user is unknown");
  return user;
}

/** Embedded collections by document name: their key in the source and their document name. */
const EMBEDDED: Record<string, Record<string, string>> = {
  Actor: { Item: "items", ActiveEffect: "effects" },
  Item: { ActiveEffect: "effects" },
  Combat: { Combatant: "combatants" },
  JournalEntry: { JournalEntryPage: "pages" },
};

export class WorldDocument {
  static documentName = "Document";
  declare _source: Plain;
  declare parent: WorldDocument | null;
  declare system: WorldTypeDataModel | Plain;
  /** Embedded collections (items, effects, combatants) by source key. */
  declare embedded: Record<string, Collection<WorldDocument>>;

  static get implementation(): typeof WorldDocument {
    return reg().documentClass(this.documentName);
  }

  constructor(data: Plain = {}, options: { parent?: WorldDocument | null } = {}) {
    Object.defineProperty(this, "parent", { value: options.parent ?? null, writable: true, enumerable: false });
    const source = deepClone(data);
    source._id ??= randomID();
    source.flags ??= {};
    Object.defineProperty(this, "_source", { value: source, writable: true, enumerable: false });
    this._initialize();
  }

  get documentName(): string {
    return (this.constructor as typeof WorldDocument).documentName;
  }
  get id(): string {
    return this._source._id as string;
  }
  get _id(): string {
    return this.id;
  }
  get name(): string {
    return (this._source.name as string) ?? "";
  }
  get type(): string {
    return (this._source.type as string) ?? "base";
  }
  get img(): string | null {
    return (this._source.img as string) ?? null;
  }
  get flags(): Plain {
    return this._source.flags as Plain;
  }
  get ownership(): Record<string, number> {
    return (this._source.ownership as Record<string, number>) ?? {};
  }
  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    if (this.parent) return `${this.parent.uuid}.${own}`;
    const pack = (this as { pack?: string | null }).pack;
    return pack ? `Compendium.${pack}.${own}` : own;
  }
  get isEmbedded(): boolean {
    return this.parent !== null;
  }
  get collectionName(): string {
    return this.documentName;
  }

  /** Rebuilds what is derived from the source: the system model and embedded documents. */
  _initialize(): void {
    const models = reg().dataModels(this.documentName);
    const Model = models[this.type];
    if (Model) {
      this._source.system = Model.cleanSource((this._source.system as Plain) ?? {}).source;
      this.system = new Model(this._source.system as Plain, { parent: this });
    } else if ("system" in this._source) {
      this.system = structuredClone(this._source.system as Plain);
    }
    const kinds = EMBEDDED[this.documentName] ?? {};
    const previous = this.embedded;
    const embedded: Record<string, Collection<WorldDocument>> = {};
    for (const [documentName, key] of Object.entries(kinds)) {
      const list = ((this._source[key] as Plain[] | undefined) ??= []);
      const collection = new Collection<WorldDocument>();
      for (const data of list) {
        data._id ??= randomID();
        data.flags ??= {};
        const kept = previous?.[key]?.get(data._id as string);
        const Cls = reg().documentClass(documentName);
        const doc = kept && kept._source === data ? kept : new Cls(data, { parent: this });
        doc._source = data;
        doc._initialize();
        collection.set(doc.id, doc);
      }
      embedded[key] = collection;
    }
    Object.defineProperty(this, "embedded", { value: embedded, writable: true, enumerable: false, configurable: true });
  }

  // ---- permissions ----------------------------------------------------------------------

  getUserLevel(user: WorldUser): number {
    if (user.isGM) return OWNERSHIP.OWNER;
    if (this.parent) return this.parent.getUserLevel(user);
    const own = this.ownership;
    return own[user.id] ?? own.default ?? OWNERSHIP.NONE;
  }

  testUserPermission(user: WorldUser, level: OwnershipName | number, { exact = false } = {}): boolean {
    const wanted = typeof level === "number" ? level : OWNERSHIP[level];
    const has = this.getUserLevel(user);
    return exact ? has === wanted : has >= wanted;
  }

  get isOwner(): boolean {
    return this.testUserPermission(actingUser(), "OWNER");
  }

  /** May the user create this new document? Top level: the world's rights; embedded: writing its parent. */
  canUserCreate(user: WorldUser): boolean {
    return this.parent ? this.parent.canUserModify(user) : canCreate(this.documentName, user);
  }

  /** May the user write this document (update or delete)? */
  canUserModify(user: WorldUser): boolean {
    return this.testUserPermission(user, "OWNER");
  }

  /** May the user make this update (its expanded changes)? By default, whoever may write the document. */
  canUserUpdate(user: WorldUser, _changes: Plain): boolean {
    return this.canUserModify(user);
  }

  // ---- preparation ----------------------------------------------------------------------

  prepareData(): void {
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    this.prepareDerivedData();
  }
  prepareBaseData(): void {
    if (this.system instanceof WorldTypeDataModel) this.system.prepareBaseData();
  }
  prepareEmbeddedDocuments(): void {
    for (const collection of Object.values(this.embedded)) for (const doc of collection) doc.prepareData();
  }
  prepareDerivedData(): void {
    if (this.system instanceof WorldTypeDataModel) this.system.prepareDerivedData();
  }

  /** Re-initialises from the source and prepares the top-level document. */
  reset(): void {
    const top = this.topLevel();
    top._initialize();
    top.prepareData();
  }
  topLevel(): WorldDocument {
    return this.parent ? this.parent.topLevel() : this;
  }

  // ---- source ---------------------------------------------------------------------------

  toObject(): Plain {
    return structuredClone(this._source);
  }
  toJSON(): Plain {
    return this.toObject();
  }

  /** Changes the source locally (no permission, no events), as in a `_preCreate`. */
  updateSource(changes: Plain): Plain {
    const expanded = expandObject(changes);
    mergeObject(this._source, expanded);
    this._initialize();
    return expanded;
  }

  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags[scope], key);
  }
  setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  unsetFlag(scope: string, key: string): Promise<this | undefined> {
    const parts = key.split(".");
    const last = parts.pop() as string;
    return this.update({ [`flags.${scope}.${[...parts, `-=${last}`].join(".")}`]: null });
  }

  // ---- lifecycle hooks the system overrides -----------------------------------------------

  async _preCreate(data: Plain, options: Plain, user: WorldUser): Promise<boolean | void> {
    if (this.system instanceof WorldTypeDataModel) return this.system._preCreate(data, options, user);
  }
  async _preUpdate(changes: Plain, options: Plain, user: WorldUser): Promise<boolean | void> {
    if (this.system instanceof WorldTypeDataModel) return this.system._preUpdate(changes, options, user);
  }
  async _preDelete(_options: Plain, _user: WorldUser): Promise<boolean | void> {}
  _onCreate(_data: Plain, _options: Plain, _userId: string): void {}
  _onUpdate(_changed: Plain, _options: Plain, _userId: string): void {}
  _onDelete(_options: Plain, _userId: string): void {}

  // ---- operations -----------------------------------------------------------------------

  /** The update pipeline (see the file comment). Resolves to the document, or undefined when cancelled or empty. */
  update(changes: Plain, options: Plain = {}): Promise<this | undefined> {
    return track(this.#update(changes, options));
  }

  async #update(changes: Plain, options: Plain): Promise<this | undefined> {
    const user = actingUser();
    const expanded = expandObject(changes);
    delete expanded._id;
    if (!this.canUserUpdate(user, expanded)) throw new WorldDocumentError(`User ${user.name} lacks permission to update ${this.documentName} [${this.id}]`);
    const diff = diffObject(this._source, expanded);
    if (!Object.keys(diff).length) return undefined;
    if ((await this._preUpdate(diff, options, user)) === false) return undefined;
    const next = mergeObject(structuredClone(this._source), diff);
    const Model = reg().dataModels(this.documentName)[next.type as string];
    if (Model) {
      const { source, errors } = Model.cleanSource((next.system as Plain) ?? {});
      if (errors.length) throw new WorldDocumentError(`${this.documentName} [${this.id}] validation errors: ${errors.join("; ")}`);
      next.system = source;
    }
    for (const key of Object.keys(this._source)) if (!(key in next)) delete this._source[key];
    Object.assign(this._source, next);
    writeMeter.add(this.documentName, { _id: this.id, ...diff });
    this.reset();
    this.#emit("update", diff, options, user);
    return this;
  }

  delete(options: Plain = {}): Promise<this | undefined> {
    return track(this.#delete(options));
  }

  async #delete(options: Plain): Promise<this | undefined> {
    const user = actingUser();
    if (!this.canUserModify(user)) throw new WorldDocumentError(`User ${user.name} lacks permission to delete ${this.documentName} [${this.id}]`);
    if ((await this._preDelete(options, user)) === false) return undefined;
    writeMeter.add(this.documentName, this.id);
    if (this.parent) {
      const key = EMBEDDED[this.parent.documentName][this.documentName];
      const list = this.parent._source[key] as Plain[];
      list.splice(list.findIndex((d) => d._id === this.id), 1);
      this.parent.reset();
    } else {
      reg().collection(this.documentName)?.delete(this.id);
    }
    this.#emit("delete", null, options, user);
    return this;
  }

  /** `_on<Event>` then the `<event><Document>` hook, on every connected client. */
  #emit(event: "update" | "delete", diff: Plain | null, options: Plain, user: WorldUser): void {
    emit(this, event, diff, options, user.id);
  }

  // ---- creation -------------------------------------------------------------------------

  static create(data: Plain | Plain[], options: Plain = {}): Promise<unknown> {
    return Array.isArray(data) ? this.createDocuments(data, options) : this.createDocuments([data], options).then((d) => d[0]);
  }

  static createDocuments(data: Plain[], options: { parent?: WorldDocument | null } & Plain = {}): Promise<WorldDocument[]> {
    return track(createDocuments(this.implementation, data, options));
  }

  createEmbeddedDocuments(documentName: string, data: Plain[], options: Plain = {}): Promise<WorldDocument[]> {
    return reg().documentClass(documentName).createDocuments(data, { ...options, parent: this });
  }

  updateEmbeddedDocuments(documentName: string, updates: Plain[], options: Plain = {}): Promise<WorldDocument[]> {
    return track(this.#updateEmbedded(documentName, updates, options));
  }

  async #updateEmbedded(documentName: string, updates: Plain[], options: Plain): Promise<WorldDocument[]> {
    const key = EMBEDDED[this.documentName][documentName];
    const out: WorldDocument[] = [];
    for (const u of updates) {
      const doc = this.embedded[key].get(u._id as string);
      if (!doc) continue;
      const done = await doc.update(u, options);
      if (done) out.push(done);
    }
    return out;
  }

  deleteEmbeddedDocuments(documentName: string, ids: string[], options: Plain = {}): Promise<WorldDocument[]> {
    return track(this.#deleteEmbedded(documentName, ids, options));
  }

  async #deleteEmbedded(documentName: string, ids: string[], options: Plain): Promise<WorldDocument[]> {
    const key = EMBEDDED[this.documentName][documentName];
    const out: WorldDocument[] = [];
    for (const id of ids) {
      const done = await this.embedded[key].get(id)?.delete(options);
      if (done) out.push(done);
    }
    return out;
  }

  getEmbeddedDocument(documentName: string, id: string): WorldDocument | undefined {
    return this.embedded[EMBEDDED[this.documentName][documentName]]?.get(id);
  }
}

function emit(doc: WorldDocument, event: "create" | "update" | "delete", diff: Plain | null, options: Plain, userId: string): void {
  const hook = `${event}${doc.documentName}`;
  for (const client of reg().clients()) {
    runAs(client, () => {
      if (event === "create") doc._onCreate(doc.toObject(), options, userId);
      else if (event === "update") doc._onUpdate(diff ?? {}, options, userId);
      else doc._onDelete(options, userId);
    });
  }
  broadcast(hook, doc, ...(event === "update" ? [diff, options, userId] : [options, userId]));
}

async function createDocuments(Cls: typeof WorldDocument, data: Plain[], options: { parent?: WorldDocument | null } & Plain): Promise<WorldDocument[]> {
  const user = actingUser();
  const parent = options.parent ?? null;
  const built = data.map((raw) => {
    const source = expandObject(isPlain(raw) ? raw : {});
    if (Cls.documentName === "ChatMessage") {
      // As Foundry's server: a player's message is authored by that player, never as someone else.
      if (!user.isGM && source.author !== undefined && source.author !== user.id) {
        throw new WorldDocumentError(`User ${user.name} may not create a ChatMessage authored by another user`);
      }
      source.author ??= user.id;
      source.timestamp ??= Date.now();
    }
    // As in Foundry, a player's new world document (an actor, when the world lets it) is owned by that player.
    else if (!parent && !user.isGM) source.ownership = { ...(isPlain(source.ownership) ? source.ownership : {}), [user.id]: OWNERSHIP.OWNER };
    return { source, doc: new Cls(source, { parent }) };
  });
  if (built.some(({ doc }) => !doc.canUserCreate(user))) {
    throw new WorldDocumentError(`User ${user.name} lacks permission to create ${Cls.documentName}${parent ? ` in ${parent.uuid}` : ""}`);
  }
  const created: WorldDocument[] = [];
  for (const { source, doc } of built) {
    const Model = reg().dataModels(Cls.documentName)[doc.type];
    if (Model) {
      const { errors } = Model.cleanSource((source.system as Plain) ?? {});
      if (errors.length) throw new WorldDocumentError(`${Cls.documentName} validation errors: ${errors.join("; ")}`);
    }
    if ((await doc._preCreate(source, options, user)) === false) continue;
    writeMeter.add(Cls.documentName, doc._source);
    if (parent) {
      (parent._source[EMBEDDED[parent.documentName][Cls.documentName]] as Plain[]).push(doc._source);
      created.push(doc);
    } else {
      reg().collection(Cls.documentName)?.set(doc.id, doc);
      doc.reset();
      created.push(doc);
    }
  }
  // As Foundry's batch: every _preCreate first, then the parent prepared once with all its new embedded documents.
  if (parent && created.length) {
    const key = EMBEDDED[parent.documentName][Cls.documentName];
    parent.reset();
    created.splice(0, created.length, ...created.map((doc) => parent.embedded[key].get(doc.id) as WorldDocument));
  }
  for (const doc of created) emit(doc, "create", null, options, user.id);
  return created;
}

/** The world's permission settings a test may grant (Foundry's "Create New Actors", off by default here). */
export const worldPermissions = { playersCreateActors: false };

/** Top-level creation rights: GMs everything; players chat messages, and actors when the world lets them. */
function canCreate(documentName: string, user: WorldUser): boolean {
  return user.isGM || documentName === "ChatMessage" || (documentName === "Actor" && worldPermissions.playersCreateActors);
}

/** A user of the world; `query` reaches that user's client, if connected. */
export class WorldUser extends WorldDocument {
  static override documentName = "User";
  get role(): number {
    return (this._source.role as number) ?? ROLES.PLAYER;
  }
  get isGM(): boolean {
    return this.role >= ROLES.ASSISTANT;
  }
  get active(): boolean {
    return reg().clients().some((c) => c.userId === this.id);
  }
  get isSelf(): boolean {
    return currentClient().userId === this.id;
  }
  /** Foundry's `User#can` for the permissions the system asks about, at their default roles (FILES_BROWSE: trusted players and up). */
  can(permission: string): boolean {
    const least: Record<string, number> = { FILES_BROWSE: ROLES.TRUSTED };
    if (!(permission in least)) throw new Error(`test world: User#can("${permission}") is not modelled`);
    return this.role >= least[permission];
  }
  get character(): WorldDocument | null {
    const id = this._source.character as string | undefined;
    return id ? (reg().collection("Actor")?.get(id) ?? null) : null;
  }
  get targets(): Set<unknown> {
    return reg().clients().find((c) => c.userId === this.id)?.targets ?? new Set();
  }
  override getUserLevel(user: WorldUser): number {
    return user.isGM || user.id === this.id ? OWNERSHIP.OWNER : OWNERSHIP.LIMITED;
  }
  /** v13 `User#query`: runs the handler registered under `name` on this user's client, with a JSON copy of `data`. */
  query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    return track(queryClient(this, name, data, timeout));
  }
}

/** Filled by world.ts: how a query reaches a client's CONFIG.queries handler. */
export const queryTransport: { run: (user: WorldUser, name: string, data: unknown) => Promise<unknown> } = {
  run: async () => {
    throw new Error("test world: no query transport");
  },
};

async function queryClient(user: WorldUser, name: string, data: unknown, timeout?: number): Promise<unknown> {
  if (!user.active) throw new Error(`User ${user.name} is not connected`);
  const answer = queryTransport.run(user, name, JSON.parse(JSON.stringify(data ?? null)));
  const result = timeout
    ? await Promise.race([answer, new Promise((_, reject) => setTimeout(() => reject(new Error("query timed out")), timeout))])
    : await answer;
  return result === undefined ? undefined : JSON.parse(JSON.stringify(result));
}
