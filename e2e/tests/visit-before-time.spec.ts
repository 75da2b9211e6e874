import type { Page } from "@playwright/test";
import type { AppType, BookablePhysician } from "../support/booking-journey.ts";
import { revealFirstTime, timeButtons } from "../support/booking-journey.ts";
import { expect, test } from "../support/fixtures.ts";
import { closeAndExpectNoHoldLeft, type HoldLedger, keepHoldLedger } from "../support/hold-ledger.ts";
import { httpJourneyDirectory, JOURNEY_COIDS, pickReturningJourneyPhysician } from "../support/journey-physicians.ts";

/**
 * Issue 39, problem 2 (decision 129): the visit before the time. On the profile of a doctor whose
 * location takes no new patients, a returning patient says so first, sees times named for their visit,
 * and the time picked arrives on booking step 1 bookable: the answer given, the type chosen, the time
 * held, Continue (or a phone's Next) possible once the reason is typed. Before, the profile showed a
 * new patient's view (no times) and step 1 asked the question after the time.
 */

let ledger: HoldLedger;
test.beforeEach(({ page }) => {
  ledger = keepHoldLedger(page);
  page.on("dialog", (dialog) => void dialog.accept());
});
test.afterEach(async ({ page, context }) => {
  await closeAndExpectNoHoldLeft(page, context.request, ledger);
});

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test("a time picked as a returning patient arrives bookable", async ({ page, checkAccessibility }, testInfo) => {
  // Outside the new-patient pool (those locations take new patients); one physician per project.
  const { physician, type } = await pickReturningJourneyPhysician<BookablePhysician, AppType>(
    httpJourneyDirectory(page.request, JOURNEY_COIDS),
    testInfo.project.name === "mobile" ? 3 : 2,
  );

  await page.goto(`/physicians/profile/${physician.urlTitle}`);
  const visit = page.getByRole("group", { name: "Your visit" });
  await visit.getByRole("radio", { name: /^Returning patient/ }).check();
  await expect(page).toHaveURL(/[?&]visit=returning/);
  const patients = type.patientType === "Current" ? "returning patients" : "new and returning patients";
  await expect(page.getByText(`Times for ${type.friendlyName2} (${patients})`)).toBeVisible();
  await revealFirstTime(page);
  await checkAccessibility();

  const held = page.waitForResponse(
    (response) => response.url().endsWith("/fadmaa/appointment/hold") && response.request().method() === "POST",
  );
  await timeButtons(page).first().click();
  const response = await held;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ appointmentTypeId: type.code });

  // Step 1 arrives answered: Yes, the type, the time held.
  const question = page.getByRole("radiogroup", { name: /Have you seen the doctor within the last 3 years/ });
  await expect(question.getByRole("radio", { name: "Yes" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: /Appointment Type/ })).toHaveValue(type.code);
  await expect(page.getByText(/^Your selected time: /)).toBeVisible();
  await page.getByRole("textbox", { name: /Describe Reason for Visit/ }).fill("Follow up on my results.");
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
  } else {
    await page.getByRole("button", { name: "Continue", exact: true }).click();
  }
  await expect(page.getByRole("heading", { name: "Patient Information" })).toBeVisible();
  await checkAccessibility();
});
