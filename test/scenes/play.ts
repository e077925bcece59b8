/**
 * Plays a scene (src/testing/scenes/) on a fresh test world: one Vitest test per step, in order,
 * sharing the scene's state. A pending step is skipped with the missing rule in its title.
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
    afterAll(async () => {
      await driver?.cleanup();
    });
    for (const step of scene.steps) {
      if (step.pending) it.skip(`${step.name} — pending: ${step.pending}`, () => undefined);
      else it(step.name, () => step.run(driver, state));
    }
  });
}
