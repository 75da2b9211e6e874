import { expect, test } from "../support/fixtures.ts";

/** The results heading names what the search is for once known (a specialty or location route). */
const RESULTS_HEADING = /^Results( for .+)?$/;

const DEEP_LINKS: { path: string; heading: string | RegExp; robots: boolean }[] = [
  { path: "/physicians/listing", heading: RESULTS_HEADING, robots: false },
  { path: "/physicians/specialty/family-medicine", heading: RESULTS_HEADING, robots: false },
  { path: "/physicians/specialty/family-medicine/listing", heading: RESULTS_HEADING, robots: false },
  { path: "/physicians/locations/nashville-tn", heading: RESULTS_HEADING, robots: false },
  { path: "/physicians/locations/nashville-tn/listing", heading: RESULTS_HEADING, robots: false },
  { path: "/physicians/locations/nashville-tn/cardiology", heading: RESULTS_HEADING, robots: false },
  { path: "/physicians/locations/nashville-tn/cardiology/listing", heading: RESULTS_HEADING, robots: false },
  { path: "/physicians/profile/jane-a-doe-md", heading: "We could not find this doctor", robots: false },
  // An unknown doctor cannot be booked: the scheduling-error page.
  {
    path: "/physicians?urlTitle=jane-a-doe-md&appt_id=1",
    heading: "Online Appointment Scheduling Error",
    robots: true,
  },
  { path: "/physicians/confirmation/", heading: "Appointment confirmation", robots: true },
  // The emailed link's page without its booking and token (decision 83).
  { path: "/physicians/manage/", heading: "Manage Your Appointment", robots: true },
  { path: "/texting?urlTitle=jane-a-doe-md", heading: "Online Appointment Scheduling Error", robots: true },
  { path: "/texting/confirmation/", heading: "Appointment confirmation", robots: true },
  { path: "/texting/error", heading: "We could not open this appointment link", robots: false },
];

for (const link of DEEP_LINKS) {
  test(`deep link ${link.path} opens its page`, async ({ page, checkAccessibility }) => {
    const response = await page.goto(link.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(link.heading);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(link.path);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(link.robots ? 1 : 0);
    await checkAccessibility();
  });
}

test("each host variant opens under /variants/{name}", async ({ page, checkAccessibility }) => {
  await page.goto("/variants/psg/");
  await expect(page).toHaveURL(/\/variants\/psg\/physicians$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Physician Services Group Doctors");

  await page.goto("/variants/mho/");
  await expect(page).toHaveURL(/\/variants\/mho\/#\/physicians$/);
  await expect(page.getByText("Search our doctors by name, specialty, or condition.")).toBeVisible();
  await checkAccessibility();

  await page.goto("/variants/texting/");
  await expect(page).toHaveURL(/\/variants\/texting\/texting\?urlTitle=[a-z0-9-]+$/);
  // The booking page is headed by the doctor's name and designation.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[A-Z][a-z]+ ([A-Z]\. )?[A-Z][a-z'-]+, [A-Z]+$/);
});

test("a specialty query on the landing page opens the specialty route", async ({ page }) => {
  await page.goto("/physicians?specialty=Family%20Medicine");
  await expect(page).toHaveURL(/\/physicians\/specialty\/family-medicine$/);
});
