/**
 * AltherionCombat: a round runs the passes of R-FIGHT-1 (everyone by initiative, then those with
 * Combativité ≥ 2, then ≥ 3 …). Design: `setupTurns()` builds `turns` with one entry per
 * (combatant, pass) — the same Combatant repeated for its extra turns — so Foundry's tracker,
 * nextTurn/previousTurn, skipDefeated and the turn marker work unchanged; the pass of a turn
 * index is recomputed from the list (combat/turns.ts). The active GM runs the round and turn
 * events: Finesse refill at each new round (R-CAR-5), and once per creature per round (rev 2)
 * Péril/Agonie/unconsciousness at its first turn (R-CON-6/7, R-CRIT-3), regenerations and the
 * unconscious count at the end of its last turn (R-CON-9); skipped turns carry none. A turn a caster's
 * incantation took (R-SPELL-3) is played, not skipped: its events run as on any turn, then the caster keeps
 * incanting and the active GM moves the combat on.
 */
import { AltherionRoll } from "../dice/altherion-roll";
import { emptyContext } from "../dice/roll-data";
import { emptyCardState, testCardView } from "../chat/test-card";
import { renderCard } from "../chat/render";
import { TEST_CARD_TEMPLATE } from "../dice/altherion-roll";
import { incantationAtTurn, perilKeys, perilTestOf, roundEventDue, roundRegenerationDue, turnEnd, turnStart, type ConstitutionKey, type TestResult } from "../rules/index";
import { buildTurns, keepTurn, passesOf, turnNeedsStoring } from "../combat/turns";
import { continueText, incantationOf, INCANTATION_NOTICE_TEMPLATE, writeIncantation } from "../combat/incantation-flow";
import {
  agonieCardView, creatureTurnState, finesseRefillUpdate, flagsChanged, isCreatureSystem, perilCardView, readCombatantFlags, regenerationCardView,
  forcedRegenerationOf, regenerationOf, turnEndPlan, turnStartPlan, type CombatantFlags, type TurnEventPlan,
} from "../combat/turn-events";
import { actorRollData } from "../dice/actor-data";
import { standingModifiers } from "../dice/roll-spec";
import { AltherionCombatant } from "./combatant";
import type { AltherionActor } from "./actor";
import { localize } from "../i18n";
import { applyMessageMode, splitMessageMode } from "../platform/generation";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof AltherionCombat;
    Combatant: typeof AltherionCombatant;
  }
}

export const PERIL_CARD_TEMPLATE = "systems/altherion/templates/chat/combat-peril.hbs";
export const AGONIE_CARD_TEMPLATE = "systems/altherion/templates/chat/combat-agonie.hbs";
export const REGENERATION_CARD_TEMPLATE = "systems/altherion/templates/chat/combat-regeneration.hbs";

type AnyCombatant = Combatant.Implementation;

export class AltherionCombat extends Combat {
  /** The pass (1 = first, ≥ 2 = extra turn) of each index of `turns`. */
  get passes(): number[] {
    return passesOf((this.turns ?? []).map((c) => c.id));
  }

  /** The pass of a turn index (1 when out of range). */
  passOf(index: number | null | undefined): number {
    if (index === null || index === undefined) return 1;
    return this.passes[index] ?? 1;
  }

  /**
   * R-FIGHT-1 one turn per (combatant, pass); keeps the current (combatant, pass) when the list
   * changes. The shown turn is also the stored one — when the list moved it (a combatant
   * before it removed, an initiative changed), the active GM stores it (no turn events), so every
   * client and "next turn" read the same index.
   */
  override setupTurns(): AnyCombatant[] {
    const old = this.turns ?? [];
    const oldTurn = this.turn ?? null;
    const before = oldTurn !== null && old[oldTurn] ? { id: old[oldTurn].id, pass: passesOf(old.map((c) => c.id))[oldTurn] } : null;
    const sorted = this.combatants.contents.sort((a, b) => this._sortCombatants(a, b));
    const turns = buildTurns(sorted, (c) => (c instanceof AltherionCombatant ? c.combativite : 1)).map((e) => e.combatant);
    this.turns = turns;
    if (this.turn !== null) this.turn = keepTurn(before, turns.map((c) => c.id), this.turn);
    const c = this.turn !== null ? turns[this.turn] : undefined;
    this.current = { round: this.round, turn: this.turn, combatantId: c?.id ?? null, tokenId: c?.tokenId ?? null };
    if (!this.previous) this.previous = this.current;
    this.#storeShownTurn();
    return turns;
  }

  /** The active GM writes a turn index that `setupTurns` moved, once the current update is done. */
  #storeShownTurn(): void {
    const turn = this.turn;
    if (!turnNeedsStoring(turn, this._source.turn) || !this.id || !game.combats?.has(this.id) || !game.users?.activeGM?.isSelf) return;
    queueMicrotask(() => {
      if (this.turn === turn && this._source.turn !== turn) void this.update({ turn } as never, { turnEvents: false });
    });
  }

  /**
   * R-FIGHT-1 rolls the initiative of these combatants through AltherionRoll and posts each as a
   * test card; the current turn stays on the same (combatant, pass). As core's own
   * rollInitiative, the updates carry `turnEvents: false` — a re-sorted tracker is no new turn.
   */
  override async rollInitiative(ids: string | string[], options: Combat.InitiativeOptions = {}): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const current = this.turn !== null && this.turns[this.turn] ? { id: this.turns[this.turn].id, pass: this.passOf(this.turn) } : null;
    const updates: { _id: string; initiative: number }[] = [];
    const messages: object[] = [];
    const { mode: asked, data: extra } = splitMessageMode(options.messageOptions as Record<string, unknown> | undefined);
    for (const id of list) {
      const combatant = this.combatants.get(id);
      if (!(combatant instanceof AltherionCombatant) || !combatant.isOwner) continue;
      const roll = combatant.getInitiativeRoll();
      try {
        await roll.evaluate();
      } catch (err) {
        ui.notifications?.warn(localize("ALTHERION.Roll.Error.Invalid", { message: (err as Error).message })); // R-DICE-11 refused
        continue;
      }
      const state = roll.state;
      if (!state?.result) continue;
      updates.push({ _id: id, initiative: state.result.total });
      const content = await renderCard(TEST_CARD_TEMPLATE, testCardView(state));
      const data: Record<string, unknown> = {
        content, rolls: [roll], sound: CONFIG.sounds.dice,
        speaker: ChatMessage.getSpeaker({ actor: combatant.actor ?? undefined, token: combatant.token ?? undefined, alias: combatant.name ?? undefined }),
        flags: { core: { initiativeRoll: true }, altherion: { card: emptyCardState() } },
        ...extra,
      };
      // As core's rollInitiative: a mode asked in messageOptions wins, else a hidden combatant rolls privately.
      applyMessageMode(data, typeof asked === "string" ? asked : combatant.hidden ? "gm" : undefined);
      messages.push(data);
    }
    if (!updates.length) return this;
    await this.updateEmbeddedDocuments("Combatant", updates as never, { turnEvents: false });
    if (options.updateTurn !== false && current && this.turn !== null) {
      const turn = keepTurn(current, this.turns.map((c) => c.id), this.turn);
      if (turn !== this._source.turn) await this.update({ turn } as never, { turnEvents: false });
    }
    await ChatMessage.implementation.create(messages as never);
    return this;
  }

  // ---- GM-side events (v13 calls them on the active GM; guarded anyway) ----------------------

  /** R-CAR-5 a new round: every combatant's Finesse points are regained. */
  protected override async _onStartRound(...args: Parameters<Combat["_onStartRound"]>): Promise<void> {
    await super._onStartRound(...args);
    if (!game.users?.activeGM?.isSelf) return;
    const seen = new Set<string>();
    for (const c of this.combatants) {
      const actor = c.actor;
      if (!actor || seen.has(actor.uuid)) continue;
      seen.add(actor.uuid);
      const update = finesseRefillUpdate(actor.system);
      if (update) await actor.update(update as never);
    }
  }

  /** R-CON-6, R-CON-7, R-CRIT-3 a turn starts: the creature's round start when it is due (once per round). */
  protected override async _onStartTurn(...args: Parameters<Combat["_onStartTurn"]>): Promise<void> {
    await super._onStartTurn(...args);
    await this.#roundEvent("start", args[0] as AnyCombatant, args[1]);
    await this.#incantationTurn(args[0] as AnyCombatant, args[1]);
  }

  /**
   * R-SPELL-3 a turn of a caster starts: the active GM counts its incantation down (the turns it went past are
   * dropped, an empty record cleared); when the incantation takes this turn, a chat line says the caster keeps
   * incanting and the combat moves on. A skipped turn is not played.
   */
  async #incantationTurn(combatant: AnyCombatant, context: Combat.TurnEventContext | undefined): Promise<void> {
    const actor = combatant?.actor;
    if (!game.users?.activeGM?.isSelf || !actor || !this.id || context?.skipped === true) return;
    const index = context?.turn ?? this.turn;
    const round = context?.round ?? this.round;
    const key = `${combatant.id}:incantation:${round}:${index}`;
    const at = incantationAtTurn(incantationOf(actor), this.id, { round, pass: this.passOf(index) });
    if (this.#running.has(key) || (!at.changed && !at.taken)) return;
    this.#running.add(key);
    try {
      await writeIncantation(actor, at.rest);
      if (!at.taken) return;
      await this.#post(combatant, INCANTATION_NOTICE_TEMPLATE, { text: continueText(combatant.name ?? actor.name ?? "", at.rest?.turns.length ?? 0) });
      if (this.round === round && this.turn === index) await this.nextTurn();
    } catch (err) {
      console.error("Altherion | incantation turn", err);
    } finally {
      this.#running.delete(key);
    }
  }

  /** R-CON-9, R-CRIT-3 a turn ends: the creature's round end when it was its last turn of the round. */
  protected override async _onEndTurn(...args: Parameters<Combat["_onEndTurn"]>): Promise<void> {
    await super._onEndTurn(...args);
    await this.#roundEvent("end", args[0] as AnyCombatant, args[1]);
  }

  /** Events being written, so a second call during the first (a quick double update) does nothing. */
  readonly #running = new Set<string>();

  /** Rev 2: the active GM runs a creature's round start or end at most once per round, never for a skipped turn. */
  async #roundEvent(event: "start" | "end", combatant: AnyCombatant, context: Combat.TurnEventContext | undefined): Promise<void> {
    if (!game.users?.activeGM?.isSelf || !combatant?.id) return;
    const index = context?.turn ?? (event === "start" ? this.turn : this.previous?.turn ?? null);
    const round = context?.round ?? this.round;
    const flags = readCombatantFlags(combatant.flags);
    const due = roundEventDue(event, {
      round, pass: this.passOf(index), passes: this.turns.filter((c) => c.id === combatant.id).length,
      skipped: context?.skipped === true, marks: flags.rounds,
    });
    const key = `${combatant.id}:${event}:${round}`;
    if (!due || this.#running.has(key)) return;
    this.#running.add(key);
    try {
      if (event === "start") await this.#startRound(combatant, flags, round);
      else await this.#endRound(combatant, flags, round);
    } catch (err) {
      console.error(`Altherion | round ${event}`, err);
    } finally {
      this.#running.delete(key);
    }
  }

  async #startRound(combatant: AnyCombatant, flags: CombatantFlags, round: number): Promise<void> {
    const actor = combatant.actor as AltherionActor | null;
    if (!actor || !isCreatureSystem(actor.system)) return void (await this.#writeFlags(combatant, { ...flags, rounds: { ...flags.rounds, started: round } }));
    const state = creatureTurnState(actor.system, actor.statuses, flags, standingModifiers(actorRollData(actor))); // R-DICE-11
    const rolls: Partial<Record<ConstitutionKey, TestResult>> = {};
    const rollObjects: Partial<Record<ConstitutionKey, AltherionRoll>> = {};
    for (const key of perilKeys(state)) {
      const roll = AltherionRoll.forTest(perilTestOf(state, key), emptyContext({
        actorUuid: actor.uuid, actorName: combatant.name ?? actor.name ?? "", label: localize("ALTHERION.Combat.Peril.Title"),
        characteristicLabel: "ALTHERION.Roll.Characteristic.Resilience", characteristicValue: state.resilience,
      }));
      await roll.evaluate();
      const result = roll.testResult;
      if (!result) return;
      rolls[key] = result;
      rollObjects[key] = roll;
    }
    const result = turnStart(state, rolls);
    await this.#write(actor, combatant, flags, turnStartPlan(state, result, flags, round));
    const name = combatant.name ?? actor.name ?? "";
    for (const p of result.peril) {
      await this.#post(combatant, PERIL_CARD_TEMPLATE, perilCardView(name, state.resilience, p, rolls[p.key] ?? null), rollObjects[p.key]);
    }
    const agonie = agonieCardView(name, result);
    if (agonie) await this.#post(combatant, AGONIE_CARD_TEMPLATE, agonie);
  }

  async #endRound(combatant: AnyCombatant, flags: CombatantFlags, round: number): Promise<void> {
    const actor = combatant.actor as AltherionActor | null;
    if (!actor || !isCreatureSystem(actor.system)) return void (await this.#writeFlags(combatant, { ...flags, rounds: { ...flags.rounds, ended: round } }));
    const state = creatureTurnState(actor.system, actor.statuses, flags);
    // R-CON-9 [I] (rev 3) a regeneration forced in this round was this round's regeneration.
    const due = roundRegenerationDue(forcedRegenerationOf(actor.flags), this.id ?? "", round);
    const result = turnEnd(state, due ? regenerationOf(actor.system) : {});
    await this.#write(actor, combatant, flags, turnEndPlan(state, result, flags, round));
    const view = regenerationCardView(combatant.name ?? actor.name ?? "", result);
    if (view) await this.#post(combatant, REGENERATION_CARD_TEMPLATE, view);
  }

  /** One actor update + status toggles (AltherionActor.applyPlan), then the combatant's flags. */
  async #write(actor: AltherionActor, combatant: AnyCombatant, flags: CombatantFlags, plan: TurnEventPlan): Promise<void> {
    if (Object.keys(plan.system).length || plan.addStatuses.length || plan.removeStatuses.length) await actor.applyPlan(plan);
    if (flagsChanged(flags, plan.combatantFlags)) await this.#writeFlags(combatant, plan.combatantFlags);
  }

  /** The combatant's flags; a combatant update is never a turn event. */
  async #writeFlags(combatant: AnyCombatant, flags: CombatantFlags): Promise<void> {
    await combatant.update({ "flags.altherion": flags } as never, { turnEvents: false });
  }

  /** Posts a combat card; a hidden combatant's cards go to the GMs only. */
  async #post(combatant: AnyCombatant, template: string, view: object, roll?: AltherionRoll): Promise<void> {
    const content = await renderCard(template, view);
    const data: Record<string, unknown> = {
      content, rolls: roll ? [roll] : [],
      speaker: ChatMessage.getSpeaker({ actor: combatant.actor ?? undefined, token: combatant.token ?? undefined, alias: combatant.name ?? undefined }),
      flags: { altherion: { combat: true } },
    };
    if (combatant.hidden) data.whisper = ChatMessage.getWhisperRecipients("GM").map((u) => u.id);
    await ChatMessage.implementation.create(data as never);
  }
}
