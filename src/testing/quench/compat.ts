/**
 * Batch `altherion.compat`: what only a live Foundry v13 or v14 can confirm of the adapter
 * (src/platform/) and of the GM's authority. Each step reads the generation's names from the adapter,
 * so the same steps run on both.
 * - R-STATE-7 a status toggled from the token HUD (core's own control) adds its power die to the next test.
 * - Message visibility: the user's public, GM, blind and self modes on a test card, and an initiative
 *   roll's mode asked in its message options (splitMessageMode) or taken from a hidden combatant.
 * - R-FIGHT-1 a 1-round Active Effect on a Combativité-2 combatant runs out at its first turn of the
 *   next round, not at its second turn of the same round; one put on a creature during another's action
 *   runs out at the start of that creature's next action; a timed effect runs out when world time
 *   advances, also in a combat. An effect's changes are read from the generation's own place.
 * - No compatibility (deprecation) warning is the system's while a GM opens sheets, rolls, posts an
 *   item (from its button and its context menu), applies damage, toggles a status and plays a combat
 *   turn. Core logs each warning once per session: run this batch first after loading the world.
 * - Run as a player while a GM is connected: a write of the character's XP is refused on the player's
 *   client, and a forged one (the client check skipped, as from a console) lands and stays — the character is
 *   its player's: the GM's change journal lists it (docs/change-journal.md), nothing writes it back.
 */
import { currentGeneration, modeName, modeSetting } from "../../platform/generation";
import type { Visibility } from "../../platform/generation";
import { effectChangeKeys, effectDuration, effectExpired } from "../../platform/active-effects";
import type { EffectSpan } from "../../platform/active-effects";
import { answerNextDialog, quenchBatch, messageElement, settle, waitFor, withClientCheckSkipped } from "./world";
import type { Skippable } from "./world";
import type { Throwaway } from "./world";

type Plain = Record<string, unknown>;
type ActorApi = Actor.Implementation & {
  rollTest(spec: object, options?: object): Promise<ChatMessage.Implementation | null>;
  applyDamage(input: { amount: number; type?: string; lethal?: boolean }): Promise<{ ok: boolean }>;
};
type Settings = { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
type Hud = { element: HTMLElement | null; bind(object: unknown): unknown; close(): Promise<unknown> };
type Sheet = { rendered: boolean; element: HTMLElement; render(options: object): Promise<unknown>; close(): Promise<unknown> };
type EffectDoc = ActiveEffect.Implementation & { duration: Plain };

const settings = () => game.settings as unknown as Settings;
/** The power dice of impuissance a test card's roll counted (its RollState input). */
const impuissanceOf = (message: ChatMessage.Implementation | null) =>
  (message?.rolls[0]?.options as { altherion?: { input?: { impuissance?: number } } } | undefined)?.altherion?.input?.impuissance ?? 0;
/** The users core whispers a GM-only or blind message to. */
const gmIds = () => ChatMessage.getWhisperRecipients("GM").map((u) => u.id as string);

/** The actor's token on the viewed scene (placed there), drawn on the canvas. */
export async function placeToken(tmp: Throwaway, actor: Actor.Implementation): Promise<TokenDocument.Implementation> {
  const scene = canvas?.scene;
  if (!scene) throw new Error("Quench: the token HUD needs a viewed scene");
  const data = (await actor.getTokenDocument({ x: 200, y: 200 } as never)).toObject();
  const [token] = (await scene.createEmbeddedDocuments("Token", [data] as never)) as TokenDocument.Implementation[];
  tmp.keep(token);
  await waitFor(() => Boolean(token.object), "the token on the canvas");
  return token;
}

/** Clicks a status's control in core's token HUD for `token`, and waits for the status to be `on`. */
async function toggleFromHud(token: TokenDocument.Implementation, status: string, on: boolean): Promise<void> {
  const hud = (canvas as unknown as { hud: { token: Hud } }).hud.token;
  (token.object as unknown as { control(options: object): unknown }).control({ releaseOthers: true });
  hud.bind(token.object);
  const control = () => hud.element?.querySelector<HTMLElement>(`[data-status-id="${status}"]`) ?? null;
  await waitFor(() => control() !== null, `the HUD's control of ${status}`);
  control()?.click();
  await waitFor(() => (token.actor?.statuses.has(status) ?? false) === on, `${status} ${on ? "on" : "off"} from the HUD`);
  await hud.close();
}

/** A combat on the viewed combats with these actors at these initiatives, started. */
async function startedCombat(tmp: Throwaway, entries: [Actor.Implementation, number][]): Promise<Combat.Implementation> {
  const fight = tmp.keep((await Combat.implementation.create({ active: true } as never)) as Combat.Implementation);
  await fight.createEmbeddedDocuments("Combatant", entries.map(([actor, initiative]) => ({ actorId: actor.id, initiative })) as never);
  await fight.startCombat();
  await settle(500);
  return fight;
}

/** A timed effect created on `actor`, starting now (the combat's round and turn, the world time). */
async function timedEffect(actor: Actor.Implementation, span: EffectSpan, fight: Combat.Implementation | null): Promise<EffectDoc> {
  const start = { combat: fight?.id ?? null, round: fight?.round ?? 0, turn: fight?.turn ?? null, time: game.time?.worldTime ?? 0 };
  const data = { name: "Quench timed", img: "icons/svg/clockwork.svg", duration: effectDuration(span, start, currentGeneration()) };
  const [effect] = (await actor.createEmbeddedDocuments("ActiveEffect", [data] as never)) as unknown as EffectDoc[];
  return effect;
}
const expired = (effect: EffectDoc) => effectExpired(effect, currentGeneration());

/**
 * Records the compatibility warnings logged while it runs that are the system's: those naming its code
 * (in their text or call stack), and those whose stack is core's alone, since core met the system's
 * data or configuration then (v14 warns from its own click handler about a v13-shaped menu entry).
 * A warning whose stack names a module is that module's.
 */
function catchCompatibilityWarnings(): { warnings: string[]; stop(): void } {
  const warnings: string[] = [];
  const ours = /systems\/altherion\//;
  const compatibility = /deprecat|compatib|will be removed|no longer supported/i;
  const levels = ["warn", "error"] as const;
  const originals = levels.map((level) => console[level]);
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50; // deep enough to reach the system's frame under core's logging
  levels.forEach((level, i) => {
    console[level] = (...args: unknown[]) => {
      const text = args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack ?? ""}` : String(a))).join(" ");
      const callers = (new Error().stack ?? "").split("\n").slice(2).join("\n"); // without this wrapper's frame
      const trace = `${text}\n${callers}`;
      const coreOnly = !/\/(modules|systems)\//.test(trace);
      if (compatibility.test(text) && (ours.test(trace) || coreOnly)) warnings.push(`${text}\n-- called from --\n${callers}`);
      originals[i].apply(console, args);
    };
  });
  const config = CONFIG as unknown as { compatibility?: { mode: number } };
  const modes = (CONST as unknown as { COMPATIBILITY_MODES?: { WARNING: number } }).COMPATIBILITY_MODES;
  const mode = config.compatibility?.mode;
  if (config.compatibility && modes) config.compatibility.mode = modes.WARNING; // logged, not thrown nor silenced
  return {
    warnings,
    stop: () => {
      levels.forEach((level, i) => (console[level] = originals[i]));
      Error.stackTraceLimit = limit;
      if (config.compatibility && mode !== undefined) config.compatibility.mode = mode;
    },
  };
}

export const compatBatch = quenchBatch("altherion.compat", "ALTHERION.Quench.Compat", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {

  describe("no compatibility warning from the system's code (run first after loading the world)", () => {
    it("sheets, a test, an item posted, damage, a status and a combat turn log no deprecation naming systems/altherion", async function (this: Skippable) {
      if (!game.user?.isGM) this.skip();
      const caught = catchCompatibilityWarnings();
      try {
        const hero = (await tmp.actor({ name: "Quench compat", type: "personnage" })) as ActorApi;
        await hero.createEmbeddedDocuments("Item", [{ name: "Quench lanterne", type: "equipement" }] as never);
        const foe = (await tmp.actor({ name: "Quench compat foe", type: "pnj" })) as ActorApi;
        const sheet = hero.sheet as unknown as Sheet;
        await sheet.render({ force: true });
        await waitFor(() => sheet.rendered, "the character's sheet");
        for (const tab of [...sheet.element.querySelectorAll<HTMLElement>('[data-action="tab"][data-tab]')].map((t) => t.dataset.tab ?? "")) {
          sheet.element.querySelector<HTMLElement>(`[data-action="tab"][data-tab="${tab}"]`)?.click();
          await settle(100);
        }
        const before = game.messages?.size ?? 0;
        sheet.element.querySelector<HTMLElement>('.tab[data-tab="equipement"] [data-action="postItem"]')?.click();
        await waitFor(() => (game.messages?.size ?? 0) > before, "the item posted to chat");
        // The same through the row's context menu (core's ContextMenu, fed the generation's entry shape).
        sheet.element.querySelector<HTMLElement>('.tab[data-tab="equipement"] .alt-item-row[data-item-id]')
          ?.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true, clientX: 200, clientY: 200 }));
        const post = game.i18n?.localize("ALTHERION.SheetList.Post") ?? "";
        const entry = () => [...document.querySelectorAll<HTMLElement>("#context-menu .context-item")].find((li) => li.textContent?.includes(post)) ?? null;
        await waitFor(() => entry() !== null, "the row's context menu");
        const posted = game.messages?.size ?? 0;
        entry()?.click();
        await waitFor(() => (game.messages?.size ?? 0) > posted, "the item posted from the context menu");
        // A skill row's ⋮ button opens the same menu (platform openRowMenu), with the skill's own entries.
        const menuButton = sheet.element.querySelector<HTMLElement>('.tab[data-tab="competences"] .alt-skill [data-action="rowMenu"]');
        assert.isNotNull(menuButton, "a skill row's ⋮ button");
        menuButton?.click();
        const showLabel = game.i18n?.localize("ALTHERION.SheetList.ShowDescription") ?? "";
        await waitFor(() => [...document.querySelectorAll<HTMLElement>("#context-menu .context-item")].some((li) => li.textContent?.includes(showLabel)), "the skill row's menu from its ⋮ button");
        document.body.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        await sheet.close();
        answerNextDialog("roll");
        const card = tmp.keep(await hero.rollTest({ characteristic: "force" }));
        await messageElement(card?.id ?? "");
        assert.isTrue((await foe.applyDamage({ amount: 1, type: "physique", lethal: true })).ok, "the damage applied");
        await hero.toggleStatusEffect("decouragement");
        const fight = await startedCombat(tmp, [[hero, 12], [foe, 8]]);
        await fight.nextTurn();
        await ui.combat?.render({ force: true } as never);
        await settle(500);
        (game.messages?.contents ?? []).slice(before).forEach((m) => tmp.keep(m));
      } finally {
        caught.stop();
      }
      assert.isEmpty(caught.warnings, caught.warnings.join("\n\n"));
    });
  });

  describe("R-STATE-7 a status from the token HUD", () => {
    it("R-STATE-7 R-DICE-4 Découragement toggled from the HUD adds a die of impuissance to the next test; toggled off, removes it", async () => {
      const actor = await tmp.actor({ name: "Quench HUD", type: "personnage" });
      const token = await placeToken(tmp, actor);
      const roller = token.actor as ActorApi;
      const roll = async () => impuissanceOf(tmp.keep(await roller.rollTest({ characteristic: "force" }, { skipDialog: true })));
      const base = await roll();
      await toggleFromHud(token, "decouragement", true);
      assert.equal(await roll(), base + 1, "one more die of impuissance with Découragement");
      await toggleFromHud(token, "decouragement", false);
      assert.equal(await roll(), base, "back once it is off");
    });
  });

  describe("message visibility (v13 roll modes, v14 message modes)", () => {
    const expected: Record<Visibility, (m: ChatMessage.Implementation) => void> = {
      public: (m) => { assert.isEmpty(m.whisper, "public: no whisper"); assert.isFalse(m.blind, "public: not blind"); },
      gm: (m) => { assert.sameMembers([...m.whisper], gmIds(), "GM: whispered to the GMs"); assert.isFalse(m.blind, "GM: not blind"); },
      blind: (m) => { assert.sameMembers([...m.whisper], gmIds(), "blind: whispered to the GMs"); assert.isTrue(m.blind, "blind: hidden from the roller"); },
      self: (m) => { assert.sameMembers([...m.whisper], [game.user?.id as string], "self: whispered to the roller"); assert.isFalse(m.blind, "self: not blind"); },
    };
    it("the user's chosen mode (public, GM, blind, self) decides a test card's whisper and blind", async () => {
      const generation = currentGeneration();
      const saved = settings().get("core", modeSetting(generation));
      const actor = (await tmp.actor({ name: "Quench modes", type: "personnage" })) as ActorApi;
      try {
        for (const visibility of Object.keys(expected) as Visibility[]) {
          await settings().set("core", modeSetting(generation), modeName(visibility, generation));
          const message = tmp.keep(await actor.rollTest({ characteristic: "force" }, { skipDialog: true }));
          assert.exists(message, visibility);
          expected[visibility](message as ChatMessage.Implementation);
        }
      } finally {
        await settings().set("core", modeSetting(generation), saved);
      }
    });
    it("R-FIGHT-1 an initiative roll: the mode its message options ask (either generation's option) wins; a hidden combatant rolls to the GMs", async function (this: Skippable) {
      if (!game.user?.isGM) this.skip();
      const generation = currentGeneration();
      const seen = await tmp.actor({ name: "Quench seen", type: "pnj" });
      const hidden = await tmp.actor({ name: "Quench hidden", type: "pnj" });
      const fight = tmp.keep((await Combat.implementation.create({} as never)) as Combat.Implementation);
      await fight.createEmbeddedDocuments("Combatant", [{ actorId: seen.id }, { actorId: hidden.id, hidden: true }] as never);
      const combatantOf = (actor: Actor.Implementation) => fight.combatants.find((c) => c.actorId === actor.id)?.id ?? "";
      const roll = async (id: string, options: object) => {
        const before = game.messages?.size ?? 0;
        await fight.rollInitiative([id], options as never);
        await waitFor(() => (game.messages?.size ?? 0) > before, "the initiative card");
        return tmp.keep(game.messages?.contents.at(-1) as ChatMessage.Implementation);
      };
      expected.blind(await roll(combatantOf(seen), { messageOptions: { [modeSetting(generation)]: modeName("blind", generation) } }));
      expected.gm(await roll(combatantOf(hidden), {}));
    });
  });

  describe("R-FIGHT-1 timed Active Effects", () => {
    it("R-FIGHT-1 a 1-round effect on a Combativité-2 combatant runs out at its first turn of the next round, not at its second turn", async function (this: Skippable) {
      if (!game.user?.isGM) this.skip();
      const swift = await tmp.actor({ name: "Quench Combativité 2", type: "pnj", system: { combativite: 2 } });
      const other = await tmp.actor({ name: "Quench other", type: "pnj" });
      const fight = await startedCombat(tmp, [[swift, 12], [other, 8]]);
      assert.deepEqual(fight.turns.map((c) => c.actorId), [swift.id, other.id, swift.id], "swift, other, swift again");
      assert.deepEqual([fight.round, fight.turn], [1, 0], "the swift combatant's first turn");
      const effect = await timedEffect(swift, { rounds: 1 }, fight);
      for (const turn of [1, 2]) {
        await fight.nextTurn();
        await settle(500);
        assert.deepEqual([fight.round, fight.turn], [1, turn]);
        assert.isFalse(expired(effect), `still running at round 1, turn ${turn}`);
      }
      await fight.nextTurn();
      assert.deepEqual([fight.round, fight.turn], [2, 0], "the swift combatant's first turn of round 2");
      await waitFor(() => expired(effect), "the effect run out at round 2, turn 0");
    });
    it("R-FIGHT-1 a 1-round effect put on a creature still to act (during another's action) runs out at the start of its action this round", async function (this: Skippable) {
      if (!game.user?.isGM) this.skip();
      const actor = await tmp.actor({ name: "Quench acting", type: "pnj" });
      const target = await tmp.actor({ name: "Quench target", type: "pnj" });
      const fight = await startedCombat(tmp, [[actor, 12], [target, 8]]);
      assert.deepEqual([fight.round, fight.turn], [1, 0], "the acting creature's turn");
      const effect = await timedEffect(target, { rounds: 1 }, fight);
      assert.isFalse(expired(effect), "running during the acting creature's turn");
      await fight.nextTurn();
      assert.deepEqual([fight.round, fight.turn], [1, 1], "the target's turn");
      await waitFor(() => expired(effect), "the effect run out at the target's action, not at the acting creature's next one");
    });
    it("R-FIGHT-1 a 1-round effect put on a creature that has acted runs out at the start of its next action, not at the acting creature's", async function (this: Skippable) {
      if (!game.user?.isGM) this.skip();
      const first = await tmp.actor({ name: "Quench has acted", type: "pnj" });
      const acting = await tmp.actor({ name: "Quench acting second", type: "pnj" });
      const fight = await startedCombat(tmp, [[first, 12], [acting, 8]]);
      await fight.nextTurn();
      await settle(500);
      assert.deepEqual([fight.round, fight.turn], [1, 1], "the second creature's turn");
      const effect = await timedEffect(first, { rounds: 1 }, fight);
      await fight.nextTurn();
      assert.deepEqual([fight.round, fight.turn], [2, 0], "the first creature's next action");
      await waitFor(() => expired(effect), "the effect run out at its own creature's next action");
    });
    it("an effect's changes are read from the generation's own place (v14: system.changes, without touching the changes shim)", async () => {
      const actor = await tmp.actor({ name: "Quench changes", type: "personnage" });
      const caught = catchCompatibilityWarnings();
      const keys: string[] = [];
      try {
        await actor.toggleStatusEffect("decouragement");
        const effect = actor.effects.find((e) => e.statuses.has("decouragement"));
        assert.exists(effect, "the status effect");
        keys.push(...effectChangeKeys(effect));
      } finally {
        caught.stop();
      }
      assert.include(keys, "system.modificateurs.impuissance", "the status's change, read where the generation keeps it");
      assert.isEmpty(caught.warnings, caught.warnings.join("\n\n"));
    });
    it("a 6-second effect runs out when world time advances 12 seconds, also during a combat", async function (this: Skippable) {
      if (!game.user?.isGM) this.skip();
      const actor = await tmp.actor({ name: "Quench timed", type: "pnj" });
      const fight = await startedCombat(tmp, [[actor, 10]]);
      const effect = await timedEffect(actor, { seconds: 6 }, fight);
      const time = game.time as unknown as { worldTime: number; advance(seconds: number): Promise<unknown> };
      const start = time.worldTime;
      try {
        await settle();
        assert.isFalse(expired(effect), "running before time advances");
        await time.advance(12);
        await waitFor(() => expired(effect), "the effect run out after 12 seconds");
      } finally {
        await time.advance(start - time.worldTime);
      }
    });
  });

  describe("the GM's authority over a player's client (run as a player while a GM is connected)", () => {
    const xpTotal = (actor: Actor.Implementation) => (actor.system as unknown as { xp: { total: number } }).xp.total;
    const ownCharacter = () => game.actors?.find((a) => a.type === "personnage" && a.isOwner) as Actor.Implementation | undefined;
    it("R-XP-1 a player's write of its character's XP is refused on its client, with a message", async function (this: Skippable) {
      const actor = ownCharacter();
      if (game.user?.isGM || !game.users?.activeGM || !actor) this.skip();
      const own = actor as Actor.Implementation;
      const notifications = ui.notifications as unknown as { warn: (message: string, options?: object) => unknown };
      const warn = notifications.warn;
      const shown: string[] = [];
      notifications.warn = (message, options) => { shown.push(message); return warn.call(notifications, message, options); };
      const before = xpTotal(own);
      try {
        await own.update({ "system.xp.total": before + 50 } as never);
      } finally {
        notifications.warn = warn;
      }
      await settle(1000);
      assert.equal(xpTotal(own), before, "the XP is unchanged");
      assert.include(shown, game.i18n?.localize("ALTHERION.XP.Error.TotalsThroughLog"), "the player is told why");
    });
    it("R-XP-1 a forged write of the XP (the client check skipped, as from a console) lands and is not written back (the GM's change journal lists it)", async function (this: Skippable) {
      const actor = ownCharacter();
      if (game.user?.isGM || !game.users?.activeGM || !actor) this.skip();
      const own = actor as Actor.Implementation;
      const before = xpTotal(own);
      await withClientCheckSkipped("personnage", async () => { // what a console does: the client's refusal removed
        await own.update({ "system.xp.total": before + 50 } as never);
        await settle(2000);
        assert.equal(xpTotal(own), before + 50, "the forged write stays: the GM sees it in its change journal");
        await own.update({ "system.xp.total": before } as never); // the test leaves the XP as it found it
        await waitFor(() => xpTotal(own) === before, "the XP put back", 10_000);
      });
    });
  });
});
