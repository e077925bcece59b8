/**
 * What sheet buttons do, in one place: rolls go to the rolling engineer's workflow
 * (src/dice/test-workflow.ts `rollActorTest`), harm and rest to AltherionActor's methods, the
 * group Moral to src/moral/ (`requestMoralEvent`: through the active GM when the user does not
 * own the group), re-exported here for the sheets.
 */
import { rollActorTest } from "../../dice/test-workflow";
import type { RollTestSpec } from "../../dice/test-workflow";
export { requestMoralEvent, requestMoralEvents, resolveMembers } from "../../moral/index";

/** Every roll started from a sheet goes through here (the configured skip key, held, skips the dialog). */
export async function rollFromSheet(actor: Actor.Implementation, spec: RollTestSpec): Promise<void> {
  await rollActorTest(actor, spec);
}
