import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import {
  answerQuestions,
  findBookablePhysician,
  journeySlot,
  revealFirstTime,
  revealTime,
} from "../support/booking-journey.ts";
import { expect, test } from "../support/fixtures.ts";
import { expectFocusInside } from "../support/focus.ts";
import { servedAnswer } from "../support/server-render.ts";

/** The pieces of the contracts' answers these journeys read (provider/search-providers.ts, available-day.ts). */
interface Slot {
  appointmentId: string;
  startTime: string;
  duration: number;
  twelveHourClockTime: string;
}
interface Day {
  day: string;
  timeSlots: Slot[];
}
interface Location {
  id: string;
  mhdCalendarId: string | null;
  availableAppointments: Day[];
}
interface Physician {
  urlTitle: string;
  mhdParticipant: boolean;
  displayLocation: Location | null;
}

const SHOTS = process.env.AVAILABILITY_SHOTS_DIR;
const MORE = "/fadmaa/appointment/search/more";
const SLOT_SEARCH = "/fadmaa/appointment/search";
/** The calendar's first window: the slot search for a named type, else the load-more call. */
const isFirstWindow = (url: string) => url.endsWith(SLOT_SEARCH) || url.endsWith(MORE);
const COIDS = "09001;09002;09003;09004;09005;09006";

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10).replaceAll("-", "");
}

/**
 * Physicians whose profile calendar (the shown location, 14 days, default type) has times, found
 * through the search as the app finds them; `skip` spreads tests over different physicians so their
 * holds do not meet.
 */
async function bookablePhysician(request: APIRequestContext, skip: number): Promise<Physician> {
  const response = await request.post("/fadmaa/provider/search/", {
    data: { coids: COIDS, program: "web", meta: { pageSize: 750 }, startDate: todayUtc(), numberDaysOut: 14 },
  });
  expect(response.ok()).toBe(true);
  const list = (await response.json()).result.providerList as Physician[];
  const bookable = list.filter((physician) => {
    const days = physician.displayLocation?.availableAppointments ?? [];
    return (
      physician.mhdParticipant &&
      physician.displayLocation?.mhdCalendarId &&
      days.slice(0, 5).some((day) => day.timeSlots.length > 2)
    );
  });
  const physician = bookable[skip % bookable.length];
  if (!physician) throw new Error("the seeded network has no bookable physician");
  return physician;
}

/**
 * Opens the profile and returns the days its calendar shows: the answer the server rendered the page
 * from (decision 57), or, where the browser rendered it alone, the page's own call.
 */
async function openProfile(page: Page, urlTitle: string, base = ""): Promise<Day[]> {
  const answer = page.waitForResponse(
    (response) => isFirstWindow(response.url()) && response.request().method() === "POST",
  );
  answer.catch(() => {}); // not awaited when the page came rendered
  await page.goto(`${base}/physicians/profile/${urlTitle}`);
  // The profile asks its visit's type by name (decision 129): the slot search; the load-more call without one.
  const served =
    (await servedAnswer<Day[]>(page, "search-slots")) ?? (await servedAnswer<Day[]>(page, "load-more-slots"));
  const days = served ?? ((await (await answer).json()).result as Day[]);
  await expect(calendar(page).getByRole("button", { name: "Show later days" })).toBeVisible();
  return days;
}

const calendar = (page: Page) => page.getByRole("region", { name: "Available appointment times" });

function dateOf(day: string): Date {
  return new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))));
}

/** "Tuesday, December 1, 2026" */
function longDate(day: string): string {
  return dateOf(day).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "9:00a, Tuesday, December 1" */
function slotName(day: string, startTime: string): string {
  const long = dateOf(day).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const hour = Number(startTime.slice(0, 2));
  return `${hour % 12 === 0 ? 12 : hour % 12}:${startTime.slice(3)}${hour < 12 ? "a" : "p"}, ${long}`;
}

async function screenshot(page: Page, name: string, info: TestInfo) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: false });
}

test.describe("availability calendar on the profile", () => {
  test("browses slides, announces them, and loads 62 more days from the last slide", async ({
    page,
    request,
    checkAccessibility,
  }, info) => {
    const physician = await bookablePhysician(request, info.project.name === "desktop" ? 0 : 1);
    const days = await openProfile(page, physician.urlTitle);
    const columns = info.project.name === "desktop" ? 5 : 3;
    const region = calendar(page);
    await expect(region.locator(".day-column")).toHaveCount(columns);
    // The calendar area is 312 px high (spec §9).
    expect((await region.locator(".availability__area").boundingBox())?.height).toBe(312);
    await region.scrollIntoViewIfNeeded();
    await screenshot(page, "availability-times", info);
    await checkAccessibility();

    const previous = region.getByRole("button", { name: "Show earlier days" });
    const next = region.getByRole("button", { name: "Show later days" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await next.click();
    await expect(previous).toHaveAttribute("aria-disabled", "false");
    await expect(region.getByText(/^Showing appointment times from /)).toBeAttached();

    // 14 days: the last slide is the ceil(14 / columns)-th; its next arrow loads more.
    const slides = Math.ceil(days.length / columns);
    for (let slide = 2; slide < slides; slide++) await next.click();
    const more = page.waitForRequest((request) => request.url().endsWith(MORE));
    await next.click();
    const body = (await more).postDataJSON();
    const lastDay = days.at(-1)?.day ?? "";
    const dayAfter = new Date(
      Date.UTC(Number(lastDay.slice(0, 4)), Number(lastDay.slice(4, 6)) - 1, Number(lastDay.slice(6, 8)) + 1),
    );
    expect(body).toMatchObject({
      startDate: dayAfter.toISOString().slice(0, 10).replaceAll("-", ""),
      numberDaysOut: 62,
      calendarId: physician.displayLocation?.mhdCalendarId,
      locationId: physician.displayLocation?.id,
    });
    const firstNewDay = dayAfter.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    await expect(region.locator(".day-column__date", { hasText: new RegExp(`^${firstNewDay}$`) })).toBeVisible();
  });

  test("the date picker works by keyboard and jumps the carousel to the chosen day", async ({
    page,
    request,
    checkAccessibility,
  }, info) => {
    const physician = await bookablePhysician(request, info.project.name === "desktop" ? 2 : 3);
    const days = await openProfile(page, physician.urlTitle);
    // A day with times beyond the first slide.
    const targetIndex = days.findIndex((day, index) => index >= 5 && day.timeSlots.length > 0);
    const target = days[targetIndex];
    if (!target) throw new Error("no day with times after the first slide");

    await calendar(page).getByRole("button", { name: "View Calendar" }).click();
    const popup = page.getByRole("dialog", { name: "Select a date" });
    await expect(popup.getByRole("grid")).toHaveCount(info.project.name === "desktop" ? 2 : 1);
    await screenshot(page, "availability-date-picker", info);
    await checkAccessibility();

    // Focus starts on the first day with times (the window starts today at the location, which has
    // none left late in the day): the first selectable day, so named; days before it are disabled.
    const firstIndex = days.findIndex((day) => day.timeSlots.length > 0);
    await expect(popup.locator("[role=button][data-focused]")).toBeVisible();
    await expect(popup.locator("[role=button][data-focused]")).toHaveAttribute(
      "aria-label",
      new RegExp(`${longDate(days[firstIndex]?.day ?? "")}.*First available date`),
    );
    for (let step = firstIndex; step < targetIndex; step++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const first = target.timeSlots[0];
    if (!first) throw new Error("no time");
    await expect(page.getByRole("button", { name: slotName(target.day, first.startTime) })).toBeFocused();
    await expect(popup).toBeHidden();

    // Escape closes the popup and gives focus back.
    await calendar(page).getByRole("button", { name: "View Calendar" }).click();
    await expectFocusInside(popup);
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    // The date field shows its whole "mm / dd / yyyy": on a phone the button goes below it.
    const field = calendar(page).locator(".availability-date-picker__input");
    await expect(field).toBeVisible();
    const { scrollWidth, clientWidth } = await field.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await screenshot(page, "availability-date-field", info);
  });

  test("choosing a time holds it and opens the booking route with urlTitle and appt_id", async ({
    page,
    request,
  }, info) => {
    const physician = await bookablePhysician(request, info.project.name === "desktop" ? 4 : 5);
    const days = await openProfile(page, physician.urlTitle);
    const day = days.find((entry) => entry.timeSlots.length > 0);
    const slot = day?.timeSlots.at(-1);
    if (!day || !slot) throw new Error("no time");
    const hold = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/hold"));
    await (await revealTime(page, slotName(day.day, slot.startTime))).click();
    expect((await hold).status()).toBe(200);
    await expect(page).toHaveURL(
      new RegExp(`/physicians\\?urlTitle=${physician.urlTitle}&appt_id=${encodeURIComponent(slot.appointmentId)}$`),
    );
  });

  test("a time another visitor has just held shows 'Appointment is no longer available'; Refresh reloads", async ({
    page,
    request,
    checkAccessibility,
  }, info) => {
    const physician = await bookablePhysician(request, info.project.name === "desktop" ? 6 : 7);
    const days = await openProfile(page, physician.urlTitle);
    const day = days.find((entry) => entry.timeSlots.length > 0);
    const slot = day?.timeSlots[0];
    const calendarId = physician.displayLocation?.mhdCalendarId;
    if (!day || !slot || !calendarId) throw new Error("no time");
    // Another visitor (the test's own request context has its own holder cookie) holds it first.
    // A holder first, as every visitor (decision 90); the context keeps its cookie.
    expect((await request.post("/fadmaa/appointment/holder", { data: {} })).status()).toBe(200);
    const first = await request.post("/fadmaa/appointment/hold", {
      data: {
        appointmentId: slot.appointmentId,
        calendarId,
        startTime: slot.startTime,
        duration: slot.duration,
        date: day.day,
        providerLocationId: calendarId,
      },
    });
    expect(first.status()).toBe(200);

    const name = slotName(day.day, slot.startTime);
    await (await revealTime(page, name)).click();
    const modal = page.getByRole("alertdialog", { name: "Appointment is no longer available" });
    await expect(modal).toContainText("We are redirecting your screen to give you the most up-to-date times.");
    await expect(modal.getByRole("button", { name: "Doctor's Profile" })).toBeVisible();
    await screenshot(page, "availability-hold-error", info);
    await checkAccessibility();
    const reload = page.waitForResponse((response) => isFirstWindow(response.url()));
    await modal.getByRole("button", { name: "Refresh" }).click();
    await reload;
    await expect(modal).toBeHidden();
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  });
});

test.describe("availability calendar on a psg site", () => {
  test("asks to confirm the 15-minute hold first, then holds", async ({ page, request, checkAccessibility }, info) => {
    const physician = await bookablePhysician(request, info.project.name === "desktop" ? 8 : 9);
    const days = await openProfile(page, physician.urlTitle, "/variants/psg");
    const day = days.find((entry) => entry.timeSlots.length > 1);
    const slot = day?.timeSlots[1];
    if (!day || !slot) throw new Error("no time");
    await (await revealTime(page, slotName(day.day, slot.startTime))).click();
    const modal = page.getByRole("dialog", { name: "Your appointment time will be held for 15 minutes" });
    await expect(modal).toContainText("You'll receive a 5 minute warning");
    await screenshot(page, "availability-psg-confirm", info);
    await checkAccessibility();
    await modal.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/variants\/psg\/physicians\?urlTitle=.+&appt_id=.+$/);
  });
});

test.describe("availability calendar when its times cannot be fetched", () => {
  test("booking step 1 shows the network error and Try again, which shows the times once the call answers", async ({
    page,
    request,
    checkAccessibility,
  }, info) => {
    const { physician, type } = await findBookablePhysician(request, COIDS, journeySlot(info, 6));
    await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
    // The chosen type's times come from the browser's own slot search: it fails until the test lets it through.
    // A 500, not a 503: the app asks again by itself after a 503 (decision 53), which once answered before
    // the test pressed Try again (the button was gone, CI on a loaded machine); a 500 waits for the visitor.
    let failing = true;
    await page.route(
      (url) => url.pathname === "/fadmaa/appointment/search",
      async (route) => {
        if (failing) await route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
        else await route.continue();
      },
    );
    await answerQuestions(page, type);
    if (info.project.name === "mobile") await page.getByRole("button", { name: "Next", exact: true }).click();
    const region = calendar(page);
    await expect(region.getByRole("alert")).toHaveText("An error occurred. Please try again later.");
    await expect(region.getByRole("button", { name: "View Calendar" })).toHaveCount(0);
    await checkAccessibility();
    failing = false;
    await region.getByRole("button", { name: "Try again" }).click();
    await revealFirstTime(page);
    await expect(region.getByRole("alert")).toHaveCount(0);
  });
});
