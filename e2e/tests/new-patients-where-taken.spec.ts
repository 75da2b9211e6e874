import { expect, test } from "../support/fixtures.ts";
import { physicianNotTakingNewPatients } from "../support/new-patients-journey.ts";

/** Time buttons are named like "9:00a, Monday, November 23". */
const TIME_NAME = /^\d{1,2}:\d{2}[ap], /;

/**
 * Issue 39, problem 1 (decision 125): where the location does not take new patients, the profile
 * offers no times to book and says to call; on step 1 a new patient is told the spec's "not currently
 * accepting new patients" and offered no type, while a returning patient still chooses one. The API's
 * refusals are tested in apps/server/src/booking/new-patients-refused.test.ts.
 */
test("a location that does not take new patients offers a new patient nothing online", async ({
  page,
  request,
}, testInfo) => {
  const { physician } = await physicianNotTakingNewPatients(request, testInfo.project.name === "mobile" ? 1 : 0);

  await page.goto(`/physicians/profile/${physician.urlTitle}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(physician.physicianLastName);
  await expect(page.getByText("Please call to make your appointment").first()).toBeVisible();
  await expect(page.getByRole("button", { name: TIME_NAME })).toHaveCount(0);

  await page.goto(`/physicians?urlTitle=${physician.urlTitle}`);
  const question = page.getByRole("radiogroup", { name: /Have you seen the doctor within the last 3 years/ });
  await question.getByRole("radio", { name: "No" }).check();
  await expect(
    page.getByText(/This doctor is not currently accepting new patients through online appointment scheduling/),
  ).toBeVisible();
  await expect(page.getByRole("combobox", { name: /Appointment Type/ })).toHaveCount(0);
  await question.getByRole("radio", { name: "Yes" }).check();
  const dropdown = page.getByRole("combobox", { name: /Appointment Type/ });
  await expect(dropdown).toBeEnabled();
  const offered = await dropdown.locator("option").allTextContents();
  expect(offered).not.toContain("New Patient Visit");
  expect(offered).not.toContain("Consultation");
});
