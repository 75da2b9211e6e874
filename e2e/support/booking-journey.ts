import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures.ts";
import {
  httpJourneyDirectory,
  JOURNEY_WINDOW_DAYS,
  journeyStartDate,
  pickJourneyPhysician,
} from "./journey-physicians.ts";

/** The pieces of the contracts' answers the booking journeys read (provider/search-providers.ts, app-type.ts). */
export interface BookablePhysician {
  urlTitle: string;
  physicianNpi: string;
  physicianFirstName: string;
  physicianLastName: string;
  mhdParticipant: boolean;
  displayLocation: {
    id: string;
    name: string;
    phone: string | null;
    mhdCalendarId: string | null;
    acceptsNewPatients: boolean;
    availableAppointments: { day: string; timeSlots: { appointmentId: string }[] }[];
  } | null;
}
export interface AppType {
  code: string;
  friendlyName2: string;
  patientType: "New" | "Current" | "New/Current";
}
export interface Slot {
  appointmentId: string;
  startTime: string;
  duration: number;
  twelveHourClockTime: string;
}

export interface Bookable {
  physician: BookablePhysician;
  calendarId: string;
  /** A type a new patient may book that has times at the shown location in the next two weeks. */
  type: AppType;
}

/** The host configuration of a variant (its facilities), as the app reads it. */
export async function variantCoids(request: APIRequestContext, variant: string): Promise<string> {
  const response = await request.get(`/fadmaa/api/config?variant=${variant}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).result.facilityCoids as string;
}

/**
 * A physician who books online at a location taking new patients, with enough times in the next two weeks
 * for a type a new patient may book: found through the API as the app finds them, by what the journey needs
 * and never by the shape of the first days (journey-physicians.ts, issue 30). `slot` spreads journeys over
 * different physicians so that their holds never meet.
 */
export async function findBookablePhysician(
  request: APIRequestContext,
  coids: string,
  slot: number,
  /** More criteria of the search (e.g. an insurance filter). */
  filters: Record<string, unknown> = {},
): Promise<Bookable> {
  return pickJourneyPhysician(httpJourneyDirectory<BookablePhysician, AppType>(request, coids, filters), slot);
}

/** A different physician for every test and project running at once. */
export function journeySlot(testInfo: TestInfo, offset: number): number {
  return offset * 2 + (testInfo.project.name === "mobile" ? 1 : 0);
}

/** The open slots of a calendar for a type, from the slot search (the page's own call). */
export async function openSlots(
  request: APIRequestContext,
  calendarId: string,
  typeCode: string,
): Promise<(Slot & { day: string })[]> {
  const response = await request.post("/fadmaa/appointment/search", {
    data: {
      calendarId,
      appointmentTypeIds: [typeCode],
      startDate: journeyStartDate(),
      numberDaysOut: JOURNEY_WINDOW_DAYS,
    },
  });
  expect(response.ok()).toBe(true);
  const days = (await response.json()).result as { day: string; timeSlots: Slot[] }[];
  return days.flatMap((day) => day.timeSlots.map((slot) => ({ ...slot, day: day.day })));
}

/** The calendar of the page, or of a part of it (a results card). */
export const calendarRegion = (scope: Page | Locator) =>
  scope.getByRole("region", { name: "Available appointment times" });

/** Time buttons are named like "9:00a, Monday, November 23". */
export const timeButtons = (scope: Page | Locator): Locator =>
  calendarRegion(scope).getByRole("button", { name: /^\d{1,2}:\d{2}[ap], / });

/**
 * Brings the first open time into view as a visitor would: Go To Next Appointment when the first week
 * has none (spec), else Show later days while the days shown have none (a phone shows three days). On a
 * page, or in one card of the results.
 */
export async function revealFirstTime(scope: Page | Locator): Promise<void> {
  const region = calendarRegion(scope);
  const next = region.getByRole("button", { name: "Go To Next Appointment" });
  const later = region.getByRole("button", { name: "Show later days" });
  const emptyDay = region.getByRole("listitem", { name: /: no appointment times$/ });
  // Loaded: a time, the jump to the next one, or a day shown without times.
  await expect(timeButtons(scope).first().or(next).or(emptyDay).first()).toBeVisible();
  if (await next.isVisible()) await next.click();
  for (let shown = 0; shown < 5 && !(await timeButtons(scope).first().isVisible()); shown++) {
    await later.click();
  }
  await expect(timeButtons(scope).first()).toBeVisible();
}

/**
 * Brings a given time into view as a visitor would (its day may be past the days shown: a phone shows
 * three): first to the first open time, then Show later days until the time shows. Returns its button.
 */
export async function revealTime(page: Page, name: string): Promise<Locator> {
  const time = calendarRegion(page).getByRole("button", { name, exact: true });
  const later = calendarRegion(page).getByRole("button", { name: "Show later days" });
  await revealFirstTime(page);
  for (let shown = 0; shown < 10 && !(await time.isVisible()); shown++) await later.click();
  await expect(time).toBeVisible();
  return time;
}

/** Step 1's questions: new patient, the type, a reason. */
export async function answerQuestions(
  page: Page,
  type: AppType,
  reason = "Follow-up on knee pain & swelling, since May.",
) {
  const question = page.getByRole("radiogroup", { name: /Have you seen the doctor within the last 3 years/ });
  await question.getByRole("radio", { name: "No" }).check();
  const dropdown = page.getByRole("combobox", { name: /Appointment Type/ });
  await expect(dropdown).toBeEnabled();
  await dropdown.selectOption({ label: type.friendlyName2 });
  await page.getByRole("textbox", { name: /Describe Reason for Visit/ }).fill(reason);
}

/** Chooses the first time the calendar shows (after Go To Next Appointment when the first week is empty). */
export async function chooseFirstTime(page: Page): Promise<string> {
  await revealFirstTime(page);
  const first = timeButtons(page).first();
  const name = (await first.getAttribute("aria-label")) ?? (await first.innerText());
  await first.click();
  return name;
}

export interface PatientDetails {
  dateOfBirthDigits: string;
  minor: boolean;
}

/** Fills the patient form as a visitor types it (the masks format the date and the phone). */
export async function fillPatientForm(page: Page, details: PatientDetails) {
  await page.getByRole("textbox", { name: /^First Name/ }).fill("Maria");
  await page.getByRole("textbox", { name: /^Last Name/ }).fill("O'Neil-Smith");
  const dateOfBirth = page.getByRole("textbox", { name: /^Date of Birth/ });
  await dateOfBirth.pressSequentially(details.dateOfBirthDigits);
  await page.getByRole("radio", { name: "Female" }).check();
  if (details.minor) {
    await page.getByRole("textbox", { name: /^Parent or Guardian Name/ }).fill("Ana O'Neil");
    await page.getByRole("textbox", { name: /^Relationship to Patient/ }).fill("Mother");
  } else {
    await expect(page.getByRole("textbox", { name: /^Parent or Guardian Name/ })).toHaveCount(0);
  }
  await page.getByRole("textbox", { name: /^Street Address/ }).fill("123 Main St.");
  await page.getByRole("textbox", { name: /^City/ }).fill("Nashville");
  await page.getByRole("combobox", { name: /^State/ }).selectOption("TN");
  await page.getByRole("textbox", { name: /^Zip Code/ }).fill("37203");
  const phone = page.getByRole("textbox", { name: /^Phone Number/ });
  await phone.pressSequentially("6155550123");
  await expect(phone).toHaveValue("615-555-0123");
}
