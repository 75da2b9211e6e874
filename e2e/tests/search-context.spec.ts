import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/** Issue 21 items 6 and 7: what a visitor chose or came from is what the next screen uses. */

const cards = (page: Page) => page.locator("ol.results-list > li");

async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: "Filters" });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

test("psg: choosing another specialty resets the patient and appointment type to Select Below (spec §4)", async ({
  page,
  checkAccessibility,
}) => {
  // Family Medicine's Annual Physical is not one of Cardiology's types.
  await page.goto("/variants/psg/physicians/specialty/family-medicine/listing?patientType=New&appointmentType=ANNUAL");
  await openFilters(page);
  const patientType = page.getByRole("combobox", { name: "Patient type" });
  const appointmentType = page.getByRole("combobox", { name: "Appointment type" });
  await expect(appointmentType).toHaveValue("ANNUAL");
  await expect(cards(page).first()).toBeVisible();

  const keyword = page.getByRole("combobox", { name: "Keyword" });
  await keyword.fill("Cardiology");
  await page
    .getByRole("group", { name: "Specialties" })
    .getByRole("option", { name: "Cardiology", exact: true })
    .click();

  await expect(page).toHaveURL(/\/physicians\/specialty\/cardiology\/listing/);
  expect(new URL(page.url()).searchParams.get("appointmentType")).toBeNull();
  expect(new URL(page.url()).searchParams.get("patientType")).toBeNull();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cardiology");
  await openFilters(page);
  await expect(patientType).toHaveValue("");
  await expect(appointmentType).toHaveValue("");
  // No type chosen in the search: doctors who take online booking offer Book an Appointment again.
  await expect(cards(page).first()).toBeVisible();
  await expect(
    page
      .getByRole("link", { name: "Book an Appointment" })
      .or(page.getByRole("button", { name: "Book an Appointment" }))
      .first(),
  ).toBeVisible();
  await checkAccessibility();
});

test("a profile opened from a search keeps it: See All lands on the section, the distance shows, the crumb goes back", async ({
  page,
  checkAccessibility,
}) => {
  const search = "/variants/psg/physicians/listing?zip=37203&gender=female";
  await page.goto(search);
  const firstCard = cards(page).first();
  await expect(firstCard).toBeVisible();
  const seeAll = firstCard.locator(".doctor-card__see-all");
  await seeAll.click();

  await expect(page).toHaveURL(/\/physicians\/profile\/[^/]+#procedures$/);
  const section = page.getByRole("region", { name: "Procedures and Conditions Treated" });
  await expect(section).toBeInViewport();
  // It stays there once the profile's calendar has loaded above it.
  await page.waitForLoadState("networkidle");
  await expect(section).toBeInViewport();
  await expect(page.locator(".profile-location .location-address__distance")).toHaveText(/^Distance: \d+\.\d mi$/);

  if (page.viewportSize()?.width !== 375) {
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Doctors Results" });
    await expect(crumb).toHaveAttribute("href", search);
    await checkAccessibility();
    await crumb.click();
    await expect(page).toHaveURL(search);
    await expect(cards(page).first()).toBeVisible();
  } else {
    await checkAccessibility();
  }
});
