import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    environment: "node",
    setupFiles: ["@fad/test-clock/register"],
    // PGlite starts a WebAssembly PostgreSQL per test file; seeding and migrating take seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
