import type { Request } from "@playwright/test";
import { findBookablePhysician, journeySlot } from "../support/booking-journey.ts";
import { EXAMPLE_BASE_PATH, embedHostPort, startEmbedHost } from "../support/embed-host-server.ts";
import { expect, test } from "../support/fixtures.ts";

const COIDS = "09001;09002;09003;09004;09005;09006";

/**
 * docs/examples/embed-host.html served by a host on ANOTHER ORIGIN (another port), embedding the app
 * with its one script tag: the app mounts, searches, and holds a time, every call going to the app's
 * origin. One test per project, since each project's host has its own port.
 */
test("a host page on another origin embeds the app: search, results and a hold, all calls to the app's origin", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(90_000);
  const appOrigin = new URL(String(testInfo.project.use.baseURL)).origin;
  const host = await startEmbedHost(embedHostPort(Number(new URL(appOrigin).port), testInfo.project.name), appOrigin);
  try {
    const { physician } = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 9));
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));

    await page.goto(`${host.origin}${EXAMPLE_BASE_PATH}/`);
    // The start route, under the host page's path as basePath.
    await expect(page).toHaveURL(`${host.origin}${EXAMPLE_BASE_PATH}/physicians`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Example Hospital" })).toBeVisible();
    // The app's stylesheet came from the app's origin and applies inside the host page.
    expect(
      await page.evaluate(
        `[...document.styleSheets].some((sheet) => (sheet.href ?? "").startsWith(${JSON.stringify(`${appOrigin}/assets/`)}))`,
      ),
    ).toBe(true);
    await checkAccessibility();

    const keywords = page.getByRole("combobox", { name: /Doctor, condition, or/ });
    await keywords.fill(physician.physicianLastName);
    await keywords.press("Escape");
    await page.getByRole("button", { name: "Find a Doctor" }).click();
    const disclosure = page.getByRole("alertdialog", { name: 'You must select "I Understand" to see results' });
    await expect(disclosure).toBeVisible();
    await disclosure.getByRole("button", { name: "I Understand" }).click();

    await expect(page).toHaveURL(new RegExp(`^${host.origin}${EXAMPLE_BASE_PATH}/physicians/listing\\?`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for ${physician.physicianLastName}`);
    const card = page
      .locator("ol.results-list > li")
      .filter({ hasText: physician.physicianFirstName })
      .filter({ hasText: physician.physicianLastName })
      .first();
    await expect(card).toBeVisible();
    await checkAccessibility();

    // A hold is a credentialed JSON POST across origins: preflight, then the answer and its cookie.
    const time = card.getByRole("button", { name: /^\d{1,2}:\d{2}[ap], / }).last();
    await expect(time).toBeVisible();
    const hold = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/hold"));
    await time.click();
    const answer = await hold;
    expect(answer.url().startsWith(`${appOrigin}/`)).toBe(true);
    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`^${host.origin}${EXAMPLE_BASE_PATH}/physicians\\?urlTitle=`));
    const cookies = await page.context().cookies(`${appOrigin}/fadmaa/appointment/hold`);
    expect(cookies.map((cookie) => cookie.name)).toContain("fad_holder");

    // Every call and file of the app went to the app's origin; the host served only its own page.
    const appRequests = requests.filter((request) => /\/(fadmaa|assets)\//.test(new URL(request.url()).pathname));
    expect(appRequests.length).toBeGreaterThan(5);
    expect(appRequests.filter((request) => !request.url().startsWith(`${appOrigin}/`)).map((r) => r.url())).toEqual([]);
    // (The browser asks any page's origin for /favicon.ico by itself.)
    const hostFiles = host.requests.filter((path) => !path.startsWith(EXAMPLE_BASE_PATH) && path !== "/favicon.ico");
    expect(hostFiles).toEqual([]);
  } finally {
    await host.close();
  }
});
