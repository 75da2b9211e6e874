import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  type AppType,
  answerQuestions,
  calendarRegion,
  chooseFirstTime,
  fillPatientForm,
  findBookablePhysician,
  journeySlot,
  openSlots,
  timeButtons,
  variantCoids,
} from "../support/booking-journey.ts";
import { expect, playAtRunMoment, test } from "../support/fixtures.ts";
import { waitForHydration } from "../support/server-render.ts";

const COIDS = "09001;09002;09003;09004;09005;09006";
/** Set to a folder to keep screenshots of each step (looked at by hand). */
const SHOTS = process.env.BOOKING_SHOTS_DIR;

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function screenshot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/${name}-${isMobile(page) ? "mobile" : "desktop"}.png`, fullPage: true });
}

/** A modal by its title, whether it is a dialog or an alert dialog. */
const modal = (page: Page, name: string) =>
  page.getByRole("alertdialog", { name }).or(page.getByRole("dialog", { name }));

/** The mobile header's Next; desktop has its own Continue under step 1. */
const headerNext = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

/** Step 1 on desktop, steps 1 and 2 on mobile: answers the questions and holds the first time shown. */
async function holdFirstTime(page: Page, type: AppType, checkAccessibility?: () => Promise<void>): Promise<string> {
  await answerQuestions(page, type);
  await checkAccessibility?.();
  if (isMobile(page)) {
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await headerNext(page).click();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
  }
  const chosen = await chooseFirstTime(page);
  return chosen;
}

async function continueToPatientForm(page: Page) {
  await (isMobile(page) ? headerNext(page) : page.getByRole("button", { name: "Continue", exact: true })).click();
  await expect(page.getByRole("heading", { name: "Patient Information" })).toBeVisible();
}

test("a new adult patient books from the booking page; the calendar file holds the booking", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const { physician, calendarId, type } = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 0));
  await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
  await expect(page.getByText(physician.physicianLastName).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

  await holdFirstTime(page, type, checkAccessibility);
  await expect(page).toHaveURL(/[?&]appt_id=/);
  await screenshot(page, "booking-step-1");
  await checkAccessibility();

  await continueToPatientForm(page);
  await fillPatientForm(page, { dateOfBirthDigits: "01021985", minor: false });
  await page.getByRole("textbox", { name: /^Email/ }).fill("maria@example.com");
  await screenshot(page, "booking-step-2");
  await checkAccessibility();
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  await expect(page.getByText("Please review and confirm your information").first()).toBeVisible();
  await expect(page.getByText("(615) 555-0123")).toBeVisible();
  await expect(page.getByText(type.friendlyName2).first()).toBeVisible();
  await screenshot(page, "booking-step-3");
  await checkAccessibility();

  const booked = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/book"));
  await page.getByRole("button", { name: isMobile(page) ? "Confirm Appointment" : "Book Appointment" }).click();
  const answer = await booked;
  expect(answer.status()).toBe(200);
  const result = (await answer.json()).result as {
    bookingId: string;
    minutes: number;
    appointment: { start: string; day: string; startTime: string };
  };

  await expect(page).toHaveURL(/\/physicians\/confirmation\/\?booking=FAD-[0-9A-Z-]+#token=[\w-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Appointment Confirmed");
  await expect(page.getByText(result.bookingId).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Print Confirmation" })).toHaveCount(isMobile(page) ? 0 : 1);
  await screenshot(page, "booking-confirmation");
  await checkAccessibility();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add to Calendar" }).click();
  const file = await readFile((await (await download).path()) as string, "utf8");
  expect(file.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(file).toContain(`UID:${result.bookingId}`);
  const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const start = new Date(result.appointment.start);
  const end = new Date(start.getTime() + result.minutes * 60_000);
  expect(file).toContain(`DTSTART:${stamp(start.toISOString())}`);
  expect(file).toContain(`DTEND:${stamp(end.toISOString())}`);
  expect(file.trimEnd().endsWith("END:VCALENDAR")).toBe(true);

  // The booking is in the database: its time is no longer offered.
  const open = await openSlots(page.request, calendarId, type.code);
  const booking = result.appointment;
  expect(open.some((slot) => slot.day === booking.day && slot.startTime === booking.startTime)).toBe(false);
});

test("psg: a minor is booked after the 15-minute hold notice, with a parent named", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const coids = await variantCoids(page.request, "psg");
  const { physician, type } = await findBookablePhysician(page.request, coids, journeySlot(testInfo, 1));
  await page.goto(`/variants/psg/physicians?urlTitle=${physician.urlTitle}`);
  await answerQuestions(page, type);
  if (isMobile(page)) await headerNext(page).click();
  await timeButtons(page)
    .first()
    .or(page.getByRole("button", { name: "Go To Next Appointment" }))
    .waitFor();
  await chooseFirstTime(page);
  const notice = modal(page, "Your appointment time will be held for 15 minutes");
  await expect(notice).toBeVisible();
  await checkAccessibility();
  await notice.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/[?&]appt_id=/);

  await continueToPatientForm(page);
  await fillPatientForm(page, { dateOfBirthDigits: "03042015", minor: true });
  await expect(page.getByRole("textbox", { name: /^Date of Birth/ })).toHaveValue("03/04/2015");
  await checkAccessibility();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Ana O'Neil")).toBeVisible();
  await expect(page.getByText("Mother")).toBeVisible();
  await page.getByRole("button", { name: isMobile(page) ? "Confirm Appointment" : "Book Appointment" }).click();
  await expect(page).toHaveURL(/\/variants\/psg\/physicians\/confirmation\/\?booking=FAD-[0-9A-Z-]+#token=[\w-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Appointment Confirmed");
  await checkAccessibility();
});

test("two visitors race for one time: the loser is told it is no longer available", async ({
  page,
  browser,
}, testInfo) => {
  const { physician, type } = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 2));
  const otherContext = await browser.newContext({ viewport: page.viewportSize() });
  await playAtRunMoment(otherContext);
  const other = await otherContext.newPage();
  try {
    for (const visitor of [page, other]) {
      await visitor.goto(`/physicians?urlTitle=${physician.urlTitle}`);
      // The second visitor's page is not the fixture's, whose goto waits for this itself.
      await waitForHydration(visitor);
      await answerQuestions(visitor, type);
      if (isMobile(visitor)) await headerNext(visitor).click();
      await expect(
        timeButtons(visitor)
          .first()
          .or(visitor.getByRole("button", { name: "Go To Next Appointment" })),
      ).toBeVisible();
    }
    const chosen = await chooseFirstTime(page);
    await expect(page).toHaveURL(/[?&]appt_id=/);
    // The other visitor still sees the time (loaded before the hold) and chooses it.
    const next = other.getByRole("button", { name: "Go To Next Appointment" });
    if (await next.isVisible()) await next.click();
    await other.getByRole("button", { name: chosen, exact: true }).click();
    const gone = modal(other, "Appointment is no longer available");
    await expect(gone).toBeVisible();
    await expect(gone).toContainText("We are redirecting your screen to give you the most up-to-date times.");
    await gone.getByRole("button", { name: "Refresh" }).click();
    await expect(gone).toHaveCount(0);
    await expect(other.getByRole("button", { name: chosen, exact: true })).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});

test("the session timer warns at 10 minutes and releases the time at 15, driven by a controlled clock", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const { physician, type } = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 3));
  await page.clock.install();
  await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
  await holdFirstTime(page, type);
  await expect(page).toHaveURL(/[?&]appt_id=/);

  await page.clock.fastForward("10:00");
  const warning = modal(page, "5 Minutes Remaining to Complete Booking Your Appointment");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    "Please complete booking within 5 minutes. After 5 minutes, the appointment time will be released to others.",
  );
  await checkAccessibility();
  await warning.getByRole("button", { name: "OK" }).click();
  await expect(warning).toHaveCount(0);

  await page.clock.fastForward("05:00");
  const released = modal(page, "Your Appointment Time Has Been Released");
  await expect(released).toBeVisible();
  await expect(released.getByRole("button", { name: "Back to Times" })).toBeVisible();
  await expect(released.getByRole("button", { name: /Back to (Doctor Profile|Results)/ })).toBeVisible();
  await checkAccessibility();
  await released.getByRole("button", { name: "Back to Times" }).click();
  await expect(released).toHaveCount(0);
  // Focus is not lost with the step the modal opened over: it goes to the times (a keyboard user goes on).
  const timesSection = page.getByRole("region", { name: "Select an Appointment Time" });
  await expect(timesSection).toBeFocused();
  // Back on step 1 with the slots loaded again and nothing held.
  if (isMobile(page)) await expect(page.getByText(/Step [12] of 4/)).toBeVisible();
  await expect(page).not.toHaveURL(/appt_id=/);
});

/**
 * Keep my time (issue 9, WCAG 2.2.1; decision 49). Playwright's clock moves only the browser's timer;
 * the server's hold lives in real time, so the renewal and the booking happen in real time and only the
 * browser's checks are fast-forwarded.
 */
const KEEP_TIME = "Keep my time for another 15 minutes";
const WARNING_TITLE = "5 Minutes Remaining to Complete Booking Your Appointment";
/** MIN_BOOKING_FILL_SECONDS of the contracts (3 s), with a margin. */
const MIN_FILL_MS = 3_500;

test("keep my time: the warning renews the hold, the timer counts again from the renewal, then releases", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const { physician, type } = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 10));
  await page.clock.install();
  await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
  await holdFirstTime(page, type);
  await expect(page).toHaveURL(/[?&]appt_id=/);
  // Where the visitor is when the warning interrupts: focus comes back here once it closes.
  const continueButton = isMobile(page)
    ? headerNext(page)
    : page.getByRole("button", { name: "Continue", exact: true });
  await continueButton.focus();
  await expect(continueButton).toBeFocused();

  await page.clock.fastForward("10:00");
  const warning = modal(page, WARNING_TITLE);
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("button", { name: KEEP_TIME })).toBeVisible();
  await screenshot(page, "keep-time-warning");
  await checkAccessibility();
  const renewed = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/hold/renew"));
  await warning.getByRole("button", { name: KEEP_TIME }).click();
  const answer = await renewed;
  expect(answer.status()).toBe(200);
  const result = (await answer.json()).result as { renewals: number; renewalsLeft: number; holdExpiresAt: string };
  expect(result).toMatchObject({ renewals: 1, renewalsLeft: 9 });
  await expect(warning).toHaveCount(0);
  await expect(page.getByText(/^Your time is held until \d{1,2}:\d{2}\s[AP]M\.$/)).toBeVisible();
  await expect(continueButton).toBeFocused();

  // 15 minutes after the hold, 5 after the renewal: nothing is released.
  await page.clock.fastForward("05:00");
  await expect(modal(page, "Your Appointment Time Has Been Released")).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]appt_id=/);
  // 10 minutes after the renewal: the warning again, still offering to keep the time.
  await page.clock.fastForward("05:00");
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("button", { name: KEEP_TIME })).toBeVisible();
  await warning.getByRole("button", { name: "OK" }).click();
  await expect(warning).toHaveCount(0);
  // 15 minutes after the renewal: released.
  await page.clock.fastForward("05:00");
  const released = modal(page, "Your Appointment Time Has Been Released");
  await expect(released).toBeVisible();
  await released.getByRole("button", { name: "Back to Times" }).click();
  await expect(page).not.toHaveURL(/appt_id=/);
});

test("keep my time: a renewed hold is booked", async ({ page }, testInfo) => {
  const { physician, type } = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 11));
  await page.clock.install();
  await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
  await holdFirstTime(page, type);
  const heldAt = Date.now();
  await expect(page).toHaveURL(/[?&]appt_id=/);
  await page.clock.fastForward("10:00");
  const warning = modal(page, WARNING_TITLE);
  const renewed = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/hold/renew"));
  await warning.getByRole("button", { name: KEEP_TIME }).click();
  expect((await renewed).status()).toBe(200);
  await expect(warning).toHaveCount(0);

  await continueToPatientForm(page);
  await fillPatientForm(page, { dateOfBirthDigits: "05061975", minor: false });
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Please review and confirm your information").first()).toBeVisible();
  // The server refuses a book sooner than a person could make it after the hold (decision 47's
  // minimum fill time, in real time); the fast-forwarded browser clock does not move the server's.
  await page.waitForTimeout(Math.max(0, heldAt + MIN_FILL_MS - Date.now()));
  const booked = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/book"));
  await page.getByRole("button", { name: isMobile(page) ? "Confirm Appointment" : "Book Appointment" }).click();
  expect((await booked).status()).toBe(200);
  await expect(page).toHaveURL(/\/physicians\/confirmation\/\?booking=FAD-[0-9A-Z-]+#token=[\w-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Appointment Confirmed");
});

test("a booking whose hold was released meanwhile shows the booking-error modal", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const { physician, calendarId, type } = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 4));
  await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
  await holdFirstTime(page, type);
  await continueToPatientForm(page);
  await fillPatientForm(page, { dateOfBirthDigits: "07301970", minor: false });
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("(615) 555-0123")).toBeVisible();

  // The same visitor (same holder cookie) holds another time: the server releases the first hold.
  const other = (await openSlots(page.request, calendarId, type.code)).at(-1);
  if (!other) throw new Error("no other open time");
  const hold = await page.request.post("/fadmaa/appointment/hold", {
    data: {
      appointmentId: other.appointmentId,
      appointmentTypeId: type.code,
      calendarId,
      startTime: other.startTime,
      duration: other.duration,
      date: other.day,
      providerLocationId: calendarId,
    },
  });
  expect(hold.status()).toBe(200);

  await page.getByRole("button", { name: isMobile(page) ? "Confirm Appointment" : "Book Appointment" }).click();
  const failure = modal(page, "Sorry, something went wrong with your request");
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("released");
  await checkAccessibility();
  await failure.getByRole("button", { name: "Okay" }).click();
  await expect(failure).toHaveCount(0);
  // The time is gone: the visitor is taken back to choose another, nothing held, the details kept.
  await expect(page).not.toHaveURL(/appt_id=/);
  if (isMobile(page)) {
    // Back on step 1 with its answers kept: Next leads straight to the times.
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await headerNext(page).click();
  }
  await expect(calendarRegion(page)).toBeVisible();
  await chooseFirstTime(page);
  await expect(page).toHaveURL(/[?&]appt_id=/);
  await continueToPatientForm(page);
  await expect(page.getByRole("textbox", { name: /^Phone Number/ })).toHaveValue("615-555-0123");
});
