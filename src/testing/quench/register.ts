/**
 * Registers the `altherion.*` batches with Quench. This module and everything under
 * src/testing/quench/ reach the browser only through the dynamic import in the entry's
 * `quenchReady` listener: a world without Quench loads none of it (a separate chunk of the build).
 */
import type { Quench } from "@ethaks/fvtt-quench";
import { BATCHES } from "./batches";
import { SCENE_BATCHES } from "./scenes";
import { tableBatch } from "./table";
import { creationBatch } from "./creation";
import { spellsBatch } from "./spells";
import { compatBatch } from "./compat";
import { modulesBatch } from "./modules";
import { tableRulesBatch } from "./table-rules";

export function registerQuenchBatches(quench: Quench): void {
  for (const batch of [...BATCHES, tableBatch, creationBatch, spellsBatch, compatBatch, modulesBatch, tableRulesBatch, ...SCENE_BATCHES]) {
    quench.registerBatch(batch.key, batch.fn, { displayName: game.i18n?.localize(batch.label) ?? batch.key });
  }
}
