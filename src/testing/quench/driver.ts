/**
 * The SceneDriver (src/testing/driver.ts) on a real Foundry world, for Quench: every step goes
 * through what a user touches — documents' update, the actor's methods the sheet buttons call, the
 * roll API with the dialog skipped, chat cards as the chat log renders them and their buttons
 * clicked, dialogs answered, the GM tools' windows filled and pressed. d10 faces are scripted
 * through Foundry's own generator (world.ts withDice).
 *
 * One browser runs the suite: the seats it has no client for (player1, player2) are played by the
 * logged-in user (hasSeat says so), so a player's permissions are not exercised by scenes here.
 * An attack with targets needs a viewed scene: the driver places the targets' tokens on it.
 */
import type { Act, ActorData, ActorView, CardView, CombatView, ItemData, Notice, SceneDriver, Seat, TestSpec } from "../driver";
import { Throwaway, answerNextDialog, messageElement, settle, waitFor, withDice } from "./world";
import { addingChanges, currentGeneration } from "../../platform/generation";
import { MORAL_GM_ACTIONS } from "../../applications/moral-dialogs";
import { forceRegeneration } from "../../combat/regeneration";
import { onCardAction } from "../../chat/actions";
import { ledgerBook } from "../../net/records";
import { LEDGER_BOOK } from "../../net/ledger";
import type { AltherionActor } from "../../documents/actor";
import type { AltherionApi } from "../../api";

type Plain = Record<string, unknown>;
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v ?? null)) as T;

type PlanResult = { ok: boolean };
type ActorApi = Actor.Implementation & {
  rollTest(spec: Plain, options: Plain): Promise<ChatMessage.Implementation | null>;
  rest(rank: string, options: Plain): Promise<PlanResult>;
  refreshPoints(pool?: string): Promise<PlanResult>;
  enterState(id: string): Promise<PlanResult>;
  leaveState(id: string): Promise<PlanResult>;
  acceptItemDrop(data: Plain, sourceUuid?: string): Promise<{ id: string | null }[] | null>;
};
interface AppLike {
  element: HTMLElement;
  rendered: boolean;
  close(): Promise<unknown>;
}
type Experience = {
  award(): Promise<AppLike>;
  ellipse(): Promise<AppLike>;
  spend(ref: unknown): AppLike | null;
  newArc(refs: unknown[], act?: boolean): Promise<void>;
};
type Notify = (message: string, type?: string, options?: object) => unknown;

/** Sets form fields by name and lets the window's submitOnChange read them. */
async function changeForm(app: AppLike, values: Plain): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const els = [...app.element.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
    if (!els.length) throw new Error(`Quench: no field "${name}" in the window`);
    for (const el of els) {
      if (el.type === "checkbox") el.checked = value === true;
      else if (el.type === "radio") el.checked = el.value === String(value);
      else el.value = String(value);
      el.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
  await settle();
}

/**
 * The GM tools tick every party character by default: on a real world only the characters the scene
 * names (`characters.<id>` in its form) stay ticked, so the world's own characters get nothing.
 */
async function onlyNamedCharacters(app: AppLike, form: Plain): Promise<void> {
  const others = [...app.element.querySelectorAll<HTMLInputElement>('input[type=checkbox][name^="characters."]')].filter((el) => !(el.name in form) && el.checked);
  if (others.length) await changeForm(app, Object.fromEntries(others.map((el) => [el.name, false])));
}

function press(app: AppLike, action: string): void {
  const button = app.element.querySelector<HTMLElement>(`[data-action="${action}"]`);
  if (!button) throw new Error(`Quench: no "${action}" button in the window`);
  button.click();
}

export class QuenchDriver implements SceneDriver {
  readonly #first: number;
  readonly #tmp = new Throwaway();
  readonly #notices: Notice[] = [];
  /** The Spend XP windows the scene used: left open between spends (undo takes back a purchase of its own window), closed at cleanup. */
  readonly #spendWindows = new Set<AppLike>();
  #combat: Combat.Implementation | null = null;

  constructor() {
    this.#first = game.messages?.contents.length ?? 0;
    const notifications = ui.notifications as unknown as { notify: Notify } | undefined;
    if (notifications) {
      const original = notifications.notify.bind(notifications);
      // Core's warn() notifies with the type "warning": a scene reads it as "warn".
      notifications.notify = (message, type = "info", options) => {
        const level = type === "warning" ? "warn" : type;
        if (level === "info" || level === "warn" || level === "error") this.#notices.push({ level, message: String(message) });
        return original(message, type, options);
      };
    }
  }

  get lang(): string {
    return game.i18n?.lang ?? "fr";
  }

  hasSeat(seat: Seat): boolean {
    return seat === "gm";
  }

  /** Runs one act with its dice scripted; a die left unrolled, or one too many, fails it. */
  async #act<T>(act: Act | undefined, fn: () => Promise<T>): Promise<T> {
    const out = await withDice(act?.dice ?? [], fn);
    await settle();
    return out;
  }

  #actor(uuid: string): ActorApi {
    const doc = fromUuidSync(uuid as never);
    if (!(doc instanceof Actor)) throw new Error(`Quench: no actor ${uuid}`);
    return doc as unknown as ActorApi;
  }

  async setSetting(key: string, value: unknown): Promise<void> {
    const [scope, name] = key.includes(".") ? key.split(".") : ["altherion", key];
    await game.settings?.set(scope as never, name as never, value as never);
  }

  async compendiumItem(pack: string, id: string): Promise<ItemData> {
    const doc = (await game.packs?.get(`altherion.${pack}`)?.getDocument(id)) as Item.Implementation | null | undefined;
    if (!doc) throw new Error(`Quench: no document ${id} in the pack ${pack}`);
    const data = doc.toObject() as Plain;
    return { name: String(data.name), type: String(data.type), system: data.system as Plain, effects: (data.effects as Plain[]) ?? [], uuid: doc.uuid };
  }

  /**
   * A player's seat's character is owned by that player's user when the world has one (the GM still
   * plays the seat): the GM tools then list it among the party's characters, as the test world does.
   */
  async createActor(data: ActorData, options: { owner?: Seat } = {}): Promise<string> {
    const players = (game.users?.contents ?? []).filter((u) => !u.isGM);
    const owner = options.owner === "player1" ? players[0] : options.owner === "player2" ? players[1] : undefined;
    const ownership = owner?.id ? { default: 0, [owner.id]: 3 } : undefined;
    const actor = await this.#act({ as: "gm" }, () => this.#tmp.actor({ ...(json(data) as unknown as Plain), ...(ownership ? { ownership } : {}) }));
    return actor.uuid;
  }

  async actor(uuid: string): Promise<ActorView> {
    const a = this.#actor(uuid);
    return {
      uuid: a.uuid, id: a.id ?? "", name: a.name ?? "", type: a.type, system: json(a.system as unknown as Plain),
      source: json((a.toObject() as Plain).system as Plain), statuses: [...a.statuses].sort(), flags: json(a.flags as Plain),
      items: a.items.contents.map((i) => ({ id: i.id ?? "", uuid: i.uuid, name: i.name ?? "", type: i.type, system: json(i.system as unknown as Plain) })),
    };
  }

  async deleteActor(uuid: string): Promise<void> {
    await this.#act({ as: "gm" }, async () => void (await this.#actor(uuid).delete()));
  }

  async update(uuid: string, changes: Plain, act?: Act): Promise<boolean> {
    return this.#act(act, async () => {
      const doc = fromUuidSync(uuid as never) as { update(c: object): Promise<unknown> } | null;
      if (!doc) throw new Error(`Quench: no document ${uuid}`);
      try {
        return Boolean(await doc.update(changes));
      } catch (error) {
        this.#notices.push({ level: "error", message: (error as Error).message });
        return false;
      }
    });
  }

  async dropItem(actorUuid: string, item: ItemData, act: Act & { confirm?: boolean } = {}): Promise<string[]> {
    const stop = act.confirm === undefined ? null : answerNextDialog(act.confirm ? "yes" : "no");
    try {
      const created = await this.#act(act, async () => {
        const { uuid, ...data } = json(item);
        return this.#actor(actorUuid).acceptItemDrop(data as unknown as Plain, uuid);
      });
      return (created ?? []).map((d) => d.id ?? "");
    } finally {
      stop?.();
    }
  }

  async rest(actorUuid: string, rank: string, options: Plain = {}, act?: Act): Promise<boolean> {
    return this.#act(act, async () => (await this.#actor(actorUuid).rest(rank, options)).ok);
  }

  async refreshPoints(actorUuid: string, pool?: string, act?: Act): Promise<boolean> {
    return this.#act(act, async () => (await this.#actor(actorUuid).refreshPoints(pool)).ok);
  }

  async setState(actorUuid: string, state: string, active: boolean, act?: Act): Promise<boolean> {
    const actor = this.#actor(actorUuid);
    return this.#act(act, async () => (await (active ? actor.enterState(state) : actor.leaveState(state))).ok);
  }

  async addEffect(actorUuid: string, effect: { name: string; changes: { key: string; value: string }[] }, act: Act = { as: "gm" }): Promise<string> {
    const data = { name: effect.name, img: "icons/svg/aura.svg", ...addingChanges(effect.changes, currentGeneration()) };
    const created = await this.#act(act, () => this.#actor(actorUuid).createEmbeddedDocuments("ActiveEffect", [data] as never));
    const uuid = (created?.[0] as { uuid?: string } | undefined)?.uuid;
    if (!uuid) throw new Error(`Quench: the effect ${effect.name} was not created`);
    return uuid;
  }

  async deleteDocument(uuid: string, act: Act = { as: "gm" }): Promise<void> {
    await this.#act(act, async () => {
      const doc = fromUuidSync(uuid as never) as { delete(): Promise<unknown> } | null;
      if (!doc) throw new Error(`Quench: no document ${uuid}`);
      await doc.delete();
    });
  }

  async grantMoral(actorUuid: string, kind: "espoir" | "desespoir"): Promise<void> {
    const target = { dataset: { member: actorUuid, kind } } as unknown as HTMLElement;
    await this.#act({ as: "gm" }, async () => void (await MORAL_GM_ACTIONS.moralGrant.call({}, new PointerEvent("click"), target)));
  }

  async forceRegeneration(actorUuid: string, act?: Act): Promise<void> {
    await this.#act(act, () => forceRegeneration(this.#actor(actorUuid) as unknown as AltherionActor));
  }

  async macroTest(actorUuid: string, spec: TestSpec, act?: Act): Promise<CardView | null> {
    const { altherion } = game as unknown as { altherion: AltherionApi };
    const message = await this.#act(act, () => altherion.rollTest(spec as Parameters<AltherionApi["rollTest"]>[0], { actor: this.#actor(actorUuid), skipDialog: true }));
    return message?.id ? this.card(message.id) : null;
  }

  async gmRecords(messageId: string): Promise<{ book: string; playersSee: boolean; records: { action: string; target: string }[] }> {
    const entry = game.journal?.find((e) => (e.flags as { altherion?: { recordBook?: unknown } }).altherion?.recordBook === LEDGER_BOOK);
    const players = (game.users?.contents ?? []).filter((u) => !u.isGM);
    const records = ledgerBook.all().filter((r) => r.data.message === messageId).map((r) => ({ action: r.data.action, target: r.data.target }));
    return { book: entry?.name ?? "", playersSee: Boolean(entry) && players.some((u) => entry?.testUserPermission(u, "LIMITED")), records };
  }

  /** Targets the actors' tokens on the viewed scene (placing them when absent). */
  async #target(uuids: readonly string[]): Promise<void> {
    for (const token of game.user?.targets ?? []) token.setTarget(false, { releaseOthers: false });
    if (!uuids.length) return;
    const scene = canvas?.scene;
    if (!scene) throw new Error("Quench: an attack with targets needs a viewed scene (its tokens are targeted)");
    for (const [i, uuid] of uuids.entries()) {
      const actor = this.#actor(uuid);
      let token = scene.tokens.find((t) => t.actorId === actor.id);
      if (!token) {
        const data = (await actor.getTokenDocument({ x: 100 * (i + 1), y: 100 } as never)).toObject();
        const [created] = (await scene.createEmbeddedDocuments("Token", [data] as never)) as TokenDocument.Implementation[];
        token = this.#tmp.keep(created);
      }
      await waitFor(() => Boolean(token?.object), "the target's token on the canvas");
      token?.object?.setTarget(true, { releaseOthers: false });
    }
  }

  async rollTest(actorUuid: string, spec: TestSpec, act?: Act): Promise<CardView | null> {
    const actor = this.#actor(actorUuid);
    const { itemId, targets = [], ...choices } = spec;
    await this.#target(targets);
    const itemUuid = itemId ? actor.items.get(itemId)?.uuid : undefined;
    try {
      const message = await this.#act(act, () => actor.rollTest({ ...choices, ...(itemUuid ? { itemUuid } : {}) }, { skipDialog: true }));
      return message?.id ? this.card(message.id) : null;
    } finally {
      await this.#target([]);
    }
  }

  #message(id: string): ChatMessage.Implementation {
    const message = game.messages?.get(id);
    if (!message) throw new Error(`Quench: no message ${id}`);
    return message;
  }

  async card(messageId: string): Promise<CardView> {
    const message = this.#message(messageId);
    const html = await messageElement(messageId);
    const buttons = [...html.querySelectorAll<HTMLButtonElement>("button")]
      .filter((b) => b.dataset.action || b.dataset.combatAction)
      .map((b) => ({ action: (b.dataset.action ?? b.dataset.combatAction) as string, target: b.dataset.target ?? null }));
    const state = (message.rolls[0]?.options as { altherion?: { result?: Plain | null } } | undefined)?.altherion?.result ?? null;
    const content = html.querySelector(".message-content") ?? html;
    return {
      messageId, flags: json(message.flags as Plain), buttons, text: (content.textContent ?? "").replace(/\s+/g, " ").trim(),
      result: state ? {
        total: state.total as number, kept: state.kept as number, success: (state.success as boolean | null) ?? null,
        margin: (state.margin as number | null) ?? null, critSuccess: state.critSuccess === true, critFailure: state.critFailure === true,
      } : null,
    };
  }

  async #click(messageId: string, selector: string, act?: Act): Promise<void> {
    await this.#act(act, async () => {
      const html = await messageElement(messageId);
      const button = html.querySelector<HTMLButtonElement>(selector);
      if (!button) throw new Error(`Quench: no button ${selector} on the card`);
      button.click();
      await settle(500);
    });
  }

  async pressCard(messageId: string, action: string, target: string | null, act?: Act): Promise<void> {
    await this.#click(messageId, `button[data-action="${action}"]${target ? `[data-target="${target}"]` : ""}`, act);
  }

  async pressCardAgain(messageId: string, action: string, target: string | null, act?: Act): Promise<void> {
    const message = this.#message(messageId);
    await this.#act(act, () => onCardAction(message, action, target));
  }

  async defend(attackMessageId: string, defenderUuid: string, defence: "blocage" | "esquive" | "parade", act?: Act): Promise<CardView | null> {
    const before = new Set(game.messages?.contents.map((m) => m.id));
    const stop = answerNextDialog("roll");
    try {
      await this.#click(attackMessageId, `button[data-combat-action="defend"][data-target="${defenderUuid}"][data-defence="${defence}"]`, act);
    } finally {
      stop();
    }
    const card = game.messages?.contents.find((m) => !before.has(m.id) && (m.flags as { altherion?: { defence?: unknown } }).altherion?.defence);
    return card?.id ? this.card(card.id) : null;
  }

  async applyDefenceDamage(defenceMessageId: string, act?: Act): Promise<void> {
    await this.#click(defenceMessageId, `button[data-combat-action="applyDefenceDamage"]`, act);
  }

  async messages(): Promise<CardView[]> {
    const out: CardView[] = [];
    for (const m of (game.messages?.contents ?? []).slice(this.#first)) if (m.visible && m.id) out.push(await this.card(m.id));
    return out;
  }

  #combatView(): CombatView {
    const c = this.#combat;
    if (!c) throw new Error("Quench: no combat");
    return { round: c.round ?? 0, turn: c.turn ?? null, current: c.combatant?.actor?.uuid ?? null, order: c.turns.map((t) => t.actor?.uuid ?? "") };
  }

  async startCombat(actorUuids: string[], act?: Act): Promise<CombatView> {
    await this.#act({ ...act, as: "gm" }, async () => {
      // Active, as the tracker's « begin combat » makes it: the viewed combat (game.combat) the sheets' actions read.
      const combat = (await Combat.implementation.create({ active: true } as never)) as Combat.Implementation;
      this.#combat = combat;
      const created = await combat.createEmbeddedDocuments("Combatant", actorUuids.map((uuid) => ({ actorId: this.#actor(uuid).id })) as never);
      await combat.rollInitiative((created ?? []).map((c) => c.id ?? ""));
      await combat.startCombat();
    });
    return this.#combatView();
  }

  async nextTurn(act?: Act): Promise<CombatView> {
    await this.#act({ ...act, as: "gm" }, async () => void (await this.#combat?.nextTurn()));
    await settle(500);
    return this.#combatView();
  }

  async endCombat(): Promise<void> {
    if (this.#combat) await this.#combat.delete();
    this.#combat = null;
  }

  #experience(): Experience {
    return (game as unknown as { altherion: { experience: Experience } }).altherion.experience;
  }

  async awardXp(form: Plain): Promise<number> {
    return this.#act({ as: "gm" }, async () => {
      const app = await this.#experience().award();
      await onlyNamedCharacters(app, form);
      await changeForm(app, form);
      const total = Number(app.element.querySelector(".alt-xp-formula strong")?.textContent);
      press(app, "award");
      await settle(500);
      if (app.rendered) await app.close();
      return total;
    });
  }

  async spendXp(actorUuid: string, purchase: Plain, situation: Plain, act?: Act): Promise<boolean> {
    const actor = this.#actor(actorUuid);
    const logLength = () => ((actor.system as unknown as { xp: { log: unknown[] } }).xp.log ?? []).length;
    const before = logLength();
    await this.#act(act, async () => {
      const app = this.#experience().spend(actor);
      if (!app) throw new Error("Quench: the Spend XP dialog did not open");
      await waitFor(() => app.rendered, "the Spend XP dialog");
      // The situation (moment, trainer…) is the flow's first step; a window left on a later step goes back to it.
      if (Object.keys(situation).length) {
        app.element.querySelector<HTMLElement>("[data-action=step][data-step]")?.click();
        await settle(300);
        await changeForm(app, situation);
      }
      const findRow = () => [...app.element.querySelectorAll<HTMLElement>("[data-purchase]")].find((r) => {
        const p = JSON.parse(r.dataset.purchase ?? "{}") as Plain;
        return Object.entries(purchase).every(([k, v]) => p[k] === v);
      });
      // The guided flow shows one step at a time: click through its steps to the purchase's row.
      let row = findRow();
      for (const step of [...app.element.querySelectorAll<HTMLElement>("[data-action=step][data-step]")].map((b) => b.dataset.step)) {
        if (row) break;
        app.element.querySelector<HTMLElement>(`[data-action=step][data-step="${step}"]`)?.click();
        await settle(300);
        row = findRow();
      }
      if (!row) throw new Error(`Quench: no Spend XP row for ${JSON.stringify(purchase)}`);
      const button = (row.matches("[data-action]") ? row : row.querySelector("[data-action=buy], [data-action=override]")) as HTMLElement | null;
      if (button?.dataset.action === "buy") button.click();
      await settle(500);
      this.#spendWindows.add(app);
    });
    return logLength() > before;
  }

  async undoSpend(actorUuid: string, act?: Act): Promise<boolean> {
    const actor = this.#actor(actorUuid);
    const live = () => ((actor.system as unknown as { xp: { log: { undone: boolean }[] } }).xp.log ?? []).filter((e) => !e.undone).length;
    const before = live();
    await this.#act(act, async () => {
      const app = this.#experience().spend(actor);
      if (!app) throw new Error("Quench: the Spend XP dialog did not open");
      await waitFor(() => app.rendered, "the Spend XP dialog");
      this.#spendWindows.add(app);
      const button = app.element.querySelector<HTMLButtonElement>("[data-action=undoLast]");
      if (!button || button.disabled) return; // nothing this window may take back
      button.click();
      await settle(500);
    });
    return live() < before;
  }

  async ellipse(form: Plain): Promise<void> {
    await this.#act({ as: "gm" }, async () => {
      const app = await this.#experience().ellipse();
      await onlyNamedCharacters(app, form);
      await changeForm(app, form);
      press(app, "apply");
      await settle(500);
      if (app.rendered) await app.close();
    });
  }

  async newArc(actorUuids: string[], act = false): Promise<void> {
    await this.#act({ as: "gm" }, () => this.#experience().newArc(actorUuids.map((u) => this.#actor(u)), act));
  }

  notices(): Notice[] {
    return this.#notices.splice(0);
  }

  async cleanup(): Promise<void> {
    await this.endCombat();
    for (const app of this.#spendWindows) if (app.rendered) await app.close();
    for (const m of (game.messages?.contents ?? []).slice(this.#first)) this.#tmp.keep(m);
    await this.#tmp.cleanup();
    if (ui.notifications) Reflect.deleteProperty(ui.notifications, "notify"); // back to the class's own method
  }
}
