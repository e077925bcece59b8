/**
 * The SceneDriver of the test world (src/testing/driver.ts): every step goes through what a user
 * touches in Foundry — documents' update, the actor's methods the sheet buttons call, the roll
 * API with the dialog skipped, chat cards rendered with the `renderChatMessageHTML` hooks and
 * their buttons clicked, the defence dialog answered, the GM tools' windows filled and pressed.
 * Each act scripts its d10s; a die left unrolled or a die missing fails the step.
 */
import type { Act, ActorData, ActorView, CardView, CombatView, ItemData, Notice, SceneDriver, Seat, TestSpec } from "../../src/testing/driver";
import { changeForm, dialogAnswers, pressAction, window, type DialogAnswer, type WorldApplication } from "./applications";
import type { WorldActor, WorldChatMessage, WorldCombat } from "./classes";
import type { WorldDocument } from "./documents";
import { Hooks, type Client } from "./runtime";
import { unscripted } from "./dice";
import type { TestWorld } from "./world";
import type { Plain } from "./utils";

const g = globalThis as unknown as {
  game: { actors: { contents: WorldActor[] }; messages: { contents: WorldChatMessage[]; get(id: string): WorldChatMessage | undefined }; altherion: Record<string, unknown> };
  Actor: { create(data: Plain): Promise<WorldActor> };
  Combat: { create(data: Plain): Promise<WorldCombat> };
};
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v ?? null)) as T;

type Experience = {
  award(): Promise<WorldApplication>;
  ellipse(): Promise<WorldApplication>;
  spend(ref: unknown): WorldApplication | null;
  newArc(refs: unknown[], act?: boolean): Promise<void>;
};
type ActorApi = WorldActor & {
  rollTest(spec: Plain, options: Plain): Promise<WorldChatMessage | null>;
  rest(rank: string, options: Plain): Promise<{ ok: boolean }>;
  refreshPoints(pool?: string): Promise<{ ok: boolean }>;
  acceptItemDrop(data: Plain, sourceUuid?: string): Promise<WorldDocument[] | null>;
};

export class WorldDriver implements SceneDriver {
  #firstMessage: number;
  #combat: WorldCombat | null = null;
  constructor(private readonly world: TestWorld) {
    this.#firstMessage = g.game.messages.contents.length;
  }

  get lang(): string {
    return (globalThis as unknown as { game: { i18n: { lang: string } } }).game.i18n.lang;
  }

  hasSeat(seat: Seat): boolean {
    return seat === "gm" || this.world.players.length >= (seat === "player1" ? 1 : 2);
  }

  #client(seat: Seat = "gm"): Client {
    if (seat === "gm") return this.world.gm;
    return this.world.players[seat === "player1" ? 0 : 1] ?? this.world.gm;
  }

  /** Runs one act: its dice scripted, as its seat, then waits for everything it started; unrolled dice fail it. */
  async #act<T>(act: Act | undefined, fn: () => Promise<T>): Promise<T> {
    this.world.dice.length = 0;
    this.world.dice.push(...(act?.dice ?? []));
    unscripted.count = 0;
    try {
      const out = await this.world.as(this.#client(act?.as), fn);
      await this.world.settle();
      if (unscripted.count) throw new Error(`test world: ${unscripted.count} dice were rolled beyond the ${act?.dice?.length ?? 0} the step scripted`);
      if (this.world.dice.length) throw new Error(`test world: ${this.world.dice.length} scripted dice were not rolled (${this.world.dice.join(", ")})`);
      return out;
    } finally {
      this.world.dice.length = 0;
      dialogAnswers.length = 0;
    }
  }

  #doc(uuid: string): WorldDocument {
    const doc = this.world.fromUuid(uuid);
    if (!doc) throw new Error(`test world: no document ${uuid}`);
    return doc;
  }
  #actor(uuid: string): ActorApi {
    return this.#doc(uuid) as ActorApi;
  }

  async setSetting(key: string, value: unknown): Promise<void> {
    const [ns, k] = key.includes(".") ? key.split(".") : ["altherion", key];
    await (globalThis as unknown as { game: { settings: { set(a: string, b: string, v: unknown): Promise<unknown> } } }).game.settings.set(ns, k, value);
  }

  async compendiumItem(pack: string, id: string): Promise<ItemData> {
    const doc = this.world.packs.get(`altherion.${pack}`)?.get(id);
    if (!doc) throw new Error(`test world: no document ${id} in pack ${pack}`);
    const data = doc.toObject();
    return { name: String(data.name), type: String(data.type), system: data.system as Plain, effects: (data.effects as Plain[]) ?? [], uuid: doc.uuid };
  }

  async createActor(data: ActorData, options: { owner?: Seat } = {}): Promise<string> {
    const ownership = options.owner && options.owner !== "gm" ? { default: 0, [this.#client(options.owner).userId]: 3 } : { default: 0 };
    const items = data.items?.map(({ uuid: _uuid, ...item }) => item);
    const actor = await this.#act({ as: "gm" }, () => g.Actor.create({ ...json({ ...data, ...(items ? { items } : {}) }), ownership }));
    return actor.uuid;
  }

  async actor(uuid: string): Promise<ActorView> {
    const a = this.#actor(uuid);
    return {
      uuid: a.uuid, id: a.id, name: a.name, type: a.type, system: json(a.system as Plain), source: json(a._source.system as Plain),
      statuses: [...a.statuses].sort(), flags: json(a.flags),
      items: a.items.contents.map((i) => ({ id: i.id, uuid: i.uuid, name: i.name, type: i.type, system: json(i.system as Plain) })),
    };
  }

  async deleteActor(uuid: string): Promise<void> {
    await this.#act({ as: "gm" }, () => this.#doc(uuid).delete());
  }

  /** A refused write (permission, schema) is an error notice of the seat, as Foundry shows it. */
  async update(uuid: string, changes: Plain, act?: Act): Promise<boolean> {
    return this.#act(act, async () => {
      try {
        return Boolean(await this.#doc(uuid).update(changes));
      } catch (error) {
        this.#client(act?.as).notifications.push({ level: "error", message: (error as Error).message });
        return false;
      }
    });
  }

  async dropItem(actorUuid: string, item: ItemData, act: Act & { confirm?: boolean } = {}): Promise<string[]> {
    if (act.confirm !== undefined) dialogAnswers.push((d) => d.press(act.confirm ? "yes" : "no"));
    const created = await this.#act(act, async () => {
      // As the sheet's drop: the dragged document's data, by value.
      const { uuid, ...data } = json(item);
      return this.#actor(actorUuid).acceptItemDrop(data as unknown as Plain, uuid);
    });
    return (created ?? []).map((d) => d.id);
  }

  async rest(actorUuid: string, rank: string, options: Plain = {}, act?: Act): Promise<boolean> {
    return this.#act(act, async () => (await this.#actor(actorUuid).rest(rank, options)).ok);
  }

  async setState(actorUuid: string, state: string, active: boolean, act?: Act): Promise<boolean> {
    const actor = this.#actor(actorUuid) as ActorApi & { enterState(id: string): Promise<{ ok: boolean }>; leaveState(id: string): Promise<{ ok: boolean }> };
    return this.#act(act, async () => (await (active ? actor.enterState(state) : actor.leaveState(state))).ok);
  }

  /** A status put on or taken off an actor as the GM does from the token HUD. */
  async setStatus(actorUuid: string, status: string, active: boolean): Promise<void> {
    const actor = this.#doc(actorUuid) as unknown as { toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown> };
    await this.#act({ as: "gm" }, async () => void (await actor.toggleStatusEffect(status, { active })));
  }

  async refreshPoints(actorUuid: string, pool?: string, act?: Act): Promise<boolean> {
    return this.#act(act, async () => (await this.#actor(actorUuid).refreshPoints(pool)).ok);
  }

  async addEffect(actorUuid: string, effect: { name: string; changes: { key: string; value: string }[] }, act: Act = { as: "gm" }): Promise<string> {
    const actor = this.#doc(actorUuid) as unknown as { createEmbeddedDocuments(n: string, data: Plain[]): Promise<WorldDocument[]> };
    // The test world is v13-shaped: changes in `changes`, mode 2 (ADD).
    const [created] = await this.#act(act, () => actor.createEmbeddedDocuments("ActiveEffect", [{ name: effect.name, changes: effect.changes.map((c) => ({ ...c, mode: 2 })) }]));
    return created.uuid;
  }

  async deleteDocument(uuid: string, act: Act = { as: "gm" }): Promise<void> {
    await this.#act(act, () => this.#doc(uuid).delete());
  }

  async grantMoral(actorUuid: string, kind: "espoir" | "desespoir"): Promise<void> {
    const { MORAL_GM_ACTIONS } = await import("../../src/applications/moral-dialogs");
    await this.#act({ as: "gm" }, () => MORAL_GM_ACTIONS.moralGrant.call({}, {} as PointerEvent, { dataset: { member: actorUuid, kind } } as unknown as HTMLElement));
  }

  async forceRegeneration(actorUuid: string, act?: Act): Promise<void> {
    const { forceRegeneration } = await import("../../src/combat/regeneration");
    await this.#act(act, () => forceRegeneration(this.#actor(actorUuid) as never));
  }

  async rollTest(actorUuid: string, spec: TestSpec, act?: Act): Promise<CardView | null> {
    return this.#rollTest(actorUuid, spec, act, null);
  }

  async macroTest(actorUuid: string, spec: TestSpec, act?: Act): Promise<CardView | null> {
    const api = g.game.altherion as { rollTest(spec: Plain, options: Plain): Promise<WorldChatMessage | null> };
    const message = await this.#act(act, () => api.rollTest(spec as Plain, { actor: this.#actor(actorUuid), skipDialog: true }));
    return message ? this.card(message.id, act?.as) : null;
  }

  /** As rollTest, through the roll dialog: `answer` sees the dialog's real form and presses a button. */
  async rollTestWithDialog(actorUuid: string, spec: TestSpec, answer: DialogAnswer, act?: Act): Promise<CardView | null> {
    return this.#rollTest(actorUuid, spec, act, answer);
  }

  async #rollTest(actorUuid: string, spec: TestSpec, act: Act | undefined, answer: DialogAnswer | null): Promise<CardView | null> {
    const actor = this.#actor(actorUuid);
    const client = this.#client(act?.as);
    client.targets = new Set((spec.targets ?? []).map((uuid) => {
      const target = this.#actor(uuid);
      return { actor: target, name: target.name };
    }));
    const { itemId, targets: _targets, ...choices } = spec;
    const itemUuid = itemId ? actor.items.get(itemId)?.uuid : undefined;
    if (answer) dialogAnswers.push(answer);
    const message = await this.#act(act, () => actor.rollTest({ ...choices, ...(itemUuid ? { itemUuid } : {}) }, { skipDialog: !answer }));
    client.targets = new Set();
    return message ? this.card(message.id, act?.as) : null;
  }

  /** Renders a message as the seat's client does (hooks add and hide buttons, attach listeners). */
  async #render(message: WorldChatMessage, seat: Seat = "gm"): Promise<HTMLElement> {
    const html = window.document.createElement("li") as unknown as HTMLElement;
    html.className = "chat-message";
    html.innerHTML = `<div class="message-content">${message.content}</div>`;
    this.world.as(this.#client(seat), () => Hooks.callAll("renderChatMessageHTML", message, html, {}));
    await this.world.settle();
    return html;
  }

  #message(id: string): WorldChatMessage {
    const m = g.game.messages.get(id);
    if (!m) throw new Error(`test world: no message ${id}`);
    return m;
  }

  async card(messageId: string, as: Seat = "gm"): Promise<CardView> {
    const message = this.#message(messageId);
    const html = await this.#render(message, as);
    const buttons = (Array.from(html.querySelectorAll("button")) as HTMLButtonElement[])
      .filter((b) => b.dataset.action || b.dataset.combatAction)
      .map((b) => ({ action: (b.dataset.action ?? b.dataset.combatAction) as string, target: b.dataset.target ?? null, ...(b.dataset.defence ? { defence: b.dataset.defence } : {}) }));
    const state = (message.rolls[0]?.options as { altherion?: { result?: Plain | null } } | undefined)?.altherion?.result ?? null;
    return {
      messageId, flags: json(message.flags), buttons, text: (html.textContent ?? "").replace(/\s+/g, " ").trim(),
      result: state ? {
        total: state.total as number, kept: state.kept as number, success: (state.success as boolean | null) ?? null,
        margin: (state.margin as number | null) ?? null, critSuccess: state.critSuccess === true, critFailure: state.critFailure === true,
      } : null,
    };
  }

  /** Clicks a rendered button of a message as the seat; `extra` narrows by data attribute. */
  async #click(messageId: string, selector: string, act?: Act): Promise<void> {
    const message = this.#message(messageId);
    await this.#act(act, async () => {
      const html = await this.#render(message, act?.as);
      const button = html.querySelector(selector) as HTMLButtonElement | null;
      if (!button) throw new Error(`test world: no button ${selector} on the card as ${act?.as ?? "gm"}`);
      button.click();
    });
  }

  async pressCard(messageId: string, action: string, target: string | null, act?: Act): Promise<void> {
    await this.#click(messageId, `button[data-action="${action}"]${target ? `[data-target="${target}"]` : ""}`, act);
  }

  async pressCardAgain(messageId: string, action: string, target: string | null, act?: Act): Promise<void> {
    const { onCardAction } = await import("../../src/chat/actions");
    const message = this.#message(messageId);
    await this.#act(act, () => onCardAction(message as never, action, target));
  }

  async #newMessages<T>(fn: () => Promise<T>): Promise<WorldChatMessage[]> {
    const before = new Set(g.game.messages.contents.map((m) => m.id));
    await fn();
    return g.game.messages.contents.filter((m) => !before.has(m.id));
  }

  /** A defence from the attack card's bar; its dialog pressed "roll" unless the scene answers it. */
  async defend(attackMessageId: string, defenderUuid: string, defence: "blocage" | "esquive" | "parade", act?: Act, answer: DialogAnswer = (d) => d.press("roll")): Promise<CardView | null> {
    dialogAnswers.push(answer);
    const posted = await this.#newMessages(() => this.#click(attackMessageId, `button[data-combat-action="defend"][data-target="${defenderUuid}"][data-defence="${defence}"]`, act));
    const card = posted.find((m) => (m.flags.altherion as Plain | undefined)?.defence);
    return card ? this.card(card.id, act?.as) : null;
  }

  async applyDefenceDamage(defenceMessageId: string, act?: Act): Promise<void> {
    await this.#click(defenceMessageId, `button[data-combat-action="applyDefenceDamage"]`, act);
  }

  /** R-FIGHT-4 the target answers an attack card with an attack (its roll dialog pressed as is); the confrontation card, if posted. */
  async confront(attackMessageId: string, responderUuid: string, act?: Act): Promise<CardView | null> {
    dialogAnswers.push((d) => d.press("roll"));
    const posted = await this.#newMessages(() => this.#click(attackMessageId, `button[data-combat-action="confront"][data-target="${responderUuid}"]`, act));
    const card = posted.find((m) => (m.flags.altherion as Plain | undefined)?.confrontation);
    return card ? this.card(card.id, act?.as) : null;
  }

  async applyConfrontationDamage(messageId: string, side: "initiator" | "responder", act?: Act): Promise<void> {
    await this.#click(messageId, `button[data-combat-action="applyConfrontationDamage"][data-side="${side}"]`, act);
  }

  /** R-FIGHT-5 a grapple card's button (resist or escape with a characteristic, through the roll dialog pressed as is; apply). */
  async grapple(messageId: string, action: "grappleResist" | "grappleEscape" | "grappleApply", characteristic: "force" | "agilite" | null, act?: Act): Promise<void> {
    if (characteristic) dialogAnswers.push((d) => d.press("roll"));
    await this.#click(messageId, `button[data-combat-action="${action}"]${characteristic ? `[data-characteristic="${characteristic}"]` : ""}`, act);
  }

  async gmRecords(messageId: string): Promise<{ book: string; playersSee: boolean; records: { action: string; target: string }[] }> {
    const { ledgerBook } = await import("../../src/net/records");
    const { LEDGER_BOOK } = await import("../../src/net/ledger");
    type Entry = { name: string; flags: Plain; testUserPermission(user: unknown, level: string): boolean };
    const journal = (globalThis as unknown as { game: { journal: { contents: Entry[] } } }).game.journal.contents;
    const entry = journal.find((e) => (e.flags.altherion as Plain | undefined)?.recordBook === LEDGER_BOOK);
    const records = this.world.as(this.world.gm, () => ledgerBook.all()).filter((r) => r.data.message === messageId).map((r) => ({ action: r.data.action, target: r.data.target }));
    return { book: entry?.name ?? "", playersSee: this.world.players.some((p) => entry?.testUserPermission(this.world.user(p), "LIMITED")), records };
  }

  async messages(as: Seat = "gm"): Promise<CardView[]> {
    const list = g.game.messages.contents.slice(this.#firstMessage);
    const out: CardView[] = [];
    for (const m of list) if (this.world.as(this.#client(as), () => m.visible)) out.push(await this.card(m.id, as));
    return out;
  }

  #combatView(): CombatView {
    const c = this.#combat;
    if (!c) throw new Error("test world: no combat");
    return { round: c.round, turn: c.turn, current: c.combatant?.actor?.uuid ?? null, order: c.turns.map((t) => t.actor?.uuid ?? "") };
  }

  async startCombat(actorUuids: string[], act?: Act): Promise<CombatView> {
    await this.#act({ ...act, as: "gm" }, async () => {
      const combat = await g.Combat.create({});
      this.#combat = combat;
      const created = await combat.createEmbeddedDocuments("Combatant", actorUuids.map((uuid) => ({ actorId: this.#actor(uuid).id })));
      await combat.rollInitiative(created.map((c) => c.id));
      await combat.startCombat();
    });
    return this.#combatView();
  }

  async nextTurn(act?: Act): Promise<CombatView> {
    await this.#act({ ...act, as: "gm" }, async () => void (await this.#combat?.nextTurn()));
    return this.#combatView();
  }

  async endCombat(): Promise<void> {
    if (this.#combat) await this.#act({ as: "gm" }, () => (this.#combat as WorldCombat).delete());
    this.#combat = null;
  }

  #experience(): Experience {
    return g.game.altherion.experience as Experience;
  }

  async awardXp(form: Plain): Promise<number> {
    return this.#act({ as: "gm" }, async () => {
      const app = await this.#experience().award();
      await changeForm(app, form);
      const total = Number(app.element?.querySelector(".alt-xp-formula strong")?.textContent);
      await pressAction(app, "award");
      return total;
    });
  }

  async spendXp(actorUuid: string, purchase: Plain, situation: Plain, act?: Act): Promise<boolean> {
    const actor = this.#actor(actorUuid);
    const logLength = () => ((actor._source.system as { xp: { log: unknown[] } }).xp.log ?? []).length;
    const before = logLength();
    await this.#act(act, async () => {
      const app = this.#experience().spend(actor);
      if (!app) throw new Error("test world: the Spend XP dialog did not open");
      await this.world.settle();
      const press = async (action: string, button: HTMLElement) => {
        const entry = app.options.actions?.[action];
        const handler = typeof entry === "function" ? entry : entry?.handler;
        await handler?.call(app, { target: button }, button);
        await this.world.settle();
      };
      // The situation (moment, trainer…) is the flow's first step; a window left on a later step goes back to it.
      const first = app.element?.querySelector("[data-action=step][data-step]") as HTMLElement | null;
      if (first && Object.keys(situation).length) await press("step", first);
      if (Object.keys(situation).length) await changeForm(app, situation);
      const findRow = () => (Array.from(app.element?.querySelectorAll("[data-purchase]") ?? []) as HTMLElement[]).find((r) => {
        const p = JSON.parse(r.dataset.purchase ?? "{}") as Plain;
        return Object.entries(purchase).every(([k, v]) => p[k] === v);
      });
      // The guided flow shows one step at a time: walk its steps, as a player clicks them, to the purchase's row.
      let row = findRow();
      const steps = Array.from(app.element?.querySelectorAll("[data-action=step][data-step]") ?? []).map((b) => (b as HTMLElement).dataset.step);
      for (const step of steps) {
        if (row) break;
        const button = app.element?.querySelector(`[data-action=step][data-step="${step}"]`) as HTMLElement | null;
        if (button) await press("step", button);
        row = findRow();
      }
      if (!row) throw new Error(`test world: no Spend XP row for ${JSON.stringify(purchase)}`);
      const button = (row.matches("[data-action]") ? row : row.querySelector("[data-action=buy], [data-action=override]")) as HTMLElement | null;
      if (!button || button.dataset.action !== "buy") return; // refused: the row offers no buy button
      await press("buy", button);
    });
    return logLength() > before;
  }

  async undoSpend(actorUuid: string, act?: Act): Promise<boolean> {
    const actor = this.#actor(actorUuid);
    const live = () => ((actor._source.system as { xp: { log: { undone: boolean }[] } }).xp.log ?? []).filter((e) => !e.undone).length;
    const before = live();
    await this.#act(act, async () => {
      const app = this.#experience().spend(actor);
      if (!app) throw new Error("test world: the Spend XP dialog did not open");
      await this.world.settle();
      const button = app.element?.querySelector("[data-action=undoLast]") as HTMLButtonElement | null;
      if (!button || button.disabled) return; // nothing this window may take back
      await pressAction(app, "undoLast");
    });
    return live() < before;
  }

  async ellipse(form: Plain): Promise<void> {
    await this.#act({ as: "gm" }, async () => {
      const app = await this.#experience().ellipse();
      await changeForm(app, form);
      await pressAction(app, "apply");
    });
  }

  async newArc(actorUuids: string[], act = false): Promise<void> {
    await this.#act({ as: "gm" }, () => this.#experience().newArc(actorUuids.map((u) => this.#actor(u)), act));
  }

  notices(seat: Seat): Notice[] {
    return this.#client(seat).notifications.splice(0);
  }

  async cleanup(): Promise<void> {
    await this.endCombat();
  }
}
