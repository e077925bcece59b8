/**
 * The HUD's groups for the selected token's actor, from the same context builders as its sheet (personnage, PNJ,
 * group), the Moral of the group it belongs to, the attack cards aimed at it (their defence bars, as the card shows
 * them to this user) and the system's conditions (as the token HUD toggles them).
 */
import { buildPersonnageContext } from "../../applications/sheets/personnage-context";
import type { PersonnageSystem } from "../../applications/sheets/personnage-context";
import { buildPnjContext } from "../../applications/sheets/pnj-context";
import type { PnjSystem } from "../../applications/sheets/pnj-context";
import { buildMoral } from "../../applications/sheets/groupe-context";
import { sheetItemsOf, viewerFlags } from "../../applications/sheets/sheet-document";
import { groupsOf, groupSystem, moralContextOf, resolveMembers } from "../../moral/index";
import { setting } from "../../settings";
import { sheetWords } from "../../i18n";
import { AltherionRoll } from "../../dice/altherion-roll";
import { attackFacts, defenceBarView, isDefendable } from "../../combat/defence";
import { readTestCard } from "../../chat/actions";
import { statusDefinitions } from "../../data/status-effects";
import { groupeHud, personnageHud, pnjHud } from "./hud-actions";
import type { HudCondition, HudDefence, HudGroup, HudMoral } from "./hud-actions";

/** How many of the latest chat messages are searched for attacks the token may still defend against. */
const RECENT_MESSAGES = 30;
/** How many pending attacks the HUD offers defences against (the latest first). */
const PENDING_ATTACKS = 3;

type Message = ChatMessage.Implementation;

/** The test state of a message's Altherion roll, when it is an attack with targets that can still be defended. */
function attackState(message: Message) {
  const roll = message.rolls?.find((r) => r instanceof AltherionRoll) as AltherionRoll | undefined;
  const state = roll?.state ?? null;
  return isDefendable(state) ? state : null;
}

/** Whether a chat message is an attack card aimed at one of these actors (the HUD refreshes for it). */
export function aimsAt(message: Message, actorUuids: readonly string[]): boolean {
  const state = attackState(message);
  return Boolean(state?.context.targets.some((t) => actorUuids.includes(t.actorUuid)));
}

/** R-FIGHT-2 / R-FIGHT-4 the latest attacks aimed at `actor` it has not answered: each card's defence bar for it. */
export function pendingDefences(actor: Actor.Implementation): HudDefence[] {
  if (!actor.isOwner) return [];
  const out: HudDefence[] = [];
  for (const message of (game.messages?.contents ?? []).slice(-RECENT_MESSAGES).reverse()) {
    const state = attackState(message);
    if (!state || !message.id || !state.context.targets.some((t) => t.actorUuid === actor.uuid)) continue;
    const uuid = state.context.attack?.itemUuid;
    const item = uuid ? (fromUuidSync(uuid as never) as { type?: string; system?: unknown } | null) : null;
    const facts = attackFacts(item?.type ?? null, item?.system, state.context.attack?.hidden === true);
    const bar = defenceBarView(message.id, state, facts, (target) => target === actor.uuid, readTestCard(message)?.card);
    if (bar) out.push({ bar, attackerName: state.context.actorName });
    if (out.length >= PENDING_ATTACKS) break;
  }
  return out;
}

/** The system's conditions (not its special states), each on or off for this actor. */
function conditionsOf(actor: Actor.Implementation): HudCondition[] {
  return statusDefinitions().filter((d) => d.kind === "condition").map((d) => ({ id: d.id, name: d.name, img: d.img, active: actor.statuses?.has(d.id) ?? false }));
}

/** A group's Moral as its sheet builds it for this viewer. */
async function moralOf(group: Actor.Implementation): Promise<HudMoral> {
  const system = groupSystem(group);
  const { members } = await resolveMembers(system.membres);
  return { uuid: group.uuid, name: group.name ?? "", moral: buildMoral({ system, members, uuid: group.uuid }, Boolean(game.user?.isGM), setting("playersGainMoral")) };
}

/** Each spell's Énergie cost, by item id (R-SPELL-3). */
function spellCosts(actor: Actor.Implementation): Record<string, number> {
  return Object.fromEntries(actor.items.filter((i) => i.type === "sort").map((i) => [i.id ?? "", Number((i.system as { cout?: unknown }).cout) || 0]));
}

const energieOf = (actor: Actor.Implementation) => Number(foundry.utils.getProperty(actor, "system.constitutions.energie.value")) || 0;

/** The HUD's groups for one actor: what its sheet offers, in the HUD's groups. */
export async function hudGroupsFor(actor: Actor.Implementation): Promise<HudGroup[]> {
  const words = sheetWords();
  const flags = viewerFlags(actor.isOwner);
  const base = { id: actor.id ?? "", uuid: actor.uuid, name: actor.name ?? "", img: actor.img ?? "", items: sheetItemsOf(actor), statuses: [...(actor.statuses ?? [])], flags, words, mode: "play" as const };
  if (actor.type === "personnage") {
    const system = actor.system as unknown as PersonnageSystem;
    const ctx = buildPersonnageContext({ ...base, system, moral: await moralContextOf(actor) });
    const group = groupsOf(actor)[0];
    return personnageHud(ctx, {
      energie: energieOf(actor), spellCosts: spellCosts(actor), defences: pendingDefences(actor),
      moral: group ? await moralOf(group) : null, conditions: conditionsOf(actor),
    }, words);
  }
  if (actor.type === "pnj") {
    const ctx = buildPnjContext({ ...base, system: actor.system as unknown as PnjSystem });
    return pnjHud(ctx, { energie: energieOf(actor), spellCosts: spellCosts(actor), defences: pendingDefences(actor), conditions: conditionsOf(actor) }, words);
  }
  if (actor.type === "groupe") return groupeHud(await moralOf(actor), Boolean(game.user?.isGM), words);
  return [];
}
