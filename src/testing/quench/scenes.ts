/**
 * The scenes of src/testing/scenes/ as Quench batches `altherion.scene.<id>`: the same steps the
 * test world plays under Vitest, here on the real world through QuenchDriver, one test per step.
 */
import type { Scene } from "../scenes/scene";
import { creationScene } from "../scenes/creation";
import { roundScene } from "../scenes/round";
import { arcScene } from "../scenes/arc";
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";
import { QuenchDriver } from "./driver";
import type { Batch, Skippable } from "./world";

/**
 * A scene's steps as one Quench suite, one test per step on a QuenchDriver. `gmOnly`: on a player's client every
 * step is skipped (a scene's creatures are the GM's to create), for a batch a player's client runs for its own steps.
 */
export function sceneSuite<S>({ describe, it, before, after }: Pick<QuenchBatchContext, "describe" | "it" | "before" | "after">, scene: Scene<S>, { gmOnly = false } = {}): void {
  describe(scene.title, function () {
    let driver: QuenchDriver;
    const state = scene.state();
    before(() => { driver = new QuenchDriver(); });
    after(() => driver?.cleanup());
    for (const step of scene.steps) {
      if (step.pending) it.skip(`${step.name} — pending: ${step.pending}`);
      else it(step.name, function (this: Skippable) {
        if (gmOnly && !game.user?.isGM) this.skip();
        return step.run(driver, state);
      });
    }
  });
}

function sceneBatch<S>(scene: Scene<S>): Batch {
  return { key: `altherion.scene.${scene.id}`, label: scene.title, fn: (ctx) => sceneSuite(ctx, scene) };
}

export const SCENE_BATCHES: readonly Batch[] = [sceneBatch(creationScene), sceneBatch(roundScene), sceneBatch(arcScene)];
