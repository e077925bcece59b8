/**
 * R-FORT-1 / R-FORT-2 a roll's Fortune and pending Fatalité, settled by the GM (issue 13). Fortune and
 * the pending Fatalité flag are GM-only fields of the roller's own character (data/gm-fields.ts):
 * before the dice are rolled, the roller's client asks the active GM (the `fortuneSpend` action),
 * naming the character, the Fortune it declares and the id its card will have. The GM reads the
 * character itself, checks that the sender (named by the transport) owns it, refuses a Fortune above
 * what the character has, takes it, clears the pending Fatalité and answers the Fatalité it read, so
 * the roll applies the GM's numbers. What it took and answered is recorded in the GM's ledger for that
 * card id: a refused Fortune on that card gives back exactly that, once (chat/actions.ts); the card is
 * trusted only when its recorded Fortune and Fatalité agree with these records (authority/replay.ts
 * bonusFits); a copy of the card, posted with another id, claims nothing.
 */
import { FATALITE_MAX, FORTUNE_MAX } from "../rules/index";
import { defineAction, fortuneSpentFor, performAnswer, recordFortuneSpent } from "../authority/index";
import { documentId, int, object, uuid } from "../authority/schema";
import { AUTHORITY_FAILED } from "../authority/registry";
import { actorAt } from "../documents/actor-at";
import { sourceSystem } from "../data/gm-fields";
import { localize } from "../i18n";
import { FATALITE_FLAG } from "./payer";
import { moralKey, pendingFatalite } from "./request";

export const FORTUNE_NO_GM = "ALTHERION.Roll.Error.FortuneNoGM";
export const FORTUNE_NOT_ENOUGH = "ALTHERION.Roll.Error.NotEnoughFortune";
export const FORTUNE_NOT_OWNER = "ALTHERION.Roll.Error.FortuneNotOwner";
export const FORTUNE_REPLAYED = "ALTHERION.Roll.Error.FortuneReplayed";

export interface FortuneSpendPayload {
  actorUuid: string;
  /** The Fortune the roll declares. */
  fortune: number;
  /** The id the roll's card will be posted with (the GM's record of the spend names it). */
  messageId: string;
}

const payloadSchema = object({ actorUuid: uuid, fortune: int(0, FORTUNE_MAX), messageId: documentId });
const answerSchema = int(0, FATALITE_MAX);

export const FORTUNE_SPEND = defineAction<FortuneSpendPayload>({
  name: "fortuneSpend",
  schema: payloadSchema,
  touches: (p) => [moralKey(p.actorUuid)],
  noGM: FORTUNE_NO_GM,
  run: async ({ actorUuid, fortune, messageId }, user) => {
    if (!game.user?.isGM) return FORTUNE_NO_GM; // Fortune and the Fatalité flag are GM-only fields
    const actor = await actorAt(actorUuid);
    if (!actor || !actor.testUserPermission(user, "OWNER")) return FORTUNE_NOT_OWNER;
    // Once: a spend names a card yet to be posted, and only one spend names it.
    if (game.messages?.get(messageId) || fortuneSpentFor(messageId)) return FORTUNE_REPLAYED;
    const has = Number((sourceSystem(actor) as { fortune?: unknown }).fortune ?? 0);
    if (fortune > has) return FORTUNE_NOT_ENOUGH;
    const fatalite = Math.min(FATALITE_MAX, pendingFatalite((actor as unknown as { _source: { flags?: unknown } })._source));
    const settle: Record<string, number> = {};
    if (fortune) settle["system.fortune"] = has - fortune;
    if (fatalite) settle[FATALITE_FLAG] = 0;
    if (Object.keys(settle).length) await actor.update(settle as never);
    await recordFortuneSpent(messageId, actor.uuid, fortune, fatalite);
    return { done: fatalite };
  },
});

/** What a roll applies once its Fortune is settled: the pending Fatalité the GM read (−1 each). */
export interface FortuneSettled {
  fatalite: number;
}

/**
 * R-FORT-1 / R-FORT-2 settles a roll's Fortune and pending Fatalité before its dice, for the pool test
 * and the PP test alike (a player's roll asks the GM whenever one is connected). Null (warned) when the roll must not be made.
 * [I] With no GM connected: a roll declaring Fortune is refused ("un Conteur doit être connecté pour dépenser
 * la Fortune"); a roll declaring none is made without the pending Fatalité, which stays pending for the
 * next roll made while a GM is connected.
 */
export async function settleFortune(actor: Actor.Implementation, declared: number, messageId: string): Promise<FortuneSettled | null> {
  const pending = pendingFatalite(actor);
  // R-FORT-2 issue 13 a player's roll asks the active GM even with nothing to settle: the GM then knows the card was asked
  // for, and a Fatalité it spends while the roll is on its way waits for the next roll (authority/index.ts fataliteSkipped).
  if (!declared && !pending && game.user?.isGM) return { fatalite: 0 };
  if (!game.user?.isGM && !game.users?.activeGM && !declared) return { fatalite: 0 };
  const { result, value } = await performAnswer(FORTUNE_SPEND, { actorUuid: actor.uuid, fortune: declared, messageId }, false);
  const fatalite = answerSchema(value, "answer");
  if (result || !fatalite.ok) {
    ui.notifications?.warn(localize(result ?? AUTHORITY_FAILED));
    return null;
  }
  return { fatalite: fatalite.value };
}
