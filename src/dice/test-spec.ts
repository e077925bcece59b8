/**
 * What a caller asks of a test roll (the actor's rollTest, a macro, the sheet, a card's button): the
 * workflows of both rulesets read it (test-workflow.ts, pp-workflow.ts), each without importing the other.
 */
import type { RollChoices } from "./roll-spec";

export interface RollTestSpec extends RollChoices {
  /** Card title; defaults to the skills' names or the characteristic. */
  label?: string;
  /** R-SK-7 skill keys (`melee`, `vrai-primordial`) to match on owned skills (macros, links, requests); merged with `skills` ids. */
  skillKeys?: string[];
  /** Older spelling of `skillKeys`: keys, or French names turned into keys ("Mêlée" → `melee`). */
  skillNames?: string[];
  /** A weapon or spell: its skill, its damage and type make the roll an attack. */
  itemUuid?: string;
  /** R-DICE-10 a defence roll. */
  defense?: boolean;
  /** Message id of the card this roll answers (a GM request, an attack confronted, a grapple resisted). */
  requestId?: string;
}

export interface RollTestOptions {
  /** Skip the dialog (a macro says so); by default, skipped while the skip key is held. */
  skipDialog?: boolean;
}
