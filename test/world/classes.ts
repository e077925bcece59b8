/**
 * The concrete document classes of the test world: Actor (embedded items and effects, Active
 * Effects applied between base and derived data, statuses, toggleStatusEffect), Item,
 * ActiveEffect, ChatMessage (author, whispers, rolls rebuilt from their JSON), Combat (turns,
 * rounds, turn events on the active GM), Combatant, and JournalEntry with its pages (the GM's record
 * books, src/net/record-book.ts). The system's classes (AltherionActor …)
 * extend these exactly as they extend Foundry's in a real world.
 */
import { Roll } from "./dice";
import { window as dom } from "./applications";
import { EFFECT_MODES, OWNERSHIP, WorldDocument, actingUser, worldRegistry as worldConfig, type WorldUser } from "./documents";
import { track } from "./runtime";
import type { Collection } from "./documents";
import { getProperty, type Plain } from "./utils";

/** Sets a value at a dotted path through any objects (data model instances included). */
function setPath(target: object, path: string, value: unknown): void {
  const parts = path.split(".");
  let t = target as Plain;
  for (const part of parts.slice(0, -1)) {
    if (typeof t[part] !== "object" || t[part] === null) t[part] = {};
    t = t[part] as Plain;
  }
  t[parts[parts.length - 1]] = value;
}

export class WorldActiveEffect extends WorldDocument {
  static override documentName = "ActiveEffect";
  get changes(): { key: string; value: string; mode: number; priority?: number }[] {
    return (this._source.changes as never) ?? [];
  }
  get statuses(): Set<string> {
    return new Set((this._source.statuses as string[]) ?? []);
  }
  get disabled(): boolean {
    return this._source.disabled === true;
  }
  get transfer(): boolean {
    return this._source.transfer !== false;
  }
  get active(): boolean {
    return !this.disabled;
  }
}

/** Applies one Active Effect change to a document (Foundry's modes; CUSTOM is left to hooks). */
function applyChange(doc: object, change: { key: string; value: string; mode: number }): void {
  const current = getProperty(doc, change.key);
  const raw = change.value;
  const n = Number(raw);
  const numeric = typeof current === "number" && Number.isFinite(n);
  let next: unknown;
  switch (change.mode) {
    case EFFECT_MODES.ADD: next = numeric ? (current as number) + n : current; break;
    case EFFECT_MODES.MULTIPLY: next = numeric ? (current as number) * n : current; break;
    case EFFECT_MODES.OVERRIDE: next = typeof current === "number" && Number.isFinite(n) ? n : raw; break;
    case EFFECT_MODES.UPGRADE: next = numeric ? Math.max(current as number, n) : current; break;
    case EFFECT_MODES.DOWNGRADE: next = numeric ? Math.min(current as number, n) : current; break;
    default: return;
  }
  setPath(doc, change.key, next);
}

export class WorldItem extends WorldDocument {
  static override documentName = "Item";
  declare pack: string | null;
  get effects(): Collection<WorldActiveEffect> {
    return this.embedded.effects as Collection<WorldActiveEffect>;
  }
  get actor(): WorldActor | null {
    return this.parent instanceof WorldActor ? this.parent : null;
  }
  override getUserLevel(user: WorldUser): number {
    if (this.pack) return user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
    return super.getUserLevel(user);
  }
}

/** A journal entry and its pages (embedded `pages`); a page's ownership is its entry's. */
export class WorldJournalEntry extends WorldDocument {
  static override documentName = "JournalEntry";
  get pages(): Collection<WorldJournalEntryPage> {
    return this.embedded.pages as Collection<WorldJournalEntryPage>;
  }
}

export class WorldJournalEntryPage extends WorldDocument {
  static override documentName = "JournalEntryPage";
}

export class WorldActor extends WorldDocument {
  static override documentName = "Actor";
  declare statuses: Set<string>;
  declare pack: string | null;

  get items(): Collection<WorldItem> {
    return this.embedded.items as Collection<WorldItem>;
  }
  get effects(): Collection<WorldActiveEffect> {
    return this.embedded.effects as Collection<WorldActiveEffect>;
  }
  get prototypeToken(): Plain {
    return (this._source.prototypeToken as Plain) ?? {};
  }

  /** The actor's own effects and its items' transferred ones (v13 without legacy transferral). */
  *allApplicableEffects(): Generator<WorldActiveEffect> {
    yield* this.effects;
    for (const item of this.items) for (const e of item.effects) if (e.transfer) yield e;
  }

  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    this.applyActiveEffects();
  }

  /** Statuses from every active effect, then their changes by priority (mode × 10 by default). */
  applyActiveEffects(): void {
    this.statuses = new Set();
    const changes: { key: string; value: string; mode: number; priority: number }[] = [];
    for (const effect of this.allApplicableEffects()) {
      if (!effect.active) continue;
      for (const s of effect.statuses) this.statuses.add(s);
      for (const c of effect.changes) changes.push({ ...c, priority: c.priority ?? c.mode * 10 });
    }
    changes.sort((a, b) => a.priority - b.priority);
    for (const c of changes) applyChange(this, c);
  }

  /** Adds or removes the effect of a status (CONFIG.statusEffects); resolves like Foundry's. */
  toggleStatusEffect(statusId: string, { active }: { active?: boolean; overlay?: boolean } = {}): Promise<WorldActiveEffect | boolean | undefined> {
    return track(this.#toggle(statusId, active));
  }

  async #toggle(statusId: string, active: boolean | undefined): Promise<WorldActiveEffect | boolean | undefined> {
    const existing = this.effects.filter((e) => e.statuses.has(statusId));
    const wanted = active ?? !existing.length;
    if (!wanted) {
      if (existing.length) await this.deleteEmbeddedDocuments("ActiveEffect", existing.map((e) => e.id));
      return false;
    }
    if (existing.length) return true;
    const status = worldConfig().statusEffect(statusId);
    if (!status) throw new Error(`test world: no status effect "${statusId}" in CONFIG.statusEffects`);
    const [created] = await this.createEmbeddedDocuments("ActiveEffect", [{
      name: status.name, img: status.img, statuses: [statusId], changes: status.changes ?? [],
    }]);
    return created as WorldActiveEffect;
  }

  /** Some player (not a GM) owns it. */
  get hasPlayerOwner(): boolean {
    return worldConfig().users().some((u) => !u.isGM && this.testUserPermission(u, "OWNER"));
  }

  /**
   * Core's token-HUD edit: a bar's value (typed, or current + delta) clamped to 0 … the attribute's
   * `max`, a plain value as typed; the `modifyTokenAttribute` hook may cancel it; then one update.
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<unknown> {
    const current = getProperty(this.system as object, attribute);
    const bar = current as { value: number; max: number };
    const next = isBar ? Math.min(bar.max, Math.max(0, isDelta ? bar.value + value : value)) : isDelta ? (current as number) + value : value;
    const updates = { [`system.${attribute}${isBar ? ".value" : ""}`]: next };
    const hooks = (globalThis as unknown as { Hooks: { call(name: string, ...args: unknown[]): boolean } }).Hooks;
    return hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates) === false ? this : this.update(updates);
  }

  getRollData(): Plain {
    return { ...(this.system as Plain) };
  }
  getActiveTokens(): unknown[] {
    return [];
  }
  override getUserLevel(user: WorldUser): number {
    if (this.pack) return user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
    return super.getUserLevel(user);
  }
}

type RollMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";

export class WorldChatMessage extends WorldDocument {
  static override documentName = "ChatMessage";
  /** As Foundry's server: only a GM changes a message's author. */
  override canUserUpdate(user: WorldUser, changes: Plain): boolean {
    if (!user.isGM && "author" in changes && changes.author !== this._source.author) return false;
    return super.canUserUpdate(user, changes);
  }
  declare rolls: Roll[];

  override _initialize(): void {
    const list = (this._source.rolls as unknown[] | undefined) ?? [];
    this._source.rolls = list.map((r) => (typeof r === "string" ? r : JSON.stringify(r instanceof Roll ? r.toJSON() : r)));
    this._source.whisper ??= [];
    super._initialize();
    this.rolls = (this._source.rolls as string[]).map((r) => Roll.fromData(JSON.parse(r) as Plain));
  }

  get content(): string {
    return (this._source.content as string) ?? "";
  }
  /** When it was posted (ms), as its creating client's clock said. */
  get timestamp(): number {
    return this._source.timestamp as number;
  }
  get author(): WorldUser | undefined {
    return worldConfig().user(this._source.author as string);
  }
  get isAuthor(): boolean {
    return actingUser().id === this._source.author;
  }
  get whisper(): string[] {
    return this._source.whisper as string[];
  }
  get blind(): boolean {
    return this._source.blind === true;
  }
  get speaker(): Plain {
    return (this._source.speaker as Plain) ?? {};
  }
  get isRoll(): boolean {
    return this.rolls.length > 0;
  }
  /** Seen by this user: public, or whispered to it, or its own, or a GM. */
  get visible(): boolean {
    const user = actingUser();
    return user.isGM || !this.whisper.length || this.whisper.includes(user.id) || this._source.author === user.id;
  }

  /**
   * Foundry v13's `renderHTML`: the message's element (its content inside `.message-content`), handed to the
   * `renderChatMessageHTML` hooks on the acting client (they add and hide buttons, attach listeners), as the chat log does.
   */
  async renderHTML(): Promise<HTMLElement> {
    const html = dom.document.createElement("li") as unknown as HTMLElement;
    html.className = "chat-message";
    html.dataset.messageId = this.id;
    html.innerHTML = `<div class="message-content">${this.content}</div>`;
    Hooks.callAll("renderChatMessageHTML", this as never, html, {} as never);
    return html;
  }

  override getUserLevel(user: WorldUser): number {
    if (user.isGM || this._source.author === user.id) return OWNERSHIP.OWNER;
    return !this.whisper.length || this.whisper.includes(user.id) ? OWNERSHIP.OBSERVER : OWNERSHIP.NONE;
  }

  static getSpeaker({ actor, alias }: { actor?: WorldActor | null; token?: unknown; alias?: string } = {}): Plain {
    return { scene: null, actor: actor?.id ?? null, token: null, alias: alias ?? actor?.name ?? actingUser().name };
  }

  static getWhisperRecipients(name: string): WorldUser[] {
    const users = worldConfig().users();
    return name.toUpperCase() === "GM" ? users.filter((u) => u.isGM) : users.filter((u) => u.name === name);
  }

  /** v13 roll modes: gmroll whispers the GMs, blindroll also hides from the roller, selfroll whispers oneself. */
  static applyRollMode(data: Plain, mode: RollMode | string = "publicroll"): Plain {
    const gms = WorldChatMessage.getWhisperRecipients("GM").map((u) => u.id);
    if (mode === "gmroll" || mode === "blindroll") data.whisper = gms;
    if (mode === "blindroll") data.blind = true;
    if (mode === "selfroll") data.whisper = [actingUser().id];
    if (mode === "publicroll") data.whisper = [];
    return data;
  }
}

export interface TurnContext {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

export class WorldCombatant extends WorldDocument {
  static override documentName = "Combatant";
  get combat(): WorldCombat | null {
    return this.parent as WorldCombat | null;
  }
  get actorId(): string | null {
    return (this._source.actorId as string) ?? null;
  }
  get tokenId(): string | null {
    return (this._source.tokenId as string) ?? null;
  }
  get actor(): WorldActor | null {
    return (worldConfig().collection("Actor")?.get(this.actorId ?? "") as WorldActor | undefined) ?? null;
  }
  get token(): null {
    return null;
  }
  override get name(): string {
    return (this._source.name as string) || this.actor?.name || "";
  }
  get initiative(): number | null {
    const i = this._source.initiative;
    return typeof i === "number" ? i : null;
  }
  get hidden(): boolean {
    return this._source.hidden === true;
  }
  get defeated(): boolean {
    return this._source.defeated === true;
  }
  get isDefeated(): boolean {
    return this.defeated || Boolean(this.actor?.statuses?.has(worldConfig().defeatedStatus()));
  }
  /** Owned as its actor: its owner may update its initiative, flags and defeated state. */
  override getUserLevel(user: WorldUser): number {
    return user.isGM ? OWNERSHIP.OWNER : (this.actor?.getUserLevel(user) ?? OWNERSHIP.NONE);
  }
  /** As in Foundry, a player adds its own token to a combat it cannot write (the token's "toggle combat"): it owns the actor. */
  override canUserCreate(user: WorldUser): boolean {
    return this.testUserPermission(user, "OWNER");
  }
  getInitiativeRoll(formula = "1d20"): Roll {
    return new Roll(formula);
  }
}

export class WorldCombat extends WorldDocument {
  static override documentName = "Combat";
  declare round: number;
  declare turn: number | null;
  declare turns: WorldCombatant[];
  declare current: TurnContext;
  declare previous: TurnContext | null;

  get combatants(): Collection<WorldCombatant> {
    return this.embedded.combatants as Collection<WorldCombatant>;
  }
  get started(): boolean {
    return this.round > 0;
  }
  get combatant(): WorldCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }

  /** The stored round and turn are copied to the instance, as Foundry's fields are (setupTurns may move `turn` without saving it). */
  override _initialize(): void {
    super._initialize();
    this.round = (this._source.round as number) ?? 0;
    this.turn = (this._source.turn as number | null) ?? null;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const before = this.current ?? null;
    this.setupTurns();
    if (before && (before.round !== this.current.round || before.turn !== this.current.turn)) this.previous = before;
  }

  _sortCombatants(a: WorldCombatant, b: WorldCombatant): number {
    const ia = a.initiative ?? -Infinity;
    const ib = b.initiative ?? -Infinity;
    return ib - ia || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  }

  setupTurns(): WorldCombatant[] {
    const turns = this.combatants.contents.sort((a, b) => this._sortCombatants(a, b));
    if (this.turn !== null) this.turn = Math.min(Math.max(this.turn, 0), Math.max(0, turns.length - 1));
    this.turns = turns;
    const c = this.turn !== null ? turns[this.turn] : undefined;
    this.current = { round: this.round, turn: this.turn, combatantId: c?.id ?? null, tokenId: c?.tokenId ?? null };
    this.previous ??= this.current;
    return turns;
  }

  startCombat(): Promise<this | undefined> {
    return this.update({ round: 1, turn: 0 }, { direction: 1 });
  }

  /**
   * As Foundry: besides its owners, a player may end the turn of a combatant it owns — an update of
   * `turn` (and `round`, at a round's end) one step forward from the current turn, nothing else.
   */
  override canUserUpdate(user: WorldUser, changes: Plain): boolean {
    if (this.canUserModify(user)) return true;
    const current = this.combatant;
    if (!current?.testUserPermission(user, "OWNER")) return false;
    if (Object.keys(changes).some((k) => k !== "turn" && k !== "round")) return false;
    const round = (changes.round as number | undefined) ?? this.round;
    const turn = (changes.turn as number | undefined) ?? this.turn;
    const nextInRound = round === this.round && turn === (this.turn ?? -1) + 1;
    const nextRound = round === this.round + 1 && turn === 0 && (this.turn ?? 0) >= this.turns.length - 1;
    return nextInRound || nextRound;
  }

  nextTurn(): Promise<this | undefined> {
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    return this.update({ round: this.round, turn: next }, { direction: 1 });
  }

  nextRound(): Promise<this | undefined> {
    return this.update({ round: this.round + 1, turn: 0 }, { direction: 1 });
  }

  previousTurn(): Promise<this | undefined> {
    if (this.turn === 0 && this.round <= 1) return Promise.resolve(undefined);
    if (!this.turn) return this.update({ round: this.round - 1, turn: Math.max(0, this.turns.length - 1) }, { direction: -1 });
    return this.update({ turn: this.turn - 1 }, { direction: -1 });
  }

  override _onUpdate(changed: Plain, options: Plain, userId: string): void {
    super._onUpdate(changed, options, userId);
    if (!("round" in changed || "turn" in changed) || options.turnEvents === false) return;
    const gm = worldConfig().users().find((u) => u.isGM && u.active);
    if (gm?.isSelf && (options.direction as number) > 0) void track(this._manageTurnEvents());
  }

  /** On the active GM, moving forward: end of the previous turn (and round), start of the new round, start of the new turn. */
  async _manageTurnEvents(): Promise<void> {
    const prev = this.previous;
    const cur = this.current;
    const prevCombatant = prev?.combatantId ? this.combatants.get(prev.combatantId) : undefined;
    if (prevCombatant && prev && prev.round > 0) await this._onEndTurn(prevCombatant, { round: prev.round, turn: prev.turn });
    if (prev && cur.round > prev.round) {
      if (prev.round > 0) await this._onEndRound({ round: prev.round, turn: prev.turn });
      await this._onStartRound({ round: cur.round, turn: cur.turn });
    }
    const curCombatant = cur.combatantId ? this.combatants.get(cur.combatantId) : undefined;
    if (curCombatant) await this._onStartTurn(curCombatant, { round: cur.round, turn: cur.turn });
  }

  async _onStartRound(_context: Plain): Promise<void> {}
  async _onEndRound(_context: Plain): Promise<void> {}
  async _onStartTurn(_combatant: WorldCombatant, _context: Plain): Promise<void> {}
  async _onEndTurn(_combatant: WorldCombatant, _context: Plain): Promise<void> {}

  async rollInitiative(ids: string | string[]): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const updates: Plain[] = [];
    for (const id of list) {
      const c = this.combatants.get(id);
      if (!c) continue;
      const roll = await c.getInitiativeRoll().evaluate();
      updates.push({ _id: id, initiative: roll.total });
    }
    await this.updateEmbeddedDocuments("Combatant", updates);
    return this;
  }
}

/**
 * A token of an actor on no scene (the world has no canvas): its bars name actor attributes, and
 * `getBarAttribute` reads them as core does — `{ type: "bar", value, max }` for an object with both,
 * `{ type: "value", value }` for a number, null otherwise.
 */
export class WorldTokenDocument {
  bar1: { attribute: string | null };
  bar2: { attribute: string | null };
  constructor(data: { actorId: string; bar1?: { attribute: string | null }; bar2?: { attribute: string | null } }) {
    this.actorId = data.actorId;
    this.bar1 = data.bar1 ?? { attribute: null };
    this.bar2 = data.bar2 ?? { attribute: null };
  }
  actorId: string;
  get actor(): WorldActor | null {
    return (worldConfig().collection("Actor")?.get(this.actorId) as WorldActor | undefined) ?? null;
  }
  getBarAttribute(barName: "bar1" | "bar2", { alternative }: { alternative?: string } = {}): Plain | null {
    const attribute = alternative ?? this[barName].attribute;
    const actor = this.actor;
    if (!attribute || !actor) return null;
    const data = getProperty(actor.system as object, attribute);
    if (typeof data === "number") return { type: "value", attribute, value: data, editable: true };
    const bar = data as { value?: unknown; max?: unknown } | undefined;
    if (typeof bar?.value === "number" && typeof bar.max === "number") return { type: "bar", attribute, value: bar.value, max: bar.max, editable: true };
    return null;
  }
}
