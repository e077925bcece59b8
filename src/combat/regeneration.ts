/**
 * R-CON-9 a forced regeneration, the button of the personnage and PNJ sheets: the creature's
 * regeneration amounts now, each also a new scar. In a started combat where the creature has a
 * combatant it costs one of its actions (R-INT-1): only on one of its own turns, and that turn
 * ends, and it is that round's regeneration taken early (R-CON-9 [I] rev 3: none at the round's end).
 * Out of combat it costs nothing else.
 */
import { renderCard } from "../chat/render";
import { REGENERATION_CARD_TEMPLATE } from "../documents/combat";
import type { AltherionActor } from "../documents/actor";
import { localize } from "../i18n";
import { FORCED_REGENERATION_FLAG, forcedRegenerationPlan } from "./turn-events";
import { combatStanding } from "./turns";

/** The sheet's action: refused with a message when nothing can be regained or it is not the creature's turn. */
export async function forceRegeneration(actor: AltherionActor): Promise<void> {
  const combat = game.combat ?? null;
  const standing = combatStanding(combat, actor.id);
  if (standing === "waiting") return void ui.notifications?.warn(localize("ALTHERION.Combat.Regeneration.NotYourTurn"));
  const forced = forcedRegenerationPlan(actor.system, actor.name ?? "");
  if (!forced) return void ui.notifications?.warn(localize("ALTHERION.Combat.Regeneration.Nothing"));
  const applied = await actor.applyPlan(forced.plan);
  if (!applied.ok) return;
  if (standing === "own-turn" && combat) await actor.update({ [`flags.altherion.${FORCED_REGENERATION_FLAG}`]: { combat: combat.id, round: combat.round } } as never);
  const content = await renderCard(REGENERATION_CARD_TEMPLATE, forced.view);
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor }), flags: { altherion: { combat: true } } } as never);
  if (standing === "own-turn" && combat) await combat.nextTurn(); // the action it cost
}
