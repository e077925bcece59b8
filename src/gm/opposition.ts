/**
 * R-XP-7 / R-XP-3 the oppositions faced in a fight: on a defence, a reactive confrontation or a grapple, each side
 * records the OTHER side's skill level as the opposition met with its own skills (an attack and a defence have no
 * complexity, so the roll's own record would say 0 and combat skills could never be raised). The active GM's
 * client records them from the card itself (experience/store.ts FIGHT_USAGE), as it records a roll's usage: the card is
 * recomputed from documents (trustedDefence, trustedConfrontation, trustedGrapple), and only a personnage's record
 * is written, one request per actor at a time (the same queue as its rolls' usage).
 */
import { readTestCard } from "../chat/actions";
import { readConfrontationRecord } from "../combat/confrontation";
import { defenceSkills, readDefenceRecord } from "../combat/defence";
import { readGrappleRecord } from "../combat/grapple";
import { actorRollData } from "../dice/actor-data";
import type { RollState } from "../dice/roll-data";
import { FIGHT_USAGE, recordMessageUsage } from "../experience/store";
import { facedEvents, type FightSide, type UsageEvent } from "../experience/usage";
import { actorAt } from "../net/actor-at";
import { GRAPPLE_SKILL } from "../rules/index";
import { trustedTestCard } from "./cards";
import { trustedDefence } from "./combat";
import { trustedConfrontation } from "./confrontation";
import { trustedGrapple } from "./grapple";

type Message = ChatMessage.Implementation;

/** A test's side: its skills (keys; older cards: names) and its skill level (R-SK-3 the lowest of several). */
const rollSide = (state: RollState): FightSide => ({
  actorUuid: state.context.actorUuid,
  skills: state.context.skillKeys?.length ? state.context.skillKeys : state.context.skillNames,
  level: state.input.skill,
});

/** R-FIGHT-2 the attacker's attack against the defender's defence skill, as the defender owns it (its level on the sheet, PvP too). */
async function defenceSides(message: Message): Promise<[FightSide, FightSide] | null> {
  const stored = readDefenceRecord(message.flags);
  const r = stored ? await trustedDefence(message, stored) : null;
  const attackMessage = r ? game.messages?.get(r.attackMessageId) : undefined;
  const attack = attackMessage ? await trustedTestCard(attackMessage) : null;
  const defender = r ? await actorAt(r.defenderUuid) : null;
  if (!r || r.defenceTotal === null || !attack || "error" in attack || !defender) return null;
  const data = actorRollData(defender);
  const valid = new Set(defenceSkills(data, r.choices.defence).map((s) => s.id));
  const skill = data.skills.find((s) => s.id === r.choices.skillId && valid.has(s.id) && s.name === r.skillName);
  if (!skill) return null;
  return [rollSide(attack.state), { actorUuid: r.defenderUuid, skills: [skill.key], level: skill.level }];
}

/** R-FIGHT-4 the two attacks of a confrontation. */
async function confrontationSides(message: Message): Promise<[FightSide, FightSide] | null> {
  const trusted = await trustedConfrontation(message);
  if ("error" in trusted) return null;
  return [rollSide(trusted.cards.initiator.trusted.state), rollSide(trusted.cards.responder.trusted.state)];
}

/**
 * R-FIGHT-5 [I] a grapple: the grappler's Bagarre against the target's Bagarre level (the skill of holds; the
 * target resists with a characteristic only, so its side is met by its own Bagarre).
 */
async function grappleSides(message: Message): Promise<[FightSide, FightSide] | null> {
  const stored = readGrappleRecord(message.flags);
  const r = stored ? await trustedGrapple(message, stored) : null;
  if (!r || "error" in r) return null;
  const rollMessage = game.messages?.get(r.rollMessageId);
  const roll = rollMessage ? readTestCard(rollMessage) : null; // read as posted by trustedGrapple
  const target = await actorAt(r.target.actorUuid);
  if (!roll || !target) return null;
  const bagarre = actorRollData(target).skills.find((s) => s.key === GRAPPLE_SKILL);
  return [{ actorUuid: r.grappler.actorUuid, skills: [GRAPPLE_SKILL], level: roll.state.input.skill }, { actorUuid: r.target.actorUuid, skills: [GRAPPLE_SKILL], level: bagarre?.level ?? 0 }];
}

/** R-XP-7 the oppositions a fight card records, recomputed from documents (none for any other message or a forged card). */
export async function fightOppositions(message: Message): Promise<{ actorUuid: string; event: UsageEvent }[]> {
  const sides = readDefenceRecord(message.flags) ? await defenceSides(message)
    : readConfrontationRecord(message.flags) ? await confrontationSides(message)
      : readGrappleRecord(message.flags) ? await grappleSides(message) : null;
  return sides ? facedEvents(...sides) : [];
}

/** R-XP-7 the `createChatMessage` hook, on the active GM's client only: each personnage a fight card names. */
export async function recordFightUsage(message: Message): Promise<void> {
  if (!game.users?.activeGM?.isSelf || !message.id) return;
  await recordMessageUsage(FIGHT_USAGE, message.id, (await fightOppositions(message)).map((u) => u.actorUuid));
}
