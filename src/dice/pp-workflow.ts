/**
 * R-PP-7 the PP test workflow (achat ruleset): choices → optional dialog (Shift skips, as elsewhere) → a Foundry
 * `Roll` of the plan's formula ("1d100 + 45 + 10"), which Dice So Nice throws like any roll → the Fortune declared
 * spent and the pending Fatalité used up (R-FORT-1/2) → one ChatMessage whose card comes from the pure view model
 * (pp-test.ts); the GM answers its Fortune buttons through chat/actions.ts. The dialog lives in applications/ and is plugged in by
 * the entry (`configurePpDialog`), so this layer never imports applications/.
 */
import { renderCard } from "../chat/render";
import { setting } from "../settings";
import { isSkipDialogHeld } from "./skip-key";
import { PP_TEST_CARD_TEMPLATE, ppActorData, ppCardView, ppInitialChoices, ppOutcome, ppTestPlan, type PpActorData, type PpChoices, type PpTestState } from "./pp-test";
import type { RollTestOptions, RollTestSpec } from "./test-spec";
import { localize } from "../i18n";
import { applyMessageMode } from "../platform/generation";
import { settleFortune } from "../moral/index";
import { emptyCardState } from "../chat/test-card";
import { fortuneGrantable } from "../rules/index";

/** The dialog: resolves to the final choices, or null when cancelled. */
export type PpDialogFn = (data: PpActorData, choices: PpChoices, title: string, die: string) => Promise<PpChoices | null>;
let ppDialog: PpDialogFn | null = null;

/** The entry plugs the PP test dialog in here. */
export function configurePpDialog(fn: PpDialogFn): void {
  ppDialog = fn;
}

/** Rolls a PP test for an actor and posts its card; null when cancelled or refused (R-PP-7). */
export async function rollPpTest(actor: Actor.Implementation, spec: RollTestSpec = {}, options: RollTestOptions = {}): Promise<ChatMessage.Implementation | null> {
  const data = ppActorData(actor);
  const die = setting("ppTestDie");
  let choices = ppInitialChoices(data, spec);
  const title = spec.label ?? (data.skills.filter((s) => choices.skills.includes(s.id)).map((s) => s.name).join(" / ") || localize("ALTHERION.Roll.Title"));
  const skip = options.skipDialog ?? isSkipDialogHeld();
  if (!skip && ppDialog) {
    const chosen = await ppDialog(data, choices, title, die);
    if (!chosen) return null;
    choices = chosen;
  }
  const plan = ppTestPlan(data, choices, die);
  if (!plan.ok) {
    for (const e of plan.errors) ui.notifications?.warn(localize(e, { die: String(die) }));
    return null;
  }
  const roll = new foundry.dice.Roll(plan.formula);
  try {
    await roll.evaluate();
  } catch (err) {
    ui.notifications?.error(localize("ALTHERION.Roll.Error.Invalid", { message: (err as Error).message }));
    return null;
  }
  // R-FORT-1 the Fortune declared is spent once the test is rolled (the GM's refusal gives it back); R-FORT-2 the pending Fatalité used up.
  await settleFortune(actor, plan.fortune);
  const face = roll.dice[0]?.total ?? 0;
  const state: PpTestState = {
    version: 1, actorUuid: actor.uuid, actorName: actor.name ?? "", label: title, plan, die: face, total: ppOutcome(plan, face).total,
    fortuneGrantable: fortuneGrantable(actor.type),
    ...(spec.requestId ? { requestId: spec.requestId } : {}),
  };
  // The state rides on the roll (R-XP-7 usage, request results read it back); the total is Foundry's own.
  (roll.options as Record<string, unknown>).altherionPp = state;
  const content = await renderCard(PP_TEST_CARD_TEMPLATE, ppCardView(state));
  const messageData = { content, rolls: [roll], speaker: ChatMessage.getSpeaker({ actor }), sound: CONFIG.sounds.dice, flags: { altherion: { card: emptyCardState() } } };
  applyMessageMode(messageData, undefined);
  const message = await ChatMessage.create(messageData as never);
  return (message as ChatMessage.Implementation | undefined) ?? null;
}
