/**
 * The GM's side of the card buttons and of a request's answer (chat/actions.ts CARD_ACTION, REQUEST_RESULT): the
 * sender is the user the transport named; the card is read as posted, with what the GM reads from documents
 * (trustedTestCard: its author owns its roller, the attack from the roller's item, the targets' defences); the button
 * is checked with the same view model that showed it; what happened on a card since it was rolled is the GM's own copy
 * (records.ts gmCardState), and each action is recorded once.
 */
import { gmMemberEvent, moralContextOf, moralRules, payMoral, planNarrowSuccess } from "../moral/index";
import { FORTUNE_MAX } from "../rules/index";
import { actorRollData, attackContext, targetDefences, victimData } from "../dice/actor-data";
import type { RollState, TargetContext } from "../dice/roll-data";
import { PP_TEST_CARD_TEMPLATE, ppCardView, ppRequestResult, type PpTestState } from "../dice/pp-test";
import { spellData, spellPointsOf, spellTarget } from "../dice/spell-data";
import { planAvoid, planSuffer, type AggravationOutcome } from "../chat/aggravation";
import { authorize } from "../chat/permissions";
import { renderCard } from "../chat/render";
import { answersRequest, recordResult, requestView, type RollAnswer } from "../chat/request-card";
import { aggravationView, damageOn, parseCardState, settledState, testCardView, type CardState } from "../chat/test-card";
import { healingAmount } from "../chat/spell-card";
import {
  AGGRAVATION_CARD_TEMPLATE, REQUEST_CARD_TEMPLATE, TEST_CARD, cardButtons, decidedByDefence, readPpCard, readRequest, readTestCard, viewerFor,
  type CardActionName, type CardPayload, type RequestPayload,
} from "../chat/actions";
import { knockOut } from "../combat/knockout";
import { actorAt, ownedBy } from "../net/actor-at";
import { alreadyDone, gmCardState, recordCardState, recordDone } from "../net/records";

type Message = ChatMessage.Implementation;
type AnyUser = User.Implementation;

const UNAVAILABLE = "ALTHERION.Chat.Error.Unavailable";
/** A card whose roll is not its author's, or whose record does not match its rolls, its actor or its item. */
export const FORGED = "ALTHERION.Authority.Forged";
/** The refusal when an attack's blow on a target already landed (from the attack card, its defence card or a confrontation). */
export const BLOW_APPLIED = "ALTHERION.Combat.Error.BlowApplied";

/**
 * R-FIGHT-3 once means once, per blow: the ledger record of an attack's blow on a target is named by the
 * attack card and the target, whichever card applies it (the attack card, the target's defence card,
 * a reactive confrontation), so it lands once.
 */
export const blowRecord = (attackMessageId: string, targetUuid: string) => ({ message: attackMessageId, action: "applyDamage", target: targetUuid });

/**
 * [I] the first roll of `actor` marked as answering the request `cardId` (a test or a PP test) posted by a
 * user owning it: the one that answers, so that a player cannot keep back a failed roll and send a better one.
 */
function firstRequestRoll(cardId: string, actor: Actor.Implementation): Message | null {
  for (const m of game.messages?.contents ?? []) {
    const test = readTestCard(m)?.state.context;
    const pp = test ? null : readPpCard(m)?.pp;
    const marked = test ? test.requestId === cardId && test.actorUuid === actor.uuid : pp?.requestId === cardId && pp.actorUuid === actor.uuid;
    if (marked && ownedBy(m.author, actor)) return m;
  }
  return null;
}

/**
 * What happened on a card since it was rolled (narrow success, defences, Fortune answers): on the GM,
 * its own copy in the ledger, never the message's flags, which the card's author may rewrite; a
 * client carrying an action out without a GM (it may write everything) reads the flags it wrote.
 */
function cardHistory(message: Message, flags: CardState): CardState {
  return game.user?.isGM ? parseCardState(gmCardState(message.id ?? "")) : flags;
}

/**
 * The card is the roll's claim: the GM reads it as posted, when it is one of this system's roll cards and its author
 * owns its roller (Alice's card cannot roll as Bert). What it applies comes from documents: the attack re-read from the
 * roller's own item, each target's defences from the target; what happened since is `cardHistory`.
 */
export async function trustedTestCard(message: Message): Promise<{ state: RollState; card: CardState } | { error: string }> {
  const read = readTestCard(message);
  if (!read?.state.result) return { error: UNAVAILABLE };
  const { state } = read;
  const roller = await actorAt(state.context.actorUuid);
  if (!roller || !ownedBy(message.author, roller)) return { error: FORGED };
  const data = actorRollData(roller);
  let attack = null;
  if (state.context.attack) {
    const itemId = state.context.attack.itemUuid?.split(".").at(-1) ?? "";
    const item = roller.items.get(itemId);
    attack = item ? attackContext(item, data.scores) : null;
    if (!attack) return { error: FORGED };
    // R-SPELL-3 an attack spell's damage: the item's spell points with the options the card recorded.
    if (state.context.spell) attack = { ...attack, damage: spellPointsOf(attack.damage, state.context.spell.options) };
  }
  const targets: TargetContext[] = [];
  for (const t of state.context.targets) {
    const actor = await actorAt(t.actorUuid);
    if (actor) targets.push({ actorUuid: actor.uuid, name: actor.name ?? t.name, ...targetDefences(actor) });
  }
  return { state: { ...state, context: { ...state.context, attack, targets } }, card: cardHistory(message, read.card) };
}

/** R-PP-7 a PP test card (achat ruleset), as a test card: read as posted when its author owns its roller. */
async function trustedPpCard(message: Message, read: { pp: PpTestState; card: CardState }): Promise<{ pp: PpTestState; card: CardState } | { error: string }> {
  const actor = await actorAt(read.pp.actorUuid);
  if (!actor || !ownedBy(message.author, actor)) return { error: FORGED };
  return { pp: read.pp, card: cardHistory(message, read.card) };
}

/** Writes a test card's state and its re-rendered content, and keeps the GM's copy of that state (also gm/combat.ts, for the defences against an attack). */
export async function rewrite(message: Message, state: RollState, card: CardState): Promise<void> {
  const content = await renderCard(TEST_CARD, testCardView(state, card));
  await recordCardState(message.id ?? "", card);
  await message.update({ content, "flags.altherion.card": card } as never);
}

/** As `rewrite`, for a PP test card. */
async function rewritePp(message: Message, pp: PpTestState, card: CardState): Promise<void> {
  const content = await renderCard(PP_TEST_CARD_TEMPLATE, ppCardView(pp, card));
  await recordCardState(message.id ?? "", card);
  await message.update({ content, "flags.altherion.card": card } as never);
}

const FORTUNE_ACTIONS: readonly CardActionName[] = ["acceptFortune", "refuseFortune", "grantFortune", "takeFatalite"];

/** R-FORT-1 / R-FORT-2 the GM's Fortune and Fatalité answers, on a test card or a PP test card declaring `declared` Fortune. */
async function fortuneAction(action: CardActionName, actor: Actor.Implementation, declared: number, next: CardState): Promise<string | null> {
  if (action === "acceptFortune" || action === "refuseFortune") {
    // R-FORT-1 [I] the GM agrees to the Fortune declared, or refuses it: the Fortune the card declared goes back to
    // its roller (its own points, which its roll spent), once (the ledger).
    const spent = action === "refuseFortune" ? Math.max(0, Math.min(FORTUNE_MAX, Math.trunc(declared))) : 0;
    if (spent > 0) {
      const reason = await gmMemberEvent(actor, (ctx) => ({ type: "grant-fortune", memberId: ctx.memberId, amount: spent }));
      if (reason && reason !== "fortune-max") return "ALTHERION.Moral.Error.Refused";
    }
    next.fortuneDecision = action === "acceptFortune" ? "accepted" : "refused";
  } else if (action === "grantFortune") {
    // R-FORT-1 the GM grants 1 Fortune for a critical success it has no use for.
    if (await gmMemberEvent(actor, (ctx) => ({ type: "grant-fortune", memberId: ctx.memberId }))) return "ALTHERION.Moral.Error.Refused";
    next.fortuneGranted = true;
  } else {
    // R-FORT-2 the GM takes 1 Fatalité on a voluntary roll's critical failure (kept on the roller's group).
    const reason = await gmMemberEvent(actor, () => ({ type: "take-fatalite" }));
    if (reason === "no-group") return "ALTHERION.Chat.Error.FataliteNoGroup";
    if (reason) return "ALTHERION.Moral.Error.Refused";
    next.fataliteTaken = true;
  }
  return null;
}

/** The ledger's name of an action: avoiding and suffering settle the same aggravation; accepting and refusing the same Fortune. */
const ledgerAction = (action: CardActionName) => (action.startsWith("aggravation") ? "aggravation" : action.endsWith("eFortune") ? "fortuneDecision" : action);

async function aggravate(actor: Actor.Implementation, action: CardActionName): Promise<{ outcome: AggravationOutcome; roll: Roll | null } | { error: string }> {
  const v = victimData(actor);
  if (action === "aggravationAvoid") {
    const plan = planAvoid(v);
    return "error" in plan ? { error: plan.error } : { outcome: plan, roll: null };
  }
  // R-CRIT-2 the card rolls 1d10 on the table of the victim's Fragilité (on the client carrying the action out).
  const roll = await new Roll("1d10").evaluate();
  return { outcome: planSuffer(v, roll.total ?? 1), roll };
}

/**
 * Carries out a card button for `user` (the one who pressed it, named by the transport). Returns a refusal key or null.
 * A PP test card (achat ruleset) offers only the GM's Fortune and Fatalité answers.
 */
export async function cardAction(p: CardPayload, user: AnyUser): Promise<string | null> {
  const message = game.messages?.get(p.messageId);
  if (!message) return UNAVAILABLE;
  const pp = readPpCard(message);
  const trusted = pp ? await trustedPpCard(message, pp) : await trustedTestCard(message);
  if ("error" in trusted) return trusted.error;
  const { card } = trusted;
  if (decidedByDefence(p.action, card, p.target)) return "ALTHERION.Combat.Error.AlreadyDefended";
  const state = "state" in trusted ? trusted.state : null;
  const ppState = "pp" in trusted ? trusted.pp : null;
  const { buttons, uuids } = cardButtons(trusted);
  const auth = authorize(buttons, p.action, p.target, await viewerFor(user, uuids));
  if (!auth.ok) return auth.reason;
  const actor = await actorAt(p.target);
  if (!actor) return UNAVAILABLE;
  const record = p.action === "applyDamage" ? blowRecord(p.messageId, actor.uuid) : { message: p.messageId, action: ledgerAction(p.action), target: actor.uuid };
  if (alreadyDone(record)) return p.action === "applyDamage" ? BLOW_APPLIED : UNAVAILABLE;
  const next: CardState = structuredClone(card);

  if (FORTUNE_ACTIONS.includes(p.action)) {
    const error = await fortuneAction(p.action, actor, state?.context.cost.fortune ?? ppState?.plan.fortune ?? 0, next);
    if (error) return error;
  } else if (!state) {
    return UNAVAILABLE;
  } else if (p.action === "narrowSuccess") {
    // R-MORAL-3 spend one Désespoir: personal first, else the group's Moral, free under Apaisement;
    // Fortune and Fatalité follow the world's option (src/moral/).
    const moral = await moralContextOf(actor);
    const payment = planNarrowSuccess(moral, moralRules());
    if (!payment.ok) return payment.reason === "no-points" ? "ALTHERION.Chat.Error.NoDesespoir" : "ALTHERION.Moral.Error.Refused";
    if (!(await payMoral(actor, moral, payment))) return "ALTHERION.Moral.Error.Refused";
    next.narrowSuccess = true;
  } else if (p.action === "applyHealing") {
    // R-SPELL-1 the GM recomputes the heal from the caster's own spell and the target as it is now.
    const spell = state.context.spell;
    const roller = await actorAt(state.context.actorUuid);
    const item = spell ? roller?.items.find((i) => i.uuid === spell.itemUuid) : undefined;
    const target = spell?.heal ? spellTarget(actor, spell.heal.constitution, false) : null;
    if (!spell || !target) return FORGED;
    const heal = healingAmount(state.input, spell, item ? spellData(item) : null, target);
    if ("error" in heal) return heal.error;
    const a = actor as Actor.Implementation & { heal?: (key: string, amount: number) => Promise<{ ok: boolean }> };
    if (heal.amount > 0 && a.heal && !(await a.heal(spell.heal!.constitution, heal.amount)).ok) return "ALTHERION.Authority.Failed";
    next.healed = [...(next.healed ?? []).filter((x) => x.target !== actor.uuid), { target: actor.uuid, amount: heal.amount }];
  } else if (p.action === "applyDamage") {
    const tc = state.context.targets.find((x) => x.actorUuid === actor.uuid);
    const blow = tc ? damageOn(settledState(state, card), tc) : null;
    const attack = state.context.attack;
    if (!blow || !attack) return UNAVAILABLE;
    // R-FIGHT-2 R-FIGHT-3 a target that defended takes what its defence left, as the GM took that defence into account.
    const left = card.defences.find((x) => x.target === actor.uuid)?.damage;
    const d = left === undefined ? blow : { amount: left, cancelled: false };
    const a = actor as Actor.Implementation & { applyDamage?: (i: { amount: number; type?: string; lethal?: boolean; critical?: boolean }) => Promise<unknown> };
    if (d.amount > 0 && a.applyDamage) await a.applyDamage({ amount: d.amount, type: attack.type, lethal: attack.lethal, critical: state.result?.critSuccess === true });
    next.damage = [...next.damage.filter((x) => x.target !== actor.uuid), { target: actor.uuid, amount: d.amount, cancelled: d.cancelled }];
    if (next.aggravation.some((x) => x.target === actor.uuid)) await knockOut(actor); // R-CRIT-3 the critical settled before the blow
  } else {
    const done = await aggravate(actor, p.action);
    if ("error" in done) return done.error;
    const { outcome, roll } = done;
    await actor.update(outcome.update as never);
    if (outcome.condition && !actor.statuses.has(outcome.condition)) await actor.toggleStatusEffect(outcome.condition, { active: true });
    if (outcome.death && !actor.statuses.has("mort")) await actor.toggleStatusEffect("mort", { active: true });
    next.aggravation = [...next.aggravation.filter((x) => x.target !== actor.uuid), { ...outcome, target: actor.uuid }];
    const unconsciousTurns = outcome.death ? null : await knockOut(actor); // R-CRIT-3
    const victim = state.context.targets.find((x) => x.actorUuid === actor.uuid)?.name ?? actor.name ?? "";
    const content = await renderCard(AGGRAVATION_CARD_TEMPLATE, { ...aggravationView(actor.uuid, victim, "critSuccess", outcome), unconsciousTurns });
    await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ actor }), rolls: roll ? [roll] : [], flags: { altherion: { aggravation: true } } } as never);
  }
  await recordDone(record);
  if (state) await rewrite(message, state, next);
  else if (ppState) await rewritePp(message, ppState, next);
  return null;
}

/** What the rolled message answers, as posted: a test card or a PP test of a roller its author owns; null when neither. */
async function answerOf(rolled: Message): Promise<{ answer: RollAnswer; total: number; success: boolean | null; margin: number | null } | null> {
  const trusted = readTestCard(rolled) ? await trustedTestCard(rolled) : null;
  if (trusted && !("error" in trusted)) {
    const { context, input, result } = trusted.state;
    return {
      answer: { requestId: context.requestId, actorUuid: context.actorUuid, skillNames: context.skillNames, skillKeys: context.skillKeys, characteristicLabel: context.characteristicLabel, complexity: input.complexity, difficulty: input.difficulty ?? null },
      total: result!.total, success: result!.success, margin: result!.margin,
    };
  }
  // R-PP-7 in the achat ruleset the answer is a PP test (dice/pp-test.ts), its roller owned by its author.
  const read = readPpCard(rolled);
  const trustedPp = read ? await trustedPpCard(rolled, read) : null;
  if (!trustedPp || "error" in trustedPp) return null;
  const { pp } = trustedPp;
  const r = ppRequestResult(pp);
  return {
    answer: { requestId: pp.requestId ?? null, actorUuid: pp.actorUuid, skillNames: pp.plan.skillNames, skillKeys: pp.plan.skillKeys, characteristicLabel: null, complexity: null, difficulty: pp.plan.difficulty ?? null },
    total: r.total, success: r.success, margin: r.margin,
  };
}

/** Records a roll's result on a request card; `user` is the roller. Returns a refusal key or null. */
export async function requestResult(p: RequestPayload, user: AnyUser): Promise<string | null> {
  const message = game.messages?.get(p.messageId);
  const state = message ? readRequest(message) : null;
  const rolled = game.messages?.get(p.rollMessageId);
  if (!message || !state || !rolled) return UNAVAILABLE;
  if (!(user.isGM || rolled.author?.id === user.id)) return "ALTHERION.Chat.Error.NotAllowed";
  const found = await answerOf(rolled);
  if (!found || !answersRequest(state, p.messageId, p.actorUuid, found.answer)) return "ALTHERION.Authority.WrongAnswer";
  // [I] a player's answer is its character's first roll for the request; a GM may record a later one.
  const roller = await actorAt(p.actorUuid);
  if (!user.isGM && (!roller || firstRequestRoll(p.messageId, roller)?.id !== rolled.id)) return "ALTHERION.Authority.NotFirstAnswer";
  const result = { total: found.total, success: found.success, margin: found.margin, messageId: rolled.id };
  const done = recordResult(state, p.actorUuid, result, await viewerFor(user, [p.actorUuid]));
  if (!done.ok) return done.reason;
  const content = await renderCard(REQUEST_CARD_TEMPLATE, requestView(done.state));
  await message.update({ content, "flags.altherion.request": done.state } as never);
  return null;
}
