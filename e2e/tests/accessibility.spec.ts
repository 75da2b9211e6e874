import type { Locator, Page } from "@playwright/test";
import { findPhysicianFromTheEnd } from "../support/accessibility-physicians.ts";
import {
  axeOutcomes,
  expectAnnounced,
  expectNoHorizontalScroll,
  recordAnnouncements,
} from "../support/accessibility-probes.ts";
import {
  answerQuestions,
  calendarRegion,
  chooseFirstTime,
  fillPatientForm,
  openSlots,
  timeButtons,
} from "../support/booking-journey.ts";
import { expect, test } from "../support/fixtures.ts";

/**
 * Issue 9's accessibility proof for what the journeys do not already check: the screens and modals no
 * other spec runs axe on, the axe rules for target size and contrast really running, reflow at 320 px
 * and at 200 % zoom, and the spec's announcements going through live regions.
 */

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const headerNext = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: 'window.sessionStorage.setItem("dshs agreement", "true");' });
});

/** Opens the booking page and answers step 1; on phones moves on to step 2 (location and times). */
async function openBookingStep(page: Page, urlTitle: string, answer: () => Promise<void>) {
  await page.goto(`/physicians?urlTitle=${urlTitle}`);
  await answer();
  if (isMobile(page)) {
    await headerNext(page).click();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
  }
  await expect(
    timeButtons(page)
      .first()
      .or(page.getByRole("button", { name: "Go To Next Appointment" })),
  ).toBeVisible();
}

test("booking step 1: the location map modal and the hold-error modal pass axe", async ({
  page,
  request,
  checkAccessibility,
}, testInfo) => {
  const { physician, type, calendarId } = await findPhysicianFromTheEnd(page.request, {
    slot: testInfo.project.name === "mobile" ? 3 : 2,
    severalLocations: true,
  });
  await openBookingStep(page, physician.urlTitle, () => answerQuestions(page, type));

  const change = page.getByRole("button", { name: /^Change Location \(\d+\)$/ });
  await change.click();
  const locations = page.getByRole("dialog", { name: "Choose a Location" });
  await expect(locations.getByRole("listitem")).toHaveCount(physician.providerLocations.length);
  await checkAccessibility();
  await page.keyboard.press("Escape");
  await expect(locations).toBeHidden();
  await expect(change).toBeFocused();

  // Another visitor (the test's own request context, with its own holder cookie) takes the first time shown.
  const next = calendarRegion(page).getByRole("button", { name: "Go To Next Appointment" });
  if (await next.isVisible()) await next.click();
  const first = timeButtons(page).first();
  const name = (await first.getAttribute("aria-label")) ?? "";
  const slot = (await openSlots(page.request, calendarId, type.code)).find((open) => slotName(open) === name);
  if (!slot) throw new Error(`no open slot for ${name}`);
  // A holder first, as every visitor (decision 90); the context keeps its cookie.
  expect((await request.post("/fadmaa/appointment/holder", { data: {} })).status()).toBe(200);
  const taken = await request.post("/fadmaa/appointment/hold", {
    data: {
      appointmentId: slot.appointmentId,
      appointmentTypeId: type.code,
      calendarId,
      startTime: slot.startTime,
      duration: slot.duration,
      date: slot.day,
      providerLocationId: calendarId,
    },
  });
  expect(taken.status()).toBe(200);
  await first.click();
  await expect(page.getByRole("alertdialog", { name: "Appointment is no longer available" })).toBeVisible();
  await checkAccessibility();
});

test("booking step 1: the telehealth notice passes axe and gives focus back to the type", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const { physician, type } = await findPhysicianFromTheEnd(page.request, {
    slot: testInfo.project.name === "mobile" ? 1 : 0,
    telehealth: true,
  });
  await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
  await page
    .getByRole("radiogroup", { name: /Have you seen the doctor/ })
    .getByRole("radio", { name: "No" })
    .check();
  const dropdown = page.getByRole("combobox", { name: /Appointment Type/ });
  await expect(dropdown).toBeEnabled();
  await dropdown.focus();
  await dropdown.selectOption({ label: type.friendlyName2 });
  const notice = page.getByRole("dialog", { name: "You have selected a virtual appointment." });
  await expect(notice).toBeVisible();
  await checkAccessibility();
  await notice.getByRole("button", { name: "Okay" }).press("Enter");
  await expect(notice).toBeHidden();
  await expect(dropdown).toBeFocused();
});

test("screens not covered elsewhere: the cms variant's landing, psg results with the date filter open", async ({
  page,
  checkAccessibility,
}) => {
  // axe on a page of ten cards with their calendars takes a while on a shared machine.
  test.setTimeout(90_000);
  await page.goto("/variants/cms/");
  await expect(page.getByText("Search our doctors by name, specialty, or condition.")).toBeVisible();
  await checkAccessibility();

  await page.goto("/variants/psg/physicians/listing");
  await expect(page.getByText(/^Displaying 1 - 10 of \d+ result\(s\)$/)).toBeVisible();
  const filters = page.getByRole("button", { name: "Filters" });
  if (await filters.isVisible()) await filters.click();
  await page.getByRole("button", { name: "Choose a date" }).click();
  await expect(page.getByRole("dialog", { name: "Date" })).toBeVisible();
  await checkAccessibility();
});

test("axe's target-size, color-contrast and label-in-name rules run on the results and the calendar, and pass", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/physicians/listing");
  await expect(page.getByText(/^Displaying 1 - 10 of \d+ result\(s\)$/)).toBeVisible();
  await expect(timeButtons(page).first()).toBeVisible();
  const outcomes = await axeOutcomes(page);
  // "pass" means the rule found targets and text to measure and every one met it (24×24 px, 4.5:1, the
  // visible text within the accessible name of every labelled control: the time buttons, issue 21).
  expect(outcomes["target-size"]).toBe("pass");
  expect(outcomes["color-contrast"]).toBe("pass");
  expect(outcomes["label-content-name-mismatch"]).toBe("pass");
  // A time button's name starts with what it shows, and still says the day.
  const first = timeButtons(page).first();
  expect(await first.getAttribute("aria-label")).toMatch(
    new RegExp(`^${escapeRegExp(await first.innerText())}, [A-Z][a-z]+day, [A-Z][a-z]+ \\d{1,2}$`),
  );
});

test.describe("reflow: 320 px wide (mobile project) and 1280 px at 200 % zoom (desktop project)", () => {
  /** 200 % zoom of the desktop 1280×800 is 640×400 CSS pixels; the phone is 320 px wide. */
  async function reflowSize(page: Page, project: string) {
    await page.setViewportSize(project === "mobile" ? { width: 320, height: 640 } : { width: 640, height: 400 });
  }

  /**
   * Scrolled to, the button lies wholly inside the viewport (nothing cut off at the sides). Retried: the
   * page may still move (a calendar or image arriving above) between the scroll and the measure.
   */
  async function expectReachable(page: Page, button: Locator) {
    await expect(async () => {
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      const viewport = page.viewportSize();
      expect(box, "the button has a box").not.toBeNull();
      if (!box || !viewport) return;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }).toPass({ timeout: 10_000 });
  }

  /** Every button of the open modal can be scrolled to and seen whole. */
  async function expectModalButtonsReachable(page: Page, name: string) {
    const dialog = page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name }));
    await expect(dialog).toBeVisible();
    for (const button of await dialog.getByRole("button").all()) await expectReachable(page, button);
    await expectNoHorizontalScroll(page);
  }

  test("the profile's 312 px calendar area and its location modal", async ({ page, checkAccessibility }, info) => {
    await reflowSize(page, info.project.name);
    const { physician } = await findPhysicianFromTheEnd(page.request, {
      slot: info.project.name === "mobile" ? 5 : 4,
      severalLocations: true,
    });
    await page.goto(`/physicians/profile/${physician.urlTitle}`);
    const region = calendarRegion(page);
    await expect(region.getByRole("button", { name: "Show later days" })).toBeVisible();
    await region.scrollIntoViewIfNeeded();
    expect((await region.locator(".availability__area").boundingBox())?.height).toBe(312);
    for (const button of await region.getByRole("button").all()) await expectReachable(page, button);
    await expectNoHorizontalScroll(page);
    await checkAccessibility();

    await page.getByRole("button", { name: /^Choose Different Location \(\d+\)$/ }).click();
    await expectModalButtonsReachable(page, "Choose a Location");
    await checkAccessibility();
  });

  test("the booking step's modals: telehealth notice and location map", async ({ page, checkAccessibility }, info) => {
    await reflowSize(page, info.project.name);
    const { physician, type } = await findPhysicianFromTheEnd(page.request, {
      slot: info.project.name === "mobile" ? 3 : 2,
      telehealth: true,
    });
    await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
    await expectNoHorizontalScroll(page);
    await page
      .getByRole("radiogroup", { name: /Have you seen the doctor/ })
      .getByRole("radio", { name: "No" })
      .check();
    await page.getByRole("combobox", { name: /Appointment Type/ }).selectOption({ label: type.friendlyName2 });
    await expectModalButtonsReachable(page, "You have selected a virtual appointment.");
    await checkAccessibility();
    await page.getByRole("button", { name: "Okay" }).click();

    await page.getByRole("textbox", { name: /Describe Reason for Visit/ }).fill("A rash.");
    await headerNext(page).click();
    await expect(calendarRegion(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    const change = page.getByRole("button", { name: /^Change Location \(\d+\)$/ });
    if ((await change.count()) > 0) {
      await change.click();
      await expectModalButtonsReachable(page, "Choose a Location");
      await checkAccessibility();
    }
  });
});

test("the spec's announcements go through live regions", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await recordAnnouncements(page);
  const { physician, type } = await findPhysicianFromTheEnd(page.request, {
    slot: testInfo.project.name === "mobile" ? 7 : 6,
    severalLocations: true,
  });

  // Type-ahead: the count of suggestions, and the alert for characters it does not take.
  await page.goto("/physicians");
  const keyword = page.getByRole("combobox", { name: /Doctor, condition, or/ });
  await keyword.pressSequentially("card", { delay: 20 });
  await expectAnnounced(page, /^\d+ results are available$/);
  await keyword.fill("card<");
  await expectAnnounced(page, "Please only enter valid characters (Letters, Numbers, Comma)");

  // Results: the count line speaks the new count after a filter.
  await page.goto("/physicians/listing");
  await expect(page.getByText(/^Displaying 1 - 10 of \d+ result\(s\)$/)).toBeVisible();
  await page.getByRole("button", { name: "Next page" }).click();
  await expectAnnounced(page, /Displaying 11 - 20 of \d+ result\(s\)/);

  // Booking: the calendar loading, the location choice, the held time, a form error, the confirmation.
  await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
  await answerQuestions(page, type);
  if (isMobile(page)) await headerNext(page).click();
  await expectAnnounced(page, /Loading/);
  const other = physician.providerLocations.find((location) => location.id !== physician.displayLocation?.id);
  await page.getByRole("button", { name: /^Change Location \(\d+\)$/ }).click();
  await page
    .getByRole("dialog", { name: "Choose a Location" })
    .getByRole("button", { name: new RegExp(`^Select location [A-Z], ${escapeRegExp(other?.name ?? "")}`) })
    .click();
  await expectAnnounced(page, `Now displaying ${other?.name} location information for provider`);
  await chooseFirstTime(page);
  await expectAnnounced(page, /^Your selected time: /);

  await (isMobile(page) ? headerNext(page) : page.getByRole("button", { name: "Continue", exact: true })).click();
  const zip = page.getByRole("textbox", { name: /^Zip Code/ });
  await zip.fill("12");
  await zip.press("Tab");
  await expectAnnounced(page, /Zip/i);
  await zip.fill("");
  await fillPatientForm(page, { dateOfBirthDigits: "01021985", minor: false });
  // The server refuses a form filled faster than a person can (FAD_BOOK_MIN_FILL_SECONDS, 3 s).
  await page.waitForTimeout(3_000);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: isMobile(page) ? "Confirm Appointment" : "Book Appointment" }).click();
  await expect(page).toHaveURL(/\/physicians\/confirmation\/\?booking=FAD-[0-9A-Z-]+#token=[\w-]{43}$/);
  await expectAnnounced(page, "Confirmed!");
});

/** "9:00a, Tuesday, December 1", as the time buttons are named. */
function slotName(slot: { day: string; startTime: string }): string {
  const date = new Date(
    Date.UTC(Number(slot.day.slice(0, 4)), Number(slot.day.slice(4, 6)) - 1, Number(slot.day.slice(6, 8))),
  );
  const long = date.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  const hour = Number(slot.startTime.slice(0, 2));
  return `${hour % 12 === 0 ? 12 : hour % 12}:${slot.startTime.slice(3, 5)}${hour < 12 ? "a" : "p"}, ${long}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
