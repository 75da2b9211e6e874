import type { Page } from "@playwright/test";
import {
  type AppType,
  answerQuestions,
  findBookablePhysician,
  journeySlot,
  revealFirstTime,
  timeButtons,
  variantCoids,
} from "../support/booking-journey.ts";
import { expect, test } from "../support/fixtures.ts";

/**
 * The host variants of issue 8 as the server's demo host page plays them (apps/server/src/host/
 * variant-presets.ts): the texting booking with its case pre-filled, the portal pre-fill with the
 * profile's invalid parts left empty, no geolocation prompt on mhonative, no step count on proofs.
 */

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const headerNext = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
/** The booking page's first step: 'Questions' on mobile, 'Appointment Information' on desktop. */
const firstStep = (page: Page) =>
  page.getByRole("heading", { level: 2, name: isMobile(page) ? "Questions" : "Appointment Information" });
const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: new RegExp(`^${label}`) });

/** The texting-only type (spec booking §3); its patient type is New/Current. */
const ER_PRIVATE: AppType = { code: "ER", friendlyName2: "ER Private", patientType: "New/Current" };

/**
 * Holds the n-th time the calendar shows (or the last when there are fewer). Both projects book the
 * one texting doctor at once, and other journeys take first times: different times keep them apart.
 */
async function holdTime(page: Page, index: number) {
  await revealFirstTime(page);
  const count = await timeButtons(page).count();
  await timeButtons(page)
    .nth(Math.min(index, count - 1))
    .click();
  await expect(page).toHaveURL(/[?&]appt_id=/);
}

/** Step 1 (desktop) or steps 1 and 2 (mobile), then on to the patient form. */
async function reachPatientForm(page: Page, type: AppType, timeIndex: number) {
  await answerQuestions(page, type);
  if (isMobile(page)) await headerNext(page).click();
  await holdTime(page, timeIndex);
  await (isMobile(page) ? headerNext(page) : page.getByRole("button", { name: "Continue", exact: true })).click();
  await expect(page.getByRole("heading", { name: "Patient Information" })).toBeVisible();
}

test("texting: the case's patient is pre-filled, ER Private is offered, and the booking ends on the texting confirmation", async ({
  page,
  checkAccessibility,
}) => {
  // A whole booking with four accessibility checks, on a shared machine.
  test.setTimeout(90_000);
  await page.goto("/variants/texting/");
  await expect(page).toHaveURL(/\/variants\/texting\/texting\?urlTitle=[a-z0-9-]+$/);
  await expect(firstStep(page)).toBeVisible();
  await checkAccessibility();

  await reachPatientForm(page, ER_PRIVATE, isMobile(page) ? 2 : 1);
  await expect(textbox(page, "First Name")).toHaveValue("Sam");
  await expect(textbox(page, "Last Name")).toHaveValue("Taylor");
  await expect(textbox(page, "Date of Birth")).toHaveValue("09/30/1979");
  await expect(page.getByRole("radio", { name: "Male", exact: true })).toBeChecked();
  await expect(textbox(page, "Street Address")).toHaveValue("100 Main St");
  await expect(textbox(page, "City")).toHaveValue("Nashville");
  await expect(page.getByRole("combobox", { name: /^State/ })).toHaveValue("TN");
  await expect(textbox(page, "Zip Code")).toHaveValue("37201");
  // The first of the case's two alternative numbers.
  await expect(textbox(page, "Phone Number")).toHaveValue("615-555-0188");
  await expect(textbox(page, "Email")).toHaveValue("sam.taylor@example.com");
  await expect(page.getByRole("combobox", { name: /^Insurance Carrier/ })).toHaveValue("Aetna");
  await expect(textbox(page, "Policy ID")).toHaveValue("AET-1234567");
  await checkAccessibility();

  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Please review and confirm your information").first()).toBeVisible();
  await expect(page.getByText("(615) 555-0188")).toBeVisible();
  await expect(page.getByText("ER Private").first()).toBeVisible();
  await checkAccessibility();

  const booked = page.waitForRequest((request) => request.url().endsWith("/fadmaa/appointment/book"));
  await page.getByRole("button", { name: isMobile(page) ? "Confirm Appointment" : "Book Appointment" }).click();
  const body = (await booked).postDataJSON() as { caseID: string; patient: Record<string, string> };
  expect(body.caseID).toBe("CASE-DEMO-0001");
  expect(body.patient).toMatchObject({ firstName: "Sam", insuranceId: "Aetna", policyId: "AET-1234567" });

  await expect(page).toHaveURL(/\/variants\/texting\/texting\/confirmation\/\?booking=FAD-[0-9A-Z-]+#token=[\w-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Appointment Confirmed");
  await expect(page.getByRole("link", { name: /^Back to (results|profile)$/ })).toHaveCount(0);
  await checkAccessibility();
});

test("mho: the portal profile pre-fills the patient form, its invalid parts left empty (hash routing)", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(60_000);
  const coids = await variantCoids(page.request, "mho");
  const { physician, type } = await findBookablePhysician(page.request, coids, journeySlot(testInfo, 6));
  await page.goto(`/variants/mho/#/physicians?urlTitle=${physician.urlTitle}`);
  await expect(firstStep(page)).toBeVisible();

  await reachPatientForm(page, type, 0);
  await expect(page).toHaveURL(/\/variants\/mho\/#\/physicians\?urlTitle=[^&]+&appt_id=/);
  // Valid parts of the demo profile (apps/server/src/host/variant-presets.ts) are filled …
  await expect(textbox(page, "First Name")).toHaveValue("Alex");
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  await expect(textbox(page, "Email")).toHaveValue("alex.rivera@example.com");
  await expect(textbox(page, "Phone Number")).toHaveValue("615-555-0123");
  await expect(textbox(page, "Street Address")).toHaveValue("2300 Patterson St");
  await expect(textbox(page, "Apartment, Suite or Unit")).toHaveValue("Suite 4");
  await expect(textbox(page, "City")).toHaveValue("Nashville");
  // … invalid ones are empty: 'Rivera2', a birth date in 2999, 'Tennessee', zip '3720'.
  await expect(textbox(page, "Last Name")).toHaveValue("");
  await expect(textbox(page, "Date of Birth")).toHaveValue("");
  await expect(page.getByRole("combobox", { name: /^State/ })).toHaveValue("");
  await expect(textbox(page, "Zip Code")).toHaveValue("");
  // The visitor completes what the profile could not give, and nothing typed is replaced.
  await textbox(page, "Last Name").fill("Rivera");
  await expect(textbox(page, "First Name")).toHaveValue("Alex");
  await checkAccessibility();
});

test("mhonative: no geolocation prompt, on the landing or the results", async ({ page, checkAccessibility }) => {
  // Counts every request for the position (the permission is never granted). A script text: the
  // journeys are typed without the DOM library.
  await page.addInitScript(`
    window.geolocationCalls = 0;
    const geolocation = navigator.geolocation;
    for (const name of ["getCurrentPosition", "watchPosition"]) {
      const original = geolocation[name].bind(geolocation);
      geolocation[name] = (...args) => {
        window.geolocationCalls += 1;
        return original(...args);
      };
    }
  `);
  const geolocationCalls = () => page.evaluate("window.geolocationCalls") as Promise<number>;

  // The probe works: the content host's landing asks once.
  await page.goto("/variants/cms/");
  await expect(page.getByText("Search our doctors by name, specialty, or condition.")).toBeVisible();
  await expect.poll(geolocationCalls).toBe(1);

  await page.goto("/variants/mhonative/");
  await expect(page).toHaveURL(/\/variants\/mhonative\/physicians$/);
  await expect(page.getByText("Search our doctors by name, specialty, or condition.")).toBeVisible();
  await checkAccessibility();
  await page.goto("/variants/mhonative/physicians/listing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results");
  // Let the pages' effects run out before counting.
  await page.waitForLoadState("networkidle");
  expect(await geolocationCalls()).toBe(0);
});

test("proofs: the mobile step count is hidden; the desktop steps keep their names", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const coids = await variantCoids(page.request, "proofs");
  const { physician, type } = await findBookablePhysician(page.request, coids, journeySlot(testInfo, 7));
  await page.goto(`/variants/proofs/physicians?urlTitle=${physician.urlTitle}`);
  await expect(firstStep(page)).toBeVisible();
  await answerQuestions(page, type);

  if (isMobile(page)) {
    const header = page.getByRole("navigation", { name: /step/i });
    await expect(headerNext(page)).toBeEnabled();
    await expect(page.getByText(/Step \d of 4/)).toHaveCount(0);
    await headerNext(page).click();
    await expect(page.getByRole("heading", { name: "Appointment Details" })).toBeVisible();
    await expect(header.getByText(/of 4/)).toHaveCount(0);
  } else {
    const progress = page.getByRole("navigation", { name: /progress/i });
    for (const title of ["Appointment Information", "Patient Information", "Review and Confirm"]) {
      await expect(progress.getByText(title)).toBeVisible();
    }
  }
  await checkAccessibility();
});
