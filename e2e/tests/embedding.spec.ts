import type { Page, Request, Response } from "@playwright/test";
import {
  answerQuestions,
  calendarRegion,
  fillPatientForm,
  findBookablePhysician,
  journeySlot,
  openSlots,
  revealFirstTime,
  timeButtons,
} from "../support/booking-journey.ts";
import { EXAMPLE_BASE_PATH, embedHostPort, startEmbedHost } from "../support/embed-host-server.ts";
import { expect, test } from "../support/fixtures.ts";

const COIDS = "09001;09002;09003;09004;09005;09006";
const HOLDER_HEADER = "x-fad-holder";

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
/** The hold (POST) and book answers; a release is a DELETE on the hold's path. */
const isHold = (response: Response) =>
  response.url().endsWith("/fadmaa/appointment/hold") && response.request().method() === "POST";
const isBook = (response: Response) => response.url().endsWith("/fadmaa/appointment/book");
/** "9:00a, Monday, November 23" → "09:00", as the hold's body gives the time. */
function hhmm(name: string): string {
  const [, hours = "0", minutes = "00", half = "a"] = /^(\d{1,2}):(\d{2})([ap])/.exec(name) ?? [];
  const hour = (Number(hours) % 12) + (half === "p" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

/**
 * docs/examples/embed-host.html served by a host on ANOTHER SITE (localhost, the app being on
 * 127.0.0.1), embedding the app with its one script tag: the app mounts, searches, holds a time, holds
 * another, and books, every call going to the app's origin. The app's SameSite=Lax holder cookie does
 * not travel from another site, so the holder is the token the app keeps in memory and sends in
 * X-Fad-Holder (decision 90). One test per project, since each project's host has its own port.
 */
test("a host page on another site embeds the app: search, results, a hold, another hold and a booking, all through the holder token", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(150_000);
  const appOrigin = new URL(String(testInfo.project.use.baseURL)).origin;
  const host = await startEmbedHost(embedHostPort(Number(new URL(appOrigin).port), testInfo.project.name), appOrigin);
  try {
    const { physician, calendarId, type } = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 9));
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

    // A hold is a credentialed JSON POST across sites: preflight, the holder call first, then the hold
    // with the holder token in its header; no cookie goes with it.
    // The card's first days may hold no time (a holiday weekend): reach one as a visitor would.
    await revealFirstTime(card);
    const time = timeButtons(card).last();
    await expect(time).toBeVisible();
    const firstName = await time.getAttribute("aria-label");
    const hold = page.waitForResponse(isHold);
    await time.click();
    const answer = await hold;
    expect(answer.url().startsWith(`${appOrigin}/`)).toBe(true);
    expect(answer.status()).toBe(200);
    const firstHeaders = await answer.request().allHeaders();
    const token = firstHeaders[HOLDER_HEADER];
    expect(token).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
    expect(firstHeaders.cookie ?? "").not.toContain("fad_holder");
    const firstHeld = answer.request().postDataJSON() as { appointmentId: string; date: string; startTime: string };
    await expect(page).toHaveURL(new RegExp(`^${host.origin}${EXAMPLE_BASE_PATH}/physicians\\?urlTitle=`));

    // On the booking page: another time, held by the same holder (the token), which lets the first go.
    await answerQuestions(page, type);
    if (isMobile(page)) await page.getByRole("button", { name: "Next", exact: true }).click();
    await revealFirstTime(page);
    const names = await timeButtons(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
    const otherName = names.find((name) => name !== firstName);
    if (!otherName) throw new Error("no other time shown");
    const rehold = page.waitForResponse(
      (response) =>
        isHold(response) && (response.request().postDataJSON() as { startTime: string }).startTime === hhmm(otherName),
    );
    await calendarRegion(page).getByRole("button", { name: otherName, exact: true }).click();
    const second = await rehold;
    expect(second.status()).toBe(200);
    const secondHeaders = await second.request().allHeaders();
    expect(secondHeaders[HOLDER_HEADER]).toBe(token);
    expect(secondHeaders.cookie ?? "").not.toContain("fad_holder");
    await expect(calendarRegion(page)).toBeVisible();
    // The first time is offered again: the server knew both holds were one holder's.
    const open = await openSlots(page.request, calendarId, type.code);
    expect(open.some((slot) => slot.day === firstHeld.date && slot.startTime === firstHeld.startTime)).toBe(true);
    await checkAccessibility();

    // And books, the token going with the book call too.
    await (isMobile(page)
      ? page.getByRole("button", { name: "Next", exact: true })
      : page.getByRole("button", { name: "Continue", exact: true })
    ).click();
    await expect(page.getByRole("heading", { name: "Patient Information" })).toBeVisible();
    await fillPatientForm(page, { dateOfBirthDigits: "01021985", minor: false });
    await page.getByRole("textbox", { name: /^Email/ }).fill("maria@example.com");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Please review and confirm your information").first()).toBeVisible();
    await checkAccessibility();
    const booked = page.waitForResponse(isBook);
    await page.getByRole("button", { name: isMobile(page) ? "Confirm Appointment" : "Book Appointment" }).click();
    const bookAnswer = await booked;
    expect(bookAnswer.status()).toBe(200);
    expect((await bookAnswer.request().allHeaders())[HOLDER_HEADER]).toBe(token);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Appointment Confirmed");
    await expect(page).toHaveURL(new RegExp(`^${host.origin}${EXAMPLE_BASE_PATH}/physicians/confirmation/`));
    await checkAccessibility();
    // No holder cookie was ever kept for the app's site: the token alone named the holder.
    const cookies = await page.context().cookies(`${appOrigin}/fadmaa/appointment/hold`);
    expect(cookies.map((cookie) => cookie.name)).not.toContain("fad_holder");

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
