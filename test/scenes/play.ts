/**
 * Plays a scene (src/testing/scenes/) on a fresh test world: one Vitest test per step, in order,
 * sharing the scene's state. A pending step still plays (later steps need what it does), its
 * failure is reported as a skip with the missing rule in the title, and it fails the run once it
 * passes, so its mark is removed as soon as the mechanic is in play.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Scene } from "../../src/testing/scenes/scene";
import { WorldDriver } from "../world/driver";
import { createTestWorld, type WorldOptions } from "../world/world";

export function playScene<S>(scene: Scene<S>, options: WorldOptions = {}, label = ""): void {
  describe(`${scene.title}${label}`, () => {
    let driver: WorldDriver;
    const state = scene.state();
    beforeAll(async () => {
      driver = new WorldDriver(await createTestWorld(options));
    });
    let failedUnderScenePending = 0;
    afterAll(async () => {
      await driver?.cleanup();
      if (scene.pending && !failedUnderScenePending) throw new Error(`every step of this pending scene passes now: remove its mark (${scene.pending})`);
    });
    for (const step of scene.steps) {
      if (!step.pending && scene.pending) {
        it(step.name, async (ctx) => {
          const passed = await step.run(driver, state).then(() => true, () => false);
          if (passed) return;
          failedUnderScenePending += 1;
          ctx.skip(`pending scene: ${scene.pending}`);
        });
        continue;
      }
      if (!step.pending) {
        it(step.name, () => step.run(driver, state));
        continue;
      }
      it(`${step.name} — pending: ${step.pending}`, async (ctx) => {
        const passed = await step.run(driver, state).then(() => true, () => false);
        if (passed) throw new Error(`this pending step passes now: remove its mark (${step.pending})`);
        ctx.skip();
      });
    }
  });
}
