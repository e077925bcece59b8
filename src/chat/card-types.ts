/**
 * The types a test card's view model and its parts share (test-card.ts, fortune-card.ts, spell-card.ts): what happened
 * on the card since it was posted, and the buttons and badges it shows. Types only.
 */
import type { AggravationOutcome, AnswerRow, DefenceRow } from "./aggravation";

/** Damage applied to one target. */
export interface AppliedDamage { target: string; amount: number; cancelled: boolean }
/** One victim's settled aggravation. */
export type SettledAggravation = AggravationOutcome & { target: string };

/** Healing applied to one target. */
export interface AppliedHealing { target: string; amount: number }

/**
 * What happened on the card after it was posted (ChatMessage flags.altherion.card). Lists, never
 * objects keyed by uuids: Foundry expands dotted keys ("Actor.abc") on update.
 */
export interface CardState {
  /** R-MORAL-3 a Désespoir was spent to turn the failure into a narrow success. */
  narrowSuccess: boolean;
  /** Damage applied, one row per target. */
  damage: AppliedDamage[];
  /** Aggravation outcomes, one row per victim. */
  aggravation: SettledAggravation[];
  /** R-CRIT-1 the defences rolled against this attack, one row per defender (combat/actions.ts writes them). */
  defences: DefenceRow[];
  /** R-FIGHT-4 the reactive confrontations' answers to this attack, one row per responder (combat/confrontation-flow.ts writes them). */
  answers?: AnswerRow[];
  /** R-FORT-1 the GM granted 1 Fortune for this critical success. */
  fortuneGranted?: boolean;
  /** R-FORT-2 the GM took 1 Fatalité on this critical failure. */
  fataliteTaken?: boolean;
  /** R-FORT-1 [I] the GM's answer to the Fortune declared on this roll (refused: given back, bonus removed). */
  fortuneDecision?: "accepted" | "refused" | null;
  /** R-SPELL-1 healing applied by a healing spell, one row per target. */
  healed?: AppliedHealing[];
}

export interface ButtonView {
  action: string;
  /** i18n key. */
  label: string;
  /** Extra label data (already plain text, escaped by the template). */
  labelData?: Record<string, string | number>;
  icon: string;
  /** Actor uuid the action is on (data-target). */
  target: string | null;
  /** Actor uuids whose owners may press it; empty = GM only. */
  owners: string[];
  tone: "primary" | "danger" | "neutral";
}

export interface BadgeView {
  id: "critSuccess" | "critFailure" | "critFailureCancelled" | "zone" | "riposte" | "narrow" | "fortune" | "fortuneGranted" | "fataliteTaken";
  label: string;
  tone: "success" | "danger" | "neutral" | "zone";
  /** Label data (a number), when the label has one. */
  labelData?: Record<string, number>;
}
