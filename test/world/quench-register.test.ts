import { beforeAll, describe, expect, it } from "vitest";
import type { Quench, QuenchBatchContext } from "@ethaks/fvtt-quench";
import { creationScene } from "../../src/testing/scenes/creation";
import { roundScene } from "../../src/testing/scenes/round";
import { arcScene } from "../../src/testing/scenes/arc";
import { tableRulesScene } from "../../src/testing/scenes/table-rules";
import { createTestWorld } from "./world";

// The Quench registration (src/testing/quench/register.ts) with a recording stand-in of Quench:
// which batches it declares, and that a scene batch holds one test per step of the same scene the
// test world plays (SCENES.md: one definition, two runners).
type Registered = { key: string; displayName?: string; tests: string[]; skipped: string[] };

function record(fn: (ctx: QuenchBatchContext) => void): Pick<Registered, "tests" | "skipped"> {
  const tests: string[] = [];
  const skipped: string[] = [];
  const test = Object.assign((name: string) => void tests.push(name), { skip: (name: string) => void skipped.push(name) });
  const ctx = {
    describe: (_name: string, body: () => void) => body.call({}),
    it: test, before: () => undefined, after: () => undefined, beforeEach: () => undefined, afterEach: () => undefined,
    assert: {}, expect: () => undefined,
  } as unknown as QuenchBatchContext;
  fn(ctx);
  return { tests, skipped };
}

describe("Quench batches altherion.*", () => {
  const registered: Registered[] = [];
  beforeAll(async () => {
    await createTestWorld(); // the batches import the system's modules, whose classes extend Foundry's
    const { registerQuenchBatches } = await import("../../src/testing/quench/register");
    // Batch names read as their keys while registering, then the world's game is put back for the next scene.
    const g = globalThis as Record<string, unknown>;
    const worldGame = g.game;
    g.game = { i18n: { localize: (k: string) => `«${k}»` } };
    const quench = {
      registerBatch: (key: string, fn: (ctx: QuenchBatchContext) => void, options?: { displayName?: string }) =>
        registered.push({ key, displayName: options?.displayName, ...record(fn) }),
    } as unknown as Quench;
    try { registerQuenchBatches(quench); } finally { g.game = worldGame; }
  });

  it("declares the system's batches, the v13/v14 compatibility batch among them, each named through i18n", () => {
    expect(registered.map((b) => b.key)).toEqual([
      "altherion.documents", "altherion.sheets", "altherion.rolls", "altherion.combat", "altherion.moral", "altherion.migration", "altherion.babele", "altherion.table",
      "altherion.creation", "altherion.spells", "altherion.compat", "altherion.modules", "altherion.table-rules",
      "altherion.scene.creation", "altherion.scene.round", "altherion.scene.arc",
    ]);
    expect(registered.find((b) => b.key === "altherion.sheets")?.displayName).toBe("«ALTHERION.Quench.Sheets»");
    for (const b of registered) expect(b.tests.length + b.skipped.length, b.key).toBeGreaterThan(0);
  });

  it("altherion.table-rules plays scene 5's steps, in order, then the change journal's two steps (a player's client, then the GM's)", () => {
    const batch = registered.find((b) => b.key === "altherion.table-rules");
    expect(batch?.displayName).toBe("«ALTHERION.Quench.TableRules»");
    expect(batch?.tests.slice(0, tableRulesScene.steps.length)).toEqual(tableRulesScene.steps.map((s) => s.name));
    expect(batch?.tests.slice(tableRulesScene.steps.length).map((n) => n.match(/^R-XP-3 \(run on (a player's|the GM's) client/)?.[1])).toEqual(["a player's", "the GM's"]);
  });

  it("a scene batch plays the scene's steps, in order, pending ones skipped", () => {
    for (const scene of [creationScene, roundScene, arcScene] as { id: string; steps: { name: string; pending?: string }[] }[]) {
      const batch = registered.find((b) => b.key === `altherion.scene.${scene.id}`);
      expect(batch?.tests, scene.id).toEqual(scene.steps.filter((s) => !s.pending).map((s) => s.name));
      expect(batch?.skipped.length, scene.id).toBe(scene.steps.filter((s) => s.pending).length);
    }
  });
});
