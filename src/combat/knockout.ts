/**
 * R-CRIT-3 the victim of a critical falls unconscious when the critical resolves (not at its next
 * round start): the GM's client, answering the card button that settles the critical, sets the
 * Inconscience condition and, in every combat the creature fights in, its combatant's count of
 * unconscious rounds (then run down at its round ends, turn-events.ts). [I] Outside a combat no
 * round passes: the creature stays unconscious until woken or helped (the GM removes the condition).
 */
import { criticalKnockout } from "../rules/index";
import { readCombatantFlags } from "./turn-events";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null ? (v as Obj) : {});
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** R-CRIT-3 knocks the actor out if its Vitalité is at 0; the rounds it falls for, or null when it does not fall. */
export async function knockOut(actor: Actor.Implementation): Promise<number | null> {
  const s = obj(actor.system);
  const combatants = (game.combats?.contents ?? []).flatMap((c) => c.combatants.contents.filter((x) => x.actor?.uuid === actor.uuid));
  const counting = combatants.map((c) => readCombatantFlags(c.flags).unconscious).find((n) => n) ?? null;
  const rounds = criticalKnockout({
    vitalite: num(obj(obj(s.constitutions).vitalite).value), aggravation: num(s.aggravation), agonie: num(s.agonie),
    unconscious: counting, dead: actor.statuses.has("mort"),
  });
  if (rounds === null) return null;
  if (!actor.statuses.has("inconscience")) await actor.toggleStatusEffect("inconscience", { active: true });
  for (const c of combatants) {
    const flags = readCombatantFlags(c.flags);
    // its Aggravation as seen now, so its next round start does not count this critical a second time
    await c.update({ "flags.altherion": { ...flags, unconscious: rounds, aggravation: num(s.aggravation) } } as never, { turnEvents: false } as never);
  }
  return rounds;
}
