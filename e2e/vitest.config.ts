import { defineProject } from "vitest/config";

/** The e2e support code's own unit tests (support/*.test.ts); the journeys themselves are Playwright's (tests/). */
export default defineProject({
  test: {
    name: "e2e-support",
    environment: "node",
    include: ["support/**/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
