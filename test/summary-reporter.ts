import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints one plain closing line, `N passed, N failed, N skipped`, that CI can read.
 * A test file that fails to import (no test collected, module failed) counts as one failure.
 * The skipped tests of test/browser/ are also counted apart, `(N browser)`, for `npm test`'s closing line.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    let browserSkipped = 0;
    for (const mod of testModules) {
      const browser = mod.moduleId.includes("/test/browser/");
      let count = 0;
      for (const test of mod.children.allTests()) {
        count++;
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else {
          skipped++;
          if (browser) browserSkipped++;
        }
      }
      if (count === 0 && mod.state() === "failed") failed++;
    }
    process.stdout.write(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped (${browserSkipped} browser)\n`);
  }
}
