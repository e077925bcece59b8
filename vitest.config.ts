import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    reporters: ["default", "./test/summary-reporter.ts"],
    testTimeout: 20_000,
    coverage: {
      provider: "v8",
      include: ["src/rules/**/*.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
