/**
 * The scenes of src/testing/scenes/ as Quench batches `altherion.scene.<id>`: the same steps the
 * test world plays under Vitest, here on the real world through QuenchDriver, one test per step.
 */
import type { Scene } from "../scenes/scene";
import { creationScene } from "../scenes/creation";
import { roundScene } from "../scenes/round";
import { arcScene } from "../scenes/arc";
import { QuenchDriver } from "./driver";
import type { Batch } from "./world";

function sceneBatch<S>(scene: Scene<S>): Batch {
  return {
    key: `altherion.scene.${scene.id}`,
    label: scene.title,
    fn: ({ describe, it, before, after }) => {
      describe(scene.title, function () {
        let driver: QuenchDriver;
        const state = scene.state();
        before(() => { driver = new QuenchDriver(); });
        after(() => driver?.cleanup());
        for (const step of scene.steps) {
          if (step.pending) it.skip(`${step.name} — pending: ${step.pending}`);
          else it(step.name, () => step.run(driver, state));
        }
      });
    },
  };
}

export const SCENE_BATCHES: readonly Batch[] = [sceneBatch(creationScene), sceneBatch(roundScene), sceneBatch(arcScene)];
