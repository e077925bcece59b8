/**
 * The test world: installs the Foundry globals our code reads (test/world/* stand-ins), imports
 * the REAL entry (src/altherion.ts) and fires init / i18nInit / setup / ready, exactly once per
 * test file; then `createTestWorld()` gives a fresh world — one GM client and players' clients,
 * each with its own `game.user` and notifications, empty collections, default settings, the
 * compendiums read from packs/ YAML sources. docs/test-world.md says what it reproduces.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { load } from "js-yaml";
import { vi } from "vitest";
import { ArrayField, BooleanField, HTMLField, NumberField, SchemaField, StringField } from "../stubs/foundry";
import { readJson, walk } from "../helpers/files";
import { createEnvironment, format, localize, type Lang } from "../render/handlebars-env";
import { babeleApi } from "./babele";
import { DialogV2, FormDataExtended, instances, window as dom, HandlebarsApplicationMixin, InertApplication, WorldApplication, dialogAnswers, templates, type DialogAnswer } from "./applications";
import { WorldActiveEffect, WorldActor, WorldChatMessage, WorldCombat, WorldCombatant, WorldItem, WorldJournalEntry, WorldJournalEntryPage, WorldTokenDocument } from "./classes";
import { WorldTypeDataModel } from "./data-model";
import { Die, Roll, RollTerm, diceConfig, manualDice, scriptedDice, scriptedUniform } from "./dice";
import { Collection, EFFECT_MODES, OWNERSHIP, ROLES, WorldUser, queryTransport, setRegistry, worldPermissions, writeMeter } from "./documents";
import type { WorldDocument } from "./documents";
import { Hooks, clients, hookErrors, connect, currentClient, resetClients, runAs, settle, track, type Client } from "./runtime";
import { deepClone, diffObject, escapeHTML, expandObject, flattenObject, getProperty, mergeObject, randomID, setProperty, type Plain } from "./utils";

// The first world of a test file boots the system (imports, init hooks): on a loaded machine that
// outlasts Vitest's default 10 s hook timeout, so every file using the world gets more.
vi.setConfig({ hookTimeout: 120_000 });

type DocClass = typeof WorldDocument;
const collections: Record<string, Collection<WorldDocument>> = {
  Actor: new Collection(), Item: new Collection(), ChatMessage: new Collection(), Combat: new Collection(), User: new Collection(),
  Scene: new Collection(), Macro: new Collection(), JournalEntry: new Collection(),
};
let lang: Lang = "fr";
const settings = new Map<string, { default: unknown; value?: unknown; scope?: string }>();

// ---- compendiums --------------------------------------------------------------------------

interface PackDecl { name: string; label: string; type: string }
const system = readJson<{ id: string; version: string; packs: PackDecl[] }>("system.json");

/** Each pack's parsed YAML sources, by pack name (never handed out: documents get copies). */
const packSources: Record<string, Plain[]> = {};

/** A compendium pack read from its YAML sources (packs/<name>/**.yml), documents built on first use. */
export class WorldPack {
  #docs: WorldDocument[] | null = null;
  /** Source transforms applied when documents are built (the English world renames as Babele would). */
  static translate: ((pack: string, source: Plain) => Plain) | null = null;
  constructor(public decl: PackDecl) {}
  get collection(): string {
    return `${system.id}.${this.decl.name}`;
  }
  get metadata(): Plain {
    return { id: this.collection, name: this.decl.name, label: this.decl.label, type: this.decl.type, system: system.id };
  }
  get documentName(): string {
    return this.decl.type;
  }
  get contents(): WorldDocument[] {
    if (!this.#docs) {
      const Cls = CONFIG_OBJ[this.decl.type]?.documentClass as DocClass | undefined;
      // The YAML sources are read once per test file; each world builds its documents from copies of them.
      const sources = (packSources[this.decl.name] ??= walk(`packs/${this.decl.name}`, [".yml"]).sort().map((f) => load(readFileSync(f, "utf8")) as Plain)
        .filter((d) => !String(d._key).startsWith("!folders!")));
      this.#docs = Cls ? sources.map((original) => {
        const s = structuredClone(original);
        const doc = new Cls(WorldPack.translate ? WorldPack.translate(this.decl.name, s) : s);
        (doc as { pack?: string }).pack = this.collection;
        doc.prepareData();
        return doc;
      }) : [];
    }
    return this.#docs;
  }
  get index(): Collection<Plain> {
    const c = new Collection<Plain>();
    for (const d of this.contents) c.set(d.id, { _id: d.id, name: d.name, type: d.type, uuid: d.uuid });
    return c;
  }
  get(id: string): WorldDocument | undefined {
    return this.contents.find((d) => d.id === id);
  }
  async getDocument(id: string): Promise<WorldDocument | undefined> {
    return this.get(id);
  }
  async getDocuments(): Promise<WorldDocument[]> {
    return this.contents;
  }
  reset(): void {
    this.#docs = null;
  }
}
const packs = new Collection<WorldPack>();
for (const p of system.packs) packs.set(`${system.id}.${p.name}`, new WorldPack(p));

// ---- uuids ----------------------------------------------------------------------------------

function fromUuidSync(uuid: string): WorldDocument | null {
  if (typeof uuid !== "string" || !uuid) return null;
  const parts = uuid.split(".");
  let doc: WorldDocument | undefined;
  let rest: string[];
  if (parts[0] === "Compendium") {
    doc = packs.get(`${parts[1]}.${parts[2]}`)?.get(parts[4]);
    rest = parts.slice(5);
  } else {
    doc = collections[parts[0]]?.get(parts[1]);
    rest = parts.slice(2);
  }
  for (let i = 0; doc && i + 1 < rest.length; i += 2) doc = doc.getEmbeddedDocument(rest[i], rest[i + 1]);
  return doc ?? null;
}

function parseUuid(uuid: string): Plain | null {
  if (typeof uuid !== "string" || !uuid) return null;
  const parts = uuid.split(".");
  const path = parts[0] === "Compendium" ? parts.slice(3) : parts;
  if (path.length < 2) return null;
  return { uuid, primaryType: path[0], primaryId: path[1], documentType: path[path.length - 2], id: path[path.length - 1], documentId: path[path.length - 1] };
}

// ---- globals --------------------------------------------------------------------------------

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CONFIG is a bag of heterogeneous tables, as in Foundry
const CONFIG_OBJ: Record<string, any> = {
  Actor: { documentClass: WorldActor, dataModels: {}, trackableAttributes: {} },
  Item: { documentClass: WorldItem, dataModels: {} },
  ActiveEffect: { documentClass: WorldActiveEffect, legacyTransferral: true },
  ChatMessage: { documentClass: WorldChatMessage },
  Combat: { documentClass: WorldCombat },
  Combatant: { documentClass: WorldCombatant },
  User: { documentClass: WorldUser },
  JournalEntry: { documentClass: WorldJournalEntry },
  JournalEntryPage: { documentClass: WorldJournalEntryPage },
  Dice: { rolls: [Roll], randomUniform: scriptedUniform, terms: { d: Die } },
  Token: { movement: {}, documentClass: WorldTokenDocument },
  queries: {},
  statusEffects: [],
  specialStatusEffects: { DEFEATED: "dead" },
  sounds: { dice: "sounds/dice.wav" },
  ui: {},
  TextEditor: { enrichers: [] },
};

const environments = new Map<Lang, typeof Handlebars>();
const compiledTemplates = new Map<string, Handlebars.TemplateDelegate>();
/** Foundry's renderTemplate: each template compiled once per language, as Foundry caches them. */
async function renderTemplate(path: string, data: Plain): Promise<string> {
  let env = environments.get(lang);
  if (!env) environments.set(lang, (env = createEnvironment(lang)));
  const key = `${lang}:${path}`;
  let template = compiledTemplates.get(key);
  if (!template) compiledTemplates.set(key, (template = env.compile(readFileSync(path.replace(/^systems\/altherion\//, ""), "utf8"), { strict: false })));
  return template(data);
}

function notifier(level: "info" | "warn" | "error") {
  return (message: string) => {
    currentClient().notifications.push({ level, message: String(message) });
  };
}

const settingKey = (ns: string, key: string) => `${ns}.${key}`;
const gameSettings = {
  register(ns: string, key: string, config: { default?: unknown; scope?: string }) {
    settings.set(settingKey(ns, key), { default: config.default, scope: config.scope });
  },
  get(ns: string, key: string): unknown {
    const s = settings.get(settingKey(ns, key));
    if (!s) throw new Error(`"${ns}.${key}" is not a registered game setting`);
    return structuredClone(s.value ?? s.default);
  },
  async set(ns: string, key: string, value: unknown): Promise<unknown> {
    const s = settings.get(settingKey(ns, key));
    if (!s) throw new Error(`"${ns}.${key}" is not a registered game setting`);
    // As Foundry's server: a world setting is written by a GM only (SETTINGS_MODIFY, not a player's by default).
    const user = collections.User.get(currentClient().userId) as { isGM?: boolean } | undefined;
    if (s.scope === "world" && user && !user.isGM) throw new Error(`test world: a player may not modify the world setting "${ns}.${key}"`);
    s.value = structuredClone(value);
    writeMeter.add("Setting", { key: settingKey(ns, key), value });
    return value;
  },
};

const users = Object.assign(collections.User as Collection<WorldDocument>, {});
Object.defineProperty(users, "activeGM", {
  get: () => (users.contents as WorldUser[]).filter((u) => u.isGM && u.active).sort((a, b) => a.id.localeCompare(b.id))[0] ?? null,
});

/**
 * A package socket (`game.socket`): Foundry's server relays `emit(name, ...args)` to every OTHER
 * connected client, each listener receiving a JSON copy of the arguments and then the sender's user
 * id (modelled as appended after everything the client emitted, the case a forged sender exploits).
 */
type SocketListener = (...relayed: unknown[]) => unknown;
const socketListeners: { name: string; fn: SocketListener }[] = [];
const socket = {
  on(name: string, fn: SocketListener) {
    socketListeners.push({ name, fn });
  },
  off(name: string, fn?: SocketListener) {
    for (let i = socketListeners.length - 1; i >= 0; i -= 1) if (socketListeners[i].name === name && (!fn || socketListeners[i].fn === fn)) socketListeners.splice(i, 1);
  },
  emit(name: string, ...args: unknown[]) {
    const sender = currentClient();
    const data = JSON.stringify(args.map((a) => a ?? null));
    for (const client of clients.filter((c) => c !== sender)) {
      void track(new Promise<void>((resolve) => setImmediate(resolve)).then(() => runAs(client, async () => {
        for (const l of socketListeners.filter((x) => x.name === name)) await l.fn(...(JSON.parse(data) as unknown[]), sender.userId);
      })));
    }
  },
};

const game: Plain = {
  socket,
  users, actors: collections.Actor, items: collections.Item, messages: collections.ChatMessage, combats: collections.Combat,
  scenes: collections.Scene, macros: collections.Macro, journal: collections.JournalEntry, packs,
  settings: gameSettings,
  i18n: {
    get lang() { return lang; },
    localize: (key: string) => localize(lang, key),
    format: (key: string, data: Record<string, unknown> = {}) => format(lang, key, data),
    has: (key: string) => localize(lang, key) !== key,
  },
  keybindings: { register: () => undefined, get: () => [] },
  modules: new Map(),
  release: { generation: 13, version: "13.345" },
  system: { id: system.id, version: system.version },
  world: { id: "test-world" },
  ready: true,
};
Object.defineProperty(game, "user", { get: () => users.get(currentClient().userId) ?? null });
Object.defineProperty(game, "userId", { get: () => currentClient().userId });
Object.defineProperty(game, "combat", { get: () => (collections.Combat.contents as WorldCombat[]).find((c) => c._source.active !== false) ?? null });

const inert = InertApplication;
const foundryGlobal = {
  data: { fields: { NumberField, StringField, BooleanField, HTMLField, ArrayField, SchemaField } },
  abstract: { TypeDataModel: WorldTypeDataModel, DataModel: WorldTypeDataModel },
  utils: { expandObject, flattenObject, getProperty, setProperty, mergeObject, diffObject, escapeHTML, parseUuid, randomID, deepClone, saveDataToFile: () => undefined },
  dice: { Roll, terms: { Die, RollTerm, OperatorTerm: RollTerm, NumericTerm: RollTerm } },
  applications: {
    instances,
    api: { ApplicationV2: WorldApplication, HandlebarsApplicationMixin, DialogV2, DocumentSheetV2: inert },
    sheets: { ActorSheetV2: inert, ItemSheetV2: inert },
    sidebar: { tabs: { CombatTracker: inert } },
    handlebars: { renderTemplate, loadTemplates: async () => undefined },
    ux: { FormDataExtended, TextEditor: { implementation: { enrichHTML: async (s: string) => s } } },
    apps: { FilePicker: { implementation: inert }, DocumentSheetConfig: { registerSheet: () => undefined, unregisterSheet: () => undefined } },
  },
  appv1: { sheets: { ActorSheet: inert, ItemSheet: inert } },
  documents: { collections: {} },
};

let booted: Promise<void> | null = null;

function installGlobals(): void {
  const g = globalThis as Record<string, unknown>;
  Object.assign(g, {
    foundry: foundryGlobal, CONFIG: CONFIG_OBJ, game, Hooks, Roll, Actor: WorldActor, Item: WorldItem, ActiveEffect: WorldActiveEffect,
    ChatMessage: WorldChatMessage, Combat: WorldCombat, JournalEntry: WorldJournalEntry, Combatant: WorldCombatant, User: WorldUser, TokenDocument: WorldTokenDocument,
    fromUuid: async (uuid: string) => fromUuidSync(uuid), fromUuidSync, canvas: null,
    DocumentSheetConfig: { registerSheet: () => undefined, unregisterSheet: () => undefined },
    CONST: { ACTIVE_EFFECT_MODES: EFFECT_MODES, DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP, USER_ROLES: ROLES },
    __ALTHERION_TEMPLATES__: walk("templates", [".hbs"]),
    // Core's global Handlebars, where the entry registers its helpers at init (each language's rendering environment has them).
    Handlebars: Handlebars.create(),
    // The DOM classes code tests with instanceof, from the world's one happy-dom window.
    HTMLElement: dom.HTMLElement, HTMLFormElement: dom.HTMLFormElement, HTMLInputElement: dom.HTMLInputElement,
    HTMLButtonElement: dom.HTMLButtonElement, HTMLSelectElement: dom.HTMLSelectElement,
  });
  Object.defineProperty(g, "ui", {
    configurable: true,
    get: () => ({ notifications: { info: notifier("info"), warn: notifier("warn"), error: notifier("error") }, combat: null, chat: null }),
  });
  templates.render = renderTemplate;
  diceConfig.rolls = () => CONFIG_OBJ.Dice.rolls as never;
  diceConfig.uniform = () => (CONFIG_OBJ.Dice as { randomUniform: () => number }).randomUniform();
  diceConfig.d10Method = () => String((gameSettings.get("core", "diceConfiguration") as Plain).d10 ?? "");
  queryTransport.run = async (user, name, data) => {
    const client = clients.find((c) => c.userId === user.id);
    const handler = (CONFIG_OBJ.queries as Record<string, (d: unknown) => Promise<unknown>>)[name];
    if (!client) throw new Error(`User ${user.name} is not connected`);
    if (!handler) throw new Error(`No query handler "${name}"`);
    return runAs(client, () => handler(data));
  };
  setRegistry({
    dataModels: (name) => (CONFIG_OBJ[name]?.dataModels as never) ?? {},
    documentClass: (name) => CONFIG_OBJ[name]?.documentClass as DocClass,
    user: (id) => users.get(id) as WorldUser | undefined,
    users: () => users.contents as WorldUser[],
    collection: (name) => collections[name] ?? null,
    statusEffect: (id) => (CONFIG_OBJ.statusEffects as Plain[]).find((s) => s.id === id),
    defeatedStatus: () => String((CONFIG_OBJ.specialStatusEffects as Plain).DEFEATED),
    clients: () => clients,
  });
}

export interface WorldOptions {
  /** Language of game.i18n and of rendered cards (default fr). */
  lang?: Lang;
  /** Player names; each gets a connected client (default two players). */
  players?: string[];
  /** World settings by key (namespace altherion unless dotted: "core.rollMode"). */
  settings?: Record<string, unknown>;
  /** Foundry's "Create New Actors" permission granted to players (default: not). */
  playersCreateActors?: boolean;
  /** Rename compendium documents before they are built (as Babele would). */
  translate?: (pack: string, source: Plain) => Plain;
}

export interface TestWorld {
  gm: Client;
  players: Client[];
  /** The user of a client. */
  user(client: Client): WorldUser;
  /** Runs `fn` as the client's user; async work it starts stays on that client. */
  as<T>(client: Client, fn: () => T): T;
  /** Waits until every write, query and hook work started so far is done. */
  settle(): Promise<void>;
  /** Scripted d10 faces, consumed in order by every roll. */
  dice: number[];
  /** d10 faces typed by hand, and the formula of each prompt (settings `"core.diceConfiguration": { d10: "manual" }`). */
  manualDice: { faces: number[]; prompts: string[] };
  /** Answers for the next dialogs, consumed in order. */
  dialogs: DialogAnswer[];
  packs: Collection<WorldPack>;
  fromUuid(uuid: string): WorldDocument | null;
}

/** A fresh world (collections, users, clients, settings); the system is booted once per test file. */
export async function createTestWorld(options: WorldOptions = {}): Promise<TestWorld> {
  if (!booted) installGlobals();
  for (const c of Object.values(collections)) c.clear();
  resetClients();
  scriptedDice.length = 0;
  manualDice.faces.length = 0;
  manualDice.prompts.length = 0;
  dialogAnswers.length = 0;
  lang = options.lang ?? "fr";
  worldPermissions.playersCreateActors = options.playersCreateActors ?? false;
  WorldPack.translate = options.translate ?? null;
  for (const p of packs) p.reset();
  instances.clear();
  for (const s of settings.values()) delete s.value;
  const gmUser = new WorldUser({ name: "MJ", role: ROLES.GAMEMASTER });
  collections.User.set(gmUser.id, gmUser);
  const gm = connect(gmUser.id);
  const players = (options.players ?? ["Alice", "Bruno"]).map((name) => {
    const u = new WorldUser({ name, role: ROLES.PLAYER });
    collections.User.set(u.id, u);
    return connect(u.id);
  });
  booted ??= runAs(gm, boot);
  await booted;
  for (const [key, value] of Object.entries(options.settings ?? {})) {
    const [ns, k] = key.includes(".") ? key.split(".") : [system.id, key];
    await gameSettings.set(ns, k, value);
  }
  return {
    gm, players,
    user: (client) => users.get(client.userId) as WorldUser,
    as: (client, fn) => runAs(client, fn),
    settle,
    dice: scriptedDice,
    manualDice,
    dialogs: dialogAnswers,
    packs,
    fromUuid: fromUuidSync,
  };
}

async function boot(): Promise<void> {
  gameSettings.register("core", "rollMode", { default: "publicroll" });
  gameSettings.register("core", "diceConfiguration", { default: {} });
  await import("../../src/altherion");
  Hooks.callAll("init");
  Hooks.callAll("i18nInit");
  Hooks.callAll("setup");
  // Babele's own hook, as the module fires it in a world where it is active (test/world/babele.ts).
  Hooks.callAll("babele.init", babeleApi);
  Hooks.callAll("ready");
  await settle();
  if (hookErrors.length) throw new Error(`test world: the system failed to boot: ${String(hookErrors[0].error)}`);
}

export { track, writeMeter };
