import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test as journeyTest } from "./fixtures.ts";
import { type MailWorld, startMailWorld } from "./mail-world.ts";
import { STAFF_POSTGRES_PROJECT } from "./projects.ts";

/** The staff console's journeys (issue 33): their own server per worker and the demo accounts' sign-in. */

export const DEMO_PASSWORD = "demo-staff-only";

export type StaffWorld = MailWorld;

/**
 * Issue 33: the staff console through the real development identity provider (oidc-provider, started
 * by the server beside itself: no mocked sign-in). Its own server per worker, on PGlite over the wire,
 * and again on PostgreSQL (TEST_DATABASE_URL) under the STAFF_POSTGRES_PROJECT; its emails go to this
 * test's SMTP server. The provider binds any free port (mail-world.ts says why).
 */
export const test = journeyTest.extend<object, { world: StaffWorld }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const world = await startMailWorld({
        // PGlite under "desktop"; PostgreSQL under the project that runs these journeys again on it.
        postgresUrl: workerInfo.project.name === STAFF_POSTGRES_PROJECT ? process.env.TEST_DATABASE_URL : undefined,
        logPath: path.join(workerInfo.project.outputDir, `staff-server-${workerInfo.project.name}.log`),
      });
      await use(world);
      await world.stop();
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
