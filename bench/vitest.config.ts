// Vitest for the benchmarks that play on the test world (bench/*.world-bench.ts): they need Vitest as the test world
// does, and are not tests (never part of `npm test`). tools/bench.mjs runs each through this configuration.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["bench/**/*.world-bench.ts"],
    environment: "node",
    testTimeout: 3_600_000,
    hookTimeout: 120_000,
  },
});
