/**
 * What sheet buttons do, in one place: rolls go to the rolling engineer's workflow
 * (src/dice/test-workflow.ts `rollActorTest`), harm and rest to AltherionActor's methods, the
 * group Moral to src/moral/ (`requestMoralEvent`: through the active GM when the user does not
 * own the group), re-exported here for the sheets.
 */
import { rollActorTest } from "../../dice/test-workflow";
import type { RollTestSpec } from "../../dice/test-workflow";
export { requestMoralEvent, requestMoralEvents, resolveMembers } from "../../moral/index";

/** Every roll started from a sheet goes through here (shift skips the dialog, as Foundry's convention). */
export async function rollFromSheet(actor: Actor.Implementation, spec: RollTestSpec, event?: Event): Promise<void> {
  const skipDialog = !!(event as MouseEvent | undefined)?.shiftKey;
  await rollActorTest(actor, spec, { skipDialog });
}
