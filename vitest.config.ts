// First: the run plays at FAD_TEST_NOW when it is set, and every test process inherits its anchor
// (docs/decisions.md 61); each project's setup file shifts the Date of its own processes.
import "./packages/test-clock/src/register.ts";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/contracts", "packages/test-clock", "apps/server", "apps/web", "bench", "e2e"],
  },
});
