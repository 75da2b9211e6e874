// First: every process of the run (this runner, its workers, the servers they start) plays at FAD_TEST_NOW
// when it is set (docs/decisions.md 61).
import "@fad/test-clock/register";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { STAFF_POSTGRES_PROJECT } from "./support/projects.ts";
import type { ServerLogReporterOptions } from "./support/server-log-reporter.ts";

const PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * Where start-e2e-server.sh writes the shared server's output. Not in the output folder, which a run
 * clears (another run's too, in the same checkout); the port in the name keeps parallel runs apart.
 */
const SERVER_LOG = path.resolve(
  process.env.E2E_SERVER_LOG ?? path.join(import.meta.dirname, "server-logs", `server-${PORT}.log`),
);

/**
 * Journeys in Debian's Chromium against the real server on a fresh embedded database
 * (see start-e2e-server.sh), at the desktop and mobile sizes of DESIGN.md.
 */
export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ["list"],
    ["./support/run-moment-reporter.ts"],
    ["./support/server-log-reporter.ts", { logPath: SERVER_LOG } satisfies ServerLogReporterOptions],
  ],
  // axe on a results page (ten cards with their calendars) alone can take 25–35 s on a loaded 2-core
  // machine; a journey that searches, sorts and checks then needs more than 30 s without being wrong.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    // The staff console's journeys run on PGlite under "desktop" and again here on PostgreSQL (issue 33
    // asks for both databases); the console is a desktop tool, so no phone project runs them.
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: STAFF_POSTGRES_PROJECT,
            testMatch: /staff-[a-z-]+\.spec\.ts$/,
            use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
          },
        ]
      : []),
    {
      name: "mobile",
      // Journeys tagged @desktop are about what only a desktop layout has (before-hydration.spec.ts).
      grepInvert: /@desktop/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: "bash start-e2e-server.sh",
    url: `http://127.0.0.1:${PORT}/fadmaa/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The script writes the server's output to SERVER_LOG (the reporter prints its tail on a failure)
    // and passes its errors on here too.
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(PORT), E2E_SERVER_LOG: SERVER_LOG },
  },
});
