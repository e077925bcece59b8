/**
 * R-FORT-1 / R-FORT-2 what a card shows and offers of Fortune and Fatalité, for the test card (test-card.ts)
 * and the PP test card (dice/pp-test.ts) alike: the Fortune declared and the GM's answer, Fortune granted,
 * Fatalité taken, and the GM-only buttons. No Foundry globals.
 */
import type { BadgeView, ButtonView, CardState } from "./card-types";

/** What a card's Fortune and Fatalité depend on. */
export interface FortuneFacts {
  /** The roller. */
  actorUuid: string | null;
  /** Fortune points declared on the roll. */
  fortune: number;
  critSuccess: boolean;
  critFailure: boolean;
  /** R-FORT-2 Fatalité is taken on a voluntary roll's critical failure ([I] a defence is not voluntary). */
  voluntary: boolean;
}

/** R-FORT-1 [I] the Fortune that still counts on the roll: a refused Fortune no longer adds to the total. */
export function keptFortune(fortune: number, card: Pick<CardState, "fortuneDecision">): number {
  return card.fortuneDecision === "refused" ? 0 : fortune;
}

/** R-FORT-1 / R-FORT-2 Fortune declared (and the GM's answer), Fortune granted, Fatalité taken. */
export function fortuneBadges(fortune: number, card: CardState): BadgeView[] {
  const badges: BadgeView[] = [];
  if (fortune) {
    const decision = card.fortuneDecision ?? null;
    const label = decision === "refused" ? "ALTHERION.Roll.Badge.FortuneRefused" : decision === "accepted" ? "ALTHERION.Roll.Badge.FortuneAccepted" : "ALTHERION.Roll.Badge.FortunePending";
    badges.push({ id: "fortune", label, tone: decision === "refused" ? "danger" : "success", labelData: { n: fortune } });
  }
  if (card.fortuneGranted) badges.push({ id: "fortuneGranted", label: "ALTHERION.Roll.Badge.FortuneGranted", tone: "success" });
  if (card.fataliteTaken) badges.push({ id: "fataliteTaken", label: "ALTHERION.Roll.Badge.FataliteTaken", tone: "danger" });
  return badges;
}

/**
 * R-FORT-1 / R-FORT-2 the GM-only buttons (owners empty): answer a declared Fortune, grant 1 Fortune on a
 * critical success, take 1 Fatalité on a voluntary roll's critical failure.
 */
export function fortuneButtons(facts: FortuneFacts, card: CardState): ButtonView[] {
  if (!facts.actorUuid) return [];
  const gm = (action: string, label: string, icon: string, tone: ButtonView["tone"], labelData?: Record<string, number>): ButtonView =>
    ({ action, label, icon, target: facts.actorUuid, owners: [], tone, ...(labelData ? { labelData } : {}) });
  const out: ButtonView[] = [];
  if (facts.fortune && !card.fortuneDecision) {
    out.push(gm("acceptFortune", "ALTHERION.Chat.Button.AcceptFortune", "fa-solid fa-check", "primary", { n: facts.fortune }));
    out.push(gm("refuseFortune", "ALTHERION.Chat.Button.RefuseFortune", "fa-solid fa-xmark", "neutral", { n: facts.fortune }));
  }
  if (facts.critSuccess && !card.fortuneGranted) out.push(gm("grantFortune", "ALTHERION.Chat.Button.GrantFortune", "fa-solid fa-clover", "neutral"));
  if (facts.critFailure && facts.voluntary && !card.fataliteTaken) out.push(gm("takeFatalite", "ALTHERION.Chat.Button.TakeFatalite", "fa-solid fa-skull", "danger"));
  return out;
}
