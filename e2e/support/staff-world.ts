import { createServer } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startTestSmtpServer, type TestSmtpServer } from "../../apps/server/src/testing/smtp-server.ts";
import { expect, test as journeyTest } from "./fixtures.ts";
import { type ServerBehindFaultProxy, startServerBehindFaultProxy } from "./server-behind-fault-proxy.ts";

/** The staff console's journeys (issue 33): their own server per worker and the demo accounts' sign-in. */

export const DEMO_PASSWORD = "demo-staff-only";

export interface StaffWorld {
  server: ServerBehindFaultProxy;
  smtp: TestSmtpServer;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Issue 33: the staff console through the real development identity provider (oidc-provider, started
 * by the server beside itself: no mocked sign-in). Its own server per worker, on PGlite over the wire,
 * or on PostgreSQL with TEST_DATABASE_URL; its emails go to this test's SMTP server.
 */
export const test = journeyTest.extend<object, { world: StaffWorld }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const smtp = await startTestSmtpServer();
      const port = await freePort();
      const server = await startServerBehindFaultProxy({
        postgresUrl: process.env.TEST_DATABASE_URL,
        logPath: path.join(workerInfo.project.outputDir, `staff-server-${workerInfo.project.name}.log`),
        env: {
          PORT: String(port),
          FAD_STAFF_DEV_PROVIDER_PORT: String(await freePort()),
          FAD_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          FAD_PUBLIC_URL: `http://127.0.0.1:${port}`,
        },
      });
      await use({ server, smtp });
      await server.stop();
      await smtp.close();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ world }, use) => use(world.server.baseURL),
});

/** Signs in on the provider's own page as a demo account, from the console's sign-in. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto("/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByText(`Signed in as`)).toBeVisible();
}

export { expect };
