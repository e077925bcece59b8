/**
 * R-SPELL-3 an incantation's turns on Foundry: the caster's record written or cleared, the short chat
 * line that says a turn went to the incantation, and the caster breaking off. The rule is rules/spells.ts,
 * the record's reading combat/incantation.ts; the active GM's combat calls these when a taken turn starts (documents/combat.ts).
 */
import type { IncantationTurns } from "../rules/index";
import { INCANTATION_FLAG, readIncantationTurns } from "./incantation";
import { renderCard } from "../chat/render";
import { localize, localizePlural } from "../i18n";

type AnyActor = Actor.Implementation;

export const INCANTATION_NOTICE_TEMPLATE = "systems/altherion/templates/chat/incantation-notice.hbs";

/** The caster's record, when it has one. */
export function incantationOf(actor: AnyActor | null | undefined): IncantationTurns | null {
  return actor ? readIncantationTurns(foundry.utils.getProperty(actor, INCANTATION_FLAG)) : null;
}

/** Writes the record left, or clears the flag when none is (unsetFlag speaks each generation's deletion). */
export async function writeIncantation(actor: AnyActor, rest: IncantationTurns | null): Promise<void> {
  if (rest) await actor.update({ [INCANTATION_FLAG]: rest } as never);
  else await actor.unsetFlag("altherion" as never, "incantation" as never);
}

/** The chat line of a turn the incantation took: `left` turns still to come. */
export function continueText(name: string, left: number): string {
  return left ? localizePlural("ALTHERION.Combat.Incantation.Continue", left, { name }) : localize("ALTHERION.Combat.Incantation.Last", { name });
}


/**
 * R-SPELL-3 [I] the caster breaks off its incantation (the tracker's control, for its owners): its turns still taken
 * are free again and the combat no longer plays them. The rules say nothing more: the spell already cast keeps
 * its roll and its result, nothing is paid back. False when there was nothing to break off.
 */
export async function breakIncantation(actor: AnyActor): Promise<boolean> {
  if (!actor.isOwner || !incantationOf(actor)) return false;
  await writeIncantation(actor, null);
  const name = actor.name ?? "";
  const content = await renderCard(INCANTATION_NOTICE_TEMPLATE, { text: localize("ALTHERION.Combat.Incantation.BrokenOff", { name }) });
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor }), flags: { altherion: { combat: true } } } as never);
  return true;
}
